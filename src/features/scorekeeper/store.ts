/**
 * The score keeper's stores and actions. The games live in localStorage (validated on load:
 * a save the engine cannot read is refused with a message and kept aside under
 * `koikoi:scorekeeper:rejected`); the screen, the setup form, the round being entered and the
 * undo history live in memory. Components subscribe and call the actions; every point and
 * dealer comes from the engine's ledger.
 */
import { atom, computed } from 'nanostores';
import type { Month } from '../../engine/cards';
import type { RoundsValue } from '../../engine/rules/options';
import type { Ledger, LedgerError, PlayerIndex, RoundEntry } from '../../engine/round';
import { drawForFirstDealer, entryChoices, seatCount, type DealerDrawResult, type SeatCount } from '../../engine/round';
import { decodeRuleSet } from '../../engine/rules/rule-code';
import { buildRuleSet, presetRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import { DEFAULT_PRESET_ID, isPresetId, type PresetId } from '../../engine/rules/presets';
import { ok, type Result } from '../../engine/result';
import { persisted } from '../../shared/persisted';
import { randomSeed } from '../../shared/random-seed';
import {
  EMPTY_DRAFT,
  MAX_GAMES,
  MAX_NAME_LENGTH,
  NO_GAMES,
  SCOREKEEPER_KEY,
  decodeGames,
  decodeShareLink,
  draftOfEntry,
  draftScoresPile,
  encodeGames,
  entriesWith,
  entryOfDraft,
  hasShareLink,
  ledgerOf,
  type GameData,
  type KeptGame,
  type RoundDraft,
} from './model';
import { SAVE_NOTICE_AFTER, SAVE_NOTICE_PREFIX, SHEET_SENTENCES, fill, saveErrorText, shareErrorText } from './words';

const saved = persisted({
  key: SCOREKEEPER_KEY,
  fallback: NO_GAMES,
  decode: decodeGames,
  describe: saveErrorText,
  encode: encodeGames,
  noticePrefix: SAVE_NOTICE_PREFIX,
});

/** Every game kept on this device, and which one is open. */
export const $kept = saved.store;

/** Why the saved games were set aside, for the page to show. */
export const $saveNotice = computed(saved.notice, (notice) =>
  notice === null ? null : `${notice.replace(/ The defaults are in use instead\.$/, '')} ${SAVE_NOTICE_AFTER}`,
);
export const dismissSaveNotice = (): void => saved.dismissNotice();

export const VIEWS = ['games', 'setup', 'sheet', 'entry', 'shared'] as const;
export type View = (typeof VIEWS)[number];

export const $view = atom<View>('setup');
/** What just happened, in words (read out by a live region). */
export const $status = atom('');

export const $currentGame = computed($kept, (kept): KeptGame | null => kept.games.find((g) => g.id === kept.current) ?? null);

export const $ledger = computed($currentGame, (game): Ledger | null => {
  if (!game) return null;
  const ledger = ledgerOf(game);
  return ledger.ok ? ledger.value : null;
});

// ---------------------------------------------------------------------------------------
// Opening the page
// ---------------------------------------------------------------------------------------

/** A shared sheet opened from a link (read-only), or why the link could not be read. */
export const $shared = atom<GameData | null>(null);
export const $shareProblem = atom<string | null>(null);

/** Reads the page address once after hydration; chooses the first screen. */
export function openPage(search: string): void {
  if (hasShareLink(search)) {
    const decoded = decodeShareLink(search);
    if (decoded.ok) {
      $shared.set(decoded.value);
      $view.set('shared');
      return;
    }
    $shareProblem.set(shareErrorText(decoded.error));
  }
  const kept = $kept.get();
  $view.set(kept.current !== null ? 'sheet' : kept.games.length > 0 ? 'games' : 'setup');
}

export function dismissShareProblem(): void {
  $shareProblem.set(null);
}

/** Keeps a shared sheet on this device as a game of its own. */
export function keepSharedCopy(): void {
  const shared = $shared.get();
  if (!shared) return;
  addGame({ ...shared, draw: null });
  $shared.set(null);
  $view.set('sheet');
  if (typeof history !== 'undefined') history.replaceState(history.state, '', location.pathname);
}

// ---------------------------------------------------------------------------------------
// Setting up a game
// ---------------------------------------------------------------------------------------

export const RULES_SOURCES = ['reader', 'preset', 'link'] as const;
export type RulesSource = (typeof RULES_SOURCES)[number];

export interface SetupDraft {
  /** One per seat of a table of three; a two-player game uses the first two. */
  readonly names: readonly [string, string, string];
  /** null: as many players as the rules say. */
  readonly players: SeatCount | null;
  readonly source: RulesSource;
  readonly preset: PresetId;
  readonly linkText: string;
  /** null: as the rules say. */
  readonly rounds: RoundsValue | null;
  /** undefined: as the rules say; null: no target. */
  readonly target: number | null | undefined;
  readonly dealer: PlayerIndex | 'draw';
  readonly draw: DealerDrawResult | null;
}

export const EMPTY_SETUP: SetupDraft = {
  names: ['', '', ''],
  players: null,
  source: 'reader',
  preset: DEFAULT_PRESET_ID,
  linkText: '',
  rounds: null,
  target: undefined,
  dealer: 0,
  draw: null,
};

export const $setup = atom<SetupDraft>(EMPTY_SETUP);

export function updateSetup(patch: Partial<SetupDraft>): void {
  const next = { ...$setup.get(), ...patch };
  // A draw belongs to the choice "draw for it"; changing the choice forgets it.
  if (patch.dealer !== undefined && patch.dealer !== 'draw') $setup.set({ ...next, draw: null });
  else $setup.set(next);
}

/** The rule code inside a pasted rules link (`…?rules=CODE`) or the code itself. */
function ruleCodeOf(text: string): string {
  const trimmed = text.trim();
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?')) : null;
  if (query !== null) return new URLSearchParams(query.split('#')[0]).get('rules') ?? '';
  return trimmed;
}

/** The game's rule set from the setup form: its base rules with the chosen length. */
export function setupRules(setup: SetupDraft, readerRules: RuleSet): Result<RuleSet, RuleError> {
  let base: RuleSet;
  if (setup.source === 'reader') base = readerRules;
  else if (setup.source === 'preset') base = presetRuleSet(isPresetId(setup.preset) ? setup.preset : DEFAULT_PRESET_ID);
  else {
    const decoded = decodeRuleSet(ruleCodeOf(setup.linkText));
    if (!decoded.ok) return decoded;
    base = decoded.value;
  }
  const length: Record<string, unknown> = {};
  // The player count is a rule like the length: the engine decides what it changes (or refuses).
  if (setup.players !== null && setup.players !== seatCount(base.options)) length['players'] = setup.players;
  if (setup.rounds !== null) length['rounds'] = setup.rounds;
  if (setup.target !== undefined) length['targetScore'] = setup.target;
  return Object.keys(length).length === 0 ? ok(base) : buildRuleSet(base.preset, { ...base.overrides, ...length });
}

/** "Draw for it": the site deals each player a card from a fresh shuffle. */
export function drawDealer(readerRules: RuleSet, seed: number = randomSeed()): void {
  const rules = setupRules($setup.get(), readerRules);
  const draw = drawForFirstDealer(rules.ok ? rules.value : readerRules, seed);
  $setup.set({ ...$setup.get(), dealer: 'draw', draw });
}

function newId(): string {
  return `${Date.now().toString(36)}-${randomSeed().toString(36)}`;
}

function addGame(data: GameData & { readonly draw: DealerDrawResult | null }): void {
  const now = Date.now();
  const game: KeptGame = { id: newId(), ...data, created: now, updated: now };
  const kept = $kept.get();
  // The newest first; the oldest beyond the limit are let go.
  $kept.set({ games: [game, ...kept.games].slice(0, MAX_GAMES), current: game.id });
  undoStack.length = 0;
  $canUndo.set(false);
}

/** Starts a game from the setup form; returns the reason when the rules cannot be used. */
export function startGame(readerRules: RuleSet): RuleError | null {
  const setup = $setup.get();
  const rules = setupRules(setup, readerRules);
  if (!rules.ok) return rules.error;
  let draw = setup.draw;
  if (setup.dealer === 'draw' && !draw) draw = drawForFirstDealer(rules.value, randomSeed());
  const firstDealer: PlayerIndex = setup.dealer === 'draw' ? draw!.dealer : setup.dealer;
  const names = setup.names.slice(0, seatCount(rules.value.options)).map((name) => name.slice(0, MAX_NAME_LENGTH));
  addGame({ names, rules: rules.value, firstDealer, entries: [], draw: setup.dealer === 'draw' ? draw : null });
  $setup.set(EMPTY_SETUP);
  $view.set('sheet');
  return null;
}

export function openSetup(): void {
  $setup.set(EMPTY_SETUP);
  $view.set('setup');
}

export function showGames(): void {
  $view.set('games');
}

export function openGame(id: string): void {
  const kept = $kept.get();
  if (!kept.games.some((g) => g.id === id)) return;
  $kept.set({ ...kept, current: id });
  undoStack.length = 0;
  $canUndo.set(false);
  $view.set('sheet');
}

export function deleteGame(id: string): void {
  const kept = $kept.get();
  const games = kept.games.filter((g) => g.id !== id);
  $kept.set({ games, current: kept.current === id ? null : kept.current });
  if (games.length === 0) $view.set('setup');
}

// ---------------------------------------------------------------------------------------
// Changing the rounds (with undo)
// ---------------------------------------------------------------------------------------

const undoStack: { readonly id: string; readonly entries: readonly RoundEntry[] }[] = [];
export const $canUndo = atom(false);

function setEntries(entries: readonly RoundEntry[]): void {
  const kept = $kept.get();
  const game = kept.games.find((g) => g.id === kept.current);
  if (!game) return;
  undoStack.push({ id: game.id, entries: game.entries });
  $canUndo.set(true);
  const changed: KeptGame = { ...game, entries, updated: Date.now() };
  $kept.set({ ...kept, games: kept.games.map((g) => (g.id === game.id ? changed : g)) });
}

/** Takes back the last change (a round added, changed or deleted). */
export function undo(): void {
  const last = undoStack.pop();
  $canUndo.set(undoStack.length > 0);
  if (!last) return;
  const kept = $kept.get();
  $kept.set({ ...kept, games: kept.games.map((g) => (g.id === last.id ? { ...g, entries: last.entries, updated: Date.now() } : g)) });
  $status.set(SHEET_SENTENCES.undone);
}

export function deleteRound(index: number): void {
  const game = $currentGame.get();
  const row = $ledger.get()?.rows[index];
  if (!game || !row) return;
  setEntries(game.entries.filter((_, i) => i !== index));
  $status.set(fill(SHEET_SENTENCES.deleted, { round: row.round }));
}

// ---------------------------------------------------------------------------------------
// The round being entered
// ---------------------------------------------------------------------------------------

export const $draft = atom<RoundDraft>(EMPTY_DRAFT);

export function startEntry(): void {
  $draft.set(EMPTY_DRAFT);
  $view.set('entry');
}

export function editRound(index: number): void {
  const game = $currentGame.get();
  const entry = game?.entries[index];
  if (!entry) return;
  $draft.set(draftOfEntry(entry, index));
  $view.set('entry');
}

export function updateDraft(patch: Partial<RoundDraft>): void {
  $draft.set({ ...$draft.get(), ...patch });
}

export function cancelEntry(): void {
  $view.set('sheet');
}

export interface DraftPreview {
  /** The round's number and month as it would be entered. */
  readonly round: number;
  readonly month: Month;
  readonly entry: RoundEntry;
  readonly scoresPile: boolean;
  /** The sheet with the draft in place, or why the draft cannot be. */
  readonly result: Result<Ledger, LedgerError>;
}

/** What the draft would make of the sheet: recomputed on every tap, so the form can say. */
export const $preview = computed([$currentGame, $draft], (game, draft): DraftPreview | null => {
  if (!game) return null;
  const scoresPile = draftScoresPile(draft, entryChoices(game.rules).ranOut);
  const entry = entryOfDraft(draft, scoresPile, seatCount(game.rules.options));
  const entries = entriesWith(game.entries, draft, entry);
  const result = ledgerOf({ ...game, entries });
  // A later round made impossible by an edit is that round's problem, not this draft's.
  const index = draft.editing ?? game.entries.length;
  const ownResult: Result<Ledger, LedgerError> =
    !result.ok && result.error.entry !== index ? ledgerOf({ ...game, entries: entries.slice(0, index + 1) }) : result;
  const upTo = ledgerOf({ ...game, entries: game.entries.slice(0, index) });
  const next = upTo.ok ? upTo.value.next : null;
  return { round: next?.round ?? index + 1, month: next?.month ?? 1, entry, scoresPile, result: ownResult };
});

/** Saves the draft as a round; nothing changes when the engine refuses it (the form shows why). */
export function saveDraft(): boolean {
  const game = $currentGame.get();
  const preview = $preview.get();
  const draft = $draft.get();
  if (!game || !preview || !preview.result.ok) return false;
  const entries = entriesWith(game.entries, draft, preview.entry);
  if (!ledgerOf({ ...game, entries }).ok) {
    // The edit makes a later round impossible: keep the sheet as it was.
    return false;
  }
  setEntries(entries);
  $status.set(fill(draft.editing === null ? SHEET_SENTENCES.saved : SHEET_SENTENCES.changed, { round: preview.round }));
  $view.set('sheet');
  return true;
}

/** A later round that an edit would break: its index, to say so. */
export const $editBreaks = computed([$currentGame, $draft, $preview], (game, draft, preview): LedgerError | null => {
  if (!game || !preview || !preview.result.ok || draft.editing === null) return null;
  const result = ledgerOf({ ...game, entries: entriesWith(game.entries, draft, preview.entry) });
  return result.ok ? null : result.error;
});


