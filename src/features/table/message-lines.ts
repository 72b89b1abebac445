/**
 * The message bar's lines, in the order things happened. The store's narration is one text:
 * what was said so far this turn, then the newest step's lines (log entries), then what
 * follows them (a result, a prompt). While a step is shown beat by beat, its lines appear as
 * their beats come; what was said before stays in front of them and what follows waits for
 * the last beat. (Putting the step's lines first and the rest after once printed "The
 * computer called shōbu…" before the "The computer played…" of the same turn.)
 */

/** A part of the narration, in order, and whether it shows now. */
export interface MessageLine {
  readonly text: string;
  /** The index of the step's entry this line is, or null for text around them. */
  readonly entry: number | null;
}

/**
 * The lines to show. `entries` are the step's lines (in order), `reached[i]` whether entry
 * i's first beat has come, `running` whether the step is still being shown.
 *
 * The entries are found as the narration's last occurrences, in order, so an earlier line
 * with the same words (two chaff played in one turn) is not taken for them. When they are not
 * all there (a replay of an earlier turn), the replayed lines come first, then the narration.
 */
export function messageLines(narration: string, entries: readonly string[], reached: readonly boolean[], running: boolean): MessageLine[] {
  const at: number[] = [];
  let end = narration.length;
  for (let i = entries.length - 1; i >= 0; i--) {
    const line = entries[i]!;
    const found = line === '' ? -1 : narration.lastIndexOf(line, end - line.length);
    if (found < 0) return replayLines(narration, entries, reached, running);
    at[i] = found;
    end = found;
  }
  const out: MessageLine[] = [];
  const text = (from: number, to: number) => narration.slice(from, to).trim();
  let cursor = 0;
  entries.forEach((line, i) => {
    const between = text(cursor, at[i]!);
    // Text before the first entry was said before this step: it stays. Text between two
    // entries belongs with the entry after it.
    if (between && (i === 0 || reached[i] || !running)) out.push(...sentences(between));
    if (reached[i] || !running) out.push({ text: line, entry: i });
    cursor = at[i]! + line.length;
  });
  const after = text(cursor, narration.length);
  if (after && !running) out.push(...sentences(after));
  return out;
}

/**
 * Text around the entries, one line a sentence: a line shown before keeps its place (and is
 * not heard again) when the next step's lines join it.
 */
export function sentences(text: string): MessageLine[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ text: t, entry: null }));
}

function replayLines(narration: string, entries: readonly string[], reached: readonly boolean[], running: boolean): MessageLine[] {
  const shown: MessageLine[] = entries.flatMap((text, i) => (reached[i] || !running ? [{ text, entry: i }] : []));
  if (running) return shown;
  return [...shown, ...sentences(entries.reduce((t, line) => t.replace(line, ''), narration))];
}
