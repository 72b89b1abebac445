/**
 * The engine's game record (engine/round/record.ts): one step type read from both stored forms,
 * written back in the saves' form byte for byte, replayed with the failing step named; the round
 * line and the public projection. Real strings: fixtures/game-records.json holds room records
 * (with the views each seat was sent) and pass-and-play saves written by the code before the
 * record moved into the engine; the practice game's old saves are tests/unit/play/fixtures.
 */
import { describe, expect, test } from 'vitest';
import { applyStep, decodeStep, publicFacts, replaySteps, roundLines, savedStep, type GameStep } from '../../../src/engine/round/record';
import { createGame, gameLegalActions, type GameState } from '../../../src/engine/round/game';
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import { RoomModel } from '../../../src/server/rooms/room-model';
import { decodePassSession, encodePassSession } from '../../../src/features/pass-and-play/save';
import { decodeSession, encodeSession } from '../../../src/features/play/save';
import fixtures from './fixtures/game-records.json';
import saves from '../play/fixtures/saves.json';

function rules(overrides: Record<string, unknown> = {}) {
  const r = buildRuleSet('fudawiki', overrides);
  if (!r.ok) throw new Error('rules');
  return r.value;
}

/** A game played by first legal actions, stopping when offered, and its steps. */
function played(overrides: Record<string, unknown>, seed: number, count: number): { start: GameState; steps: GameStep[]; end: GameState } {
  const start = createGame({ rules: rules(overrides), seed });
  const steps: GameStep[] = [];
  let game = start;
  while (steps.length < count && game.status !== 'finished') {
    const legal = gameLegalActions(game);
    const step: GameStep = game.status === 'round-over' ? { type: 'next-round' } : { seat: game.current.toMove, action: legal.find((a) => a.type === 'call' && a.call === 'shobu') ?? legal[0]! };
    const next = applyStep(game, step);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    steps.push(step);
    game = next.value;
  }
  return { start, steps, end: game };
}

describe('steps', () => {
  test('a step is read from either stored form, with its seat beside the action', () => {
    const action = { type: 'play', card: 'pine-crane', take: 'pine-chaff-1' };
    expect(decodeStep({ seat: 1, action }, 2)).toEqual({ seat: 1, action });
    expect(decodeStep({ ...action, player: 1 }, 2)).toEqual({ seat: 1, action });
    // An action that also names a player keeps only the step's seat.
    expect(decodeStep({ seat: 0, action: { ...action, player: 1 } }, 2)).toEqual({ seat: 0, action });
    expect(decodeStep({ type: 'next-round' }, 3)).toEqual({ type: 'next-round' });
  });

  test.each([
    ['not an object', 'play'],
    ['a list', [{ type: 'play' }]],
    ['no seat', { type: 'play', card: 'pine-crane' }],
    ['a seat the rules do not have', { type: 'play', card: 'pine-crane', player: 2 }],
    ['a seat that is not a number', { seat: '0', action: { type: 'call', call: 'koikoi' } }],
    ['an unknown kind of action', { seat: 0, action: { type: 'rematch' } }],
    ['an action that is not an object', { seat: 0, action: 'play' }],
  ])('%s is not a step', (_what, raw) => {
    expect(decodeStep(raw, 2)).toBeNull();
  });

  test('saved again, a step is written in the saves\' form, key for key', () => {
    const step: GameStep = { seat: 2, action: { type: 'play', card: 'pine-crane', lay: true } };
    expect(JSON.stringify(savedStep(step))).toBe('{"type":"play","card":"pine-crane","lay":true,"player":2}');
    expect(JSON.stringify(savedStep({ type: 'next-round' }))).toBe('{"type":"next-round"}');
  });

  test('a step is played for its own seat: another seat\'s turn is refused', () => {
    const { start } = played({}, 5, 0);
    const mover = start.current.toMove;
    const action = gameLegalActions(start)[0]!;
    expect(applyStep(start, { seat: mover, action }).ok).toBe(true);
    const other = applyStep(start, { seat: mover === 0 ? 1 : 0, action });
    expect(other.ok ? null : other.error.code).toBe('not-your-turn');
  });

  test('a replay names the first step the engine refuses, and why', () => {
    const { start, steps, end } = played({}, 11, 30);
    expect(replaySteps(start, steps)).toEqual({ ok: true, value: end });
    const broken = [...steps.slice(0, 7), { type: 'next-round' } as const, ...steps.slice(7)];
    const replayed = replaySteps(start, broken);
    expect(replayed.ok ? null : replayed.error).toEqual({ move: 8, error: { code: 'round-in-progress' } });
  });
});

