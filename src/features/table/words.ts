/**
 * The table's words: its own interface strings (keyed by id, whole sentences with named
 * parameters), the practice table's seat names, and why a round ended. The sentences of the
 * round's log (what each move did, a round's headline, who deals first) are in log-words.ts,
 * which loads after the table is drawn (lazy-parts.ts). The practice game's own messages are in
 * src/features/play/words.ts.
 */
import { type CardId, type Month } from '../../engine/cards';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import type { PlayerIndex, RoundResult } from '../../engine/round';
import { cardList, monthName } from '../../words/card-names';
import { capitalise, COMPUTER_SEAT_NAMES, fill, fillParts, listOf, seatWord, TABLE_SEATS, type Seats, type TemplateParams } from '../../words/format';
import { bySeat, seatCount, type SeatCount } from '../../engine/round/seats';
import type { RuleSet } from '../../engine/rules/ruleset';
import { countOf, POINTS } from '../../words/plural';
import { yakuList } from '../../words/yaku-names';

/** The table's interface strings. `{…}` are named parameters filled by `playText`. */
export const PLAY_WORDS = {
  'choosing.take': '{card} matches {takes}: choose which to take.',
  'choosing.take-or-lay': '{card} can take {takes}, or be laid on the field without taking: choose.',
  'totals.you': 'You',
  'totals.computer': 'Computer',
  'tools.replay': 'Show last move',
  'tools.menu': 'Table',
  'tools.undo': 'Undo',
  'tools.new-game': 'New game…',
  'settings.pace': 'Pace of the moves',
  'pace.relaxed': 'Relaxed',
  'pace.normal': 'Normal',
  'pace.fast': 'Fast',
  'settings.reduce': 'Fade cards in instead of moving them',
  'legend.title': 'On the field',
  'legend.takes': '◆ takes: the hand card you point at takes this card.',
  'legend.match': 'match: a card in your hand can take this card.',
  'last.took': 'Last turn: {player} took {cards}.',
  'pile.more': 'Show cards',
  'pile.less': 'Fewer details',
  'seat.away': 'Waiting for {players}: the game goes on when they are back.',
  'prompt.thinking': '{Player} is thinking…',
  'prompt.turn': '{Player} to play.',
  'badge.dealer': 'dealer',
  'badge.to-move': 'to play',
  'badge.koikoi': 'koi-koi ×{count}',
  // The table's own words (SeatTable.tsx and its parts): the hand's prompt, by what the table asks.
  'prompt.start': 'Press “Start round” when you are ready.',
  'prompt.round-over': 'The round is over.',
  'prompt.away': 'Waiting for {player} to come back.',
  'prompt.held': 'Your move is in: waiting for the table.',
  'prompt.choose-played': 'Choose which card {card} takes.',
  'prompt.choose-played.lay': 'Take a card with {card}, or lay it.',
  'prompt.choose-turned': 'Choose which card the turned card takes.',
  'prompt.decide': 'Koi-koi or shōbu?',
  'prompt.play-two': 'Your turn: play two cards.',
  'prompt.play-one': 'Your turn: play a card.',
  // What a hand card would take: a badge on the card, and a sentence in its label.
  'match.none.badge': 'no match',
  'match.none': 'Matches nothing on the field',
  'match.one.badge': 'takes {count}',
  'match.one': 'Takes {cards}',
  'match.one.lay': 'Takes {cards}, or lay it without taking',
  'match.many.badge': '{count} choices',
  'match.many': 'Matches {cards}: you choose which to take',
  'match.many.lay': 'Matches {cards}: you choose which to take, or lay it without taking',
  'hand.title': 'Your hand',
  'hand.card': '{card}. {match}.',
  'hand.card.hinted': '{card}. {match}. Suggested by the hint.',
  'hand.empty': 'Your hand is empty.',
  // Whose hand or pile: opening a label ("Your", "Ben’s"), and in running text ("the computer’s").
  'whose.you': 'Your',
  'whose.other': '{Player}’s',
  'theirs.you': 'your',
  'theirs.other': '{player}’s',
  'side.captured': 'Captured',
  'pile.label': '{owner} captured cards',
  'opp-hand.label': '{owner} hand: {cards}',
  'score.you': 'You',
  'score.label': 'Score: {scores}',
  'score.item': '{player} {points}',
  'bar.round': 'Round {round} of {rounds}',
  'turned.label': 'Last card turned from the pile',
  'turned.none': 'No card turned yet.',
  'turned.choose': '{Player} turned {card}: it matches two cards.',
  'turned.took': '{Player} turned {card}, taking {cards}.',
  'turned.stays': '{Player} turned {card}: no match, it stays on the field.',
  'turned.to-hand': '{Player} turned {card}: no match, into the hand.',
  'field.title': 'Field',
  'field.count': '({count} cards)',
  'pile.count': 'Pile:',
  'pile.cards': ' cards',
  // {when}: 'log.when', which the narrowest phones keep for screen readers only when the row is full.
  'log.title': 'Moves {when} ({count})',
  'log.when': 'this round',
  'review.loading': 'Loading the review…',
  'short.left': 'CPU left',
  'short.right': 'CPU right',
  // The narration every feed shares (the practice game's own is in src/features/play/words.ts).
  'say.round': 'Round {round}, {month}.',
  // The person to move is asked (promptFor): the practice game's and pass-and-play's.
  'say.turn.play-two': 'Your turn: play two cards.',
  'say.turn.play-one': 'Your turn: play a card.',
  'say.turn.draw-take': 'Your turned card matches two field cards: choose one.',
  'say.turn.decision': 'Koi-koi or shōbu?',
  'say.over.tie': 'The game is over: a tie, {mine} to {theirs}.',
} as const;

