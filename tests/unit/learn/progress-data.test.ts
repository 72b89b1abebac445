import { describe, expect, test } from 'vitest';
import { progressErrorText, progressFileErrorText } from '../../../src/words/progress-errors';
import { CARD_IDS } from '../../../src/engine/cards';
import {
  BOX_INTERVAL_DAYS,
  DRILL_BOXES,
  EMPTY_PROGRESS,
  PROGRESS_FILE_APP,
  PROGRESS_VERSION,
  withLessonCompleted as completeLesson,
  currentStreak,
  decodeProgress,
  dueCards,
  exportProgressFile,
  extendStreak,
  importProgressFile,
  isMastered,
  withDrillAnswer as recordDrillAnswer,
  withPuzzleAttempt as recordPuzzleAttempt,
  type Progress,
} from '../../../src/features/progress/progress-model';

const DAY = 86_400_000;
const at = (day: number) => new Date(day * DAY + 12 * 3600_000);

describe('lessons', () => {
  test('completing a lesson records it once, keeping the first date', () => {
    const once = completeLesson(EMPTY_PROGRESS, 'the-deck', at(100));
    const twice = completeLesson(once, 'the-deck', at(200));
    expect(twice).toBe(once);
    expect(twice.lessons['the-deck']?.completedAt).toBe(at(100).toISOString());
    expect(EMPTY_PROGRESS.lessons).toEqual({});
  });
});

describe('puzzle stars', () => {
  const solve = (p: Progress, usedHint = false, sawAnswer = false, day = 100) =>
    recordPuzzleAttempt(p, 'p1', { solved: true, usedHint, sawAnswer }, at(day));
  const fail = (p: Progress, day = 100) => recordPuzzleAttempt(p, 'p1', { solved: false, usedHint: false, sawAnswer: false }, at(day));

  test('three stars on a clean first try', () => {
    expect(solve(EMPTY_PROGRESS).puzzles['p1']).toMatchObject({ solved: true, stars: 3, attempts: 1 });
  });
  test('two stars with a hint or on a later try', () => {
    expect(solve(EMPTY_PROGRESS, true).puzzles['p1']?.stars).toBe(2);
    expect(solve(fail(EMPTY_PROGRESS)).puzzles['p1']).toMatchObject({ stars: 2, attempts: 2 });
  });
  test('one star after seeing the answer, none when unsolved', () => {
    expect(solve(EMPTY_PROGRESS, false, true).puzzles['p1']?.stars).toBe(1);
    expect(fail(EMPTY_PROGRESS).puzzles['p1']).toMatchObject({ solved: false, stars: 0, solvedAt: null });
  });
  test('stars only go up and the first solve date stays', () => {
    const best = solve(EMPTY_PROGRESS, false, false, 100);
    const later = solve(best, false, true, 105);
    expect(later.puzzles['p1']).toMatchObject({ stars: 3, attempts: 2, solvedAt: at(100).toISOString() });
    expect(fail(later).puzzles['p1']?.solved).toBe(true);
  });
});

describe('streaks', () => {
  test('consecutive days extend, the same day does not, a gap restarts', () => {
    let s = extendStreak(EMPTY_PROGRESS.streak, 10);
    expect(s).toEqual({ current: 1, best: 1, lastDay: 10 });
    expect(extendStreak(s, 10)).toBe(s);
    s = extendStreak(extendStreak(s, 11), 12);
    expect(s).toEqual({ current: 3, best: 3, lastDay: 12 });
    s = extendStreak(s, 20);
    expect(s).toEqual({ current: 1, best: 3, lastDay: 20 });
  });
  test('the streak shown today breaks once a whole day passed without a solve', () => {
    const s = { current: 4, best: 4, lastDay: 50 };
    expect(currentStreak(s, 50)).toBe(4);
    expect(currentStreak(s, 51)).toBe(4);
    expect(currentStreak(s, 52)).toBe(0);
    expect(currentStreak(EMPTY_PROGRESS.streak, 52)).toBe(0);
  });
  test('only a solved puzzle counts towards the streak', () => {
    const p = recordPuzzleAttempt(EMPTY_PROGRESS, 'x', { solved: false, usedHint: false, sawAnswer: false }, at(9));
    expect(p.streak.current).toBe(0);
    const q = recordPuzzleAttempt(p, 'x', { solved: true, usedHint: false, sawAnswer: false }, at(9));
    expect(q.streak).toEqual({ current: 1, best: 1, lastDay: 9 });
  });
});

