import { describe, expect, test } from 'vitest';
import { PRESET_IDS, buildRuleSet, type RuleSet } from '../../../src/engine';
import { applyAction, dealRound, legalActions, type RoundState } from '../../../src/engine/round';
import { createRng, hashSeed } from '../../../src/engine/random';
import { cloneSim, indexOf, simApplyAction, simFromState, type Sim } from '../../../src/engine/ai/sim';
import { roundErrorText } from '../../../src/words/errors';

const PHASE = { play: 0, 'draw-take': 1, decision: 2, ended: 3, 'lucky-hand': 4 } as const;

const VARIANTS: Record<string, unknown>[] = [
  {},
  { turnStructure: 'draw-first-play-two' },
  { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty' },
  { lightningWild: 'matches-any', exhaustiveDraw: 'last-yaku-wins' },
  { lightningWild: 'august-on-field', exhaustiveDraw: 'koikoi-caller-loses', zeroSum: true },
  { viewing: 'weather', koikoiMinimum: 5, fieldBrightMultiplier: 'count-plus-one' },
  { koikoiLimit: 'once-per-round', counterKoikoi: false, lastTurnKoikoi: false, koikoiMultiplier: 'doubling' },
  { yakuCounting: 'both-players', exhaustiveDraw: 'dealer-privilege', handSize: 10, sakeCup: 'choose' },
  { roundEnd: 'pile-empty', viewing: 'needs-other-yaku', koikoiNeedsNewYaku: true, fieldFourOfAKind: 'allowed' },
  // Second edition (src/engine/README.md, Options).
  { handCapture: 'optional', lightningWild: 'matches-any' },
  { turnStructure: 'hidden-draw', lastTurnKoikoi: false, koikoiMultiplier: 'doubling-token' },
  { turnStructure: 'hidden-draw', roundEnd: 'pile-empty', handCapture: 'optional', exhaustiveDraw: 'dealer-privilege', dealerPrivilegeWhen: 'no-yaku' },
  { lightningYakuWild: 'any-card', teyaku: 'holder-may-redeal', fieldFourPairs: 'dealer-wins', yakuCounting: 'both-players' },
  { teyaku: 'holder-may-redeal', handSize: 10, exhaustiveDraw: 'dealer-privilege', dealerPrivilegeWhen: 'no-yaku', koikoiMultiplier: 'doubling-token' },
];

function rulesOf(preset: string, overrides: Record<string, unknown>): RuleSet {
  const r = buildRuleSet(preset, overrides);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
function masks(cards: readonly string[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const c of cards) {
    const k = indexOf(c as never);
    if (k < 24) lo |= 1 << k;
    else hi |= 1 << (k - 24);
  }
  return [lo, hi];
}

/** The observable state of the engine, in the simulator's terms. */
function engineSig(e: RoundState): string {
  if (e.phase === 'ended') return `ended ${e.result!.points.join(',')} w${e.result!.winner ?? -1}`;
  return [
    PHASE[e.phase],
    e.toMove,
    ...e.hands.map((h) => sorted(h.map(indexOf)).join('.')),
    sorted(e.field.map(indexOf)).join('.'),
    e.pile.length - e.pileTop,
    ...e.captured.map((c) => masks(c).join('/')),
    e.phase === 'decision' ? e.decision!.stopPoints : '',
    e.phase === 'draw-take' ? indexOf(e.drawn!) : '',
  ].join(' ');
}

function simSig(s: Sim): string {
  if (s.phase === 3) return `ended ${s.points.join(',')} w${s.winner}`;
  return [
    s.phase,
    s.toMove,
    ...s.hands.map((h) => sorted(h).join('.')),
    sorted(s.field).join('.'),
    s.pile.length - s.pileTop,
    ...s.lo.map((lo, p) => `${lo}/${s.hi[p]}`),
    s.phase === 2 ? s.stopPoints : '',
    s.phase === 1 ? s.drawn : '',
  ].join(' ');
}

function expectSame(e: RoundState, s: Sim, where: string): void {
  const a = engineSig(e);
  const b = simSig(s);
  if (a !== b) expect(b, where).toBe(a);
}

/**
 * Three players (src/engine/README.md, Three players): the mixes above that three can play
 * (not koikoi-caller-loses, hands of 7), and the rules whose "opponent" is any other player
 * (both-players, the koi-koi multipliers read from the others' calls, no counter-call,
 * zero-sum paid by each other seat).
 */
const VARIANTS_3: Record<string, unknown>[] = [
  {},
  { turnStructure: 'draw-first-play-two', zeroSum: true },
  { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty' },
  { lightningWild: 'matches-any', exhaustiveDraw: 'last-yaku-wins' },
  { lightningWild: 'august-on-field', exhaustiveDraw: 'dealer-privilege', zeroSum: true },
  { viewing: 'weather', koikoiMinimum: 5, fieldBrightMultiplier: 'count-plus-one', koikoiMultiplier: 'opponent-called' },
  { koikoiLimit: 'once-per-round', counterKoikoi: false, lastTurnKoikoi: false, koikoiMultiplier: 'doubling' },
  { yakuCounting: 'both-players', exhaustiveDraw: 'dealer-privilege', sakeCup: 'choose', koikoiMultiplier: 'opponent-called-last' },
  { roundEnd: 'pile-empty', viewing: 'needs-other-yaku', koikoiNeedsNewYaku: true, fieldFourOfAKind: 'allowed' },
  { handCapture: 'optional', lightningWild: 'matches-any', zeroSum: true },
  { turnStructure: 'hidden-draw', lastTurnKoikoi: false, koikoiMultiplier: 'doubling-token' },
  { turnStructure: 'hidden-draw', roundEnd: 'pile-empty', handCapture: 'optional', exhaustiveDraw: 'dealer-privilege', dealerPrivilegeWhen: 'no-yaku' },
  { lightningYakuWild: 'any-card', teyaku: 'holder-may-redeal', yakuCounting: 'both-players', zeroSum: true },
  { teyaku: 'holder-may-redeal', exhaustiveDraw: 'dealer-privilege', dealerPrivilegeWhen: 'no-yaku', koikoiMultiplier: 'doubling-token' },
  { teyaku: 'win', yakuCounting: 'both-players', koikoiMultiplier: 'count-plus-one' },
].map((o) => ({ ...o, players: 3 }));

describe.each([
  [2, VARIANTS],
  [3, VARIANTS_3],
] as const)('the playout simulator agrees with the round engine, %i players', (players, variants) => {
  for (const preset of PRESET_IDS) {
    test(`${preset}: random rounds under ${variants.length} option mixes`, () => {
      let rounds = 0;
      const winners = new Set<number>();
      variants.forEach((overrides, vi) => {
        const rules = rulesOf(preset, overrides);
        for (let k = 0; k < 30; k++) {
          const seed = players === 2 ? hashSeed(vi, k, preset.length) : hashSeed(vi, k, preset.length, players);
          const dealt = dealRound({ rules, month: ((k % 12) + 1) as never, dealer: (k % players) as 0 | 1 | 2, seed, explain: false });
          if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
          let e = dealt.value;
          const s = simFromState(e);
          const rng = createRng(seed);
          let step = 0;
          expectSame(e, s, `${preset} v${vi} k${k} start`);
          while (e.phase !== 'ended') {
            const actions = legalActions(e);
            const a = actions[rng.int(actions.length)]!;
            const applied = applyAction(e, a);
            if (!applied.ok) throw new Error(roundErrorText(applied.error));
            e = applied.value;
            simApplyAction(s, a);
            step++;
            const where = `${preset} v${vi} k${k} step ${step} ${JSON.stringify(a)}`;
            expectSame(e, s, where);
            // A sim rebuilt from the engine's state mid-round agrees too.
            if (e.phase !== 'ended') expectSame(e, cloneSim(simFromState(e)), `${where} (rebuilt)`);
          }
          if (e.result!.winner !== null) winners.add(e.result!.winner);
          rounds++;
        }
      });
      expect(rounds).toBe(variants.length * 30);
      // Every seat won some round: the turn order and the payments reached each of them.
      expect(winners.size).toBe(players);
    }, 60_000);
  }
});
