/**
 * Computer opponents for Koi-Koi, in three levels, at a table of two or three. Each sees only
 * its own `PlayerView` (the functions accept nothing else): no peeking at another hand or the
 * pile. Decisions are synchronous, deterministic for a given seed, and come with short reasons
 * a learner can read.
 *
 *   chooseAction(view, level, seed, context?)  the level's move for the player of the view
 *   suggestMove(view, seed, context?)          the expert's move, for hints
 *
 * `context` (gameContext(game, player)) tells where the game stands: the totals and rounds
 * left, public facts. The expert then plays to win the game rather than to maximise the
 * round's points; the other levels ignore it.
 *
 * Modules: `sim` (fast mutable round twin for playouts, two or three seats), `knowledge` (yaku
 * as targets, card values), `analysis` (reading a view: threats from each opponent, reasons),
 * `policy` (playout policy), `sampler` (determinisations of the hidden hands and the pile),
 * `inference` (what each opponent's throws say of their hand), and one module per level.
 *
 * At a table of three "the opponent" is either other player: a card is worth denying by the
 * larger of their gains, a threat is either one's yaku one card away (the reasons name whose),
 * and the expert's playouts play all three seats, so its koi-koi call weighs both players who
 * could end the round. A playout is valued by the game context's utility (`gameUtilityBySeat`) over every
 * seat's points (the chance of winning the game, plus a little of `netPoints`: the player's gain
 * minus the others' mean, two players: minus the opponent's); `simDiff` is its net points alone.
 */
import { createRng, hashSeed } from '../random';
import { viewLegalActions, type PlayerView } from '../round';
import { beginnerDecision } from './beginner';
import { expertDecision } from './expert';
import { intermediateDecision } from './intermediate';
import type { AiLevel } from './levels';
import type { AiDecision } from './types';
import type { GameContext } from './game-context';

export type { AiDecision } from './types';
export { gameContext, type GameContext } from './game-context';

// The levels live in their own small module, so that a page can list and validate them without
// loading the players themselves (their names and descriptions: src/words/ai-levels.ts).
export { AI_LEVELS, isAiLevel, type AiLevel } from './levels';

/**
 * The move of a computer opponent of `level` for the player of `view`. Throws when that
 * player has no move (not their turn, or the round is over).
 */
export function chooseAction(view: PlayerView, level: AiLevel, seed: number, context?: GameContext): AiDecision {
  const actions = viewLegalActions(view);
  if (actions.length === 0) {
    throw new Error(
      view.phase === 'ended' ? 'chooseAction: the round is over' : `chooseAction: it is player ${view.toMove}'s move, not player ${view.player}'s`,
    );
  }
  const s =
    view.captured.length === 2
      ? hashSeed(seed, view.turn, view.captured[0].length, view.captured[1].length, view.field.length, view.hand.length)
      : hashSeed(seed, view.turn, view.captured[0].length, view.captured[1].length, view.captured[2].length, view.field.length, view.hand.length);
  switch (level) {
    case 'beginner':
      return beginnerDecision(view, actions, createRng(s));
    case 'intermediate':
      return intermediateDecision(view, actions);
    case 'expert':
      return expertDecision(view, actions, s, context);
    default:
      throw new Error(`chooseAction: unknown level ${JSON.stringify(level)}`);
  }
}

/** The expert's move for the player of `view`, for hints. */
export function suggestMove(view: PlayerView, seed: number, context?: GameContext): AiDecision {
  return chooseAction(view, 'expert', seed, context);
}
