import { describe, expect, test } from 'vitest';
import {
  ANIMALS,
  BLUE_RIBBONS,
  BRIGHTS,
  POETRY_RIBBONS,
  scoreCaptured,
  scoredYakuMap,
  type CardId,
  type ScoreContext,
} from '../../../src/engine';
import { rules } from './helpers';
import { droppedText, multiplierText, yakuCountText } from '../../../src/words/score';

const CUP: CardId = 'chrysanthemum-sake-cup';
const BDB: CardId[] = ['clover-boar', 'maple-deer', 'peony-butterflies'];
const NINE_CHAFF: CardId[] = [
  'pampas-chaff-2', 'chrysanthemum-chaff-1', 'chrysanthemum-chaff-2', 'maple-chaff-1', 'maple-chaff-2',
  'willow-lightning', 'paulownia-chaff-1', 'paulownia-chaff-2', 'paulownia-chaff-yellow',
];
const EIGHT_PLAIN_CHAFF: CardId[] = [
  'pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'iris-chaff-1', 'iris-chaff-2',
];
const OTHER_ANIMALS = (n: number) => ANIMALS.filter((a) => !BDB.includes(a) && a !== CUP).slice(0, n);
const SIX_RIBBONS = [...POETRY_RIBBONS, ...BLUE_RIBBONS];
const DRY_THREE: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon'];

interface Row {
  name: string;
  preset: string;
  overrides?: Record<string, unknown>;
  captured: readonly CardId[];
  ctx?: ScoreContext;
  yaku: Record<string, number>;
  base: number;
  total: number;
}

