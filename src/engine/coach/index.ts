/**
 * The coach: the engine reviews a player's decisions. From a PlayerView (never the hidden
 * cards) it values every legal action by the expert's playouts (`evaluate`), grades the action
 * made by what it cost (`grades`), says why in data (`reasons`, worded in src/words/coach.ts),
 * and reviews whole rounds (`review`). The practice game's hints, reviews, odds panel and the
 * mistakes practised again all ask this one evaluation, so a hint and a grade never disagree;
 * the koi-koi puzzles and lesson read its playouts too (`coachSampler`).
 */
export * from './evaluate';
export * from './grades';
export * from './reasons';
export * from './review';
export { threatFedBy, type FedThreat } from './threats';
