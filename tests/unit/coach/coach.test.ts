/**
 * The coach (src/engine/coach): values from the player's view only, equal for equal actions,
 * deterministic for a seed; grades that grow with the loss; a forced move graded 'forced'; a
 * recorded round reviewed move by move; and the game's standing (a target score included)
 * read into the chance of winning. Small playout counts keep these fast: the properties
 * tested hold for any count.
 */
import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import { chooseAction, gameContext } from '../../../src/engine/ai';
import { contextAt } from '../../../src/engine/ai/game-context';
import {
  GRADES,
  GRADE_LIMITS,
  decisionsOf,
  evaluateDecision,
  gradeDecision,
  gradeOf,
  reviewRound,
  sameAction,
  type DecisionValues,
  type ValueScale,
} from '../../../src/engine/coach';
import { createRng, hashSeed, shuffle } from '../../../src/engine/random';
import {
  actionFromMove,
  applyAction,
  createGame,
  dealRound,
  legalActions,
  othersOf,
  playGame,
  playerView,
  roundMoves,
  viewLegalActions,
  withSeat,
  type RoundState,
} from '../../../src/engine/round';
import { rules } from '../ai/helpers';
import { CARDS, type CardId } from '../../../src/engine/cards';

const monthOf = (id: CardId) => CARDS.find((c) => c.id === id)!.month;
import { roundErrorText } from '../../../src/words/errors';

/** The other seat of these two-player rounds. */
const opponentOf = (p: 0 | 1 | 2) => othersOf(p, 2)[0]!;

const P = 40; // playouts per action

/** The same state with the hidden cards (opponent's hand + remaining pile) dealt differently. */
function reshuffleHidden(s: RoundState, seed: number): RoundState {
  const opp = opponentOf(s.toMove);
  const hidden = [...s.hands[opp], ...s.pile.slice(s.pileTop)];
  const mixed = shuffle(hidden, createRng(seed));
  return { ...s, hands: withSeat(s.hands, opp, mixed.slice(0, s.hands[opp].length)), pile: [...s.pile.slice(0, s.pileTop), ...mixed.slice(s.hands[opp].length)] };
}

