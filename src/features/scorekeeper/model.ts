/**
 * The score keeper as plain data: the games kept on this device, each a rule set, a name per
 * seat (two or three: the rules' `players`),
 * the first dealer and the rounds as the table told them. Everything else on the sheet (points,
 * dealers, totals, what is left, the winner) is derived by the engine's ledger, so a save is
 * small and a save the engine can no longer read is caught with a reason instead of showing
 * wrong totals.
 *
 * Also here: the save format (validated on load), the share link (the whole sheet in one query
 * parameter, validated the same way) and the draft of the round being entered. Pure functions
 * only; the store owns the atoms and localStorage, words.ts the sentences.
 */
import type { CardId } from '../../engine/cards';
import { isCardId } from '../../engine/cards';
import { err, ok, type Result } from '../../engine/result';
import {
  computeLedger,
  isSeat,
  seatCount,
  type SeatCount,
  type DealerDrawResult,
  type EntryEnd,
  type Ledger,
  type LedgerError,
  type PileEntry,
  type PlayerIndex,
  type RoundEntry,
} from '../../engine/round';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import { buildRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import type { YakuClaim } from '../../engine/scoring/by-yaku';
import type { LuckyHandId } from '../../engine/scoring/yaku-ids';

export const SCOREKEEPER_KEY = 'koikoi:scorekeeper';
/**
 * Format of the saved games; raise it when the shape changes. A save holding a three-player game
 * is written as format 2 (a build from before three players then says the save is from a newer
 * version instead of failing on its names); a save of two-player games alone stays format 1,
 * byte for byte as before.
 */
export const SAVE_FORMAT = 2;
/** The format of a save (and a share link) with only two-player games: what came before. */
export const TWO_PLAYER_FORMAT = 1;
/** Format of the share link's data: 1 for a two-player sheet (as before), 2 for three players. */
export const SHARE_FORMAT = 2;
/** Games kept on the device: the oldest beyond this are let go when a new one starts. */
export const MAX_GAMES = 20;
export const MAX_NAME_LENGTH = 24;
/** More entries than any game needs (12 rounds and their misdeals): a guard against junk. */
export const MAX_ENTRIES = 60;
/** A share link longer than this is not one of ours. */
export const MAX_SHARE_LENGTH = 12_000;

export interface KeptGame {
  readonly id: string;
  /** One per seat, as typed (as many as the rules' `players`); empty means the seat's default name. */
  readonly names: readonly string[];
  readonly rules: RuleSet;
  readonly firstDealer: PlayerIndex;
  /** The draw for the first dealer, when the site drew (shown on the sheet). */
  readonly draw: DealerDrawResult | null;
  readonly entries: readonly RoundEntry[];
  /** Milliseconds since 1970: when the game was started and last changed. */
  readonly created: number;
  readonly updated: number;
}

export interface KeptGames {
  readonly games: readonly KeptGame[];
  /** The game on screen, or null (the setup or the list). */
  readonly current: string | null;
}

export const NO_GAMES: KeptGames = { games: [], current: null };

/** The sheet of a game: the engine's ledger (a kept game always has a valid one). */
export function ledgerOf(game: Pick<KeptGame, 'rules' | 'firstDealer' | 'entries'>): Result<Ledger, LedgerError> {
  return computeLedger(game.rules, game.firstDealer, game.entries);
}

// ---------------------------------------------------------------------------------------
// Reading data that came from outside (a save, a link): shapes first, the engine after
// ---------------------------------------------------------------------------------------

export type GameDataError =
  | { readonly code: 'not-a-game' | 'bad-names' | 'bad-dealer' | 'bad-entries' }
  | { readonly code: 'bad-rules'; readonly error: RuleError }
  | { readonly code: 'bad-round'; readonly error: LedgerError };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** One name per seat of the rules' table, each a string no longer than the limit. */
function readNames(raw: unknown, n: SeatCount): readonly string[] | null {
  if (!Array.isArray(raw) || raw.length !== n) return null;
  return raw.every((name) => typeof name === 'string' && name.length <= MAX_NAME_LENGTH) ? (raw as string[]) : null;
}

function readClaims(raw: unknown): YakuClaim[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 16) return null;
  const out: YakuClaim[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item['id'] !== 'string' || typeof item['extra'] !== 'number') return null;
    // Ids and counts are the engine's to judge (it names what is wrong with them).
    out.push({ id: item['id'] as YakuClaim['id'], extra: item['extra'] });
  }
  return out;
}

