import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { KINDS, getCard, type CardId, type Kind } from '../../../src/engine/cards';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import type { PileYakuId } from '../../../src/engine/scoring/yaku';
import { applyAction, legalActions } from '../../../src/engine/round';
import {
  BLOCK_SCENARIO,
  CAPTURE_SCENARIOS,
  FIELD_OUTCOMES,
  KIND_CARDS,
  LUCKY_HANDS,
  MONTH_CARDS,
  PRESET_PILE,
  SCORE_PROBLEMS,
  TURN_GOAL_BRIGHTS,
  YAKU_POOL,
  YAKU_TARGETS,
  bestBlockPlays,
  checkBestPreset,
  checkBlock,
  checkCapture,
  checkCount,
  checkKind,
  checkLucky,
  checkMonth,
  checkScore,
  checkTurn,
  checkYakuBuild,
  hiddenOfMonth,
  luckyAnswer,
  misdealOutcome,
  presetScores,
  scoreProblem,
  startTurnExercise,
  turnOver,
  yakuPlayed,
} from '../../../src/features/learn/exercises/checks';
import { KOIKOI_SCENARIOS } from '../../../src/features/learn/exercises/koikoi-advice';
import { roundErrorText } from '../../../src/words/errors';
import { YAKU_NAMES } from '../../../src/words/yaku-names';

const ALL: [string, RuleSet][] = PRESET_IDS.map((p) => [p, presetRuleSet(p)]);
const rules = (preset: string, overrides: Record<string, unknown> = {}) => {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
};

describe('lessons 1 and 2: months and kinds', () => {
  // Written out from the deck (deck order: pine 1 … paulownia 12), not read from the card data.
  const MONTH_OF: [CardId, number][] = [
    ['pampas-geese', 8],
    ['plum-ribbon', 2],
    ['maple-chaff-1', 10],
    ['wisteria-cuckoo', 4],
    ['cherry-chaff-2', 3],
    ['clover-boar', 7],
    ['paulownia-chaff-yellow', 12],
    ['iris-bridge', 5],
  ];
  const KIND_OF: [CardId, Kind][] = [
    ['willow-rain-man', 'bright'],
    ['chrysanthemum-sake-cup', 'animal'],
    ['iris-bridge', 'animal'],
    ['willow-lightning', 'chaff'],
    ['wisteria-ribbon', 'ribbon'],
    ['paulownia-chaff-yellow', 'chaff'],
    ['pampas-moon', 'bright'],
    ['peony-ribbon', 'ribbon'],
  ];
  test('the month exercise asks these cards', () => {
    expect(MONTH_CARDS).toEqual(MONTH_OF.map(([c]) => c));
  });
  test.each(MONTH_OF)('%s is accepted as month %i and nothing else', (card, month) => {
    for (let m = 1; m <= 12; m++) expect(checkMonth(card, m).correct).toBe(m === month);
    expect(checkMonth(card, null).correct).toBe(false);
  });
  test('the kind exercise asks these cards, all four kinds among them', () => {
    expect(KIND_CARDS).toEqual(KIND_OF.map(([c]) => c));
    expect(new Set(KIND_OF.map(([, k]) => k))).toEqual(new Set(KINDS));
  });
  test.each(KIND_OF)('%s is accepted as %s and nothing else', (card, kind) => {
    for (const k of KINDS) expect(checkKind(card, k).correct).toBe(k === kind);
  });
});

