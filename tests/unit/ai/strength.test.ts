/**
 * The levels page's figures (src/engine/ai/strength.json, written by `npm run strength`): the
 * file covers every pairing the page promises, its reader refuses a malformed file with what is
 * wrong, and the first game of every pairing, replayed now, plays out exactly as recorded, so
 * the figures still come from this code (a change to a level's play fails here: measure again).
 */
import { describe, expect, test } from 'vitest';
import data from '../../../src/engine/ai/strength.json';
import { readStrength } from '../../../src/features/reference/levels/strength';
import { AI_LEVELS } from '../../../src/engine/ai/levels';
import { buildRuleSet, decodeRuleChoice } from '../../../src/engine';
import { playArenaGame } from '../../../scripts/arena-game';
import { playArenaGameOfThree } from '../../../scripts/arena-three';

type Raw = (typeof data)['pairings'][number];
const pairs = () =>
  AI_LEVELS.flatMap((a, i) => AI_LEVELS.slice(0, i).map((b) => `${a}-${b}`)).sort();

describe('the measured strength of the levels', () => {
  test('covers every pairing of levels, two seats under fudawiki and koikoi-japan and three under fudawiki, in games of six rounds', () => {
    const s = readStrength();
    expect(s.tables.map((t) => `${t.players} ${t.preset} ${t.rounds}`)).toEqual(['2 fudawiki 6', '2 koikoi-japan 6', '3 fudawiki 6']);
    for (const t of s.tables) {
      expect(t.pairings.map((p) => `${p.a}-${p.b}`).sort()).toEqual(pairs());
      // Enough games for an interval of a few percent either way (the page says so).
      for (const p of t.pairings) expect(p.games).toBeGreaterThanOrEqual(t.players === 2 ? 400 : 150);
    }
  });

  test('a malformed file is refused with what is wrong', () => {
    const first = data.pairings[0]!;
    const withPairing = (change: Partial<Record<keyof Raw, unknown>>) => ({ ...data, pairings: [{ ...first, ...change }] });
    expect(() => readStrength(withPairing({ aWins: first.aWins + 1 }))).toThrow(/do not add up to the games/);
    expect(() => readStrength(withPairing({ winLow: 0.99, winHigh: 1 }))).toThrow(/interval does not hold the win share/);
    expect(() => readStrength(withPairing({ a: 'grandmaster' }))).toThrow(/not one the site offers/);
    expect(() => readStrength(withPairing({ rules: 'nosuchpreset' }))).toThrow(/rule code does not read/);
    expect(() => readStrength({ ...data, pairings: [] })).toThrow(/no pairings/);
    expect(() => readStrength({ ...data, measured: 'yesterday' })).toThrow(/no date of measurement/);
  });

  test.each(data.pairings.map((p) => [`${p.players} seats, ${p.a} against ${p.b}, ${p.rules}`, p] as const))(
    'the first game of %s plays out as recorded',
    (_name, p) => {
      const decoded = decodeRuleChoice(p.rules);
      if (!decoded.ok) throw new Error(p.rules);
      const rules = buildRuleSet(decoded.value.preset, decoded.value.overrides);
      if (!rules.ok) throw new Error(p.rules);
      const a = p.a as (typeof AI_LEVELS)[number];
      const b = p.b as (typeof AI_LEVELS)[number];
      // The deal's first game only: a game with an expert at the table costs a second or more.
      const recorded = p.firstDeal[0]!;
      const o =
        p.players === 3
          ? playArenaGameOfThree(a, b, rules.value, p.seed, recorded.game)
          : playArenaGame(a, b, rules.value, p.seed, recorded.game, { a: false, b: false }, true);
      expect({ game: recorded.game, winner: o.winner, diff: o.diff }).toEqual(recorded);
    },
    60_000,
  );
});
