/**
 * The practice game as data that can be saved, restored, undone and shared.
 *
 * A game is its origin (a seed, or a shared deal), its rule set, and the list of steps taken
 * (every action of either player, and "deal the next round"). Everything else is derived by
 * replaying the steps through the engine, which is deterministic: so a save is small, an
 * undo is "replay one move fewer", and a save the engine can no longer replay (an edited or
 * outdated one) is caught with a reason instead of reaching the table.
 *
 * Pure functions only: the store (game.ts) owns the atoms and localStorage.
 */
import {
  GAME_STATE_VERSION,
  applyGameAction,
  createGame,
  createGameFromDeal,
  startNextRound,
  type GameState,
  type PlayerIndex,
  type RoundAction,
} from '../../engine/round';
import { hashSeed } from '../../engine/random';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import type { Decoded } from '../../shared/persisted';
import { AI_LEVELS, isAiLevel, type AiLevel } from './ai-loader';
import { resultSummary } from './words';

export const GAME_KEY = 'koikoi:game';
/** Format of the saved game; raise it when the shape changes (older saves are then refused). */
export const SAVE_FORMAT = 1;
/** Seeds are 32-bit unsigned integers. */
export const MAX_SEED = 0xffffffff;
/** More steps than any game can take (12 rounds of at most ~40 actions): a guard against junk. */
const MAX_STEPS = 2000;

export type GameOrigin =
  /** A new game: createGame from this seed (first dealer as the rules say). */
  | { readonly kind: 'new'; readonly seed: number }
  /** A shared deal: this deal seed, in this round, with this dealer (null: drawn as the rules say). */
  | { readonly kind: 'deal'; readonly seed: number; readonly round: number; readonly dealer: PlayerIndex | null };

export type GameStep = (RoundAction & { readonly player: PlayerIndex }) | { readonly type: 'next-round' };

