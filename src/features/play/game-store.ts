/**
 * The practice game's store: the game in progress (saved in localStorage as it goes), and
 * the actions the table calls (newGame, play, choose, call, nextRound, undo, hint …).
 * Components only subscribe and call these; the rules come from the engine alone (its
 * legal actions and its typed errors), and the computer's moves from the AI, paced here.
 *
 * Player 0 is the person at the screen, player 1 the computer.
 */
import { atom, computed } from 'nanostores';
import type { CardId } from '../../engine/cards';
// Engine modules by path, not through the round barrel: the barrel also re-exports the score
// keeper's ledger, which would otherwise be bundled into the game's first script.
import type { GameState, PlayerIndex, RoundLogEntry } from '../../engine/round';
import { gameLegalActions } from '../../engine/round/game';
import { playerView } from '../../engine/round/view';
import type { RuleSet } from '../../engine/rules/ruleset';
import { cardsText, describeEntries, monthText, playText, resultHeadline, YOU, COMPUTER } from './words';
import { alternativesOf, listOf } from '../../words/format';
import { shortName } from '../../words/card-names';
import { persisted } from '../../shared/persisted';
import { dealLinkProblemText, playErrorText } from '../../words/errors';
import type { PlayError } from './save';
import {
  GAME_KEY,
  aiSeed,
  applyStep,
  decodeSession,
  encodeSession,
  parseDealLink,
  replay,
  startingGame,
  type DealLink,
  type GameOrigin,
  type GameStep,
  type PlaySession,
} from './save';
import { computerChoice, loadAi, type AiLevel } from './ai-loader';
import type { CoachHint } from '../coach/hint';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import { tableModel, type TableModel } from './table-model';
import { choiceAction, openChoice, pressHandCard } from '../../shared/field-choice';
import { ROUNDS, countOf } from '../../words/plural';

export { dealLinkPath, dealIsShareable, type PlaySession } from './save';

const saved = persisted<PlaySession | null, PlayError>({
  key: GAME_KEY,
  fallback: null,
  decode: decodeSession,
  describe: playErrorText,
  encode: (s) => (s === null ? null : encodeSession(s)),
  noticePrefix: 'Your saved game could not be read',
});

/** The game in progress (null: none yet). */
export const $session = saved.store;

/** Why a saved game was set aside (corrupted or from another version), for the table to show. */
export const $saveNotice = computed(saved.notice, (notice) =>
  notice === null
    ? null
    : notice.replace(/ The defaults are in use instead\.$/, ' It has been set aside, not deleted. You can start a new game.'),
);

export function dismissSaveNotice(): void {
  saved.dismissNotice();
}

/** The settings screen is open (before the first game, or when the person asks for it). */
export const $setupOpen = atom(false);
/** A hand card waiting for the person to say which of two field cards it takes. */
export const $pending = atom<CardId | null>(null);
/** The coach's suggested move, when the person asked for a hint (built in src/features/coach/hint.ts). */
export const $hint = atom<CoachHint | null>(null);
/** What just happened, in words (read out by the live region). */
export const $narration = atom<string>('');
/** An engine refusal or other problem with the last request. */
export const $error = atom<string | null>(null);
/** The computer is about to move. */
export const $thinking = atom(false);
/** A deal link that could not be used, or one waiting for the person to confirm. */
export const $linkState = atom<
  | null
  | { readonly kind: 'invalid'; readonly problems: readonly string[] }
  | { readonly kind: 'confirm'; readonly link: DealLink }
>(null);

/**
 * The table as the person sees it: built from their `PlayerView` alone (the engine decides
 * what is hidden, and what the end of a round reveals), plus the game's totals. Its
 * `actions` are the person's legal actions now (empty when it is not their move).
 */
export const $table = computed([$session, $pending, $thinking], (s, pending, thinking): TableModel | null => {
  if (!s) return null;
  const game = s.game;
  return tableModel(
    playerView(game.current, YOU),
    { round: game.round, rounds: game.rules.options.rounds, totals: game.totals, status: game.status },
    { started: s.started, pending, thinking },
  );
});

