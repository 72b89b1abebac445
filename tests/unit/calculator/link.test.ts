import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CARD_IDS, type CardId, type Month } from '../../../src/engine/cards';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import {
  decodeCalculatorLink,
  encodeCalculatorLink,
  hasCalculatorParams,
  LINK_PROBLEM_CODES,
  type LinkResult,
} from '../../../src/features/calculator/link';
import { LINK_PROBLEM_WORDS, linkProblemText } from '../../../src/features/calculator/words';
import { EMPTY_STATE, MAX_CALLS, seatsAt, type CalculatorState } from '../../../src/features/calculator/state';
import { seatCount, type SeatCount } from '../../../src/engine/round/seats';

function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

/** The problems as the reader sees them: the parameter at fault and its sentence. */
function problemsOf(result: LinkResult) {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.error.map((p) => ({ param: p.param, message: linkProblemText(p) }));
}

/**
 * Any valid state at a table of `n`: the end-of-round sets disjoint, every list in deck order;
 * a third player's pile, stop and calls only at a table of three.
 */
const stateArb = (n: SeatCount, players: fc.Arbitrary<SeatCount | null> = fc.constant(null)): fc.Arbitrary<CalculatorState> =>
  fc
    .record({
      mode: fc.constantFrom('pile' as const, 'round' as const),
      players,
      owners: fc.array(fc.constantFrom(0, 1, 2, 3, ...(n === 3 ? [4] : [])), { minLength: 48, maxLength: 48 }),
      deal: fc.subarray([...CARD_IDS]),
      month: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      calls: fc.array(fc.constantFrom(...seatsAt(n)), { maxLength: MAX_CALLS }),
      stopper: fc.constantFrom(...seatsAt(n)),
    })
    .map(({ mode, players, owners, deal, month, calls, stopper }) => {
      const of = (k: number) => CARD_IDS.filter((_, i) => owners[i] === k);
      return {
        mode,
        players,
        pile: of(1),
        opponentPile: of(2),
        thirdPile: of(4),
        fieldAtEnd: of(3),
        fieldAtDeal: deal as CardId[],
        month: month as Month | null,
        calls,
        stopper,
      };
    });

const rulesArb: fc.Arbitrary<RuleSet> = fc.oneof(
  fc.constantFrom(...PRESET_IDS).map(presetRuleSet),
  fc.constant(rules('fudawiki', { viewing: 'weather', koikoiMinimum: 3, yakuPoints: { akatan: { points: 6, extra: 1 } } })),
  fc.constant(rules('nintendo', { doubleChaff: ['willow-lightning'], targetScore: null, yakuCounting: 'both-players' })),
  fc.constant(rules('fudawiki', { players: 3 })),
  fc.constant(rules('koikoi-japan', { players: 3, yakuCounting: 'both-players' })),
);

describe('calculator link: round trip', () => {
  test('every state and rule set survives encode → decode', () => {
    // The calculator's own count (players.ts): none, the rules' own, or the other one.
    const withCount = (ruleSet: RuleSet) =>
      fc.constantFrom<SeatCount>(2, 3).chain((n) => stateArb(n, n === seatCount(ruleSet.options) ? fc.constantFrom<SeatCount | null>(null, n) : fc.constant(n)));
    fc.assert(
      fc.property(rulesArb.chain((ruleSet) => fc.tuple(withCount(ruleSet), fc.constant(ruleSet))), ([state, ruleSet]) => {
        const decoded = decodeCalculatorLink(encodeCalculatorLink(state, ruleSet));
        expect(decoded).toEqual({ ok: true, value: { state, rules: ruleSet } });
      }),
      { numRuns: 300 },
    );
  });

  test('the empty calculator encodes as its rules only', () => {
    expect(encodeCalculatorLink(EMPTY_STATE, presetRuleSet('fudawiki'))).toBe('rules=fudawiki');
  });

  test('a link is readable: commas between cards, names as they are', () => {
    const state: CalculatorState = {
      ...EMPTY_STATE,
      mode: 'round',
      pile: ['cherry-curtain', 'pine-crane'],
      opponentPile: ['pampas-moon'],
      stopper: 'opponent',
      month: 3,
      calls: ['you', 'opponent'],
    };
    expect(encodeCalculatorLink(state, rules('fudawiki', { viewing: 'off' }))).toBe(
      'mode=round&pile=pine-crane,cherry-curtain&opp=pampas-moon&stop=opponent&month=3&calls=you,opponent&rules=fudawiki_viewing.off',
    );
  });

  test('the encoded text works as a query string with or without "?" and with percent-escaped commas', () => {
    const state: CalculatorState = { ...EMPTY_STATE, pile: ['pine-crane', 'pampas-moon'] };
    const text = encodeCalculatorLink(state, presetRuleSet('nintendo'));
    for (const search of [text, `?${text}`, `?${text.replace(/,/g, '%2C')}`]) {
      expect(decodeCalculatorLink(search)).toEqual({ ok: true, value: { state, rules: presetRuleSet('nintendo') } });
    }
  });

  test('a link without rules leaves the rules to the reader (null)', () => {
    expect(decodeCalculatorLink('pile=pine-crane')).toEqual({
      ok: true,
      value: { state: { ...EMPTY_STATE, pile: ['pine-crane'] }, rules: null },
    });
  });

  test('unknown parameters (e.g. from a newsletter) are ignored', () => {
    const decoded = decodeCalculatorLink('utm_source=mail&pile=pine-crane&rules=fudawiki');
    expect(decoded.ok).toBe(true);
  });

  test('hasCalculatorParams tells a calculation from an empty address', () => {
    expect(hasCalculatorParams('')).toBe(false);
    expect(hasCalculatorParams('?utm_source=x')).toBe(false);
    expect(hasCalculatorParams('?month=3')).toBe(true);
  });
});

