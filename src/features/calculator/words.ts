/**
 * The calculator's interface strings, keyed by id: whole sentences with named parameters
 * (filled by `calcText`). The score explanation's own sentences come from src/words/score.ts.
 */
import type { MultiplierReasonCode } from '../../engine/scoring/score';
import { fill, type TemplateParams } from '../../words/format';
import { CARD_SET_LABEL, type Seat } from './state';
import type { LinkProblem, LinkProblemCode } from './link';
import { quoteShort, ruleErrorText } from '../../words/rule-errors';

export const CALC_WORDS = {
  'score.total': '{who}:',
  'score.total.you': 'You score:',
  'score.total.opponent': 'Your opponent scores:',
  'score.total.third': 'The third player scores:',
  'score.heading': 'Score',
  'score.heading.you': 'Score: you stopped',
  'score.heading.opponent': 'Score: your opponent stopped',
  'score.heading.third': 'Score: the third player stopped',
  'score.other-nothing.you': 'Your opponent scores nothing this round: only the player who stops scores.',
  'score.other-nothing.opponent': 'You score nothing this round: only the player who stops scores.',
  'score.other-counted.you': 'Your opponent scores nothing this round: only the player who stops scores. Under these rules your opponent’s yaku are added to your total above.',
  'score.other-counted.opponent': 'You score nothing this round: only the player who stops scores. Under these rules your yaku are added to your opponent’s total above.',
  'score.both-players.single': 'These rules count the opponent’s yaku too ({option}: both players). Choose “A whole round” to enter your opponent’s pile.',
  'score.sake-cup.title': 'How the Sake Cup counted',
  'owner.you': 'yours',
  'owner.opponent': 'your opponent’s',
  'owner.third': 'the third player’s',
  /** Three players: the engine's "opponent" is any other player's pile. */
  'owner.others': 'another player’s',
  'three.you': 'you',
  'three.opponent': 'your opponent',
  'three.third': 'the third player',
  'three.pays.zero-sum': 'Only the player who stops scores, and under these rules each other player pays the winner: {payers} each pay {points} to {scorer}, {gain} in all.',
  'three.pays.not-zero-sum': 'Only the player who stops scores: {points} for {scorer}, nothing for {others} this round.',
  'three.counted': 'Under these rules the yaku of {others} are added to the total above.',
  'players.legend': 'Players at the table',
  'players.two': '2 players',
  'players.three': '3 players',
  'players.own': 'For this calculation only: your rules on the other pages stay at {count}.',
  'players.rules': 'As your rules say. Choosing here changes only this calculation.',
  'score.yaku': 'Yaku that score',
  'score.none': 'None yet.',
  'score.dropped': 'Held but not counted',
  'score.dropped.item': '{yaku}{owner}: {why}',
  'score.owner': ' ({who})',
  'score.extra': ' (extra)',
  'score.sake-cup': 'The Sake Cup{owner} counted as {countedAs} ({option}: {meaning}).',
  'score.sake-cup.animal': 'an animal only',
  'score.sake-cup.chaff': 'a chaff card only',
  'score.sake-cup.animal-and-chaff': 'both an animal and a chaff card',
  'score.lightning.title': 'How the Lightning counted',
  'score.lightning.stood':
    'The Lightning{owner} stood for {card} ({option}): there it counts in {yaku}, so the pile scores {points} instead of {asItself} with the Lightning as a chaff. No other card it could stand for scores more.',
  'score.lightning.stood.plain':
    'The Lightning{owner} stood for {card} ({option}): the pile then scores {points} instead of {asItself} with the Lightning as a chaff, and no other card it could stand for scores more.',
  'score.lightning.tie': '{Cards} would score as much; on a tie the first card in deck order is taken.',
  'score.lightning.itself':
    'The Lightning{owner} stayed a chaff card ({option}): no card it could stand for scores more than {points}.',
  'score.steps': 'From base to total',
  'score.steps.caption': 'How the base becomes the total',
  'score.steps.step': 'Step',
  'score.steps.why': 'Why',
  'score.steps.score': 'Score',
  'score.steps.base': 'Base',
  'score.steps.base.why': 'Sum of the yaku above.',
  'score.steps.base.why.bonuses': 'Sum of the yaku and bonuses above.',
  'score.steps.total': 'Total',
  'score.steps.unchanged': '{after}, no change',
  'score.steps.multiply': '× {factor} → {after}',
  'score.steps.add': '+ {amount} → {after}',
  'hints.title': 'One card away',
  'hints.intro': 'Cards that would add a yaku to {pile} or raise its score, best first.',
  'hints.round-over': 'The round is over once a player stops, so no card can be added to it. For cards that would still help a pile in play, choose “One pile”.',
  'hints.none': 'No single card would add a yaku or raise the score of {pile}.',
  'hints.makes': 'makes {yaku}: total {before} → {after}',
  'hints.raises': 'raises {yaku}: total {before} → {after}',
  'hints.makes-and-raises': 'makes {made}; raises {raised}: total {before} → {after}',
  'hints.total': 'total {before} → {after}',
  'hints.add': 'Add',
  'hints.add.label': 'Add {card} to {pile}',
  'hints.fewer': 'Show fewer',
  'hints.all': 'Show all {count} cards',
  'bar.total': '{pile}: {cards}, {points}',
  'bar.target': 'A tap adds to {target}',
  'bar.more': 'See why',
  'status.added': 'Added {card} to {set}.',
  'status.moved': 'Moved {card} from {from} to {set}.',
  'status.removed': 'Removed {card} from {set}.',
  'status.cleared': 'Cleared every card, the month and the calls.',
  'target.legend': 'A card you tap goes to (or leaves)',
  'picker.help.keys': 'Enter adds the first match; Down arrow goes to the cards, where arrow keys move and Space adds or removes.',
  'picker.help.touch': 'Type part of a name to narrow the cards, then tap a card to add or remove it.',
} as const;

