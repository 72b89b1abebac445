/**
 * Sentence templates with named parameters: "{Player} played {card}." A template is a whole
 * sentence, so another language can put the parameters in its own order; nothing here glues
 * sentences together from fragments.
 *
 * `{name}` inserts a parameter; `{Name}` (capital first letter) inserts it with a capital, for
 * a parameter that opens a sentence ("the computer" → "The computer"). Numbers are written
 * with the language's digit grouping. A parameter the template names but the caller did not
 * give is an error: it would otherwise reach the reader as "{points}".
 */
import type { PlayerIndex } from '../engine/round/types';
import { bySeat, type BySeat, type SeatCount } from '../engine/round/seats';

export type TemplateParams = { readonly [name: string]: string | number };

const LOCALE = 'en';

export function fill(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const exact = params[key];
    if (exact !== undefined) return show(exact);
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = params[lower];
    if (value === undefined || lower === key) throw new Error(`fill: no value for {${key}} in "${template}"`);
    return capitalise(show(value));
  });
}

function show(value: string | number): string {
  return typeof value === 'number' ? numberText(value) : value;
}

/**
 * A number with the language's digit grouping. Whole numbers from 0 to 999 have no grouping
 * and English writes them in plain digits, so they skip Intl: the first number Intl formats
 * on a page loads the locale's number data, 15-25 ms of main thread here and four times that
 * on a slow phone, inside whichever task asks first (the calculator's hydration, say).
 */
export function numberText(value: number): string {
  return Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0)) ? String(value) : value.toLocaleString(LOCALE);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Made on first use, not at import: the first Intl.ListFormat of a page loads the locale's
// list data, tens of milliseconds on a slow phone, and most pages that import this module
// (the calculator, say) show no list until the reader does something.
let list: Intl.ListFormat | undefined;
let alternatives: Intl.ListFormat | undefined;

/** "A, B and C" (the language's own list words; English without the serial comma, as the site writes). */
export function listOf(items: readonly string[]): string {
  list ??= new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });
  return list.format(items).replace(/, and /, ' and ');
}

/** "A, B or C". */
export function alternativesOf(items: readonly string[]): string {
  alternatives ??= new Intl.ListFormat(LOCALE, { style: 'long', type: 'disjunction' });
  return alternatives.format(items).replace(/, or /, ' or ');
}

/**
 * A sentence whose verb agrees with its subject: `you` when the subject is the person at the
 * screen ("You score 6 points."), `other` for anyone named ("The computer scores 6 points.").
 */
export interface PersonTemplate {
  readonly you: string;
  readonly other: string;
}

export type Template = string | PersonTemplate;

/**
 * Who sits where, as the caller wants them named: the practice table says "you" and "the
 * computer"; a rules explanation says "the dealer" and "the non-dealer". The words never
 * guess this from the sentence.
 */
export const SEAT_NAMES = ['you', 'computer', 'dealer', 'non-dealer', 'opponent'] as const;
/**
 * A seat named by its own words rather than its role: a player's name at a shared table
 * ("Ben"), or one of two computers ("Computer (left)"). Its verb agrees as for "the computer".
 */
export interface NamedSeat {
  readonly named: string;
}
export type SeatName = (typeof SEAT_NAMES)[number] | NamedSeat;

/** The noun phrase of each seat name, in running text (lower case). */
export const SEAT_WORDS: { readonly [S in (typeof SEAT_NAMES)[number]]: string } = {
  you: 'you',
  computer: 'the computer',
  dealer: 'the dealer',
  'non-dealer': 'the non-dealer',
  opponent: 'the opponent',
};

/** A seat name's noun phrase in running text ("the computer", "Ben"). */
export function seatWord(name: SeatName): string {
  return typeof name === 'string' ? SEAT_WORDS[name] : name.named;
}

/** The name of each player, by seat. */
export type Seats = BySeat<SeatName>;

/** The practice table: player 0 is the person at the screen, player 1 the computer. */
export const TABLE_SEATS: Seats = bySeat(2, (p) => (p === 0 ? 'you' : 'computer'));

/** Seats named by their role in the round (a table of `n`, two unless said). */
export function dealerSeats(dealer: PlayerIndex, n: SeatCount = 2): Seats {
  return bySeat(n, (p) => (p === dealer ? 'dealer' : 'non-dealer'));
}

/** Fills a template with `subject` as its subject: `{player}` is the subject's name. */
export function sentence(template: Template, subject: SeatName, params: TemplateParams = {}): string {
  const text = typeof template === 'string' ? template : subject === 'you' ? template.you : template.other;
  return fill(text, { player: seatWord(subject), ...params });
}

/**
 * A template filled with parameters that are not all text (a card picture, a <strong>): the
 * pieces in order, for a view to render. Same `{name}` / `{Name}` rules as `fill` (a
 * capitalised name only capitalises a text value).
 */
export function fillParts<T>(template: string, params: { readonly [name: string]: string | number | T }): (string | T)[] {
  const out: (string | T)[] = [];
  let at = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    if (m.index > at) out.push(template.slice(at, m.index));
    const key = m[1]!;
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = params[key] ?? (lower !== key ? params[lower] : undefined);
    if (value === undefined) throw new Error(`fillParts: no value for {${key}} in "${template}"`);
    out.push(typeof value === 'number' ? show(value) : typeof value === 'string' ? (params[key] === undefined ? capitalise(value) : value) : value);
    at = m.index + m[0].length;
  }
  if (at < template.length) out.push(template.slice(at));
  return out;
}
