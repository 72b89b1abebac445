/**
 * A pass-and-play game as data that can be saved and resumed, like the practice game
 * (src/features/play/save.ts): its seed, its rule set, the players' names and the steps taken;
 * the game itself is derived by replaying the steps through the engine, so a save the engine can
 * no longer replay (edited, outdated, from a newer version) is refused with a reason instead of
 * reaching the table. Its own storage key: a pass-and-play game and a practice game are kept
 * side by side.
 *
 * What is not saved: who holds the device (hand-over.ts). A resumed game opens on the
 * hand-over screen of the player to move.
 *
 * Pure functions only: the store (pass-store.ts) owns the atoms and localStorage.
 */
// By path, not the round barrel (which also carries the score keeper's ledger).
import { GAME_STATE_VERSION, createGame } from '../../engine/round/game';
import type { GameState } from '../../engine/round/game';
import { buildRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import { err, ok, type Result } from '../../engine/result';
import { bySeatOf, seatCount, type BySeat } from '../../engine/round/seats';
import { decodeStep, replaySteps, savedStep, type GameStep, type SavedStep } from '../../engine/round/record';
import type { RoundError } from '../../engine/round/types';
import { MAX_SEED } from '../../engine/random';
import { checkNames, type NameProblem } from './names';

export const PASS_KEY = 'koikoi:pass-and-play';
/** Format of the saved game; raise it when the shape changes (older saves are then refused). */
export const PASS_FORMAT = 1;
/** More steps than any game can take (12 rounds of at most ~60 actions at three): a guard against junk. */
const MAX_STEPS = 3000;

export type { GameStep };

/** Everything the game needs; `game` is derived from the rest by replay. */
export interface PassSession {
  /** The players' names, by seat (as many as the rules seat). */
  readonly names: BySeat<string>;
  /** The game's seed (createGame: first dealer and every deal). */
  readonly seed: number;
  readonly rules: RuleSet;
  readonly steps: readonly GameStep[];
  readonly game: GameState;
}

/** What is written to localStorage. */
export interface SavedPassGame {
  readonly format: number;
  /** The engine's game-state version the steps were played under. */
  readonly engine: number;
  readonly names: readonly string[];
  readonly seed: number;
  readonly rules: { readonly preset: string; readonly overrides: unknown };
  /** In the saves' form (an action with its `player`), as saves were always written. */
  readonly steps: readonly SavedStep[];
  /** Where the replay must arrive (catches a save whose steps now lead elsewhere). */
  readonly check: string;
}

/** Why a saved game could not be read back: codes with parameters, worded by words.ts. */
export type PassError =
  | { readonly code: 'not-a-game' | 'older-version' | 'newer-version' | 'no-seed' | 'no-rules' | 'steps-not-a-list' | 'check-mismatch' }
  | { readonly code: 'invalid-rules'; readonly error: RuleError }
  | { readonly code: 'names-not-a-list' }
  | { readonly code: 'names-for-players'; readonly names: number; readonly players: number }
  | { readonly code: 'bad-names'; readonly problems: readonly NameProblem[] }
  | { readonly code: 'not-a-move'; readonly move: number }
  | { readonly code: 'replay-failed'; readonly move: number; readonly error: { readonly code: 'move-refused'; readonly error: RoundError } }
  | { readonly code: 'replay-threw'; readonly detail: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeed = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;

/** A new game for these players (names already checked) under these rules. */
export function newPassSession(names: BySeat<string>, rules: RuleSet, seed: number): PassSession {
  return { names, seed, rules, steps: [], game: createGame({ rules, seed }) };
}

/** Replays steps from the seed; says which step failed and why. */
export function replayPass(seed: number, rules: RuleSet, steps: readonly GameStep[]): Result<GameState, PassError> {
  const end = replaySteps(createGame({ rules, seed }), steps);
  return end.ok ? end : err({ code: 'replay-failed', move: end.error.move, error: { code: 'move-refused', error: end.error.error } });
}

/** A short fingerprint of where a game stands (every seat's hand size and total). */
export function passCheckOf(game: GameState): string {
  const r = game.current;
  return [game.round, game.status, r.turn, r.log.length, game.totals.join(':'), r.hands.map((h) => h.length).join(':')].join('/');
}

export function encodePassSession(s: PassSession): SavedPassGame {
  return {
    format: PASS_FORMAT,
    engine: GAME_STATE_VERSION,
    names: [...s.names],
    seed: s.seed,
    rules: { preset: s.rules.preset, overrides: s.rules.overrides },
    steps: s.steps.map(savedStep),
    check: passCheckOf(s.game),
  };
}

/** Reads a saved game back, replaying it; any problem is an error code with its details. */
export function decodePassSession(raw: unknown): Result<PassSession | null, PassError> {
  try {
    return decodeUnsafe(raw);
  } catch (error) {
    return err({ code: 'replay-threw', detail: error instanceof Error ? error.message : null });
  }
}

function decodeUnsafe(raw: unknown): Result<PassSession | null, PassError> {
  if (raw === null) return ok(null);
  if (!isRecord(raw) || typeof raw['format'] !== 'number') return err({ code: 'not-a-game' });
  if (raw['format'] !== PASS_FORMAT || raw['engine'] !== GAME_STATE_VERSION) {
    const older = Number(raw['format']) < PASS_FORMAT || Number(raw['engine']) < GAME_STATE_VERSION;
    return err({ code: older ? 'older-version' : 'newer-version' });
  }
  if (!isSeed(raw['seed'])) return err({ code: 'no-seed' });
  const savedRules = raw['rules'];
  if (!isRecord(savedRules)) return err({ code: 'no-rules' });
  const rules = buildRuleSet(String(savedRules['preset']), savedRules['overrides'] ?? {});
  if (!rules.ok) return err({ code: 'invalid-rules', error: rules.error });
  const players = seatCount(rules.value.options);
  const namesRaw = raw['names'];
  if (!Array.isArray(namesRaw) || !namesRaw.every((n) => typeof n === 'string')) return err({ code: 'names-not-a-list' });
  if (namesRaw.length !== players) return err({ code: 'names-for-players', names: namesRaw.length, players });
  const names = checkNames(namesRaw as string[]);
  if (!names.ok) return err({ code: 'bad-names', problems: names.error });
  const stepsRaw = raw['steps'];
  if (!Array.isArray(stepsRaw) || stepsRaw.length > MAX_STEPS) return err({ code: 'steps-not-a-list' });
  const steps: GameStep[] = [];
  for (let i = 0; i < stepsRaw.length; i++) {
    const step = decodeStep(stepsRaw[i], players);
    if (!step) return err({ code: 'not-a-move', move: i + 1 });
    steps.push(step);
  }
  const replayed = replayPass(raw['seed'], rules.value, steps);
  if (!replayed.ok) return replayed;
  if (raw['check'] !== passCheckOf(replayed.value)) return err({ code: 'check-mismatch' });
  const kept = bySeatOf(names.value);
  if (!kept) return err({ code: 'names-for-players', names: namesRaw.length, players });
  return ok({ names: kept, seed: raw['seed'], rules: rules.value, steps, game: replayed.value });
}
