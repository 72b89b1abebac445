/**
 * While a lucky hand is being decided (teyaku: holder-may-redeal), only its holder sees the
 * decision: every other seat sees the round as it will stand if the holder plays on, so its
 * view is the same whether anyone holds a lucky hand or not, and does not change when the
 * holder plays on.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, playerView } from '../../../src/engine/round';
import { dealRound } from '../../../src/engine/round/deal';
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import type { RoundState } from '../../../src/engine/round/types';

function luckyDeal(players: 2 | 3, turnStructure?: string): RoundState {
  const rules = buildRuleSet('fudawiki', { teyaku: 'holder-may-redeal', players, ...(turnStructure ? { turnStructure } : {}) });
  if (!rules.ok) throw new Error(JSON.stringify(rules.error));
  for (let seed = 0; seed < 20_000; seed++) {
    for (const dealer of players === 2 ? [0, 1] : [0, 1, 2]) {
      const dealt = dealRound({ rules: rules.value, month: 1, dealer: dealer as 0, seed });
      // A holder who is not the dealer: the dealer, who moves first, must not learn of it.
      if (dealt.ok && dealt.value.phase === 'lucky-hand' && dealt.value.toMove !== dealer) return dealt.value;
    }
  }
  throw new Error('no lucky hand held by another seat than the dealer in 20,000 deals');
}

describe.each([
  [2, undefined],
  [3, undefined],
  [2, 'draw-first-play-two'],
] as const)('the lucky-hand decision with %i players %s', (players, turn) => {
  it('shows its holder the decision and the others the round as if played on', () => {
    const state = luckyDeal(players, turn);
    const holder = state.toMove;
    expect(playerView(state, holder).phase).toBe('lucky-hand');
    expect(playerView(state, holder).luckyHand).not.toBeNull();
    const playedOn = (() => {
      let s = state;
      while (s.phase === 'lucky-hand') {
        const next = applyAction(s, { type: 'luckyHand', choice: 'play' });
        if (!next.ok) throw new Error('play on');
        s = next.value;
      }
      return s;
    })();
    for (let seat = 0; seat < players; seat++) {
      if (seat === holder) continue;
      const before = playerView(state, seat as 0);
      expect(before.phase).not.toBe('lucky-hand');
      expect(before.toMove).toBe(state.dealer);
      expect(before.luckyHand).toBeNull();
      expect(JSON.stringify(before)).not.toContain('lucky-hand');
      // Nothing changes for this seat when the holder plays on.
      expect(playerView(playedOn, seat as 0)).toEqual(before);
    }
  });
});