function readCards(raw: unknown): CardId[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 48 || !raw.every(isCardId)) return null;
  return raw;
}

function readPile(raw: unknown, n: SeatCount): PileEntry | undefined | null {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) return null;
  if (raw['by'] === 'yaku') {
    const yaku = readClaims(raw['yaku']);
    const opponentYaku = readClaims(raw['opponentYaku']);
    return yaku && opponentYaku ? { by: 'yaku', yaku, opponentYaku } : null;
  }
  if (raw['by'] === 'cards') {
    const cards = readCards(raw['cards']);
    const opponentCards = readCards(raw['opponentCards']);
    if (!cards || !opponentCards) return null;
    if (raw['othersCards'] === undefined) return { by: 'cards', cards, opponentCards };
    // Three players: each other player's pile.
    const others = raw['othersCards'];
    if (n !== 3 || !Array.isArray(others) || others.length !== 2) return null;
    const read = others.map(readCards);
    return read.every((c): c is CardId[] => c !== null) ? { by: 'cards', cards, opponentCards, othersCards: read } : null;
  }
  return null;
}

/**
 * Rebuilds one entry from JSON, keeping only the fields an entry has; null when its shape is
 * wrong. `n` is the seat count of the game's rules (winners and callers are its seats).
 */
export function readEntry(raw: unknown, n: SeatCount = 2): RoundEntry | null {
  const isPlayer = (v: unknown): v is PlayerIndex => isSeat(v, n);
  if (!isRecord(raw) || typeof raw['end'] !== 'string') return null;
  const winner = raw['winner'];
  if (winner !== undefined && winner !== null && !isPlayer(winner)) return null;
  const calls = raw['calls'] ?? [];
  if (!Array.isArray(calls) || calls.length > 24 || !calls.every(isPlayer)) return null;
  const fieldBrights = raw['fieldBrights'] ?? 0;
  if (typeof fieldBrights !== 'number') return null;
  const pile = readPile(raw['pile'], n);
  if (pile === null) return null;
  const luckyHands = raw['luckyHands'] ?? [];
  if (!Array.isArray(luckyHands) || luckyHands.length > 2 || !luckyHands.every((h) => typeof h === 'string')) return null;
  const yakuHeld = raw['yakuHeld'];
  if (yakuHeld !== undefined && typeof yakuHeld !== 'boolean') return null;
  return {
    end: raw['end'] as EntryEnd,
    ...(winner === undefined ? {} : { winner: winner as PlayerIndex | null }),
    calls: calls as PlayerIndex[],
    fieldBrights,
    ...(pile ? { pile } : {}),
    luckyHands: luckyHands as LuckyHandId[],
    ...(yakuHeld === true ? { yakuHeld } : {}),
  };
}

export interface GameData {
  readonly names: readonly string[];
  readonly rules: RuleSet;
  readonly firstDealer: PlayerIndex;
  readonly entries: readonly RoundEntry[];
}

/** Checks the parts every game has, whether saved or shared; the ledger must accept the entries. */
function readGameData(names: unknown, rules: Result<RuleSet, RuleError>, first: unknown, entries: unknown): Result<GameData, GameDataError> {
  if (!rules.ok) return err({ code: 'bad-rules', error: rules.error });
  const seats = seatCount(rules.value.options);
  const n = readNames(names, seats);
  if (!n) return err({ code: 'bad-names' });
  if (!isSeat(first, seats)) return err({ code: 'bad-dealer' });
  if (!Array.isArray(entries) || entries.length > MAX_ENTRIES) return err({ code: 'bad-entries' });
  const read: RoundEntry[] = [];
  for (const raw of entries) {
    const entry = readEntry(raw, seats);
    if (!entry) return err({ code: 'bad-entries' });
    read.push(entry);
  }
  const ledger = computeLedger(rules.value, first, read);
  if (!ledger.ok) return err({ code: 'bad-round', error: ledger.error });
  return ok({ names: n, rules: rules.value, firstDealer: first, entries: read });
}

