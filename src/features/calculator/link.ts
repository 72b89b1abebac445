/**
 * The calculator's state as a query string, so a link reproduces a calculation exactly:
 *
 *     ?mode=round&pile=pine-crane,cherry-curtain&opp=…&stop=opponent&month=3
 *      &calls=you,opponent&deal=…&field=…&rules=fudawiki_viewing.off
 *
 * Every parameter but `rules` may be left out (it then has its empty value). `rules` is the
 * engine's rule code (`encodeRuleChoice`); without it the reader's own rules apply.
 * Decoding never throws: a bad link gives a list of problems in words a reader can act on,
 * one per thing that is wrong, and the caller opens a clean calculator instead.
 * Pure: no DOM, no store, so it is unit-tested in plain Node.
 */
import { isCardId, type CardId, type Month } from '../../engine/cards';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import type { RuleSet } from '../../engine/rules/ruleset';
import { ruleErrorText } from '../../words/errors';
import {
  CALC_MODES,
  CARD_SET_LABEL,
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
  fieldAtDeal: 'deal',
  fieldAtEnd: 'field',
};

export const LINK_PARAMS = ['mode', 'pile', 'opp', 'stop', 'month', 'calls', 'deal', 'field', 'rules'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

export interface LinkProblem {
  /** The parameter at fault. */
  readonly param: LinkParam;
  /** One sentence for the reader. */
  readonly message: string;
}

export interface DecodedLink {
  readonly state: CalculatorState;
  /** The link's rules, or null when the link names none (the reader's rules then apply). */
  readonly rules: RuleSet | null;
}

export type LinkResult =
  | { readonly ok: true; readonly value: DecodedLink }
  | { readonly ok: false; readonly problems: readonly LinkProblem[] };

const LIST = ',';

/** Card ids and rule codes use only URL-safe characters; the comma is left readable. */
function param(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value).replace(/%2C/gi, LIST)}`;
}

/** The query string (without "?") for a state and the rules it was computed under. */
export function encodeCalculatorLink(state: CalculatorState, rules: RuleSet): string {
  const parts: string[] = [];
  if (state.mode !== EMPTY_STATE.mode) parts.push(param('mode', state.mode));
  const cards = (set: CardSet) => {
    if (state[set].length > 0) parts.push(param(CARD_SET_PARAM[set], sortCards(state[set]).join(LIST)));
  };
  cards('pile');
  cards('opponentPile');
  if (state.stopper !== EMPTY_STATE.stopper) parts.push(param('stop', state.stopper));
  if (state.month !== null) parts.push(param('month', String(state.month)));
  if (state.calls.length > 0) parts.push(param('calls', state.calls.join(LIST)));
  cards('fieldAtDeal');
  cards('fieldAtEnd');
  parts.push(param('rules', encodeRuleChoice(rules)));
  return parts.join('&');
}

/** Shortens what a reader typed so a message never quotes a whole page of junk. */
function quote(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `"${short}"`;
}

function readList(raw: string): string[] {
  return raw === '' ? [] : raw.split(LIST).map((item) => item.trim());
}

function decodeCards(set: CardSet, raw: string | null, problems: LinkProblem[]): CardId[] {
  if (raw === null) return [];
  const name = CARD_SET_PARAM[set];
  const p = name as LinkParam;
  const cards: CardId[] = [];
  for (const item of readList(raw)) {
    if (item === '') {
      problems.push({ param: p, message: `The list of cards in ${CARD_SET_LABEL[set]} ("${name}") has an empty entry.` });
    } else if (!isCardId(item)) {
      problems.push({
        param: p,
        message: `${quote(item)} in ${CARD_SET_LABEL[set]} ("${name}") is not a card. Cards are named by their id, e.g. "pine-crane".`,
      });
    } else if (cards.includes(item)) {
      problems.push({ param: p, message: `"${item}" is listed twice in ${CARD_SET_LABEL[set]} ("${name}").` });
    } else {
      cards.push(item);
    }
  }
  return sortCards(cards);
}

function decodeMode(raw: string | null, problems: LinkProblem[]): CalcMode {
  if (raw === null) return EMPTY_STATE.mode;
  if ((CALC_MODES as readonly string[]).includes(raw)) return raw as CalcMode;
  problems.push({ param: 'mode', message: `The mode ${quote(raw)} is unknown; it must be "pile" or "round".` });
  return EMPTY_STATE.mode;
}

function decodeSeat(raw: string | null, problems: LinkProblem[]): Seat {
  if (raw === null) return EMPTY_STATE.stopper;
  if ((SEATS as readonly string[]).includes(raw)) return raw as Seat;
  problems.push({ param: 'stop', message: `Who stopped (${quote(raw)}) must be "you" or "opponent".` });
  return EMPTY_STATE.stopper;
}

function decodeMonth(raw: string | null, problems: LinkProblem[]): Month | null {
  if (raw === null) return null;
  if (/^(?:[1-9]|1[0-2])$/.test(raw)) return Number(raw) as Month;
  problems.push({ param: 'month', message: `The month ${quote(raw)} is not a month: it must be a number from 1 (January) to 12 (December).` });
  return null;
}

function decodeCalls(raw: string | null, problems: LinkProblem[]): Seat[] {
  if (raw === null) return [];
  const items = readList(raw);
  const bad = items.find((item) => !(SEATS as readonly string[]).includes(item));
  if (bad !== undefined) {
    problems.push({
      param: 'calls',
      message: `The koi-koi calls contain ${bad === '' ? 'an empty entry' : quote(bad)}; each call must be "you" or "opponent", in order, separated by commas.`,
    });
    return [];
  }
  if (items.length > MAX_CALLS) {
    problems.push({ param: 'calls', message: `The link lists ${items.length} koi-koi calls; the calculator takes at most ${MAX_CALLS}.` });
    return [];
  }
  return items as Seat[];
}

function decodeRules(raw: string | null, problems: LinkProblem[]): RuleSet | null {
  if (raw === null) return null;
  const rules = decodeRuleSet(raw);
  if (rules.ok) return rules.value;
  problems.push({ param: 'rules', message: `The rules in the link could not be read: ${ruleErrorText(rules.error)}` });
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
          problems.push({
            param: CARD_SET_PARAM[b] as LinkParam,
            message: `"${card}" is in both ${CARD_SET_LABEL[a]} and ${CARD_SET_LABEL[b]}; a card can be in only one of them.`,
          });
        }
      }
    }
  }
}

/** Reads a query string (with or without "?"). Unknown parameters are ignored. */
export function decodeCalculatorLink(search: string): LinkResult {
  const query = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const get = (name: LinkParam) => query.get(name);
  const state: CalculatorState = {
    mode: decodeMode(get('mode'), problems),
    pile: decodeCards('pile', get('pile'), problems),
    opponentPile: decodeCards('opponentPile', get('opp'), problems),
    stopper: decodeSeat(get('stop'), problems),
    month: decodeMonth(get('month'), problems),
    calls: decodeCalls(get('calls'), problems),
    fieldAtDeal: decodeCards('fieldAtDeal', get('deal'), problems),
    fieldAtEnd: decodeCards('fieldAtEnd', get('field'), problems),
  };
  checkExclusive(state, problems);
  const rules = decodeRules(get('rules'), problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { state, rules } };
}

/** True when the query string says anything to the calculator (else there is nothing to read). */
export function hasCalculatorParams(search: string): boolean {
  const query = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => query.has(name));
}
