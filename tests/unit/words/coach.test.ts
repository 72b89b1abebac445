/**
 * The coach's words: every grade and every CoachReason code has English, the reasons' numbers
 * appear in their sentences, sentences are seat-relative, and summaries state the accuracy
 * and what was lost. Real reviews of played rounds are worded without a missing parameter.
 */
import { describe, expect, test } from 'vitest';
import { COACH_REASON_CODES, GRADES, historyContext, reviewRound, summarise, type CoachReason, type ReviewSummary } from '../../../src/engine/coach';
import { applyGameAction, createGame, gameLegalActions } from '../../../src/engine/round';
import {
  COACH_REASON_WORDS,
  DECISION_KIND_WORDS,
  GRADE_WORDS,
  coachReasonText,
  gradeCountsText,
  gradeLabel,
  lostText,
  meanPoints,
  percent,
  summaryText,
} from '../../../src/words/coach';
import { DECISION_KINDS } from '../../../src/engine/coach';
import { rules } from '../play/helpers';

const play = { code: 'play', card: 'pine-chaff-1', taken: ['pine-crane'] } as const;
const throwAway = { code: 'throw', card: 'maple-chaff-1' } as const;

const REASONS: { readonly [C in CoachReason['code']]: CoachReason } = {
  'better-move': {
    code: 'better-move',
    best: play,
    bestWhy: { code: 'grabs-most-valuable' },
    chosen: throwAway,
    chosenWhy: { code: 'gives-up-cheapest' },
    lost: 2.7,
    scale: 'points',
    bestPoints: 3.4,
    chosenPoints: 0.7,
    risk: { best: 0.21, chosen: 0.38 },
  },
  'should-stop': { code: 'should-stop', stopPoints: 6, koikoiPoints: 1.9, opponentScores: 0.43, lost: 4.1, scale: 'points' },
  'should-koikoi': { code: 'should-koikoi', stopPoints: 1, koikoiPoints: 3.6, playerScores: 0.62, lost: 0.08, scale: 'win' },
  'should-redeal': { code: 'should-redeal', playPoints: -2.3, lost: 2.3, scale: 'points' },
  'should-play-on': { code: 'should-play-on', playPoints: 4.4, lost: 4.4, scale: 'points' },
};

