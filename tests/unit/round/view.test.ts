/** What a player may see, and states sampled from it. */
import { describe, expect, test } from 'vitest';
import { CARD_IDS } from '../../../src/engine/cards';
import { createRng } from '../../../src/engine/random';
import {
  applyAction,
  dealRound,
  legalActions,
  playerView,
  sampleState,
  viewLegalActions,
  type PlayerIndex,
  type RoundState,
} from '../../../src/engine/round';
import { cardsAccountedFor, rules } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

function statesOfARound(preset: string, overrides: Record<string, unknown>, seed: number): RoundState[] {
  const dealt = dealRound({ rules: rules(preset, overrides), month: 3, dealer: 0, seed });
  if (!dealt.ok) throw new Error();
  const rng = createRng(seed);
  const out = [dealt.value];
  let s = dealt.value;
  while (s.phase !== 'ended') {
    const actions = legalActions(s);
    const next = applyAction(s, actions[rng.int(actions.length)]!);
    if (!next.ok) throw new Error(roundErrorText(next.error));
    s = next.value;
    out.push(s);
  }
  return out;
}

describe('playerView', () => {
  const cases = [
    ['fudawiki', {}],
    ['fudawiki', { turnStructure: 'draw-first-play-two' }],
    ['fudawiki', { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty' }],
    ['koikoi-japan', {}],
  ] as const;

  test.each(cases)('%s %j: hides the opponent hand and the pile order', (preset, overrides) => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const s of statesOfARound(preset, overrides, seed)) {
        for (const p of [0, 1] as PlayerIndex[]) {
          const view = playerView(s, p);
          const q = p === 0 ? 1 : 0;
          // What the end of the round reveals is checked below; everything else hides the hand.
          const text = JSON.stringify({ ...view, unseen: [], knownInHands: [], result: null, revealed: null });
          expect(view.hand).toEqual(s.hands[p]);
          expect(view.handCounts[q]).toBe(s.hands[q].length);
          expect(view.pileCount).toBe(s.pile.length - s.pileTop);
          expect('pile' in view || 'deal' in view || 'hands' in view).toBe(false);
          // No card of the opponent's hand that was not shown face up appears anywhere.
          for (const c of s.hands[q]) if (!view.knownInHands[q].includes(c)) expect(text.includes(`"${c}"`)).toBe(false);
          // Unseen = the opponent's hidden cards and the pile.
          const hidden = [...s.hands[q].filter((c) => !view.knownInHands[q].includes(c)), ...s.pile.slice(s.pileTop)];
          expect([...view.unseen].sort()).toEqual(hidden.sort());
          // During play nothing is revealed; at the end, every hand as it is.
          if (s.phase === 'ended') expect(view.revealed).toEqual({ hands: s.hands });
          else expect(view.revealed).toBeNull();
          if (s.toMove === p) expect(viewLegalActions(view)).toEqual(legalActions(s));
          else expect(viewLegalActions(view)).toEqual([]);
        }
      }
    }
  }, 60_000);

  test('sampleState deals the unseen cards consistently with the view', () => {
    const rng = createRng(77);
    for (let seed = 1; seed <= 20; seed++) {
      for (const s of statesOfARound('fudawiki', { turnStructure: 'unmatched-draw-to-hand' }, seed)) {
        if (s.phase === 'ended') continue;
        const view = playerView(s, s.toMove);
        const sample = sampleState(view, rng);
        expect(cardsAccountedFor(sample)).toBe(true);
        expect(sample.hands[s.toMove]).toEqual(s.hands[s.toMove]);
        expect(sample.hands[s.toMove === 0 ? 1 : 0]).toHaveLength(s.hands[s.toMove === 0 ? 1 : 0].length);
        expect(legalActions(sample)).toEqual(legalActions(s));
        for (const c of view.knownInHands[s.toMove === 0 ? 1 : 0]) expect(sample.hands[s.toMove === 0 ? 1 : 0]).toContain(c);
        // It plays on to the end.
        let t = sample;
        while (t.phase !== 'ended') {
          const a = legalActions(t);
          const n = applyAction(t, a[rng.int(a.length)]!);
          if (!n.ok) throw new Error(roundErrorText(n.error));
          t = n.value;
        }
      }
    }
    expect(CARD_IDS).toHaveLength(48);
  }, 60_000);
});
