/**
 * The koi-koi estimate's fixed numbers, in a module of their own so the puzzle page can quote
 * them without loading the playout code.
 */

/** Playouts per estimate. */
export const KOIKOI_SAMPLES = 400;
/** The default seed ("koi" in ASCII). */
export const KOIKOI_SEED = 0x6b6f69;
/** A clear decision differs by at least this many points (net, per round)… */
export const KOIKOI_MIN_MARGIN = 1;
/** …and by at least this many standard errors of the playout mean. */
export const KOIKOI_MIN_Z = 3;
