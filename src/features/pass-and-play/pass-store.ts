/**
 * The pass-and-play game on this device: the game (saved in localStorage as it goes, under its
 * own key), who holds the device now (never saved), and the actions the pages call. Every move
 * is checked twice: here, that the player who holds the device is the one to move
 * (hand-over.ts), and by the engine, that the move is legal (its typed errors).
 */
import { atom, computed } from 'nanostores';
import type { RoundAction } from '../../engine/round/types';
import type { RuleSet } from '../../engine/rules/ruleset';
import type { BySeat, Seat } from '../../engine/round/seats';
import { persisted } from '../../shared/persisted';
import { randomSeed } from '../../shared/random-seed';
import { lateWords } from '../../shared/late-words';
import { seatStep, stepSeat } from '../../engine/round/record';
import { localMatch } from '../table/local-match';
import { mayAct, mayReveal, passScreen, type PassScreen } from './hand-over';
import { PASS_KEY, decodePassSession, encodePassSession, newPassSession, type PassError, type PassSession } from './save';
import { PASS_WORDS } from './words';
import { loadOnce } from '../../shared/use-lazy';

const saved = persisted<PassSession | null, PassError>({
  key: PASS_KEY,
  fallback: null,
  decode: decodePassSession,
  // Worded on use: the engine's refusals (src/words/errors.ts) stay out of the page's first load.
  describe: (error) => import('./save-words').then((words) => words.passErrorText(error)),
  encode: (s) => (s === null ? null : encodePassSession(s)),
  noticePrefix: PASS_WORDS['notice.prefix'],
});

/** The game in progress (null: none yet). */
export const $passSession = saved.store;

/** Why a saved game was set aside (corrupted or from another version): the page shows it. */
export const $passNotice = computed(saved.notice, (notice) =>
  notice === null ? null : notice.replace(/ The defaults are in use instead\.$/, PASS_WORDS['notice.set-aside']),
);

export function dismissPassNotice(): void {
  saved.dismissNotice();
}

/** Who holds the device and has seen their hand (null: the hand-over screen). Never saved. */
export const $holder = atom<Seat | null>(null);

/** The settings screen is open (before the first game, or when the players ask for it). */
export const $passSetupOpen = atom(false);

/** What just happened, in words, for the table's live region (narration.ts). */
export const $passNarration = atom('');

// The refusal's words load on use (src/words/errors.ts): shown once they have loaded.
const refusal = lateWords();

// The narration's words (narration.ts, with the round log's words) load on first use, off the
// page's first script.
const loadNarration = () => import('./narration');

/**
 * Sets the narration to what `words` makes of the moment, once the narration's module has loaded.
 * Every change of it goes through here, even to nothing: the callbacks of one promise run in the
 * order they were attached, so what is said keeps the order things happened in.
 */
function say(words: (narration: typeof import('./narration')) => string): void {
  void loadOnce(loadNarration).then((narration) => $passNarration.set(words(narration)));
}

/** The last move that was refused, in words (null: none). */
export const $passError = refusal.$text;

/** What the screen shows now (hand-over.ts decides). */
export const $passScreen = computed([$passSession, $holder], (s, holder): PassScreen | null => (s ? passScreen(s.game, holder, holder ?? 0) : null));

/** Starts a game for these players (names checked by names.ts) under these rules. */
export function startPassGame(names: BySeat<string>, rules: RuleSet, seed: number = randomSeed()): void {
  $holder.set(null);
  refusal.say(null);
  $passSession.set(newPassSession(names, rules, seed));
  $passSetupOpen.set(false);
}

/** The tap on the hand-over screen: the player to move takes the device and sees their hand. */
export function takeSeat(): boolean {
  const s = $passSession.get();
  if (!s) return false;
  const to = s.game.status === 'playing' ? s.game.current.toMove : null;
  if (to === null || !mayReveal(s.game, to)) return false;
  $holder.set(to);
  say((n) => n.takeSeatText(s.game, to, s.names));
  return true;
}

/** Hides the hand again (the holder steps away before their move): back to the hand-over screen. */
export function hideHand(): void {
  $holder.set(null);
}

/**
 * The game's one commit (table/local-match.ts): a seat's step only from the player holding the
 * device (hand-over.ts; a late tap on a screen already handed over plays nothing), then the
 * engine's say.
 */
const match = localMatch({
  $session: $passSession,
  store: (after) => $passSession.set(after),
  allows: (s, step) => {
    const seat = stepSeat(step);
    return seat === null ? s.game.status === 'round-over' : seat === $holder.get() && mayAct(s.game, seat);
  },
  refused: (error) =>
    refusal.sayLater(
      import('../../words/errors').then((words) => words.playErrorText({ code: 'move-refused', error })),
      PASS_WORDS['error.unworded'],
    ),
  stale: () => refusal.say(null),
  taken: (before, after, step) => {
    const seat = stepSeat(step);
    say((n) => (seat === null ? n.newRoundText(after.game, after.names) : n.moveText(before.game, after.game, seat, after.names)));
  },
});

/**
 * A move by the player who holds the device. Refused (false) when nobody holds it or it is
 * not their move: a late tap on a screen already handed over plays nothing.
 */
export function passAct(action: RoundAction): boolean {
  const holder = $holder.get();
  return holder !== null && match.commit(seatStep(holder, action));
}

/** Deals the next round (after a round's end); the device then goes to the first to move. */
export function passNextRound(): boolean {
  const done = match.commit({ type: 'next-round' });
  if (done) $holder.set(null);
  return done;
}

/** Forget the saved game (after a notice, or to start over). */
export function discardPassGame(): void {
  $holder.set(null);
  say(() => '');
  refusal.say(null);
  saved.reset();
  $passSetupOpen.set(true);
}

export function openPassSetup(): void {
  $passSetupOpen.set(true);
}

export function closePassSetup(): void {
  $passSetupOpen.set(false);
}
