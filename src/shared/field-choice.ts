/**
 * Choosing what a card takes: a card played from the hand, or turned from the pile, that
 * matches two field cards takes the one the player picks. The practice game and the lessons
 * both run this choice, so it lives here, beside the other code every feature may use, rather
 * than inside one feature that the other would then depend on.
 *
 * Under `handCapture: optional` a matching hand card may also be laid on the field without
 * taking (the engine offers `play` with `lay: true` beside its captures). A caller that offers
 * laying asks for it (`{ lay: true }`): pressing such a card then opens the choice, with the
 * lay as one of its answers. A caller that does not (a lesson about capturing) never sees it.
 *
 * It only reads the engine's legal actions (one `play` per card and choice, one `drawTake`
 * per choice), so it never re-implements matching: the UI asks, the engine has answered.
 */
import type { CardId } from '../engine/cards';
import type { RoundAction } from '../engine/round';

type PlayAction = Extract<RoundAction, { type: 'play' }>;
type DrawTakeAction = Extract<RoundAction, { type: 'drawTake' }>;

/** Whether the caller offers laying a matching card without taking (`handCapture: optional`). */
export interface ChoiceOptions {
  readonly lay?: boolean;
}

/**
 * The legal plays of one hand card that take a field card, or go to the field when it matches
 * nothing (more than one: a choice of field card). A lay is not one of them: it takes no field
 * card (counting it here once made a card with one match look like a choice of two, one of
 * them taking `undefined`).
 */
export function playsOf(actions: readonly RoundAction[], card: CardId): PlayAction[] {
  return actions.filter((a): a is PlayAction => a.type === 'play' && a.card === card && !a.lay);
}

/** The engine offers laying this hand card on the field without taking. */
export function mayLayCard(actions: readonly RoundAction[], card: CardId): boolean {
  return actions.some((a) => a.type === 'play' && a.card === card && a.lay === true);
}

/** What pressing a hand card leads to. */
export type HandPress =
  /** One way to play it: play at once. */
  | { readonly kind: 'play'; readonly action: PlayAction }
  /** It matches two field cards, or may take or be laid: ask. */
  | { readonly kind: 'choose'; readonly card: CardId; readonly takes: readonly CardId[]; readonly lay: boolean }
  /** Not a legal play now (not the player's move, not in the hand…). */
  | { readonly kind: 'illegal' };

export function pressHandCard(actions: readonly RoundAction[], card: CardId, options: ChoiceOptions = {}): HandPress {
  const plays = playsOf(actions, card);
  if (plays.length === 0) return { kind: 'illegal' };
  const lay = options.lay === true && mayLayCard(actions, card);
  if (plays.length === 1 && !lay) return { kind: 'play', action: plays[0]! };
  return { kind: 'choose', card, takes: takesOf(plays), lay };
}

/** A choice waiting on screen. */
export interface FieldChoice {
  /** The card that takes (played from the hand, or turned from the pile). */
  readonly card: CardId;
  /** True: the card was turned from the pile (there is no going back). */
  readonly turned: boolean;
  /** The field cards it may take, one of which the player picks. */
  readonly takes: readonly CardId[];
  /** It may instead be laid on the field without taking (only when the caller offers laying). */
  readonly lay: boolean;
}

/**
 * The choice to show now: the turned card waiting for its take (the engine's `draw-take`
 * phase), else the hand card the player pressed (`pending`) when it has several plays.
 */
export function openChoice(actions: readonly RoundAction[], drawn: CardId | null, pending: CardId | null, options: ChoiceOptions = {}): FieldChoice | null {
  const drawTakes = actions.filter((a): a is DrawTakeAction => a.type === 'drawTake');
  if (drawTakes.length > 0 && drawn !== null) return { card: drawn, turned: true, takes: drawTakes.map((a) => a.take), lay: false };
  if (pending === null) return null;
  const press = pressHandCard(actions, pending, options);
  return press.kind === 'choose' ? { card: pending, turned: false, takes: press.takes, lay: press.lay } : null;
}

/** The field cards a hand card's capturing plays take (a card that matches nothing takes none). */
function takesOf(plays: readonly PlayAction[]): CardId[] {
  return plays.flatMap((a) => (a.take !== undefined ? [a.take] : []));
}

/** The action that picks `take` in a choice (the engine judges it like any other). */
export function choiceAction(choice: FieldChoice, take: CardId): RoundAction {
  return choice.turned ? { type: 'drawTake', take } : { type: 'play', card: choice.card, take };
}
