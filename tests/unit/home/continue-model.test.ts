import { describe, expect, test } from 'vitest';
import { createGame } from '../../../src/engine/round';
import { GAME_KEY, encodeSession, type PlaySession } from '../../../src/features/play/save';
import { EMPTY_PROGRESS, withLessonCompleted as withLessonCompleted, dayNumber, withDrillAnswer as withDrillAnswer, type Progress } from '../../../src/features/progress/progress-model';
import { PROGRESS_KEY } from '../../../src/features/progress/progress-store';
import { SAVED_GAME_KEY, SAVED_PROGRESS_KEY, continueItems, readSavedProgress, type LessonRef } from '../../../src/features/home/continue-model';
import { glanceSavedGame } from '../../../src/features/home/saved-game';
import { randomSteps, rules } from '../play/helpers';
import { withMistakeAnswer, withMistakeKept } from '../../../src/features/progress/progress-model';
import { canonicalAction, mistakeIdOf } from '../../../src/features/mistakes/mistakes-model';
import { realMistake } from '../mistakes/fixture';
import { HOME_WORDS } from '../../../src/features/home/words';
import { countOf, POINTS } from '../../../src/words/plural';

const LESSONS: LessonRef[] = [
  { id: 'b', title: 'Second', order: 2 },
  { id: 'a', title: 'First', order: 1 },
  { id: 'c', title: 'Third', order: 3 },
];
const NOW = new Date('2026-11-20T12:00:00Z');
const TODAY = dayNumber(NOW);

/** The text the practice game writes to localStorage after `steps` random moves. */
function savedText(seed: number, steps: number, options: Record<string, unknown> = { rounds: 12 }): { text: string; session: PlaySession } {
  const r = rules('fudawiki', options);
  const played = randomSteps(createGame({ rules: r, seed }), seed + 1, steps);
  const level2 = options.players === 3 ? { level2: 'intermediate' as const } : {};
  const session: PlaySession = { origin: { kind: 'new', seed }, rules: r, level: 'beginner', ...level2, undo: false, started: true, steps: played.steps, game: played.game };
  return { text: JSON.stringify(encodeSession(session)), session };
}

describe('the saved game, read by the practice game’s own save reader', () => {
  test('the home page looks under the key the practice game writes', () => {
    expect(SAVED_GAME_KEY).toBe(GAME_KEY);
  });

  test.each([
    [1, 0],
    [2, 9],
    [3, 60],
  ])('seed %i after %i moves: round and totals as the game has them', (seed, steps) => {
    const { text, session } = savedText(seed, steps);
    expect(session.game.status).not.toBe('finished');
    if (steps > 50) expect(session.game.round).toBeGreaterThan(1); // the round is really read, not assumed
    expect(glanceSavedGame(text)).toEqual({ readable: true, round: session.game.round, totals: session.game.totals });
  });

  test('zero-sum rules: a negative total is read as it is (a second parser lost it)', () => {
    // The first seed whose game, played on under zero-sum rules, leaves the reader below zero.
    const found = Array.from({ length: 40 }, (_, i) => savedText(100 + i, 90, { rounds: 12, zeroSum: true })).find(
      ({ session }) => session.game.status !== 'finished' && session.game.totals[0] < 0,
    );
    expect(found).toBeDefined();
    const { text, session } = found!;
    expect(glanceSavedGame(text)).toEqual({ readable: true, round: session.game.round, totals: session.game.totals });
  });

  test('a game for three: all three totals, worded with both computers', () => {
    const { text, session } = savedText(5, 70, { rounds: 12, players: 3 });
    expect(session.game.totals).toHaveLength(3);
    const glance = glanceSavedGame(text);
    expect(glance).toEqual({ readable: true, round: session.game.round, totals: session.game.totals });
    const [you, left, right] = session.game.totals;
    expect(HOME_WORDS.continue.gameAt(session.game.round, session.game.totals)).toBe(
      `Round ${session.game.round}: you have ${countOf(you!, POINTS)}, Computer (left) ${countOf(left!, POINTS)}, Computer (right) ${countOf(right!, POINTS)}`,
    );
  });

  test('a finished game is not offered', () => {
    const { text, session } = savedText(4, 5000, { rounds: 3 });
    expect(session.game.status).toBe('finished');
    expect(glanceSavedGame(text)).toBeNull();
  });

  test('a game set up but never begun is not offered; nothing saved, nothing offered', () => {
    const { session } = savedText(5, 0);
    expect(glanceSavedGame(JSON.stringify(encodeSession({ ...session, started: false })))).toBeNull();
    expect(glanceSavedGame(null)).toBeNull();
  });

  test.each([
    ['not JSON', '{"format":1,'],
    ['another format', JSON.stringify({ format: 2, started: true, steps: [] })],
    ['no list of moves', JSON.stringify({ ...JSON.parse(savedText(6, 3).text), steps: 'none' })],
    ['moves that lead elsewhere', JSON.stringify({ ...JSON.parse(savedText(6, 3).text), check: 'x' })],
  ])('%s: offered as saved but unreadable (the play page says why)', (_, text) => {
    expect(glanceSavedGame(text)).toEqual({ readable: false });
  });
});

