/**
 * A computer at a room's seat (issue #29 item 5): the creator fills an empty seat with a
 * computer level while the room waits; the players present hand the seat of someone long away
 * to it; the server plays it from that seat's own view only, at table pace, and a restart
 * resumes it from the record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import { MemoryRecordStore, type RoomRecord } from '../../../src/server/rooms/record';
import { HAND_OVER_AWAY_MS, RoomModel, type ComputerTurn } from '../../../src/server/rooms/room-model';
import { aiComputerMove, type ComputerMove } from '../../../src/server/rooms/computer-seat';
import { playerView } from '../../../src/engine/round/view';
import { GAME_STATE_VERSION } from '../../../src/engine/round/game';
import { createRoom, joinRefusal, joinRoom, playOut, Player, startServer, type TestServer } from './room-helpers';
import { testSecret } from './secrets';

const FAST = { bucket: { burst: 10_000, perSecond: 10_000 }, computerDelayMs: 1 };
const THREE = 'fudawiki_players.3_rounds.1';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

function room(rules = THREE, secret = 5): RoomModel {
  const made = RoomModel.create({ id: 'r', rules, secrets: () => testSecret(secret) });
  if (!made.ok) throw new Error('no room');
  return made.value;
}

describe('computer seats in the model', () => {
  it('lets only the creator fill an empty seat with a known level, while the room waits', () => {
    const r = room();
    expect(r.sit('Ann').ok).toBe(true);
    expect(r.sit('Ben').ok).toBe(true);
    expect(r.fillSeat(1, { seat: 2, level: 'beginner' })).toEqual({ ok: false, error: { code: 'not-creator' } });
    expect(r.fillSeat(0, { seat: 1, level: 'beginner' })).toEqual({ ok: false, error: { code: 'seat-taken' } });
    expect(r.fillSeat(0, { seat: 2, level: 'grandmaster' })).toEqual({ ok: false, error: { code: 'unknown-level' } });
    expect(r.fillSeat(0, { seat: 3, level: 'beginner' })).toEqual({ ok: false, error: { code: 'malformed' } });
    expect(r.fillSeat(0, { seat: 2, level: 'beginner', name: 'x' })).toEqual({ ok: false, error: { code: 'malformed' } });
    expect(r.state).toBeNull();
    expect(r.fillSeat(0, { seat: 2, level: 'beginner' })).toEqual({ ok: true, value: undefined });
    // The last seat filled deals the game; the seat has no token and is named by its level.
    expect(r.state).not.toBeNull();
    expect(r.viewFor(0).seats[2]).toEqual({ name: 'beginner', present: true, ready: true, computer: 'beginner' });
    expect(r.record().seats[2]).toEqual({ name: 'beginner', tokenHash: '', computer: 'beginner' });
    expect(r.fillSeat(0, { seat: 2, level: 'expert' })).toEqual({ ok: false, error: { code: 'game-started' } });
  });

  it('hands the seat of a person away long enough to the computer; their token no longer takes it back', () => {
    const r = room('fudawiki_rounds.1');
    const ann = r.sit('Ann');
    const ben = r.sit('Ben');
    if (!ann.ok || !ben.ok) throw new Error('not seated');
    const t0 = 1_000_000;
    r.leave(1, t0);
    expect(r.viewFor(0, t0 + 1000).seats[1]!.mayHandOver).toBeUndefined();
    expect(r.handToComputer(0, { seat: 1, level: 'intermediate' }, t0 + HAND_OVER_AWAY_MS - 1)).toEqual({ ok: false, error: { code: 'seat-not-away' } });
    expect(r.handToComputer(0, { seat: 0, level: 'intermediate' }, t0 + HAND_OVER_AWAY_MS)).toEqual({ ok: false, error: { code: 'seat-not-away' } });
    expect(r.handToComputer(0, { seat: 1, level: 'nobody' }, t0 + HAND_OVER_AWAY_MS)).toEqual({ ok: false, error: { code: 'unknown-level' } });
    expect(r.viewFor(0, t0 + HAND_OVER_AWAY_MS).seats[1]!.mayHandOver).toBe(true);
    expect(r.handToComputer(0, { seat: 1, level: 'intermediate' }, t0 + HAND_OVER_AWAY_MS)).toEqual({ ok: true, value: undefined });
    expect(r.viewFor(0).seats[1]).toEqual({ name: 'Ben', present: true, ready: true, computer: 'intermediate' });
    expect(r.reclaim(ben.value.token)).toEqual({ ok: false, error: { code: 'bad-token' } });
    expect(r.handToComputer(0, { seat: 1, level: 'expert' }, t0 + HAND_OVER_AWAY_MS)).toEqual({ ok: false, error: { code: 'seat-not-away' } });
  });

  it('gives the computer its own seat view only, whose move the engine takes', () => {
    const r = room();
    r.sit('Ann');
    r.sit('Ben');
    r.fillSeat(0, { seat: 2, level: 'beginner' });
    let turns = 0;
    while (r.state?.status === 'playing' && turns < 200) {
      const turn = r.computerTurn();
      const g = r.state;
      const mover = g.current.toMove;
      if (turn) {
        expect(turn.seat).toBe(2);
        expect(turn.view).toEqual(playerView(g.current, 2));
        expect(JSON.stringify(turn.view)).not.toContain(JSON.stringify(g.current.hands[0]));
        const action = aiComputerMove(turn);
        const { player: _p, ...payload } = action as typeof action & { player?: unknown };
        expect(r.act(2, payload)).toEqual({ ok: true, value: undefined });
      } else {
        expect(mover).not.toBe(2);
        const legal = r.viewFor(mover).legal;
        const { player: _p, ...payload } = legal[0]! as (typeof legal)[number] & { player?: unknown };
        expect(r.act(mover, payload).ok).toBe(true);
      }
      turns += 1;
    }
    expect(r.state?.status).not.toBe('playing');
  });

  it('restores a computer seat from the record, and reads a record written before computer seats', () => {
    const r = room();
    r.sit('Ann');
    r.sit('Ben');
    r.fillSeat(0, { seat: 2, level: 'expert' });
    const again = RoomModel.restore(JSON.parse(JSON.stringify(r.record())), () => testSecret(9));
    expect(again.ok && again.value.viewFor(0).seats[2]!.computer).toBe('expert');
    expect(again.ok && again.value.state).toEqual(r.state);
    // An old record (format 2, seats without `computer`), as a store holds it.
    const old = `{"format":2,"engine":${GAME_STATE_VERSION},"id":"old","rules":"fudawiki_rounds.1","seats":[{"name":"Ann","tokenHash":"${'a'.repeat(64)}"},null],"game":1,"deal":null,"steps":[],"stepBase":0,"results":[],"updatedAt":${Date.now()}}`;
    const restored = RoomModel.restore(JSON.parse(old));
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.value.viewFor(0).seats.map((s) => [s.name, s.computer])).toEqual([
      ['Ann', undefined],
      [null, undefined],
    ]);
    expect(restored.value.fillSeat(0, { seat: 1, level: 'beginner' }).ok).toBe(true);
    expect(restored.value.state).not.toBeNull();
    // A seat record naming no known level is no record.
    const bad = JSON.parse(old.replace('null],', '{"name":"x","tokenHash":"","computer":"wizard"}],'));
    expect(RoomModel.restore(bad)).toEqual({ ok: false, error: { code: 'record-unreadable' } });
  });
});

describe('computer seats over the room server', () => {
  it('plays a whole game in a three-seat room with two people and a computer, from the computer seat\'s view only', async () => {
    const turns: ComputerTurn[] = [];
    let peeked = 0;
    const watching: ComputerMove = (turn) => {
      turns.push(turn);
      const state = server!.room(id).roomModel.state!;
      if (JSON.stringify(turn.view) !== JSON.stringify(playerView(state.current, turn.seat))) peeked += 1;
      return aiComputerMove(turn);
    };
    server = await startServer({ settings: { ...FAST, computerMove: watching, secret: () => testSecret(31) } });
    const ann = await createRoom(server, 'fudawiki_players.3_rounds.2');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    ben.send('fill-seat', { seat: 2, level: 'beginner' });
    await ben.until((p) => p.refusals.includes('not-creator'), 'not the creator');
    ann.send('fill-seat', { seat: 1, level: 'beginner' });
    await ann.until((p) => p.refusals.includes('seat-taken'), 'seat taken');
    ann.send('fill-seat', { seat: 2, level: 'chess' });
    await ann.until((p) => p.refusals.includes('unknown-level'), 'unknown level');
    ann.send('fill-seat', { seat: 2, level: 'beginner' });
    await ben.until((p) => p.lastView?.status !== 'waiting', 'the game dealt');
    expect(ben.lastView!.seats[2]).toEqual({ name: 'beginner', present: true, ready: true, computer: 'beginner' });
    ann.send('fill-seat', { seat: 2, level: 'expert' });
    await ann.until((p) => p.refusals.includes('game-started'), 'game started');
    expect(await joinRefusal(server.colyseus.sdk.joinById(id, { name: 'Cy' }))).toBe('room-full');
    await playOut([ann, ben], 3, (v) => v.status === 'finished', 60_000);
    expect(ann.lastView!.status).toBe('finished');
    expect(ann.lastView!.history.length).toBeGreaterThanOrEqual(2);
    expect(turns.length).toBeGreaterThan(3);
    expect(new Set(turns.map((t) => t.seat))).toEqual(new Set([2]));
    expect(peeked).toBe(0);
    // A rematch needs only the people: the computer is always ready.
    ann.send('rematch');
    ben.send('rematch');
    await ann.until((p) => p.lastView!.game === 2 && p.lastView!.status === 'playing', 'the rematch');
  }, 90_000);

  it('leaves no computer move waiting once the room is disposed', async () => {
    server = await startServer({ settings: { ...FAST, computerDelayMs: 300 } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    ann.send('fill-seat', { seat: 1, level: 'beginner' });
    await ann.until((p) => p.lastView?.status === 'playing', 'the game dealt');
    const live = server.room(id);
    const timerOf = () => (live as unknown as { computerTimer: unknown }).computerTimer;
    // Ann plays until the computer is to move (its move then waits at table pace).
    await ann.until(
      (p) => {
        const v = p.lastView!;
        if (live.roomModel.computerTurn() !== null) return true;
        if (v.legal.length > 0 && p.refusals.length === 0 && (p as Player & { sentAt?: number }).sentAt !== v.steps) {
          (p as Player & { sentAt?: number }).sentAt = v.steps;
          const { player: _p, ...payload } = v.legal[0]! as (typeof v.legal)[number] & { player?: unknown };
          p.send('action', payload);
        }
        return false;
      },
      'the computer to move',
    );
    await ann.until(() => timerOf() !== null, 'its move waiting');
    const steps = live.roomModel.record().steps.length;
    await ann.room.leave(true);
    await ann.until(() => server!.colyseus.getRoomById(id) === undefined, 'the room disposed');
    expect(timerOf()).toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    expect(live.roomModel.record().steps.length).toBe(steps);
  });

  it('plays again once the store is back when its move could not be saved', async () => {
    let failing = false;
    class TroubledStore extends MemoryRecordStore {
      override async save(record: RoomRecord): Promise<void> {
        if (failing) throw new Error('disk full');
        return super.save(record);
      }
    }
    const store = new TroubledStore();
    server = await startServer({ store, settings: { ...FAST, computerDelayMs: 200, secret: () => testSecret(8) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    ann.send('fill-seat', { seat: 1, level: 'beginner' });
    await ann.until((p) => p.lastView?.status === 'playing', 'the game dealt');
    const live = server.room(id);
    const timerOf = () => (live as unknown as { computerTimer: unknown }).computerTimer;
    let sentAt = -1;
    await ann.until((p) => {
      const v = p.lastView!;
      if (timerOf() !== null) return true;
      if (v.legal.length > 0 && sentAt !== v.steps) {
        sentAt = v.steps;
        const { player: _p, ...payload } = v.legal[0]! as (typeof v.legal)[number] & { player?: unknown };
        p.send('action', payload);
      }
      return false;
    }, 'the computer to move');
    failing = true;
    const steps = ann.lastView!.steps;
    await ann.until((p) => p.refusals.includes('not-saved'), 'told the computer\'s move was not saved');
    expect(live.roomModel.record().steps.length).toBe(steps);
    failing = false;
    await ann.until((p) => p.lastView!.steps > steps, 'the computer moves once the store is back', 6000);
    expect(((await store.load(id)) as RoomRecord).steps.length).toBeGreaterThan(steps);
  });

  it('hands an away seat to the computer, which plays it on; a restart resumes the computer seat', async () => {
    const store = new MemoryRecordStore();
    server = await startServer({ store, settings: { ...FAST, handOverAwayMs: 200, reconnectSeconds: 0, secret: () => testSecret(12) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
    await playOut([ann, ben], 4, (v) => v.steps >= 3);
    ann.send('hand-to-computer', { seat: 1, level: 'beginner' });
    await ann.until((p) => p.refusals.includes('seat-not-away'), 'Ben is here');
    await ben.room.leave(true);
    await ann.until((p) => p.lastView!.seats[1]!.present === false, 'Ben away');
    await ann.until((p) => p.lastView!.seats[1]!.mayHandOver === true, 'Ben away long enough');
    ann.send('hand-to-computer', { seat: 1, level: 'beginner' });
    await ann.until((p) => p.lastView!.seats[1]!.computer === 'beginner', 'the computer plays for Ben');
    expect(ann.lastView!.seats[1]!.name).toBe('Ben');
    expect(await joinRefusal(server.colyseus.sdk.joinById(id, { token: ben.token }))).toBe('bad-token');
    const steps = ann.lastView!.steps;
    await playOut([ann], 4, (v) => v.steps >= steps + 4 || v.status !== 'playing');
    const before = ann.lastView!;
    await server.rooms.close();
    server = await startServer({ store, settings: { ...FAST, secret: () => testSecret(13) } });
    const ann2 = new Player(await server.colyseus.sdk.create(KOIKOI_ROOM, { resume: id, token: ann.token }));
    await ann2.until((p) => p.lastView !== undefined, 'the resumed view');
    expect(ann2.lastView!.seats[1]).toEqual({ name: 'Ben', present: true, ready: true, computer: 'beginner' });
    expect(ann2.lastView!.steps).toBeGreaterThanOrEqual(before.steps);
    await playOut([ann2], 4, (v) => v.status === 'finished', 60_000);
    expect(ann2.lastView!.status).toBe('finished');
  }, 90_000);
});