/**
 * Why each koi-koi multiplier applies, worded from the reader's side: the engine's "scorer"
 * is you or your opponent, and its "opponent" is then the other one of you. The shared
 * sentences (src/words/score.ts) say "the scorer", which reads wrongly when your opponent
 * stopped ("The opponent did not call koi-koi" would mean you).
 */
export const MULTIPLIER_WORDS_BY_SCORER: { readonly [S in Exclude<Seat, 'third'>]: { readonly [C in MultiplierReasonCode]: string } } = {
  you: {
    'opponent-called': 'Your opponent called koi-koi during the round: x{factor}.',
    'opponent-not-called': 'Your opponent did not call koi-koi: no koi-koi doubling.',
    'opponent-called-last': 'The latest koi-koi was your opponent’s: x{factor}.',
    'own-call-last': 'The latest koi-koi was your own: no koi-koi doubling.',
    'nobody-called-no-doubling': 'Nobody called koi-koi: no koi-koi doubling.',
    'self-called': 'You called koi-koi: x{factor}.',
    'self-not-called': 'You did not call koi-koi: no koi-koi doubling.',
    'anyone-called': 'Koi-koi was called this round: x{factor}.',
    'calls-plus-one': 'Koi-koi was called {times}: x{factor} (calls + 1).',
    'nobody-called-no-multiplier': 'Nobody called koi-koi: no koi-koi multiplier.',
    'doubling-per-call': 'Koi-koi was called {times}: x2 for each call, x{factor}.',
    'doubling-token-held': 'Your opponent made the latest koi-koi call, so you hold the doubling token: x2 for each of the {times} calls, x{factor}.',
    'doubling-token-not-held': 'The latest koi-koi call was yours: the doubling token is with your opponent, no multiplier.',
    'self-not-called-no-bonus': 'You did not call koi-koi: no koi-koi bonus.',
    'own-call-bonus': 'You called koi-koi {times}: +{amount} (one point per call, up to three calls).',
    'own-call-multiplier': 'You called koi-koi {times}: x{factor} (calls − 2, from four calls).',
    'seven-plus': 'The base is {base}, 7 or more: x{factor}.',
    'under-seven': 'The base is {base}, under 7: no doubling.',
    'no-field-bright': 'No bright was dealt to the field: no field multiplier.',
    'field-brights-double': '{brightsDealt} dealt to the field: x{factor}.',
    'field-brights-plus-one': '{brightsDealt} dealt to the field: x{factor} (brights + 1).',
  },
  opponent: {
    'opponent-called': 'You called koi-koi during the round: x{factor}.',
    'opponent-not-called': 'You did not call koi-koi: no koi-koi doubling.',
    'opponent-called-last': 'The latest koi-koi was yours: x{factor}.',
    'own-call-last': 'The latest koi-koi was your opponent’s: no koi-koi doubling.',
    'nobody-called-no-doubling': 'Nobody called koi-koi: no koi-koi doubling.',
    'self-called': 'Your opponent called koi-koi: x{factor}.',
    'self-not-called': 'Your opponent did not call koi-koi: no koi-koi doubling.',
    'anyone-called': 'Koi-koi was called this round: x{factor}.',
    'calls-plus-one': 'Koi-koi was called {times}: x{factor} (calls + 1).',
    'nobody-called-no-multiplier': 'Nobody called koi-koi: no koi-koi multiplier.',
    'doubling-per-call': 'Koi-koi was called {times}: x2 for each call, x{factor}.',
    'doubling-token-held': 'You made the latest koi-koi call, so your opponent holds the doubling token: x2 for each of the {times} calls, x{factor}.',
    'doubling-token-not-held': 'The latest koi-koi call was your opponent’s: the doubling token is with you, no multiplier.',
    'self-not-called-no-bonus': 'Your opponent did not call koi-koi: no koi-koi bonus.',
    'own-call-bonus': 'Your opponent called koi-koi {times}: +{amount} (one point per call, up to three calls).',
    'own-call-multiplier': 'Your opponent called koi-koi {times}: x{factor} (calls − 2, from four calls).',
    'seven-plus': 'The base is {base}, 7 or more: x{factor}.',
    'under-seven': 'The base is {base}, under 7: no doubling.',
    'no-field-bright': 'No bright was dealt to the field: no field multiplier.',
    'field-brights-double': '{brightsDealt} dealt to the field: x{factor}.',
    'field-brights-plus-one': '{brightsDealt} dealt to the field: x{factor} (brights + 1).',
  },
};

