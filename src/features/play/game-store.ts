/**
 * The practice game's store, in one import for the islands and tests: its state (session.ts)
 * and the actions the table calls — starting a game (game-start.ts), the person's moves and
 * undo (moves.ts), hints (hints.ts), the one commit and the computer seats' pacer (match.ts) and the
 * review's navigation (../review/review-nav.ts). Components only subscribe and call these; the rules
 * come from the engine alone, the computers' moves from their seat drivers (drivers.ts).
 */
export { $session, $saveNotice, dismissSaveNotice, $pending } from './session';
export { $narration, narrationSaid } from './narration';
export { $error } from './problems';
export { $thinking, $table } from './match';
import { practicePacer } from './match';
export {
  $setupOpen,
  $linkState,
  newGame,
  playDealLink,
  openFromAddress,
  dismissLink,
  discardGame,
  openSetup,
  closeSetup,
  startPlay,
  type NewGameOptions,
  type LinkDefaults,
} from './game-start';
export { play, choose, lay, chooseLuckyHand, cancelChoice, call, nextRound, undo, undoIndex, $canUndo } from './moves';
export { $hint, requestHint, cancelHint, clearHint, $hintProgress, $hintBusy } from './hints';
/** The computer seats' pacer (table/computer-pacer.ts): loaded, holding for the beats, paced, stepped by hand in tests. */
export const { ready: aiReady, hold: holdComputer, setPace, step: computerStep } = practicePacer;
export { $review, startReview, reviewTo, endReview } from '../review/review-nav';
export { type PlaySession } from './save';
export type { PlayerIndex } from '../../engine/round';
