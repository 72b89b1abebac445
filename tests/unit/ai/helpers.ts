import { expect } from 'vitest';
import { bySeat, pairBySeat, type Seat, type TwoSeat } from '../../../src/engine/round/seats';
import { CARD_IDS, type CardId, type RuleSet } from '../../../src/engine';
import { chooseAction, type AiDecision, type AiLevel } from '../../../src/engine/ai';
import { EXPERT_BUDGET, expertDecision } from '../../../src/engine/ai/expert';
import { hashSeed } from '../../../src/engine/random';
import {
  createGame,
  createRound,
  playGame as playWholeGame,
  playerView,
  viewLegalActions,
  type GameState,
  type PlayerView,
  type RoundState,
} from '../../../src/engine/round';

import { rules } from '../round/helpers';
import { aiReasonsText } from '../../../src/words/ai';
import { roundErrorText } from '../../../src/words/errors';

export { rules };

/** A cheap expert for whole-game tests (same code, fewer playouts). */
export const SMALL_BUDGET = { ...EXPERT_BUDGET, playouts: 60, decisionPlayouts: 30 };

export type Decide = (view: PlayerView, seed: number) => AiDecision;
export const levelDecider = (level: AiLevel): Decide => (view, seed) => chooseAction(view, level, seed);
export const smallExpert: Decide = (view, seed) => expertDecision(view, viewLegalActions(view), seed, undefined, SMALL_BUDGET);

/** Plays a whole game (one decider per seat); checks every decision is legal and explained. Returns the finished game. */
export function playGame(r: RuleSet, seed: number, players: readonly [Decide, Decide] | readonly [Decide, Decide, Decide]): GameState {
  return playWholeGame(createGame({ rules: r, seed, explain: false }), (g, p, move) => {
    const view = playerView(g.current, p);
    const legal = viewLegalActions(view);
    const decision = players[p]!(view, hashSeed(seed, move));
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(decision.action))) {
      expect.fail(`illegal decision ${JSON.stringify(decision.action)}; legal: ${JSON.stringify(legal)}`);
    }
    if (decision.reasoning.length === 0 || aiReasonsText(decision.reasoning).some((s) => s.trim().length === 0)) {
      expect.fail(`empty reasoning for ${JSON.stringify(decision.action)}`);
    }
    return decision.action;
  });
}

export interface PositionSpec {
  readonly rules?: RuleSet;
  readonly month?: number;
  readonly toMove?: TwoSeat;
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  readonly field: readonly CardId[];
  readonly captured: readonly [readonly CardId[], readonly CardId[]];
  /** Pile order (top first); by default the remaining cards in deck order. */
  readonly pile?: readonly CardId[];
  readonly decision?: { readonly yaku: readonly string[]; readonly base: number; readonly stopPoints: number };
}

/**
 * A mid-round position: a round created by the round engine from a fixed deal, then moved on
 * to the given cards (hands, field, captured piles; the rest is the pile). All 48 cards are
 * checked to be present exactly once.
 */
export function position(spec: PositionSpec): RoundState {
  const r = spec.rules ?? rules('fudawiki');
  const used = [...spec.hands[0], ...spec.hands[1], ...spec.field, ...spec.captured[0], ...spec.captured[1]];
  const pile = spec.pile ?? CARD_IDS.filter((c) => !used.includes(c));
  const all = [...used, ...pile];
  if (new Set(all).size !== 48 || all.length !== 48) throw new Error(`position must use all 48 cards once (got ${all.length}, ${new Set(all).size} distinct)`);
  // A fixed deal for createRound (no lucky hands, no field four-of-a-kind).
  const deck = [...CARD_IDS];
  const deal = {
    hands: pairBySeat(deck.filter((_, i) => i % 6 === 0).slice(0, 8), deck.filter((_, i) => i % 6 === 1).slice(0, 8)),
    field: deck.filter((_, i) => i % 6 === 2).slice(0, 8),
    pile: deck.filter((_, i) => i % 6 >= 3),
  };
  const created = createRound({ rules: r, month: (spec.month ?? 1) as 1, dealer: 0, deal, explain: false });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  const me = spec.toMove ?? 0;
  return {
    ...created.value,
    deal: null,
    hands: pairBySeat(spec.hands[0], spec.hands[1]),
    field: spec.field,
    pile,
    pileTop: 0,
    captured: pairBySeat(spec.captured[0], spec.captured[1]),
    toMove: me,
    turn: 9,
    phase: spec.decision ? 'decision' : 'play',
    playsLeft: spec.decision ? 0 : 1,
    drawLeft: !spec.decision,
    turnStartCaptured: spec.decision ? Math.max(0, spec.captured[me].length - 2) : spec.captured[me].length,
    turnStartField: spec.field,
    decision: spec.decision ? { ...spec.decision, yaku: spec.decision.yaku as never } : null,
    lastYaku: spec.decision ? me : null,
    log: [],
  };
}

