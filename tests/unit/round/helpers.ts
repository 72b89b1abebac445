import { CARD_IDS, type CardId, type Month } from '../../../src/engine/cards';
import { pairBySeat, type BySeat, type TwoSeat } from '../../../src/engine/round/seats';
import { OPTION_IDS, OPTION_SPECS, type OptionId } from '../../../src/engine/rules/options';
import { OPTION_PROVENANCE } from '../../../src/engine/rules/option-provenance';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import type { Rng } from '../../../src/engine/random';
import { buildRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { YAKU_IDS } from '../../../src/engine/scoring/yaku-ids';
import { indexOfCard } from '../../../src/engine/round/tables';
import {
  applyAction,
  createRound,
  type PlayerIndex,
  type RoundAction,
  type RoundState,
} from '../../../src/engine/round';
import { roundErrorText } from '../../../src/words/errors';

/** A rule set the test knows to be valid. */
export function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

export interface PartialDeal {
  dealer: CardId[];
  other: CardId[];
  field: CardId[];
  /** Top of the pile; the rest of the deck follows in deck order. */
  pile?: CardId[];
}

export function fullDeal(d: PartialDeal): { hands: BySeat<CardId[]>; field: CardId[]; pile: CardId[] } {
  const used = new Set<CardId>([...d.dealer, ...d.other, ...d.field, ...(d.pile ?? [])]);
  const rest = CARD_IDS.filter((c) => !used.has(c));
  return { hands: pairBySeat(d.dealer, d.other), field: d.field, pile: [...(d.pile ?? []), ...rest] };
}

/** A round from a partial deal (dealer = player 0); throws on an invalid deal. */
export function round(r: RuleSet, d: PartialDeal, month: Month = 1): RoundState {
  const created = createRound({ rules: r, month, dealer: 0, deal: fullDeal(d) });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  return created.value;
}

export const play = (card: CardId, take?: CardId): RoundAction => (take ? { type: 'play', card, take } : { type: 'play', card });
export const drawTake = (take: CardId): RoundAction => ({ type: 'drawTake', take });
export const koikoi: RoundAction = { type: 'call', call: 'koikoi' };
export const shobu: RoundAction = { type: 'call', call: 'shobu' };

/** Applies actions in order; throws with the engine's reason on an illegal one. */
export function run(state: RoundState, ...actions: RoundAction[]): RoundState {
  let s = state;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}: ${roundErrorText(r.error)}`);
    s = r.value;
  }
  return s;
}

const SEEN = new Int32Array(48);
let generation = 0;

/** Every card exactly once across hands, field, pile, piles and the turned card. */
export function cardsAccountedFor(s: RoundState): boolean {
  generation++;
  let count = 0;
  const mark = (cards: readonly CardId[], from = 0): boolean => {
    for (let i = from; i < cards.length; i++) {
      const k = indexOfCard(cards[i]!);
      if (SEEN[k] === generation) return false;
      SEEN[k] = generation;
      count++;
    }
    return true;
  };
  const ok =
    s.hands.every((h) => mark(h)) &&
    mark(s.field) &&
    mark(s.pile, s.pileTop) &&
    s.captured.every((c) => mark(c)) &&
    (s.drawn === null || mark([s.drawn]));
  return ok && count === 48;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** A random value for one option (integers from the spec's listed values or a small range). */
function randomValue(rng: Rng, id: OptionId): unknown {
  const spec = OPTION_SPECS[id];
  const type = spec.type;
  switch (type.kind) {
    case 'enum':
      return pick(rng, type.values);
    case 'boolean':
      return rng.int(2) === 0;
    case 'integer': {
      const listed = OPTION_PROVENANCE[id].values.map((v) => v.value).filter((v) => v === null || typeof v === 'number');
      if (listed.length > 0 && rng.int(3) > 0) return pick(rng, listed);
      if (type.nullable && rng.int(4) === 0) return null;
      return type.min + rng.int(Math.min(type.max, type.min + 12) - type.min + 1);
    }
    case 'card-subset':
      return type.cards.filter(() => rng.int(2) === 0);
    case 'yaku-points': {
      const out: Record<string, unknown> = {};
      for (const y of YAKU_IDS) {
        const r = rng.int(6);
        if (r === 0) out[y] = null;
        else if (r === 1) out[y] = { points: rng.int(16), extra: rng.int(3) };
      }
      return out;
    }
  }
}

/**
 * Random overrides made to agree with their player count (src/engine/README.md, Three players):
 * three players are dealt 7 and cannot use koikoi-caller-loses; two are dealt 8 or 10.
 */
export function withPlayerCount(overrides: Record<string, unknown>): Record<string, unknown> {
  const out = { ...overrides };
  if (out['players'] === 3) {
    delete out['handSize'];
    if (out['exhaustiveDraw'] === 'koikoi-caller-loses') out['exhaustiveDraw'] = 'no-score';
  } else if (out['handSize'] === 7) delete out['handSize'];
  return out;
}

/**
 * A random preset and a random mix of overrides (each option changed with probability p);
 * `players: 2` keeps them two-player (for the computer opponents and their simulator).
 */
export function randomRules(rng: Rng, p = 0.35, players: 2 | 3 | null = null): RuleSet {
  const preset = pick(rng, PRESET_IDS);
  const overrides: Record<string, unknown> = {};
  for (const id of OPTION_IDS) if (rng.next() < p) overrides[id] = randomValue(rng, id);
  if (players !== null) overrides['players'] = players;
  return rules(preset, withPlayerCount(overrides));
}

export const otherPlayer = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

export interface MidRound {
  hands: [CardId[], CardId[]];
  field: CardId[];
  /** Top of the pile; every card not named anywhere follows in deck order. */
  pile?: CardId[];
  captured?: [CardId[], CardId[]];
  calls?: PlayerIndex[];
  toMove?: TwoSeat;
  dealer?: PlayerIndex;
  month?: Month;
  fieldAtDeal?: CardId[];
  lastYaku?: PlayerIndex | null;
}

/**
 * A state at the start of a turn (standard structure: one play, then the pile card), built
 * directly as data. With draw-first-play-two the mover is taken to have drawn already (two
 * plays due). Every card not named goes to the bottom of the pile, in deck order.
 */
export function midRound(r: RuleSet, m: MidRound): RoundState {
  const captured = m.captured ?? [[], []];
  const named = new Set<CardId>([...m.hands[0], ...m.hands[1], ...m.field, ...(m.pile ?? []), ...captured[0], ...captured[1]]);
  if (named.size !== m.hands[0].length + m.hands[1].length + m.field.length + (m.pile ?? []).length + captured[0].length + captured[1].length) {
    throw new Error('a card is named twice');
  }
  const pile = [...(m.pile ?? []), ...CARD_IDS.filter((c) => !named.has(c))];
  const toMove = m.toMove ?? 0;
  const two = r.options.turnStructure === 'draw-first-play-two';
  const state: RoundState = {
    version: 1,
    rules: r,
    month: m.month ?? 1,
    dealer: m.dealer ?? 0,
    explain: true,
    record: true,
    deal: null,
    fieldAtDeal: m.fieldAtDeal ?? m.field,
    lightningWild:
      r.options.lightningWild === 'matches-any' ||
      (r.options.lightningWild === 'august-on-field' && (m.fieldAtDeal ?? m.field).some((c) => c.startsWith('pampas'))),
    hands: pairBySeat(m.hands[0], m.hands[1]),
    field: m.field,
    pile,
    pileTop: 0,
    captured: pairBySeat(captured[0], captured[1]),
    phase: 'play',
    toMove,
    turn: 5,
    playsLeft: two ? Math.min(2, m.hands[toMove].length) : m.hands[toMove].length > 0 ? 1 : 0,
    drawLeft: !two,
    drawn: null,
    turnStartCaptured: 0,
    turnStartField: m.field,
    calls: m.calls ?? [],
    lastYaku: m.lastYaku ?? null,
    decision: null,
    luckyHandsToAsk: [],
    log: [],
    result: null,
  };
  return { ...state, turnStartCaptured: state.captured[toMove].length };
}
