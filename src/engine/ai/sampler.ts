/**
 * Determinised playouts from a player's view, shared by the expert and the coach so that a
 * move the expert plays and a grade the coach gives come from the same simulations.
 *
 * The k-th determinisation deals the hidden cards (the opponent's hand, the pile order) at
 * random consistently with the view; every action is played out from the same k-th
 * determinisation with the same k-th playout seed (common random numbers), so differences
 * between actions are not drowned in the luck of the deal.
 */
import { hashSeed, createRng } from '../random';
import { sampleState, type PlayerView, type RoundAction } from '../round';
import { seatsOfDuel } from './two-seats';
import type { CardId } from '../cards';
import { playout, type PolicyParams } from './policy';
import { cloneSim, indexOf, simApplyAction, simDiff, simFromState, type Sim } from './sim';
import { unlikelyInOpponentHand, weightedDeal } from './inference';

export class Sampler {
  private readonly bases: Sim[] = [];
  private readonly unlikely: Set<CardId> | null;
  private template: Sim | null = null;

  constructor(
    private readonly view: PlayerView,
    private readonly seed: number,
    private readonly policy: PolicyParams,
    private readonly opponent: PolicyParams,
    private readonly inferenceWeight: number,
  ) {
    this.unlikely = inferenceWeight < 1 ? unlikelyInOpponentHand(view) : null;
  }

  /**
   * The k-th determinisation, built on first use: a full state consistent with the view
   * (`sampleState`), with the opponent's hand dealt less often from cards they would probably
   * have captured with (see inference.ts).
   */
  base(k: number): Sim {
    while (this.bases.length <= k) {
      const i = this.bases.length;
      const rng = createRng(hashSeed(this.seed, 0x5a3e, i));
      if (this.unlikely === null) {
        this.bases.push(simFromState(sampleState(this.view, rng)));
        continue;
      }
      this.template ??= simFromState(sampleState(this.view, rng));
      const s = cloneSim(this.template);
      const { opp } = seatsOfDuel(this.view);
      const [hand, pile] = weightedDeal(this.view.unseen, this.view.handCounts[opp], this.unlikely, this.inferenceWeight, rng);
      s.hands[opp] = hand.map(indexOf);
      s.pile = pile.map(indexOf);
      s.pileTop = 0;
      this.bases.push(s);
    }
    return this.bases[k]!;
  }

  /** Point difference (for the view's player) of playing `action` then the k-th playout. */
  run(action: RoundAction, k: number): number {
    return simDiff(this.runToEnd(action, k), this.view.player);
  }

  /** The round as it ends after `action` and the k-th playout (who won, each side's points). */
  runToEnd(action: RoundAction, k: number): Sim {
    const s = cloneSim(this.base(k));
    simApplyAction(s, action);
    playout(s, createRng(hashSeed(this.seed, 0x91a7, k)), this.policy, this.view.player, this.opponent);
    return s;
  }
}
