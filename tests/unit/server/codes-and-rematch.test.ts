/**
 * The friends page's additions to the room server, over real WebSockets and HTTP: short codes
 * that find a room only while it waits for players (rate-limited, refused with codes), the
 * rematch, and the finished game each seat is sent for its own review.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import { RoomModel, type SeatView } from '../../../src/server/rooms/room-model';
import { CODE_ALPHABET, CODE_LENGTH, LookupLimiter, normalizeCode } from '../../../src/server/rooms/short-codes';
import type { GameState } from '../../../src/engine/round/game';
import { reviewGameOf } from '../../../src/features/friends/room-review';
import { createRoom, joinRefusal, joinRoom, playOut, startServer, type Player, type TestServer } from './room-helpers';
import { countingSecrets } from './secrets';

const FAST = { bucket: { burst: 10_000, perSecond: 10_000 } };

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

function codeOf(p: Player): string | undefined {
  return p.messages.filter((m) => m.type === 'seat').map((m) => (m.payload as { code?: string }).code).at(-1);
}

async function lookup(path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${server!.rooms.port}${path}`);
  return { status: res.status, body: await res.json() };
}

/** The game a seat deals again from its finished view: the friends page's own replay, for the review. */
function replayFinished(v: Pick<SeatView, 'rules' | 'status' | 'finished' | 'totals'>): GameState {
  const game = reviewGameOf(v);
  if (!game) throw new Error('the finished game does not replay');
  return game;
}

describe('short codes', () => {
  it('finds a room by its code only while a seat is free; a wrong code is refused', async () => {
    server = await startServer();
    expect(await lookup('/rooms/')).toEqual({ status: 200, body: { rooms: 'koikoi' } });
    expect(await lookup('/rooms/status.json')).toEqual({ status: 200, body: { rooms: 'koikoi' } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const code = codeOf(ann)!;
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    // Read aloud and typed back in lower case with a dash: the same room.
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`;
    expect(await lookup(`/rooms/code/${typed}`)).toEqual({ status: 200, body: { roomId: ann.room.roomId } });
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    // A wrong code is an answer, not an error: 200, so the browser's console stays clean.
    expect(await lookup(`/rooms/code/${wrong}`)).toEqual({ status: 200, body: { code: 'no-such-code' } });
    expect(await lookup('/rooms/code/%E0%A4%A')).toEqual({ status: 200, body: { code: 'no-such-code' } });
    const ben = await joinRoom(server, ann.room.roomId, { name: 'Ben' });
    expect(codeOf(ben)).toBeUndefined(); // the room is full: no code to pass on
    expect(await lookup(`/rooms/code/${code}`)).toEqual({ status: 200, body: { code: 'no-such-code' } });
  });

  it('gives a code again to a room rebuilt while seats are free (the old one went with the live room)', async () => {
    server = await startServer();
    const ann = await createRoom(server, 'fudawiki_players.3_rounds.1');
    const code = codeOf(ann)!;
    await ann.room.leave(true); // nobody left: the room is disposed, its record kept
    await ann.until(() => server!.colyseus.getRoomById(ann.room.roomId) === undefined, 'the room disposed');
    expect((await lookup(`/rooms/code/${code}`)).body).toEqual({ code: 'no-such-code' });
    const back = new (ann.constructor as typeof Player)(await server.colyseus.sdk.create(KOIKOI_ROOM, { resume: ann.room.roomId, token: ann.token }));
    await back.until((p) => codeOf(p) !== undefined, 'a new code');
    expect(await lookup(`/rooms/code/${codeOf(back)}`)).toEqual({ status: 200, body: { roomId: ann.room.roomId } });
  });

  it('rate-limits lookups per client address', async () => {
    server = await startServer();
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await lookup('/rooms/code/ZZZZZZ')).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(answers.slice(8)).toEqual(Array(4).fill(429));
    expect((await lookup('/rooms/code/ZZZZZZ')).body).toEqual({ code: 'rate-limited' });
  });

  it('limits each address apart and refills with time', () => {
    let t = 0;
    const limiter = new LookupLimiter({ burst: 2, perSecond: 1 }, () => t);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([true, true, false, true]);
    t = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('reads typed codes', () => {
    expect(normalizeCode(' kq7 m4p ')).toBe('KQ7M4P');
    expect(normalizeCode('KQ7-M4')).toBeNull();
    expect(normalizeCode('KQ7-M40')).toBeNull(); // 0 is not in the alphabet
    expect(normalizeCode(42)).toBeNull();
  });
});

describe('rematch and review', () => {
  it('sends the finished game for review, then deals a new game once every seat asks for a rematch', async () => {
    server = await startServer({ settings: { ...FAST, secret: countingSecrets(40) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
    expect(ann.lastView!.finished).toBeNull();
    ann.send('rematch');
    expect((await ann.next('game-in-progress')).payload).toEqual({ code: 'game-in-progress' });
    await playOut([ann, ben], 3, (v) => v.status === 'finished');
    expect(ann.views.filter((v) => v.status !== 'finished').every((v) => v.finished === null)).toBe(true);
    const model = server.room(id).roomModel;
    const done = ann.lastView!;
    expect(done.game).toBe(1);
    // Each seat deals the finished game again through the engine: the server's very game.
    expect(replayFinished(done)).toEqual(model.state);
    expect(replayFinished(ben.lastView!)).toEqual(model.state);

    ann.send('rematch');
    await ben.until((p) => p.lastView!.seats[0]!.ready, 'Ann wants a rematch');
    expect(ben.lastView!.status).toBe('finished');
    ben.send('rematch');
    await ann.until((p) => p.lastView!.game === 2, 'the rematch dealt');
    const second = ann.lastView!;
    expect(second.status).toBe('playing');
    expect(second.round).toBe(1);
    expect(second.finished).toBeNull();
    expect(second.seats.map((s) => s.ready)).toEqual([false, false]);
    expect(second.totals).toEqual([0, 0]);
    // A new secret: not the first game's deal again; the first game is kept only as its result.
    const firstSecret = done.finished && 'secret' in done.finished ? done.finished.secret : null;
    expect(firstSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(model.state!.secret).not.toBe(firstSecret);
    expect(model.record().results).toEqual([{ totals: done.totals, winner: done.winner }]);
    expect(JSON.stringify(model.record())).not.toContain(firstSecret);

    // The second game, finished, is reviewed on its own; the record rebuilds the room through both games.
    await playOut([ann, ben], 4, (v) => v.game === 2 && v.status === 'finished');
    expect(replayFinished(ann.lastView!)).toEqual(model.state);
    const rebuilt = RoomModel.restore(JSON.parse(JSON.stringify(model.record())));
    expect(rebuilt.ok && rebuilt.value.viewFor(1)).toEqual({ ...model.viewFor(1), seats: model.viewFor(1).seats.map((s) => ({ ...s, present: false })) });
    expect(ann.refusals).toEqual(['game-in-progress']);
    expect(await joinRefusal(server.colyseus.sdk.joinById(id, { name: 'Cy' }))).toBe('room-full');
  });
});