const rows: Row[] = [
  // yakuStyle
  { name: 'modern: only the best animal yaku', preset: 'fudawiki', captured: [...BDB, ...OTHER_ANIMALS(3)], yaku: { inoshikacho: 8 }, base: 8, total: 16 },
  { name: 'classic override: animal yaku stack', preset: 'fudawiki', overrides: { yakuStyle: 'classic' }, captured: [...BDB, ...OTHER_ANIMALS(3)], yaku: { inoshikacho: 8, tane: 2 }, base: 10, total: 20 },
  { name: 'modern: poetry + blue ribbons', preset: 'fudawiki', captured: SIX_RIBBONS, yaku: { 'akatan-aotan': 10 }, base: 10, total: 20 },
  { name: 'modern: pair off, better single ribbon yaku', preset: 'fudawiki', overrides: { yakuPoints: { 'akatan-aotan': null } }, captured: SIX_RIBBONS, yaku: { akatan: 8 }, base: 8, total: 16 },
  { name: 'modern: ribbons beat poetry when worth more', preset: 'fudawiki', overrides: { yakuPoints: { tanzaku: { points: 9, extra: 1 } } }, captured: [...POETRY_RIBBONS, 'iris-ribbon', 'willow-ribbon'], yaku: { tanzaku: 9 }, base: 9, total: 18 },
  { name: 'classic: ribbon yaku stack', preset: 'beginners-guide', captured: SIX_RIBBONS, yaku: { akatan: 5, aotan: 5, tanzaku: 2 }, base: 12, total: 24 },
  { name: 'classic: enabled pair stacks too', preset: 'beginners-guide', overrides: { yakuPoints: { 'akatan-aotan': { points: 10 } } }, captured: SIX_RIBBONS, yaku: { 'akatan-aotan': 10, akatan: 5, aotan: 5, tanzaku: 2 }, base: 22, total: 44 },
  { name: 'classic: brights stay exclusive', preset: 'nintendo', captured: BRIGHTS, yaku: { goko: 15 }, base: 15, total: 30 },
  // brights and sankoCountsRainMan
  { name: 'dry four', preset: 'fudawiki', captured: BRIGHTS.filter((b) => b !== 'willow-rain-man'), yaku: { shiko: 8 }, base: 8, total: 16 },
  { name: 'rain man + two: nothing', preset: 'fudawiki', captured: ['willow-rain-man', 'pine-crane', 'pampas-moon'], yaku: {}, base: 0, total: 0 },
  { name: 'sanko counts rain man (override)', preset: 'fudawiki', overrides: { sankoCountsRainMan: true }, captured: ['willow-rain-man', 'pine-crane', 'pampas-moon'], yaku: { sanko: 6 }, base: 6, total: 6 },
  { name: 'full instructions: any three', preset: 'full-instructions', captured: ['willow-rain-man', 'pine-crane', 'pampas-moon'], yaku: { sanko: 6 }, base: 6, total: 6 },
  { name: 'full instructions: rainy four (10) over three', preset: 'full-instructions', captured: ['willow-rain-man', ...DRY_THREE], yaku: { 'ame-shiko': 10 }, base: 10, total: 20 },
  { name: 'full instructions: animals 5 + extras', preset: 'full-instructions', captured: [...BDB, ...OTHER_ANIMALS(3)], yaku: { inoshikacho: 6, tane: 6 }, base: 12, total: 24 },
  // sakeCup
  { name: 'sake cup both: chaff with nine', preset: 'fudawiki', captured: [...NINE_CHAFF, CUP], yaku: { kasu: 1 }, base: 1, total: 1 },
  { name: 'sake cup animal-only: no chaff', preset: 'beginners-guide', captured: [...NINE_CHAFF, CUP], yaku: {}, base: 0, total: 0 },
  { name: 'sake cup both: animal and chaff at once', preset: 'fudawiki', captured: [...NINE_CHAFF, CUP, ...OTHER_ANIMALS(4)], yaku: { tane: 1, kasu: 1 }, base: 2, total: 2 },
  { name: 'sake cup choose: chaff is better', preset: 'fudawiki', overrides: { sakeCup: 'choose' }, captured: [...NINE_CHAFF, CUP, ...OTHER_ANIMALS(3)], yaku: { kasu: 1 }, base: 1, total: 1 },
  { name: 'sake cup choose: animal is better', preset: 'fudawiki', overrides: { sakeCup: 'choose' }, captured: [...EIGHT_PLAIN_CHAFF, CUP, ...OTHER_ANIMALS(4)], yaku: { tane: 1 }, base: 1, total: 1 },
  { name: 'sake cup choose: not both', preset: 'fudawiki', overrides: { sakeCup: 'choose' }, captured: [...NINE_CHAFF, CUP, ...OTHER_ANIMALS(4)], yaku: { tane: 1 }, base: 1, total: 1 },
  { name: 'sake cup choose: viewing still counts', preset: 'fudawiki', overrides: { sakeCup: 'choose' }, captured: [...NINE_CHAFF, CUP, 'pampas-moon'], yaku: { kasu: 1, 'tsukimi-zake': 5 }, base: 6, total: 6 },
  // doubleChaff
  { name: 'double chaff off: eight chaff', preset: 'fudawiki', captured: [...NINE_CHAFF.slice(1, 9)], yaku: {}, base: 0, total: 0 },
  { name: 'double chaff: lightning and yellow make ten', preset: 'fudawiki', overrides: { doubleChaff: ['willow-lightning', 'paulownia-chaff-yellow'] }, captured: NINE_CHAFF.slice(1, 9), yaku: { kasu: 1 }, base: 1, total: 1 },
  { name: 'double chaff extras count double', preset: 'fudawiki', overrides: { doubleChaff: ['willow-lightning', 'paulownia-chaff-yellow'] }, captured: NINE_CHAFF, yaku: { kasu: 2 }, base: 2, total: 2 },
  { name: 'double sake cup only when it is chaff', preset: 'beginners-guide', overrides: { doubleChaff: ['chrysanthemum-sake-cup'] }, captured: [...EIGHT_PLAIN_CHAFF, CUP], yaku: {}, base: 0, total: 0 },
  { name: 'double sake cup as chaff', preset: 'beginners-guide', overrides: { doubleChaff: ['chrysanthemum-sake-cup'], sakeCup: 'both' }, captured: [...EIGHT_PLAIN_CHAFF, CUP], yaku: { kasu: 1 }, base: 1, total: 1 },
  // viewing
  { name: 'viewing on', preset: 'fudawiki', captured: ['cherry-curtain', CUP], yaku: { 'hanami-zake': 5 }, base: 5, total: 5 },
  { name: 'both viewings', preset: 'fudawiki', captured: ['cherry-curtain', 'pampas-moon', CUP], yaku: { 'hanami-zake': 5, 'tsukimi-zake': 5 }, base: 10, total: 20 },
  { name: 'viewing off', preset: 'fudawiki', overrides: { viewing: 'off' }, captured: ['cherry-curtain', CUP], yaku: {}, base: 0, total: 0 },
  { name: 'nintendo: no viewing yaku', preset: 'nintendo', captured: ['cherry-curtain', CUP], yaku: {}, base: 0, total: 0 },
  { name: 'viewing needs other yaku: alone', preset: 'fudawiki', overrides: { viewing: 'needs-other-yaku' }, captured: ['cherry-curtain', 'pampas-moon', CUP], yaku: {}, base: 0, total: 0 },
  { name: 'viewing needs other yaku: with one', preset: 'fudawiki', overrides: { viewing: 'needs-other-yaku' }, captured: ['cherry-curtain', CUP, ...POETRY_RIBBONS], yaku: { 'hanami-zake': 5, akatan: 5 }, base: 10, total: 20 },
  { name: 'weather: willow on field rains off flower viewing', preset: 'fudawiki', overrides: { viewing: 'weather' }, captured: ['cherry-curtain', 'pampas-moon', CUP], ctx: { field: ['willow-swallow'] }, yaku: { 'tsukimi-zake': 5 }, base: 5, total: 5 },
  { name: 'weather: paulownia on field fogs moon viewing', preset: 'fudawiki', overrides: { viewing: 'weather' }, captured: ['cherry-curtain', 'pampas-moon', CUP], ctx: { field: ['paulownia-chaff-1'] }, yaku: { 'hanami-zake': 5 }, base: 5, total: 5 },
  { name: 'weather: clear field', preset: 'fudawiki', overrides: { viewing: 'weather' }, captured: ['cherry-curtain', CUP], ctx: { field: ['pine-chaff-1'] }, yaku: { 'hanami-zake': 5 }, base: 5, total: 5 },
  { name: 'weather ignored when viewing on', preset: 'fudawiki', captured: ['cherry-curtain', CUP], ctx: { field: ['willow-swallow'] }, yaku: { 'hanami-zake': 5 }, base: 5, total: 5 },
  // viewingAfterKoikoi
  { name: 'koikoi-japan: viewing 1 after only the opponent called', preset: 'koikoi-japan', captured: ['pampas-moon', CUP], ctx: { calls: ['opponent'] }, yaku: { 'tsukimi-zake': 1 }, base: 1, total: 1 },
  { name: 'koikoi-japan: viewing 3 after own call', preset: 'koikoi-japan', captured: ['pampas-moon', CUP], ctx: { calls: ['opponent', 'self'] }, yaku: { 'tsukimi-zake': 3 }, base: 3, total: 4 },
  { name: 'viewingAfterKoikoi on fudawiki', preset: 'fudawiki', overrides: { viewingAfterKoikoi: 3 }, captured: ['pampas-moon', CUP], ctx: { calls: ['self'] }, yaku: { 'tsukimi-zake': 3 }, base: 3, total: 3 },
  // bonuses
  { name: 'both viewings bonus', preset: 'beginners-guide', overrides: { bonusBothViewings: 5 }, captured: ['cherry-curtain', 'pampas-moon', CUP], yaku: { 'hanami-zake': 5, 'tsukimi-zake': 5, 'bonus-both-viewings': 5 }, base: 15, total: 30 },
  { name: 'no viewings bonus when one is rained off', preset: 'beginners-guide', overrides: { bonusBothViewings: 5, viewing: 'weather' }, captured: ['cherry-curtain', 'pampas-moon', CUP], ctx: { field: ['willow-lightning'] }, yaku: { 'tsukimi-zake': 5 }, base: 5, total: 5 },
  { name: 'koikoi-japan: both ribbons bonus', preset: 'koikoi-japan', captured: SIX_RIBBONS, yaku: { akatan: 5, aotan: 5, tanzaku: 2, 'bonus-both-ribbons': 10 }, base: 22, total: 22 },
  { name: 'beginners variant: both ribbons bonus 5', preset: 'beginners-guide', overrides: { bonusBothRibbons: 5 }, captured: SIX_RIBBONS, yaku: { akatan: 5, aotan: 5, tanzaku: 2, 'bonus-both-ribbons': 5 }, base: 17, total: 34 },
  { name: 'modern: no ribbons bonus', preset: 'fudawiki', overrides: { bonusBothRibbons: 5 }, captured: SIX_RIBBONS, yaku: { 'akatan-aotan': 10 }, base: 10, total: 20 },
  // tsukifuda
  { name: 'cards of the month', preset: 'fudawiki', captured: ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2'], ctx: { month: 1 }, yaku: { tsukifuda: 4 }, base: 4, total: 4 },
  { name: 'cards of another month', preset: 'fudawiki', captured: ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2'], ctx: { month: 2 }, yaku: {}, base: 0, total: 0 },
  { name: 'no month, no cards of the month', preset: 'fudawiki', captured: ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2'], yaku: {}, base: 0, total: 0 },
  { name: 'cards of the month off', preset: 'beginners-guide', captured: ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2'], ctx: { month: 1 }, yaku: {}, base: 0, total: 0 },
  // yakuCounting
  { name: 'best only', preset: 'fudawiki', overrides: { yakuCounting: 'best-only' }, captured: [...BRIGHTS, ...POETRY_RIBBONS], yaku: { goko: 15 }, base: 15, total: 30 },
  { name: 'both players: opponent yaku add to the base', preset: 'fudawiki', overrides: { yakuCounting: 'both-players' }, captured: DRY_THREE, ctx: { othersCaptured: [POETRY_RIBBONS] }, yaku: { sanko: 6 }, base: 11, total: 22 },
  { name: 'both players: no opponent pile', preset: 'fudawiki', overrides: { yakuCounting: 'both-players' }, captured: DRY_THREE, yaku: { sanko: 6 }, base: 6, total: 6 },
  // koikoiMultiplier (akatan = 5 under fudawiki)
  ...(
    [
      ['opponent-called', [], 5],
      ['opponent-called', ['self'], 5],
      ['opponent-called', ['opponent'], 10],
      ['opponent-called', ['opponent', 'opponent', 'self'], 10],
      ['opponent-called-last', ['opponent'], 10],
      ['opponent-called-last', ['opponent', 'self'], 5],
      ['opponent-called-last', ['self', 'opponent'], 10],
      ['self-called', ['self'], 10],
      ['self-called', ['opponent'], 5],
      ['anyone-called', [], 5],
      ['anyone-called', ['opponent'], 10],
      ['anyone-called', ['self'], 10],
      ['count-plus-one', ['self', 'opponent', 'self'], 20],
      ['count-plus-one', [], 5],
      ['doubling', ['self', 'opponent'], 20],
      ['doubling', ['self', 'opponent', 'opponent'], 40],
      ['own-call-bonus', ['self'], 6],
      ['own-call-bonus', ['self', 'opponent', 'self', 'self'], 8],
      ['own-call-bonus', ['self', 'self', 'self', 'self'], 10],
      ['own-call-bonus', ['self', 'self', 'self', 'self', 'self'], 15],
      ['own-call-bonus', ['opponent'], 5],
      ['none', ['opponent', 'self'], 5],
    ] as const
  ).map(([rule, calls, total]): Row => ({
    name: `koikoi multiplier ${rule} with calls [${calls.join(', ')}]`,
    preset: 'fudawiki',
    overrides: { koikoiMultiplier: rule },
    captured: POETRY_RIBBONS,
    ctx: { calls },
    yaku: { akatan: 5 },
    base: 5,
    total,
  })),
  // sevenPlusDouble and field brights
  { name: 'seven plus and opponent call', preset: 'fudawiki', captured: BRIGHTS, ctx: { calls: ['opponent'] }, yaku: { goko: 15 }, base: 15, total: 60 },
  { name: 'no seven-plus doubling', preset: 'fudawiki', overrides: { sevenPlusDouble: false }, captured: BRIGHTS, yaku: { goko: 15 }, base: 15, total: 15 },
  { name: 'exactly seven doubles', preset: 'fudawiki', captured: ['willow-rain-man', ...DRY_THREE], yaku: { 'ame-shiko': 7 }, base: 7, total: 14 },
  { name: 'six does not double', preset: 'fudawiki', captured: DRY_THREE, yaku: { sanko: 6 }, base: 6, total: 6 },
  { name: 'field brights double', preset: 'fudawiki', overrides: { fieldBrightMultiplier: 'double' }, captured: POETRY_RIBBONS, ctx: { fieldAtDeal: ['pine-crane', 'willow-rain-man', 'pine-chaff-1'] }, yaku: { akatan: 5 }, base: 5, total: 10 },
  { name: 'field brights count plus one', preset: 'fudawiki', overrides: { fieldBrightMultiplier: 'count-plus-one' }, captured: POETRY_RIBBONS, ctx: { fieldAtDeal: ['pine-crane', 'willow-rain-man', 'pine-chaff-1'] }, yaku: { akatan: 5 }, base: 5, total: 15 },
  { name: 'field brights: none dealt', preset: 'fudawiki', overrides: { fieldBrightMultiplier: 'count-plus-one' }, captured: POETRY_RIBBONS, ctx: { fieldAtDeal: ['pine-chaff-1'] }, yaku: { akatan: 5 }, base: 5, total: 5 },
  { name: 'all multipliers in order', preset: 'fudawiki', overrides: { fieldBrightMultiplier: 'double' }, captured: BRIGHTS, ctx: { calls: ['opponent'], fieldAtDeal: ['pine-crane'] }, yaku: { goko: 15 }, base: 15, total: 120 },
  { name: 'koikoi-japan: no seven-plus, own-call bonus after', preset: 'koikoi-japan', captured: BRIGHTS, ctx: { calls: ['self', 'self'] }, yaku: { goko: 10 }, base: 10, total: 12 },
  { name: 'own-call bonus is doubled with the base (7 + 1) x 2', preset: 'fudawiki', overrides: { koikoiMultiplier: 'own-call-bonus' }, captured: ['willow-rain-man', ...DRY_THREE], ctx: { calls: ['self'] }, yaku: { 'ame-shiko': 7 }, base: 7, total: 16 },
  { name: 'seven-plus judges the base, not base + bonus', preset: 'fudawiki', overrides: { koikoiMultiplier: 'own-call-bonus' }, captured: DRY_THREE, ctx: { calls: ['self'] }, yaku: { sanko: 6 }, base: 6, total: 7 },
  { name: 'nothing scores: multipliers do nothing', preset: 'koikoi-japan', captured: ['pine-chaff-1'], ctx: { calls: ['self'] }, yaku: {}, base: 0, total: 0 },
  // extras per card
  { name: 'tane extras', preset: 'nintendo', captured: OTHER_ANIMALS(5).concat([CUP, 'maple-deer']), yaku: { tane: 3 }, base: 3, total: 3 },
  { name: 'poetry ribbons with one extra ribbon (modern)', preset: 'fudawiki', captured: [...POETRY_RIBBONS, 'willow-ribbon'], yaku: { akatan: 6 }, base: 6, total: 6 },
  { name: 'poetry ribbons with extras (classic: none)', preset: 'nintendo', captured: [...POETRY_RIBBONS, 'willow-ribbon'], yaku: { akatan: 6 }, base: 6, total: 6 },
  { name: 'akatan-aotan with an extra', preset: 'fudawiki', captured: [...SIX_RIBBONS, 'willow-ribbon'], yaku: { 'akatan-aotan': 11 }, base: 11, total: 22 },
];

describe('scoreCaptured: one row per rule', () => {
  test.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const explanation = scoreCaptured(row.captured, row.ctx ?? {}, rules(row.preset, row.overrides));
    expect({ yaku: scoredYakuMap(explanation), base: explanation.base, total: explanation.total }).toEqual({
      yaku: row.yaku,
      base: row.base,
      total: row.total,
    });
  });
});

describe('explanations', () => {
  test('five brights: lesser bright yaku are dropped as included', () => {
    const e = scoreCaptured(BRIGHTS, {}, rules('fudawiki'));
    const texts = e.dropped.map((d) => [d.id, d.reason, d.by, droppedText(d)]);
    expect(texts).toContainEqual(['shiko', 'included-in', 'goko', 'Five Brights includes Four Brights.']);
    expect(texts).toContainEqual(['ame-shiko', 'included-in', 'goko', 'Five Brights includes Rainy Four Brights.']);
    expect(texts).toContainEqual(['sanko', 'included-in', 'goko', 'Five Brights includes Three Brights.']);
    expect(e.yaku[0]?.cards).toEqual(BRIGHTS);
  });

  test('modern animals: tane dropped as worth less', () => {
    const e = scoreCaptured([...BDB, ...OTHER_ANIMALS(2)], {}, rules('fudawiki'));
    expect(e.dropped).toContainEqual(expect.objectContaining({ id: 'tane', reason: 'worth-less', by: 'inoshikacho', points: 1 }));
    const tane = e.dropped.find((d) => d.id === 'tane')!;
    expect(droppedText(tane)).toBe('Only the most valuable animal yaku scores: Boar-Deer-Butterfly (7) is worth more than Animals (1).');
    const ino = e.yaku.find((y) => y.id === 'inoshikacho');
    expect(ino).toMatchObject({ basePoints: 5, extraPerCard: 1, extraCount: 2, points: 7 });
    expect(yakuCountText(ino!)).toBe('5 + 1 × 2 extra cards = 7');
    expect(ino?.extraCards).toEqual(OTHER_ANIMALS(2));
  });

  test('viewing drops carry the reason', () => {
    const e = scoreCaptured(['cherry-curtain', 'pampas-moon', CUP], { field: ['willow-swallow', 'paulownia-chaff-2'] }, rules('fudawiki', { viewing: 'weather' }));
    expect(e.dropped.map((d) => d.reason).sort()).toEqual(['fogged-out', 'rained-off']);
  });

  test('sake cup use is reported', () => {
    const e = scoreCaptured([...NINE_CHAFF, CUP, ...OTHER_ANIMALS(3)], {}, rules('fudawiki', { sakeCup: 'choose' }));
    expect(e.sakeCup).toEqual([{ owner: 'self', mode: 'choose', countedAs: 'chaff' }]);
  });

  test('steps chain from base to total in order', () => {
    const e = scoreCaptured(BRIGHTS, { calls: ['opponent'], fieldAtDeal: ['pine-crane', 'pampas-moon'] }, rules('fudawiki', { fieldBrightMultiplier: 'count-plus-one' }));
    expect(e.steps.map((s) => [s.id, s.factor, s.before, s.after])).toEqual([
      ['koikoi', 2, 15, 30],
      ['seven-plus-double', 2, 30, 60],
      ['field-brights', 3, 60, 180],
    ]);
    expect(e.total).toBe(180);
  });

  test('unapplied multipliers are listed with a reason', () => {
    const e = scoreCaptured(POETRY_RIBBONS, {}, rules('fudawiki'));
    expect(e.steps.map((s) => [s.id, s.applied])).toEqual([
      ['koikoi', false],
      ['seven-plus-double', false],
    ]);
    expect(multiplierText(e.steps[1]!)).toContain('under 7');
  });

  test('own-call bonus is an added step', () => {
    const e = scoreCaptured(['cherry-curtain', CUP], { calls: ['self'] }, rules('koikoi-japan'));
    expect(e.steps).toEqual([expect.objectContaining({ id: 'koikoi', operation: 'add', amount: 1, before: 3, after: 4, applied: true })]);
    expect(e.yaku[0]?.valueNote).toBe('after-own-koikoi');
  });

  test('both players: opponent yaku are listed with their owner', () => {
    const e = scoreCaptured(DRY_THREE, { othersCaptured: [POETRY_RIBBONS] }, rules('fudawiki', { yakuCounting: 'both-players' }));
    expect(e.yaku.map((y) => [y.id, y.owner, y.points])).toEqual([
      ['sanko', 'self', 6],
      ['akatan', 'opponent', 5],
    ]);
  });

  test('classic style explains that the ribbon pair is not a yaku of its own', () => {
    const e = scoreCaptured(SIX_RIBBONS, {}, rules('nintendo'));
    expect(e.dropped).toContainEqual(expect.objectContaining({ id: 'akatan-aotan', reason: 'not-played' }));
  });

  test('duplicate cards count once', () => {
    const e = scoreCaptured([...POETRY_RIBBONS, ...POETRY_RIBBONS], {}, rules('fudawiki'));
    expect(e.base).toBe(5);
  });
});