// ---------------------------------------------------------------------------------------
// The save
// ---------------------------------------------------------------------------------------

interface SavedGame {
  readonly id: string;
  readonly names: readonly string[];
  readonly rules: { readonly preset: string; readonly overrides: unknown };
  readonly firstDealer: PlayerIndex;
  readonly draw: DealerDrawResult | null;
  readonly entries: readonly RoundEntry[];
  readonly created: number;
  readonly updated: number;
}

export interface SavedGames {
  readonly format: number;
  readonly games: readonly SavedGame[];
  readonly current: string | null;
}

export type SaveError =
  | { readonly code: 'not-a-save' }
  | { readonly code: 'other-version'; readonly newer: boolean }
  | { readonly code: 'bad-game'; readonly game: number; readonly error: GameDataError };

/** The format a game's data is written in: the old one while it is two-player. */
function formatOf(rules: RuleSet): number {
  return seatCount(rules.options) === 2 ? TWO_PLAYER_FORMAT : SAVE_FORMAT;
}

export function encodeGames(kept: KeptGames): SavedGames {
  return {
    format: Math.max(TWO_PLAYER_FORMAT, ...kept.games.map((g) => formatOf(g.rules))),
    current: kept.current,
    games: kept.games.map((g) => ({
      id: g.id,
      names: g.names,
      rules: { preset: g.rules.preset, overrides: g.rules.overrides },
      firstDealer: g.firstDealer,
      draw: g.draw,
      entries: g.entries,
      created: g.created,
      updated: g.updated,
    })),
  };
}

function readDraw(raw: unknown, n: SeatCount): DealerDrawResult | null {
  const isPlayer = (v: unknown): v is PlayerIndex => isSeat(v, n);
  if (!isRecord(raw) || !isPlayer(raw['dealer']) || !Array.isArray(raw['draws']) || raw['draws'].length > 24) return null;
  const draws = raw['draws'].filter(
    (d): d is DealerDrawResult['draws'][number] =>
      isRecord(d) &&
      Array.isArray(d['cards']) &&
      d['cards'].length >= 2 &&
      d['cards'].length <= n &&
      d['cards'].every(isCardId) &&
      (d['drawers'] === undefined || (Array.isArray(d['drawers']) && d['drawers'].length === d['cards'].length && d['drawers'].every(isPlayer))) &&
      (d['dealer'] === null || isPlayer(d['dealer'])),
  );
  return draws.length === raw['draws'].length && draws.length > 0 ? { dealer: raw['dealer'], draws } : null;
}

/** Reads the saved games back; any game the engine cannot read refuses the whole save (kept aside by the store). */
export function decodeGames(raw: unknown): Result<KeptGames, SaveError> {
  if (raw === null) return ok(NO_GAMES);
  if (!isRecord(raw) || typeof raw['format'] !== 'number' || !Array.isArray(raw['games'])) return err({ code: 'not-a-save' });
  if (raw['format'] !== SAVE_FORMAT && raw['format'] !== TWO_PLAYER_FORMAT) return err({ code: 'other-version', newer: raw['format'] > SAVE_FORMAT });
  const games: KeptGame[] = [];
  for (let i = 0; i < raw['games'].length; i++) {
    const g: unknown = raw['games'][i];
    if (!isRecord(g) || typeof g['id'] !== 'string' || !isRecord(g['rules'])) return err({ code: 'bad-game', game: i, error: { code: 'not-a-game' } });
    const rules = buildRuleSet(String(g['rules']['preset']), g['rules']['overrides'] ?? {});
    const data = readGameData(g['names'], rules, g['firstDealer'], g['entries']);
    if (!data.ok) return err({ code: 'bad-game', game: i, error: data.error });
    const created = typeof g['created'] === 'number' ? g['created'] : 0;
    games.push({
      id: g['id'],
      ...data.value,
      draw: g['draw'] === null || g['draw'] === undefined ? null : readDraw(g['draw'], seatCount(data.value.rules.options)),
      created,
      updated: typeof g['updated'] === 'number' ? g['updated'] : created,
    });
  }
  const current = typeof raw['current'] === 'string' && games.some((g) => g.id === raw['current']) ? raw['current'] : null;
  return ok({ games, current });
}

