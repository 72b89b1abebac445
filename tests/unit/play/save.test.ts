import { playErrorText } from '../../../src/words/errors';
import { describe, expect, test } from 'vitest';
import { createGame } from '../../../src/engine/round';
import {
  SAVE_FORMAT,
  checkOf,
  decodeSession,
  encodeSession,
  replay,
  startingGame,
  type PlaySession,
} from '../../../src/features/play/save';
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import { randomSteps, rules } from './helpers';

function session(seed: number, steps: number, preset = 'fudawiki', overrides: Record<string, unknown> = {}): PlaySession {
  const r = rules(preset, overrides);
  const start = createGame({ rules: r, seed });
  const played = randomSteps(start, seed + 1, steps);
  return { origin: { kind: 'new', seed }, rules: r, level: 'beginner', undo: true, started: true, steps: played.steps, game: played.game };
}

/** What localStorage holds: the encoded session as JSON text. */
const stored = (s: PlaySession): unknown => JSON.parse(JSON.stringify(encodeSession(s)));

describe('save and restore', () => {
  test.each([
    [1, 0],
    [2, 7],
    [3, 40],
    [4, 400],
  ])('seed %i after %i steps: the restored game is the same game', (seed, steps) => {
    const s = session(seed, steps);
    const decoded = decodeSession(stored(s));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok || !decoded.value) return;
    expect(decoded.value.steps).toEqual(s.steps);
    expect(decoded.value.game).toEqual(s.game);
    expect(decoded.value.level).toBe('beginner');
    expect(decoded.value.started).toBe(true);
  });

  test.each(['nintendo', 'beginners-guide', 'full-instructions', 'koikoi-japan'])('a whole game under %s replays exactly', (preset) => {
    const s = session(99, 5000, preset, { rounds: 3 });
    expect(s.game.status).toBe('finished');
    expect(s.steps.filter((x) => !('seat' in x)).length).toBeGreaterThanOrEqual(2);
    const decoded = decodeSession(stored(s));
    expect(decoded.ok && decoded.value?.game).toEqual(s.game);
  });

  test('the save is small: moves, not states', () => {
    const s = session(5, 400);
    expect(JSON.stringify(encodeSession(s)).length).toBeLessThan(60_000);
  });

  test('no saved game decodes to none', () => {
    expect(decodeSession(null)).toEqual({ ok: true, value: null });
  });
});

describe('corrupted or outdated saves are refused with a reason', () => {
  const good = () => stored(session(11, 30)) as Record<string, unknown>;
  const reasonOf = (raw: unknown): string => {
    const d = decodeSession(raw);
    expect(d.ok).toBe(false);
    return d.ok ? '' : playErrorText(d.error);
  };

  test('not a game at all', () => {
    expect(reasonOf('hello')).toMatch(/not a practice game/);
    expect(reasonOf([1, 2])).toMatch(/not a practice game/);
    expect(reasonOf({ steps: [] })).toMatch(/not a practice game/);
  });

  test('an older format', () => {
    expect(reasonOf({ ...good(), format: SAVE_FORMAT - 1 })).toMatch(/older version/);
  });

  test('a newer format or engine', () => {
    expect(reasonOf({ ...good(), format: SAVE_FORMAT + 1 })).toMatch(/newer version/);
    expect(reasonOf({ ...good(), engine: 99 })).toMatch(/newer version/);
  });

  test('an invalid rule set names the option', () => {
    expect(reasonOf({ ...good(), rules: { preset: 'fudawiki', overrides: { rounds: 40 } } })).toMatch(/rounds/);
    expect(reasonOf({ ...good(), rules: { preset: 'nope', overrides: {} } })).toMatch(/rule set/);
  });

  test('an unknown opponent level', () => {
    expect(reasonOf({ ...good(), level: 'grandmaster' })).toMatch(/grandmaster/);
  });

  test('a move the engine refuses says which move', () => {
    const raw = good();
    const steps = [...(raw['steps'] as unknown[])];
    steps[3] = { type: 'play', card: 'no-such-card', player: 0 };
    expect(reasonOf({ ...raw, steps })).toMatch(/^move 4 could not be replayed/);
    expect(reasonOf({ ...raw, steps: [...steps.slice(0, 2), 'junk'] })).toMatch(/move 3 is not a move/);
    expect(reasonOf({ ...raw, steps: 'many' })).toMatch(/not a list/);
  });

  test('moves that lead somewhere else than saved', () => {
    const raw = good();
    expect(reasonOf({ ...raw, check: 'elsewhere' })).toMatch(/no longer lead/);
    expect(reasonOf({ ...raw, steps: (raw['steps'] as unknown[]).slice(0, -1) })).toMatch(/no longer lead/);
  });

  test('a broken origin', () => {
    expect(reasonOf({ ...good(), origin: { kind: 'new', seed: -4 } })).toMatch(/how it was dealt/);
    expect(reasonOf({ ...good(), origin: { kind: 'deal', seed: 4, round: 30, dealer: 0 } })).toMatch(/round 30/);
  });
});

test('replay stops at the first refused move', () => {
  const s = session(21, 20);
  const bad = replay(s.origin, s.rules, [...s.steps.slice(0, 5), { seat: 0, action: { type: 'call', call: 'koikoi' } }]);
  expect(bad.ok).toBe(false);
  expect(bad.ok ? '' : playErrorText(bad.error)).toMatch(/^move 6 could not be replayed/);
  const good = replay(s.origin, s.rules, s.steps);
  expect(good.ok && checkOf(good.value)).toBe(checkOf(s.game));
});

test('a rule set for three players deals three hands at the practice table; two players as before', () => {
  const three = buildRuleSet('fudawiki', { players: 3 });
  if (!three.ok) throw new Error(three.error.code);
  const started = startingGame({ kind: 'new', seed: 7 }, three.value);
  if (!started.ok) throw new Error(playErrorText(started.error));
  expect(started.value.current.hands).toHaveLength(3);
  const two = buildRuleSet('fudawiki', {});
  if (!two.ok) throw new Error(two.error.code);
  const twoStart = startingGame({ kind: 'new', seed: 7 }, two.value);
  expect(twoStart.ok && twoStart.value.current.hands.length).toBe(2);
});
