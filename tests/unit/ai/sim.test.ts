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
    sorted(e.hands[0].map(indexOf)).join('.'),
    sorted(e.hands[1].map(indexOf)).join('.'),
    sorted(e.field.map(indexOf)).join('.'),
    e.pile.length - e.pileTop,
    masks(e.captured[0]).join('/'),
    masks(e.captured[1]).join('/'),
    e.phase === 'decision' ? e.decision!.stopPoints : '',
    e.phase === 'draw-take' ? indexOf(e.drawn!) : '',
  ].join(' ');
}

function simSig(s: Sim): string {
  if (s.phase === 3) return `ended ${s.points.join(',')} w${s.winner}`;
  return [
    s.phase,
    s.toMove,
    sorted(s.hands[0]).join('.'),
    sorted(s.hands[1]).join('.'),
    sorted(s.field).join('.'),
    s.pile.length - s.pileTop,
    `${s.lo[0]}/${s.hi[0]}`,
    `${s.lo[1]}/${s.hi[1]}`,
    s.phase === 2 ? s.stopPoints : '',
    s.phase === 1 ? s.drawn : '',
  ].join(' ');
}

function expectSame(e: RoundState, s: Sim, where: string): void {
  const a = engineSig(e);
  const b = simSig(s);
  if (a !== b) expect(b, where).toBe(a);
}

describe('the playout simulator agrees with the round engine', () => {
  for (const preset of PRESET_IDS) {
    test(`${preset}: random rounds under ${VARIANTS.length} option mixes`, () => {
      let rounds = 0;
      VARIANTS.forEach((overrides, vi) => {
        const rules = rulesOf(preset, overrides);
        for (let k = 0; k < 30; k++) {
          const seed = hashSeed(vi, k, preset.length);
          const dealt = dealRound({ rules, month: ((k % 12) + 1) as never, dealer: (k % 2) as 0 | 1, seed, explain: false });
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
          rounds++;
        }
      });
      expect(rounds).toBe(VARIANTS.length * 30);
    }, 60_000);
  }
});
