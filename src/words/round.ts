/**
 * English for the round engine's data: a round's headline, each line of the round's record
 * (`RoundLogEntry`) and who deals first (why the round ended, with who scored, is in
 * round-outcome.ts). The engine records codes and numbers; these are the only sentences made
 * from them. The caller says how the seats are named (`Seats`): the practice table says "you"
 * and "the computer", a rules explanation "the dealer" and "the non-dealer".
 */
import { getCard, type CardId } from '../engine/cards';
import { dealerDrawRuling, type DealerDraw, type FirstDealerChoice } from '../engine/round/deal';
import type { PlayerIndex, RoundLogEntry, RoundLogType, RoundResult } from '../engine/round/types';
import { cardList, kindLabel, monthName, shortName } from './card-names';
import { koikoiRefusalText } from './decisions';
import { listOf, sentence, seatWord, type Seats, type Template } from './format';
import { countOf, POINTS } from './plural';
import { yakuList } from './yaku-names';

/** The headline of an ended round, from the side of the seat named "you" (or neutral). */
export const ROUND_HEADLINE_WORDS = {
  misdeal: 'Misdeal: the cards are dealt again.',
  'lucky-hands-draw': 'Both players hold a lucky hand: the round is a draw.',
  'nobody-privilege': "Nobody won the round; the dealer's privilege pays {points}.",
  nobody: 'Nobody won the round: no points.',
  won: { you: 'You won the round: {points}.', other: '{Player} won the round: {points}.' },
} as const satisfies { readonly [id: string]: Template };

export function roundHeadline(result: RoundResult, seats: Seats): string {
  if (result.end === 'misdeal') return ROUND_HEADLINE_WORDS.misdeal;
  if (result.end === 'teyaku-draw') return ROUND_HEADLINE_WORDS['lucky-hands-draw'];
  if (result.winner === null) {
    return result.dealerPrivilege
      ? sentence(ROUND_HEADLINE_WORDS['nobody-privilege'], 'dealer', { points: countOf(Math.max(...result.points), POINTS) })
      : ROUND_HEADLINE_WORDS.nobody;
  }
  return sentence(ROUND_HEADLINE_WORDS.won, seats[result.winner], { points: countOf(result.points[result.winner], POINTS) });
}

// ---------------------------------------------------------------------------------------
// The round's record
// ---------------------------------------------------------------------------------------

/** A log line as a player's view shows it: a card taken face down by the other player is hidden. */
export type SeenLogEntry = RoundLogEntry | { readonly type: 'draw-to-hand'; readonly player: PlayerIndex; readonly card: null; readonly faceUp: false };

/**
 * The sentences of each log entry type, by case. `{player}` is the mover, `{card}` the card
 * played or turned, `{cards}` the cards taken, `{yaku}` the yaku made, `{points}` the base.
 */
export const LOG_WORDS = {
  play: {
    captured: '{Player} played {card} and took {cards}.',
    unmatched: '{Player} played {card}; it matches nothing and stays on the field.',
    laid: '{Player} laid {card} on the field without capturing.',
  },
  draw: {
    captured: '{Player} turned {card} and took {cards}.',
    unmatched: '{Player} turned {card}; it matches nothing and goes to the field.',
  },
  'draw-to-hand': {
    hidden: { you: 'You drew a card into your hand.', other: '{Player} drew a card into their hand.' },
    faceUp: {
      you: 'You turned {card}; it matches nothing and goes into your hand.',
      other: '{Player} turned {card}; it matches nothing and goes into their hand.',
    },
    faceDown: 'You drew {card} into your hand.',
  },
  'field-capture': { captured: '{Player} captured {cards}, all four of a month dealt to the field.' },
  yaku: {
    offered: '{Player} made {yaku} ({points} in all).',
    'forced-stop': '{Player} made {yaku} ({points} in all). {reason}',
  },
  call: {
    koikoi: '{Player} called koi-koi: play goes on.',
    shobu: '{Player} called shōbu and stopped the round.',
  },
  'lucky-hand': {
    redeal: '{Player} declared a misdeal with a lucky hand: the cards are dealt again.',
    play: '{Player} kept a lucky hand and plays on.',
  },
} as const satisfies { readonly [T in RoundLogType]: { readonly [variant: string]: Template } };

/** One sentence (two for a forced stop) for one line of the round's record. */
export function logEntryText(e: SeenLogEntry, seats: Seats): string {
  const subject = seats[e.player];
  switch (e.type) {
    case 'play':
    case 'draw': {
      const words = LOG_WORDS[e.type];
      const card = shortName(e.card);
      if (e.type === 'play' && e.laid) return sentence(LOG_WORDS.play.laid, subject, { card });
      return e.captured.length > 0
        ? sentence(words.captured, subject, { card, cards: cardList(e.captured) })
        : sentence(words.unmatched, subject, { card });
    }
    case 'draw-to-hand': {
      const words = LOG_WORDS['draw-to-hand'];
      // A card drawn face down stays the drawer's secret: only "you" may see its name.
      if (e.card === null || (!e.faceUp && subject !== 'you')) return sentence(words.hidden, subject);
      return sentence(e.faceUp ? words.faceUp : words.faceDown, subject, { card: shortName(e.card) });
    }
    case 'field-capture':
      return sentence(LOG_WORDS['field-capture'].captured, subject, { cards: cardList(e.captured) });
    case 'yaku':
      return sentence(LOG_WORDS.yaku[e.outcome], subject, {
        yaku: yakuList(e.yaku),
        points: countOf(e.base, POINTS),
        reason: e.reason === null ? '' : koikoiRefusalText(e.reason),
      }).trim();
    case 'call':
      return sentence(LOG_WORDS.call[e.call], subject);
    case 'lucky-hand':
      return sentence(LOG_WORDS['lucky-hand'][e.choice], subject);
  }
}

