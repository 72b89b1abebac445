/**
 * Beginner: plays plausibly but weakly. Captures when it can (the most valuable cards by kind),
 * throws away its cheapest card otherwise, now and then plays at random, and always stops at
 * its first yaku.
 */
import { CARDS, type CardId } from '../cards';
import type { PlayerView, RoundAction } from '../round';
import type { Rng } from '../random';
import { actionPhrase, analyse, effectOf } from './analysis';
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
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    return {
      action: { type: 'call', call: 'shobu' },
      reasoning: [`Stop: ${points} ${points === 1 ? 'point' : 'points'} in hand is good enough — a beginner never risks a koi-koi.`],
    };
  }
  const a = analyse(view);
  if (rng.next() < RANDOM_MOVE) {
    const action = actions[rng.int(actions.length)]!;
    return { action, reasoning: [`${actionPhrase(a, action)}: no particular reason — it just looked nice.`] };
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
    taken.length > 0
      ? taken.some((c) => kindValue(c) >= 4)
        ? 'it grabs the most valuable card in reach.'
        : 'taking something is better than taking nothing.'
      : 'nothing matches, so it gives up the cheapest card.';
  return { action: best, reasoning: [`${actionPhrase(a, best)}: ${why}`] };
}
