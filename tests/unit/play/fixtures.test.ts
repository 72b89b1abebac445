/**
 * Saves and deal links written by the game before the engine had a "game from a deal"
 * constructor (fixtures/*.json, made with that code: localStorage strings and link queries,
 * each with the position it stood at). They must keep loading to the same position.
 */
import { describe, expect, test } from 'vitest';
import type { GameState } from '../../../src/engine/round';
import { decodeSession, startingGame } from '../../../src/features/play/save';
import { parseDealLink } from '../../../src/features/play/deal-link';
import saves from './fixtures/saves.json';
import links from './fixtures/deal-links.json';
import { rules } from './helpers';

/** The same digest of a game the fixtures were written with. */
function position(g: GameState) {
  const c = g.current;
  return {
    round: g.round,
    status: g.status,
    totals: g.totals,
    winner: g.winner,
    currentSeed: g.currentSeed,
    historyLength: g.history.length,
    firstDealer: g.firstDealer.dealer,
    month: c.month,
    dealer: c.dealer,
    phase: c.phase,
    toMove: c.toMove,
    turn: c.turn,
    hands: c.hands,
    field: c.field,
    captured: c.captured,
    pile: c.pile,
    pileTop: c.pileTop,
    logLength: c.log.length,
    result: c.result ? { end: c.result.end, winner: c.result.winner, points: c.result.points } : null,
  };
}

describe('saved games from before keep loading', () => {
  test.each(saves.map((s) => [s.name, s] as const))('%s', (_name, fixture) => {
    const decoded = decodeSession(JSON.parse(fixture.stored));
    expect(decoded.ok ? null : decoded).toBeNull();
    if (!decoded.ok || !decoded.value) throw new Error('no game');
    expect(position(decoded.value.game)).toEqual(fixture.position);
  });
});

describe('deal links from before deal the same cards', () => {
  test.each(links.map((l) => [l.name, l] as const))('%s', (_name, fixture) => {
    const parsed = parseDealLink(fixture.search);
    if (parsed.kind !== 'deal') throw new Error(`not a deal link: ${fixture.search}`);
    const { link } = parsed;
    // A link without rules plays under the reader's: the fixtures were made with fudawiki.
    const game = startingGame({ kind: 'deal', seed: link.seed, round: link.round, dealer: link.dealer }, link.rules ?? rules('fudawiki'));
    expect(game.ok ? null : game).toBeNull();
    if (!game.ok) throw new Error('no game');
    expect(position(game.value)).toEqual(fixture.position);
  });
});
