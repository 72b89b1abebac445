/**
 * Score-keeper saves and share links written by the two-player build (fixtures made with the
 * code before the engine had a third seat): they must keep opening to the same sheet.
 */
import { describe, expect, test } from 'vitest';
import type { Ledger } from '../../../src/engine/round';
import { decodeGames, decodeShareLink, ledgerOf } from '../../../src/features/scorekeeper/model';
import fixtures from './fixtures/scorekeeper-before-three.json';

function sheetOf(names: readonly string[], firstDealer: number, l: Ledger) {
  return {
    names,
    firstDealer,
    rows: l.rows.map((r) => ({ round: r.round, dealer: r.dealer, end: r.end, winner: r.winner, points: r.points, totals: r.totals, nextDealer: r.nextDealer })),
    totals: l.totals,
    winner: l.winner,
    finished: l.finished,
  };
}

describe('score-keeper saves from the two-player build open to the same sheet', () => {
  test.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const decoded = decodeGames(JSON.parse(f.stored));
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    const game = decoded.value.games[0]!;
    const ledger = ledgerOf(game);
    if (!ledger.ok) throw new Error(JSON.stringify(ledger.error));
    expect(sheetOf(game.names, game.firstDealer, ledger.value)).toEqual(f.sheet);
  });
});

describe('score-keeper share links from the two-player build open to the same sheet', () => {
  test.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const decoded = decodeShareLink(f.share);
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    const ledger = ledgerOf(decoded.value);
    if (!ledger.ok) throw new Error(JSON.stringify(ledger.error));
    expect(sheetOf(decoded.value.names, decoded.value.firstDealer, ledger.value)).toEqual(f.sheet);
  });
});
