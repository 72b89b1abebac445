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
  aboutPoints,
  accuracyText,
  coachReasonText,
  gradeCountsText,
  gradeLabel,
  lostText,
  meanPoints,
  percent,
  roundedParts,
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
    players: 2,
    risk: { seat: 1, best: 0.21, chosen: 0.38 },
    feeds: null,
  },
  'should-stop': { code: 'should-stop', stopPoints: 6, koikoiPoints: 1.9, opponentScores: 0.43, opponents: [{ seat: 1, scores: 0.43 }], lost: 4.1, scale: 'points' },
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
    const templates = COACH_REASON_CODES.flatMap((c) => Object.values(COACH_REASON_WORDS[c]));
    for (const t of templates) {
      expect(t.you.trim()).not.toBe('');
      expect(t.other).toMatch(/\{player\}/);
    }
  });

  test('better-move names the better move and why, says how much less the move made scores, the loss and the risk', () => {
    const text = coachReasonText(REASONS['better-move']);
    expect(text).toMatch(/^The better move was to play .* to take .*: it grabs the most valuable card in reach\./);
    // As a player says it: the move made as the subject, the difference of the averages rounded.
    expect(text).toMatch(/ Throwing away a Maple Chaff cost you 2\.7 points on average in this round\./);
    expect(text).not.toMatch(/To throw|averaged/);
    expect(text).toMatch(/from 21 % to 38 %\.$/);
  });

  test('better-move in a game: a large difference in whole points, equal averages and a higher average said as such', () => {
    const r = REASONS['better-move'] as Extract<CoachReason, { code: 'better-move' }>;
    const win = { ...r, scale: 'win', lost: 0.03, risk: null } as const;
    expect(coachReasonText({ ...win, bestPoints: -6.7, chosenPoints: -14.8 })).toContain(
      'Throwing away a Maple Chaff cost you 3 percentage points of your chance of winning the game, and scores about 8 points less on average in this round.',
    );
    expect(coachReasonText({ ...win, bestPoints: 1.1, chosenPoints: 1.0 })).toContain(
      'Throwing away a Maple Chaff cost you 3 percentage points of your chance of winning the game, though it scores about the same on average in this round.',
    );
    expect(coachReasonText({ ...win, bestPoints: 1.1, chosenPoints: 2.4 })).toContain(
      'Throwing away a Maple Chaff cost you 3 percentage points of your chance of winning the game where the game stands, though it scores about 1.3 points more on average in this round.',
    );
  });

  test('should-stop gives the score, the average after the call, the risk and the loss', () => {
    const text = coachReasonText(REASONS['should-stop']);
    expect(text).toContain('it scores 6 points now, while koi-koi averages about 1.9 points');
    expect(text).toContain('43 %');
    expect(text).toContain('Calling koi-koi cost you 4.1 points');
  });

  test('should-koikoi in a game leads with the chance of winning it, then the points', () => {
    const text = coachReasonText(REASONS['should-koikoi']);
    expect(text).toMatch(/^Koi-koi was better: stopping cost you 8 percentage points of your chance of winning the game\. In points, /);
    expect(text).toContain('playing on averages about 4 points against the 1 point of stopping now');
    expect(text).toContain('62 %');
  });

  // Issue #30: "Stopping was better: it scores 6 points now, while koi-koi averages about 7
  // points…" read as if koi-koi were better; the chance of winning came only a sentence later.
  test('in a game every reason leads with the chance of winning it, the round’s points after', () => {
    const inGame: CoachReason[] = [
      { code: 'should-stop', stopPoints: 6, koikoiPoints: 7.2, opponentScores: 0.31, opponents: [{ seat: 1, scores: 0.31 }], lost: 0.06, scale: 'win' },
      { code: 'should-stop', stopPoints: 6, koikoiPoints: 7.2, opponentScores: 0.4, opponents: [{ seat: 1, scores: 0.25 }, { seat: 2, scores: 0.15 }], lost: 0.06, scale: 'win' },
      REASONS['should-koikoi'],
      { code: 'should-redeal', playPoints: -2.3, lost: 0.05, scale: 'win' },
      { code: 'should-play-on', playPoints: 4.4, lost: 0.05, scale: 'win' },
    ];
    for (const reason of inGame) {
      for (const subject of ['you', 'computer'] as const) {
        const text = coachReasonText(reason, subject);
        const chance = text.indexOf('chance of winning the game');
        const points = text.search(/\d+(\.\d)? points?\b(?! of)/);
        expect(chance, text).toBeGreaterThan(0);
        expect(points, text).toBeGreaterThan(chance);
        // The chance is in the first sentence.
        expect(text.split('. ')[0], text).toContain('chance of winning the game');
      }
    }
    expect(coachReasonText(inGame[0]!)).toBe(
      'Stopping was better: calling koi-koi cost you 6 percentage points of your chance of winning the game. In points, stopping scores 6 points now and koi-koi averages about 7 points; the opponent goes on to score the round in 31 % of the simulated endings.',
    );
  });

  test('where points count, the reasons lead with the points as before', () => {
    expect(coachReasonText(REASONS['should-stop'])).toMatch(/^Stopping was better: it scores 6 points now, while koi-koi averages about 1\.9 points/);
    expect(coachReasonText({ ...REASONS['should-koikoi'], scale: 'points', lost: 2.6 } as CoachReason)).toMatch(/^Koi-koi was better: playing on averages about 4 points/);
  });

  test('lucky-hand reasons give the hand’s average (a loss said as one) and the loss', () => {
    expect(coachReasonText(REASONS['should-redeal'])).toMatch(/averages only a loss of about 2 points in the round\. Playing on cost you 2\.3 points/);
    expect(coachReasonText(REASONS['should-play-on'])).toMatch(/averages about 4 points in the round.*cost you 4\.4 points/);
  });

  test('averages as said aloud', () => {
    expect(aboutPoints(0.96)).toBe('about 1 point');
    expect(aboutPoints(1.44)).toBe('about 1.4 points');
    expect(aboutPoints(8.1)).toBe('about 8 points');
    expect(aboutPoints(-8.1)).toBe('about 8 points');
    expect(aboutPoints(-1.44, true)).toBe('a loss of about 1.4 points');
    expect(aboutPoints(0.3, true)).toBe('about 0.3 points');
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

  test('at a table of two the other player is "the opponent"', () => {
    const r = REASONS['better-move'] as Extract<CoachReason, { code: 'better-move' }>;
    const text = coachReasonText({ ...r, feeds: { seat: 1, card: 'maple-chaff-1', yaku: 'kasu' } });
    expect(text).toContain('It also left a Maple Chaff on the field, where it would complete Chaff for the opponent.');
    expect(text).toContain('It also raised the chance that the opponent scores the round from 21 % to 38 %.');
    expect(coachReasonText(REASONS['should-stop'])).toContain('the opponent goes on to score the round in 43 %');
  });

  test('at a table of three a reason names the opponent it helped: "Player N", or the names the table gives', () => {
    const r = REASONS['better-move'] as Extract<CoachReason, { code: 'better-move' }>;
    const three = { ...r, players: 3, risk: { seat: 2, best: 0.1, chosen: 0.3 }, feeds: { seat: 1, card: 'maple-chaff-1', yaku: 'kasu' } } as const;
    const text = coachReasonText(three);
    expect(text).toContain('It also left a Maple Chaff on the field, where it would complete Chaff for Player 2.');
    expect(text).toContain('It also raised the chance that Player 3 scores the round from 10 % to 30 %.');
    const named = coachReasonText(three, 'you', (seat) => (seat === 1 ? 'the computer on your right' : 'the computer on your left'));
    expect(named).toContain('complete Chaff for the computer on your right.');
    expect(named).toContain('the chance that the computer on your left scores the round');
    expect(named).not.toContain('Player');
  });

  test('the better move that keeps a card from one opponent names that opponent at a table of three', () => {
    const r = REASONS['better-move'] as Extract<CoachReason, { code: 'better-move' }>;
    const blocks = { code: 'blocks-threat', card: 'pine-crane', yaku: 'sanko' } as const;
    expect(coachReasonText({ ...r, bestWhy: blocks })).toContain(': it keeps the Crane and Sun from the opponent, who is one card from Three Brights.');
    const three = { ...r, players: 3, bestWhy: { ...blocks, seat: 2 } } as const;
    expect(coachReasonText(three)).toContain(': it keeps the Crane and Sun from Player 3, who is one card from Three Brights.');
    expect(coachReasonText(three, 'you', () => 'Computer (right)')).toContain('it keeps the Crane and Sun from Computer (right), who is one card from');
  });

  test('should-stop at a table of three gives either opponent’s chance and each one’s', () => {
    const stop = { ...REASONS['should-stop'], opponents: [{ seat: 2, scores: 0.25 }, { seat: 0, scores: 0.18 }] } as CoachReason;
    const text = coachReasonText(stop, 'computer', (seat) => (seat === 0 ? 'you' : 'the other computer'));
    expect(text).toContain('another player goes on to score the round in 43 % of the simulated endings (the other computer in 25 % and you in 18 %)');
    expect(text).toContain('Calling koi-koi cost the computer 4.1 points.');
    expect(coachReasonText(stop)).toContain('(Player 3 in 25 % and Player 1 in 18 %)');
  });

  test('two moves that read alike are told apart', () => {
    const same = { ...REASONS['better-move'], chosen: play, risk: null } as CoachReason;
    expect(coachReasonText(same)).toMatch(/^The better move was to make the same play with the other card of that kind: .*\. The card played cost you/);
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

  test('accuracy over the choices, the grades counted, the points given away by kind (a best move gives nothing away)', () => {
    const [accuracy, grades, lost] = summaryText(summary);
    expect(accuracy).toBe(`Accuracy ${Math.floor(summary.accuracy!)} % over 4 choices (1 forced move not counted).`);
    expect(grades).toBe('Grades: 2 best moves, 1 inaccuracy and 1 blunder.');
    expect(lost).toBe('Points given away: 2.0 points in hand plays and 7.0 points in koi-koi calls.');
  });

  test('a game summary in chance of winning', () => {
    const s = summarise([
      { grade: 'mistake', loss: 0.1, kind: 'draw-take', scale: 'win' },
      { grade: 'good', loss: 0.02, kind: 'play', scale: 'win' },
    ]);
    expect(summaryText(s)).toEqual([
      `Accuracy ${Math.floor(s.accuracy!)} % over 2 choices.`,
      'Grades: 1 good move and 1 mistake.',
      'Chance of winning the game given away: 2 percentage points in hand plays and 10 percentage points in draw choices.',
    ]);
  });

  test('best moves only: 100 % and nothing given away, whatever the small losses the coach cannot tell from none', () => {
    // The contradiction once seen: "9 best moves" beside "Accuracy 99 %" and "1 percentage point given away".
    const nine = summarise(Array.from({ length: 9 }, () => ({ grade: 'best' as const, loss: 0.0015, kind: 'play' as const, scale: 'win' as const })));
    expect(summaryText(nine)).toEqual(['Accuracy 100 % over 9 choices.', 'Grades: 9 best moves.', 'Nothing was given away.']);
  });

  // Issue #29: each kind rounded by itself, 33.6 + 33.6 + 32.8 percentage points (100 in all) read 34 + 34 + 33 = 101.
  test('the parts given away add up to their exact sum rounded, not to more', () => {
    const split = summarise([
      { grade: 'blunder', loss: 0.336, kind: 'play', scale: 'win' },
      { grade: 'blunder', loss: 0.336, kind: 'draw-take', scale: 'win' },
      { grade: 'blunder', loss: 0.328, kind: 'koikoi', scale: 'win' },
    ]);
    const lost = summaryText(split)[2]!;
    expect(lost).toBe('Chance of winning the game given away: 34 percentage points in hand plays, 33 percentage points in draw choices and 33 percentage points in koi-koi calls.');
    const said = [...lost.matchAll(/(\d+) percentage points?/g)].map((m) => Number(m[1]));
    expect(said.reduce((a, b) => a + b, 0)).toBe(100);
    // In points (tenths): 1.25 + 1.25 + 1.25 = 3.75 once read 1.3 + 1.3 + 1.3 = 3.9; now 3.8 in all.
    const tenths = summarise([
      { grade: 'good', loss: 1.25, kind: 'play', scale: 'points' },
      { grade: 'good', loss: 1.25, kind: 'draw-take', scale: 'points' },
      { grade: 'good', loss: 1.25, kind: 'koikoi', scale: 'points' },
    ]);
    expect(summaryText(tenths)[2]).toBe('Points given away: 1.3 points in hand plays, 1.3 points in draw choices and 1.2 points in koi-koi calls.');
  });

  test('rounded parts: largest remainders first, each within one step, summing to the rounded whole', () => {
    expect(roundedParts([33.6, 33.6, 32.8], 1)).toEqual([34, 33, 33]);
    expect(roundedParts([0.336, 0.336, 0.328], 0.01)).toEqual([34, 33, 33]);
    expect(roundedParts([0.29, 0.01], 0.01)).toEqual([29, 1]);
    expect(roundedParts([2, 7], 0.1)).toEqual([20, 70]);
    expect(roundedParts([], 1)).toEqual([]);
  });

  test('an accuracy reads 100 % only when nothing was given away', () => {
    expect(accuracyText(100)).toBe('100 %');
    expect(accuracyText(99.7)).toBe('99 %');
    expect(accuracyText(81.2)).toBe('81 %');
  });

  test('nothing given away, and nothing to grade', () => {
    const clean = summarise([{ grade: 'best', loss: 0, kind: 'play', scale: 'points' }]);
    expect(summaryText(clean)).toEqual(['Accuracy 100 % over 1 choice.', 'Grades: 1 best move.', 'Nothing was given away.']);
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
      // The values are in the game's scale; a move is graded in it, or in points where they judge it worse.
      expect(reviewed.ok && reviewed.value.decisions.every((d) => d.values.scale === (context ? 'win' : 'points') && (context || d.scale === 'points'))).toBe(true);
      expect(reviewed.ok).toBe(true);
      if (!reviewed.ok) continue;
      for (const d of reviewed.value.decisions) {
        if (d.reason) expect(coachReasonText(d.reason)).toMatch(/^[A-Z].*\.$/);
      }
      expect(summaryText(reviewed.value.summary)[0]).toMatch(/^(Accuracy \d+ %|No choices)/);
    }
  });
});
