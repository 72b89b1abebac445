/**
 * Lookups for the round engine's hot path. The card id → deck index and month lookups (a
 * perfect hash) and every bit-set helper live in `../card-set`; they are re-exported here so
 * the round engine reads its tables from one place.
 */
import type { CardId } from '../cards';

export { indexOfCard, monthOfCard } from '../card-set';

export const LIGHTNING: CardId = 'willow-lightning';
