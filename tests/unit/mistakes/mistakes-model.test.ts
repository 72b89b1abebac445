import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import {
  DRILL_BOXES,
  EMPTY_PROGRESS,
  MISTAKES_CAP,
  PROGRESS_VERSION,
  decodeProgress,
  dueMistakes,
  encodeProgress,
  exportProgressFile,
  importProgressFile,
  withMistakeAnswer,
  withMistakeKept,
  type MistakeToKeep,
  type Progress,
} from '../../../src/features/progress/progress-model';
import { decodeMistake, isMistakeId, mistakeIdOf, mistakeToKeep, storedView } from '../../../src/features/mistakes/mistakes-model';
import { decisionPosition, realMistake } from './fixture';
import { playerView, legalActions } from '../../../src/engine/round';
import { contextAt } from '../../../src/engine/ai/game-context';
import { presetRuleSet } from '../../../src/engine/rules/ruleset';
import type { MistakeInput } from '../../../src/features/mistakes/mistakes-store';

const DAY = 86_400_000;
const at = (day: number, hour = 10) => new Date(day * DAY + hour * 3_600_000);
const TODAY = 20_780;

const toKeep = (m: MistakeInput): MistakeToKeep => mistakeToKeep(m);
/** Through JSON, as the page saves and reads it. */
const roundTrip = (p: Progress) => decodeProgress(JSON.parse(JSON.stringify(encodeProgress(p))));

const mistake = realMistake({ seed: 7 });

/** Saved by the site before mistakes existed (format 1), made with that version's own functions. */
const OLD_SAVE =
  '{"version":1,"lessons":{"the-deck":{"completedAt":"2026-11-20T10:00:00.000Z"},"matching":{"completedAt":"2026-11-21T09:00:00.000Z"}},"puzzles":{"a-perch-for-the-butterflies":{"solved":true,"stars":3,"attempts":1,"solvedAt":"2026-11-20T10:00:00.000Z"},"a-ribbon-worth-two-yaku":{"solved":true,"stars":2,"attempts":2,"solvedAt":"2026-11-21T09:06:00.000Z"}},"drills":{"pine-crane":{"box":2,"dueDay":20780,"seen":2,"correct":2},"willow-lightning":{"box":0,"dueDay":20778,"seen":1,"correct":0}},"streak":{"current":2,"best":2,"lastDay":20778}}';
const OLD_EXPORT = `{
  "app": "koikoi-dojo-progress",
  "exportedAt": "2026-11-21T09:10:00.000Z",
  "progress": ${OLD_SAVE}
}`;

describe('ids', () => {
  test('the same position and action give the same id, through JSON and whatever the key order', () => {
    const later = realMistake({ seed: 7, skip: 2 });
    expect(later.view.log.length).toBeGreaterThan(0);
    const id = mistakeIdOf(later.view, later.chosen);
    expect(isMistakeId(id)).toBe(true);
    const again = realMistake({ seed: 7, skip: 2 });
    expect(mistakeIdOf(again.view, again.chosen)).toBe(id);
    // Every object's keys in reverse order, as another engine version might write them.
    const reverse = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reverse) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverse(x)])) : v;
    const reordered = reverse(JSON.parse(JSON.stringify(storedView(later.view)))) as typeof later.view;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(later.view)[0]);
    expect(mistakeIdOf({ ...reordered, rules: later.view.rules }, { ...later.chosen, player: 0 })).toBe(id);
  });

  test('another action or another position gives another id', () => {
    const state = decisionPosition({ seed: 7 });
    const view = playerView(state, 0);
    const ids = new Set(legalActions(state).map((a) => mistakeIdOf(view, a)));
    expect(ids.size).toBe(legalActions(state).length);
    const other = realMistake({ seed: 8 });
    expect(ids.has(mistakeIdOf(other.view, other.chosen))).toBe(false);
  });

  test('malformed ids are not ids', () => {
    for (const bad of ['', 'abc', '0123456789abcdeg', '0123456789ABCDEF', '0123456789abcdef0', '../x']) expect(isMistakeId(bad)).toBe(false);
  });
});

