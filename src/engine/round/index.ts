/**
 * The round and game engine (pure TypeScript, no randomness but seeded, JSON-safe state).
 *
 *   types      RoundState, RoundAction, RoundResult, PlayerView, error codes
 *   decisions  the round's rule decisions as codes (koikoiPermission: offered or forced stop)
 *   seats      the seats and turn order: every two-player assumption (nextSeat, opponentsOf, bySeat)
 *   round      createRound (fixed deal), legalActions, applyAction, captureOptions, roundMoves
 *   deal       dealRound (seeded shuffle + deal), chooseFirstDealer
 *   view       playerView (hidden information removed), viewLegalActions, sampleState
 *   game       createGame, applyGameAction, startNextRound, gameLegalActions
 *   record     the game record (by path, not this barrel): GameStep, applyStep, replaySteps, decodeStep, publicFacts
 *   simulate   playRandomRound (fast random playouts)
 */
export * from './types';
export * from './decisions';
export * from './seats';
export {
  actionFromMove,
  applyAction,
  captureOptions,
  createRound,
  legalActions,
  roundMoves,
  scoreIfStopped,
  type RoundMove,
  type RoundSetup,
} from './round';
export * from './deal';
export * from './view';
export * from './game';
export * from './simulate';
export * from './ledger';
export * from './player-count';
