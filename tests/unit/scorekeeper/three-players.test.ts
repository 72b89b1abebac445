/**
 * The score keeper for three players, and the saves and share links from before it: old ones
 * open to the same sheet (and are written back byte for byte), three-player ones round-trip in
 * their own format, and the sheet's totals are the engine's zero-sum ledger.
 */
import { describe, expect, test } from 'vitest';
import type { RoundEntry } from '../../../src/engine/round';
import { sheetCsv } from '../../../src/features/scorekeeper/csv';
import {
  EMPTY_DRAFT,
  TWO_PLAYER_FORMAT,
  decodeGames,
  decodeShareLink,
  draftOfEntry,
  encodeGames,
  encodeShareLink,
  entryOfDraft,
  ledgerOf,
  type KeptGame,
} from '../../../src/features/scorekeeper/model';
import { gameScoreText } from '../../../src/features/scorekeeper/words';
import { decodeRuleSet, encodeRuleChoice } from '../../../src/engine/rules/rule-code';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import { rules } from '../round/helpers';
import before from './fixtures/before-three-players.json';

function rulesOf(code: string): RuleSet {
  const decoded = decodeRuleSet(code);
  if (!decoded.ok) throw new Error(code);
  return decoded.value;
}

describe('saves and share links written before three players', () => {
  test.each(before.games.map((g, i) => [i, g] as const))('game %i: the save opens to the same sheet, and the same game is saved byte for byte as then', (_, fixture) => {
    const decoded = decodeGames(JSON.parse(fixture.save));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const game = decoded.value.games[0]!;
    expect(game.names).toEqual(fixture.names);
    expect(encodeRuleChoice(game.rules)).toBe(fixture.rules);
    expect(game.firstDealer).toBe(fixture.firstDealer);
    const ledger = ledgerOf(game);
    expect(ledger.ok && [...ledger.value.totals]).toEqual(fixture.totals);
    expect(ledger.ok && ledger.value.rows.map((r) => r.winner)).toEqual(fixture.winners);
    expect(ledger.ok && ledger.value.rows.map((r) => r.dealer)).toEqual(fixture.dealers);
    const raw = JSON.parse(fixture.save).games[0] as KeptGame;
    expect(JSON.stringify(encodeGames({ games: [{ ...raw, rules: rulesOf(fixture.rules) }], current: raw.id }))).toBe(fixture.save);
  });

  test.each(before.games.map((g, i) => [i, g] as const))('game %i: the share link opens to the same sheet and is written the same', (_, fixture) => {
    const decoded = decodeShareLink(fixture.share);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.names).toEqual(fixture.names);
    const ledger = ledgerOf(decoded.value);
    expect(ledger.ok && [...ledger.value.totals]).toEqual(fixture.totals);
    expect(ledger.ok && ledger.value.rows.map((r) => r.winner)).toEqual(fixture.winners);
    const same = { names: fixture.names, rules: rulesOf(fixture.rules), firstDealer: fixture.firstDealer as 0 | 1, entries: fixture.entries as RoundEntry[] };
    expect(`?${encodeShareLink(same)}`).toBe(fixture.share);
  });
});

