/**
 * The lessons' exercises as data plus the functions that judge an answer. Every verdict comes
 * from the engine (card data, captureOptions, the round engine, evaluateYaku, scoreCaptured,
 * findLuckyHands, oneCardAway) under the rule set passed in, so no answer key is written by
 * hand and every exercise follows the reader's rules. The islands only display and collect.
 *
 * One file per exercise, each imported by its island alone (so an island loads only its own
 * exercise's data); this index gathers them for the tests:
 *   lesson 1  SortByMonth     months.ts
 *   lesson 2  IdentifyKinds   kinds.ts
 *   lesson 3  CaptureChoice   capture.ts
 *   lesson 4  WholeTurn       whole-turn.ts
 *   lesson 5  BuildYaku       build-yaku.ts
 *   lesson 6  KoikoiDecision  ../koikoi-advice.ts (the coach's valuation, apart so that only
 *                             that island loads the playouts)
 *   lesson 7  ComputeScore    compute-score.ts
 *   lesson 8  SpotLuckyHands  lucky-hands.ts
 *   lesson 9  PresetSwitch    preset-switch.ts
 *   lesson 10 BlockingChoice  blocking.ts
 * `Verdict` and the helpers several of them share are in verdict.ts.
 */
export * from './verdict';
export * from './months';
export * from './kinds';
export * from './capture';
export * from './whole-turn';
export * from './build-yaku';
export * from './compute-score';
export * from './lucky-hands';
export * from './preset-switch';
export * from './blocking';
