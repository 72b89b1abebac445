/**
 * The pass-and-play game as a table feed (src/features/table/seat-driver.ts): every seat is a
 * person at this screen, handed the device in turn (`hand-over` drivers). The table draws the
 * view of the seat that holds the device, or at a round's end the ended round (every hand
 * revealed); between turns `$shown` is null and `$handOver` names the next player, so the
 * table draws the hand-over screen instead (hand-over.ts decides which, pass-store.ts holds the
 * game).
 */
import { atom, computed } from 'nanostores';
import type { RoundAction } from '../../engine/round/types';
import { bySeat, seatCount } from '../../engine/round/seats';
import type { ShownSeat, TableFeed } from '../table/seat-driver';
import { publicGame } from '../table/public-game';
import { playerNames } from '../table/seat-names';
import { fieldPress } from '../table/field-press';
import { $passError, $passNarration, $passScreen, $passSession, passAct, passNextRound, takeSeat } from './pass-store';

const $drivers = computed($passSession, (s) =>
  s === null ? bySeat(2, () => ({ kind: 'hand-over' as const, name: '' })) : bySeat(seatCount(s.rules.options), (p) => ({ kind: 'hand-over' as const, name: s.names[p] })),
);
// Nobody is "you" on a shared screen: every seat is called by its player's name.
const $names = computed($passSession, (s) => playerNames(s?.names ?? ['', ''], null));
const $shown = computed([$passSession, $passScreen], (s, screen): ShownSeat | null =>
  s === null || screen === null || screen.kind === 'hand-over' ? null : { view: screen.view, game: publicGame(s.game, true, false) },
);
const $handOver = computed($passScreen, (screen) => (screen?.kind === 'hand-over' ? screen.to : null));
const NOBODY_THINKING = atom(false);

function act(action: RoundAction): void {
  passAct(action);
}

/** A pass-and-play feed over the page's store (one per table on screen; `dispose` when it goes). */
export function passFeed(): TableFeed {
  // The hand-card gestures read the shown seat's view only (a hand-over screen has none).
  const press = fieldPress(() => $shown.get()?.view ?? null, act);
  // A card pressed and left waiting for its choice is forgotten when the screen is handed over.
  const unlisten = $handOver.listen((seat) => {
    if (seat !== null) press.cancelChoice();
  });
  return {
    $drivers,
    $names,
    $shown,
    $pending: press.$pending,
    $narration: $passNarration,
    $error: $passError,
    $thinking: NOBODY_THINKING,
    press: press.press,
    choose: press.choose,
    lay: press.lay,
    cancelChoice: press.cancelChoice,
    act,
    // Play starts at once: the hand-over screen says who deals first.
    start: () => undefined,
    nextRound: () => void passNextRound(),
    $handOver,
    takeSeat: () => void takeSeat(),
    dispose: unlisten,
  };
}
