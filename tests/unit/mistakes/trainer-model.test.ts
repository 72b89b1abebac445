import { describe, expect, test } from 'vitest';
import { evaluateDecision, correctMargin, valueOf } from '../../../src/engine/coach';
import { applyAction, dealRound, legalActions, playerView, viewLegalActions, type RoundState } from '../../../src/engine/round';
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import { decodeMistake, encodeMistake, mistakeToKeep, type KeptMistake } from '../../../src/features/mistakes/mistakes-model';
import { answerChoices, judge, nextDue, parseTrainerRequest } from '../../../src/features/mistakes/trainer-model';
import { DRILL_BOXES } from '../../../src/features/progress/progress-model';
import { realBlunder, realMistake } from './fixture';
import type { MistakeInput } from '../../../src/features/mistakes/mistakes-store';

function kept(m: MistakeInput, extra: Partial<KeptMistake> = {}): KeptMistake {
  return {
    ...mistakeToKeep(m),
    keptAt: '2026-11-24T10:00:00.000Z',
    box: 0,
    dueDay: 20_781,
    seen: 0,
    correct: 0,
    lastTriedAt: null,
    lastCorrect: null,
    ...extra,
  };
}

/** The first position of a dealt round (under `preset`) where player 0 may play a card two ways. */
function twoWayPosition(preset: string): RoundState {
  const rules = buildRuleSet(preset);
  if (!rules.ok) throw new Error('rules');
  for (let seed = 1; seed < 400; seed++) {
    const dealt = dealRound({ rules: rules.value, month: 1, dealer: 0, seed });
    if (!dealt.ok) continue;
    let s = dealt.value;
    for (let i = 0; i < 60 && s.phase !== 'ended'; i++) {
      const actions = legalActions(s);
      if (s.toMove === 0 && s.phase === 'play') {
        const byCard = new Map<string, number>();
        for (const a of actions) if (a.type === 'play') byCard.set(a.card, (byCard.get(a.card) ?? 0) + 1);
        if ([...byCard.values()].some((n) => n > 1)) return s;
      }
      const next = applyAction(s, actions[0]!);
      if (!next.ok) break;
      s = next.value;
    }
  }
  throw new Error('no two-way position');
}

describe('answer choices: the engine’s legal actions, grouped for the controls', () => {
  test('a play: each hand card once, with its options (a two-card take, or laying under handCapture optional)', () => {
    for (const preset of ['fudawiki', 'beginners-guide']) {
      const state = twoWayPosition(preset);
      const view = playerView(state, 0);
      const c = answerChoices(kept({ view, chosen: viewLegalActions(view)[0]!, grade: 'mistake', loss: 2, scale: 'points', seed: 1, from: { round: 1, month: 1 } }));
      if (c.kind !== 'play') throw new Error(c.kind);
      expect(c.cards.flatMap((g) => g.actions)).toEqual(viewLegalActions(view));
      expect(new Set(c.cards.map((g) => g.card)).size).toBe(c.cards.length);
      expect(c.cards.some((g) => g.actions.length > 1)).toBe(true);
      if (preset === 'beginners-guide') expect(c.cards.some((g) => g.actions.some((a) => a.type === 'play' && a.lay))).toBe(true);
    }
  });
});

describe('judging an answer with the coach’s values', () => {
  const m = kept(realBlunder());
  const values = evaluateDecision(m.view, { seed: m.seed });

  test('the best is right, the move made in the game is wrong, and each answer is right exactly when within the margin', () => {
    const best = judge(values, m, values.values[0]!.action)!;
    expect(best).toMatchObject({ correct: true, grade: 'best', loss: 0, reason: null });
    const game = judge(values, m, m.chosen)!;
    expect(game.correct).toBe(false);
    expect(game.inGame).toBe(game.answer);
    expect(game.reason?.code).toBe('better-move');
    for (const v of values.values) {
      const j = judge(values, m, { ...v.action, player: 0 } as typeof v.action)!;
      const loss = valueOf(values.values[0]!, values.scale) - valueOf(v, values.scale);
      expect(j.correct).toBe(loss <= correctMargin(values.scale));
    }
  });

  test('an action that is not among the valued ones is not judged', () => {
    expect(judge(values, m, { type: 'call', call: 'koikoi' })).toBeNull();
  });
});

describe('the address', () => {
  test.each([
    ['', { kind: 'due' }],
    ['?id=0123456789abcdef', { kind: 'one', id: '0123456789abcdef' }],
    ['?id=0123456789ABCDEF', { kind: 'one', id: '0123456789abcdef' }],
    ['?id=%200123456789abcdef%20', { kind: 'one', id: '0123456789abcdef' }],
    ['?id=', { kind: 'malformed', text: '' }],
    ['?id=xyz', { kind: 'malformed', text: 'xyz' }],
    ['?id=0123456789abcdef0', { kind: 'malformed', text: '0123456789abcdef0' }],
  ])('%s', (search, expected) => {
    expect(parseTrainerRequest(search)).toEqual(expected);
  });
});

test('next due: another one first, the same again if it is the only one left, else none', () => {
  const a = kept(realBlunder(6, 6, 1));
  const b = kept(realBlunder(6, 8, 100));
  expect(nextDue([a, b], a.id)).toBe(b);
  expect(nextDue([a], a.id)).toBe(a);
  expect(nextDue([], a.id)).toBeNull();
  expect(nextDue([b], null)).toBe(b);
});

test('a kept mistake reads back through its stored form', () => {
  const m = kept(realBlunder());
  expect(decodeMistake(JSON.parse(JSON.stringify(encodeMistake(m))), DRILL_BOXES)).toEqual({ ok: true, value: m });
});

test('a mistake of a game of several rounds is judged in chance of winning, as it was graded, and reads back with its context', () => {
  const input = realMistake({ seed: 7, context: { lead: -4, roundsAfter: 5 } });
  expect(input.scale).toBe('win');
  const m = kept(input);
  expect(decodeMistake(JSON.parse(JSON.stringify(encodeMistake(m))), DRILL_BOXES)).toEqual({ ok: true, value: m });
  const values = evaluateDecision(m.view, { seed: m.seed, context: m.context ?? undefined, playouts: 100 });
  const j = judge(values, m, m.chosen)!;
  expect(values.scale).toBe('win');
  expect(j.correct).toBe(j.loss <= correctMargin(j.scale));
  expect(j.best.win).not.toBeNull();
});
