/**
 * The words beside the viewer's hand: what the table asks now (the prompt) and what each hand
 * card would take. The prompt speaks of the seat to move by its role (seat-roles.ts):
 * only a computer "is thinking"; a person is named ("Ben to play."), or waited for when away.
 */
import type { CardId } from '../../engine/cards';
import { shortName } from '../../words/card-names';
import { seatWord, type SeatName } from '../../words/format';
import type { SeatRole } from './seat-roles';
import type { TablePrompt } from './table-model';
import { cardsText, playText } from './words';

/** The seat to move while it is not the viewer's turn. */
export interface Mover {
  readonly name: SeatName;
  readonly role: SeatRole;
  /** Disconnected (a room): the game waits for them. */
  readonly away: boolean;
  /** The feed says that seat is about to move. */
  readonly thinking: boolean;
}

export function promptText(prompt: TablePrompt, pending: CardId | null, lay: boolean, mover: Mover): string {
  switch (prompt) {
    case 'start':
      return playText('prompt.start');
    case 'round-over':
      return playText('prompt.round-over');
    case 'opponent-thinking':
    case 'opponent-turn': {
      const player = seatWord(mover.name);
      if (mover.away) return playText('prompt.away', { player });
      return playText(mover.thinking && mover.role.kind === 'computer' ? 'prompt.thinking' : 'prompt.turn', { player });
    }
    case 'move-held':
      return playText('prompt.held');
    case 'choose-for-played':
      return playText(lay ? 'prompt.choose-played.lay' : 'prompt.choose-played', { card: shortName(pending!) });
    case 'choose-for-turned':
      return playText('prompt.choose-turned');
    case 'decide':
      return playText('prompt.decide');
    case 'play-two':
      return playText('prompt.play-two');
    case 'play-one':
      return playText('prompt.play-one');
  }
}

/** A hand card's badge ("takes 1") and the sentence of its label ("Takes Crane and Sun"). */
export function matchText(options: readonly (readonly CardId[])[], layable: boolean): { badge: string; label: string } {
  if (options.length === 0) return { badge: playText('match.none.badge'), label: playText('match.none') };
  // Under optional capture a matching card asks first: take, or lay it without taking.
  if (options.length === 1)
    return { badge: playText('match.one.badge', { count: options[0]!.length }), label: playText(layable ? 'match.one.lay' : 'match.one', { cards: cardsText(options[0]!) }) };
  return {
    badge: playText('match.many.badge', { count: options.length }),
    label: playText(layable ? 'match.many.lay' : 'match.many', { cards: cardsText(options.map((o) => o[0]!)) }),
  };
}