describe('the saved progress, read without the store', () => {
  test('the home page reads the key the progress store writes', () => {
    expect(SAVED_PROGRESS_KEY).toBe(PROGRESS_KEY);
  });

  test('what the store writes (the record as JSON) reads back whole', () => {
    const progress = withDrillAnswer(withLessonCompleted(EMPTY_PROGRESS, 'a', NOW), 'pine-crane', true, TODAY);
    expect(readSavedProgress(JSON.stringify(progress))).toEqual({ progress, unreadable: false });
  });

  test('nothing saved: no progress, nothing to explain', () => {
    expect(readSavedProgress(null)).toEqual({ progress: EMPTY_PROGRESS, unreadable: false });
  });

  test.each([
    ['not JSON', '{"version":1,'],
    ['a record the model refuses', JSON.stringify({ version: 99, lessons: {} })],
  ])('%s: no progress, and it says so', (_, text) => {
    expect(readSavedProgress(text)).toEqual({ progress: EMPTY_PROGRESS, unreadable: true });
  });
});

describe('what a returning reader is offered', () => {
  test('a first-time reader: nothing', () => {
    expect(continueItems(EMPTY_PROGRESS, LESSONS, null, TODAY)).toEqual([]);
  });

  test('after a lesson: the next one in lesson order', () => {
    const progress = withLessonCompleted(EMPTY_PROGRESS, 'a', NOW);
    expect(continueItems(progress, LESSONS, null, TODAY)).toEqual([{ kind: 'lesson', next: LESSONS[0], done: 1, total: 3 }]);
  });

  test('every lesson done', () => {
    const progress = ['a', 'b', 'c'].reduce<Progress>((p, id) => withLessonCompleted(p, id, NOW), EMPTY_PROGRESS);
    expect(continueItems(progress, LESSONS, null, TODAY)).toEqual([{ kind: 'lessons-done', total: 3 }]);
  });

  test('drills: only cards already drilled count as due, never the unseen ones', () => {
    let progress = withDrillAnswer(EMPTY_PROGRESS, 'pine-crane', false, TODAY); // missed: due today
    progress = withDrillAnswer(progress, 'pampas-moon', true, TODAY); // right: due tomorrow
    expect(continueItems(progress, LESSONS, null, TODAY)).toEqual([{ kind: 'drills', due: 1 }]);
    expect(continueItems(progress, LESSONS, null, TODAY + 1)).toEqual([{ kind: 'drills', due: 2 }]);
  });

  test('mistakes kept from reviews: how many are due, and none once answered right', () => {
    const m = realMistake();
    const kept = withMistakeKept(EMPTY_PROGRESS, { id: mistakeIdOf(m.view, m.chosen), view: m.view, chosen: canonicalAction(m.chosen), grade: m.grade, loss: m.loss, scale: m.scale, context: null, seed: m.seed, from: m.from }, NOW);
    expect(continueItems(kept, LESSONS, null, TODAY)).toEqual([{ kind: 'mistakes', kept: 1, due: 1 }]);
    const answered = withMistakeAnswer(kept, kept.mistakes[0]!.id, true, NOW);
    expect(continueItems(answered, LESSONS, null, TODAY)).toEqual([{ kind: 'mistakes', kept: 1, due: 0 }]);
  });

  test('a game in progress comes last', () => {
    const progress = withLessonCompleted(EMPTY_PROGRESS, 'a', NOW);
    const game = { readable: true, round: 2, totals: [3, 1] } as const;
    expect(continueItems(progress, LESSONS, game, TODAY).map((i) => i.kind)).toEqual(['lesson', 'game']);
  });
});
