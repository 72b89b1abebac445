/**
 * The calculator's state as a query string, so a link reproduces a calculation exactly:
 *
 *     ?mode=round&pile=pine-crane,cherry-curtain&opp=…&stop=opponent&month=3
 *      &calls=you,opponent&deal=…&field=…&rules=fudawiki_viewing.off
 *
 * A whole round for three players (rules with `players: 3`) adds the third player's pile
 * (`third=…`) and the seat `third` in `stop` and `calls`. Such a link always carries its rules,
 * and a build from before three players refuses it by them (it does not know `players`), so an
 * old page says the link cannot be read instead of opening a two-player half of it; two-player
 * links are written exactly as before.
 *
 * The calculator's own player count (players.ts) is `players=2` or `players=3`, written only
 * when the reader chose a count other than the rules' (`?mode=round&players=3&…&rules=nintendo`):
 * the rules stay the reader's own, and a link without it (every link written before) means
 * what it always meant, the rules' count.
 *
 * Every parameter but `rules` may be left out (it then has its empty value). `rules` is the
 * engine's rule code (`encodeRuleChoice`); without it the reader's own rules apply.
 * Decoding never throws: a bad link gives a list of problems, one per thing that is wrong, as
 * codes with what the reader typed (worded by `linkProblemText` in ./words.ts, in terms a
 * reader can act on), and the caller opens a clean calculator instead.
 * Pure: no DOM, no store, so it is unit-tested in plain Node.
 */
import { isCardId, type CardId, type Month } from '../../engine/cards';
import { seatCount, type SeatCount } from '../../engine/round/seats';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import type { RuleError, RuleSet } from '../../engine/rules/ruleset';
import { err, ok, type Result } from '../../engine/result';
import {
  CALC_MODES,
  EMPTY_STATE,
  EXCLUSIVE_SETS,
  MAX_CALLS,
  SEATS,
  sortCards,
  type CalcMode,
  type CalculatorState,
  type CardSet,
  type Seat,
} from './state';

/** The query parameter of each card set. */
export const CARD_SET_PARAM: Readonly<Record<CardSet, string>> = {
  pile: 'pile',
  opponentPile: 'opp',
  thirdPile: 'third',
  fieldAtDeal: 'deal',
  fieldAtEnd: 'field',
};