// ---------------------------------------------------------------------------------------
// The share link: /scorekeeper/?sheet=<base64url of the game's data>
// ---------------------------------------------------------------------------------------

export const SHARE_PARAM = 'sheet';

export type ShareError =
  | { readonly code: 'too-long' | 'not-readable' }
  | { readonly code: 'other-version'; readonly newer: boolean }
  | { readonly code: 'bad-game'; readonly error: GameDataError };

interface ShareData {
  readonly v: number;
  readonly n: readonly string[];
  /** The engine's rule code. */
  readonly r: string;
  readonly f: PlayerIndex;
  readonly e: readonly RoundEntry[];
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The query string (without "?") that shows this game's sheet, read-only, on another device. */
export function encodeShareLink(game: GameData): string {
  const data: ShareData = { v: formatOf(game.rules), n: game.names, r: encodeRuleChoice(game.rules), f: game.firstDealer, e: game.entries };
  return `${SHARE_PARAM}=${toBase64Url(JSON.stringify(data))}`;
}

export function hasShareLink(search: string): boolean {
  return new URLSearchParams(search).has(SHARE_PARAM);
}

/** Reads a share link's query string; every problem is a code the words file explains. */
export function decodeShareLink(search: string): Result<GameData, ShareError> {
  const value = new URLSearchParams(search).get(SHARE_PARAM) ?? '';
  if (value.length > MAX_SHARE_LENGTH) return err({ code: 'too-long' });
  const text = fromBase64Url(value.trim());
  if (text === null || text === '') return err({ code: 'not-readable' });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err({ code: 'not-readable' });
  }
  if (!isRecord(raw) || typeof raw['v'] !== 'number') return err({ code: 'not-readable' });
  if (raw['v'] !== SHARE_FORMAT && raw['v'] !== TWO_PLAYER_FORMAT) return err({ code: 'other-version', newer: raw['v'] > SHARE_FORMAT });
  const rules = typeof raw['r'] === 'string' ? decodeRuleSet(raw['r']) : decodeRuleSet('');
  const data = readGameData(raw['n'], rules, raw['f'], raw['e']);
  return data.ok ? data : err({ code: 'bad-game', error: data.error });
}

// ---------------------------------------------------------------------------------------
// The round being entered
// ---------------------------------------------------------------------------------------

