/**
 * The game a room's seat reviews once it is over, dealt again on this device: the server sends
 * each seat the finished game's secret (or, for a room saved before secret deals, its seed) and
 * steps (room-model.ts, FinishedGame) only at the game's end, and they are replayed here through
 * the engine's game record (engine/round/record.ts), so the review reads the very game the server
 * held. Loaded with the review only.
 */
import type { GameState } from '../../engine/round/game';
import { decodeRuleSet } from '../../engine/rules/rule-code';
import type { SeatView } from '../../server/rooms/room-model';
import { decodeStep, replaySteps, type GameStep } from '../../engine/round/record';
import { createKeyedGame } from '../../engine/round/keyed-game';
import { createGame } from '../../engine/round/game';
import { seatCount } from '../../engine/round/seats';
import { isDealSecret } from '../../engine/keyed';

/**
 * The finished game of `view`, replayed from its secret or seed; null when there is none (the game is
 * still being played) or when the steps do not lead to the game the room shows (its totals),
 * which a page older or newer than the server could meet.
 */
export function reviewGameOf(view: Pick<SeatView, 'rules' | 'status' | 'finished' | 'totals'>): GameState | null {
  const finished = view.finished;
  if (view.status !== 'finished' || !finished) return null;
  const rules = decodeRuleSet(view.rules);
  if (!rules.ok) return null;
  // Each action is the seat's own: the seat the server recorded it for.
  const steps: GameStep[] = [];
  for (const raw of finished.steps) {
    const step = decodeStep(raw, seatCount(rules.value.options));
    if (!step) return null;
    steps.push(step);
  }
  // A room's game is dealt from its secret (keyed.ts); a game of a room saved before secret deals, from its seed.
  if ('secret' in finished && !isDealSecret(finished.secret)) return null;
  const start = 'secret' in finished ? createKeyedGame({ rules: rules.value, secret: finished.secret }) : createGame({ rules: rules.value, seed: finished.seed });
  const game = replaySteps(start, steps);
  if (!game.ok || game.value.status !== 'finished' || game.value.totals.join() !== view.totals.join()) return null;
  return game.value;
}