export function logEntriesText(entries: readonly SeenLogEntry[], seats: Seats): string {
  return entries.map((e) => logEntryText(e, seats)).join(' ');
}

// ---------------------------------------------------------------------------------------
// Who deals first
// ---------------------------------------------------------------------------------------

/** `{player}` is the one who deals; `{first}`/`{second}` the cards players 0 and 1 drew. */
export const DEALER_DRAW_WORDS = {
  'from-link': { you: 'This deal comes from a link, which sets the dealer: you deal.', other: 'This deal comes from a link, which sets the dealer: {player} deals.' },
  random: {
    you: 'These rules choose the first dealer at random: you deal first.',
    other: 'These rules choose the first dealer at random: {player} deals first.',
  },
  tie: '{Seat0} drew {first}; {seat1} drew {second}. Same month and same kind: both draw again.',
  'earlier-month': {
    you: '{Seat0} drew {first}; {seat1} drew {second}. {month} comes first, so you deal.',
    other: '{Seat0} drew {first}; {seat1} drew {second}. {month} comes first, so {player} deals.',
  },
  'higher-kind': {
    you: '{Seat0} drew {first}; {seat1} drew {second}. Same month: the higher kind (bright, animal, ribbon, chaff) wins, so you deal.',
    other: '{Seat0} drew {first}; {seat1} drew {second}. Same month: the higher kind (bright, animal, ribbon, chaff) wins, so {player} deals.',
  },
  /** A drawn card: its name, month and kind. */
  card: '{name} ({month}, {kind})',
  /** One drawer's card, in a draw of three players: `{player}` drew `{card}` (in running text: the list's sentence capitalises its start). */
  drew: '{player} drew {card}',
  /** A draw of three players: `{draws}` lists each drawer's card. */
  'tie-three': '{Draws}. The best cards are of the same month and kind: those players draw again.',
  'earlier-month-three': {
    you: '{Draws}. {month} comes first, so you deal.',
    other: '{Draws}. {month} comes first, so {player} deals.',
  },
  'higher-kind-three': {
    you: '{Draws}. Same month: the higher kind (bright, animal, ribbon, chaff) wins, so you deal.',
    other: '{Draws}. Same month: the higher kind (bright, animal, ribbon, chaff) wins, so {player} deals.',
  },
} as const satisfies { readonly [id: string]: Template };

function drawnCard(id: CardId): string {
  const c = getCard(id);
  return sentence(DEALER_DRAW_WORDS.card, 'you', { name: shortName(id), month: monthName(c.month), kind: kindLabel(c) });
}

/** Why one player deals first, one sentence per draw. */
export function dealerDrawText(choice: FirstDealerChoice, fromLink: boolean, seats: Seats): string[] {
  if (fromLink && choice.draws.length === 0) return [sentence(DEALER_DRAW_WORDS['from-link'], seats[choice.dealer])];
  if (choice.method === 'random') return [sentence(DEALER_DRAW_WORDS.random, seats[choice.dealer])];
  return choice.draws.map((d) => drawSentence(d, seats));
}

/** One draw in words: the engine's ruling (dealerDrawRuling) says who deals and why. */
function drawSentence(d: DealerDraw, seats: Seats): string {
  const drawers = d.drawers ?? seats.map((_, p) => p as PlayerIndex);
  const ruling = dealerDrawRuling(d.cards);
  const subject = d.dealer === null ? seats[drawers[0]!] : seats[d.dealer];
  const month = ruling.reason === 'earlier-month' ? monthName(ruling.month) : '';
  if (drawers.length !== 2) {
    const draws = listOf(d.cards.map((c, i) => sentence(DEALER_DRAW_WORDS.drew, seats[drawers[i]!], { card: drawnCard(c) })));
    const key = ruling.reason === 'tie' ? 'tie-three' : ruling.reason === 'earlier-month' ? 'earlier-month-three' : 'higher-kind-three';
    return sentence(DEALER_DRAW_WORDS[key], subject, { draws, month });
  }
  const [first, second] = d.cards;
  const params = { seat0: seatWord(seats[drawers[0]!]), seat1: seatWord(seats[drawers[1]!]), first: drawnCard(first!), second: drawnCard(second!) };
  if (ruling.reason === 'tie') return sentence(DEALER_DRAW_WORDS.tie, subject, params);
  if (ruling.reason === 'earlier-month') return sentence(DEALER_DRAW_WORDS['earlier-month'], subject, { ...params, month });
  return sentence(DEALER_DRAW_WORDS['higher-kind'], subject, params);
}
