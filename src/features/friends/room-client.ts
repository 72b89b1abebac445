/**
 * The online room as a nanostore, over colyseus.js (loaded by a dynamic import the first time
 * a room is opened, so only the friends page ever fetches it). The server decides everything
 * (src/server/rooms/README.md): this module sends the seat's requests and keeps what the
 * server sent back: the seat, the short code, the seat's own view and the last refusal.
 *
 * A seat is taken back with its token (seat-tokens.ts) after a reload or a lost connection;
 * when the room is no longer live (the server restarted) it is rebuilt from its record with
 * `create('koikoi', { resume })`, and joined by id if another seat rebuilt it first.
 */
import { atom } from 'nanostores';
import type { Room } from 'colyseus.js';
import type { Seat } from '../../engine/round/seats';
import type { RoundAction } from '../../engine/round/types';
import type { AiLevel } from '../../engine/ai/levels';
// Codes and types only: no server code reaches the page.
import { CLOSE_TOO_MANY_REFUSALS, REFUSAL_CODES, type RefusalCode } from '../../server/rooms/refusals';
import type { SeatView } from '../../server/rooms/room-model';
import { roomsOrigin } from './rooms-address';
import { loadTicket, saveTicket } from './seat-tokens';

export const ROOM_TYPE = 'koikoi';

/**
 * What went wrong, for the page to word: a refusal of the server, or
 * 'no-server' (nothing answers at the room server's address),
 * 'lost' (the connection dropped and could not be made again),
 * 'bad-link' (the address names a room with an id that cannot be one).
 */
export type ProblemCode = RefusalCode | 'no-server' | 'lost' | 'bad-link';

export interface Problem {
  readonly code: ProblemCode;
  /** Distinguishes two refusals of the same code (each is announced). */
  readonly at: number;
}

export type Connection = 'idle' | 'joining' | 'seated' | 'reconnecting';

export interface RoomState {
  readonly connection: Connection;
  readonly roomId: string | null;
  readonly seat: Seat | null;
  /** The short code to read aloud, while seats are free. */
  readonly code: string | null;
  /** This seat's view, as last sent by the server. */
  readonly view: SeatView | null;
  readonly problem: Problem | null;
}

const EMPTY: RoomState = { connection: 'idle', roomId: null, seat: null, code: null, view: null, problem: null };

export const $room = atom<RoomState>(EMPTY);

function update(change: Partial<RoomState>): void {
  $room.set({ ...$room.get(), ...change });
}

function problem(code: ProblemCode): Problem {
  return { code, at: Date.now() };
}

/** The colyseus.js client, made on first use. */
type ClientLike = InstanceType<(typeof import('colyseus.js'))['Client']>;
let client: ClientLike | null = null;
let room: Room | null = null;
/** The name this device sits under (for the ticket kept with a new token). */
let seatName = '';
/** Bumped by every new attempt: an older attempt's late answer is dropped. */
let attempt = 0;

async function getClient(): Promise<ClientLike> {
  if (!client) {
    const { Client } = await import('colyseus.js');
    client = new Client(roomsOrigin());
  }
  return client;
}

/** A refusal code in a failed join (its message), 'not-live' for a room id the server does not hold, else 'no-server'. */
function failure(e: unknown): RefusalCode | 'not-live' | 'no-server' {
  const { message, code } = (e ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && (REFUSAL_CODES as readonly string[]).includes(message)) return message as RefusalCode;
  // colyseus.js's MATCHMAKE_INVALID_ROOM_ID: no live room with this id in the server.
  if (code === 4212) return 'not-live';
  return 'no-server';
}

class JoinFailed extends Error {
  constructor(readonly reason: RefusalCode | 'no-server') {
    super(reason);
  }
}