describe('lesson 3: capturing', () => {
  // The answers by the matching rule (by month; two matches: take one; three: take all three).
  type Row = [string, CardId[][], CardId[][]];
  const rows: Row[] = [
    ['one', [['maple-deer']], [[], ['pine-chaff-2'], ['maple-deer', 'pine-chaff-2']]],
    ['two', [['cherry-curtain'], ['cherry-ribbon']], [[], ['cherry-curtain', 'cherry-ribbon'], ['wisteria-chaff-1']]],
    ['three', [['pampas-moon', 'pampas-geese', 'pampas-chaff-2']], [[], ['pampas-moon'], ['pampas-moon', 'pampas-geese']]],
    ['none', [[]], [['pine-crane'], ['peony-butterflies']]],
  ];
  test('the situations are these four', () => {
    expect(CAPTURE_SCENARIOS.map((s) => s.id)).toEqual(rows.map(([id]) => id));
  });
  test.each(rows)('%s: the right captures are accepted, the wrong ones refused', (id, right, wrong) => {
    const s = CAPTURE_SCENARIOS.find((x) => x.id === id)!;
    for (const taken of right) expect(checkCapture(s, taken).correct, taken.join('+')).toBe(true);
    for (const taken of wrong) expect(checkCapture(s, taken).correct, taken.join('+')).toBe(false);
  });
  test('the refusals say why', () => {
    const byId = (id: string) => CAPTURE_SCENARIOS.find((s) => s.id === id)!;
    expect(checkCapture(byId('none'), ['pine-crane']).message).toContain('matching goes by month');
    expect(checkCapture(byId('one'), []).message).toContain('must capture');
    expect(checkCapture(byId('three'), ['pampas-moon']).message).toMatch(/all of them/);
  });
});

describe('lesson 4: one whole turn in the round engine', () => {
  test.each(ALL)('under %s the deal starts cleanly and the goal can be reached', (_name, rs) => {
    const start = startTurnExercise(rs);
    expect(start.phase).toBe('play');
    expect(start.toMove).toBe(0);
    const played = applyAction(start, { type: 'play', card: 'pine-chaff-1' });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.phase).toBe('draw-take');
    const taken = applyAction(played.value, { type: 'drawTake', take: 'cherry-curtain' });
    expect(taken.ok).toBe(true);
    if (!taken.ok) return;
    expect(turnOver(taken.value)).toBe(true);
    expect(checkTurn(taken.value).correct).toBe(true);
  });
  test('the goal is reachable only one way: the engine judges every other line as missed', () => {
    const start = startTurnExercise(presetRuleSet('fudawiki'));
    let winning = 0;
    for (const a of legalActions(start)) {
      const s1 = applyAction(start, a);
      if (!s1.ok) throw new Error(roundErrorText(s1.error));
      const finals = turnOver(s1.value) ? [s1.value] : legalActions(s1.value).map((b) => {
        const s2 = applyAction(s1.value, b);
        if (!s2.ok) throw new Error(roundErrorText(s2.error));
        return s2.value;
      });
      for (const f of finals) {
        expect(turnOver(f)).toBe(true);
        const brights = f.captured[0].filter((c) => getCard(c).kind === 'bright').length;
        expect(checkTurn(f).correct).toBe(brights >= TURN_GOAL_BRIGHTS);
        if (checkTurn(f).correct) winning++;
      }
    }
    expect(winning).toBe(1);
  });
  test('a 10-card hand size or another turn structure in the reader’s rules does not break the exercise', () => {
    const start = startTurnExercise(rules('fudawiki', { handSize: 10, turnStructure: 'draw-first-play-two' }));
    expect(start.hands[0].length).toBe(8);
    expect(start.phase).toBe('play');
  });
});

