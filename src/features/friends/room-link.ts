/**
 * A room's link: `/friends/#room=ID`. The id (128 random bits, the room's only secret besides
 * the seat tokens) rides in the fragment, which browsers never send to a server nor put in a
 * referrer.
 */
const ROOM_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The fragment naming a room (without '#'). */
export function roomPath(roomId: string): string {
  return `room=${roomId}`;
}

/** The room id in an address's fragment, or null when it names none (or not a possible id). */
export function roomIdOf(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('room');
  return id !== null && ROOM_ID.test(id) ? id : null;
}

/** The whole link to send. */
export function roomLink(origin: string, roomId: string): string {
  return `${origin}/friends/#${roomPath(roomId)}`;
}