export type CalcTextId = keyof typeof CALC_WORDS;

/**
 * Why each koi-koi multiplier applies at a table of three, from the reader's side: the
 * engine's "opponent" is then any other player. `{scorer}` / `{Scorer}` is who stopped,
 * `{scorerOwn}` its possessive ("your", "the third player’s") and `{scorerPoss}` its possessive
 * pronoun ("yours", "the third player’s").
 */
const MULTIPLIER_WORDS_OF_THREE: { readonly [C in MultiplierReasonCode]: string } = {
  'opponent-called': 'Someone other than {scorer} called koi-koi during the round: x{factor}.',
  'opponent-not-called': 'Nobody but {scorer} called koi-koi: no koi-koi doubling.',
  'opponent-called-last': 'The latest koi-koi was called by someone other than {scorer}: x{factor}.',
  'own-call-last': 'The latest koi-koi was {scorerOwn} own: no koi-koi doubling.',
  'nobody-called-no-doubling': 'Nobody called koi-koi: no koi-koi doubling.',
  'self-called': '{Scorer} called koi-koi: x{factor}.',
  'self-not-called': '{Scorer} did not call koi-koi: no koi-koi doubling.',
  'anyone-called': 'Koi-koi was called this round: x{factor}.',
  'calls-plus-one': 'Koi-koi was called {times}: x{factor} (calls + 1).',
  'nobody-called-no-multiplier': 'Nobody called koi-koi: no koi-koi multiplier.',
  'doubling-per-call': 'Koi-koi was called {times}: x2 for each call, x{factor}.',
  'doubling-token-held': 'Someone other than {scorer} made the latest koi-koi call, so the doubling token is with {scorer}: x2 for each of the {times} calls, x{factor}.',
  'doubling-token-not-held': 'The latest koi-koi call was {scorerPoss}: the doubling token is with someone else, no multiplier.',
  'self-not-called-no-bonus': '{Scorer} did not call koi-koi: no koi-koi bonus.',
  'own-call-bonus': '{Scorer} called koi-koi {times}: +{amount} (one point per call, up to three calls).',
  'own-call-multiplier': '{Scorer} called koi-koi {times}: x{factor} (calls − 2, from four calls).',
  'seven-plus': 'The base is {base}, 7 or more: x{factor}.',
  'under-seven': 'The base is {base}, under 7: no doubling.',
  'no-field-bright': 'No bright was dealt to the field: no field multiplier.',
  'field-brights-double': '{brightsDealt} dealt to the field: x{factor}.',
  'field-brights-plus-one': '{brightsDealt} dealt to the field: x{factor} (brights + 1).',
};