describe('lesson 5: building yaku is judged by evaluateYaku', () => {
  // A pile for each target, from the yaku table; Moon-Viewing Sake is not played by nintendo.
  const PILES: [PileYakuId, CardId[]][] = [
    ['sanko', ['pine-crane', 'cherry-curtain', 'pampas-moon']],
    ['inoshikacho', ['clover-boar', 'maple-deer', 'peony-butterflies']],
    ['aotan', ['peony-ribbon', 'chrysanthemum-ribbon', 'maple-ribbon']],
    ['tsukimi-zake', ['pampas-moon', 'chrysanthemum-sake-cup']],
  ];
  const PLAYED: Record<string, readonly PileYakuId[]> = {
    fudawiki: ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'],
    nintendo: ['sanko', 'inoshikacho', 'aotan'],
    'beginners-guide': ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'],
    'full-instructions': ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'],
    'koikoi-japan': ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'],
  };
  test.each(ALL)('under %s the targets played are asked and each is built from the pool', (name, rs) => {
    expect(YAKU_TARGETS.filter((t) => yakuPlayed(t, rs))).toEqual(PLAYED[name]);
    for (const [target, pile] of PILES) {
      expect(pile.every((c) => YAKU_POOL.includes(c))).toBe(true);
      if (PLAYED[name]!.includes(target)) expect(checkYakuBuild(target, pile, rs).correct, target).toBe(true);
    }
  });
  test('one card short is not yet the yaku', () => {
    const rs = presetRuleSet('fudawiki');
    for (const [target, pile] of PILES) expect(checkYakuBuild(target, pile.slice(1), rs).correct, target).toBe(false);
  });
  test('the Rain Man does not make Three Brights unless the rules say so', () => {
    const pile: CardId[] = ['willow-rain-man', 'pine-crane', 'cherry-curtain'];
    const refused = checkYakuBuild('sanko', pile, presetRuleSet('fudawiki'));
    expect(refused.correct).toBe(false);
    expect(refused.message).toContain('Rain Man');
    expect(checkYakuBuild('sanko', pile, presetRuleSet('full-instructions')).correct).toBe(true);
  });
  test('a bigger yaku that contains the target counts as building it', () => {
    expect(checkYakuBuild('sanko', ['pine-crane', 'cherry-curtain', 'pampas-moon', 'paulownia-phoenix'], presetRuleSet('fudawiki')).correct).toBe(true);
  });
  test('viewing yaku are not asked for when the rules switch them off', () => {
    expect(yakuPlayed('tsukimi-zake', presetRuleSet('nintendo'))).toBe(false);
    expect(yakuPlayed('tsukimi-zake', rules('fudawiki', { viewing: 'off' }))).toBe(false);
    expect(yakuPlayed('tsukimi-zake', presetRuleSet('fudawiki'))).toBe(true);
  });
});

// Lesson 6 (koi-koi or shōbu): koikoi-advice.test.ts.

describe('lesson 7: scores come from scoreCaptured under the reader’s rules', () => {
  // Totals worked out from the preset tables (values, style, multipliers):
  // extras: six animals, Animals 1 + 1 extra = 2 (no doubling under 7);
  // big-hand: Three Brights 6 + Poetry Ribbons (5 fudawiki, 6 nintendo) = 11 / 12, doubled for 7+;
  // after-koikoi: five ribbons, Blue Ribbons (fudawiki 5 + 2 extra = 7, modern: the best ribbon
  //   yaku only; nintendo 6 and Ribbons 1, classic: they stack = 7), x2 for the opponent's call,
  //   x2 for 7+.
  test.each([
    ['fudawiki', [2, 22, 28]],
    ['nintendo', [2, 24, 28]],
  ] as const)('under %s the totals are %j, and nothing else is accepted', (preset, totals) => {
    const rs = presetRuleSet(preset);
    SCORE_PROBLEMS.forEach((p, i) => {
      const total = totals[i]!;
      expect(checkScore(p, total, rs).correct, p.id).toBe(true);
      expect(checkScore(p, total + 1, rs).correct).toBe(false);
      expect(checkScore(p, total - 1, rs).correct).toBe(false);
      expect(checkScore(p, null, rs).correct).toBe(false);
    });
  });
  test('the piles exercise extras, the seven-or-more doubling and the koi-koi multiplier (Fuda Wiki)', () => {
    const rs = presetRuleSet('fudawiki');
    const [extras, big, after] = SCORE_PROBLEMS.map((p) => scoreProblem(p, rs));
    expect(extras!.yaku.some((y) => y.extraCount > 0)).toBe(true);
    expect(big!.steps.find((s) => s.id === 'seven-plus-double')?.applied).toBe(true);
    expect(after!.steps.find((s) => s.id === 'koikoi')?.applied).toBe(true);
  });
  test('typing the base when multipliers apply gets a pointed hint', () => {
    const rs = presetRuleSet('fudawiki');
    const p = SCORE_PROBLEMS[1]!;
    expect(checkScore(p, scoreProblem(p, rs).base, rs).message).toContain('before the multipliers');
  });
});