export type PlayTextId = keyof typeof PLAY_WORDS;

/** The string `id`, with its parameters filled. */
export function playText(id: PlayTextId, params?: TemplateParams): string {
  return fill(PLAY_WORDS[id], params);
}

/** The string `id` with parameters that may be elements (a <strong>), as pieces to render. */
export function playParts<T>(id: PlayTextId, params: { readonly [name: string]: string | number | T }): (string | T)[] {
  return fillParts(PLAY_WORDS[id], params);
}

/** The practice table's seats for three: you and two computers, named by where they sit. */
export const THREE_SEATS: Seats = bySeat(3, (p) => (p === 0 ? 'you' : { named: COMPUTER_SEAT_NAMES[p === 1 ? 0 : 1] }));

/** The practice table's seat names for a table of `n` (two: "you" and "the computer"). */
export function practiceSeats(n: SeatCount): Seats {
  return n === 2 ? TABLE_SEATS : THREE_SEATS;
}

/** The seat names of a game's table. */
export function seatNamesOf(game: { readonly rules: RuleSet }): Seats {
  return practiceSeats(seatCount(game.rules.options));
}

/** "You" / "The computer", opening a sentence. */
export function who(p: PlayerIndex, seats: Seats = TABLE_SEATS): string {
  return capitalise(seatWord(seats[p]));
}

/** "you" / "the computer", inside a sentence. */
export function whoLower(p: PlayerIndex, seats: Seats = TABLE_SEATS): string {
  return seatWord(seats[p]);
}

/** "Your" / "The computer’s" / "Ben’s": whose hand or pile, opening a label. */
export function whose(p: PlayerIndex, seats: Seats): string {
  const name = seats[p];
  return name === 'you' ? playText('whose.you') : playText('whose.other', { player: seatWord(name) });
}

/** "your" / "the computer’s" / "Ben’s": whose hand or pile, in running text. */
export function theirs(p: PlayerIndex, seats: Seats): string {
  const name = seats[p];
  return name === 'you' ? playText('theirs.you') : playText('theirs.other', { player: seatWord(name) });
}

/** "1 point", "6 points". */
export const points = (n: number): string => countOf(n, POINTS);

/** "A, B and C". */
export const listText = listOf;

export function cardsText(cards: readonly CardId[]): string {
  return cardList(cards);
}

export function yakuText(ids: readonly ScoreItemId[]): string {
  return yakuList(ids);
}

export function monthText(month: Month): string {
  return monthName(month);
}

/** What the person to move is asked to do now (said to whoever holds the seat on this screen). */
export function promptFor(game: { readonly current: { readonly phase: string; readonly playsLeft: number } }): string {
  switch (game.current.phase) {
    case 'play':
      return playText(game.current.playsLeft > 1 ? 'say.turn.play-two' : 'say.turn.play-one');
    case 'draw-take':
      return playText('say.turn.draw-take');
    case 'decision':
      return playText('say.turn.decision');
    default:
      return '';
  }
}