describe('Leitner boxes', () => {
  test('each right answer moves a card up one box, up to the last, with growing waits', () => {
    let p: Progress = EMPTY_PROGRESS;
    for (let i = 1; i <= DRILL_BOXES + 2; i++) {
      p = recordDrillAnswer(p, 'pine-crane', true, 100);
      const box = Math.min(i, DRILL_BOXES);
      expect(p.drills['pine-crane']).toMatchObject({ box, dueDay: 100 + BOX_INTERVAL_DAYS[box]!, seen: i, correct: i });
    }
  });
  test('a wrong answer sends the card back to box 0, due again today', () => {
    let p = recordDrillAnswer(EMPTY_PROGRESS, 'pampas-moon', true, 100);
    p = recordDrillAnswer(p, 'pampas-moon', true, 101);
    p = recordDrillAnswer(p, 'pampas-moon', false, 103);
    expect(p.drills['pampas-moon']).toEqual({ box: 0, dueDay: 103, seen: 3, correct: 2 });
  });
  test('due cards: missed and new first, cards waiting for a later day left out', () => {
    let p = recordDrillAnswer(EMPTY_PROGRESS, 'pine-crane', true, 100); // box 1, due 101
    p = recordDrillAnswer(p, 'plum-warbler', false, 100); // box 0, due 100
    const today = dueCards(p, CARD_IDS, 100);
    expect(today).not.toContain('pine-crane');
    expect(today).toContain('plum-warbler');
    expect(today.length).toBe(47);
    const box = (c: string) => p.drills[c as keyof typeof p.drills]?.box ?? -1;
    expect(today.map(box)).toEqual([...today.map(box)].sort((a, b) => a - b));
    expect(dueCards(p, CARD_IDS, 101)[0]).not.toBe('pine-crane');
    expect(dueCards(p, CARD_IDS, 101)).toContain('pine-crane');
  });
  test('mastered means one of the top two boxes', () => {
    expect(isMastered(undefined)).toBe(false);
    expect(isMastered({ box: DRILL_BOXES - 2, dueDay: 0, seen: 3, correct: 3 })).toBe(false);
    expect(isMastered({ box: DRILL_BOXES - 1, dueDay: 0, seen: 4, correct: 4 })).toBe(true);
    expect(isMastered({ box: DRILL_BOXES, dueDay: 0, seen: 5, correct: 5 })).toBe(true);
  });
});

