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
    expect(positionProblems({ ...base, field: [...base.field, base.hand[0]!] }, rules).join(' ')).toMatch(/twice/);
    expect(positionProblems({ ...base, pile: base.pile + 1 }, rules).length).toBeGreaterThan(0);
    const odd = { ...base, captured: { ...base.captured, you: base.captured.you.slice(1) }, field: [...base.field, base.captured.you[0]!] };
    expect(positionProblems(odd, rules).join(' ')).toMatch(/pairs/);
  });
});
