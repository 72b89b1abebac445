/** The room's model without the network: seats and tokens, the checks of actions, the record, expiry, the rate limit. */
import { describe, expect, it } from 'vitest';
import { RoomModel } from '../../../src/server/rooms/room-model';
import { MemoryRecordStore } from '../../../src/server/rooms/record';
import { parseAction } from '../../../src/server/rooms/messages';
import { TokenBucket } from '../../../src/server/rooms/rate-limit';
import { tokenHash, tokenMatches } from '../../../src/server/rooms/tokens';
import { createKeyedGame } from '../../../src/engine/round/keyed-game';
import { applyGameAction, gameLegalActions } from '../../../src/engine/round/game';
import { decodeRuleSet } from '../../../src/engine/rules/rule-code';
import { testSecret } from './secrets';

function room(rules: unknown = 'fudawiki_rounds.1', seed = 5): RoomModel {
  const made = RoomModel.create({ id: 'room', rules, secrets: () => testSecret(seed), now: 0 });
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

describe('room model', () => {
  it('takes rules from a rule code or a preset with overrides, players and rounds included', () => {
    expect(room('fudawiki_players.3_rounds.2').players).toBe(3);
    const fromPreset = RoomModel.create({ id: 'r', rules: { preset: 'nintendo', overrides: { players: 3, rounds: 1 } }, secrets: () => testSecret(1) });
    expect(fromPreset.ok && fromPreset.value.record().rules).toBe('nintendo_rounds.1_players.3');
    for (const bad of ['nope', { preset: 'fudawiki', overrides: { players: 4 } }, 42, null]) {
      expect(RoomModel.create({ id: 'r', rules: bad, secrets: () => testSecret(1) })).toEqual({ ok: false, error: { code: 'bad-rules' } });
    }
  });

  it('seats by name, hands a token out once, keeps only its hash, and refuses a third seat', () => {
    const r = room();
    const ann = r.sit(' Ann ');
    const ben = r.sit('Ben');
    expect(ann.ok && ann.value.seat).toBe(0);
    expect(ben.ok && ben.value.seat).toBe(1);
    expect(r.sit('Cy')).toEqual({ ok: false, error: { code: 'room-full' } });
    expect(r.sit('x'.repeat(25))).toEqual({ ok: false, error: { code: 'bad-name' } });
    const token = ann.ok ? ann.value.token : '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const text = JSON.stringify(r.record());
    expect(text).not.toContain(token);
    expect(text).toContain(tokenHash(token));
    expect(r.record().seats[0]!.name).toBe('Ann');
    // Still connected: the token cannot take the seat a second time.
    expect(r.reclaim(token)).toEqual({ ok: false, error: { code: 'token-in-use' } });
    r.leave(0);
    expect(r.reclaim(token)).toEqual({ ok: true, value: 0 });
    expect(r.reclaim('A'.repeat(22))).toEqual({ ok: false, error: { code: 'bad-token' } });
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(token + 'x', tokenHash(token))).toBe(false);
  });

  it('applies only the mover\'s legal actions, the same as the engine does', () => {
    const r = room();
    r.sit('Ann');
    expect(r.act(0, { type: 'call', call: 'koikoi' })).toEqual({ ok: false, error: { code: 'waiting-for-players' } });
    r.sit('Ben');
    const rules = decodeRuleSet('fudawiki_rounds.1');
    if (!rules.ok) throw new Error('rules');
    let game = createKeyedGame({ rules: rules.value, secret: testSecret(5) });
    const mover = game.current.toMove;
    const idle = mover === 0 ? 1 : 0;
    const legal = gameLegalActions(game)[0]!;
    expect(r.act(idle, legal)).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    expect(r.act(mover, { type: 'play', card: game.current.field[0] })).toEqual({ ok: false, error: { code: 'illegal-action' } });
    expect(r.viewFor(idle).legal).toEqual([]);
    expect(r.act(mover, legal)).toEqual({ ok: true, value: undefined });
    game = (applyGameAction(game, legal) as { ok: true; value: typeof game }).value;
    expect(r.state).toEqual(game);
  });

  it('refuses a play that names no capture when two field cards could be taken', () => {
    // A play matching two field cards is legal only with the take named: several legal actions match it.
    for (let seed = 0; seed < 200; seed += 1) {
      const r = room('fudawiki_rounds.1', seed);
      r.sit('Ann');
      r.sit('Ben');
      const mover = r.state!.current.toMove;
      const takes = r.viewFor(mover).legal.filter((a) => a.type === 'play' && a.take !== undefined);
      const card = takes.find((a, i) => takes.findIndex((b) => b.type === 'play' && a.type === 'play' && b.card === a.card) !== i);
      if (!card || card.type !== 'play') continue;
      expect(r.act(mover, { type: 'play', card: card.card })).toEqual({ ok: false, error: { code: 'illegal-action' } });
      expect(r.act(mover, card)).toEqual({ ok: true, value: undefined });
      return;
    }
    throw new Error('no deal with a two-way capture in 200 seeds');
  });

  it('rebuilds from its record to the same state, and refuses a record whose steps do not replay', () => {
    const r = room('fudawiki_rounds.2', 8);
    r.sit('Ann');
    r.sit('Ben');
    for (let i = 0; i < 12; i += 1) {
      const seat = r.state!.current.toMove;
      expect(r.act(seat, r.viewFor(seat).legal[0]).ok).toBe(true);
    }
    const record = JSON.parse(JSON.stringify(r.record()));
    const back = RoomModel.restore(record);
    expect(back.ok && back.value.state).toEqual(r.state);
    expect(back.ok && back.value.viewFor(1)).toEqual({ ...r.viewFor(1), seats: r.viewFor(1).seats.map((s) => ({ ...s, present: false })) });
    const tampered = { ...record, steps: [...record.steps.slice(0, 3), record.steps[3 + 1]] };
    expect(RoomModel.restore(tampered)).toEqual({ ok: false, error: { code: 'record-unreadable' } });
    // A newer server's record, or one of another engine version: said as such, not as a missing room.
    expect(RoomModel.restore({ ...record, format: 3 })).toEqual({ ok: false, error: { code: 'record-outdated' } });
    expect(RoomModel.restore({ ...record, engine: 99 })).toEqual({ ok: false, error: { code: 'record-outdated' } });
    for (const damaged of ['{"format":2,"eng', null, 42, { ...record, seats: 'x' }, { ...record, deal: { secret: 'short' } }, { ...record, format: 'two' }]) {
      expect(RoomModel.restore(damaged)).toEqual({ ok: false, error: { code: 'record-unreadable' } });
    }
  });

  it('asks every seat before dealing the next round', () => {
    const r = room('fudawiki_rounds.2', 3);
    r.sit('Ann');
    r.sit('Ben');
    expect(r.ready(0)).toEqual({ ok: false, error: { code: 'round-in-progress' } });
    while (r.state!.status === 'playing') {
      const seat = r.state!.current.toMove;
      r.act(seat, r.viewFor(seat).legal.at(-1));
    }
    const round = r.state!.round;
    expect(r.ready(0).ok).toBe(true);
    expect(r.state!.round).toBe(round);
    expect(r.viewFor(1).seats[0]!.ready).toBe(true);
    expect(r.ready(1).ok).toBe(true);
    expect(r.state!.round).toBe(round + 1);
    expect(r.record().steps.at(-1)).toEqual({ type: 'next-round' });
  });
});