describe('decoding saved or imported progress: every reason', () => {
  const good = (): Record<string, unknown> => JSON.parse(JSON.stringify(EMPTY_PROGRESS));
  const reason = (raw: unknown) => {
    const r = decodeProgress(raw);
    return r.ok ? null : progressErrorText(r.error);
  };

  test('a well-formed record decodes', () => {
    const full = recordDrillAnswer(
      recordPuzzleAttempt(completeLesson(EMPTY_PROGRESS, 'yaku', at(5)), 'p', { solved: true, usedHint: false, sawAnswer: false }, at(5)),
      'maple-deer',
      true,
      5,
    );
    expect(decodeProgress(JSON.parse(JSON.stringify(full)))).toEqual({ ok: true, value: full });
  });
  test.each([
    ['null', null, 'it is not a progress record'],
    ['an array', [], 'it is not a progress record'],
    ['a string', 'progress', 'it is not a progress record'],
  ])('%s is not a record', (_name, raw, expected) => {
    expect(reason(raw)).toBe(expected);
  });
  test('version: newer, missing, wrong', () => {
    expect(reason({ ...good(), version: PROGRESS_VERSION + 1 })).toBe(
      `it was made by a newer version of the site (format ${PROGRESS_VERSION + 1}, this site reads ${PROGRESS_VERSION})`,
    );
    const { version: _v, ...noVersion } = good();
    expect(reason(noVersion)).toBe(`its format version is undefined, expected ${PROGRESS_VERSION}`);
    expect(reason({ ...good(), version: '1' })).toBe(`its format version is "1", expected ${PROGRESS_VERSION}`);
  });
  test('lessons', () => {
    expect(reason({ ...good(), lessons: [] })).toBe('"lessons" is missing or not an object');
    expect(reason({ ...good(), lessons: { a: { completedAt: 'yesterday' } } })).toBe('lesson "a" has no valid completion date');
    expect(reason({ ...good(), lessons: { a: 3 } })).toBe('lesson "a" has no valid completion date');
  });
  test('puzzles', () => {
    expect(reason({ ...good(), puzzles: null })).toBe('"puzzles" is missing or not an object');
    const bad = [
      { solved: 'yes', stars: 3, attempts: 1, solvedAt: null },
      { solved: true, stars: 4, attempts: 1, solvedAt: null },
      { solved: true, stars: 3, attempts: -1, solvedAt: null },
      { solved: true, stars: 3, attempts: 1, solvedAt: 'soon' },
    ];
    for (const rec of bad) expect(reason({ ...good(), puzzles: { p9: rec } })).toBe('puzzle "p9" has a malformed record');
  });
  test('drills', () => {
    expect(reason({ ...good(), drills: 'none' })).toBe('"drills" is missing or not an object');
    expect(reason({ ...good(), drills: { 'joker-card': { box: 0, dueDay: 0, seen: 0, correct: 0 } } })).toBe(
      'drills name an unknown card "joker-card"',
    );
    const bad = [
      { box: DRILL_BOXES + 1, dueDay: 0, seen: 0, correct: 0 },
      { box: 1, dueDay: 1.5, seen: 0, correct: 0 },
      { box: 1, dueDay: 1, seen: -2, correct: 0 },
      { box: 1, dueDay: 1, seen: 2 },
    ];
    for (const rec of bad) expect(reason({ ...good(), drills: { 'pine-crane': rec } })).toBe('the drill record of "pine-crane" is malformed');
  });
  test('streak', () => {
    for (const streak of [undefined, { current: -1, best: 0, lastDay: null }, { current: 0, best: 0, lastDay: 'today' }]) {
      expect(reason({ ...good(), streak })).toBe('"streak" is malformed');
    }
  });
});

describe('export and import files', () => {
  const sample = completeLesson(recordDrillAnswer(EMPTY_PROGRESS, 'willow-rain-man', true, 7), 'matching', at(7));

  const refusal = (text: string) => {
    const r = importProgressFile(text);
    return r.ok ? null : progressFileErrorText(r.error);
  };
  test('an export imports back to the same progress', () => {
    const text = exportProgressFile(sample, at(8));
    expect(JSON.parse(text)).toMatchObject({ app: PROGRESS_FILE_APP, exportedAt: at(8).toISOString() });
    expect(importProgressFile(text)).toEqual({ ok: true, value: sample });
  });
  test('a file that is not JSON is refused', () => {
    expect(importProgressFile('not json at all')).toEqual({ ok: false, error: { code: 'not-json' } });
    expect(refusal('not json at all')).toBe('the file is not JSON (is it the file this site exported?)');
  });
  test('a foreign JSON file is refused', () => {
    for (const text of ['{"app":"other-app","progress":{}}', '[1,2]', '"hello"', JSON.stringify(sample)]) {
      expect(refusal(text)).toBe('the file is not a Koi-Koi Dojo progress export');
    }
  });
  test('a damaged export names the damage', () => {
    const damaged = JSON.parse(exportProgressFile(sample, at(8)));
    damaged.progress.drills['pine-crane'] = { box: 'top' };
    expect(refusal(JSON.stringify(damaged))).toBe('the progress in the file is damaged: the drill record of "pine-crane" is malformed');
  });
});