// Fuda Wiki for three, zero-sum: akatan is 5; a call by another player doubles (opponent-called).
const three = rules('fudawiki', { players: 3, zeroSum: true });
const entries: RoundEntry[] = [
  // Seat 1 stops with akatan after seat 2 called koi-koi: 5 × 2 = 10, paid by each other player.
  { end: 'stop', winner: 1, calls: [2], pile: { by: 'yaku', yaku: [{ id: 'akatan', extra: 0 }] } },
  // Seat 2 stops with sanko (6), entered as cards, nobody called.
  { end: 'stop', winner: 2, calls: [], pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon'] } },
  { end: 'misdeal' },
];
const game: KeptGame = { id: 't', names: ['Aiko', 'Ben', 'Chiyo'], rules: three, firstDealer: 0, draw: null, entries, created: 1, updated: 2 };

describe('a three-player sheet', () => {
  test('each other player pays the winner: totals are zero-sum, and the winner deals next', () => {
    const ledger = ledgerOf(game);
    expect(ledger.ok).toBe(true);
    if (!ledger.ok) return;
    const rows = ledger.value.rows;
    expect(rows.map((r) => [...r.points])).toEqual([
      [-10, 20, -10],
      [-6, -6, 12],
      [0, 0, 0],
    ]);
    expect([...ledger.value.totals]).toEqual([-16, 14, 2]);
    expect(rows.map((r) => r.dealer)).toEqual([0, 1, 2]);
    expect(rows.every((r) => r.totals[0] + r.totals[1] + r.totals[2] === 0)).toBe(true);
  });

  test('without zero-sum only the winner scores', () => {
    const ledger = ledgerOf({ ...game, rules: rules('fudawiki', { players: 3 }) });
    expect(ledger.ok && [...ledger.value.totals]).toEqual([0, 10, 6]);
  });

  test('a save with a three-player game is format 2 and reads back to the same sheet', () => {
    const saved = encodeGames({ games: [game], current: 't' });
    expect(saved.format).toBeGreaterThan(TWO_PLAYER_FORMAT);
    const decoded = decodeGames(JSON.parse(JSON.stringify(saved)));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.games[0]!.names).toEqual(['Aiko', 'Ben', 'Chiyo']);
    expect(ledgerOf(decoded.value.games[0]!)).toEqual(ledgerOf(game));
  });

  test('a share link of three players has its own version and reads back', () => {
    const link = encodeShareLink(game);
    const data = JSON.parse(Buffer.from(link.replace(/^sheet=/, ''), 'base64url').toString('utf8')) as { v: number; n: string[] };
    expect(data.v).toBeGreaterThan(TWO_PLAYER_FORMAT);
    expect(data.n).toEqual(['Aiko', 'Ben', 'Chiyo']);
    const decoded = decodeShareLink(`?${link}`);
    expect(decoded.ok && ledgerOf(decoded.value)).toEqual(ledgerOf(game));
  });

  test('names must match the rules’ seats; a third seat under two-player rules is refused', () => {
    const save = (g: object) => JSON.parse(JSON.stringify({ format: 2, current: null, games: [{ id: 'x', rules: { preset: 'fudawiki', overrides: { players: 3 } }, firstDealer: 0, entries: [], ...g }] }));
    expect(decodeGames(save({ names: ['a', 'b'] }))).toMatchObject({ ok: false, error: { code: 'bad-game', error: { code: 'bad-names' } } });
    expect(decodeGames(save({ names: ['a', 'b', 'c'], firstDealer: 2 })).ok).toBe(true);
    const two = { format: 1, current: null, games: [{ id: 'x', names: ['a', 'b'], rules: { preset: 'fudawiki', overrides: {} }, firstDealer: 0, entries: [{ end: 'stop', winner: 2, pile: { by: 'yaku', yaku: [{ id: 'sanko', extra: 0 }] } }] }] };
    expect(decodeGames(two)).toMatchObject({ ok: false, error: { code: 'bad-game', error: { code: 'bad-entries' } } });
  });

  test('the form’s cards for three: each other player’s pile, and back', () => {
    const draft = { ...EMPTY_DRAFT, winner: 1 as const, mode: 'cards' as const, cards: ['pine-crane' as const], opponentCards: ['plum-warbler' as const], thirdCards: ['cherry-curtain' as const] };
    const entry = entryOfDraft(draft, true, 3);
    expect(entry.pile).toEqual({ by: 'cards', cards: ['pine-crane'], othersCards: [['plum-warbler'], ['cherry-curtain']] });
    const back = draftOfEntry(entry, 0);
    expect([back.cards, back.opponentCards, back.thirdCards]).toEqual([['pine-crane'], ['plum-warbler'], ['cherry-curtain']]);
  });

  test('the CSV has a points and a total column per player', () => {
    const ledger = ledgerOf(game);
    if (!ledger.ok) throw new Error('ledger');
    const lines = sheetCsv(game, ledger.value).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Round,Month,Dealer,Result,Winner,Yaku,Points Aiko,Points Ben,Points Chiyo,Total Aiko,Total Ben,Total Chiyo');
    expect(lines[1]!.split(',').slice(-6)).toEqual(['-10', '20', '-10', '-10', '20', '-10']);
    expect(lines.at(-1)!.split(',').slice(-3)).toEqual(['-16', '14', '2']);
  });

  test('the games list names every player with a total', () => {
    expect(gameScoreText(['Aiko', '', 'Chiyo'], [-16, 14, 2])).toBe('Aiko −16 · Player 2 14 · Chiyo 2');
    expect(gameScoreText(['Aiko', 'Ben'], [6, 0])).toBe('Aiko 6 – 0 Ben');
  });
});