describe('the public projection', () => {
  test.each([2, 3] as const)('%i seats: the finished rounds and the game around them, and nothing dealt', (players) => {
    const { end } = played(players === 3 ? { players: 3 } : {}, 3, 400);
    const facts = publicFacts(end);
    expect(facts.history.length).toBe(end.history.length);
    expect(facts.history.length).toBeGreaterThan(1);
    expect(roundLines(end).map((l) => l.moves)).toEqual(end.history.map((h) => h.moves.length));
    expect(facts.totals).toEqual(end.totals);
    const text = JSON.stringify(facts);
    // Nothing of any deal: no deck, log, pile or seed (a round's scored yaku and a shown lucky hand are public).
    expect(text.match(/"(deck|currentDeck|log|pile|pileTop|seed|currentSeed|secret)"/)?.[0] ?? null).toBeNull();
  });
});

describe('records written before the record moved into the engine', () => {
  const rooms = fixtures.fixtures.filter((f) => f.kind === 'room');
  const passes = fixtures.fixtures.filter((f) => f.kind === 'pass');

  test.each(rooms.map((f) => [f.name, f] as const))('a room of %s is restored to the views its seats were sent', (_name, fixture) => {
    const room = RoomModel.restore(JSON.parse(fixture.stored), () => {
      throw new Error('a restored game is dealt from its own secret');
    });
    if (!room.ok) throw new Error(JSON.stringify(room.error));
    const views = JSON.parse(fixture.views!) as unknown[];
    expect(views.length).toBeGreaterThan(1);
    // Every seat's view again (who is present is not recorded: a restored room waits for its seats to come back).
    views.forEach((view, seat) => {
      const again = room.value.viewFor(seat as 0, 1_790_000_000_000);
      const { seats: _s, ...rest } = view as Record<string, unknown>;
      const { seats: _t, ...restAgain } = again as unknown as Record<string, unknown>;
      expect(restAgain).toEqual(rest);
    });
    // Recorded again, the record is the one stored (its steps in the same form, byte for byte).
    expect(JSON.stringify({ ...room.value.record(), updatedAt: 0 })).toBe(JSON.stringify({ ...JSON.parse(fixture.stored), updatedAt: 0 }));
  });

  test.each(passes.map((f) => [f.name, f] as const))('a pass-and-play save of %s opens to its game and is written back byte for byte', (_name, fixture) => {
    const decoded = decodePassSession(JSON.parse(fixture.stored));
    if (!decoded.ok || !decoded.value) throw new Error(JSON.stringify(decoded));
    const game = decoded.value.game;
    expect({ round: game.round, totals: game.totals, log: game.current.log.length }).toEqual({ round: fixture.round, totals: fixture.totals, log: fixture.log });
    expect(JSON.stringify(encodePassSession(decoded.value))).toBe(fixture.stored);
  });

  test.each(saves.map((s) => [s.name, s] as const))('the practice save "%s" is written back byte for byte', (_name, fixture) => {
    const decoded = decodeSession(JSON.parse(fixture.stored));
    if (!decoded.ok || !decoded.value) throw new Error(JSON.stringify(decoded));
    expect(JSON.stringify(encodeSession(decoded.value))).toBe(fixture.stored);
  });
});
