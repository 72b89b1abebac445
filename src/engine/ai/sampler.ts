/**
 * Determinised playouts from a player's view, shared by the expert and the coach so that a
 * move the expert plays and a grade the coach gives come from the same simulations.
 *
 * The k-th determinisation deals the hidden cards (every other hand, the pile order) at
 * random consistently with the view: each hand as large as `view.handCounts` says, holding the
 * cards known to be there (`knownInHands`); every action is played out from the same k-th
 * determinisation with the same k-th playout seed (common random numbers), so differences
 * between actions are not drowned in the luck of the deal.
 */
import { hashSeed, createRng, type Rng } from '../random';
import { othersOf, sampleState, seatCount, type PlayerView, type RoundAction, type Seat } from '../round';
import type { CardId } from '../cards';
import { playout, type PolicyParams } from './policy';
import { cloneSim, indexOf, simApplyAction, simFromState, type Sim } from './sim';
import { unlikelyInHandOf, weightedDeal } from './inference';

/** What the record says of another player's hand: the cards they probably do not hold. */
interface HandReading {
  readonly seat: Seat;
  readonly unlikely: ReadonlySet<CardId> | null;
}

const NOTHING: ReadonlySet<CardId> = new Set();

export class Sampler {
  private readonly bases: Sim[] = [];
  /** Each other seat's reading, in turn order; null when no hand can be read (see inference.ts). */
  private readonly readings: readonly HandReading[] | null;
  private template: Sim | null = null;

  constructor(
    private readonly view: PlayerView,
    private readonly seed: number,
    private readonly policy: PolicyParams,
    private readonly opponent: PolicyParams,
    private readonly inferenceWeight: number,
  ) {
    this.readings = inferenceWeight < 1 ? readHands(view) : null;
  }

  /**
   * The k-th determinisation, built on first use: a full state consistent with the view
   * (`sampleState`), with each other hand dealt less often from cards that player would
   * probably have captured with (see inference.ts).
   */
  base(k: number): Sim {
    while (this.bases.length <= k) {
      const i = this.bases.length;
      const rng = createRng(hashSeed(this.seed, 0x5a3e, i));
      if (this.readings === null) {
        this.bases.push(simFromState(sampleState(this.view, rng)));
        continue;
      }
      this.template ??= simFromState(sampleState(this.view, rng));
      const s = cloneSim(this.template);
      this.dealWeighted(s, this.readings, rng);
      this.bases.push(s);
    }
    return this.bases[k]!;
  }

  /** Deals the unseen cards to the other hands (each weighted by its reading) and the pile. */
  private dealWeighted(s: Sim, readings: readonly HandReading[], rng: Rng): void {
    const view = this.view;
    let rest: readonly CardId[] = view.unseen;
    for (const { seat, unlikely } of readings) {
      const known = view.knownInHands[seat];
      const [hand, left] = weightedDeal(rest, view.handCounts[seat] - known.length, unlikely ?? NOTHING, this.inferenceWeight, rng);
      s.hands[seat] = [...known, ...hand].map(indexOf);
      rest = left;
    }
    s.pile = rest.map(indexOf);
    s.pileTop = 0;
  }

  /** The round as it ends after `action` and the k-th playout (who won, each side's points). */
  runToEnd(action: RoundAction, k: number): Sim {
    const s = cloneSim(this.base(k));
    simApplyAction(s, action);
    playout(s, createRng(hashSeed(this.seed, 0x91a7, k)), this.policy, this.view.player, this.opponent);
    return s;
  }
}

/** Each other seat's reading, or null when none says anything (the plain deal of sampleState). */
function readHands(view: PlayerView): readonly HandReading[] | null {
  const readings = othersOf(view.player, seatCount(view.rules.options)).map((seat) => ({ seat, unlikely: unlikelyInHandOf(view, seat) }));
  return readings.some((r) => r.unlikely !== null) ? readings : null;
}