/**
 * A koi-koi decision: 5 points of Red Poetry Ribbons now, five cards in hand; the opponent has
 * the Boar, the Deer and two more animals (one card from Boar-Deer-Butterfly and from Animals,
 * the Butterflies on the field) and two brights. Calling koi-koi would also double whatever
 * they score, so stopping is right on points alone.
 */
export function threatenedDecision(): RoundState {
  return position({
    hands: [
      ['iris-chaff-2', 'wisteria-chaff-1', 'pampas-chaff-2', 'maple-chaff-1', 'willow-ribbon'],
      ['peony-chaff-1', 'paulownia-phoenix', 'pine-chaff-2', 'plum-chaff-2', 'clover-chaff-1'],
    ],
    field: ['peony-butterflies', 'iris-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1'],
    captured: [
      ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'pine-crane', 'plum-chaff-1', 'cherry-chaff-2'],
      ['clover-boar', 'maple-deer', 'iris-bridge', 'wisteria-cuckoo', 'pampas-moon', 'cherry-curtain', 'pine-chaff-1'],
    ],
    decision: { yaku: ['akatan'], base: 5, stopPoints: 5 },
  });
}

export interface Position3Spec {
  readonly rules?: RuleSet;
  readonly toMove?: Seat;
  readonly hands: readonly [readonly CardId[], readonly CardId[], readonly CardId[]];
  readonly field: readonly CardId[];
  readonly captured: readonly [readonly CardId[], readonly CardId[], readonly CardId[]];
  readonly decision?: { readonly yaku: readonly string[]; readonly base: number; readonly stopPoints: number };
}

/** A mid-round position at a table of three (as `position`; the rules get `players: 3`). */
export function position3(spec: Position3Spec): RoundState {
  const r = spec.rules ?? rules('fudawiki', { players: 3 });
  const used = [...spec.hands.flat(), ...spec.field, ...spec.captured.flat()];
  const pile = CARD_IDS.filter((c) => !used.includes(c));
  if (new Set([...used, ...pile]).size !== 48 || used.length + pile.length !== 48) throw new Error('position3 must use all 48 cards once');
  // A fixed deal for createRound: the deck by a stride of 5 (no month twice in a hand or on the field).
  const deck = CARD_IDS.map((_, i) => CARD_IDS[(i * 5) % 48]!);
  const deal = {
    hands: bySeat(3, (p) => deck.slice(7 * p, 7 * p + 7)),
    field: deck.slice(21, 27),
    pile: deck.slice(27),
  };
  const created = createRound({ rules: r, month: 1, dealer: 0, deal, explain: false });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  const me = spec.toMove ?? 0;
  return {
    ...created.value,
    deal: null,
    hands: bySeat(3, (p) => spec.hands[p]),
    field: spec.field,
    pile,
    pileTop: 0,
    captured: bySeat(3, (p) => spec.captured[p]),
    toMove: me,
    turn: 9,
    phase: spec.decision ? 'decision' : 'play',
    playsLeft: spec.decision ? 0 : 1,
    drawLeft: !spec.decision,
    turnStartCaptured: spec.decision ? Math.max(0, spec.captured[me].length - 2) : spec.captured[me].length,
    turnStartField: spec.field,
    decision: spec.decision ? { ...spec.decision, yaku: spec.decision.yaku as never } : null,
    lastYaku: spec.decision ? me : null,
    log: [],
  };
}