/** Positions of random rounds where the player to move has a choice. */
function positions(count: number, preset: 'fudawiki' | 'koikoi-japan' = 'fudawiki'): RoundState[] {
  const r = rules(preset);
  const out: RoundState[] = [];
  for (let k = 0; out.length < count; k++) {
    const dealt = dealRound({ rules: r, month: 4, dealer: (k % 2) as 0 | 1, seed: hashSeed(77, k), explain: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    let s = dealt.value;
    const rng = createRng(k);
    const stopAt = 1 + rng.int(10);
    for (let step = 0; s.phase !== 'ended'; step++) {
      if ((step >= stopAt || s.phase === 'decision') && legalActions(s).length > 1) {
        out.push(s);
        break;
      }
      const actions = legalActions(s);
      const applied = applyAction(s, actions[rng.int(actions.length)]!);
      if (!applied.ok) throw new Error(roundErrorText(applied.error));
      s = applied.value;
    }
  }
  return out;
}

const strip = (v: DecisionValues) => JSON.stringify(v);

describe('evaluation', () => {
  const states = positions(4);

  test('never reads the hidden cards: the same view gives the same values, however they lie', () => {
    for (const [i, s] of states.entries()) {
      const settings = { seed: 500 + i, playouts: P };
      const base = evaluateDecision(playerView(s, s.toMove), settings);
      for (const k of [1, 2]) {
        const t = reshuffleHidden(s, k);
        expect(JSON.stringify(t.hands)).not.toBe(JSON.stringify(s.hands));
        expect(strip(evaluateDecision(playerView(t, t.toMove), settings))).toBe(strip(base));
      }
    }
  });

  test('the same seed gives the same values; another seed other values', () => {
    const view = playerView(states[0]!, states[0]!.toMove);
    const a = evaluateDecision(view, { seed: 9, playouts: P });
    expect(strip(evaluateDecision(view, { seed: 9, playouts: P }))).toBe(strip(a));
    expect(strip(evaluateDecision(view, { seed: 10, playouts: P }))).not.toBe(strip(a));
  });

  test('every legal action is valued once, best first', () => {
    for (const s of states) {
      const view = playerView(s, s.toMove);
      const v = evaluateDecision(view, { seed: 3, playouts: P });
      const legal = viewLegalActions(view);
      expect(v.values).toHaveLength(legal.length);
      for (const a of legal) expect(v.values.filter((x) => sameAction(x.action, a))).toHaveLength(1);
      for (let i = 1; i < v.values.length; i++) expect(v.values[i - 1]!.points).toBeGreaterThanOrEqual(v.values[i]!.points);
      expect(v.playouts).toBe(P);
    }
  });

  test('equal actions get equal values: two chaff of a month that match nothing grade alike', () => {
    // Either card leaves the same position up to the chaff's picture. Every action is played
    // over the same determinisations and playout seeds (common random numbers), so the two
    // values differ only where the playout policy breaks a tie by card order: well inside the
    // 'best' band, where independent playouts would differ by about a point at this count.
    const r = rules('fudawiki');
    let checked = 0;
    for (let k = 0; k < 400 && checked < 3; k++) {
      const d = dealRound({ rules: r, month: 4, dealer: 0, seed: hashSeed(3, k), explain: false });
      if (!d.ok || d.value.phase !== 'play') continue;
      const view = playerView(d.value, d.value.toMove);
      const months = new Set(view.field.map(monthOf));
      const card = view.hand.find((c) => c.endsWith('chaff-1') && view.hand.includes(c.replace('chaff-1', 'chaff-2') as CardId) && !months.has(monthOf(c)));
      if (!card) continue;
      checked++;
      const v = evaluateDecision(view, { seed: k, playouts: 200 });
      const one = v.values.find((x) => x.action.type === 'play' && x.action.card === card)!;
      const two = v.values.find((x) => x.action.type === 'play' && x.action.card === card.replace('chaff-1', 'chaff-2'))!;
      expect(Math.abs(one.points - two.points)).toBeLessThanOrEqual(GRADE_LIMITS.points[0]);
    }
    expect(checked).toBe(3);
  });

  test('a forced move (one legal action) is not simulated and grades forced', () => {
    // The last card of a hand that matches nothing on the field: one legal play.
    let found: RoundState | null = null;
    for (let k = 0; k < 200 && !found; k++) {
      const dealt = dealRound({ rules: rules('fudawiki'), month: 4, dealer: 0, seed: hashSeed(5, k), explain: false });
      if (!dealt.ok) continue;
      let s = dealt.value;
      const rng = createRng(k);
      while (s.phase !== 'ended') {
        if (s.phase === 'play' && legalActions(s).length === 1) {
          found = s;
          break;
        }
        const actions = legalActions(s);
        const applied = applyAction(s, actions[rng.int(actions.length)]!);
        if (!applied.ok) throw new Error(roundErrorText(applied.error));
        s = applied.value;
      }
    }
    expect(found).not.toBeNull();
    const view = playerView(found!, found!.toMove);
    const v = evaluateDecision(view, { seed: 1, playouts: P });
    expect(v.values).toHaveLength(1);
    expect(v.playouts).toBe(0);
    const g = gradeDecision(view, viewLegalActions(view)[0]!, v);
    expect(g.grade).toBe('forced');
    expect(g.loss).toBe(0);
    expect(g.reason).toBeNull();
  });

  test('a forced stop is no decision: the engine stops the round itself, so a review has nothing to grade there', () => {
    // koikoi-japan: no koi-koi on one's last turn (lastTurnKoikoi: false). Play rounds until a
    // yaku made on a last turn stops one; that move is the player's last decision of the round.
    const r = rules('koikoi-japan');
    for (let k = 0; k < 400; k++) {
      const dealt = dealRound({ rules: r, month: 2, dealer: 0, seed: hashSeed(11, k), explain: false });
      if (!dealt.ok || dealt.value.phase === 'ended') continue;
      let s = dealt.value;
      const rng = createRng(k);
      while (s.phase !== 'ended') {
        const actions = legalActions(s);
        // Always play on, so that the rounds reach their last turns.
        const koikoi = actions.find((a) => a.type === 'call' && a.call === 'koikoi');
        const applied = applyAction(s, koikoi ?? actions[rng.int(actions.length)]!);
        if (!applied.ok) throw new Error(roundErrorText(applied.error));
        s = applied.value;
      }
      if (s.result?.end !== 'shobu' || !s.log.some((e) => e.type === 'yaku' && e.outcome === 'forced-stop')) continue;
      const winner = s.result.winner!;
      const record = { month: s.month, dealer: s.dealer, seed: hashSeed(11, k), moves: roundMoves(s) };
      const decisions = decisionsOf(record, r, winner);
      if (!decisions.ok) throw new Error(JSON.stringify(decisions.error));
      // Every decision is one of the player's moves, none of them a koi-koi call after the stop.
      expect(decisions.value.length).toBeGreaterThan(0);
      for (const d of decisions.value) expect(viewLegalActions(d.view).some((a) => sameAction(a, d.action))).toBe(true);
      const last = decisions.value[decisions.value.length - 1]!;
      expect(last.view.phase).not.toBe('decision');
      return;
    }
    throw new Error('no forced stop found');
  });
});

describe('grades', () => {
  test.each(['points', 'win'] as ValueScale[])('grow with the loss (%s)', (scale) => {
    expect(gradeOf(0, scale)).toBe('best');
    const top = GRADE_LIMITS[scale][3] * 2;
    let last = 0;
    for (let i = 0; i <= 400; i++) {
      const at = GRADES.indexOf(gradeOf((top * i) / 400, scale) as (typeof GRADES)[number]);
      expect(at).toBeGreaterThanOrEqual(last);
      last = at;
    }
    expect(last).toBe(GRADES.length - 1);
    // Each limit is the largest loss of its grade.
    GRADE_LIMITS[scale].forEach((limit, i) => {
      expect(gradeOf(limit, scale)).toBe(GRADES[i]);
      expect(gradeOf(limit * 1.0001 + 1e-9, scale)).toBe(GRADES[i + 1]);
    });
  });
});

describe('a recorded round reviewed', () => {
  // A short game between the intermediate and the beginner (fast players), recorded.
  const r = rules('fudawiki', { rounds: 2 });
  const game = playGame(createGame({ rules: r, seed: 42, explain: false }), (g, p, move) =>
    chooseAction(playerView(g.current, p), p === 0 ? 'intermediate' : 'beginner', hashSeed(42, move)).action,
  );
  const record = game.history.find((h) => h.result.end !== 'misdeal' && h.moves.length > 4)!;

  test.each([0, 1] as const)('one graded decision per move of player %i, the chosen action the one made', (player) => {
    const review = reviewRound(record, r, player, { seed: 1, playouts: P });
    if (!review.ok) throw new Error(JSON.stringify(review.error));
    // Replay the record to find the player's moves.
    const dealt = dealRound({ rules: r, month: record.month, dealer: record.dealer, seed: record.seed, explain: false });
    if (!dealt.ok) throw new Error('deal');
    let s = dealt.value;
    const mine: number[] = [];
    record.moves.forEach((m, i) => {
      if (s.toMove === player) mine.push(i);
      const next = applyAction(s, actionFromMove(m)!);
      if (!next.ok) throw new Error(roundErrorText(next.error));
      s = next.value;
    });
    expect(review.value.decisions.map((d) => d.moveIndex)).toEqual(mine);
    for (const d of review.value.decisions) {
      expect(sameAction(d.chosen.action, actionFromMove(record.moves[d.moveIndex])!)).toBe(true);
      expect(d.grade === 'forced' ? d.values.values.length === 1 : GRADES.includes(d.grade)).toBe(true);
    }
    const choices = review.value.decisions.filter((d) => d.grade !== 'forced').length;
    expect(Object.values(review.value.summary.grades).reduce((a, b) => a + b, 0)).toBe(choices);
  });
});

describe('the game in view', () => {
  test('koikoi-japan (a target score) has a game context, and its values are chances of winning', () => {
    const g = createGame({ rules: rules('koikoi-japan'), seed: 3, explain: false });
    const context = gameContext(g, g.current.toMove);
    expect(context).toBeDefined();
    const v = evaluateDecision(playerView(g.current, g.current.toMove), { seed: 2, playouts: P, context });
    expect(v.scale).toBe('win');
    for (const x of v.values) {
      expect(x.win).toBeGreaterThanOrEqual(0);
      expect(x.win).toBeLessThanOrEqual(1);
    }
  });

  test('leading close to the target is worth a higher chance of winning than trailing', () => {
    const s = positions(1, 'koikoi-japan')[0]!;
    const view = playerView(s, s.toMove);
    const o = rules('koikoi-japan').options;
    const ahead = evaluateDecision(view, { seed: 2, playouts: P, context: contextAt(o, 5, s.toMove === 0 ? pairBySeat(26, -26) : pairBySeat(-26, 26), s.toMove) });
    const behind = evaluateDecision(view, { seed: 2, playouts: P, context: contextAt(o, 5, s.toMove === 0 ? pairBySeat(-26, 26) : pairBySeat(26, -26), s.toMove) });
    expect(ahead.values[0]!.win!).toBeGreaterThan(0.8);
    expect(behind.values[0]!.win!).toBeLessThan(0.2);
    // The same playouts: the round's points do not depend on the standing.
    expect(ahead.values.map((x) => x.points).sort((a, b) => a - b)).toEqual(behind.values.map((x) => x.points).sort((a, b) => a - b));
  });
});