/** Everything the table needs; `game` is derived from the rest by replay. */
export interface PlaySession {
  readonly origin: GameOrigin;
  readonly rules: RuleSet;
  readonly level: AiLevel;
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
  readonly undo: boolean;
  readonly started: boolean;
  readonly steps: readonly GameStep[];
  /** Where the replay must arrive (catches a save whose steps now lead elsewhere). */
  readonly check: string;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeed = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;

/** Seed for the computer's choices: the same deal and the same moves give the same replies. */
export function aiSeed(session: Pick<PlaySession, 'origin'>, step: number): number {
  return hashSeed(session.origin.seed, 0x636f6d70, step);
}

/** A game whose first round is exactly the deal of `seed` (a shared deal link). */
export function gameFromDeal(rules: RuleSet, seed: number, round: number, dealer: PlayerIndex | null): Outcome<GameState> {
  const made = createGameFromDeal(rules, { seed, round, dealer });
  if (made.ok) return { ok: true, value: made.game };
  const e = made.error;
  if (e.code === 'no-such-round') {
    return { ok: false, reason: `round ${e.round} does not exist under these rules, which play ${e.rounds} ${e.rounds === 1 ? 'round' : 'rounds'}` };
  }
  return { ok: false, reason: `this deal ends before any card is played (${resultSummary(e.result, e.dealer)})` };
}

export function startingGame(origin: GameOrigin, rules: RuleSet): Outcome<GameState> {
  if (origin.kind === 'new') return { ok: true, value: createGame({ rules, seed: origin.seed }) };
  return gameFromDeal(rules, origin.seed, origin.round, origin.dealer);
}

export function applyStep(game: GameState, step: GameStep): Outcome<GameState> {
  const result = step.type === 'next-round' ? startNextRound(game) : applyGameAction(game, step);
  return result.ok ? { ok: true, value: result.game } : { ok: false, reason: result.error.message };
}

/** Replays steps from the origin; says which step failed and why. */
export function replay(origin: GameOrigin, rules: RuleSet, steps: readonly GameStep[]): Outcome<GameState> {
  const start = startingGame(origin, rules);
  if (!start.ok) return start;
  let game = start.value;
  for (let i = 0; i < steps.length; i++) {
    const next = applyStep(game, steps[i]!);
    if (!next.ok) return { ok: false, reason: `move ${i + 1} could not be replayed (${next.reason})` };
    game = next.value;
  }
  return { ok: true, value: game };
}

/** A short fingerprint of where a game stands. */
export function checkOf(game: GameState): string {
  const r = game.current;
  return [game.round, game.status, r.turn, r.log.length, game.totals.join(':'), r.hands[0].length, r.hands[1].length].join('/');
}

export function encodeSession(s: PlaySession): SavedGame {
  return {
    format: SAVE_FORMAT,
    engine: GAME_STATE_VERSION,
    origin: s.origin,
    rules: { preset: s.rules.preset, overrides: s.rules.overrides },
    level: s.level,
    undo: s.undo,
    started: s.started,
    steps: s.steps,
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
    if (dealer !== null && dealer !== 0 && dealer !== 1) return null;
    return { kind: 'deal', seed: raw['seed'], round, dealer };
  }
  return null;
}

function decodeStep(raw: unknown): GameStep | null {
  if (!isRecord(raw)) return null;
  if (raw['type'] === 'next-round') return { type: 'next-round' };
  if (raw['player'] !== 0 && raw['player'] !== 1) return null;
  // The engine validates cards, phases and turns on replay; here only the shape is checked.
  if (raw['type'] === 'play' || raw['type'] === 'drawTake' || raw['type'] === 'call') return raw as unknown as GameStep;
  return null;
}

/** Reads a saved game back, replaying it; any problem is a reason in plain words. */
export function decodeSession(raw: unknown): Decoded<PlaySession | null> {
  try {
    return decodeUnsafe(raw);
  } catch (error) {
    return { ok: false, reason: `the saved game could not be replayed (${error instanceof Error ? error.message : 'unknown error'})` };
  }
}

function decodeUnsafe(raw: unknown): Decoded<PlaySession | null> {
  if (raw === null) return { ok: true, value: null };
  if (!isRecord(raw) || typeof raw['format'] !== 'number') return { ok: false, reason: 'the saved data is not a practice game' };
  if (raw['format'] !== SAVE_FORMAT || raw['engine'] !== GAME_STATE_VERSION) {
    return {
      ok: false,
      reason: `it was saved by ${Number(raw['format']) < SAVE_FORMAT || Number(raw['engine']) < GAME_STATE_VERSION ? 'an older' : 'a newer'} version of the game, which this version cannot continue`,
    };
  }
  const origin = decodeOrigin(raw['origin']);
  if (!origin) return { ok: false, reason: 'the saved game does not say how it was dealt' };
  const savedRules = raw['rules'];
  if (!isRecord(savedRules)) return { ok: false, reason: 'the saved game has no rule set' };
  const rules = buildRuleSet(String(savedRules['preset']), savedRules['overrides'] ?? {});
  if (!rules.ok) return { ok: false, reason: `its rule set is not valid (${rules.error.message.replace(/\.$/, '')})` };
  const level = raw['level'];
  if (!isAiLevel(level)) return { ok: false, reason: `the opponent level ${JSON.stringify(level)} is not one of ${AI_LEVELS.join(', ')}` };
  if (typeof raw['undo'] !== 'boolean' || typeof raw['started'] !== 'boolean') return { ok: false, reason: 'the saved game settings are incomplete' };
  const stepsRaw = raw['steps'];
  if (!Array.isArray(stepsRaw) || stepsRaw.length > MAX_STEPS) return { ok: false, reason: 'the saved moves are not a list of moves' };
  const steps: GameStep[] = [];
  for (let i = 0; i < stepsRaw.length; i++) {
    const step = decodeStep(stepsRaw[i]);
    if (!step) return { ok: false, reason: `move ${i + 1} is not a move` };
    steps.push(step);
  }
  const replayed = replay(origin, rules.value, steps);
  if (!replayed.ok) return { ok: false, reason: replayed.reason };
  if (raw['check'] !== checkOf(replayed.value)) {
    return { ok: false, reason: 'its moves no longer lead to the position that was saved' };
  }
  return {
    ok: true,
    value: { origin, rules: rules.value, level, undo: raw['undo'], started: raw['started'], steps, game: replayed.value },
  };
}

// ---------------------------------------------------------------------------------------
// Deal links: /play/?seed=…&round=…&dealer=you|computer&rules=…&level=…
// ---------------------------------------------------------------------------------------

export interface DealLink {
  readonly seed: number;
  readonly round: number;
  readonly dealer: PlayerIndex | null;
  /** The link's rule set, or null to use the reader's. */
  readonly rules: RuleSet | null;
  readonly level: AiLevel | null;
}

export type ParsedDealLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'deal'; readonly link: DealLink }
  | { readonly kind: 'invalid'; readonly problems: readonly string[] };

