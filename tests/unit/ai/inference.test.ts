/**
 * The expert's reading of the opponent's past plays (public record only): a card thrown away
 * while the field held a match-able month makes the unseen cards of that month unlikely to be
 * in the opponent's hand.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine';
import { createRng } from '../../../src/engine/random';
import { playerView, type PlayerView } from '../../../src/engine/round';
import { unlikelyInHandOf, weightedDeal } from '../../../src/engine/ai/inference';
import { position, rules } from './helpers';

function viewWithLog(log: PlayerView['log'], fieldAtDeal: PlayerView['fieldAtDeal']): PlayerView {
  const s = position({
    hands: [
      ['iris-chaff-2', 'wisteria-chaff-1', 'pampas-chaff-2', 'maple-chaff-1', 'willow-ribbon'],
      ['peony-chaff-1', 'paulownia-phoenix', 'pine-chaff-2', 'plum-chaff-2', 'clover-chaff-1'],
    ],
    field: ['peony-butterflies', 'iris-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1'],
    captured: [['plum-chaff-1'], ['cherry-chaff-2']],
  });
  return { ...playerView(s, 0), log, fieldAtDeal };
}

const FIELD = ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-ribbon', 'clover-boar', 'pampas-moon'] as const;

describe('inference from the opponent’s throws', () => {
  test('a throw while the field held pine, plum, … makes those months unlikely in their hand', () => {
    const view = viewWithLog([{ type: 'play', player: 1, card: 'paulownia-chaff-1', take: null, captured: [] }], FIELD);
    const unlikely = unlikelyInHandOf(view, 1)!;
    expect(unlikely.has('pine-chaff-2')).toBe(true); // a pine card they would have taken the Crane with
    expect(unlikely.has('paulownia-phoenix')).toBe(false); // December was not on the field
    for (const c of unlikely) expect(view.unseen).toContain(c);
  });

  test('own throws and captures say nothing', () => {
    expect(unlikelyInHandOf(viewWithLog([{ type: 'play', player: 0, card: 'paulownia-chaff-1', take: null, captured: [] }], FIELD), 1)).toBeNull();
    expect(
      unlikelyInHandOf(viewWithLog([{ type: 'play', player: 1, card: 'pine-chaff-1', take: null, captured: ['pine-crane'] }], FIELD), 1),
    ).toBeNull();
  });

  test('no inference under other turn structures', () => {
    const view = viewWithLog([{ type: 'play', player: 1, card: 'paulownia-chaff-1', take: null, captured: [] }], FIELD);
    expect(unlikelyInHandOf({ ...view, rules: rules('fudawiki', { turnStructure: 'draw-first-play-two' }) }, 1)).toBeNull();
  });

  test('weighted deals: every card once, unlikely cards dealt to the hand less often', () => {
    const cards: CardId[] = ['pine-crane', 'pine-ribbon', 'plum-warbler', 'plum-ribbon', 'cherry-curtain', 'cherry-ribbon'];
    const unlikely = new Set<CardId>(['pine-crane', 'pine-ribbon']);
    const rng = createRng(3);
    let inHand = 0;
    for (let i = 0; i < 2000; i++) {
      const [hand, rest] = weightedDeal(cards, 3, unlikely, 0.15, rng);
      expect([...hand, ...rest].sort()).toEqual([...cards].sort());
      inHand += hand.filter((c) => unlikely.has(c)).length;
    }
    // Uniform dealing would put 1 unlikely card in each 3-card hand on average.
    expect(inHand / 2000).toBeLessThan(0.4);
  });
});
