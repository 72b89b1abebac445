/**
 * Starting a practice game: from the settings, from a deal link (after asking when a game is
 * in progress), or over again; and the screens around it (settings, who deals first).
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import { startingGame, type GameOrigin, type PlayError, type PlaySession } from './save';
import type { DealLink, DealLinkProblem, ParsedDealLink } from './deal-link';
import { hasDealLink } from './deal-params';
import type { AiLevel } from '../table/computer-driver';
import { atom, type ReadableAtom } from 'nanostores';
import { $session, markStarted, resetSaved, setPending, startSession } from './session';
import { clearProblem, startFailed } from './problems';
import { endReview } from '../review/review-nav';
import { clearHint } from './hints';
import { practicePacer } from './match';
import { sayNewGame, sayPlayStarts } from './narration';
import { randomSeed } from '../../shared/random-seed';

const setupOpen = atom(false);

/** The settings screen is open (before the first game, or when the person asks for it). This module is its one writer. */
export const $setupOpen: ReadableAtom<boolean> = setupOpen;

/** Why a deal link could not be used: a problem of the link itself, or its deal could not start. */
export type LinkProblem = { readonly kind: 'link'; readonly problem: DealLinkProblem } | { readonly kind: 'start'; readonly error: PlayError };

/** What a deal link in the address came to: its problems (as data, worded by LinkNotice), or a link to confirm. */
export type LinkState =
  | { readonly kind: 'invalid'; readonly problems: readonly LinkProblem[] }
  | { readonly kind: 'confirm'; readonly link: DealLink };

const linkState = atom<LinkState | null>(null);

/** A deal link that could not be used, or one waiting for the person to confirm. This module is its one writer. */
export const $linkState: ReadableAtom<LinkState | null> = linkState;

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
  setPending(null);
  clearHint();
  clearProblem();
  endReview();
}

function begin(origin: GameOrigin, rules: RuleSet, level: AiLevel, level2: AiLevel | null, undo: boolean): PlayError | null {
  const start = startingGame(origin, rules);
  if (!start.ok) return start.error;
  resetTransient();
  const seats = rules.options.players;
  startSession({ origin, rules, level, level2: seats === 3 ? (level2 ?? level) : null, undo, started: false, steps: [], game: start.value });
  setupOpen.set(false);
  linkState.set(null);
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
  if (error) linkState.set({ kind: 'invalid', problems: [{ kind: 'start', error }] });
  return error;
}

function inProgress(s: PlaySession | null): boolean {
  return s !== null && s.game.status !== 'finished' && (s.started || s.steps.length > 0);
}

/**
 * Reads the page address once after hydration. A deal link starts its deal (after asking, if
 * a game is in progress); a malformed one explains itself. Returns true when the address held
 * a deal link (the page then drops it, so that a reload resumes the saved game): the link's
 * reader (deal-link.ts) loads only then, and the link is opened once it has.
 */
export function openFromAddress(search: string, readerRules: RuleSet, defaults: LinkDefaults): boolean {
  if (!hasDealLink(search)) return false;
  void import('./deal-link').then(({ parseDealLink }) => openLink(parseDealLink(search), readerRules, defaults));
  return true;
}

function openLink(parsed: ParsedDealLink, readerRules: RuleSet, defaults: LinkDefaults): void {
  if (parsed.kind === 'none') return;
  if (parsed.kind === 'invalid') {
    linkState.set({ kind: 'invalid', problems: parsed.problems.map((problem) => ({ kind: 'link', problem })) });
    return;
  }
  if (inProgress($session.get())) linkState.set({ kind: 'confirm', link: parsed.link });
  else playDealLink(parsed.link, readerRules, defaults);
}

export function dismissLink(): void {
  linkState.set(null);
}

/** Forget the saved game (after a notice, or to start over). */
export function discardGame(): void {
  resetTransient();
  resetSaved();
  setupOpen.set(true);
}

export function openSetup(): void {
  setupOpen.set(true);
}

export function closeSetup(): void {
  setupOpen.set(false);
}

/** The person has seen who deals: play starts (a computer moves first if it deals). */
export function startPlay(): void {
  const s = $session.get();
  if (!s || s.started) return;
  markStarted();
  sayPlayStarts(s.game);
}
