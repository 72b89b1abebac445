/**
 * Lesson 6 (koi-koi or shōbu): the permission is the round engine's, the verdict the coach's
 * valuation, so the lesson, a koi-koi puzzle and the coach's hint agree on every position.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { scoreCaptured } from '../../../src/engine/scoring/score';
import { COACH_PLAYOUTS, evaluateDecision } from '../../../src/engine/coach/evaluate';
import { KOIKOI_SCENARIOS, checkKoikoi, koikoiAdvice, scenarioPosition, type KoikoiScenario } from '../../../src/features/learn/exercises/koikoi-advice';
import { estimateKoikoi } from '../../../src/features/puzzles/koikoi-estimate';
import { positionProblems, positionView, puzzleRules } from '../../../src/features/puzzles/position';
import type { PuzzlePosition } from '../../../src/features/puzzles/schema';
import { hintFromValues } from '../../../src/features/coach/hint';
import { allPuzzles } from '../puzzles/helpers';

const ALL: [string, RuleSet][] = PRESET_IDS.map((p) => [p, presetRuleSet(p)]);
const rules = (preset: string, overrides: Record<string, unknown> = {}) => {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
};
const byId = (id: string): KoikoiScenario => KOIKOI_SCENARIOS.find((s) => s.id === id)!;

describe('the positions', () => {
  test.each(KOIKOI_SCENARIOS.map((s) => [s.id, s] as const))('%s could happen in a real round, after the reader made a yaku and before the opponent has one', (_id, s) => {
    expect(positionProblems(scenarioPosition(s), presetRuleSet('fudawiki'))).toEqual([]);
    for (const [, rs] of ALL) {
      expect(scoreCaptured(s.mine, {}, rs).base).toBeGreaterThan(0);
      expect(scoreCaptured(s.theirs, {}, rs).base).toBe(0);
    }
  });
});

describe('the verdicts the lesson teaches', () => {
  test.each(ALL)('under %s: stop on the last card, stop under threat, press on early', (_name, rs) => {
    expect(koikoiAdvice(byId('last-card'), rs).best).toBe('shobu');
    const threat = koikoiAdvice(byId('threat'), rs);
    expect(threat.best).toBe('shobu');
    expect(threat.threats.map((t) => t.card)).toContain('peony-butterflies');
    const early = koikoiAdvice(byId('early'), rs);
    expect(early.threats).toEqual([]);
    expect(early.best).toBe('koikoi');
  });

  test('checkKoikoi agrees with the advice and explains', () => {
    const rs = presetRuleSet('fudawiki');
    const s = byId('threat');
    expect(checkKoikoi(s, 'shobu', rs).correct).toBe(true);
    const wrong = checkKoikoi(s, 'koikoi', rs);
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toContain('Butterflies');
    expect(wrong.message).toMatch(/Played out 400 times from here/);
  });
});

describe('the engine decides whether koi-koi may be called', () => {
  test('a rule set that forbids koi-koi on the last turn says so, and only shōbu is right', () => {
    const rs = presetRuleSet('koikoi-japan');
    const advice = koikoiAdvice(byId('last-card'), rs);
    expect(advice.koikoiAllowed).toBe(false);
    expect(advice.best).toBe('shobu');
    expect(advice.reasons).toContain("No koi-koi on one's last turn: the round stops.");
    expect(checkKoikoi(byId('last-card'), 'koikoi', rs).correct).toBe(false);
    expect(koikoiAdvice(byId('last-card'), presetRuleSet('fudawiki')).koikoiAllowed).toBe(true);
  });

  test('a koi-koi minimum above the yaku points forces the stop: "Koi-koi" is not the right answer', () => {
    // 'early': five animals (Animals, 1 point): base 1 under fudawiki, where koi-koi pays best.
    const early = byId('early');
    expect(koikoiAdvice(early, rules('fudawiki', { koikoiMinimum: 1 })).best).toBe('koikoi');
    const forced = rules('fudawiki', { koikoiMinimum: 2 });
    const refused = koikoiAdvice(early, forced);
    expect(refused.koikoiAllowed).toBe(false);
    expect(refused.reasons).toContain('Koi-koi needs at least 2 points of yaku and there is 1 point: the round stops.');
    expect(refused.best).toBe('shobu');
    expect(checkKoikoi(early, 'koikoi', forced).correct).toBe(false);
    expect(checkKoikoi(early, 'shobu', forced).correct).toBe(true);
  });
});

describe('one valuation: the lesson, the puzzle estimate and the coach\'s hint agree', () => {
  // The hint of a lone round (points, no game context), at the coach's own playouts and two
  // seeds other than the estimate's.
  const hintCall = (position: PuzzlePosition, rs: RuleSet, seed: number) => {
    const action = hintFromValues(evaluateDecision(positionView(position, rs), { seed, playouts: COACH_PLAYOUTS })).action;
    return action.type === 'call' ? action.call : null;
  };
  const lessonCases = KOIKOI_SCENARIOS.flatMap((s) => ALL.map(([preset, rs]) => [`lesson ${s.id} under ${preset}`, s, rs] as const));
  test.each(lessonCases)('%s', (_name, s, rs) => {
    const advice = koikoiAdvice(s, rs);
    if (!advice.koikoiAllowed) return expect(advice.estimate).toBeNull();
    const position = scenarioPosition(s);
    expect(advice.best).toBe(estimateKoikoi(position, rs).choice);
    expect(advice.best).not.toBeNull();
    for (const seed of [1, 2]) expect(hintCall(position, rs, seed), `seed ${seed}`).toBe(advice.best);
  });
  const puzzles = allPuzzles().filter((p) => p.goal.kind === 'koikoi-or-stop');
  test.each(puzzles.map((p) => [`puzzle ${p.id}`, p] as const))('%s', (_name, p) => {
    const rs = puzzleRules(p);
    const choice = estimateKoikoi(p.position, rs).choice;
    expect(choice).toBe(p.answer);
    for (const seed of [1, 2]) expect(hintCall(p.position, rs, seed), `seed ${seed}`).toBe(choice);
  });
});
