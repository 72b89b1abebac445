/**
 * `"kind": "score"` cases: score a captured pile and compare the scoring yaku, the base and
 * the total with the expectation.
 */
import { scoreCaptured, scoredYakuMap } from '../../../src/engine/scoring/score';
import { isBonusId, isPileYakuId } from '../../../src/engine/scoring/yaku-ids';
import { malformed, type CaseHandler } from './case';
import { isPlainObject, readCalls, readCardList, readMonth, readRules, readWholeNumber } from './read';

interface Expectation {
  yaku?: Record<string, number>;
  base?: number;
  total?: number;
}

function sameYaku(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && a[k] === b[k]);
}

function sortedYaku(map: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

export const checkScoreCase: CaseHandler = (raw) => {
  const rules = readRules(raw);
  if (!rules.ok) return malformed(rules.reason);

  const captured = readCardList(raw['captured'], 'captured', false);
  if (!captured.ok) return malformed(captured.reason);
  const field = readCardList(raw['field'], 'field', true);
  if (!field.ok) return malformed(field.reason);
  const fieldAtDeal = readCardList(raw['fieldAtDeal'], 'fieldAtDeal', true);
  if (!fieldAtDeal.ok) return malformed(fieldAtDeal.reason);
  // Not in the case format (src/engine/README.md, Conformance cases): an optional opponent pile for `yakuCounting: both-players`.
  const opponentCaptured = readCardList(raw['opponentCaptured'], 'opponentCaptured', true);
  if (!opponentCaptured.ok) return malformed(opponentCaptured.reason);
  const month = readMonth(raw['month'], raw['round']);
  if (!month.ok) return malformed(month.reason);
  const calls = readCalls(raw['calls']);
  if (!calls.ok) return malformed(calls.reason);

  const rawExpect = raw['expect'];
  if (!isPlainObject(rawExpect)) return malformed('"expect" must be an object with "yaku", "base" and "total"');
  const expect: Expectation = {};
  if (rawExpect['yaku'] !== undefined) {
    if (!isPlainObject(rawExpect['yaku'])) return malformed('"expect.yaku" must map yaku ids to points');
    for (const [id, points] of Object.entries(rawExpect['yaku'])) {
      if (!isPileYakuId(id) && !isBonusId(id)) return malformed(`"expect.yaku" names an unknown yaku "${id}"`);
      if (typeof points !== 'number' || !Number.isInteger(points)) {
        return malformed(`"expect.yaku.${id}" must be a whole number`);
      }
    }
    expect.yaku = rawExpect['yaku'] as Record<string, number>;
  }
  for (const key of ['base', 'total'] as const) {
    const n = readWholeNumber(rawExpect[key], `expect.${key}`);
    if (!n.ok) return malformed(n.reason);
    if (n.value !== undefined) expect[key] = n.value;
  }
  if (expect.yaku === undefined && expect.base === undefined && expect.total === undefined) {
    return malformed('"expect" gives none of "yaku", "base", "total"');
  }

  const explanation = scoreCaptured(
    captured.value ?? [],
    {
      month: month.value,
      field: field.value,
      fieldAtDeal: fieldAtDeal.value,
      calls: calls.value,
      othersCaptured: opponentCaptured.value ? [opponentCaptured.value] : undefined,
    },
    rules.value,
  );
  const got: Expectation = {};
  if (expect.yaku !== undefined) got.yaku = sortedYaku(scoredYakuMap(explanation));
  if (expect.base !== undefined) got.base = explanation.base;
  if (expect.total !== undefined) got.total = explanation.total;
  const passed =
    (expect.yaku === undefined || sameYaku(expect.yaku, got.yaku ?? {})) &&
    expect.base === got.base &&
    expect.total === got.total;
  if (passed) return { status: 'passed' };
  return { status: 'failed', expected: { ...expect, ...(expect.yaku ? { yaku: sortedYaku(expect.yaku) } : {}) }, got };
};
