/**
 * The one place the coach's settings for a position of the practice game are made. A hint,
 * the koi-koi odds and the later review of the same round must give the same values, so all
 * three take their settings from here: the decision's seed derived from the game's seed and
 * the position (`decisionSeed`), the coach's standard number of playouts, and the game's
 * context (totals before the round, rounds left) of the person's seat.
 *
 * Imports the coach's evaluation module (for the seed and the playouts), so load it with the
 * code that evaluates, not with the page's first script.
 */
import { COACH_PLAYOUTS, decisionSeed, historyContext, type CoachSettings, type ReviewSettings } from '../../engine/coach';
import { gameContext } from '../../engine/ai/game-context';
import type { GameState, PlayerIndex, PlayerView } from '../../engine/round';

/** The coach's settings for the decision of `view` in the round in play of `game`. */
export function coachSettingsFor(game: GameState, view: PlayerView): CoachSettings {
  return { seed: decisionSeed(game.seed, view), playouts: COACH_PLAYOUTS, context: gameContext(game, view.player) };
}

/**
 * The review's settings for round `historyIndex` of `game`'s history, as `player` saw it: each
 * decision's seed is derived from the same game seed and position as its hint's, and the
 * context is the one the round was played in (totals before it), so a grade and the hint given
 * at the same decision agree.
 */
export function reviewSettingsFor(game: GameState, historyIndex: number, player: PlayerIndex): ReviewSettings {
  return { seed: game.seed, playouts: COACH_PLAYOUTS, context: historyContext(game, historyIndex, player) };
}

/** A key naming one evaluation: the same key, the same values (a view and its settings). */
export function evaluationKey(view: PlayerView, settings: CoachSettings): string {
  // The whole view, log included: the playouts read what the opponent did to guess their hand.
  return JSON.stringify([settings.seed, settings.playouts ?? null, settings.context ?? null, view]);
}
