/**
 * A real kept mistake, built by the engine: a round dealt from a seed, played on by the first
 * legal action until the viewing player has a choice, and the coach's worst action there.
 * Shared by the unit tests and the browser test (which writes it into the page's storage).
 */
import { dealRound, applyAction, legalActions, playerView, type PlayerIndex, type RoundState } from '../../../src/engine/round';
import { presetRuleSet, buildRuleSet } from '../../../src/engine/rules/ruleset';
import { evaluateDecision, lossOf, gradeOf, decisionSeed } from '../../../src/engine/coach';
import type { MistakeInput } from '../../../src/features/mistakes/mistakes-store';
import type { GameContext } from '../../../src/engine/ai/game-context';

export interface FixtureOptions {
  readonly seed?: number;
  /** Decisions of the player to skip before the one kept. */
  readonly skip?: number;
  readonly preset?: string;
  readonly overrides?: Record<string, unknown>;
  readonly player?: PlayerIndex;
  readonly playouts?: number;
  /** Where the game stands: values then compare chances of winning the game. */
  readonly context?: GameContext;
}

/** A position where `player` must choose among two or more actions. */
export function decisionPosition(o: FixtureOptions = {}): RoundState {
  const rules = o.preset ? buildRuleSet(o.preset, o.overrides ?? {}) : { ok: true as const, value: presetRuleSet('fudawiki') };
  if (!rules.ok) throw new Error('fixture rules');
  const player = o.player ?? 0;
  let skip = o.skip ?? 0;
  const dealt = dealRound({ rules: rules.value, month: 1, dealer: 0, seed: o.seed ?? 7 });
  if (!dealt.ok) throw new Error('fixture deal');
  let state = dealt.value;
  for (let i = 0; i < 200 && state.phase !== 'ended'; i++) {
    const actions = legalActions(state);
    if (state.toMove === player && actions.length >= 2) {
      if (skip === 0) return state;
      skip--;
    }
    const next = applyAction(state, actions[0]!);
    if (!next.ok) throw new Error('fixture move');
    state = next.value;
  }
  throw new Error('fixture: no decision found');
}

/** The coach's worst action in that position, as the review would keep it. */
export function realMistake(o: FixtureOptions = {}): MistakeInput {
  const state = decisionPosition(o);
  const view = playerView(state, o.player ?? 0);
  const seed = decisionSeed(o.seed ?? 7, view);
  const values = evaluateDecision(view, { seed, playouts: o.playouts ?? 40, context: o.context });
  const worst = values.values[values.values.length - 1]!;
  const loss = lossOf(values, worst);
  const grade = gradeOf(loss, values.scale);
  return {
    view,
    chosen: worst.action,
    grade: grade === 'blunder' ? 'blunder' : 'mistake',
    loss,
    scale: values.scale,
    ...(o.context ? { context: o.context } : {}),
    seed,
    from: { round: 1, month: view.month },
  };
}

/**
 * A clear blunder (the worst action loses at least `minLoss` points against the best, by a
 * quick evaluation) in a position with few actions, so that a test can try them all.
 */
export function realBlunder(minLoss = 6, maxActions = 6, fromSeed = 1): MistakeInput {
  for (let seed = fromSeed; seed < fromSeed + 60; seed++) {
    for (let skip = 0; skip < 3; skip++) {
      let state: RoundState;
      try {
        state = decisionPosition({ seed, skip });
      } catch {
        continue;
      }
      if (legalActions(state).length > maxActions) continue;
      const m = realMistake({ seed, skip, playouts: 120 });
      if (m.loss >= minLoss) return m;
    }
  }
  throw new Error('fixture: no blunder found');
}

/** A real mistake in a position of another phase (the turned card's take, koi-koi or stop). */
export function realMistakeInPhase(phase: 'draw-take' | 'decision', fromSeed = 1): MistakeInput {
  const rules = presetRuleSet('fudawiki');
  for (let seed = fromSeed; seed < fromSeed + 400; seed++) {
    const dealt = dealRound({ rules, month: 1, dealer: 0, seed });
    if (!dealt.ok) continue;
    let state = dealt.value;
    for (let i = 0; i < 200 && state.phase !== 'ended'; i++) {
      const actions = legalActions(state);
      if (state.toMove === 0 && state.phase === phase && actions.length >= 2) {
        const view = playerView(state, 0);
        const s = decisionSeed(seed, view);
        const values = evaluateDecision(view, { seed: s, playouts: 60 });
        const worst = values.values[values.values.length - 1]!;
        const loss = lossOf(values, worst);
        return { view, chosen: worst.action, grade: gradeOf(loss, values.scale) === 'blunder' ? 'blunder' : 'mistake', loss, scale: values.scale, seed: s, from: { round: 1, month: 1 } };
      }
      // Player 0 calls koi-koi when asked, so that the round goes on to more decisions.
      const next = applyAction(state, actions.find((a) => a.type === 'call' && a.call === 'koikoi' && state.toMove === 1) ?? actions[0]!);
      if (!next.ok) break;
      state = next.value;
    }
  }
  throw new Error(`fixture: no ${phase} position`);
}
