/**
 * The round's rule decisions (src/engine/round/decisions.ts). Every expected value below is
 * written out from the rules (the option table of the rules and its "always true" section),
 * never computed with the function under test.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import {
  KOIKOI_REFUSAL_CODES,
  koikoiPermission,
  koikoiRefusalCode,
  koikoiRestrictions,
  lightningWildAtDeal,
  type KoikoiPermission,
  type KoikoiSituation,
} from '../../../src/engine/round/decisions';
import { koikoiRefusalText } from '../../../src/words/decisions';
import { midRound, play, rules, run } from '../round/helpers';

/** A situation with nothing in the way: 5 points, no calls, cards left. */
const open: KoikoiSituation = { base: 5, ownCalls: 0, opponentCalls: 0, cardsInHand: 3 };

type Row = [string, string, Record<string, unknown>, Partial<KoikoiSituation>, KoikoiPermission];
const rows: Row[] = [
  // Allowed: nothing in the rule set takes the choice away.
  ['fudawiki, nothing in the way', 'fudawiki', {}, {}, { allowed: true }],
  ['fudawiki, own call made (calls unlimited)', 'fudawiki', {}, { ownCalls: 2 }, { allowed: true }],
  ['fudawiki, opponent called (counter-call allowed)', 'fudawiki', {}, { opponentCalls: 1 }, { allowed: true }],
  ['fudawiki, last card played (last turn allowed)', 'fudawiki', {}, { cardsInHand: 0 }, { allowed: true }],
  // below-minimum: the base is compared, strictly below stops.
  ['minimum 6, base 5', 'fudawiki', { koikoiMinimum: 6 }, {}, { allowed: false, reason: { code: 'below-minimum', points: 5, minimum: 6 } }],
  ['minimum 5, base 5 (reached)', 'fudawiki', { koikoiMinimum: 5 }, {}, { allowed: true }],
  ['minimum 3, base 1', 'fudawiki', { koikoiMinimum: 3 }, { base: 1 }, { allowed: false, reason: { code: 'below-minimum', points: 1, minimum: 3 } }],
  // calls-used-up: once per round, only one's own call counts.
  ['once per round, own call made', 'fudawiki', { koikoiLimit: 'once-per-round' }, { ownCalls: 1 }, { allowed: false, reason: { code: 'calls-used-up' } }],
  ['once per round, only the opponent called', 'fudawiki', { koikoiLimit: 'once-per-round' }, { opponentCalls: 1 }, { allowed: true }],
  // no-counter-call: only the opponent's call counts.
  ['no counter-call, opponent called', 'fudawiki', { counterKoikoi: false }, { opponentCalls: 1 }, { allowed: false, reason: { code: 'no-counter-call' } }],
  ['no counter-call, only own call', 'fudawiki', { counterKoikoi: false }, { ownCalls: 1 }, { allowed: true }],
  // last-turn: the hand is empty after the turn.
  ['no last-turn koi-koi, hand empty', 'fudawiki', { lastTurnKoikoi: false }, { cardsInHand: 0 }, { allowed: false, reason: { code: 'last-turn' } }],
  ['no last-turn koi-koi, one card left', 'fudawiki', { lastTurnKoikoi: false }, { cardsInHand: 1 }, { allowed: true }],
  // Presets: nintendo has once per round and no counter-call; koikoi-japan no last-turn call.
  ['nintendo, own call made', 'nintendo', {}, { ownCalls: 1 }, { allowed: false, reason: { code: 'calls-used-up' } }],
  ['nintendo, opponent called', 'nintendo', {}, { opponentCalls: 1 }, { allowed: false, reason: { code: 'no-counter-call' } }],
  ['koikoi-japan, hand empty', 'koikoi-japan', {}, { cardsInHand: 0 }, { allowed: false, reason: { code: 'last-turn' } }],
  // Several refusals at once: the first in checking order is the reason.
  [
    'minimum and last turn both apply',
    'fudawiki',
    { koikoiMinimum: 7, lastTurnKoikoi: false },
    { cardsInHand: 0 },
    { allowed: false, reason: { code: 'below-minimum', points: 5, minimum: 7 } },
  ],
  ['nintendo, both players called', 'nintendo', {}, { ownCalls: 1, opponentCalls: 1 }, { allowed: false, reason: { code: 'calls-used-up' } }],
];

describe('koikoiPermission', () => {
  test.each(rows)('%s', (_name, preset, overrides, situation, expected) => {
    expect(koikoiPermission(rules(preset, overrides), { ...open, ...situation })).toEqual(expected);
  });

  test('every refusal code is covered by the table', () => {
    const seen = new Set(rows.flatMap(([, , , , p]) => (p.allowed ? [] : [p.reason.code])));
    expect([...seen].sort()).toEqual([...KOIKOI_REFUSAL_CODES].sort());
  });

  test.each(rows)('the simulator form agrees: %s', (_name, preset, overrides, situation, expected) => {
    const s = { ...open, ...situation };
    const code = koikoiRefusalCode(rules(preset, overrides).options, s.base, s.ownCalls, s.opponentCalls, s.cardsInHand);
    expect(code).toBe(expected.allowed ? null : expected.reason.code);
  });
});

