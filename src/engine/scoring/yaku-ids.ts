/**
 * The yaku vocabulary (src/engine/README.md, Yaku). Ids are public (URLs, saved settings, conformance
 * files) and must never change. Definitions and evaluation live in `yaku.ts`; this module
 * holds only the ids so that option validation can use them without the evaluator. Their
 * names are words (src/words/yaku-names.ts).
 */

/** Yaku formed from a captured pile, in the order the site lists them. */
export const PILE_YAKU_IDS = [
  'goko',
  'shiko',
  'ame-shiko',
  'sanko',
  'inoshikacho',
  'tane',
  'akatan-aotan',
  'akatan',
  'aotan',
  'tanzaku',
  'hanami-zake',
  'tsukimi-zake',
  'tsukifuda',
  'kasu',
] as const;
export type PileYakuId = (typeof PILE_YAKU_IDS)[number];

/** Lucky hands (teyaku): judged on the dealt hand, not on a captured pile. */
export const LUCKY_HAND_IDS = ['teshi', 'kuttsuki'] as const;
export type LuckyHandId = (typeof LUCKY_HAND_IDS)[number];

/** Every id that may appear in a `yakuPoints` table. */
export const YAKU_IDS = [...PILE_YAKU_IDS, ...LUCKY_HAND_IDS] as const;
export type YakuId = (typeof YAKU_IDS)[number];

/**
 * Bonus points are reported like yaku, with ids of their own (conformance cases expect them in
 * `yaku`: src/engine/README.md, Conformance cases), but are switched on by options.
 */
export const BONUS_IDS = ['bonus-both-viewings', 'bonus-both-ribbons'] as const;
export type BonusId = (typeof BONUS_IDS)[number];

/** Anything that can appear in a score's yaku list. */
export type ScoreItemId = PileYakuId | BonusId;

export function isYakuId(value: unknown): value is YakuId {
  return typeof value === 'string' && (YAKU_IDS as readonly string[]).includes(value);
}

export function isPileYakuId(value: unknown): value is PileYakuId {
  return typeof value === 'string' && (PILE_YAKU_IDS as readonly string[]).includes(value);
}

export function isBonusId(value: unknown): value is BonusId {
  return typeof value === 'string' && (BONUS_IDS as readonly string[]).includes(value);
}

/** The value of one yaku under a rule set: `points`, plus `extra` for each card beyond the minimum. */
export interface YakuValue {
  readonly points: number;
  readonly extra: number;
}

/** A rule set's full table: `null` means the yaku is not played. */
export type YakuPointsTable = { readonly [K in YakuId]: YakuValue | null };
