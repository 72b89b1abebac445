/** Games for the pass-and-play tests: seeded random play of every seat, two or three. */
import type { CardId } from '../../../src/engine/cards';
import { createGame, type GameState } from '../../../src/engine/round/game';
import { playerView } from '../../../src/engine/round/view';
import { othersOf, seatCount, seatsOf, type Seat } from '../../../src/engine/round/seats';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import { rules } from '../play/helpers';

export { randomSteps, MemoryStorage, rules } from '../play/helpers';

/** Rule sets the hand-over is checked under: two and three seats, and turns that hide a drawn card. */
export const RULE_SETS: readonly { readonly name: string; readonly rules: RuleSet }[] = [
  { name: 'two players', rules: rules('fudawiki', { rounds: 2 }) },
  { name: 'three players', rules: rules('fudawiki', { players: 3, rounds: 2 }) },
  { name: 'two players, hidden draw', rules: rules('fudawiki', { rounds: 2, turnStructure: 'hidden-draw' }) },
  { name: 'three players, draw first and play two', rules: rules('fudawiki', { players: 3, rounds: 2, turnStructure: 'draw-first-play-two' }) },
  { name: 'two players, unmatched draw to hand', rules: rules('fudawiki', { rounds: 2, turnStructure: 'unmatched-draw-to-hand' }) },
];

export function newGame(r: RuleSet, seed: number): GameState {
  return createGame({ rules: r, seed });
}

/**
 * The cards of `seat`'s hand that some other seat may not see now (the engine's views say which
 * are known to the others: a card taken face up into a hand is not secret).
 */
export function secretCards(game: GameState, seat: Seat): CardId[] {
  const state = game.current;
  const n = seatCount(state.rules.options);
  return state.hands[seat].filter((c) => othersOf(seat, n).some((q) => !playerView(state, q).knownInHands[seat].includes(c)));
}

/** Every secret card of every seat. */
export function allSecretCards(game: GameState): CardId[] {
  return seatsOf(seatCount(game.rules.options)).flatMap((p) => secretCards(game, p));
}

/** Every card id named anywhere in a value (serialised). */
export function cardsNamedIn(value: unknown, among: readonly CardId[]): CardId[] {
  const text = JSON.stringify(value);
  return among.filter((c) => text.includes(`"${c}"`));
}
