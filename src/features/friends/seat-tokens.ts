/**
 * The seat token of each room this device sits in, kept in localStorage (one key per room),
 * so that a reload or a lost connection takes the same seat back through the same link. The
 * token is the seat: it is kept nowhere else on the device and never put in a link.
 */

/** One room's seat on this device. */
export interface SeatTicket {
  readonly token: string;
  readonly name: string;
}

const PREFIX = 'koikoi:friends-seat:';
/** The name last given, offered again for the next room. */
const NAME_KEY = 'koikoi:friends-name';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage denied: the seat lasts as long as the page
  }
}

export function loadTicket(roomId: string): SeatTicket | null {
  try {
    const raw = JSON.parse(storage()?.getItem(PREFIX + roomId) ?? 'null') as Partial<SeatTicket> | null;
    return raw && typeof raw.token === 'string' && typeof raw.name === 'string' ? { token: raw.token, name: raw.name } : null;
  } catch {
    return null;
  }
}

export function saveTicket(roomId: string, ticket: SeatTicket): void {
  try {
    storage()?.setItem(PREFIX + roomId, JSON.stringify(ticket));
    storage()?.setItem(NAME_KEY, ticket.name);
  } catch {
    // A full or denied storage: the seat is still held for this page's life.
  }
}

export function forgetTicket(roomId: string): void {
  try {
    storage()?.removeItem(PREFIX + roomId);
  } catch {
    // nothing kept
  }
}

export function lastName(): string {
  try {
    return storage()?.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}
