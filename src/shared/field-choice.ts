/**
 * Choosing between two field cards: a card played from the hand, or turned from the pile,
 * that matches two field cards of its month takes the one the player picks. The practice
 * game and the lessons both run this choice, so it lives here, beside the other code every
 * feature may use, rather than inside one feature that the other would then depend on.
 *
 * It only reads the engine's legal actions (one `play` per card and choice, one `drawTake`
 * per choice), so it never re-implements matching: the UI asks, the engine has answered.
 */
import type { CardId } from '../engine/cards';
import type { RoundAction } from '../engine/round';

type PlayAction = Extract<RoundAction, { type: 'play' }>;
type DrawTakeAction = Extract<RoundAction, { type: 'drawTake' }>;

/** The legal plays of one hand card (more than one: a choice of field card). */
export function playsOf(actions: readonly RoundAction[], card: CardId): PlayAction[] {
  return actions.filter((a): a is PlayAction => a.type === 'play' && a.card === card);
}

/** What pressing a hand card leads to. */
export type HandPress =
  /** One way to play it: play at once. */
  | { readonly kind: 'play'; readonly action: PlayAction }
  /** It matches two field cards: ask which one it takes. */
  | { readonly kind: 'choose'; readonly card: CardId; readonly takes: readonly CardId[] }
  /** Not a legal play now (not the player's move, not in the hand…). */
  | { readonly kind: 'illegal' };

export function pressHandCard(actions: readonly RoundAction[], card: CardId): HandPress {
  const plays = playsOf(actions, card);
  if (plays.length === 0) return { kind: 'illegal' };
  if (plays.length === 1) return { kind: 'play', action: plays[0]! };
  return { kind: 'choose', card, takes: plays.map((a) => a.take!) };
}

/** A choice waiting on screen. */
export interface FieldChoice {
  /** The card that takes (played from the hand, or turned from the pile). */
  readonly card: CardId;
  /** True: the card was turned from the pile (there is no going back). */
  readonly turned: boolean;
  /** The field cards it may take, one of which the player picks. */
  readonly takes: readonly CardId[];
}

/**
 * The choice to show now: the turned card waiting for its take (the engine's `draw-take`
 * phase), else the hand card the player pressed (`pending`) when it has several plays.
 */
export function openChoice(actions: readonly RoundAction[], drawn: CardId | null, pending: CardId | null): FieldChoice | null {
  const drawTakes = actions.filter((a): a is DrawTakeAction => a.type === 'drawTake');
  if (drawTakes.length > 0 && drawn !== null) return { card: drawn, turned: true, takes: drawTakes.map((a) => a.take) };
  if (pending === null) return null;
  const plays = playsOf(actions, pending);
  return plays.length > 1 ? { card: pending, turned: false, takes: plays.map((a) => a.take!) } : null;
}

/** The action that picks `take` in a choice (the engine judges it like any other). */
export function choiceAction(choice: FieldChoice, take: CardId): RoundAction {
  return choice.turned ? { type: 'drawTake', take } : { type: 'play', card: choice.card, take };
}
