/**
 * Beginner: plays plausibly but weakly. Captures when it can (the most valuable cards by kind),
 * throws away its cheapest card otherwise, now and then plays at random, and always stops at
 * its first yaku.
 */
import { CARDS, type CardId } from '../cards';
import type { PlayerView, RoundAction } from '../round';
import type { Rng } from '../random';
import { analyse, effectOf, handWorth, moveOf } from './analysis';
import { indexOf } from './sim';
import type { AiDecision } from './types';

/** Chance of a random legal move. */
const RANDOM_MOVE = 0.25;

function kindValue(id: CardId): number {
  const card = CARDS[indexOf(id)]!;
  switch (card.kind) {
    case 'bright':
      return 8;
    case 'animal':
      return 4;
    case 'ribbon':
      return 'ribbon' in card && card.ribbon !== 'red' ? 3.5 : 3;
    case 'chaff':
      return 1;
  }
}

export function beginnerDecision(view: PlayerView, actions: readonly RoundAction[], rng: Rng): AiDecision {
  if (view.phase === 'lucky-hand') {
    // A dealt lucky hand (teyaku: holder-may-redeal): plays on with a hand of better than average cards by kind.
    const { worth, average } = handWorth(view, kindValue);
    const choice = worth >= average ? 'play' : 'redeal';
    return { action: { type: 'luckyHand', choice }, reasoning: [{ code: 'lucky-hand-worth', choice, worth, average }] };
  }
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    return {
      action: { type: 'call', call: 'shobu' },
      reasoning: [{ code: 'stop-beginner', points, hand: view.hand.length }],
    };
  }
  const a = analyse(view);
  if (rng.next() < RANDOM_MOVE) {
    const action = actions[rng.int(actions.length)]!;
    return { action, reasoning: [{ code: 'move', move: moveOf(a, action), why: { code: 'no-reason' } }] };
  }
  let best = actions[0]!;
  let bestV = -Infinity;
  for (const action of actions) {
    const { card, taken } = effectOf(view, action);
    if (card === null) continue;
    // Captures: the value of what is taken; throws: the cheapest card first.
    const v = taken.length > 0 ? 10 + kindValue(card) + taken.reduce((s, c) => s + kindValue(c), 0) : -kindValue(card);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = action;
    }
  }
  const { taken } = effectOf(view, best);
  const why =
    taken.length > 0 ? (taken.some((c) => kindValue(c) >= 4) ? 'grabs-most-valuable' : 'takes-something') : 'gives-up-cheapest';
  return { action: best, reasoning: [{ code: 'move', move: moveOf(a, best), why: { code: why } }] };
}
