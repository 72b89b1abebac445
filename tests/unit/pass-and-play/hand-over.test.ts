/**
 * What a shared screen may show: played through seeded games of two and three players under
 * turn structures that hide drawn cards, with the device held as the store holds it (the last
 * player to move keeps it until the next one taps).
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { gameLegalActions, type GameState } from '../../../src/engine/round/game';
import { seatCount, seatsOf, type Seat } from '../../../src/engine/round/seats';
import { applyStep, type GameStep } from '../../../src/engine/round/record';
import { koikoiCalls, mayAct, mayReveal, newsFor, passScreen, type PassScreen } from '../../../src/features/pass-and-play/hand-over';
import { RULE_SETS, allSecretCards, cardsNamedIn, newGame, secretCards } from './support';
import { createRng } from '../../../src/engine/random';

/**
 * The screen without its rule set (a rule set may name cards, e.g. the Lightning's option) and
 * the view's `unseen` (the cards the viewer has not seen, as a set: where each is, it never says).
 */
function shown(screen: PassScreen): unknown {
  return 'view' in screen ? { ...screen, view: { ...screen.view, rules: null, unseen: null } } : screen;
}

function pileLeft(game: GameState): CardId[] {
  return game.current.pile.slice(game.current.pileTop) as CardId[];
}

/** Every state of a seeded game, with the seat that moved into it (null after a deal). */
function* states(game: GameState, seed: number): Generator<{ game: GameState; lastMover: Seat | null }> {
  const rng = createRng(seed);
  let g = game;
  let lastMover: Seat | null = null;
  yield { game: g, lastMover };
  for (let guard = 0; guard < 500 && g.status !== 'finished'; guard++) {
    let step: GameStep;
    if (g.status === 'round-over') step = { type: 'next-round' };
    else {
      const actions = gameLegalActions(g);
      step = { seat: g.current.toMove, action: actions[rng.int(actions.length)]! };
    }
    const next = applyStep(g, step);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    lastMover = 'seat' in step ? step.seat : null;
    g = next.value;
    yield { game: g, lastMover };
  }
}

describe('the hand-over screen', () => {
  for (const { name, rules } of RULE_SETS) {
    test(`${name}: between turns no card of any hand (nor the pile) is on the screen; a turn shows only its own player's hand; the round's end shows every hand`, () => {
      let handOvers = 0;
      let turns = 0;
      let ends = 0;
      for (let seed = 1; seed <= 6; seed++) {
        for (const { game, lastMover } of states(newGame(rules, seed), seed * 7919)) {
          const n = seatCount(game.rules.options);
          for (const holder of [null, ...seatsOf(n)] as (Seat | null)[]) {
            const screen = passScreen(game, holder);
            if (game.status !== 'playing') {
              expect(screen.kind).toBe('round-end');
              if (screen.kind !== 'round-end') continue;
              expect(screen.view.revealed?.hands).toEqual(game.current.hands);
              ends++;
              continue;
            }
            const to = game.current.toMove;
            if (holder === to) {
              expect(screen.kind).toBe('turn');
              if (screen.kind !== 'turn') continue;
              expect(screen.view.hand).toEqual(game.current.hands[to]);
              const othersSecrets = seatsOf(n).filter((p) => p !== to).flatMap((p) => secretCards(game, p));
              expect(cardsNamedIn(shown(screen), [...othersSecrets, ...pileLeft(game)])).toEqual([]);
              turns++;
            } else {
              expect(screen).toMatchObject({ kind: 'hand-over', to, from: holder });
              expect('view' in screen).toBe(false);
              expect(cardsNamedIn(shown(screen), [...allSecretCards(game), ...pileLeft(game)])).toEqual([]);
              handOvers++;
            }
          }
          // The store's screen after a move: the mover still holds the device. Once the move is
          // someone else's, that is the hand-over screen, never the next player's hand.
          if (lastMover !== null && game.status === 'playing' && game.current.toMove !== lastMover) {
            expect(passScreen(game, lastMover).kind).toBe('hand-over');
          }
        }
      }
      expect(handOvers).toBeGreaterThan(100);
      expect(turns).toBeGreaterThan(50);
      expect(ends).toBeGreaterThan(0);
    });
  }

  test('only the player to move may take the device, and only the holder whose move it is may act', () => {
    const game = newGame(RULE_SETS[1]!.rules, 3);
    const to = game.current.toMove;
    for (const seat of [0, 1, 2] as Seat[]) {
      expect(mayReveal(game, seat)).toBe(seat === to);
      expect(mayAct(game, seat)).toBe(seat === to);
    }
    expect(mayAct(game, null)).toBe(false);
  });

  test('the news is what the others did since that player last moved, as that player may read it', () => {
    const rules = RULE_SETS[1]!.rules; // three players
    for (const { game } of states(newGame(rules, 11), 5)) {
      if (game.status !== 'playing') continue;
      const to = game.current.toMove;
      const news = newsFor(game, to);
      expect(news.every((e) => e.player !== to)).toBe(true);
      const log = game.current.log;
      const lastOwn = log.map((e) => e.player).lastIndexOf(to);
      expect(news.length).toBe(log.slice(lastOwn + 1).length);
    }
  });
});

describe('a koi-koi decision', () => {
  /** The first state of a seeded game where a player must decide koi-koi or shōbu. */
  function firstDecision(): GameState {
    for (let seed = 1; seed < 200; seed++) {
      for (const { game } of states(newGame(RULE_SETS[1]!.rules, seed), seed)) {
        if (game.status === 'playing' && game.current.phase === 'decision') return game;
      }
    }
    throw new Error('no decision found');
  }

  test('is taken on the decider’s own screen; anyone else sees the hand-over screen, which does not tell it', () => {
    const game = firstDecision();
    const decider = game.current.toMove;
    const own = passScreen(game, decider);
    expect(own.kind === 'turn' && own.view.decision).not.toBeNull();
    for (const other of [null, ...seatsOf(3).filter((p) => p !== decider)] as (Seat | null)[]) {
      const screen = passScreen(game, other);
      expect(screen.kind).toBe('hand-over');
      expect(JSON.stringify(screen)).not.toMatch(/"decision"|"call"/);
    }
  });

  test('is announced once made: the next hand-over screen names the koi-koi caller', () => {
    const game = firstDecision();
    const decider = game.current.toMove;
    const called = applyStep(game, { seat: decider, action: { type: 'call', call: 'koikoi' } });
    if (!called.ok) throw new Error('koi-koi refused');
    const after = called.value;
    expect(koikoiCalls(after)).toEqual([...koikoiCalls(game), decider]);
    const screen = passScreen(after, decider);
    expect(screen.kind).toBe('hand-over');
    if (screen.kind !== 'hand-over') return;
    expect(screen.calls).toContain(decider);
    expect(screen.news).toContainEqual({ type: 'call', player: decider, call: 'koikoi' });
  });
});
