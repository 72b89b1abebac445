/**
 * Helpers of the room server's tests: a real room server on 127.0.0.1 (port 0) with a
 * colyseus.js client, and seated clients that record every message they are sent.
 */
import { countingSecrets } from './secrets';
import { Client } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { createRoomServer, type RoomServer, type RoomServerOptions } from '../../../src/server/rooms/server';
import { KOIKOI_ROOM, type KoikoiRoom } from '../../../src/server/rooms/koikoi-room';
import type { PlayingSeatView, SeatView } from '../../../src/server/rooms/room-model';

/**
 * A view as the tests read it: typed as a dealt game's, with a waiting room's status allowed
 * (a waiting view's `view` is null: tests read it only once the table is full).
 */
export type TestView = Omit<PlayingSeatView, 'status'> & { readonly status: SeatView['status'] };
import type { Seat } from '../../../src/engine/round/seats';
import type { RoundAction } from '../../../src/engine/round/types';
import { hashSeed } from '../../../src/engine/random';
import { setRoomLogSink } from '../../../src/server/rooms/log';

/** The room server's log lines (JSON), kept here instead of filling the test output. */
export const roomLog: string[] = [];
setRoomLogSink((line) => {
  roomLog.push(line);
  if (roomLog.length > 10_000) roomLog.splice(0, 5_000);
});

/** The logged events named `event`, parsed. */
export function loggedEvents(event: string): Record<string, unknown>[] {
  return roomLog.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e['event'] === event);
}

/** What the tests use of a server: a client of it (`sdk`) and its live rooms by id. */
export interface TestColyseus {
  readonly sdk: Client;
  getRoomById(id: string): KoikoiRoom | undefined;
}

export interface TestServer {
  readonly rooms: RoomServer;
  readonly colyseus: TestColyseus;
  /** The live room (server side) with this id. */
  room(id: string): KoikoiRoom;
}

export async function startServer(options: RoomServerOptions = {}): Promise<TestServer> {
  // Games dealt from fixed secrets unless a test brings its own: a random deal that ends the round
  // at the deal (a lucky hand) left 'both seated' waiting for a 'playing' that never came, 1 run in 5.
  const rooms = await createRoomServer({ port: 0, ...options, settings: { secret: countingSecrets(0), ...options.settings } });
  // The client is told the port the server really listens on (port 0 picks a free one).
  const colyseus: TestColyseus = {
    sdk: new Client(`ws://127.0.0.1:${rooms.port}`),
    getRoomById: (id) => matchMaker.getLocalRoomById(id) as KoikoiRoom | undefined,
  };
  return { rooms, colyseus, room: (id) => colyseus.getRoomById(id)! };
}

type SdkRoom = Awaited<ReturnType<Client['joinById']>>;

export interface Message {
  readonly type: string;
  readonly payload: unknown;
}

/** A client in a room, recording everything it is sent. */
export class Player {
  readonly messages: Message[] = [];
  seat: Seat | null = null;
  token: string | null = null;

  constructor(readonly room: SdkRoom) {
    for (const type of ['view', 'seat', 'refused']) {
      room.onMessage(type, (payload: unknown) => {
        this.messages.push({ type, payload });
        if (type === 'seat') {
          const p = payload as { seat: Seat; token?: string };
          this.seat = p.seat;
          if (p.token) this.token = p.token;
        }
      });
    }
  }

  get views(): TestView[] {
    return this.messages.filter((m) => m.type === 'view').map((m) => m.payload as TestView);
  }

  get lastView(): TestView | undefined {
    return this.views.at(-1);
  }

  get refusals(): string[] {
    return this.messages.filter((m) => m.type === 'refused').map((m) => (m.payload as { code: string }).code);
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Waits until `test` holds on what this client has been sent. */
  async until(test: (p: Player) => boolean, what: string, ms = 5000): Promise<void> {
    const start = Date.now();
    while (!test(this)) {
      if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Waits for the next message after those already received. */
  async next(what: string): Promise<Message> {
    const n = this.messages.length;
    await this.until((p) => p.messages.length > n, what);
    return this.messages[n]!;
  }
}

export async function createRoom(server: TestServer, rules: unknown, name = 'Ann'): Promise<Player> {
  const room = await server.colyseus.sdk.create(KOIKOI_ROOM, { rules, name });
  const player = new Player(room);
  await player.until((p) => p.token !== null && p.views.length > 0, 'the creator seated');
  return player;
}

export async function joinRoom(server: TestServer, id: string, options: Record<string, unknown>): Promise<Player> {
  const player = new Player(await server.colyseus.sdk.joinById(id, options));
  await player.until((p) => p.seat !== null && p.views.length > 0, 'a seat');
  return player;
}

/** The join's refusal code (the error's message), or null if it was let in. */
export async function joinRefusal(join: Promise<unknown>): Promise<string | null> {
  try {
    const room = (await join) as SdkRoom;
    await room.leave(true);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** A bot's choice among the legal actions, fixed by the seed and the step. */
export function botChoice(view: TestView, seed: number): RoundAction {
  return view.legal[hashSeed(seed, view.steps, view.you) % view.legal.length]!;
}

/**
 * Plays until `done` holds for the first player's view, then lets the table settle: no bot acts
 * any more, every action already sent is answered (by the view that shows it, or a refusal),
 * and every player's view stands at the same step. Only then does it return, so a snapshot
 * taken afterwards holds every move any player has seen, and no move is still in flight.
 * Each bot acts when its latest view offers it legal actions, and asks for the next round once
 * per finished round.
 */
export async function playOut(players: readonly Player[], seed: number, done: (v: TestView) => boolean, ms = 20000): Promise<void> {
  const start = Date.now();
  const acted = new Map<Player, number>();
  /** Per player: what it sent and is waiting to see answered. */
  const inFlight = new Map<Player, { readonly kind: 'action' | 'ready'; readonly steps: number; readonly refusals: number }>();
  const answered = (p: Player): boolean => {
    const sent = inFlight.get(p);
    if (!sent) return true;
    const v = p.lastView!;
    const yes = p.refusals.length > sent.refusals || v.steps > sent.steps || (sent.kind === 'ready' && v.seats[v.you]!.ready);
    if (yes) inFlight.delete(p);
    return yes;
  };
  let settling = false;
  for (;;) {
    const first = players[0]!.lastView;
    if (first && done(first)) settling = true;
    if (settling && players.every(answered) && players.every((p) => p.lastView?.steps === players[0]!.lastView!.steps)) return;
    if (Date.now() - start > ms) throw new Error(settling ? 'the table did not settle in time' : 'game did not finish in time');
    if (!settling) {
      for (const p of players) {
        const v = p.lastView;
        if (!v || !answered(p) || acted.get(p) === v.steps * 2 + (v.status === 'round-over' ? 1 : 0)) continue;
        if (v.status === 'playing' && v.legal.length > 0) {
          acted.set(p, v.steps * 2);
          inFlight.set(p, { kind: 'action', steps: v.steps, refusals: p.refusals.length });
          p.send('action', botChoice(v, seed));
        } else if (v.status === 'round-over' && !v.seats[v.you]!.ready) {
          acted.set(p, v.steps * 2 + 1);
          inFlight.set(p, { kind: 'ready', steps: v.steps, refusals: p.refusals.length });
          p.send('next-round');
        }
      }
    }
    await new Promise((r) => setTimeout(r, 1));
  }
}
