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
  const link = readRoomLink(hash);
  return typeof link === 'object' ? link.roomId : null;
}

/**
 * What an address's fragment says: a room, no room at all (the friends page itself), or a
 * room link that cannot be one (cut short or mangled when copied), which the page says so.
 */
export function readRoomLink(hash: string): { readonly roomId: string } | 'none' | 'malformed' {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return 'none';
  const params = new URLSearchParams(fragment);
  const id = params.get('room');
  if (id === null) return /(^|&)room\b/.test(fragment) ? 'malformed' : 'none';
  return ROOM_ID.test(id) ? { roomId: id } : 'malformed';
}

/** The whole link to send. */
export function roomLink(origin: string, roomId: string): string {
  return `${origin}/friends/#${roomPath(roomId)}`;
}
