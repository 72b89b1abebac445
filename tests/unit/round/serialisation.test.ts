/** States are plain JSON: a round trip changes nothing, and play continues identically. */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { createRng } from '../../../src/engine/random';
import {
  applyAction,
  applyGameAction,
  createGame,
  dealRound,
  gameLegalActions,
  legalActions,
  startNextRound,
  type GameState,
  type RoundState,
} from '../../../src/engine/round';
import { randomRules, rules } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('serialisation', () => {
  test.each(PRESET_IDS)('%s: every state of 30 rounds survives JSON and plays on the same', (preset) => {
    for (let seed = 0; seed < 30; seed++) {
      const dealt = dealRound({ rules: rules(preset), month: ((seed % 12) + 1) as 1, dealer: (seed % 2) as 0 | 1, seed });
      if (!dealt.ok) throw new Error();
      const rng = createRng(seed);
      let s: RoundState = dealt.value;
      for (;;) {
        const copy = roundTrip(s);
        expect(copy).toEqual(s);
        expect(copy.version).toBe(1);
        if (s.phase === 'ended') break;
        const actions = legalActions(s);
        expect(legalActions(copy)).toEqual(actions);
        const action = actions[rng.int(actions.length)]!;
        const a = applyAction(s, action);
        const b = applyAction(copy, action);
        if (!a.ok || !b.ok) throw new Error('refused');
        expect(JSON.stringify(b.value)).toBe(JSON.stringify(a.value));
        s = a.value;
      }
    }
  }, 60_000);

  test('a game survives JSON between every action', () => {
    const rng = createRng(3);
    for (let k = 0; k < 5; k++) {
      let g: GameState = createGame({ rules: randomRules(rng), seed: k });
      while (g.status !== 'finished') {
        g = roundTrip(g);
        if (g.status === 'round-over') {
          const n = startNextRound(g);
          if (!n.ok) throw new Error(roundErrorText(n.error));
          g = n.value;
          continue;
        }
        const actions = gameLegalActions(g);
        const n = applyGameAction(g, actions[rng.int(actions.length)]!);
        if (!n.ok) throw new Error(roundErrorText(n.error));
        g = n.value;
      }
      expect(roundTrip(g)).toEqual(g);
    }
  }, 60_000);

  test('no Maps, Sets, class instances, functions or undefined in a state', () => {
    const dealt = dealRound({ rules: rules('fudawiki'), month: 1, dealer: 0, seed: 1 });
    if (!dealt.ok) throw new Error();
    const plain = (x: unknown): boolean => {
      if (x === null || ['string', 'number', 'boolean'].includes(typeof x)) return true;
      if (Array.isArray(x)) return x.every(plain);
      if (typeof x !== 'object') return false;
      const proto = Object.getPrototypeOf(x);
      return (proto === Object.prototype || proto === null) && Object.values(x as object).every(plain);
    };
    let s = dealt.value;
    const rng = createRng(1);
    while (s.phase !== 'ended') {
      expect(plain(s)).toBe(true);
      const a = legalActions(s);
      const n = applyAction(s, a[rng.int(a.length)]!);
      if (!n.ok) throw new Error();
      s = n.value;
    }
    expect(plain(s)).toBe(true);
  });
});