describe('room messages, records and limits', () => {
  it('reads only well-formed actions', () => {
    expect(parseAction({ type: 'play', card: 'pine-crane', take: 'pine-chaff-1' })).toEqual({ ok: true, value: { type: 'play', card: 'pine-crane', take: 'pine-chaff-1' } });
    expect(parseAction({ type: 'call', call: 'shobu' })).toEqual({ ok: true, value: { type: 'call', call: 'shobu' } });
    for (const bad of [null, [], 'play', { type: 'play' }, { type: 'play', card: 'pine-crane', lay: 'yes' }, { type: 'call', call: 'maybe' }, { type: 'drawTake', take: 7 }, { type: 'play', card: 'pine-crane', player: 1 }, { type: 'move' }]) {
      expect(parseAction(bad), JSON.stringify(bad)).toEqual({ ok: false, error: { code: 'malformed' } });
    }
  });

  it('forgets a record nobody came back to after the expiry time', async () => {
    let now = 1_000;
    const store = new MemoryRecordStore({ expiryMs: 500, now: () => now });
    const record = { ...room().record(), updatedAt: 1_000 };
    await store.save(record);
    now = 1_500;
    expect(await store.load('room')).toEqual(record);
    now = 1_501;
    expect(await store.load('room')).toBeNull();
    expect(store.ids()).toEqual([]);
  });

  it('lets a burst through, then one message per refill', () => {
    let now = 0;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.take()).toBe(false);
    now = 500;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });
});