describe('keeping and scheduling', () => {
  test('a mistake is kept once, due at once, and its try moves it like a drill card', () => {
    const kept = withMistakeKept(EMPTY_PROGRESS, toKeep(mistake), at(TODAY));
    expect(kept.mistakes).toHaveLength(1);
    expect(withMistakeKept(kept, toKeep(realMistake({ seed: 7 })), at(TODAY + 3))).toBe(kept);
    const id = kept.mistakes[0]!.id;
    expect(dueMistakes(kept, TODAY).map((m) => m.id)).toEqual([id]);

    const wrong = withMistakeAnswer(kept, id, false, at(TODAY));
    expect(wrong.mistakes[0]).toMatchObject({ box: 0, dueDay: TODAY, seen: 1, correct: 0, lastCorrect: false });
    expect(dueMistakes(wrong, TODAY)).toHaveLength(1);

    const right = withMistakeAnswer(wrong, id, true, at(TODAY, 11));
    expect(right.mistakes[0]).toMatchObject({ box: 1, dueDay: TODAY + 1, seen: 2, correct: 1, lastCorrect: true });
    expect(dueMistakes(right, TODAY)).toHaveLength(0);
    expect(dueMistakes(right, TODAY + 1)).toHaveLength(1);

    let p = right;
    for (let i = 0; i < 10; i++) p = withMistakeAnswer(p, id, true, at(TODAY + 20 * i));
    expect(p.mistakes[0]!.box).toBe(DRILL_BOXES);
    expect(withMistakeAnswer(p, id, false, at(TODAY + 300)).mistakes[0]).toMatchObject({ box: 0, dueDay: TODAY + 300 });
  });

  test('due mistakes: missed first, then the oldest kept', () => {
    const a = toKeep(realMistake({ seed: 7 }));
    const b = toKeep(realMistake({ seed: 8 }));
    const c = toKeep(realMistake({ seed: 9 }));
    let p = withMistakeKept(withMistakeKept(withMistakeKept(EMPTY_PROGRESS, a, at(TODAY - 5)), b, at(TODAY - 4)), c, at(TODAY - 3));
    p = withMistakeAnswer(p, a.id, true, at(TODAY - 2)); // box 1, due TODAY - 1
    expect(dueMistakes(p, TODAY).map((m) => m.id)).toEqual([b.id, c.id, a.id]);
  });

  test(`at most ${MISTAKES_CAP}: the oldest solved goes first, else the oldest`, () => {
    const first = toKeep(mistake);
    const fake = (i: number): MistakeToKeep => ({ ...first, id: i.toString(16).padStart(16, '0') });
    let p = withMistakeKept(EMPTY_PROGRESS, fake(0), at(TODAY - 200));
    for (let i = 1; i < MISTAKES_CAP; i++) p = withMistakeKept(p, fake(i), at(TODAY - 200 + i));
    p = withMistakeAnswer(p, fake(50).id, true, at(TODAY));
    p = withMistakeAnswer(p, fake(40).id, true, at(TODAY));
    p = withMistakeKept(p, fake(1000), at(TODAY));
    expect(p.mistakes).toHaveLength(MISTAKES_CAP);
    expect(p.mistakes.some((m) => m.id === fake(40).id)).toBe(false);
    expect(p.mistakes.some((m) => m.id === fake(50).id)).toBe(true);
    p = withMistakeKept(p, fake(1001), at(TODAY));
    p = withMistakeKept(p, fake(1002), at(TODAY));
    expect(p.mistakes.some((m) => m.id === fake(50).id)).toBe(false);
    expect(p.mistakes.some((m) => m.id === fake(0).id)).toBe(false); // no solved one left: the oldest
    expect(p.mistakes.at(-1)!.id).toBe(fake(1002).id);
  });
});

