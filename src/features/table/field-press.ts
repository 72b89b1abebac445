/**
 * The hand-card gestures of a feed, for drivers that need nothing more: a press plays the card
 * at once or waits for its choice of field card (`$pending`), a choice or a lay becomes the
 * engine's action, all read from the shown seat's view alone (its legal actions) and handed
 * to `act` (applied by a local game, sent by a room). The practice game keeps its own
 * (src/features/play/moves.ts) because it words the choice in its narration.
 */
import { atom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import type { PlayerView, RoundAction } from '../../engine/round';
import { viewLegalActions } from '../../engine/round/view';
import { choiceAction, openChoice, pressHandCard } from '../../shared/field-choice';
import type { TableFeed } from './seat-driver';

export type FieldPress = Pick<TableFeed, '$pending' | 'press' | 'choose' | 'lay' | 'cancelChoice'>;

/**
 * `legal`, when given, is what the seat may do now as the game's keeper says (a room's server,
 * which may hold the seat's move while its view cannot show why); otherwise the view's own.
 */
export function fieldPress(
  view: () => PlayerView | null,
  act: (action: RoundAction) => void,
  legalNow?: () => readonly RoundAction[] | null,
): FieldPress {
  const $pending = atom<CardId | null>(null);
  const legal = (): readonly RoundAction[] => {
    const given = legalNow?.();
    if (given) return given;
    const v = view();
    return v ? viewLegalActions(v) : [];
  };
  return {
    $pending,
    press(card) {
      const press = pressHandCard(legal(), card, { lay: true });
      if (press.kind === 'choose') $pending.set(card);
      else if (press.kind === 'play') {
        $pending.set(null);
        act(press.action);
      }
    },
    choose(take) {
      const v = view();
      const choice = v ? openChoice(legal(), v.drawn, $pending.get(), { lay: true }) : null;
      if (!choice) return;
      $pending.set(null);
      act(choiceAction(choice, take));
    },
    lay(card) {
      $pending.set(null);
      act({ type: 'play', card, lay: true } as RoundAction);
    },
    cancelChoice() {
      $pending.set(null);
    },
  };
}
