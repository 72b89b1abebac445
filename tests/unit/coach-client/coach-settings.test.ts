/**
 * The settings of a position: a hint (and the odds) made in the game and the review of the
 * same round later give the same values, because both take their settings from
 * coach-settings.ts. Checked by running both, for real, on positions of played games.
 */
import { describe, expect, test } from 'vitest';
import { COACH_PLAYOUTS, decisionSeed, evaluateDecision, reviewRound, sameAction } from '../../../src/engine/coach';
import { gameContext } from '../../../src/engine/ai/game-context';
import { playerView } from '../../../src/engine/round/view';
import { gameLegalActions } from '../../../src/engine/round';
import { applyStep } from '../../../src/features/play/save';
import { coachSettingsFor, evaluationKey, reviewSettingsFor } from '../../../src/features/coach/coach-settings';
import { koikoiDecision, reach } from './positions';

describe('coach settings', () => {
  test('a position’s settings: the decision’s seed, the standard playouts, the person’s game context', () => {
    const { game } = reach((g) => g.round >= 2 && g.current.phase === 'play');
    const view = playerView(game.current, 0);
    const settings = coachSettingsFor(game, view);
    expect(settings).toEqual({ seed: decisionSeed(game.seed, view), playouts: COACH_PLAYOUTS, context: gameContext(game, 0) });
    expect(settings.context).toBeDefined();
    // In a game played to a target score too: the person's context, whatever it holds.
    const target = reach((g) => g.current.phase === 'play', { overrides: { rounds: 'unlimited', targetScore: 30 } });
    expect(coachSettingsFor(target.game, playerView(target.game.current, 0)).context).toEqual(gameContext(target.game, 0));
  });

  test('the same position gives the same key; another position another key', () => {
    const { game } = reach((g) => g.current.phase === 'play' && g.current.turn > 2);
    const view = playerView(game.current, 0);
    expect(evaluationKey(view, coachSettingsFor(game, view))).toBe(evaluationKey(playerView(game.current, 0), coachSettingsFor(game, view)));
    const other = reach((g) => g.current.phase === 'play' && g.current.turn > 4);
    const otherView = playerView(other.game.current, 0);
    expect(evaluationKey(otherView, coachSettingsFor(other.game, otherView))).not.toBe(evaluationKey(view, coachSettingsFor(game, view)));
  });

  test('the hint’s values at a decision are the values the review grades it with', { timeout: 120_000 }, () => {
    // A koi-koi decision in round 2 or later (so the game context is not the opening one), and
    // a play decision: each evaluated as the hint does, then the round finished and reviewed.
    for (const wanted of [(g: Parameters<ReturnType<typeof koikoiDecision>>[0]) => g.round >= 2 && koikoiDecision(2)(g), koikoiDecision(4)]) {
      const { game } = reach(wanted);
      const view = playerView(game.current, 0);
      const hinted = evaluateDecision(view, coachSettingsFor(game, view));
      // Take the hint, then play the round out (stopping ends it at once).
      let g = game;
      const best = hinted.values[0]!.action;
      const first = applyStep(g, { seat: 0, action: best });
      if (!first.ok) throw new Error('the hint was not a legal move');
      g = first.value;
      for (let guard = 0; g.status === 'playing' && guard < 100; guard++) {
        const actions = gameLegalActions(g);
        const pick = actions.find((a) => a.type === 'call' && a.call === 'shobu') ?? actions[0]!;
        const next = applyStep(g, { seat: g.current.toMove, action: pick });
        if (!next.ok) throw new Error('stuck');
        g = next.value;
      }
      const index = g.history.length - 1;
      const record = g.history[index]!;
      const review = reviewRound(record, g.rules, 0, reviewSettingsFor(g, index, 0));
      if (!review.ok) throw new Error(JSON.stringify(review.error));
      const graded = review.value.decisions.find((d) => d.view.turn === view.turn && d.view.phase === view.phase);
      expect(graded).toBeDefined();
      expect(graded!.values.values.map((v) => [v.action, v.points, v.win])).toEqual(hinted.values.map((v) => [v.action, v.points, v.win]));
      expect(sameAction(graded!.chosen.action, best)).toBe(true);
      expect(graded!.loss).toBe(0);
    }
  });
});
