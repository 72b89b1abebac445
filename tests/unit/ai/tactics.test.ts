/**
 * Positions where the right move is obvious. Built with the round engine (createRound from a
 * fixed deal, then moved on to the position), seen through playerView as in a real game.
 */
import { describe, expect, test } from 'vitest';
import { chooseAction, type AiLevel } from '../../../src/engine/ai';
import { applyAction, playerView, type RoundState } from '../../../src/engine/round';
import { position, threatenedDecision } from './helpers';
import { aiReasonsText } from '../../../src/words/ai';

const SEEDS = [1, 2, 3];
const STRONG: AiLevel[] = ['intermediate', 'expert'];

function decisions(state: RoundState, level: AiLevel) {
  return SEEDS.map((seed) => chooseAction(playerView(state, state.toMove), level, seed));
}

describe('tactics', () => {
  // Poetry Ribbons: Pine and Plum are in; the Cherry Poetry Ribbon is on the field and a
  // cherry card is in hand. Tempting alternatives: the Eight-Plank Bridge (an animal), chaff.
  const complete = position({
    hands: [
      ['cherry-chaff-1', 'iris-chaff-2', 'willow-swallow', 'paulownia-chaff-2', 'clover-chaff-1'],
      ['pine-chaff-2', 'plum-warbler', 'wisteria-cuckoo', 'clover-ribbon', 'chrysanthemum-chaff-1'],
    ],
    field: ['cherry-ribbon', 'iris-bridge', 'pampas-chaff-1', 'peony-chaff-1', 'maple-chaff-1', 'paulownia-chaff-1'],
    captured: [
      ['pine-ribbon', 'plum-ribbon', 'pine-chaff-1', 'plum-chaff-1'],
      ['wisteria-chaff-1', 'iris-chaff-1'],
    ],
  });

  test.each(STRONG)('%s completes Poetry Ribbons when it can', { timeout: 30_000 }, (level) => {
    for (const d of decisions(complete, level)) {
      expect(d.action).toEqual({ type: 'play', card: 'cherry-chaff-1' });
      expect(aiReasonsText(d.reasoning).join(' ')).toMatch(/Poetry Ribbons/);
    }
    // And the engine agrees that it offers the koi-koi decision.
    const applied = applyAction(complete, { type: 'play', card: 'cherry-chaff-1' });
    expect(applied.ok && applied.value.log.some((e) => e.type === 'yaku')).toBe(true);
  });

  // The opponent holds the Boar and the Deer; the Butterflies are on the field and could be
  // taken with a peony card. Alternatives: a red ribbon, chaff.
  const block = position({
    hands: [
      ['peony-chaff-1', 'wisteria-chaff-1', 'iris-chaff-2', 'willow-lightning', 'pampas-chaff-2'],
      ['peony-ribbon', 'pine-chaff-2', 'plum-warbler', 'clover-chaff-2', 'chrysanthemum-chaff-2'],
    ],
    field: ['peony-butterflies', 'wisteria-ribbon', 'pampas-chaff-1', 'iris-chaff-1', 'paulownia-chaff-1', 'chrysanthemum-chaff-1'],
    captured: [
      ['plum-chaff-1', 'cherry-chaff-1'],
      ['clover-boar', 'maple-deer', 'pine-chaff-1'],
    ],
  });

  test.each(STRONG)("%s blocks the opponent's Boar-Deer-Butterfly", { timeout: 30_000 }, (level) => {
    for (const d of decisions(block, level)) {
      expect(d.action).toEqual({ type: 'play', card: 'peony-chaff-1' });
      expect(aiReasonsText(d.reasoning).join(' ')).toMatch(/Butterflies/);
    }
  });

  const stop = threatenedDecision();

  test.each(STRONG)('%s stops when it leads and the opponent is about to score big', { timeout: 30_000 }, (level) => {
    for (const d of decisions(stop, level)) {
      expect(d.action).toEqual({ type: 'call', call: 'shobu' });
      expect(aiReasonsText(d.reasoning)[0]).toMatch(/^Stop/);
    }
  });

  test('the beginner always stops at its first yaku', () => {
    for (const d of decisions(stop, 'beginner')) expect(d.action).toEqual({ type: 'call', call: 'shobu' });
  });
});