export const ENTRY_MODES = ['yaku', 'cards'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** The form's state: every field kept, so switching between yaku and cards loses nothing. */
export interface RoundDraft {
  /** The entry being edited, or null for a new round. */
  readonly editing: number | null;
  readonly end: EntryEnd;
  readonly winner: PlayerIndex | null;
  readonly mode: EntryMode;
  readonly yaku: readonly YakuClaim[];
  readonly opponentYaku: readonly YakuClaim[];
  readonly cards: readonly CardId[];
  /** The other player's pile; with three players, the pile of the first other seat after the scorer. */
  readonly opponentCards: readonly CardId[];
  /** Three players: the pile of the second other seat after the scorer. */
  readonly thirdCards: readonly CardId[];
  readonly calls: readonly PlayerIndex[];
  readonly fieldBrights: number;
  readonly luckyHands: readonly LuckyHandId[];
  /** ran-out under `dealerPrivilegeWhen: no-yaku`: a pile held a yaku (no privilege then). */
  readonly yakuHeld: boolean;
}

export const EMPTY_DRAFT: RoundDraft = {
  editing: null,
  end: 'stop',
  winner: null,
  mode: 'yaku',
  yaku: [],
  opponentYaku: [],
  cards: [],
  opponentCards: [],
  thirdCards: [],
  calls: [],
  fieldBrights: 0,
  luckyHands: [],
  yakuHeld: false,
};

/** Which ends score a pile (and so show the yaku or the cards). */
export function draftScoresPile(draft: RoundDraft, ranOutWinner: 'nobody' | 'dealer-privilege' | 'last-yaku' | 'opponent-of-last-caller'): boolean {
  if (draft.end === 'stop') return true;
  if (draft.end !== 'ran-out') return false;
  if (ranOutWinner === 'last-yaku') return draft.winner !== null;
  return ranOutWinner === 'opponent-of-last-caller' && draft.calls.length > 0;
}

/** The entry a draft stands for (only the fields its end uses), at a table of `n`. */
export function entryOfDraft(draft: RoundDraft, scoresPile: boolean, n: SeatCount = 2): RoundEntry {
  const pile: PileEntry | undefined = !scoresPile
    ? undefined
    : draft.mode === 'yaku'
      ? { by: 'yaku', yaku: draft.yaku, opponentYaku: draft.opponentYaku }
      : n === 3
        ? { by: 'cards', cards: draft.cards, othersCards: [draft.opponentCards, draft.thirdCards] }
        : { by: 'cards', cards: draft.cards, opponentCards: draft.opponentCards };
  switch (draft.end) {
    case 'stop':
      return { end: 'stop', winner: draft.winner, calls: draft.calls, fieldBrights: draft.fieldBrights, ...(pile ? { pile } : {}) };
    case 'lucky-hand':
      return { end: 'lucky-hand', winner: draft.winner, luckyHands: draft.luckyHands };
    case 'ran-out':
      return {
        end: 'ran-out',
        winner: draft.winner,
        calls: draft.calls,
        fieldBrights: draft.fieldBrights,
        ...(pile ? { pile } : {}),
        ...(draft.yakuHeld ? { yakuHeld: true } : {}),
      };
    default:
      return { end: draft.end };
  }
}

/** The draft that edits an entered round. */
export function draftOfEntry(entry: RoundEntry, index: number): RoundDraft {
  const pile = entry.pile;
  return {
    ...EMPTY_DRAFT,
    editing: index,
    end: entry.end,
    winner: entry.winner ?? null,
    mode: pile?.by ?? 'yaku',
    yaku: pile?.by === 'yaku' ? pile.yaku : [],
    opponentYaku: pile?.by === 'yaku' ? (pile.opponentYaku ?? []) : [],
    cards: pile?.by === 'cards' ? pile.cards : [],
    opponentCards: pile?.by === 'cards' ? (pile.othersCards?.[0] ?? pile.opponentCards ?? []) : [],
    thirdCards: pile?.by === 'cards' ? (pile.othersCards?.[1] ?? []) : [],
    calls: entry.calls ?? [],
    fieldBrights: entry.fieldBrights ?? 0,
    luckyHands: entry.luckyHands ?? [],
    yakuHeld: entry.yakuHeld === true,
  };
}

/** The entries with the draft put in its place (appended when new). */
export function entriesWith(entries: readonly RoundEntry[], draft: RoundDraft, entry: RoundEntry): RoundEntry[] {
  if (draft.editing === null) return [...entries, entry];
  return entries.map((e, i) => (i === draft.editing ? entry : e));
}

/** Adds a yaku to the announcement, or takes it out. */
export function toggleClaim(claims: readonly YakuClaim[], id: YakuClaim['id']): YakuClaim[] {
  return claims.some((c) => c.id === id) ? claims.filter((c) => c.id !== id) : [...claims, { id, extra: 0 }];
}

export function setClaimExtra(claims: readonly YakuClaim[], id: YakuClaim['id'], extra: number): YakuClaim[] {
  return claims.map((c) => (c.id === id ? { ...c, extra: Math.max(0, extra) } : c));
}
