/**
 * The practice table's narrator speaks from the person's own view (seat 0's PlayerView): a card
 * another seat drew face down is never named, whatever the words layer would do with it, and
 * every step of a game is narrated.
 */
import { expect, test } from 'vitest';
import { createGame, type GameState } from '../../../src/engine/round';
import { applyStep } from '../../../src/engine/round/record';
import { shortName } from '../../../src/words/card-names';
import { narrate } from '../../../src/features/play/narration-words';
import { moveText } from '../../../src/features/pass-and-play/narration';
import { playerView } from '../../../src/engine/round/view';
import type { BySeat } from '../../../src/engine/round/seats';
import { randomSteps, rules } from './helpers';

const NAMES = { 2: ['Ann', 'Ben'], 3: ['Ann', 'Ben', 'Cy'] } as unknown as Record<number, BySeat<string>>;

test.each([
  ['two seats', {}],
  ['three seats', { players: 3 }],
])('%s, cards drawn face down: no other seat\'s hidden card is named, and every step says something', (_name, extra) => {
  const r = rules('fudawiki', { turnStructure: 'draw-first-play-two', rounds: 2, ...extra });
  let hiddenSeen = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const { steps } = randomSteps(createGame({ rules: r, seed }), seed * 13, 120);
    let game: GameState = createGame({ rules: r, seed });
    for (const step of steps) {
      const next = applyStep(game, step);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      const said = narrate(game, next.value, step);
      expect(said.length).toBeGreaterThan(0);
      // The cards other seats drew face down in this step (the full state knows them; seat 0 does not).
      const hidden = next.value.deals === game.deals
        ? next.value.current.log.slice(game.current.log.length).flatMap((e) => (e.type === 'draw-to-hand' && !e.faceUp && e.player !== 0 ? [e.card] : []))
        : [];
      for (const card of hidden) {
        hiddenSeen++;
        // Named only if it is also on the table for all to see (played, captured) in this very step.
        const shown = next.value.current.field.includes(card) || next.value.current.captured.some((pile) => pile.includes(card));
        if (!shown) expect(said).not.toContain(shortName(card));
      }
      game = next.value;
    }
  }
  expect(hiddenSeen).toBeGreaterThan(10);
});

/**
 * Another seat plays on with a lucky hand (teyaku: holder-may-redeal): seat 0's view leaves that
 * choice out of its log, so its log is one entry shorter than the round's. The narrators take
 * the news from the view before and after (table/narrator.ts); slicing the view's log at the
 * round's length, as they once did, dropped the first move after it from what was said.
 */
test.each([
  ['two seats', {}],
  ['three seats', { players: 3 }],
])('%s: after another seat plays on with a lucky hand, each next card played is said, at the practice table and in pass-and-play', (_name, extra) => {
  const r = rules('fudawiki', { teyaku: 'holder-may-redeal', rounds: 1, ...extra });
  let checked = 0;
  for (let seed = 1; seed < 4000 && checked < 6; seed++) {
    let game: GameState = createGame({ rules: r, seed });
    const holder = game.current.toMove;
    if (game.current.phase !== 'lucky-hand' || holder === 0) continue;
    const played = applyStep(game, { seat: holder, action: { type: 'luckyHand', choice: 'play' } });
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    game = played.value;
    // The round's log now holds the choice; seat 0's view does not.
    expect(game.current.log.length).toBeGreaterThan(playerView(game.current, 0).log.length);
    const { steps } = randomSteps(game, seed, 6);
    for (const step of steps) {
      const next = applyStep(game, step);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      if ('action' in step && step.action.type === 'play' && next.value.deals === game.deals) {
        const card = shortName(step.action.card);
        expect(narrate(game, next.value, step)).toContain(card);
        expect(moveText(game, next.value, step.seat, NAMES[game.totals.length]!)).toContain(card);
        checked++;
      }
      game = next.value;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(6);
});
