/**
 * The hint read from a real evaluation: its action is the coach's best and a legal move, every
 * move is ranked in the evaluation's order, and the sentences carry the evaluation's numbers.
 */
import { describe, expect, test } from 'vitest';
import { evaluateDecision, type DecisionValues } from '../../../src/engine/coach';
import { viewLegalActions } from '../../../src/engine/round/view';
import { playerView } from '../../../src/engine/round/view';
import { actionKey, hintFromValues } from '../../../src/features/coach/hint';
import { coachSettingsFor } from '../../../src/features/coach/coach-settings';
import { percentText, signedPoints } from '../../../src/features/coach/words';
import { koikoiDecision, reach } from './positions';
import { applyGameAction, createGame, gameLegalActions, startNextRound, type GameState } from '../../../src/engine/round';
import { createRng } from '../../../src/engine/random';
import { rules } from '../play/helpers';

function evaluated(wanted: Parameters<typeof reach>[0], overrides?: Record<string, unknown>) {
  const { game } = reach(wanted, overrides ? { overrides } : {});
  const view = playerView(game.current, 0);
  return { view, values: evaluateDecision(view, { ...coachSettingsFor(game, view), playouts: 120 }) };
}

describe('the coach’s hint', () => {
  test('a play: the best of the ranked legal moves, why, and the margin over the next best', () => {
    const { view, values } = evaluated((g) => g.current.phase === 'play' && g.current.turn >= 3 && g.current.hands[0].length >= 4);
    const hint = hintFromValues(values);
    const legal = viewLegalActions(view).map(actionKey);
    expect(legal).toContain(actionKey(hint.action));
    expect(hint.action).toEqual(values.values[0]!.action);
    expect(hint.ranked.map((m) => m.key)).toEqual(values.values.map((v) => actionKey(v.action)));
    expect(new Set(hint.ranked.map((m) => m.key)).size).toBe(legal.length);
    expect(hint.text).toMatch(/^(Play|Throw away|Lay) .+\.$/);
    expect(hint.reasoning).toHaveLength(1);
    expect(hint.reasoning[0]).toMatch(/^(Next best|About as good): /);
    // The margin quotes the evaluation's own figures (points, or chances of winning the game).
    const [best, next] = values.values;
    if (values.scale === 'points') for (const f of [signedPoints(next!.points), signedPoints(best!.points)]) expect(hint.reasoning[0]).toContain(f);
    else expect(hint.reasoning[0]).toMatch(/\d %/);
    expect(hint.basis).toContain('120');
  });

  test('a koi-koi decision: the reason is the odds of stopping and of playing on', () => {
    const { values } = evaluated(koikoiDecision(3));
    const hint = hintFromValues(values);
    expect(hint.kind).toBe('koikoi');
    expect(hint.action.type).toBe('call');
    const koikoi = values.values.find((v) => v.move.code === 'koikoi')!;
    expect(hint.text).toMatch(hint.action.type === 'call' && hint.action.call === 'shobu' ? /^Stop \(shōbu\): / : /^Koi-koi: /);
    expect(hint.text).toContain(percentText(koikoi.opponentScores));
  });

  test('a forced move says it is the only one', () => {
    const values: DecisionValues = {
      kind: 'play',
      scale: 'points',
      playouts: 0,
      stopPoints: null,
      values: [
        {
          action: { type: 'play', card: 'pine-crane' },
          move: { code: 'throw', card: 'pine-crane' },
          why: { code: 'throw-safe' },
          points: 0,
          win: null,
          opponentScores: 0,
          playerScores: 0,
          seatScores: [0, 0],
        },
      ],
    };
    const hint = hintFromValues(values);
    expect(hint.reasoning).toEqual(['It is the only legal move.']);
    expect(hint.basis).toBe('');
    expect(hint.ranked).toHaveLength(1);
  });
});

describe('the hint at a table of three', () => {
  /** A three-player game played by random legal moves (stopping rather than calling) until `wanted` holds for seat 0. */
  function threeSeatGame(wanted: (g: GameState) => boolean): GameState {
    const ruleSet = rules('beginners-guide', { players: 3 });
    for (let seed = 1; seed < 300; seed++) {
      let g = createGame({ rules: ruleSet, seed });
      const rng = createRng(seed);
      for (let i = 0; i < 300 && g.status !== 'finished'; i++) {
        if (g.status === 'playing' && g.current.toMove === 0 && wanted(g)) return g;
        const next =
          g.status === 'round-over'
            ? startNextRound(g)
            : (() => {
                const actions = gameLegalActions(g);
                // Koi-koi now and then, so that seat 0 meets a decision after a call too.
                return applyGameAction(g, actions[rng.int(actions.length)]!);
              })();
        if (!next.ok) throw new Error(JSON.stringify(next.error));
        g = next.value;
      }
    }
    throw new Error('no such game');
  }

  test('the koi-koi hint speaks of another player scoring, and the basis of the other players’ hands', () => {
    const game = threeSeatGame((g) => g.current.phase === 'decision' && gameLegalActions(g).length === 2);
    const view = playerView(game.current, 0);
    const values = evaluateDecision(view, { ...coachSettingsFor(game, view), playouts: 60 });
    const hint = hintFromValues(values);
    const koikoi = values.values.find((v) => v.move.code === 'koikoi')!;
    expect(hint.text).toMatch(/^(Stop \(shōbu\)|Koi-koi): .*another player ends the round scoring/);
    expect(hint.text).toContain(percentText(koikoi.opponentScores));
    expect(hint.text).not.toContain('the computer');
    expect(hint.basis).toContain('the other players’ hands are guessed');
  });
});
