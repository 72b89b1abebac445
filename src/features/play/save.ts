/**
 * The practice game as data that can be saved, restored, undone and shared.
 *
 * A game is its origin (a seed, or a shared deal), its rule set, and the list of steps taken
 * (the engine's game record, engine/round/record.ts: every seat's actions, and "deal the next
 * round"). Everything else is derived by replaying the steps through the engine: so a save is
 * small, an undo is "replay one move fewer", and a save the engine can no longer replay (an
 * edited or outdated one) is caught with a reason instead of reaching the table.
 *
 * Pure functions only: the store (game.ts) owns the atoms and localStorage.
 */
// By path, not the round barrel (which also carries the score keeper's ledger).
import { GAME_STATE_VERSION, createGame, createGameFromDeal } from '../../engine/round/game';
import { applyStep as applyRecordStep, decodeStep, replaySteps, savedStep, type GameStep, type SavedStep } from '../../engine/round/record';
import { seatCount } from '../../engine/round/seats';
import type { Seat } from '../../engine/round/seats';
import type { GameState, PlayerIndex, RoundError, RoundResult } from '../../engine/round';
import { hashSeed, MAX_SEED } from '../../engine/random';

export { MAX_SEED };
import { isRoundNumber, roundLimit } from '../../engine/rules/options';
import { buildRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import { err, ok, type Result } from '../../engine/result';
import { isAiLevel, type AiLevel } from '../table/computer-driver';

export const GAME_KEY = 'koikoi:game';
/** Format of the saved game; raise it when the shape changes (older saves are then refused). */
export const SAVE_FORMAT = 1;
/** More steps than any game can take (12 rounds of at most ~40 actions): a guard against junk. */
const MAX_STEPS = 2000;

export type GameOrigin =
  /** A new game: createGame from this seed (first dealer as the rules say). */
  | { readonly kind: 'new'; readonly seed: number }
  /** A shared deal: this deal seed, in this round, with this dealer (null: drawn as the rules say). */
  | { readonly kind: 'deal'; readonly seed: number; readonly round: number; readonly dealer: PlayerIndex | null };

export type { GameStep };

/** Everything the table needs; `game` is derived from the rest by replay. */
export interface PlaySession {
  readonly origin: GameOrigin;
  readonly rules: RuleSet;
  /** The computer's level (seat 1). */
  readonly level: AiLevel;
  /** The second computer's level (seat 2) when the rules seat three; absent or null with two seats. */
  readonly level2?: AiLevel | null;
  /** Whether the person chose to allow undo. */
  readonly undo: boolean;
  /** False until the person has seen who deals first and started play. */
  readonly started: boolean;
  readonly steps: readonly GameStep[];
  readonly game: GameState;
}

/** What is written to localStorage. */
export interface SavedGame {
  readonly format: number;
  /** The engine's game-state version the steps were played under. */
  readonly engine: number;
  readonly origin: GameOrigin;
  readonly rules: { readonly preset: string; readonly overrides: unknown };
  readonly level: AiLevel;
  /** Only in a game for three (a two-player save is written exactly as before it existed). */
  readonly level2?: AiLevel;
  readonly undo: boolean;
  readonly started: boolean;
  /** In the saves' form (an action with its `player`), as saves were always written. */
  readonly steps: readonly SavedStep[];
  /** Where the replay must arrive (catches a save whose steps now lead elsewhere). */
  readonly check: string;
}

/**
 * Why a game could not be started, replayed or restored: codes with parameters, worded by
 * src/words/errors.ts (`playErrorText`).
 */
export type PlayError =
  | { readonly code: 'no-such-round'; readonly round: number; readonly rounds: number }
  | { readonly code: 'deal-ends-at-once'; readonly result: RoundResult; readonly dealer: PlayerIndex }
  | { readonly code: 'move-refused'; readonly error: RoundError }
  | { readonly code: 'replay-failed'; readonly move: number; readonly error: PlayError }
  | { readonly code: 'replay-threw'; readonly detail: string | null }
  | { readonly code: 'not-a-game' | 'older-version' | 'newer-version' | 'no-origin' | 'no-rules' }
  | { readonly code: 'invalid-rules'; readonly error: RuleError }
  | { readonly code: 'unknown-level'; readonly level: unknown }
  | { readonly code: 'incomplete-settings' | 'steps-not-a-list' | 'check-mismatch' }
  | { readonly code: 'not-a-move'; readonly move: number };

export type Outcome<T> = Result<T, PlayError>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeed = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;

/** Seed for the computer's choices: the same deal and the same moves give the same replies. */
export function aiSeed(session: Pick<PlaySession, 'origin'>, step: number): number {
  return hashSeed(session.origin.seed, 0x636f6d70, step);
}

/** A game whose first round is exactly the deal of `seed` (a shared deal link). */
export function gameFromDeal(rules: RuleSet, seed: number, round: number, dealer: PlayerIndex | null): Outcome<GameState> {
  const made = createGameFromDeal(rules, { seed, round, dealer });
  if (made.ok) return ok(made.value);
  const e = made.error;
  if (e.code === 'no-such-round') return err({ code: 'no-such-round', round: e.round, rounds: e.rounds });
  return err({ code: 'deal-ends-at-once', result: e.result, dealer: e.dealer });
}

export function startingGame(origin: GameOrigin, rules: RuleSet): Outcome<GameState> {
  if (origin.kind === 'new') return ok(createGame({ rules, seed: origin.seed }));
  return gameFromDeal(rules, origin.seed, origin.round, origin.dealer);
}

/** One step through the engine (engine/round/record.ts), its refusal as a PlayError. */
export function applyStep(game: GameState, step: GameStep): Outcome<GameState> {
  const result = applyRecordStep(game, step);
  return result.ok ? ok(result.value) : err({ code: 'move-refused', error: result.error });
}

/** Replays steps from the origin; says which step failed and why. */
export function replay(origin: GameOrigin, rules: RuleSet, steps: readonly GameStep[]): Outcome<GameState> {
  const start = startingGame(origin, rules);
  if (!start.ok) return start;
  const end = replaySteps(start.value, steps);
  return end.ok ? end : err({ code: 'replay-failed', move: end.error.move, error: { code: 'move-refused', error: end.error.error } });
}

/** A short fingerprint of where a game stands. */
export function checkOf(game: GameState): string {
  const r = game.current;
  return [game.round, game.status, r.turn, r.log.length, game.totals.join(':'), ...r.hands.map((h) => h.length)].join('/');
}

export function encodeSession(s: PlaySession): SavedGame {
  return {
    format: SAVE_FORMAT,
    engine: GAME_STATE_VERSION,
    origin: s.origin,
    rules: { preset: s.rules.preset, overrides: s.rules.overrides },
    level: s.level,
    ...(s.level2 ? { level2: s.level2 } : {}),
    undo: s.undo,
    started: s.started,
    steps: s.steps.map(savedStep),
    check: checkOf(s.game),
  };
}

function decodeOrigin(raw: unknown): GameOrigin | null {
  if (!isRecord(raw) || !isSeed(raw['seed'])) return null;
  if (raw['kind'] === 'new') return { kind: 'new', seed: raw['seed'] };
  if (raw['kind'] === 'deal') {
    const round = raw['round'];
    const dealer = raw['dealer'];
    if (typeof round !== 'number' || !Number.isInteger(round)) return null;
    if (dealer !== null && dealer !== 0 && dealer !== 1 && dealer !== 2) return null;
    return { kind: 'deal', seed: raw['seed'], round, dealer };
  }
  return null;
}

/** Reads a saved game back, replaying it; any problem is an error code with its details. */
export function decodeSession(raw: unknown): Result<PlaySession | null, PlayError> {
  try {
    return decodeUnsafe(raw);
  } catch (error) {
    return err({ code: 'replay-threw', detail: error instanceof Error ? error.message : null });
  }
}

function decodeUnsafe(raw: unknown): Result<PlaySession | null, PlayError> {
  if (raw === null) return ok(null);
  if (!isRecord(raw) || typeof raw['format'] !== 'number') return err({ code: 'not-a-game' });
  if (raw['format'] !== SAVE_FORMAT || raw['engine'] !== GAME_STATE_VERSION) {
    const older = Number(raw['format']) < SAVE_FORMAT || Number(raw['engine']) < GAME_STATE_VERSION;
    return err({ code: older ? 'older-version' : 'newer-version' });
  }
  const origin = decodeOrigin(raw['origin']);
  if (!origin) return err({ code: 'no-origin' });
  const savedRules = raw['rules'];
  if (!isRecord(savedRules)) return err({ code: 'no-rules' });
  const rules = buildRuleSet(String(savedRules['preset']), savedRules['overrides'] ?? {});
  if (!rules.ok) return err({ code: 'invalid-rules', error: rules.error });
  const level = raw['level'];
  if (!isAiLevel(level)) return err({ code: 'unknown-level', level });
  // The second computer's level: in a game for three, its own or (absent) the first's.
  const level2Raw = raw['level2'];
  if (level2Raw !== undefined && !isAiLevel(level2Raw)) return err({ code: 'unknown-level', level: level2Raw });
  const level2 = rules.value.options.players === 3 ? (level2Raw ?? level) : null;
  if (typeof raw['undo'] !== 'boolean' || typeof raw['started'] !== 'boolean') return err({ code: 'incomplete-settings' });
  const stepsRaw = raw['steps'];
  if (!Array.isArray(stepsRaw) || stepsRaw.length > MAX_STEPS) return err({ code: 'steps-not-a-list' });
  const steps: GameStep[] = [];
  for (let i = 0; i < stepsRaw.length; i++) {
    // Seats as the rules seat them; cards, phases and turns are the engine's to check on replay.
    const step = decodeStep(stepsRaw[i], seatCount(rules.value.options));
    if (!step) return err({ code: 'not-a-move', move: i + 1 });
    steps.push(step);
  }
  const replayed = replay(origin, rules.value, steps);
  if (!replayed.ok) return replayed;
  if (raw['check'] !== checkOf(replayed.value)) return err({ code: 'check-mismatch' });
  return ok({ origin, rules: rules.value, level, level2, undo: raw['undo'], started: raw['started'], steps, game: replayed.value });
}
