import { describe, expect, test } from 'vitest';
import { CARD_IDS, getCard, type CardId } from '../../../src/engine/cards';
import { cardName } from '../../../src/words/card-names';
import { DRILL_BOXES, EMPTY_PROGRESS, withDrillAnswer as recordDrillAnswer, type Progress } from '../../../src/features/progress/progress-model';
import {
  checkFindAnswer,
  checkNameAnswer,
  findChoices,
  masteryEntry,
  masterySummary,
  masteryView,
  nextDrillCard,
  practiceCard,
} from '../../../src/features/learn/drills/drills-model';

/** A small seeded generator for repeatable tests. */
function rng(seed = 1): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('which card comes next', () => {
  test('a new learner gets a new card, chosen at random among them', () => {
    const seen = new Set<CardId>();
    const r = rng(7);
    for (let i = 0; i < 30; i++) seen.add(nextDrillCard(EMPTY_PROGRESS, 100, r)!);
    expect(seen.size).toBeGreaterThan(5);
  });
  test('a missed card comes before cards that are further along, but not twice in a row', () => {
    let p: Progress = EMPTY_PROGRESS;
    for (const c of CARD_IDS) p = recordDrillAnswer(p, c, true, 100); // all box 1, due 101
    p = recordDrillAnswer(p, 'maple-deer', false, 101); // box 0, due 101
    expect(nextDrillCard(p, 101, rng())).toBe('maple-deer');
    expect(nextDrillCard(p, 101, rng(), 'maple-deer')).not.toBe('maple-deer');
  });
  test('nothing due: null; extra practice still offers the least-known cards', () => {
    let p: Progress = EMPTY_PROGRESS;
    for (const c of CARD_IDS) p = recordDrillAnswer(p, c, true, 100);
    p = recordDrillAnswer(p, 'pine-crane', true, 100); // box 2
    expect(nextDrillCard(p, 100, rng())).toBeNull();
    const extra = practiceCard(p, rng());
    expect(p.drills[extra]?.box).toBe(1);
  });
});

describe('find-the-card choices', () => {
  test('four different cards, the target among them, none sharing its name', () => {
    const r = rng(3);
    for (const target of CARD_IDS) {
      const choices = findChoices(target, r);
      expect(choices.length).toBe(4);
      expect(new Set(choices).size).toBe(4);
      expect(choices).toContain(target);
      expect(choices.filter((c) => cardName(c) === cardName(target))).toEqual([target]);
    }
  });
  test('a look-alike of the same month is offered when there is one', () => {
    const choices = findChoices('pampas-moon', rng(5));
    expect(choices.some((c) => c !== 'pampas-moon' && getCard(c).month === 8)).toBe(true);
  });
  test('picking the twin chaff counts as right', () => {
    expect(checkFindAnswer('pine-chaff-1', 'pine-chaff-2').correct).toBe(true);
    expect(checkFindAnswer('pine-chaff-1', 'pine-crane').correct).toBe(false);
  });
});

describe('judging a named card', () => {
  test('both month and kind must be right, and the message says which was wrong', () => {
    expect(checkNameAnswer('pampas-moon', { month: 8, kind: 'bright' }).correct).toBe(true);
    expect(checkNameAnswer('pampas-moon', { month: 9, kind: 'bright' }).message).toContain('the month was wrong');
    expect(checkNameAnswer('pampas-moon', { month: 8, kind: 'animal' }).message).toContain('the kind was wrong');
    expect(checkNameAnswer('pampas-moon', { month: null, kind: null }).message).toContain('month and kind were wrong');
  });
});

describe('the mastery view', () => {
  test('states in words, not by colour alone', () => {
    expect(masteryEntry('pine-crane', undefined, 5)).toMatchObject({ state: 'new', label: 'New' });
    expect(masteryEntry('pine-crane', { box: 0, dueDay: 5, seen: 1, correct: 0 }, 5)).toMatchObject({ state: 'missed', label: 'Missed: box 0, due again' });
    expect(masteryEntry('pine-crane', { box: 2, dueDay: 9, seen: 2, correct: 2 }, 5)).toMatchObject({
      state: 'learning',
      label: `Box 2 of ${DRILL_BOXES}`,
      due: false,
    });
    expect(masteryEntry('pine-crane', { box: DRILL_BOXES, dueDay: 9, seen: 9, correct: 9 }, 5).label).toBe(
      `Mastered (box ${DRILL_BOXES} of ${DRILL_BOXES})`,
    );
  });
  test('all 48 cards, and a summary that adds up', () => {
    let p = recordDrillAnswer(EMPTY_PROGRESS, 'pine-crane', true, 10);
    p = recordDrillAnswer(p, 'plum-warbler', false, 10);
    for (let i = 0; i < DRILL_BOXES; i++) p = recordDrillAnswer(p, 'pampas-moon', true, 10);
    expect(masteryView(p, 10).length).toBe(48);
    const s = masterySummary(p, 10);
    expect(s).toMatchObject({ mastered: 1, learning: 1, missed: 1, fresh: 45, total: 48 });
    expect(s.due).toBe(46);
  });
});
