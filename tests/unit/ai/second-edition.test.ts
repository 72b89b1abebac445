/**
 * The computer opponents under the second-edition options (src/engine/README.md, Options): they
 * still see only their own view (a face-down drawn card of the other player is never in it,
 * and hidden cards never change a decision), they answer a lucky-hand choice by the hand's
 * worth, and they lay a card where capturing would feed the opponent.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { AI_LEVELS, chooseAction } from '../../../src/engine/ai';
import { intermediateDecision } from '../../../src/engine/ai/intermediate';
import { beginnerDecision } from '../../../src/engine/ai/beginner';
import { createRng, hashSeed, shuffle } from '../../../src/engine/random';
import {
  applyAction,
  createRound,
  dealRound,
  legalActions,
  othersOf,
  playerView,
  viewLegalActions,
  withSeat,
  type PlayerView,
  type RoundState,
} from '../../../src/engine/round';
import { aiReasonsText } from '../../../src/words/ai';
import { rules, smallExpert } from './helpers';
import { fullDeal, midRound } from '../round/helpers';

/** The other seat of these two-player rounds. */
const opponentOf = (p: 0 | 1 | 2) => othersOf(p, 2)[0]!;

const RULE_SETS = {
  'beginners-guide': rules('beginners-guide'),
  'hidden-draw': rules('fudawiki', { turnStructure: 'hidden-draw' }),
  'lucky-hands': rules('fudawiki', { teyaku: 'holder-may-redeal', handSize: 10, koikoiMultiplier: 'doubling-token' }),
  'every-new-value': rules('fudawiki', {
    handCapture: 'optional',
    lightningYakuWild: 'any-card',
    turnStructure: 'hidden-draw',
    teyaku: 'holder-may-redeal',
    fieldFourPairs: 'dealer-wins',
    exhaustiveDraw: 'dealer-privilege',
    dealerPrivilegeWhen: 'no-yaku',
  }),
};

/** The same state with the cards the mover cannot see (the other hand, the pile) dealt differently. */
function reshuffleHidden(s: RoundState, seed: number): RoundState {
  const opp = opponentOf(s.toMove);
  const hidden = [...s.hands[opp], ...s.pile.slice(s.pileTop)];
  const mixed = shuffle(hidden, createRng(seed));
  return {
    ...s,
    hands: withSeat(s.hands, opp, mixed.slice(0, s.hands[opp].length)),
    pile: [...s.pile.slice(0, s.pileTop), ...mixed.slice(s.hands[opp].length)],
  };
}

/** Positions of random rounds under a rule set, stopping anywhere a player chooses. */
function positions(r: (typeof RULE_SETS)[keyof typeof RULE_SETS], count: number): RoundState[] {
  const out: RoundState[] = [];
  for (let k = 0; out.length < count && k < 10 * count; k++) {
    const dealt = dealRound({ rules: r, month: 3, dealer: (k % 2) as 0 | 1, seed: hashSeed(77, k), explain: false });
    if (!dealt.ok) throw new Error(dealt.error.code);
    let s = dealt.value;
    const rng = createRng(k);
    const stopAt = rng.int(14);
    for (let step = 0; s.phase !== 'ended'; step++) {
      if (step >= stopAt || s.phase === 'lucky-hand') {
        out.push(s);
        break;
      }
      const actions = legalActions(s);
      const applied = applyAction(s, actions[rng.int(actions.length)]!);
      if (!applied.ok) throw new Error(applied.error.code);
      s = applied.value;
    }
  }
  return out;
}

/** What a view shows, without the list of cards it cannot see (which holds the pile alike). */
const shown = (view: PlayerView): string => JSON.stringify({ ...view, unseen: [] });

describe.each(Object.entries(RULE_SETS))('fairness under %s', (_, r) => {
  const states = positions(r, 10);

  test('the other player’s face-down drawn cards are never in a view', () => {
    let hidden = 0;
    for (const s of states) {
      for (const viewer of [0, 1] as const) {
        const text = shown(playerView(s, viewer));
        for (const e of s.log) {
          if (e.type !== 'draw-to-hand' || e.player === viewer || e.faceUp || !s.hands[e.player].includes(e.card)) continue;
          hidden++;
          expect(text).not.toContain(`"${e.card}"`);
        }
      }
    }
    if (r.options.turnStructure === 'hidden-draw') expect(hidden).toBeGreaterThan(0);
  });

  test.each(AI_LEVELS.filter((l) => l !== 'expert'))('%s: hidden cards never change the decision, which is legal and explained', (level) => {
    for (const [i, s] of states.entries()) {
      const view = playerView(s, s.toMove);
      const base = chooseAction(view, level, 50 + i);
      expect(viewLegalActions(view)).toContainEqual(base.action);
      expect(aiReasonsText(base.reasoning).every((t) => t.length > 0)).toBe(true);
      for (const k of [1, 2]) expect(chooseAction(playerView(reshuffleHidden(s, k), s.toMove), level, 50 + i)).toEqual(base);
    }
  });

  test('expert (small budget): hidden cards never change the decision', () => {
    for (const [i, s] of states.slice(0, 5).entries()) {
      const base = smallExpert(playerView(s, s.toMove), i);
      expect(viewLegalActions(playerView(s, s.toMove))).toContainEqual(base.action);
      for (const k of [1, 2]) expect(smallExpert(playerView(reshuffleHidden(s, k), s.toMove), i)).toEqual(base);
    }
  }, 30_000);
});

