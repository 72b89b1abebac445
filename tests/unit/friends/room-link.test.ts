/** What a friends-page address says: a room, no room, or a room link that cannot be one (the page says so). */
import { describe, expect, test } from 'vitest';
import { readRoomLink, roomPath } from '../../../src/features/friends/room-link';

describe('room links', () => {
  test('a room, the page itself, or a link cut short or mangled', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(readRoomLink(`#${roomPath(id)}`)).toEqual({ roomId: id });
    expect(readRoomLink('')).toBe('none');
    expect(readRoomLink('#')).toBe('none');
    expect(readRoomLink('#friends-code')).toBe('none');
    expect(readRoomLink(`#${roomPath(id.slice(0, 10))}`)).toBe('malformed'); // cut short
    expect(readRoomLink('#room=')).toBe('malformed');
    expect(readRoomLink('#room')).toBe('malformed');
    expect(readRoomLink(`#room=${id}%22%3E`)).toBe('malformed'); // pasted with a quote and a bracket
  });
});
