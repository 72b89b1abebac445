/**
 * The table waits for its beats and draws every other seat one way (issue 29): a hand that is
 * not live offers no card and marks no field card it would take, whatever the view says (the
 * table passes `live` only once every beat before it has landed); and the other seats stand in
 * one strip with every badge (dealer, to play, koi-koi) at a table of two as at three.
 */
import { describe, expect, test } from 'vitest';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { createGame, gameLegalActions } from '../../../src/engine/round/game';
import { playerView } from '../../../src/engine/round/view';
import { tableModel, type TableModel } from '../../../src/features/table/table-model';
import { publicGame } from '../../../src/features/table/public-game';
import { playerNames } from '../../../src/features/table/seat-names';
import { Hand } from '../../../src/features/table/Hand';
import { OtherSeats } from '../../../src/features/table/TableSides';
import type { Seat } from '../../../src/engine/round/seats';
import type { CardId } from '../../../src/engine/cards';
import { rules } from '../play/helpers';

/** A table at the start of a deal, seen from seat 0, with seat 0 to play. */
function openingTable(players: 2 | 3): { t: TableModel; game: ReturnType<typeof publicGame> } {
  const r = rules('fudawiki', players === 3 ? { players: 3, rounds: 1 } : { rounds: 1 });
  for (let seed = 1; seed < 200; seed++) {
    const g = createGame({ rules: r, seed });
    if (g.current.phase !== 'play' || g.current.toMove !== 0 || !gameLegalActions(g).some((a) => a.type === 'play')) continue;
    const game = publicGame(g, true, false);
    return { t: tableModel(playerView(g.current, 0), game, { started: true, pending: null, thinking: false }), game };
  }
  throw new Error('no opening with seat 0 to play');
}

const noop = () => undefined;

describe('the hand waits for the beats', () => {
  test('live: each card a button to press with what it takes; not live (beats still landing): no card offered, no tag', () => {
    const { t } = openingTable(2);
    expect(t.canPlay).toBe(true);
    const live = render(h(Hand, { table: t, live: true, prompt: '', hinted: null, listRef: { current: null }, onPress: noop, onActive: noop }));
    expect(live).toContain('aria-disabled="false"');
    expect(live).toMatch(/class="tag tag--(match|none)"/);
    const waiting = render(h(Hand, { table: t, live: false, prompt: '', hinted: null, listRef: { current: null }, onPress: noop, onActive: noop }));
    expect(waiting).not.toContain('aria-disabled="false"');
    expect(waiting).toContain('aria-disabled="true"');
    expect(waiting).not.toContain('class="tag');
    expect(waiting).not.toContain('is-match');
    // The hand is anchored at the viewer's seat either way.
    expect(waiting).toContain('data-anchor="hand-0"');
  });
});

describe('every other seat in one strip', () => {
  for (const players of [2, 3] as const) {
    test(`${players} seats: the strip, each seat framed, and the badges of the seat to move, the dealer and its koi-koi calls`, () => {
      const { t, game } = openingTable(players);
      const other = t.opponents[0]!.seat as Seat;
      // The other seat to play, having called koi-koi twice this round.
      const at: TableModel = { ...t, toMove: other, calls: [other, other] };
      const seats = playerNames(players === 3 ? ['Ann', 'Ben', 'Cleo'] : ['Ann', 'Ben'], 0).seats;
      const html = render(h(OtherSeats, { table: at, game, seats, fresh: new Set<CardId>() }));
      expect(html).toMatch(/^<div class="opponents">/);
      expect(html.match(/class="side side--cpu/g)).toHaveLength(players - 1);
      const heading = new RegExp(`<h2 id="seat-${other}-title"[^>]*>.*?</h2>`).exec(html)?.[0] ?? '';
      expect(heading).toContain('class="turn-badge"');
      expect(heading).toContain('class="call-badge"');
      expect(html).toContain(`side--seat${other} is-to-move`);
    });
  }
});