describe('koikoiRestrictions', () => {
  test.each([
    ['fudawiki', {}, []],
    ['nintendo', {}, ['calls-used-up', 'no-counter-call']],
    ['koikoi-japan', {}, ['last-turn']],
    ['fudawiki', { koikoiMinimum: 3 }, ['below-minimum']],
    ['fudawiki', { koikoiMinimum: 3, koikoiLimit: 'once-per-round', counterKoikoi: false, lastTurnKoikoi: false }, ['below-minimum', 'calls-used-up', 'no-counter-call', 'last-turn']],
  ] as const)('%s %j → %j', (preset, overrides, expected) => {
    expect(koikoiRestrictions(rules(preset, overrides))).toEqual(expected);
  });
});

describe('the round engine records the refusal as data', () => {
  /** The dealer holds the Curtain; playing the chrysanthemum chaff takes the Sake Cup: Flower-Viewing Sake, 5 points under fudawiki. */
  const hanami = (overrides: Record<string, unknown>, hands?: [CardId[], CardId[]], calls?: (0 | 1)[]) =>
    run(
      midRound(rules('fudawiki', overrides), {
        hands: hands ?? [['chrysanthemum-chaff-1', 'pine-chaff-1'], ['plum-chaff-1', 'iris-chaff-1']],
        field: ['chrysanthemum-sake-cup', 'maple-deer', 'clover-boar', 'paulownia-phoenix'],
        pile: ['wisteria-chaff-1', 'peony-chaff-1', 'cherry-chaff-2'],
        captured: [['cherry-curtain'], []],
        ...(calls ? { calls } : {}),
      }),
      play('chrysanthemum-chaff-1'),
    );

  test.each([
    ['minimum 6', { koikoiMinimum: 6 }, undefined, undefined, { code: 'below-minimum', points: 5, minimum: 6 }],
    ['last turn', { lastTurnKoikoi: false }, [['chrysanthemum-chaff-1'], ['plum-chaff-1']], undefined, { code: 'last-turn' }],
    ['no counter-call', { counterKoikoi: false }, undefined, [1], { code: 'no-counter-call' }],
    ['once per round', { koikoiLimit: 'once-per-round' }, undefined, [0], { code: 'calls-used-up' }],
  ] as const)('%s', (_name, overrides, hands, calls, reason) => {
    const s = hanami(overrides, hands as [CardId[], CardId[]] | undefined, calls ? [...calls] : undefined);
    expect(s.phase).toBe('ended');
    expect(s.log.at(-1)).toEqual({ type: 'yaku', player: 0, yaku: ['hanami-zake'], base: 5, outcome: 'forced-stop', reason });
  });

  test('an offered decision carries no reason', () => {
    const s = hanami({});
    expect(s.phase).toBe('decision');
    expect(s.log.at(-1)).toMatchObject({ type: 'yaku', outcome: 'offered', reason: null });
  });
});

describe('lightningWildAtDeal', () => {
  const withAugust: CardId[] = ['pampas-chaff-1', 'pine-crane', 'plum-warbler', 'cherry-curtain', 'iris-bridge', 'peony-ribbon', 'clover-boar', 'maple-deer'];
  const noAugust: CardId[] = ['pine-chaff-1', 'pine-crane', 'plum-warbler', 'cherry-curtain', 'iris-bridge', 'peony-ribbon', 'clover-boar', 'maple-deer'];
  test.each([
    ['off', withAugust, false],
    ['matches-any', noAugust, true],
    ['august-on-field', withAugust, true],
    ['august-on-field', noAugust, false],
  ] as const)('%s with %#', (mode, field, expected) => {
    expect(lightningWildAtDeal(rules('fudawiki', { lightningWild: mode }), field)).toBe(expected);
  });
});

describe('the words of each refusal', () => {
  test.each([
    [{ code: 'below-minimum', points: 1, minimum: 3 }, 'Koi-koi needs at least 3 points of yaku and there is 1 point: the round stops.'],
    [{ code: 'below-minimum', points: 4, minimum: 5 }, 'Koi-koi needs at least 5 points of yaku and there are 4 points: the round stops.'],
    [{ code: 'calls-used-up' }, 'Koi-koi may be called only once per round: the round stops.'],
    [{ code: 'no-counter-call' }, 'The opponent called koi-koi and there is no counter koi-koi: the round stops.'],
    [{ code: 'last-turn' }, "No koi-koi on one's last turn: the round stops."],
  ] as const)('%j', (reason, text) => {
    expect(koikoiRefusalText(reason)).toBe(text);
  });
});
