/**
 * The game a room's seat reviews once it is over, dealt again on this device: the server sends
 * each seat the finished game's secret (or, for a room saved before secret deals, its seed) and
 * steps (room-model.ts, FinishedGame) only at the game's
 * end, and they are replayed here through the engine (the practice game's replay, save.ts), so
 * the review reads the very game the server held. Loaded with the review only.
 */
import type { GameState } from '../../engine/round/game';
import { decodeRuleSet } from '../../engine/rules/rule-code';
import type { SeatView } from '../../server/rooms/room-model';
import { applyStep, replay, type GameStep, type Outcome } from '../play/save';
import { createKeyedGame } from '../../engine/round/keyed-game';
import { createGame } from '../../engine/round/game';
import { isDealSecret } from '../../engine/keyed';
import type { RuleSet } from '../../engine/rules/ruleset';

/** The steps replayed on a game dealt from a room's secret. */
function replaySecret(secret: string, rules: RuleSet, steps: readonly GameStep[]): Outcome<GameState> {
  if (!isDealSecret(secret)) return { ok: false, error: { code: 'no-origin' } };
  let game = createKeyedGame({ rules, secret });
  for (const step of steps) {
    const next = applyStep(game, step);
    if (!next.ok) return next;
    game = next.value;
  }
  return { ok: true, value: game };
}

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
  // Each action is the seat's own: its player is the seat the server recorded it for.
  const steps = finished.steps.map((s): GameStep => ('seat' in s ? { ...s.action, player: s.seat } : s));
  // A room's game is dealt from its secret (keyed.ts); a game of a room saved before secret deals, from its seed.
  const game = 'secret' in finished ? replaySecret(finished.secret, rules.value, steps) : replay({ kind: 'new', seed: finished.seed }, rules.value, steps);
  if (!game.ok || game.value.status !== 'finished' || game.value.totals.join() !== view.totals.join()) return null;
  return game.value;
}