describe('grades', () => {
  test.each([...GRADES, 'forced' as const].map((g) => [g]))('%s has a name, a symbol and count forms', (g) => {
    const w = GRADE_WORDS[g];
    expect(w.name.trim()).not.toBe('');
    expect(w.symbol.trim()).not.toBe('');
    expect(w.count.one.trim()).not.toBe('');
    expect(w.count.other.trim()).not.toBe('');
    expect(gradeLabel(g)).toBe(`${w.symbol} ${w.name}`);
  });

  test('symbols tell the grades apart (a grade is never told by colour alone)', () => {
    const symbols = Object.values(GRADE_WORDS).map((w) => w.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(gradeLabel('inaccuracy')).toBe('?! Inaccuracy');
    expect(gradeLabel('blunder')).toBe('?? Blunder');
  });

  test('every kind of decision has a name', () => {
    for (const k of DECISION_KINDS) expect(DECISION_KIND_WORDS[k].trim()).not.toBe('');
  });
});

describe('reasons', () => {
  test('every code has words for the person and for another seat, and no others', () => {
    expect(Object.keys(COACH_REASON_WORDS).sort()).toEqual([...COACH_REASON_CODES].sort());
    for (const c of COACH_REASON_CODES) {
      expect(COACH_REASON_WORDS[c].you.trim()).not.toBe('');
      expect(COACH_REASON_WORDS[c].other).toMatch(/\{player\}/);
    }
  });

  test('better-move names both moves, their points, the loss and the risk', () => {
    const text = coachReasonText(REASONS['better-move']);
    expect(text).toMatch(/^The better move was to play .* to take .*: it grabs the most valuable card in reach\./);
    expect(text).toMatch(/To throw away .* averaged \+0\.7 points in the round against \+3\.4, and cost you 2\.7 points\./);
    expect(text).toMatch(/from 21 % to 38 %\.$/);
  });

  test('should-stop gives the score, the average after the call, the risk and the loss', () => {
    const text = coachReasonText(REASONS['should-stop']);
    expect(text).toContain('6 points at once');
    expect(text).toContain('+1.9');
    expect(text).toContain('43 %');
    expect(text).toContain('cost you 4.1 points');
  });

  test('should-koikoi in a game speaks of the chance of winning it', () => {
    const text = coachReasonText(REASONS['should-koikoi']);
    expect(text).toContain('+3.6');
    expect(text).toContain('the 1 point of stopping');
    expect(text).toContain('62 %');
    expect(text).toContain('cost you 8 percentage points of your chance of winning the game');
  });

  test('lucky-hand reasons give the hand’s average and the loss', () => {
    expect(coachReasonText(REASONS['should-redeal'])).toMatch(/−2\.3 points.*cost you 2\.3 points/);
    expect(coachReasonText(REASONS['should-play-on'])).toMatch(/\+4\.4 points.*cost you 4\.4 points/);
  });

  test.each(COACH_REASON_CODES.map((c) => [c]))('%s is seat-relative', (code) => {
    const you = coachReasonText(REASONS[code], 'you');
    const other = coachReasonText(REASONS[code], 'computer');
    expect(you).toMatch(/\byou\b/);
    expect(other).toContain('the computer');
    expect(other).not.toMatch(/\byou\b|\byour\b/i);
    // Whole sentences: a capital first, a full stop last.
    for (const t of [you, other]) expect(t).toMatch(/^[A-Z].*\.$/);
  });

  test('two moves that read alike are told apart', () => {
    const same = { ...REASONS['better-move'], chosen: play, risk: null } as CoachReason;
    expect(coachReasonText(same)).toMatch(/^The better move was to make the same play with the other card of that kind:/);
  });
});

describe('amounts', () => {
  test('means have one decimal and agree in number; shares are per cent', () => {
    expect(meanPoints(1)).toBe('1.0 points');
    expect(meanPoints(0.25)).toBe('0.3 points');
    expect(meanPoints(12.04)).toBe('12.0 points');
    expect(percent(0.456)).toBe('46 %');
    expect(percent(0.001)).toBe('under 1 %');
    expect(percent(0)).toBe('0 %');
    expect(lostText(1.44, 'points')).toBe('1.4 points');
    expect(lostText(0.061, 'win')).toBe('6 percentage points of your chance of winning the game');
    expect(lostText(0.061, 'win', 'computer')).toBe("6 percentage points of the computer's chance of winning the game");
    expect(lostText(0.012, 'win')).toBe('1 percentage point of your chance of winning the game');
    expect(lostText(0.002, 'win')).toBe('under 1 percentage point of your chance of winning the game');
  });
});

describe('summaries', () => {
  const summary: ReviewSummary = summarise([
    { grade: 'best', loss: 0, kind: 'play', scale: 'points' },
    { grade: 'best', loss: 0.1, kind: 'play', scale: 'points' },
    { grade: 'inaccuracy', loss: 2, kind: 'play', scale: 'points' },
    { grade: 'blunder', loss: 7, kind: 'koikoi', scale: 'points' },
    { grade: 'forced', loss: 0, kind: 'draw-take', scale: 'points' },
  ]);

  test('accuracy over the choices, the grades counted, the points lost by kind', () => {
    const [accuracy, grades, lost] = summaryText(summary);
    expect(accuracy).toBe(`Accuracy ${Math.round(summary.accuracy!)} % over 4 choices (1 forced move not counted).`);
    expect(grades).toBe('Grades: 2 best moves, 1 inaccuracy and 1 blunder.');
    expect(lost).toBe('Points lost: 2.1 points in hand plays and 7.0 points in koi-koi calls.');
  });

  test('a game summary in chance of winning', () => {
    const s = summarise([
      { grade: 'mistake', loss: 0.1, kind: 'draw-take', scale: 'win' },
      { grade: 'good', loss: 0.02, kind: 'play', scale: 'win' },
    ]);
    expect(summaryText(s)).toEqual([
      `Accuracy ${Math.round(s.accuracy!)} % over 2 choices.`,
      'Grades: 1 good move and 1 mistake.',
      'Chance of winning the game given away, added up over the moves: 2 percentage points in hand plays and 10 percentage points in draw choices.',
    ]);
  });

  test('nothing lost, and nothing to grade', () => {
    const clean = summarise([{ grade: 'best', loss: 0, kind: 'play', scale: 'points' }]);
    expect(summaryText(clean)).toEqual(['Accuracy 100 % over 1 choice.', 'Grades: 1 best move.', 'Nothing was lost.']);
    expect(summaryText(summarise([{ grade: 'forced', loss: 0, kind: 'play', scale: 'points' }]))).toEqual([
      'No choices to grade: every move was forced.',
    ]);
    expect(gradeCountsText({ best: 0, good: 0, inaccuracy: 2, mistake: 1, blunder: 0 })).toBe('2 inaccuracies and 1 mistake');
  });
});

describe('real reviews', () => {
  test('every reason of reviewed rounds is worded, in points and in chance of winning', () => {
    for (const [overrides, seed] of [
      [{ rounds: 1 }, 5],
      [{ rounds: 12 }, 9],
      [{ rounds: 'unlimited', targetScore: 30 }, 11],
    ] as const) {
      const r = rules('fudawiki', overrides);
      let g = createGame({ rules: r, seed });
      // A poor player: always the first legal action (often throws a card away).
      while (g.status === 'playing') {
        const next = applyGameAction(g, gameLegalActions(g)[0]!);
        if (!next.ok) throw new Error(JSON.stringify(next.error));
        g = next.value;
      }
      const record = g.history[g.history.length - 1]!;
      const context = historyContext(g, g.history.length - 1, 0);
      const reviewed = reviewRound(record, r, 0, { seed, playouts: 40, context });
      expect(reviewed.ok && reviewed.value.decisions.every((d) => d.scale === (context ? 'win' : 'points'))).toBe(true);
      expect(reviewed.ok).toBe(true);
      if (!reviewed.ok) continue;
      for (const d of reviewed.value.decisions) {
        if (d.reason) expect(coachReasonText(d.reason)).toMatch(/^[A-Z].*\.$/);
      }
      expect(summaryText(reviewed.value.summary)[0]).toMatch(/^(Accuracy \d+ %|No choices)/);
    }
  });
});
