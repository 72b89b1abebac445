/**
 * The room server's structured log: one JSON line per room event that matters (a room created,
 * a seat taken or left, a refusal by code, a save that failed, a client disconnected for abuse),
 * so that an operator can count and grep them without parsing sentences. Codes and ids only, in
 * the same spirit as the refusals: never a seat token, never a secret.
 *
 * Lines go to stdout by default; tests (and an embedding server) swap the sink with `setRoomLogSink`.
 */

export type RoomLogSink = (line: string) => void;

const toStdout: RoomLogSink = (line) => process.stdout.write(`${line}\n`);
let sink: RoomLogSink = toStdout;

/** Writes `{"t":ISO time,"event":…,…fields}` as one line. A failing sink never breaks the room. */
export function logRoomEvent(event: string, fields: Record<string, unknown> = {}): void {
  let line: string;
  try {
    line = JSON.stringify({ t: new Date().toISOString(), event, ...fields }, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
    );
  } catch {
    line = JSON.stringify({ t: new Date().toISOString(), event, unloggable: true });
  }
  try {
    sink(line);
  } catch {
    // A broken stdout (a closed pipe) must not take a room down with it.
  }
}

/** Replaces where lines go (null: stdout again); returns the previous sink. */
export function setRoomLogSink(next: RoomLogSink | null): RoomLogSink {
  const previous = sink;
  sink = next ?? toStdout;
  return previous;
}
