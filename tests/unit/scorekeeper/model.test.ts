/** The score keeper's data: saves and share links read back exactly, and bad ones are refused with a code. */
import { describe, expect, test } from 'vitest';
import type { RoundEntry } from '../../../src/engine/round';
import { sheetCsv } from '../../../src/features/scorekeeper/csv';
import {
  EMPTY_DRAFT,
  SAVE_FORMAT,
  decodeGames,
  decodeShareLink,
  draftOfEntry,
  encodeGames,
  encodeShareLink,
  entryOfDraft,
  ledgerOf,
  type KeptGame,
} from '../../../src/features/scorekeeper/model';
import { saveErrorText, shareErrorText } from '../../../src/features/scorekeeper/words';
import { rules } from '../round/helpers';

const entries: RoundEntry[] = [
  { end: 'stop', winner: 0, calls: [1], fieldBrights: 0, pile: { by: 'yaku', yaku: [{ id: 'tane', extra: 1 }, { id: 'tanzaku', extra: 0 }] } },
  { end: 'misdeal' },
  { end: 'stop', winner: 1, calls: [], pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon'] } },
  { end: 'ran-out' },
];

const game: KeptGame = {
  id: 'g1',
  names: ['Aiko', ''],
  rules: rules('fudawiki', { rounds: 6, targetScore: 50 }),
  firstDealer: 1,
  draw: null,
  entries,
  created: 1,
  updated: 2,
};

describe('saves', () => {
  test('a save reads back to the same games and the same sheet', () => {
    const json = JSON.parse(JSON.stringify(encodeGames({ games: [game], current: 'g1' })));
    const decoded = decodeGames(json);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.current).toBe('g1');
    const back = decoded.value.games[0]!;
    expect(back.rules.overrides).toEqual(game.rules.overrides);
    expect(ledgerOf(back)).toEqual(ledgerOf(game));
  });

  test.each<[string, unknown, string, RegExp]>([
    ['not a save', { hello: 1 }, 'not-a-save', /not a list of score sheets/],
    ['a newer format', { format: SAVE_FORMAT + 1, games: [] }, 'other-version', /newer version/],
    ['unknown rules', { format: SAVE_FORMAT, games: [{ id: 'x', names: ['', ''], rules: { preset: 'nope' }, firstDealer: 0, entries: [] }] }, 'bad-game', /game 1: its rules cannot be read/],
    [
      'an impossible round',
      { format: SAVE_FORMAT, games: [{ id: 'x', names: ['', ''], rules: { preset: 'fudawiki' }, firstDealer: 0, entries: [{ end: 'stop', winner: 0, pile: { by: 'yaku', yaku: [{ id: 'goko', extra: 0 }, { id: 'sanko', extra: 0 }] } }] }] },
      'bad-game',
      /round entry 1 cannot be scored/,
    ],
    ['a round that is not a round', { format: SAVE_FORMAT, games: [{ id: 'x', names: ['', ''], rules: { preset: 'fudawiki' }, firstDealer: 0, entries: [42] }] }, 'bad-game', /not rounds/],
    ['a name far too long', { format: SAVE_FORMAT, games: [{ id: 'x', names: ['x'.repeat(200), ''], rules: { preset: 'fudawiki' }, firstDealer: 0, entries: [] }] }, 'bad-game', /names/],
  ])('%s is refused', (_name, raw, code, words) => {
    const decoded = decodeGames(raw);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      expect(decoded.error.code).toBe(code);
      expect(saveErrorText(decoded.error)).toMatch(words);
    }
  });
});

describe('share links', () => {
  test('a link shows the same sheet', () => {
    const decoded = decodeShareLink(`?${encodeShareLink(game)}`);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(decoded.value.names).toEqual(['Aiko', '']);
      expect(ledgerOf(decoded.value)).toEqual(ledgerOf(game));
    }
  });

  test.each<[string, string, string]>([
    ['not base64', '?sheet=%%%', 'not-readable'],
    ['cut short', `?${encodeShareLink(game).slice(0, 60)}`, 'not-readable'],
    ['empty', '?sheet=', 'not-readable'],
    ['far too long', `?sheet=${'A'.repeat(20_000)}`, 'too-long'],
    ['from a newer version', `?sheet=${Buffer.from(JSON.stringify({ v: 9 })).toString('base64url')}`, 'other-version'],
    ['with an impossible round', `?sheet=${Buffer.from(JSON.stringify({ v: 1, n: ['', ''], r: 'fudawiki', f: 0, e: [{ end: 'stop', winner: 0 }] })).toString('base64url')}`, 'bad-game'],
  ])('%s is refused with a message', (_name, search, code) => {
    const decoded = decodeShareLink(search);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      expect(decoded.error.code).toBe(code);
      expect(shareErrorText(decoded.error).length).toBeGreaterThan(20);
    }
  });
});

describe('drafts and the CSV', () => {
  test('an entry edited through the form comes back unchanged', () => {
    for (const [i, entry] of entries.entries()) {
      const draft = draftOfEntry(entry, i);
      expect(ledgerOf({ ...game, entries: entries.map((e, j) => (j === i ? entryOfDraft(draft, entry.pile !== undefined) : e)) })).toEqual(ledgerOf(game));
    }
    expect(entryOfDraft(EMPTY_DRAFT, true)).toEqual({ end: 'stop', winner: null, calls: [], fieldBrights: 0, pile: { by: 'yaku', yaku: [], opponentYaku: [] } });
  });

  test('a run-out that held a yaku survives the form, a save and a share link (dealerPrivilegeWhen no-yaku)', () => {
    const r = rules('koikoi-japan', { dealerPrivilegeWhen: 'no-yaku' });
    const kept: KeptGame = { ...game, rules: r, entries: [{ end: 'ran-out', yakuHeld: true }, { end: 'ran-out' }] };
    const sheet = ledgerOf(kept);
    if (!sheet.ok) throw new Error('ledger');
    expect(sheet.value.rows.map((row) => row.dealerPrivilege)).toEqual([false, true]);
    const draft = draftOfEntry(kept.entries[0]!, 0);
    expect(draft.yakuHeld).toBe(true);
    expect(entryOfDraft(draft, false)).toMatchObject({ end: 'ran-out', yakuHeld: true });
    // Through JSON, as the save is stored.
    const back = decodeGames(JSON.parse(JSON.stringify(encodeGames({ games: [kept], current: kept.id }))));
    expect(back.ok && ledgerOf(back.value.games[0]!)).toEqual(sheet);
    const link = decodeShareLink(new URL('?' + encodeShareLink(kept), 'https://example.org').search);
    expect(link.ok && ledgerOf(link.value)).toEqual(sheet);
  });

  test('the CSV has a line per round and the totals', () => {
    const ledger = ledgerOf(game);
    if (!ledger.ok) throw new Error('ledger');
    // Round 1: Animals with 6 (2) + Ribbons (1) = 3, x2 for Player 2's call = 6; misdeal; round 2:
    // Three Brights 6 for Player 2; round 3 runs out.
    expect(sheetCsv(game, ledger.value).split('\r\n')).toEqual([
      'Round,Month,Dealer,Result,Winner,Yaku,Points Aiko,Points Player 2,Total Aiko,Total Player 2',
      '1,January,Player 2,Stopped,Aiko,Animals and Ribbons,6,0,6,0',
      '2,February,Aiko,Misdeal,Nobody,,0,0,6,0',
      '2,February,Aiko,Stopped,Player 2,Three Brights,0,6,6,6',
      '3,March,Player 2,Cards ran out,Nobody,,0,0,6,6',
      'Total,,,,,,,,6,6',
      '',
    ]);
  });
});