describe('saving and reading back', () => {
  test('a kept mistake survives the save as plain data, its rule set rebuilt', () => {
    const kept = withMistakeKept(EMPTY_PROGRESS, toKeep(mistake), at(TODAY));
    const saved = JSON.parse(JSON.stringify(encodeProgress(kept)));
    expect(saved.mistakes[0].view.rules).toEqual({ preset: 'fudawiki', overrides: {} });
    const back = decodeProgress(saved);
    expect(back).toEqual({ ok: true, value: kept });
  });

  test('a mistake from a target-score game (koikoi-japan) keeps its whole game context: target, totals, round model', () => {
    const context = contextAt(presetRuleSet('koikoi-japan').options, 5, pairBySeat(34, 26), 0);
    expect(context?.target).not.toBeUndefined();
    const kept = withMistakeKept(EMPTY_PROGRESS, { ...toKeep(mistake), context: context! }, at(TODAY));
    const back = decodeProgress(JSON.parse(JSON.stringify(encodeProgress(kept))));
    expect(back.ok && back.value.mistakes[0]!.context).toEqual(context);
  });

  test('rules that no longer validate set the mistake aside with the reason, and keep the rest', () => {
    const other = toKeep(realMistake({ seed: 8 }));
    const kept = withMistakeKept(withMistakeKept(EMPTY_PROGRESS, toKeep(mistake), at(TODAY)), other, at(TODAY));
    const saved = JSON.parse(JSON.stringify(encodeProgress(withMistakeAnswer(kept, other.id, true, at(TODAY)))));
    saved.mistakes[0].view.rules = { preset: 'fudawiki', overrides: { handSize: 9 } };
    saved.lessons = { 'the-deck': { completedAt: '2026-11-20T10:00:00.000Z' } };
    const back = decodeProgress(saved);
    if (!back.ok) throw new Error('refused');
    expect(back.value.lessons).toEqual(saved.lessons);
    expect(back.value.mistakes.map((m) => m.id)).toEqual([other.id]);
    expect(back.value.mistakes[0]).toMatchObject({ box: 1 });
    expect(back.value.setAsideMistakes).toHaveLength(1);
    expect(back.value.setAsideMistakes[0]!.problem).toMatchObject({ code: 'bad-rules', error: { code: 'not-allowed', option: 'handSize' } });
    // Set aside, not lost: saved again, the entry is still there as it was.
    const again = JSON.parse(JSON.stringify(encodeProgress(back.value)));
    expect(again.setAsideMistakes[0].entry).toEqual(saved.mistakes[0]);
    // Once the rules read again, it comes back.
    again.setAsideMistakes[0].entry.view.rules = { preset: 'fudawiki', overrides: {} };
    const healed = decodeProgress(again);
    expect(healed.ok && healed.value.mistakes.map((m) => m.id).sort()).toEqual([mistake, realMistake({ seed: 8 })].map((m) => mistakeIdOf(m.view, m.chosen)).sort());
  });

  test.each([
    ['not a record', () => 'x', 'not-a-record'],
    ['a malformed id', (e: any) => ({ ...e, id: 'nope' }), 'bad-id'],
    ['another id', (e: any) => ({ ...e, id: '0123456789abcdef' }), 'id-mismatch'],
    ['a card twice', (e: any) => ({ ...e, view: { ...e.view, field: [...e.view.field, e.view.hand[0]] } }), 'not-a-position'],
    ['an old engine', (e: any) => ({ ...e, view: { ...e.view, version: 0 } }), 'older-engine'],
    ['an unknown action', (e: any) => ({ ...e, chosen: { type: 'pass' } }), 'bad-action'],
    ['a bad grade', (e: any) => ({ ...e, grade: 'best' }), 'bad-grade'],
    ['a bad box', (e: any) => ({ ...e, box: 99 }), 'bad-schedule'],
  ])('%s is set aside (%s)', (_name, edit, code) => {
    const saved = JSON.parse(JSON.stringify(encodeProgress(withMistakeKept(EMPTY_PROGRESS, toKeep(mistake), at(TODAY))))) as any;
    saved.mistakes[0] = edit(saved.mistakes[0]);
    const back = decodeProgress(saved);
    expect(back.ok && back.value.mistakes).toEqual([]);
    expect(back.ok && back.value.setAsideMistakes[0]!.problem.code).toBe(code);
  });

  test('an action the position does not allow is set aside', () => {
    const state = decisionPosition({ seed: 7 });
    const notInHand = state.field[0]!;
    const view = playerView(state, 0);
    const chosen = { type: 'play' as const, card: notInHand };
    const entry = { ...JSON.parse(JSON.stringify(encodeProgress(withMistakeKept(EMPTY_PROGRESS, toKeep(mistake), at(TODAY))))).mistakes[0], chosen, id: mistakeIdOf(view, chosen) };
    expect(decodeMistake(entry, DRILL_BOXES)).toEqual({ ok: false, error: { code: 'action-not-legal' } });
  });

  test('a mistakes field that is not a list is set aside, the progress still reads', () => {
    const back = decodeProgress({ ...JSON.parse(JSON.stringify(EMPTY_PROGRESS)), mistakes: { a: 1 } });
    expect(back.ok && back.value.setAsideMistakes).toEqual([{ entry: { a: 1 }, problem: { code: 'not-a-list' } }]);
  });
});

describe('an old save (format 1, before mistakes)', () => {
  test('still loads with its lessons, puzzles, drills and streak, and no mistakes', () => {
    const back = decodeProgress(JSON.parse(OLD_SAVE));
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.value.version).toBe(PROGRESS_VERSION);
    expect(Object.keys(back.value.lessons)).toEqual(['the-deck', 'matching']);
    expect(back.value.puzzles['a-ribbon-worth-two-yaku']).toMatchObject({ stars: 2, attempts: 2 });
    expect(back.value.drills['pine-crane']).toEqual({ box: 2, dueDay: 20780, seen: 2, correct: 2 });
    expect(back.value.streak).toEqual({ current: 2, best: 2, lastDay: 20778 });
    expect(back.value.mistakes).toEqual([]);
    expect(back.value.setAsideMistakes).toEqual([]);
    // A mistake kept on it, saved and read again, is a format-2 save.
    const kept = withMistakeKept(back.value, toKeep(mistake), at(TODAY));
    expect(roundTrip(kept)).toEqual({ ok: true, value: kept });
  });

  test('an old export file imports, and a new export reads back', () => {
    const imported = importProgressFile(OLD_EXPORT);
    expect(imported.ok && imported.value.drills['willow-lightning']).toEqual({ box: 0, dueDay: 20778, seen: 1, correct: 0 });
    if (!imported.ok) return;
    const kept = withMistakeKept(imported.value, toKeep(mistake), at(TODAY));
    expect(importProgressFile(exportProgressFile(kept, at(TODAY)))).toEqual({ ok: true, value: kept });
  });
});
