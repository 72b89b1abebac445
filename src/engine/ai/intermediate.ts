/**
 * Intermediate: greedy for yaku, and it blocks. Every card is valued by how far it brings the
 * player's yaku along and by how much it would help the opponent's (so it takes cards the
 * opponent needs, and throws away cards the opponent cannot use). Koi-koi by a simple rule:
 * continue only for a small score with plenty of cards left, a yaku of its own within
 * reach, and the opponent not one card from a yaku. With three players the opponent is either
 * other player (analysis.ts): neither may be one card from a yaku. (Measured in three-player
 * rounds under fudawiki, 6,000 rounds on duplicate deals against two intermediates: never
 * calling koi-koi, or also stopping when an opponent is two cards from a yaku, changed nothing
 * measurable, ±0.12 points a round; with hands of 7 the rule rarely offers koi-koi at all.)
 */
import type { PlayerView, RoundAction } from '../round';
import {
  analyse,
  captureFeedsWeatherYaku,
  cardValueToMe,
  closestThreat,
  handWorth,
  heuristicValue,
  moveOf,
  whyOf,
  type HeuristicParams,
} from './analysis';
import type { AiDecision, AiReason } from './types';

export const INTERMEDIATE_PARAMS: HeuristicParams = { denial: 1, discardRisk: 0.6 };
/** Koi-koi only below this many points... */
const KOIKOI_BELOW = 5;
/** ...with at least this many cards in hand. */
const KOIKOI_HAND = 4;

export function intermediateDecision(view: PlayerView, actions: readonly RoundAction[]): AiDecision {
  const a = analyse(view);
  if (view.phase === 'lucky-hand') {
    // A dealt lucky hand (teyaku: holder-may-redeal): plays on when the hand is worth more to its
    // yaku than an average hand of the cards it cannot see.
    const { worth, average } = handWorth(view, (c) => cardValueToMe(a, c));
    const choice = worth >= average ? 'play' : 'redeal';
    return { action: { type: 'luckyHand', choice }, reasoning: [{ code: 'lucky-hand-worth', choice, worth, average }] };
  }
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    const hand = view.hand.length;
    const threat = closestThreat(a);
    const chance = a.myNear.find((n) => n.missing <= 2 && n.available >= n.missing);
    if (points >= KOIKOI_BELOW) return stop({ code: 'stop-good-score', points, hand });
    if (hand < KOIKOI_HAND) return stop({ code: 'stop-few-cards', points, hand });
    if (threat) return stop({ code: 'stop-threat', points, ...threat });
    if (!chance) return stop({ code: 'stop-nothing-in-reach', points, hand });
    return {
      action: { type: 'call', call: 'koikoi' },
      reasoning: [
        { code: 'koikoi-chance', points, hand, yaku: chance.target.id, missing: chance.missing },
        { code: 'koikoi-opponent-not-close' },
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
  // The simple rule of laying (handCapture: optional): a capture that would let the opponent's
  // rained-off viewing yaku score is replaced by laying the same card beside its match.
  if (best.type === 'play' && captureFeedsWeatherYaku(view, best)) {
    const card = best.card;
    const lay = actions.find((x) => x.type === 'play' && x.card === card && x.lay === true);
    if (lay) best = lay;
  }
  return { action: best, reasoning: [{ code: 'move', move: moveOf(a, best), why: whyOf(a, best) }] };
}

function stop(reason: AiReason): AiDecision {
  return { action: { type: 'call', call: 'shobu' }, reasoning: [reason] };
}
