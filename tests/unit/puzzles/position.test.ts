/**
 * The legality checks accept every position a real round reaches and refuse broken ones.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { presetRuleSet } from '../../../src/engine/rules/ruleset';
import { createRng, hashSeed } from '../../../src/engine/random';
import { applyAction, dealRound, legalActions, type PlayerIndex } from '../../../src/engine/round';
import type { Month } from '../../../src/engine/cards';
import { positionFromState, positionProblems, positionView, puzzleRules, unseenCards } from '../../../src/features/puzzles/position';
import { positionProblemText, verifyProblemText } from '../../../src/features/puzzles/verify-words';
import type { VerifyProblem } from '../../../src/features/puzzles/verify';
import { allPuzzles } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

describe('positionProblems', () => {
  test('accepts every position of real random rounds under every preset', () => {
    let checked = 0;
    for (const preset of PRESET_IDS) {
      const rules = presetRuleSet(preset);
      if (rules.options.turnStructure !== 'standard') continue;
      for (let r = 0; r < 25; r++) {
        const rng = createRng(hashSeed(r, 7));
        const dealt = dealRound({ rules, month: ((r % 12) + 1) as Month, dealer: (r % 2) as PlayerIndex, seed: hashSeed(r, 11), explain: false, record: false });
        if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
        let s = dealt.value;
        while (s.phase !== 'ended') {
          if (s.toMove === 0 && (s.phase === 'play' || s.phase === 'decision')) {
            expect(positionProblems(positionFromState(s), rules)).toEqual([]);
            checked++;
          }
          const actions = legalActions(s);
          const next = applyAction(s, actions[rng.int(actions.length)]!);
          if (!next.ok) throw new Error(roundErrorText(next.error));
          s = next.value;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('every card is accounted for in every puzzle, and the view hides nothing it should show', () => {
    for (const p of allPuzzles()) {
      const pos = p.position;
      const all = [...pos.hand, ...pos.field, ...pos.captured.you, ...pos.captured.opponent, ...unseenCards(pos)];
      expect(new Set(all).size, p.id).toBe(48);
      expect(unseenCards(pos).length, p.id).toBe(pos.opponentHand + pos.pile);
      const view = positionView(pos, puzzleRules(p));
      expect(view.unseen).toEqual(unseenCards(pos));
    }
  });

  test('refuses duplicates, impossible counts and odd captured months', () => {
    const p = allPuzzles().find((x) => x.id === 'a-third-bright')!;
    const rules = puzzleRules(p);
    const base = p.position;
    expect(positionProblems(base, rules)).toEqual([]);
    expect(positionProblems({ ...base, field: [...base.field, base.hand[0]!] }, rules)).toContainEqual({ code: 'card-twice', card: base.hand[0] });
    expect(positionProblems({ ...base, field: [...base.field, base.hand[0]!] }, rules).map(positionProblemText).join(' ')).toMatch(/twice/);
    expect(positionProblems({ ...base, pile: base.pile + 1 }, rules).length).toBeGreaterThan(0);
    const odd = { ...base, captured: { ...base.captured, you: base.captured.you.slice(1) }, field: [...base.field, base.captured.you[0]!] };
    expect(positionProblems(odd, rules).map((x) => x.code)).toContain('odd-month');
    expect(positionProblems(odd, rules).map(positionProblemText).join(' ')).toMatch(/pairs/);
  });
});

describe('the checker’s findings are worded apart', () => {
  const samples: VerifyProblem[] = [
    { code: 'illegal-position', problem: { code: 'hand-size', seat: 'opponent', turns: 3, expected: 5, actual: 6 } },
    { code: 'illegal-position', problem: { code: 'cards-unaccounted', seen: 20, opponentHand: 5, pile: 20 } },
    { code: 'wrong-phase', kind: 'block', expected: 'play', actual: 'decision' },
    { code: 'no-decision', refusal: null },
    { code: 'no-answer', why: 'unclear' },
    { code: 'unclear-margin', koikoi: 3.456, stop: 3, margin: 0.456, standardError: 0.2 },
    { code: 'declared-answer-differs', declared: ['play:pine-crane'], found: [] },
    { code: 'own-yaku-elsewhere', cards: ['pine-crane', 'plum-warbler'] },
  ];
  test.each(samples.map((s) => [s.code, s] as const))('%s: a sentence with its numbers', (_code, problem) => {
    const text = verifyProblemText(problem);
    expect(text.length).toBeGreaterThan(15);
    for (const n of JSON.stringify(problem).match(/\b\d+(\.\d+)?\b/g) ?? []) {
      // Numbers appear as given or rounded to two places.
      expect(text.includes(n) || text.includes(Number(n).toFixed(2))).toBe(true);
    }
  });
});
