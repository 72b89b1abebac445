/**
 * The computer seat's driver: a computer level choosing from its seat's own `PlayerView`.
 *
 * The players themselves (src/engine/ai) are loaded on demand: the table can be drawn and
 * the settings shown with only the levels' names (ai/levels), and the AI arrives before the
 * computer's first move (`loadAi` is called as soon as the page runs). It is the largest part
 * of the game's code, so the page starts without waiting for it.
 *
 * The AI only ever sees a PlayerView and chooses among the engine's legal actions; this
 * adapter also makes sure that an AI mistake (an exception, an action the engine would
 * refuse) can never freeze the table: the computer then plays the first legal action and
 * says so in its reasoning.
 */
import type { AiReason } from '../../engine/ai/types';
import type { GameState, PlayerView, RoundAction } from '../../engine/round';
import { viewLegalActions } from '../../engine/round/view';
import { sameAction } from '../../engine/round/same-action';
import type { AiLevel } from '../../engine/ai/levels';

export { AI_LEVELS, isAiLevel, type AiLevel } from '../../engine/ai/levels';

type AiModule = typeof import('../../engine/ai');

let ai: AiModule | null = null;
let loading: Promise<AiModule> | null = null;

/** Starts loading the computer players (once); resolves when they are ready. */
export function loadAi(): Promise<AiModule> {
  loading ??= import('../../engine/ai').then((m) => (ai = m));
  return loading;
}

export interface AiChoice {
  readonly action: RoundAction;
  /** Why, as the AI's reason codes (src/words/ai.ts words them). */
  readonly reasoning: readonly AiReason[];
}


function checked(view: PlayerView, choose: (m: AiModule) => AiChoice): AiChoice | null {
  const legal = viewLegalActions(view);
  if (legal.length === 0 || ai === null) return null;
  try {
    const choice = choose(ai);
    const action = legal.find((a) => sameAction(a, choice.action));
    if (action) return { action, reasoning: choice.reasoning };
  } catch {
    /* fall through to a legal move */
  }
  return { action: legal[0]!, reasoning: [{ code: 'fallback-first-legal' }] };
}

/**
 * The computer's move in this view of `game`'s round; null when it is not the computer's move
 * or the AI is not loaded yet. The game's totals and rounds left (public) shape its risks.
 */
export function computerChoice(game: GameState, view: PlayerView, level: AiLevel, seed: number): AiChoice | null {
  return checked(view, (m) => m.chooseAction(view, level, seed, m.gameContext(game, view.player)));
}
