/**
 * What the live region says, with the players' names: a move tells what it did and to whom the
 * device goes; taking the device tells what the others did since; a card drawn face down is
 * never named, not even to the player who drew it (the screen is shared).
 */
import { describe, expect, test } from 'vitest';
import { gameLegalActions, type GameState } from '../../../src/engine/round/game';
import { bySeatOf } from '../../../src/engine/round/seats';
import { shortName } from '../../../src/words/card-names';
import { applyStep, type GameStep } from '../../../src/engine/round/record';
import { moveText, takeSeatText } from '../../../src/features/pass-and-play/narration';
import { newGame, rules } from './support';

const names = bySeatOf(['Ann', 'Ben'])!;

function step(game: GameState, s: GameStep): GameState {
  const next = applyStep(game, s);
  if (!next.ok) throw new Error(JSON.stringify(next.error));
  return next.value;
}

describe('pass-and-play narration', () => {
  test('a move that ends the turn says what it did and to whom the device goes; the next player hears it on taking the device', () => {
    const game = newGame(rules('fudawiki', { rounds: 1 }), 4);
    const mover = game.current.toMove;
    let after = game;
    // The mover's whole turn (a play, and the choice for the turned card if one is asked).
    while (after.status === 'playing' && after.current.toMove === mover && after.current.phase !== 'decision') {
      after = step(after, { seat: mover, action: gameLegalActions(after)[0]! });
    }
    if (after.status !== 'playing' || after.current.toMove === mover) return;
    const next = after.current.toMove;
    const said = moveText(game, after, mover, names);
    expect(said).toMatch(new RegExp(`^${names[mover]} played `));
    expect(said.endsWith(`Pass the device to ${names[next]}.`)).toBe(true);
    const heard = takeSeatText(after, next, names);
    expect(heard).toMatch(new RegExp(`^${names[mover]} played .*Your turn: play a card\\.$`));
  });

  test('a card drawn face down is not named on the shared screen', () => {
    const hidden = rules('fudawiki', { rounds: 1, turnStructure: 'draw-first-play-two' });
    for (let seed = 1; seed < 40; seed++) {
      let game = newGame(hidden, seed);
      for (let guard = 0; guard < 60 && game.status === 'playing'; guard++) {
        const mover = game.current.toMove;
        const next = step(game, { seat: mover, action: gameLegalActions(game)[0]! });
        const drawn = next.current.log.slice(game.current.log.length).find((e) => e.type === 'draw-to-hand' && !e.faceUp);
        if (drawn && drawn.type === 'draw-to-hand') {
          const said = moveText(game, next, mover, names);
          // (Under draw-first-play-two the next player's draw follows the mover's play at once.)
          expect(said).toContain(`${names[drawn.player]} drew a card into their hand.`);
          expect(said).not.toContain(shortName(drawn.card));
          if (next.status === 'playing' && next.current.toMove !== mover) {
            expect(takeSeatText(next, next.current.toMove, names)).not.toContain(shortName(drawn.card));
          }
          return;
        }
        game = next;
      }
    }
    throw new Error('no face-down draw found');
  });
});