describe('a lucky hand’s holder decides by the hand’s worth', () => {
  const r = rules('fudawiki', { teyaku: 'holder-may-redeal' });
  const FIELD: CardId[] = ['cherry-chaff-2', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1', 'chrysanthemum-chaff-1', 'maple-chaff-1', 'willow-lightning'];
  // Four paulownia with the Phoenix, and three more brights: far better than an average hand.
  const STRONG: CardId[] = ['paulownia-phoenix', 'paulownia-chaff-1', 'paulownia-chaff-2', 'paulownia-chaff-yellow', 'pine-crane', 'cherry-curtain', 'pampas-moon', 'willow-rain-man'];
  // Four Pairs of chaff and plain ribbons: little to build on, while the other holds strong animals.
  const WEAK: CardId[] = ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'wisteria-chaff-2', 'wisteria-ribbon', 'clover-chaff-2', 'clover-ribbon'];
  // The other hand: eight months, no lucky hand.
  const OTHER: Record<'strong' | 'weak', CardId[]> = {
    strong: ['plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'chrysanthemum-ribbon', 'maple-deer', 'willow-swallow'],
    weak: ['cherry-ribbon', 'iris-bridge', 'peony-butterflies', 'pampas-geese', 'chrysanthemum-sake-cup', 'maple-deer', 'willow-swallow', 'paulownia-phoenix'],
  };
  const viewOf = (mine: CardId[]): PlayerView => {
    const created = createRound({ rules: r, month: 6, dealer: 0, deal: fullDeal({ dealer: mine, other: OTHER[mine === STRONG ? 'strong' : 'weak'], field: FIELD }) });
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value.phase).toBe('lucky-hand');
    return playerView(created.value, 0);
  };

  test.each([
    ['beginner', (v: PlayerView) => beginnerDecision(v, viewLegalActions(v), createRng(1))],
    ['intermediate', (v: PlayerView) => intermediateDecision(v, viewLegalActions(v))],
    ['expert (small budget)', (v: PlayerView) => smallExpert(v, 3)],
  ] as const)('%s: plays the strong hand on and redeals the weak one', (_, decide) => {
    expect(decide(viewOf(STRONG)).action).toEqual({ type: 'luckyHand', choice: 'play' });
    expect(decide(viewOf(WEAK)).action).toEqual({ type: 'luckyHand', choice: 'redeal' });
  });
});

describe('laying instead of capturing', () => {
  // Weather rules: the opponent holds the Curtain and the Sake Cup, rained off by the Swallow on the field.
  const r = rules('beginners-guide', { viewing: 'weather' });
  const position = midRound(r, {
    hands: [
      ['willow-ribbon', 'pine-chaff-1', 'maple-chaff-2'],
      ['plum-chaff-1', 'iris-chaff-1', 'peony-chaff-2'],
    ],
    field: ['willow-swallow', 'clover-chaff-1', 'pampas-chaff-1'],
    captured: [[], ['cherry-curtain', 'cherry-chaff-1', 'chrysanthemum-sake-cup', 'chrysanthemum-chaff-1']],
    pile: ['wisteria-chaff-1'],
  });

  test('the intermediate lays the willow ribbon rather than take the last rain card off the field', () => {
    const view = playerView(position, 0);
    const d = intermediateDecision(view, viewLegalActions(view));
    expect(d.action).toEqual({ type: 'play', card: 'willow-ribbon', lay: true });
    expect(d.reasoning[0]).toMatchObject({ code: 'move', why: { code: 'lay-keeps-weather', yaku: 'hanami-zake' } });
  });

  test('without the weather rule the same capture is taken', () => {
    const plain = midRound(rules('beginners-guide'), {
      hands: [
        ['willow-ribbon', 'pine-chaff-1', 'maple-chaff-2'],
        ['plum-chaff-1', 'iris-chaff-1', 'peony-chaff-2'],
      ],
      field: ['willow-swallow', 'clover-chaff-1', 'pampas-chaff-1'],
      captured: [[], ['cherry-curtain', 'cherry-chaff-1', 'chrysanthemum-sake-cup', 'chrysanthemum-chaff-1']],
      pile: ['wisteria-chaff-1'],
    });
    const view = playerView(plain, 0);
    expect(intermediateDecision(view, viewLegalActions(view)).action).toEqual({ type: 'play', card: 'willow-ribbon' });
  });

  test('the expert’s playouts weigh laying too (it is among the actions searched)', () => {
    const view = playerView(position, 0);
    expect(viewLegalActions(view)).toContainEqual({ type: 'play', card: 'willow-ribbon', lay: true });
    const d = smallExpert(view, 4);
    expect(viewLegalActions(view)).toContainEqual(d.action);
  });
});

test('hidden-draw: the drawer’s own view holds its face-down card, which it may then play', () => {
  const r = rules('fudawiki', { turnStructure: 'hidden-draw' });
  const s0 = midRound(r, {
    hands: [['cherry-chaff-1', 'willow-ribbon'], ['pampas-chaff-2', 'iris-bridge']],
    field: ['cherry-curtain', 'pine-chaff-1'],
    pile: ['maple-deer', 'pine-crane'],
  });
  const a = applyAction(s0, { type: 'play', card: 'cherry-chaff-1' });
  if (!a.ok) throw new Error(a.error.code);
  const b = applyAction(a.value, { type: 'play', card: 'pampas-chaff-2' });
  if (!b.ok) throw new Error(b.error.code);
  const mine = playerView(b.value, 0);
  expect(mine.hand).toContain('maple-deer');
  expect(viewLegalActions(mine)).toContainEqual({ type: 'play', card: 'maple-deer' });
  for (const level of AI_LEVELS) expect(viewLegalActions(mine)).toContainEqual(chooseAction(mine, level, 1).action);
});