// ---------------------------------------------------------------------------------------
// Starting a game
// ---------------------------------------------------------------------------------------

function randomSeed(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * 0x100000000);
}

export interface NewGameOptions {
  readonly rules: RuleSet;
  readonly level: AiLevel;
  readonly undo: boolean;
  /** Fixed seed (tests); random otherwise. */
  readonly seed?: number;
}

function resetTransient(): void {
  cancelComputer();
  $pending.set(null);
  clearHint();
  $error.set(null);
  $review.set(null);
}

function begin(origin: GameOrigin, rules: RuleSet, level: AiLevel, undo: boolean): string | null {
  const start = startingGame(origin, rules);
  if (!start.ok) return playErrorText(start.error);
  resetTransient();
  $session.set({ origin, rules, level, undo, started: false, steps: [], game: start.value });
  $setupOpen.set(false);
  $linkState.set(null);
  $narration.set(`New game: ${typeof rules.options.rounds === 'number' ? countOf(rules.options.rounds, ROUNDS) : 'rounds without limit'}. ${dealerSentence(start.value)}`);
  return null;
}

function dealerSentence(game: GameState): string {
  return game.current.dealer === YOU ? 'You deal first.' : 'The computer deals first.';
}

export function newGame(options: NewGameOptions): void {
  const error = begin({ kind: 'new', seed: options.seed ?? randomSeed() }, options.rules, options.level, options.undo);
  if (error) $error.set(error);
}

