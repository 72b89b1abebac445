/**
 * A room's state by its id, without joining it, for the page before the seat
 * (`GET /rooms/room/ID`, short-codes.ts): whether it waits for players, is full, or does not
 * exist (never made, expired, or a mistyped link). It says nothing else: no names, no rules, no
 * count of seats. The page asks it so that a full room or a dead link says so before asking
 * for a name, and without a failed join's warnings in the console.
 */
import { matchMaker } from '@colyseus/core';
import { readRecord, type RecordStore } from './record';

export type RoomStatus = 'waiting' | 'full' | 'none';

/** A room id as the link carries it (tokens.ts makes 22 base64url characters; the page accepts 16 to 64). */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What the room tells the matchmaker about itself (KoikoiRoom sets it after every seat change). */
export interface RoomListingMetadata {
  readonly full: boolean;
}

export async function roomStatus(id: string, store: RecordStore): Promise<RoomStatus> {
  if (!ROOM_ID_PATTERN.test(id)) return 'none';
  // A live room, in this process or (with Redis) another.
  const live = await matchMaker.getRoomById(id);
  if (live) return (live.metadata as RoomListingMetadata | undefined)?.full ? 'full' : 'waiting';
  // Not live: a record the room would be rebuilt from (after a restart), or nothing.
  // (A record that cannot be read or was written by another version cannot be rebuilt: none.)
  const stored = await store.load(id);
  const record = stored === null || stored === undefined ? null : readRecord(stored);
  if (record === null || !record.ok) return 'none';
  return record.value.seats.every((seat) => seat !== null) ? 'full' : 'waiting';
}
