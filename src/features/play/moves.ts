/**
 * The person's moves on the practice table, each committed through the match (match.ts: the
 * engine applies it, the session saves it, the narrator says it; the pacer, listening, moves the
 * computer seats). Undo replays the game one move of the person's fewer.
 */
import { computed } from 'nanostores';
import type { CardId } from '../../engine/cards';
import type { PlayerView } from '../../engine/round/types';
import { playerView } from '../../engine/round/view';
import { fieldPress } from '../table/field-press';
import { replay, type PlaySession } from './save';
import { seatStep, stepSeat } from '../../engine/round/record';
import { $pending, $session, setPending, storeGame } from './session';
import { undoFailed } from './problems';
import { endReview } from '../review/review-nav';
import { clearHint, hintedCard } from './hints';
import { sayChoosing, sayUndone } from './narration';
import { resetTransient } from './game-start';
import { $table, practiceMatch } from './match';
import { YOU } from './words';

const commit = practiceMatch.commit;

/** The session when it is the person's move, else null. */
export function yourMove(): PlaySession | null {
  const s = $session.get();
  if (!s || !s.started || s.game.status !== 'playing' || s.game.current.toMove !== YOU) return null;
  return s;
}

/** The person's view while it is their move (the gestures act on nothing else). */
function yourView(): PlayerView | null {
  const s = yourMove();
  return s ? playerView(s.game.current, YOU) : null;
}

/** What the message bar says while a pressed hand card waits for its choice. */
/**
 * The person's hand-card gestures: the table's one handler (table/field-press.ts), with the
 * practice game's pending card, its words for a choice (a hint for another card is dropped),
 * and the engine's reason when a card cannot be played.
 */
const gestures = fieldPress(yourView, (action) => commit(seatStep(YOU, action)), undefined, {
  pending: { $pending, set: setPending },
  judgeIllegal: true,
  choosing: (card, lay) => {
    if (hintedCard() !== card) clearHint();
    sayChoosing(card, $table.get()?.choice?.options ?? [], lay);
  },
});

/**
 * Plays a card from the person's hand. A card that matches two field cards waits in
 * `$pending` for `choose`; with `take` given, it is played at once (the engine judges the take).
 */
export function play(card: CardId, take?: CardId): boolean {
  if (take === undefined) return gestures.press(card);
  if (yourView()?.phase !== 'play') return false;
  return commit(seatStep(YOU, { type: 'play', card, take }));
}

/** Says which field card to take: for the pending hand card, or for the turned card. */
export const choose = gestures.choose;

/** Lays a matching hand card on the field without taking (when the engine offers it). */
export const lay = gestures.lay;

export const cancelChoice = gestures.cancelChoice;

/** A lucky hand's holder redeals or plays on (when the engine offers it). */
export function chooseLuckyHand(choice: 'redeal' | 'play'): boolean {
  if (!yourMove()) return false;
  return commit(seatStep(YOU, { type: 'luckyHand', choice }));
}

export function call(decision: 'koikoi' | 'shobu'): boolean {
  if (!yourMove()) return false;
  return commit(seatStep(YOU, { type: 'call', call: decision }));
}

export function nextRound(): boolean {
  const s = $session.get();
  if (!s || s.game.status !== 'round-over') return false;
  endReview();
  return commit({ type: 'next-round' });
}

/** Index of the step that `undo` would take back (the person's latest move this round), or -1. */
export function undoIndex(s: PlaySession | null): number {
  if (!s || !s.undo || s.game.status !== 'playing') return -1;
  for (let i = s.steps.length - 1; i >= 0; i--) {
    const seat = stepSeat(s.steps[i]!);
    if (seat === null) return -1;
    if (seat === YOU) return i;
  }
  return -1;
}

export const $canUndo = computed($session, (s) => undoIndex(s) >= 0);

/** Takes back the person's last move and everything after it (the computers' replies). */
export function undo(): boolean {
  const s = $session.get();
  const at = undoIndex(s);
  if (!s || at < 0) return false;
  const steps = s.steps.slice(0, at);
  const replayed = replay(s.origin, s.rules, steps);
  if (!replayed.ok) {
    undoFailed(replayed.error);
    return false;
  }
  resetTransient();
  const undone = s.steps.length - at;
  storeGame({ ...s, steps, game: replayed.value });
  sayUndone(undone, s.game.totals.length, replayed.value);
  return true;
}
