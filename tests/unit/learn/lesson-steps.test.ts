/**
 * Lessons are short steps with something to do in each (issue 13): every lesson is a list of
 * numbered steps, each ends with an activity, and nowhere does a reader face more than
 * READING_LIMIT_WORDS words before the next thing to do. Measured from the MDX sources, with the
 * page's lead (description and practice) counted before the first step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  READING_LIMIT_WORDS,
  lessonSteps,
  longestReading,
  proseWords,
  readingStretches,
  stepShapes,
} from '../../../src/features/learn/lessons/lesson-steps';
import { $stepsDone, markStepDone, stepsShownDone } from '../../../src/features/learn/lessons/steps-store';

const dir = join(import.meta.dirname, '../../../content/lessons');
const lessons = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => [f.replace(/\.mdx$/, ''), readFileSync(join(dir, f), 'utf8')] as const);

describe('the measuring itself', () => {
  const sample = `---
description: One two three.
practice: Four five.
---
import X from './x';

<Step title="First step here">

Six seven [eight](/link/) **nine**.

<LessonCards label="Not counted at all" cards={['pine-crane']} />

<InlineCheck client:visible id="a" question="Skipped > even with a sign" options={[{ label: 'a > b', why: "it's {fine}" }]} />

Ten eleven.

</Step>

<Step title="Second">

Twelve.

<Quiz client:visible lesson="x" />

</Step>

Tail words.
`;
  test('counts prose, titles and the lead; skips imports, card pictures and activities', () => {
    expect(readingStretches(sample)).toEqual([
      { words: 5 + 3 + 4, endsWith: 'InlineCheck', step: 1 },
      { words: 2 + 1 + 1, endsWith: 'Quiz', step: 2 },
      { words: 2, endsWith: null, step: 2 },
    ]);
    expect(longestReading(sample)).toBe(12);
  });
  test('finds the steps in order and what each ends with', () => {
    expect(lessonSteps(sample).map((s) => [s.number, s.id, s.title])).toEqual([
      [1, 'step-1', 'First step here'],
      [2, 'step-2', 'Second'],
    ]);
    expect(stepShapes(sample)).toEqual([
      { activities: 0, wordsAfterLastActivity: 0 },
      { activities: 1, wordsAfterLastActivity: 2 },
      { activities: 1, wordsAfterLastActivity: 0 },
    ]);
  });
  test('words are what a reader sees', () => {
    expect(proseWords('- **Bold** and *it* [a link](/x/) — 48 cards.')).toBe(7);
  });
});

describe.each(lessons)('%s', (_lesson, source) => {
  const steps = lessonSteps(source);
  test('is a list of short numbered steps with distinct titles', () => {
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(new Set(steps.map((s) => s.title)).size).toBe(steps.length);
    expect(source.match(/<Step\b/g)?.length).toBe(steps.length);
    expect(source.match(/<\/Step>/g)?.length).toBe(steps.length);
  });
  test('every step ends with something to do, and nothing is to do outside the steps', () => {
    const [before, ...inSteps] = stepShapes(source);
    expect(before!.activities).toBe(0);
    expect(inSteps).toHaveLength(steps.length);
    for (const [i, shape] of inSteps.entries()) {
      expect(shape.activities, `step ${i + 1}`).toBeGreaterThanOrEqual(1);
      expect(shape.wordsAfterLastActivity, `step ${i + 1}`).toBe(0);
    }
  });
  test(`never more than ${READING_LIMIT_WORDS} words of reading before the next thing to do`, () => {
    const over = readingStretches(source).filter((s) => s.endsWith !== null && s.words > READING_LIMIT_WORDS);
    expect(over).toEqual([]);
    expect(longestReading(source)).toBeGreaterThan(0);
  });
});

describe('steps shown as done', () => {
  test('answering marks a step once, in order, per lesson', () => {
    markStepDone('a', 3);
    markStepDone('a', 1);
    markStepDone('a', 3);
    markStepDone('b', 2);
    expect($stepsDone.get()).toEqual({ a: [1, 3], b: [2] });
  });
  test('the steps answered on the page, within the lesson', () => {
    expect(stepsShownDone([1, 3, 9], 5, false)).toEqual([1, 3]);
  });
  test('every step once the saved progress has the lesson done', () => {
    expect(stepsShownDone([], 4, true)).toEqual([1, 2, 3, 4]);
  });
});
