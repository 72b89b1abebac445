/**
 * Words of the practice table's panels (who deals, a choice, koi-koi or shōbu, the round's end,
 * the score by round), the review and the settings: apart from words.ts because these load
 * with those parts, after the table is drawn, keeping the game's first script inside its
 * budget. `playText` here knows both files' ids.
 */
import { fill, fillParts, type TemplateParams } from '../../words/format';
import { PLAY_WORDS } from './words';

export const PANEL_WORDS = {
  'intro.title.link': 'A shared deal: round {round}, {month}',
  'intro.title': 'Who deals first',
  'intro.drew': '{name}: {card}',
  'intro.opens.you': 'The dealer plays first. Your hand is dealt below.',
  'intro.start': 'Start round {round}',
  'choice.title.turned': 'You turned {card}: take which card?',
  'choice.title.played': 'You play {card}: take which card?',
  'choice.take': 'Take {card}',
  'choice.cancel': 'Play another card',
  'choice.title.played.lay': 'You play {card}: take a card, or lay it?',
  'choice.lay': 'Lay {card} on the field without taking',
  'decision.title': 'You made {yaku}! Koi-koi or shōbu?',
  'decision.now': 'Your yaku now',
  'decision.base': 'Base {base}; stopping now scores {stop}.',
  'decision.how': 'How the {points} are counted',
  'decision.how.one': 'How the {points} is counted',
  'decision.stake': 'What is at stake',
  'decision.near': '{Opponent} is one card away from {yaku}.',
  'decision.near.item': '{yaku} ({need})',
  'decision.near.none': '{Opponent} is not one card away from any yaku.',
  'decision.cards-left': 'Cards left: your hand {hand}, {theirs} hand {opponent}, the pile {pile}.',
  'decision.koikoi': 'Koi-koi: play on',
  'decision.shobu': 'Shōbu: stop and score {points}',
  'totals.caption': 'Score by round',
  'totals.round': 'Round',
  'totals.total': 'Total',
  'totals.row': '{round}. {month}',
  'end.title': 'Round {round} over',
  'end.headline.finished': 'Round {round}: {headline}',
  'end.lucky.you': 'You held {hands} ({points}).',
  'end.how.you': 'How your {points} were counted',
  'end.how.you.one': 'How your {points} was counted',
  'end.new-game': 'New game',
  'end.settings': 'Change settings',
  'end.next': 'Deal round {round}',
  'end.review': 'Review this round move by move',
  'end.review.game': 'Review the game, round by round',
  'game-over.tie': 'Game over: a tie, {won} to {lost}',
  'game-over.you': 'Game over: you win, {won} to {lost}',
  'game-over.other': 'Game over: {player} wins, {won} to {lost}',
  'review.title': 'Review: round {round}, {month}',
  'review.controls': 'Step through the round',
  'review.first': '« Deal',
  'review.previous': '◀ Previous',
  'review.next': 'Next ▶',
  'review.last': 'End »',
  'review.deal': 'The deal',
  'review.move': 'Move {move} of {moves}',
  'review.deals.you': 'You deal.',
  'review.field': 'Field',
  'review.hand.you': 'Your hand',
  'review.captures.you': 'Your captures',
  'review.no-cards': 'No cards.',
  'review.back': 'Back to the score',
  'last.nothing': 'Last turn: {player} took nothing.',
  'moment.item': '{yaku}, {points}',
  'decision.last-turn': 'Your hand is empty: this was your last turn. After a koi-koi you cannot play again; only {opponent} plays on.',
  'decision.ends-now': 'Both hands are empty: a koi-koi now ends the round at once, as if the cards ran out.',
  'decision.ends-now.three': 'Every hand is empty: a koi-koi now ends the round at once, as if the cards ran out.',
  'runout.no-score': 'If the round runs out before anyone stops, nobody scores: your {points} would be lost.',
  'runout.dealer-privilege': 'If the round runs out before anyone stops, only the dealer’s privilege is paid: your {points} would be lost.',
  'runout.last-yaku-wins': 'If the round runs out before anyone stops, the last player to form or improve a yaku wins the round.',
  'runout.koikoi-caller-loses': 'If the round runs out before anyone stops, the last koi-koi caller loses: that would be you.',
  'end.forfeit.you': 'You called koi-koi with {yaku} ({points}), and the round ran out before anyone stopped: that call cost you the {points}.',
  'end.forfeit.computer': '{Player} called koi-koi with {yaku} ({points}), and the round ran out before anyone stopped: that call cost it the {points}.',
  'end.yaku.you': 'Your yaku',
  'hand.prompt.count': '{count} in hand',
  'intro.opens.other': 'The dealer plays first: {player} will open the round.',
  'game-over.tie.seats': 'Game over: a tie',
  'game-over.seat.you': 'Game over: you win',
  'game-over.seat': 'Game over: {player} wins',
  'end.yaku.other': '{Player}’s yaku',
  'end.forfeit.other': '{Player} called koi-koi with {yaku} ({points}), and the round ran out before anyone stopped: that call cost them the {points}.',
  'end.lucky.other': '{Player} held {hands} ({points}).',
  'end.how.other': 'How {player}’s {points} were counted',
  'end.how.other.one': 'How {player}’s {points} was counted',
  'end.others': 'The others',
  'review.deals.other': '{Player} deals.',
  'review.hand.other': '{Player}’s hand',
  'review.captures.other': '{Player}’s captures',
  'review.title.of': '{name}’s review: round {round}, {month}',
  'decision.near.three': 'An opponent is one card away from {yaku}.',
  'decision.near.none.three': 'Neither opponent is one card away from any yaku.',
  'decision.cards-left.three': 'Cards left: your hand {hand}, the other two hands {opponent}, the pile {pile}.',
  'decision.last-turn.three': 'Your hand is empty: this was your last turn. After a koi-koi you cannot play again; only the others play on.',
  'stakes.koikoi': 'Koi-koi: play goes on and you may add to your yaku, but if {opponent} makes a yaku and stops first, you score nothing this round.',
  'stakes.koikoi.three': 'Koi-koi: play goes on and you may add to your yaku, but if another player makes a yaku and stops first, you score nothing this round.',
  'stakes.multiplier': '{option} in these rules: {meaning}.',
  'stakes.seven-double': 'A base of 7 points or more doubles.',
  'setup.players': 'Players',
  'setup.players.two': 'Two: you and the computer',
  'setup.players.three': 'Three: you and two computers',
  'setup.opponent': 'Opponent',
  'setup.opponent.left': 'Computer (left)',
  'setup.opponent.right': 'Computer (right)',
  'setup.undo': 'Take back your last move (and the computer’s reply). Handy while learning.',
  'setup.undo.three': 'Take back your last move (and the computers’ replies). Handy while learning.',
  'setup.in-progress': 'A game is in progress (round {round}, {scores}). Starting a new game replaces it.',
} as const;

/** Every id of the practice table's words: the table's own and the panels'. */
export const ALL_PLAY_WORDS = { ...PLAY_WORDS, ...PANEL_WORDS };
export type AnyPlayTextId = keyof typeof ALL_PLAY_WORDS;

/** The string `id`, with its parameters filled. */
export function playText(id: AnyPlayTextId, params?: TemplateParams): string {
  return fill(ALL_PLAY_WORDS[id], params);
}

/** The string `id` with parameters that may be elements (a <strong>), as pieces to render. */
export function playParts<T>(id: AnyPlayTextId, params: { readonly [name: string]: string | number | T }): (string | T)[] {
  return fillParts(ALL_PLAY_WORDS[id], params);
}
