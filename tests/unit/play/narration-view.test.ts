/**
 * The practice table's narrator speaks from the person's own view (seat 0's PlayerView): a card
 * another seat drew face down is never named, whatever the words layer would do with it, and
 * every step of a game is narrated.
 */
import { expect, test } from 'vitest';
import { createGame, type GameState } from '../../../src/engine/round';
import { applyStep } from '../../../src/engine/round/record';
import { shortName } from '../../../src/words/card-names';
import { narrate } from '../../../src/features/play/narration';
import { randomSteps, rules } from './helpers';

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
