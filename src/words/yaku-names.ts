/**
 * Yaku names for sentences. The names themselves are the yaku definitions' own (one source,
 * shown on the reference pages too); this is where wording code reads them.
 */
import { scoreItemName } from '../engine/scoring/yaku';
import type { LuckyHandId, ScoreItemId } from '../engine/scoring/yaku-ids';
import { listOf } from './format';

export function yakuName(id: ScoreItemId | LuckyHandId): string {
  return scoreItemName(id);
}

/** "Three Brights, Boar-Deer-Butterflies and Chaff". */
export function yakuList(ids: readonly (ScoreItemId | LuckyHandId)[]): string {
  return listOf(ids.map(yakuName));
}
