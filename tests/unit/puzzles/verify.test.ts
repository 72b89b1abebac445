/**
 * The verifier rejects deliberately broken puzzles (tests/unit/puzzles/fixtures/), and its
 * answer keys and judgements behave as documented.
 */
import { describe, expect, test } from 'vitest';
import { cardsKey, playKey } from '../../../src/features/puzzles/answers';
import { answerKey, capturedBy, declaredKeys, threatsOn, verifyPuzzle } from '../../../src/features/puzzles/verify';
import { puzzleRules } from '../../../src/features/puzzles/position';
import { FIXTURE_DIR, allPuzzles, loadPuzzle, readPuzzleFiles } from './helpers';

const fixtures = readPuzzleFiles(FIXTURE_DIR);

describe('broken fixtures are rejected', () => {
  test('there are fixtures for no answer, a wrong declared answer, an illegal position and an unclear koi-koi margin', () => {
    const expected = new Set(fixtures.flatMap((f) => f.raw['expectProblems'] as string[]));
    for (const code of ['no-answer', 'declared-answer-differs', 'illegal-position', 'unclear-margin']) expect(expected).toContain(code);
  });

  test.each(fixtures)('$file', ({ raw }) => {
    const { expectProblems, ...data } = raw as Record<string, unknown> & { expectProblems: string[] };
    const verified = verifyPuzzle(loadPuzzle(data));
    expect(verified.ok).toBe(false);
    const codes = verified.problems.map((p) => p.code);
    for (const code of expectProblems) expect(codes).toContain(code);
  });
});

describe('answer keys', () => {
  const puzzles = allPuzzles();
  const augustCard = puzzles.find((p) => p.id === 'pick-the-right-august-card')!;
  const rules = puzzleRules(augustCard);

  test('a play key names the card and every field card taken, in deck order', () => {
    expect(playKey('pampas-chaff-2', ['pampas-moon'])).toBe('play:pampas-chaff-2>pampas-moon');
    expect(playKey('pine-crane', [])).toBe('play:pine-crane>');
    expect(cardsKey(['pampas-moon', 'pine-crane', 'pampas-moon'])).toBe('cards:pine-crane,pampas-moon');
  });

  test('a card matching two field cards needs a take; one not in hand is no answer at all', () => {
    expect(capturedBy(augustCard.position, rules, { card: 'pampas-chaff-2' })).toBeNull();
    expect(capturedBy(augustCard.position, rules, { card: 'pampas-chaff-2', take: 'pampas-moon' })).toEqual(['pampas-moon']);
    expect(capturedBy(augustCard.position, rules, { card: 'phoenix' as never })).toBeNull();
    expect(answerKey(augustCard, rules, { type: 'play', play: { card: 'paulownia-phoenix' } })).toBe('play:paulownia-phoenix>');
  });

  test('the right play with the wrong take is wrong', () => {
    const verified = verifyPuzzle(augustCard);
    expect(verified.correct).toEqual(['play:pampas-chaff-2>pampas-moon']);
    expect(verified.correct).not.toContain(answerKey(augustCard, rules, { type: 'play', play: { card: 'pampas-chaff-2', take: 'pampas-chaff-1' } }));
  });

  test('a declared answer that is not even legal is reported as such', () => {
    const bad = { ...augustCard, answer: [{ card: 'pampas-chaff-2' as const }] };
    expect(declaredKeys(bad, rules, bad.answer)).toBeNull();
    expect(verifyPuzzle(bad).problems.map((p) => p.code)).toContain('invalid-declared-answer');
  });
});

describe('judgements', () => {
  const puzzles = allPuzzles();

  test('block: the correct plays leave no completing capture, every wrong play leaves one', () => {
    for (const p of puzzles.filter((x) => x.goal.kind === 'block' || x.goal.kind === 'keep')) {
      const v = verifyPuzzle(p);
      if (v.facts?.kind !== 'block' && v.facts?.kind !== 'keep') throw new Error('facts');
      for (const play of v.facts.plays) expect(play.threats.length === 0, `${p.id} ${play.key}`).toBe(v.correct.includes(play.key));
    }
  });

  test('a threat needs an unseen card of the right month: a field card nobody else can take is safe', () => {
    const p = puzzles.find((x) => x.id === 'the-safe-capture')!;
    // The Phoenix lies on the field and would give the opponent Rainy Four Brights, but every
    // other December card is yours: no threat on the field as it stands.
    expect(p.position.field).toContain('paulownia-phoenix');
    expect(threatsOn(p.position, puzzleRules(p), p.position.field)).toEqual([]);
  });

  test('points: the answer is the engine score, and it depends on the rule set', () => {
    const fuda = puzzles.find((x) => x.id === 'sixty-eight')!;
    const japan = puzzles.find((x) => x.id === 'same-pile-other-rules')!;
    expect(fuda.position).toEqual(japan.position);
    expect(verifyPuzzle(fuda).correct).toEqual(['points:68']);
    expect(verifyPuzzle(japan).correct).toEqual(['points:9']);
  });

  test('dangerous cards: exactly the unseen cards that would make a new yaku (improvements do not count)', () => {
    const p = puzzles.find((x) => x.id === 'any-chaff-will-do')!;
    const v = verifyPuzzle(p);
    expect(v.correct).toHaveLength(1);
    expect(v.correct[0]).not.toContain('plum-warbler'); // a fifth animal only improves Boar-Deer-Butterfly
    expect(v.correct[0]!.split(',')).toHaveLength(5);
  });
});