const DEAL_PARAMS = ['seed', 'round', 'dealer', 'level'] as const;

/** Reads a page address's query. Rules alone (no deal) are not a deal link: the settings read them. */
export function parseDealLink(search: string): ParsedDealLink {
  const params = new URLSearchParams(search);
  if (!DEAL_PARAMS.some((p) => params.has(p))) return { kind: 'none' };
  const problems: string[] = [];
  const seedText = params.get('seed');
  let seed = 0;
  if (seedText === null) problems.push('A deal link needs a seed (seed=…), the number that shuffles the cards.');
  else if (!/^\d{1,10}$/.test(seedText.trim()) || Number(seedText) > MAX_SEED) {
    problems.push(`The seed “${seedText}” is not a whole number from 0 to ${MAX_SEED}.`);
  } else seed = Number(seedText);

  let round = 1;
  const roundText = params.get('round');
  if (roundText !== null) {
    if (!/^\d{1,2}$/.test(roundText.trim()) || Number(roundText) < 1 || Number(roundText) > 12) {
      problems.push(`The round “${roundText}” is not a round from 1 to 12.`);
    } else round = Number(roundText);
  }

  let dealer: PlayerIndex | null = null;
  const dealerText = params.get('dealer');
  if (dealerText !== null) {
    if (dealerText === 'you') dealer = 0;
    else if (dealerText === 'computer') dealer = 1;
    else problems.push(`The dealer “${dealerText}” should be “you” or “computer”.`);
  }

  let level: AiLevel | null = null;
  const levelText = params.get('level');
  if (levelText !== null) {
    if (isAiLevel(levelText)) level = levelText;
    else problems.push(`The opponent level “${levelText}” should be one of: ${AI_LEVELS.join(', ')}.`);
  }

  let rules: RuleSet | null = null;
  const code = params.get('rules');
  if (code !== null) {
    const decoded = decodeRuleSet(code);
    if (decoded.ok) rules = decoded.value;
    else problems.push(`The rules in the link could not be read: ${decoded.error.message}`);
  }
  if (rules && round > rules.options.rounds) {
    problems.push(`The link asks for round ${round}, but its rules play ${rules.options.rounds} ${rules.options.rounds === 1 ? 'round' : 'rounds'}.`);
  }
  return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'deal', link: { seed, round, dealer, rules, level } };
}

/** The address of the current deal (path and query; the page adds the origin). */
export function dealLinkPath(game: GameState, level?: AiLevel): string {
  const params = new URLSearchParams();
  params.set('seed', String(game.currentSeed));
  params.set('round', String(game.round));
  params.set('dealer', game.current.dealer === 0 ? 'you' : 'computer');
  params.set('rules', encodeRuleChoice(game.rules));
  if (level) params.set('level', level);
  return `/play/?${params.toString()}`;
}

/** Whether this round's deal can be shared (a deal that ended before play cannot be replayed). */
export function dealIsShareable(game: GameState): boolean {
  const r = game.current;
  return r.log.some((e) => e.type === 'play' || e.type === 'draw' || e.type === 'draw-to-hand') || r.phase !== 'ended';
}