const SCORER_WORDS: { readonly [S in Seat]: { readonly scorer: string; readonly own: string; readonly poss: string } } = {
  you: { scorer: 'you', own: 'your', poss: 'yours' },
  opponent: { scorer: 'your opponent', own: 'your opponent’s', poss: 'your opponent’s' },
  third: { scorer: 'the third player', own: 'the third player’s', poss: 'the third player’s' },
};

/** The multiplier sentences of a table of three, with who stopped put in (the step's numbers are filled later). */
export function multiplierWordsOfThree(scorer: Seat): { readonly [C in MultiplierReasonCode]: string } {
  const w = SCORER_WORDS[scorer];
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const out = {} as { [C in MultiplierReasonCode]: string };
  for (const [code, template] of Object.entries(MULTIPLIER_WORDS_OF_THREE) as [MultiplierReasonCode, string][]) {
    out[code] = template
      .replace(/\{Scorer\}/g, cap(w.scorer))
      .replace(/\{scorer\}/g, w.scorer)
      .replace(/\{scorerOwn\}/g, w.own)
      .replace(/\{scorerPoss\}/g, w.poss);
  }
  return out;
}

export function calcText(id: CalcTextId, params?: TemplateParams): string {
  return fill(CALC_WORDS[id], params);
}

/**
 * Why a calculator link could not be opened, one whole sentence per problem code (`{set}` is
 * the card set as the page names it, `{param}` its name in the link, `{text}` what the link held).
 */
export const LINK_PROBLEM_WORDS = {
  'empty-card-entry': 'The list of cards in {set} ("{param}") has an empty entry.',
  'not-a-card': '{text} in {set} ("{param}") is not a card. Cards are named by their id, e.g. "pine-crane".',
  'card-twice': '"{card}" is listed twice in {set} ("{param}").',
  'card-in-two-sets': '"{card}" is in both {set} and {otherSet}; a card can be in only one of them.',
  'unknown-mode': 'The mode {text} is unknown; it must be "pile" or "round".',
  'bad-players': 'The number of players {text} must be 2 or 3.',
  'unknown-stopper': 'Who stopped ({text}) must be "you" or "opponent" (or "third" with three players).',
  'bad-month': 'The month {text} is not a month: it must be a number from 1 (January) to 12 (December).',
  'bad-call': {
    entry: 'The koi-koi calls contain {text}; each call must be "you" or "opponent" (or "third" with three players), in order, separated by commas.',
    empty: 'The koi-koi calls contain an empty entry; each call must be "you" or "opponent" (or "third" with three players), in order, separated by commas.',
  },
  'too-many-calls': 'The link lists {count} koi-koi calls; the calculator takes at most {max}.',
  'bad-rules': 'The rules in the link could not be read: {why}',
  'needs-three-players': 'The link names a third player ("{param}"), but it is for two players: a third player needs a table of three (players=3).',
} as const satisfies { readonly [C in LinkProblemCode]: string | { readonly [variant: string]: string } };

/** One problem of a calculator link, as a sentence. */
export function linkProblemText(p: LinkProblem): string {
  const w = LINK_PROBLEM_WORDS;
  switch (p.code) {
    case 'empty-card-entry':
      return fill(w[p.code], { set: CARD_SET_LABEL[p.set], param: p.param });
    case 'not-a-card':
      return fill(w[p.code], { set: CARD_SET_LABEL[p.set], param: p.param, text: quoteShort(p.text) });
    case 'card-twice':
      return fill(w[p.code], { set: CARD_SET_LABEL[p.set], param: p.param, card: p.card });
    case 'card-in-two-sets':
      return fill(w[p.code], { card: p.card, set: CARD_SET_LABEL[p.sets[0]], otherSet: CARD_SET_LABEL[p.sets[1]] });
    case 'unknown-mode':
    case 'bad-players':
    case 'unknown-stopper':
    case 'bad-month':
      return fill(w[p.code], { text: quoteShort(p.text) });
    case 'bad-call':
      return p.text === '' ? w['bad-call'].empty : fill(w['bad-call'].entry, { text: quoteShort(p.text) });
    case 'too-many-calls':
      return fill(w[p.code], { count: p.count, max: p.max });
    case 'bad-rules':
      return fill(w[p.code], { why: ruleErrorText(p.error) });
    case 'needs-three-players':
      return fill(w[p.code], { param: p.param });
  }
}
