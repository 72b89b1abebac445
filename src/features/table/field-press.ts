/**
 * The hand-card gestures, one handler for every feed: a press plays the card at once or waits
 * for its choice of field card (`$pending`), a choice or a lay becomes the engine's action, all
 * read from the shown seat's view alone (its legal actions) and handed to `act` (applied by a
 * game held here, sent by a room). What a mode adds comes as hooks: the practice game keeps the
 * pending card in its store, words the choice in its narration, and lets the engine say why a
 * card cannot be played.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import type { PlayerView, RoundAction } from '../../engine/round';
import { viewLegalActions } from '../../engine/round/view';
import { choiceAction, openChoice, pressHandCard } from '../../shared/field-choice';
import type { TableFeed } from './seat-driver';

/** The gestures; each says whether it did something (false: nothing to do, or refused). */
export interface FieldPress extends Pick<TableFeed, '$pending'> {
  press(card: CardId): boolean;
  choose(take: CardId): boolean;
  lay(card: CardId): boolean;
  cancelChoice(): void;
}

export interface FieldPressHooks {
  /** The pending card, when the mode's store keeps it (its atom and its owner's writer; else the handler's own). */
  readonly pending?: { readonly $pending: ReadableAtom<CardId | null>; set(card: CardId | null): void };
  /** A pressed card now waits for its choice (`lay`: laying it without a take is one of them). */
  readonly choosing?: (card: CardId, lay: boolean) => void;
  /** A card the seat's legal actions do not allow is still handed to `act`, for the engine to say why. */
  readonly judgeIllegal?: boolean;
}

/**
 * `view` is the shown seat's view while it may move (null: not its move, nothing to do).
 * `legal`, when given, is what the seat may do now as the game's keeper says (a room's server,
 * which may hold the seat's move while its view cannot show why); otherwise the view's own.
 */
export function fieldPress(
  view: () => PlayerView | null,
  act: (action: RoundAction) => boolean | void,
  legalNow?: () => readonly RoundAction[] | null,
  hooks: FieldPressHooks = {},
): FieldPress {
  const own = hooks.pending ? null : atom<CardId | null>(null);
  const $pending = hooks.pending?.$pending ?? own!;
  const setPending = hooks.pending ? hooks.pending.set : (card: CardId | null) => own!.set(card);
  const legal = (v: PlayerView): readonly RoundAction[] => legalNow?.() ?? viewLegalActions(v);
  const send = (action: RoundAction): boolean => act(action) !== false;
  return {
    $pending,
    press(card) {
      const v = view();
      if (!v || v.phase !== 'play') return false; // a late press on a table already moved on
      const press = pressHandCard(legal(v), card, { lay: true });
      if (press.kind === 'choose') {
        setPending(card);
        hooks.choosing?.(card, press.lay);
        return true;
      }
      if (press.kind === 'play') {
        setPending(null);
        return send(press.action);
      }
      return hooks.judgeIllegal ? send({ type: 'play', card }) : false;
    },
    choose(take) {
      const v = view();
      const choice = v ? openChoice(legal(v), v.drawn, $pending.get(), { lay: true }) : null;
      if (!choice) return false;
      setPending(null);
      return send(choiceAction(choice, take));
    },
    lay(card) {
      const v = view();
      if (!v || v.phase !== 'play') return false;
      setPending(null);
      return send({ type: 'play', card, lay: true });
    },
    cancelChoice() {
      setPending(null);
    },
  };
}