export const LINK_PARAMS = ['mode', 'players', 'pile', 'opp', 'third', 'stop', 'month', 'calls', 'deal', 'field', 'rules'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

export const LINK_PROBLEM_CODES = [
  'empty-card-entry',
  'not-a-card',
  'card-twice',
  'card-in-two-sets',
  'unknown-mode',
  'bad-players',
  'unknown-stopper',
  'bad-month',
  'bad-call',
  'too-many-calls',
  'bad-rules',
  'needs-three-players',
] as const;
export type LinkProblemCode = (typeof LINK_PROBLEM_CODES)[number];

/** One thing wrong with a link: `param` is the parameter at fault; `text` what it held. */
export type LinkProblem = { readonly param: LinkParam } & (
  | { readonly code: 'empty-card-entry'; readonly set: CardSet }
  | { readonly code: 'not-a-card'; readonly set: CardSet; readonly text: string }
  | { readonly code: 'card-twice'; readonly set: CardSet; readonly card: CardId }
  /** The card is in `sets[0]` and `sets[1]`, which cannot share a card. */
  | { readonly code: 'card-in-two-sets'; readonly card: CardId; readonly sets: readonly [CardSet, CardSet] }
  | { readonly code: 'unknown-mode'; readonly text: string }
  | { readonly code: 'bad-players'; readonly text: string }
  | { readonly code: 'unknown-stopper'; readonly text: string }
  | { readonly code: 'bad-month'; readonly text: string }
  /** `text` is the first entry that is not a seat ('' for an empty entry). */
  | { readonly code: 'bad-call'; readonly text: string }
  | { readonly code: 'too-many-calls'; readonly count: number; readonly max: number }
  | { readonly code: 'bad-rules'; readonly error: RuleError }
  /** The link names a third player (`param`) but it is for two players (its count or its rules'). */
  | { readonly code: 'needs-three-players' }
);

export interface DecodedLink {
  readonly state: CalculatorState;
  /** The link's rules, or null when the link names none (the reader's rules then apply). */
  readonly rules: RuleSet | null;
}

export type LinkResult = Result<DecodedLink, readonly LinkProblem[]>;

const LIST = ',';

/** Card ids and rule codes use only URL-safe characters; the comma is left readable. */
function param(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value).replace(/%2C/gi, LIST)}`;
}

/** The query string (without "?") for a state and the rules it was computed under. */
export function encodeCalculatorLink(state: CalculatorState, rules: RuleSet): string {
  const parts: string[] = [];
  if (state.mode !== EMPTY_STATE.mode) parts.push(param('mode', state.mode));
  if (state.players !== null) parts.push(param('players', String(state.players)));
  const cards = (set: CardSet) => {
    if (state[set].length > 0) parts.push(param(CARD_SET_PARAM[set], sortCards(state[set]).join(LIST)));
  };
  cards('pile');
  cards('opponentPile');
  cards('thirdPile');
  if (state.stopper !== EMPTY_STATE.stopper) parts.push(param('stop', state.stopper));
  if (state.month !== null) parts.push(param('month', String(state.month)));
  if (state.calls.length > 0) parts.push(param('calls', state.calls.join(LIST)));
  cards('fieldAtDeal');
  cards('fieldAtEnd');
  parts.push(param('rules', encodeRuleChoice(rules)));
  return parts.join('&');
}

function readList(raw: string): string[] {
  return raw === '' ? [] : raw.split(LIST).map((item) => item.trim());
}

function decodeCards(set: CardSet, raw: string | null, problems: LinkProblem[]): CardId[] {
  if (raw === null) return [];
  const param = CARD_SET_PARAM[set] as LinkParam;
  const cards: CardId[] = [];
  for (const item of readList(raw)) {
    if (item === '') {
      problems.push({ param, code: 'empty-card-entry', set });
    } else if (!isCardId(item)) {
      problems.push({ param, code: 'not-a-card', set, text: item });
    } else if (cards.includes(item)) {
      problems.push({ param, code: 'card-twice', set, card: item });
    } else {
      cards.push(item);
    }
  }
  return sortCards(cards);
}

function decodeMode(raw: string | null, problems: LinkProblem[]): CalcMode {
  if (raw === null) return EMPTY_STATE.mode;
  if ((CALC_MODES as readonly string[]).includes(raw)) return raw as CalcMode;
  problems.push({ param: 'mode', code: 'unknown-mode', text: raw });
  return EMPTY_STATE.mode;
}

function decodePlayers(raw: string | null, problems: LinkProblem[]): SeatCount | null {
  if (raw === null) return null;
  if (raw === '2' || raw === '3') return Number(raw) as SeatCount;
  problems.push({ param: 'players', code: 'bad-players', text: raw });
  return null;
}

function decodeSeat(raw: string | null, problems: LinkProblem[]): Seat {
  if (raw === null) return EMPTY_STATE.stopper;
  if ((SEATS as readonly string[]).includes(raw)) return raw as Seat;
  problems.push({ param: 'stop', code: 'unknown-stopper', text: raw });
  return EMPTY_STATE.stopper;
}

function decodeMonth(raw: string | null, problems: LinkProblem[]): Month | null {
  if (raw === null) return null;
  if (/^(?:[1-9]|1[0-2])$/.test(raw)) return Number(raw) as Month;
  problems.push({ param: 'month', code: 'bad-month', text: raw });
  return null;
}

function decodeCalls(raw: string | null, problems: LinkProblem[]): Seat[] {
  if (raw === null) return [];
  const items = readList(raw);
  const bad = items.find((item) => !(SEATS as readonly string[]).includes(item));
  if (bad !== undefined) {
    problems.push({ param: 'calls', code: 'bad-call', text: bad });
    return [];
  }
  if (items.length > MAX_CALLS) {
    problems.push({ param: 'calls', code: 'too-many-calls', count: items.length, max: MAX_CALLS });
    return [];
  }
  return items as Seat[];
}

function decodeRules(raw: string | null, problems: LinkProblem[]): RuleSet | null {
  if (raw === null) return null;
  const rules = decodeRuleSet(raw);
  if (rules.ok) return rules.value;
  problems.push({ param: 'rules', code: 'bad-rules', error: rules.error });
  return null;
}

/** A card both captured and left on the field (or captured by both players) cannot be. */
function checkExclusive(state: CalculatorState, problems: LinkProblem[]): void {
  for (let i = 0; i < EXCLUSIVE_SETS.length; i++) {
    for (let j = i + 1; j < EXCLUSIVE_SETS.length; j++) {
      const a = EXCLUSIVE_SETS[i]!;
      const b = EXCLUSIVE_SETS[j]!;
      for (const card of state[a]) {
        if (state[b].includes(card)) {
          problems.push({ param: CARD_SET_PARAM[b] as LinkParam, code: 'card-in-two-sets', card, sets: [a, b] });
        }
      }
    }
  }
}

/** A third player's pile, stop or call needs a table of three: the link's own count, else its rules'. */
function checkThirdSeat(state: CalculatorState, rules: RuleSet | null, named: boolean, problems: LinkProblem[]): void {
  if (state.players === 3) return;
  if (state.players === null && named && rules === null) return; // the rules' own problem is said already
  if (state.players === null && rules !== null && seatCount(rules.options) === 3) return;
  const param: LinkParam | null =
    state.thirdPile.length > 0 ? 'third' : state.stopper === 'third' ? 'stop' : state.calls.includes('third') ? 'calls' : null;
  if (param !== null) problems.push({ param, code: 'needs-three-players' });
}

/** Reads a query string (with or without "?"). Unknown parameters are ignored. */
export function decodeCalculatorLink(search: string): LinkResult {
  const query = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const get = (name: LinkParam) => query.get(name);
  const state: CalculatorState = {
    mode: decodeMode(get('mode'), problems),
    players: decodePlayers(get('players'), problems),
    pile: decodeCards('pile', get('pile'), problems),
    opponentPile: decodeCards('opponentPile', get('opp'), problems),
    thirdPile: decodeCards('thirdPile', get('third'), problems),
    stopper: decodeSeat(get('stop'), problems),
    month: decodeMonth(get('month'), problems),
    calls: decodeCalls(get('calls'), problems),
    fieldAtDeal: decodeCards('fieldAtDeal', get('deal'), problems),
    fieldAtEnd: decodeCards('fieldAtEnd', get('field'), problems),
  };
  checkExclusive(state, problems);
  const rules = decodeRules(get('rules'), problems);
  checkThirdSeat(state, rules, get('rules') !== null, problems);
  return problems.length > 0 ? err(problems) : ok({ state, rules });
}

/** True when the query string says anything to the calculator (else there is nothing to read). */
export function hasCalculatorParams(search: string): boolean {
  const query = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => query.has(name));
}
