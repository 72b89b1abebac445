/**
 * Intermediate: greedy for yaku, and it blocks. Every card is valued by how far it brings the
 * player's yaku along and by how much it would help the opponent's (so it takes cards the
 * opponent needs, and throws away cards the opponent cannot use). Koi-koi by a simple rule:
 * continue only for a small score with plenty of cards left, a yaku of its own within
 * reach, and the opponent not one card from a yaku.
 */
import type { PlayerView, RoundAction } from '../round';
import { actionPhrase, analyse, heuristicValue, threatSentence, whyClause, words, yakuName, type HeuristicParams } from './analysis';
import type { AiDecision } from './types';

export const INTERMEDIATE_PARAMS: HeuristicParams = { denial: 1, discardRisk: 0.6 };
/** Koi-koi only below this many points... */
const KOIKOI_BELOW = 5;
/** ...with at least this many cards in hand. */
const KOIKOI_HAND = 4;

export function intermediateDecision(view: PlayerView, actions: readonly RoundAction[]): AiDecision {
  const a = analyse(view);
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    const hand = view.hand.length;
    const pts = `${points} ${points === 1 ? 'point' : 'points'}`;
    const threat = threatSentence(a);
    const chance = a.myNear.find((n) => n.missing <= 2 && n.available >= n.missing);
    if (points >= KOIKOI_BELOW) return stop(`Stop: ${pts} now is a good score; no need to risk it.`);
    if (hand < KOIKOI_HAND) return stop(`Stop: ${pts} now, and only ${words(hand)} ${hand === 1 ? 'card is' : 'cards are'} left to improve on it.`);
    if (threat) return stop(`Stop: ${pts} now; ${threat}.`);
    if (!chance) return stop(`Stop: ${pts} now, and no other yaku is within reach.`);
    return {
      action: { type: 'call', call: 'koikoi' },
      reasoning: [
        `Koi-koi: only ${pts} now, ${words(hand)} cards left in hand, and ${yakuName(chance.target)} is ${chance.missing === 1 ? 'one card' : `${words(chance.missing)} cards`} away.`,
        'The opponent is not close to a yaku, so continuing is worth the risk.',
      ],
    };
  }
  let best = actions[0]!;
  let bestV = -Infinity;
  for (const action of actions) {
    const v = heuristicValue(a, action, INTERMEDIATE_PARAMS);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = action;
    }
  }
  return { action: best, reasoning: [`${actionPhrase(a, best)}: ${whyClause(a, best)}.`] };
}

function stop(sentence: string): AiDecision {
  return { action: { type: 'call', call: 'shobu' }, reasoning: [sentence] };
}