describe('calculator link: every malformed link says what is wrong', () => {
  test.each([
    ['pile=pine-crane,not-a-card', 'pile', '"not-a-card" in your pile ("pile") is not a card. Cards are named by their id, e.g. "pine-crane".'],
    ['mode=round&opp=moon', 'opp', `"moon" in the opponent’s pile ("opp") is not a card. Cards are named by their id, e.g. "pine-crane".`],
    ['deal=pine-crane,,pampas-moon', 'deal', 'The list of cards in the field at the deal ("deal") has an empty entry.'],
    ['field=pine-crane,pine-crane', 'field', '"pine-crane" is listed twice in the field at the end ("field").'],
    ['month=13', 'month', 'The month "13" is not a month: it must be a number from 1 (January) to 12 (December).'],
    ['month=03', 'month', 'The month "03" is not a month: it must be a number from 1 (January) to 12 (December).'],
    ['month=', 'month', 'The month "" is not a month: it must be a number from 1 (January) to 12 (December).'],
    ['calls=you,me', 'calls', 'The koi-koi calls contain "me"; each call must be "you" or "opponent" (or "third" with three players), in order, separated by commas.'],
    ['calls=you,,opponent', 'calls', 'The koi-koi calls contain an empty entry; each call must be "you" or "opponent" (or "third" with three players), in order, separated by commas.'],
    [`calls=${Array(MAX_CALLS + 1).fill('you').join(',')}`, 'calls', `The link lists ${MAX_CALLS + 1} koi-koi calls; the calculator takes at most ${MAX_CALLS}.`],
    ['mode=game', 'mode', 'The mode "game" is unknown; it must be "pile" or "round".'],
    ['stop=dealer', 'stop', 'Who stopped ("dealer") must be "you" or "opponent" (or "third" with three players).'],
    ['third=pine-crane&rules=fudawiki', 'third', 'The link names a third player ("third"), but it is for two players: a third player needs a table of three (players=3).'],
    ['mode=round&stop=third', 'stop', 'The link names a third player ("stop"), but it is for two players: a third player needs a table of three (players=3).'],
    ['calls=you,third&rules=nintendo', 'calls', 'The link names a third player ("calls"), but it is for two players: a third player needs a table of three (players=3).'],
    [
      'pile=pine-crane&opp=pine-crane',
      'opp',
      `"pine-crane" is in both your pile and the opponent’s pile; a card can be in only one of them.`,
    ],
    [
      'pile=pampas-moon&field=pampas-moon',
      'field',
      '"pampas-moon" is in both your pile and the field at the end; a card can be in only one of them.',
    ],
    [
      'rules=house',
      'rules',
      'The rules in the link could not be read: Unknown preset "house"; known presets: fudawiki, nintendo, beginners-guide, full-instructions, koikoi-japan.',
    ],
    ['rules=', 'rules', 'The rules in the link could not be read: The rule code is empty.'],
    ['rules=fudawiki_viewing.sometimes', 'rules', 'The rules in the link could not be read: Option "viewing": not an allowed value (got "sometimes"); allowed: one of: on, off, needs-other-yaku, weather.'],
    ['rules=fudawiki_colour.red', 'rules', 'The rules in the link could not be read: Unknown option or yaku "colour" in the rule code.'],
  ])('%s', (search, param, message) => {
    expect(problemsOf(decodeCalculatorLink(search))).toEqual([{ param, message }]);
  });

  test('a card id in the field at the deal may also be in a pile (it was captured later)', () => {
    expect(decodeCalculatorLink('pile=pine-crane&deal=pine-crane').ok).toBe(true);
  });

  test('a long junk value is quoted short', () => {
    const [problem] = problemsOf(decodeCalculatorLink(`pile=${'x'.repeat(200)}`));
    expect(problem!.message).toContain(`"${'x'.repeat(40)}…"`);
  });

  test('every problem of a link is reported, in parameter order', () => {
    const problems = problemsOf(decodeCalculatorLink('pile=nope&month=0&calls=me&rules=house'));
    expect(problems.map((p) => p.param)).toEqual(['pile', 'month', 'calls', 'rules']);
  });
});

test('every link problem code has words, and no words lack a code', () => {
  expect(Object.keys(LINK_PROBLEM_WORDS).sort()).toEqual([...LINK_PROBLEM_CODES].sort());
});
