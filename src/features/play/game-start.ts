/**
 * Starting a practice game: from the settings, from a deal link (after asking when a game is
 * in progress), or over again; and the screens around it (settings, who deals first).
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import { parseDealLink, startingGame, type DealLink, type GameOrigin, type PlayError, type PlaySession } from './save';
import type { AiLevel } from '../table/computer-driver';
import { $linkState, $pending, $session, $setupOpen, resetSaved } from './session';
import { clearProblem, startFailed } from './problems';
import { $review } from '../review/review-nav';
import { clearHint } from './hints';
import { practicePacer } from './match';
import { sayNewGame, sayPlayStarts } from './narration';
import { randomSeed } from '../../shared/random-seed';

export interface NewGameOptions {
  readonly rules: RuleSet;
  /** The computer's level (seat 1). */
  readonly level: AiLevel;
  /** The second computer's level (seat 2), when the rules seat three. */
  readonly level2?: AiLevel | null;
  readonly undo: boolean;
  /** Fixed seed (tests); random otherwise. */
  readonly seed?: number;
}

/** What a game's start or an undo clears: a pending choice, a hint, an error, the review, a computer move. */
export function resetTransient(): void {
  practicePacer.cancel();
  $pending.set(null);
  clearHint();
  clearProblem();
  $review.set(null);
}

function begin(origin: GameOrigin, rules: RuleSet, level: AiLevel, level2: AiLevel | null, undo: boolean): PlayError | null {
  const start = startingGame(origin, rules);
  if (!start.ok) return start.error;
  resetTransient();
  const seats = rules.options.players;
  $session.set({ origin, rules, level, level2: seats === 3 ? (level2 ?? level) : null, undo, started: false, steps: [], game: start.value });
  $setupOpen.set(false);
  $linkState.set(null);
  sayNewGame(start.value);
  return null;
}

export function newGame(options: NewGameOptions): void {
  const error = begin({ kind: 'new', seed: options.seed ?? randomSeed() }, options.rules, options.level, options.level2 ?? null, options.undo);
  if (error) startFailed(error);
}

/** The levels a deal link plays against: its own, or the reader's. */
export interface LinkDefaults {
  readonly level: AiLevel;
  readonly level2?: AiLevel | null;
  readonly undo: boolean;
}

/** Plays the deal of a link; returns why it cannot be played, or null. */
export function playDealLink(link: DealLink, readerRules: RuleSet, defaults: LinkDefaults): PlayError | null {
  const rules = link.rules ?? readerRules;
  const level = link.level ?? defaults.level;
  const error = begin(
    { kind: 'deal', seed: link.seed, round: link.round, dealer: link.dealer },
    rules,
    level,
    link.level2 ?? defaults.level2 ?? level,
    defaults.undo,
  );
  if (error) $linkState.set({ kind: 'invalid', problems: [{ kind: 'start', error }] });
  return error;
}

function inProgress(s: PlaySession | null): boolean {
  return s !== null && s.game.status !== 'finished' && (s.started || s.steps.length > 0);
}

/**
 * Reads the page address once after hydration. A deal link starts its deal (after asking, if
 * a game is in progress); a malformed one explains itself. Returns true when the address held
 * a deal link (the page then drops it, so that a reload resumes the saved game).
 */
export function openFromAddress(search: string, readerRules: RuleSet, defaults: LinkDefaults): boolean {
  const parsed = parseDealLink(search);
  if (parsed.kind === 'none') return false;
  if (parsed.kind === 'invalid') {
    $linkState.set({ kind: 'invalid', problems: parsed.problems.map((problem) => ({ kind: 'link', problem })) });
    return true;
  }
  if (inProgress($session.get())) $linkState.set({ kind: 'confirm', link: parsed.link });
  else playDealLink(parsed.link, readerRules, defaults);
  return true;
}

export function dismissLink(): void {
  $linkState.set(null);
}

/** Forget the saved game (after a notice, or to start over). */
export function discardGame(): void {
  resetTransient();
  resetSaved();
  $setupOpen.set(true);
}

export function openSetup(): void {
  $setupOpen.set(true);
}

export function closeSetup(): void {
  $setupOpen.set(false);
}

/** The person has seen who deals: play starts (a computer moves first if it deals). */
export function startPlay(): void {
  const s = $session.get();
  if (!s || s.started) return;
  $session.set({ ...s, started: true });
  sayPlayStarts(s.game);
}