describe('lesson 8: lucky hands and the field deal', () => {
  test('the hands hold four pairs, nothing, and four of a kind under the usual rules', () => {
    expect(LUCKY_HANDS.map((h) => luckyAnswer(h, presetRuleSet('fudawiki')))).toEqual(['kuttsuki', 'none', 'teshi']);
  });
  test('a rule set without Four Pairs makes that hand ordinary, and says why', () => {
    const rs = presetRuleSet('koikoi-japan');
    expect(luckyAnswer(LUCKY_HANDS[0]!, rs)).toBe('none');
    expect(checkLucky(LUCKY_HANDS[0]!, 'none', rs).message).toContain('do not play Four Pairs');
    expect(checkLucky(LUCKY_HANDS[0]!, 'kuttsuki', rs).correct).toBe(false);
  });
  test.each(FIELD_OUTCOMES)('the round engine deals four maples on the field as "%s" when the rules say so', (outcome) => {
    expect(misdealOutcome(rules('fudawiki', { fieldFourOfAKind: outcome }))).toBe(outcome);
  });
  test('every preset redeals that field', () => {
    for (const [, rs] of ALL) expect(misdealOutcome(rs)).toBe('misdeal');
  });
});

describe('lesson 9: one pile under five presets', () => {
  test('exactly one preset pays the most, and only it is accepted', () => {
    const scores = presetScores((p) => presetRuleSet(p as (typeof PRESET_IDS)[number]), PRESET_IDS);
    const best = Math.max(...Object.values(scores));
    const winners = PRESET_IDS.filter((p) => scores[p] === best);
    expect(winners.length).toBe(1);
    for (const p of PRESET_IDS) expect(checkBestPreset(p, scores).correct).toBe(p === winners[0]);
    expect(new Set(Object.values(scores)).size).toBeGreaterThanOrEqual(4);
    expect(PRESET_PILE.length).toBe(new Set(PRESET_PILE).size);
  });
});

describe('lesson 10: blocking and counting', () => {
  test.each(ALL)('under %s taking the Butterflies is the only best play', (_name, rs) => {
    expect(bestBlockPlays(BLOCK_SCENARIO, rs)).toEqual(['peony-chaff-1']);
    expect(checkBlock(BLOCK_SCENARIO, 'peony-chaff-1', rs).correct).toBe(true);
    const wrong = checkBlock(BLOCK_SCENARIO, 'plum-ribbon', rs);
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toContain('Butterflies');
  });
  test('the count of hidden cards comes from the cards in sight', () => {
    const hidden = hiddenOfMonth(BLOCK_SCENARIO, BLOCK_SCENARIO.countMonth);
    expect(hidden).toEqual(['paulownia-phoenix', 'paulownia-chaff-yellow']);
    expect(checkCount(BLOCK_SCENARIO, hidden.length).correct).toBe(true);
    expect(checkCount(BLOCK_SCENARIO, 4).correct).toBe(false);
  });
  test('every scenario deals each card at most once', () => {
    const s = BLOCK_SCENARIO;
    const all = [...s.mine, ...s.theirs, ...s.field, ...s.hand];
    expect(new Set(all).size).toBe(all.length);
    for (const k of KOIKOI_SCENARIOS) {
      const cards = [...k.mine, ...k.theirs, ...k.field, ...k.hand];
      expect(new Set(cards).size).toBe(cards.length);
    }
  });
});

describe('the lesson files', () => {
  const dir = join(import.meta.dirname, '../../../content/lessons');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  test('there are at least ten, numbered 1 to n without gaps', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const orders = files.map((f) => Number(/\norder: (\d+)\n/.exec(readFileSync(join(dir, f), 'utf8'))?.[1])).sort((a, b) => a - b);
    expect(orders).toEqual(orders.map((_, i) => i + 1));
  });
  test.each(files)('%s embeds one exercise island for itself, hydrated when visible', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const islands = [...text.matchAll(/<(\w+) client:(\w+) lesson="([^"]+)" \/>/g)];
    expect(islands.length).toBe(1);
    expect(islands[0]![2]).toBe('visible');
    expect(islands[0]![3]).toBe(file.replace(/\.mdx$/, ''));
  });
  test.each(files)('%s types no point value (values come from the engine)', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).not.toMatch(/\b\d+\s*(points?|pts?)\b/i);
    for (const name of Object.values(YAKU_NAMES)) expect(text).not.toMatch(new RegExp(`${name}[^.\\n]*\\b\\d+ points`));
  });
});