/** Joins a live room by id, or rebuilds it from its record when it is not live. */
async function enter(roomId: string, options: { readonly token: string } | { readonly name: string }): Promise<Room> {
  const c = await getClient();
  try {
    return await c.joinById(roomId, options);
  } catch (e) {
    const why = failure(e);
    if (why !== 'not-live') throw new JoinFailed(why);
  }
  try {
    return await c.create(ROOM_TYPE, { resume: roomId, ...options });
  } catch (e) {
    const why = failure(e);
    // Another seat rebuilt it a moment ago: it is live now.
    if (why !== 'room-live') throw new JoinFailed(why === 'not-live' ? 'no-such-room' : why);
  }
  // It may still be being rebuilt (its record loading, which a busy server or store may take a
  // few seconds over): tries a moment apart, for up to 10 s.
  for (let tries = 0; ; tries += 1) {
    try {
      return await c.joinById(roomId, options);
    } catch (e) {
      const why = failure(e);
      if (why !== 'not-live' || tries >= 40) throw new JoinFailed(why === 'not-live' ? 'no-such-room' : why);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function listen(r: Room, mine: number): void {
  r.onMessage('seat', (m: { roomId: string; seat: Seat; token?: string; code?: string }) => {
    if (mine !== attempt) return;
    if (m.token) saveTicket(m.roomId, { token: m.token, name: seatName });
    update({ roomId: m.roomId, seat: m.seat, code: m.code ?? null });
  });
  r.onMessage('view', (view: SeatView) => {
    if (mine !== attempt) return;
    update({ connection: 'seated', view, ...(view.status !== 'waiting' ? { code: null } : {}) });
  });
  r.onMessage('refused', (m: { code: RefusalCode }) => {
    if (mine === attempt) update({ problem: problem(m.code) });
  });
  r.onLeave((code: number) => {
    // This page leaving on purpose lets go of `room` first; any other close is a lost connection
    // or a server going down (which closes with the same "consented" code 4000 as a leave).
    if (mine !== attempt || room !== r) return;
    room = null;
    // Disconnected for sending after refusals: said, not retried (a retry would do it again).
    if (code === CLOSE_TOO_MANY_REFUSALS) {
      update({ connection: 'idle', problem: problem('too-many-refusals') });
      return;
    }
    void comeBack($room.get().roomId!, true);
  });
}

async function connect(roomId: string | null, open: () => Promise<Room>, state: Partial<RoomState>): Promise<boolean> {
  const mine = ++attempt;
  update({ ...state, problem: null });
  try {
    const r = await open();
    if (mine !== attempt) {
      void r.leave(true);
      return false;
    }
    room = r;
    listen(r, mine);
    update({ roomId: roomId ?? r.roomId });
    return true;
  } catch (e) {
    if (mine === attempt) {
      const reason = e instanceof JoinFailed ? e.reason : failure(e);
      update({ connection: 'idle', problem: problem(reason === 'not-live' ? 'no-such-room' : reason) });
    }
    return false;
  }
}

/** A new room under these rules (a rule code), with this device in its first seat. */
export function createRoom(rules: string, name: string): Promise<boolean> {
  seatName = name.trim();
  leaveQuietly();
  return connect(null, async () => (await getClient()).create(ROOM_TYPE, { rules, name: seatName }), { ...EMPTY, connection: 'joining' });
}

/** Sits down in the room of a link, under `name`. */
export function joinRoom(roomId: string, name: string): Promise<boolean> {
  seatName = name.trim();
  leaveQuietly();
  return connect(roomId, () => enter(roomId, { name: seatName }), { ...EMPTY, roomId, connection: 'joining' });
}

/** Whether this device holds a seat of the room (a token kept from an earlier visit). */
export function hasSeat(roomId: string): boolean {
  return loadTicket(roomId) !== null;
}

/** How long to keep trying after a lost connection, and how often. */
const RETRY_MS = 1500;
const RETRY_FOR_MS = 120_000;

/**
 * Takes this device's seat back with its token. After a lost connection (`retrying`) it tries
 * again while nothing answers, or while the server still holds the old connection
 * ('token-in-use'), for up to two minutes.
 */
export async function comeBack(roomId: string, retrying = false): Promise<boolean> {
  const ticket = loadTicket(roomId);
  if (!ticket) {
    update({ ...EMPTY, roomId, problem: problem('bad-token') });
    return false;
  }
  seatName = ticket.name;
  if (!retrying) leaveQuietly();
  const start = Date.now();
  for (;;) {
    const base = $room.get();
    const ok = await connect(roomId, () => enter(roomId, { token: ticket.token }), {
      roomId,
      connection: retrying ? 'reconnecting' : 'joining',
      // The last view stays on screen while the seat is being taken back.
      ...(base.roomId === roomId ? {} : { ...EMPTY, roomId }),
    });
    if (ok) return true;
    const code = $room.get().problem?.code;
    // Worth another try: the server or its store is back in a moment, the old connection is let go,
    // a reservation or a save failed under load.
    const transient = code === 'no-server' || code === 'token-in-use' || code === 'store-unavailable' || code === 'not-saved' || code === 'too-many-joins' || code === 'server-busy';
    if (!transient || Date.now() - start > (retrying ? RETRY_FOR_MS : RETRY_MS * 4)) {
      if (retrying && code === 'no-server') update({ problem: problem('lost') });
      return false;
    }
    update({ connection: 'reconnecting' });
    const waiting = attempt;
    await new Promise((r) => setTimeout(r, RETRY_MS));
    // Something else (a new join, a leave) happened meanwhile: stop.
    if (attempt !== waiting) return false;
  }
}

function send(type: string, payload?: unknown): void {
  if (!room) {
    update({ problem: problem('lost') });
    return;
  }
  room.send(type, payload);
}

/** This seat's action (one of its view's legal actions, without `player`: the seat is the connection's). */
export function sendAction(action: RoundAction): void {
  const { player: _player, ...rest } = action as RoundAction & { player?: unknown };
  send('action', rest);
}

export function askNextRound(): void {
  send('next-round');
}

export function askRematch(): void {
  send('rematch');
}

/** The creator seats the server's computer at `level` in a free seat (while the room waits). */
export function fillSeat(seat: Seat, level: AiLevel): void {
  send('fill-seat', { seat, level });
}

/** Hands the seat of a player long away to the server's computer at `level`. */
export function handToComputer(seat: Seat, level: AiLevel): void {
  send('hand-to-computer', { seat, level });
}

export function dismissProblem(): void {
  update({ problem: null });
}

function leaveQuietly(): void {
  attempt += 1;
  const r = room;
  room = null;
  if (r) void r.leave(true).catch(() => undefined);
}

/** Leaves the room (the seat stays this device's: the link takes it back later). */
export function leaveRoom(): void {
  leaveQuietly();
  $room.set(EMPTY);
}

/** The room id a short code finds, or why not ('no-such-code', 'rate-limited', 'no-server'). */
export async function findByCode(typed: string): Promise<{ readonly roomId: string } | { readonly problem: ProblemCode }> {
  try {
    const res = await fetch(`${roomsOrigin()}/rooms/code/${encodeURIComponent(typed.trim())}`, { cache: 'no-store' });
    const body = (await res.json()) as { roomId?: unknown; code?: unknown };
    if (typeof body.roomId === 'string') return { roomId: body.roomId };
    return { problem: body.code === 'rate-limited' ? 'rate-limited' : 'no-such-code' };
  } catch {
    return { problem: 'no-server' };
  }
}

/**
 * A room's state before sitting down (`GET /rooms/room/ID` on the room server): waiting for
 * players, full, or no such room (expired or mistyped); 'unknown' when the server could not
 * tell (the page then offers the seat, and the join says what is wrong).
 */
export async function roomStatusOf(roomId: string): Promise<'waiting' | 'full' | 'none' | 'unknown'> {
  try {
    const res = await fetch(`${roomsOrigin()}/rooms/room/${encodeURIComponent(roomId)}`, { cache: 'no-store' });
    if (!res.ok) return 'unknown';
    const body = (await res.json()) as { status?: unknown };
    return body.status === 'waiting' || body.status === 'full' || body.status === 'none' ? body.status : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether a room server answers at the rooms' address: it answers /rooms/status.json itself;
 * a static host serves the site's own copy of that file, which says there are no rooms.
 */
export async function roomsAvailable(): Promise<boolean> {
  try {
    const res = await fetch(`${roomsOrigin()}/rooms/status.json`, { cache: 'no-store' });
    if (!res.ok) return false;
    const body = (await res.json()) as { rooms?: unknown };
    return body.rooms === ROOM_TYPE;
  } catch {
    return false;
  }
}
