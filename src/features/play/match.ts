/**
 * The practice game as a local match (table/local-match.ts): its one commit, and the pacer of
 * its computer seats (table/computer-pacer.ts), which listens to the game and moves a computer
 * seat when it is that seat's turn. Seat 0 is the person at the screen (its moves come from the
 * table's gestures, moves.ts); the other seats are computer levels (drivers.ts).
 */
import { computed } from 'nanostores';
import { playerView } from '../../engine/round/view';
import { localMatch } from '../table/local-match';
import { computerPacer } from '../table/computer-pacer';
import { tableModel, type TableModel } from '../table/table-model';
import { $pending, $session, setPending, storeGame } from './session';
import { clearProblem, computerNotLoaded, moveRefused } from './problems';
import { clearHint } from './hints';
import { sayStep } from './narration';
import { aiSeed } from './save';
import { practiceDrivers } from './drivers';
import { YOU } from './words';

export const practiceMatch = localMatch({
  $session,
  store: storeGame,
  refused: moveRefused,
  stale: () => {
    setPending(null);
    clearHint();
    clearProblem();
  },
  taken: (before, after, step) => sayStep(before.game, after.game, step),
});

export const practicePacer = computerPacer({
  $session,
  driverOf: (s, seat) => practiceDrivers(s)[seat],
  started: (s) => s.started,
  seedOf: (s) => aiSeed(s, s.steps.length),
  commit: practiceMatch.commit,
  loadFailed: computerNotLoaded,
});

/** A computer is about to move (the pacer's). */
export const $thinking = practicePacer.$thinking;

/**
 * The table as the person sees it: built from their `PlayerView` alone (the engine decides
 * what is hidden, and what the end of a round reveals), plus the game's totals. Its
 * `actions` are the person's legal actions now (empty when it is not their move).
 */
export const $table = computed([$session, $pending, $thinking], (s, pending, thinking): TableModel | null => {
  if (!s) return null;
  const game = s.game;
  return tableModel(
    playerView(game.current, YOU),
    { round: game.round, rounds: game.rules.options.rounds, totals: game.totals, status: game.status },
    { started: s.started, pending, thinking },
  );
});
