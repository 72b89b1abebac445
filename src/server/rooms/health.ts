/**
 * The room server's counts for an operator (`GET /rooms/health.json`, short-codes.ts): live
 * rooms, seats taken and held by a connected client, rooms whose last save failed, and totals
 * since the process started. Each live room registers a probe and takes it away when disposed;
 * the counts are read from the probes when asked (nothing to keep in step).
 */

export interface RoomProbe {
  /** Seats taken. */
  readonly seated: number;
  /** Seats held by a connected client. */
  readonly present: number;
  /** Whether the room's last save failed (the room is back at its last saved step). */
  readonly saveFailing: boolean;
}

const probes = new Map<string, () => RoomProbe>();
const totals = { saveFailures: 0, loadFailures: 0, roomsCreated: 0, roomsRestored: 0 };

export function registerRoom(id: string, probe: () => RoomProbe): void {
  probes.set(id, probe);
}

export function unregisterRoom(id: string): void {
  probes.delete(id);
}

export function countEvent(what: keyof typeof totals): void {
  totals[what] += 1;
}

export interface RoomHealth {
  readonly rooms: number;
  readonly seats: number;
  readonly present: number;
  /** Live rooms whose last save failed. */
  readonly savesFailing: number;
  /** Since the process started. */
  readonly totals: Readonly<typeof totals>;
}

export function roomHealth(): RoomHealth {
  let seats = 0;
  let present = 0;
  let savesFailing = 0;
  for (const probe of probes.values()) {
    const p = probe();
    seats += p.seated;
    present += p.present;
    if (p.saveFailing) savesFailing += 1;
  }
  return { rooms: probes.size, seats, present, savesFailing, totals: { ...totals } };
}