/** Plays the deal of a link; returns why it cannot be played, or null. */
export function playDealLink(link: DealLink, readerRules: RuleSet, defaults: { level: AiLevel; undo: boolean }): string | null {
  const rules = link.rules ?? readerRules;
  const error = begin({ kind: 'deal', seed: link.seed, round: link.round, dealer: link.dealer }, rules, link.level ?? defaults.level, defaults.undo);
  if (error) $linkState.set({ kind: 'invalid', problems: [`This deal cannot be played: ${error}.`] });
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
export function openFromAddress(search: string, readerRules: RuleSet, defaults: { level: AiLevel; undo: boolean }): boolean {
  const parsed = parseDealLink(search);
  if (parsed.kind === 'none') return false;
  if (parsed.kind === 'invalid') {
    $linkState.set({ kind: 'invalid', problems: parsed.problems.map(dealLinkProblemText) });
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
  saved.reset();
  $setupOpen.set(true);
}

export function openSetup(): void {
  $setupOpen.set(true);
}

export function closeSetup(): void {
  $setupOpen.set(false);
}

/** The person has seen who deals: play starts (the computer moves first if it deals). */
export function startPlay(): void {
  const s = $session.get();
  if (!s || s.started) return;
  $session.set({ ...s, started: true });
  $narration.set(`Round ${s.game.round}, ${monthText(s.game.current.month)}. ${dealerSentence(s.game)}${s.game.current.toMove === YOU ? ' Your turn: play a card.' : ''}`);
  scheduleComputer();
}

// ---------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------

function narrate(before: GameState, after: GameState, step: GameStep): string {
  const parts: string[] = [];
  if (step.type === 'next-round') {
    const misdeals = after.history.length - before.history.length;
    if (misdeals > 0) parts.push(misdeals === 1 ? 'Misdeal: the cards were dealt again.' : `${misdeals} misdeals: the cards were dealt again.`);
    parts.push(`Round ${after.round}, ${monthText(after.current.month)}. ${after.current.dealer === YOU ? 'You deal.' : 'The computer deals.'}`);
    parts.push(describeEntries(after.current.log));
  } else {
    parts.push(describeEntries(after.current.log.slice(before.current.log.length) as RoundLogEntry[]));
  }
  if (after.current.result && (step.type === 'next-round' || !before.current.result)) parts.push(resultHeadline(after.current.result));
  if (after.status === 'finished' && before.status !== 'finished') parts.push(finalText(after));
  else if (after.status === 'playing' && after.current.toMove === YOU && (step.type === 'next-round' || step.player === COMPUTER)) {
    parts.push(promptFor(after));
  }
  return parts.filter(Boolean).join(' ');
}

function promptFor(game: GameState): string {
  switch (game.current.phase) {
    case 'play':
      return game.current.playsLeft > 1 ? 'Your turn: play two cards.' : 'Your turn: play a card.';
    case 'draw-take':
      return `Your turned card matches two field cards: choose one.`;
    case 'decision':
      return 'Koi-koi or shōbu?';
    default:
      return '';
  }
}

export function finalText(game: GameState): string {
  const [mine, theirs] = game.totals;
  if (game.winner === null) return `The game is over: a tie, ${mine} to ${theirs}.`;
  return game.winner === YOU ? `The game is over: you win, ${mine} to ${theirs}.` : `The game is over: the computer wins, ${theirs} to ${mine}.`;
}

function commit(step: GameStep): boolean {
  const s = $session.get();
  if (!s) return false;
  const next = applyStep(s.game, step);
  if (!next.ok) {
    $error.set(`That move is not allowed: ${playErrorText(next.error)}.`);
    return false;
  }
  $pending.set(null);
  clearHint();
  $error.set(null);
  $session.set({ ...s, steps: [...s.steps, step], game: next.value });
  say(narrate(s.game, next.value, step), step.type === 'next-round' ? YOU : step.player, `${s.game.round}:${s.game.current.turn}`);
  scheduleComputer();
  return true;
}

let lastSaid = { at: 0, by: YOU as PlayerIndex, turn: '' };

/**
 * Sets the narration. A computer move is added to what was said rather than replacing it
 * when it follows at once (no pause, as with reduced motion) or continues the computer's own
 * turn (a play, then the choice for its turned card: `turn` is where the move started), so
 * that no move goes unsaid.
 */
function say(text: string, by: PlayerIndex, turn: string): void {
  const now = Date.now();
  const append = by === COMPUTER && (now - lastSaid.at < 400 || (lastSaid.by === COMPUTER && lastSaid.turn === turn));
  $narration.set(append ? `${$narration.get()} ${text}` : text);
  lastSaid = { at: now, by, turn };
}

function yourMove(): PlaySession | null {
  const s = $session.get();
  if (!s || !s.started || s.game.status !== 'playing' || s.game.current.toMove !== YOU) return null;
  return s;
}

/**
 * Plays a card from the person's hand. A card that matches two field cards waits in
 * `$pending` for `choose`; with `take` given, it is played at once.
 */
export function play(card: CardId, take?: CardId): boolean {
  const s = yourMove();
  if (!s || s.game.current.phase !== 'play') return false; // a late click from a table already moved on
  const press = pressHandCard(gameLegalActions(s.game), card, { lay: true });
  // Not legal now, or the take is given: let the engine judge (and say why not).
  if (press.kind === 'illegal' || take !== undefined) return commit({ type: 'play', card, ...(take ? { take } : {}), player: YOU });
  if (press.kind === 'choose') {
    $pending.set(card);
    if (hintedCard() !== card) clearHint();
    $narration.set(choosingText(card, $table.get()?.choice?.options ?? [], press.lay));
    return true;
  }
  return commit({ ...press.action, player: YOU });
}

/** Says which field card to take: for the pending hand card, or for the turned card. */
export function choose(take: CardId): boolean {
  const s = yourMove();
  if (!s) return false;
  const choice = openChoice(gameLegalActions(s.game), s.game.current.drawn, $pending.get(), { lay: true });
  if (!choice) return false;
  return commit({ ...choiceAction(choice, take), player: YOU });
}

/** What the message bar says while a pressed hand card waits for its choice. */
function choosingText(card: CardId, options: readonly (readonly CardId[])[], lay: boolean): string {
  const each = options.map((o) => cardsText(o));
  if (lay) return playText('choosing.take-or-lay', { card: shortName(card), takes: alternativesOf(each) });
  return playText('choosing.take', { card: shortName(card), takes: listOf(each) });
}

/** Lays a matching hand card on the field without taking (when the engine offers it). */
export function lay(card: CardId): boolean {
  const s = yourMove();
  if (!s || s.game.current.phase !== 'play') return false;
  return commit({ type: 'play', card, lay: true, player: YOU } as GameStep);
}

/** A lucky hand's holder redeals or plays on (when the engine offers it). */
export function chooseLuckyHand(choice: 'redeal' | 'play'): boolean {
  if (!yourMove()) return false;
  return commit({ type: 'luckyHand', choice, player: YOU } as GameStep);
}

export function cancelChoice(): void {
  $pending.set(null);
}

export function call(decision: 'koikoi' | 'shobu'): boolean {
  if (!yourMove()) return false;
  return commit({ type: 'call', call: decision, player: YOU });
}

export function nextRound(): boolean {
  const s = $session.get();
  if (!s || s.game.status !== 'round-over') return false;
  $review.set(null);
  return commit({ type: 'next-round' });
}

/** Index of the step that `undo` would take back (the person's latest move this round), or -1. */
export function undoIndex(s: PlaySession | null): number {
  if (!s || !s.undo || s.game.status !== 'playing') return -1;
  for (let i = s.steps.length - 1; i >= 0; i--) {
    const step = s.steps[i]!;
    if (step.type === 'next-round') return -1;
    if (step.player === YOU) return i;
  }
  return -1;
}

export const $canUndo = computed($session, (s) => undoIndex(s) >= 0);

/** Takes back the person's last move and everything after it (the computer's reply). */
export function undo(): boolean {
  const s = $session.get();
  const at = undoIndex(s);
  if (!s || at < 0) return false;
  const steps = s.steps.slice(0, at);
  const replayed = replay(s.origin, s.rules, steps);
  if (!replayed.ok) {
    $error.set(`Undo failed: ${playErrorText(replayed.error)}.`);
    return false;
  }
  resetTransient();
  const undone = s.steps.length - at;
  $session.set({ ...s, steps, game: replayed.value });
  $narration.set(
    `${undone > 1 ? 'Your last move and the computer’s reply were taken back.' : 'Your last move was taken back.'} ${promptFor(replayed.value)}`,
  );
  return true;
}

// ---------------------------------------------------------------------------------------
// Hints
// ---------------------------------------------------------------------------------------

/** The hand card the hint suggests playing, if any. */
function hintedCard(): CardId | null {
  const action = $hint.get()?.action;
  return action?.type === 'play' ? action.card : null;
}

/**
 * A hint being worked out: its progress (0–1), or null when none is. The coach evaluates in
 * its worker, so the table stays live meanwhile; a move, hiding the hint or Escape cancels it.
 */
export const $hintProgress = atom<number | null>(null);
/** A hint is being worked out. */
export const $hintBusy = computed($hintProgress, (p) => p !== null);

let hintTask: { cancel(): void } | null = null;

/**
 * Asks the coach for the best move of the person's decision now. The hint arrives in `$hint`
 * (or not at all, if a move or `cancelHint` came first); the coach's settings for the
 * position are the ones its review will use (src/features/coach/coach-settings.ts), so the
 * hint and the later grade agree.
 */
export function requestHint(): void {
  const s = yourMove();
  if (!s || hintTask) return;
  const game = s.game;
  const view = playerView(game.current, YOU);
  let cancelled = false;
  let running: { cancel(): void } | null = null;
  const mine = {
    cancel() {
      cancelled = true;
      running?.cancel();
    },
  };
  hintTask = mine;
  $hintProgress.set(0);
  const finish = () => {
    if (hintTask !== mine) return false;
    hintTask = null;
    $hintProgress.set(null);
    return true;
  };
  import('../coach/hint')
    .then((m) => {
      if (cancelled) return null;
      const task = m.coachHint(game, view, (p) => {
        if (hintTask === mine) $hintProgress.set(p.total > 0 ? p.done / p.total : 0);
      });
      running = task;
      return task.result;
    })
    .then(
      (hint) => {
        if (finish() && hint) $hint.set(hint);
      },
      () => {
        if (finish()) $error.set(HINT_FAILED);
      },
    );
}

/** Stops a hint being worked out (the button again, Escape, a move). */
export function cancelHint(): void {
  const task = hintTask;
  hintTask = null;
  $hintProgress.set(null);
  task?.cancel();
}

/** Hides the hint (and stops one being worked out). */
export function clearHint(): void {
  cancelHint();
  $hint.set(null);
}

const HINT_FAILED = COACH_TABLE_WORDS['hint.failed'];

const AI_LOAD_FAILED = 'The computer player could not be loaded. Check the connection and reload the page: your game is saved.';

/** Resolves once the computer players are loaded (the page starts loading them at once). */
export async function aiReady(): Promise<void> {
  await loadAi();
}

/** Runs `fn` once the browser has painted (so "thinking…" shows before a long computation). */
function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

// ---------------------------------------------------------------------------------------
// The computer
// ---------------------------------------------------------------------------------------

/** Milliseconds between computer moves; null: only when `computerStep` is called (tests, server). */
let pace: number | null = null;
/** A computer move is scheduled; `generation` voids scheduled moves after an undo or a new game. */
let scheduled = false;
let generation = 0;

function computerToMove(s: PlaySession | null): s is PlaySession {
  return s !== null && s.started && s.game.status === 'playing' && s.game.current.toMove === COMPUTER;
}

function cancelComputer(): void {
  generation += 1;
  scheduled = false;
  $thinking.set(false);
}

function scheduleComputer(): void {
  const s = $session.get();
  if (!computerToMove(s)) {
    $thinking.set(false);
    return;
  }
  $thinking.set(true);
  if (pace === null || scheduled) return;
  scheduled = true;
  const mine = generation;
  const wait = () => {
    // The table is still showing the last turn's beats: the computer waits until they end.
    const held = holdUntil - Date.now();
    if (held > 0) {
      setTimeout(wait, held);
      return;
    }
    loadAi().then(
      () =>
        afterPaint(() => {
          if (mine !== generation) return;
          scheduled = false;
          computerStep();
        }),
      () => {
        scheduled = false;
        $thinking.set(false);
        $error.set(AI_LOAD_FAILED);
      },
    );
  };
  setTimeout(wait, pace);
}

/** Until when (Date.now() ms) the table is showing a turn's beats. */
let holdUntil = 0;

/** The table shows a sequence for `ms`: the computer's next move waits until it ends. */
export function holdComputer(ms: number): void {
  holdUntil = Math.max(holdUntil, Date.now() + ms);
}

/** Sets the pause before each computer move (0 with reduced motion) and resumes a waiting move. */
export function setPace(ms: number | null): void {
  pace = ms;
  if (ms === null) cancelComputer();
  else {
    void loadAi().catch(() => undefined); // fetch the players while the person looks at the table
    scheduleComputer();
  }
}

/** Makes the computer's next move now; returns false when it is not the computer's move. */
export function computerStep(): boolean {
  const s = $session.get();
  if (!computerToMove(s)) return false;
  const choice = computerChoice(s.game, playerView(s.game.current, COMPUTER), s.level, aiSeed(s, s.steps.length));
  if (!choice) return false;
  return commit({ ...choice.action, player: COMPUTER });
}

// ---------------------------------------------------------------------------------------
// Reviewing a finished round
// ---------------------------------------------------------------------------------------

/** The round being reviewed (index into the game's history) and the move shown (0 = the deal). */
export const $review = atom<{ readonly round: number; readonly step: number } | null>(null);

export function startReview(historyIndex: number): void {
  $review.set({ round: historyIndex, step: 0 });
}

export function reviewTo(step: number): void {
  const r = $review.get();
  if (r) $review.set({ ...r, step: Math.max(0, step) });
}

export function endReview(): void {
  $review.set(null);
}

/** Players' ids for components that need them. */
export type { PlayerIndex };
