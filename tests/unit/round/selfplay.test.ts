/**
 * Self-play invariants over 10,000 seeded rounds: every preset, and random mixes of options,
 * played with random legal actions.
 */
import { describe, expect, test } from 'vitest';
import type { Month } from '../../../src/engine/cards';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { createRng, hashSeed } from '../../../src/engine/random';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import {
  applyAction,
  createRound,
  dealRound,
  legalActions,
  scoreIfStopped,
  type PlayerIndex,
  type RoundAction,
  type RoundState,
} from '../../../src/engine/round';
import { cardsAccountedFor, randomRules, rules } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

const ROUNDS = 10_000;

interface Tally {
  ends: Record<string, number>;
  decisions: number;
  actions: number;
}

function checkRound(r: RuleSet, seed: number, tally: Tally): void {
  const rng = createRng(hashSeed(seed, 1));
  const month = (1 + rng.int(12)) as Month;
  const dealer = rng.int(2) as PlayerIndex;
  const dealt = dealRound({ rules: r, month, dealer, seed });
  if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
  let s: RoundState = dealt.value;
  const chosen: RoundAction[] = [];
  for (let steps = 0; s.phase !== 'ended'; steps++) {
    if (steps > 200) throw new Error(`round ${seed} does not end`);
    if (!cardsAccountedFor(s)) throw new Error(`round ${seed}: cards lost at step ${steps}`);
    const actions = legalActions(s);
    if (actions.length === 0) throw new Error(`round ${seed}: no legal action in phase ${s.phase}`);
    for (const a of actions) {
      const next = applyAction(s, a);
      if (!next.ok) throw new Error(`round ${seed}: listed action ${JSON.stringify(a)} refused: ${roundErrorText(next.error)}`);
      if (!cardsAccountedFor(next.value)) throw new Error(`round ${seed}: cards lost by ${JSON.stringify(a)}`);
    }
    if (s.phase === 'decision') {
      tally.decisions++;
      const stop = scoreIfStopped(s, s.toMove, true);
      if (stop.points !== s.decision!.stopPoints) {
        throw new Error(`round ${seed}: decision offers ${s.decision!.stopPoints}, the scoring engine says ${stop.points}`);
      }
    }
    const action = actions[rng.int(actions.length)]!;
    chosen.push(action);
    const next = applyAction(s, action);
    if (!next.ok) throw new Error('refused');
    s = next.value;
    tally.actions++;
  }
  expect(legalActions(s)).toEqual([]);
  const res = s.result!;
  const o = r.options;
  tally.ends[res.end] = (tally.ends[res.end] ?? 0) + 1;

  // Points agree with the scoring explanation.
  if (res.explanation) {
    expect(res.winner).not.toBeNull();
    // The winner's gain: the score, paid by each other player under zero-sum (twice with three).
    expect(res.points[res.winner!]).toBe(res.explanation.total * (o.zeroSum ? res.points.length - 1 : 1));
    const sum = [...res.explanation.yaku, ...res.explanation.bonuses].reduce((t, y) => t + y.points, 0);
    expect(res.explanation.base).toBe(sum);
  }
  if (res.end === 'shobu') expect(res.explanation).not.toBeNull();
  // Zero-sum and the loser.
  if (o.zeroSum) expect(res.points.reduce((a, b) => a + b, 0)).toBe(0);
  else expect(Math.min(...res.points)).toBe(0);
  // Who deals next.
  if (res.winner !== null) expect(res.nextDealer).toBe(res.winner);
  else if (res.end === 'misdeal' || o.dealerAfterDraw === 'stays') expect(res.nextDealer).toBe(s.dealer);
  else expect(res.nextDealer).not.toBe(s.dealer);
  // The dealer's privilege: paid by each other player under zero-sum (twice the points with three).
  if (res.dealerPrivilege) expect(res.points[s.dealer]).toBe(o.dealerPrivilegePoints * (o.zeroSum ? res.points.length - 1 : 1));
  if (res.winner === null && !res.dealerPrivilege) expect(res.points.every((p) => p === 0)).toBe(true);

  // The same actions from the same deal without explanations or log give the same result.
  const fast = createRound({ rules: r, month, dealer, deal: s.deal!, explain: false, record: false });
  if (!fast.ok) throw new Error();
  let f = fast.value;
  for (const a of chosen) {
    const n = applyAction(f, a);
    if (!n.ok) throw new Error(`fast replay refused ${JSON.stringify(a)}`);
    f = n.value;
  }
  expect({ end: f.result!.end, winner: f.result!.winner, points: f.result!.points, nextDealer: f.result!.nextDealer }).toEqual({
    end: res.end,
    winner: res.winner,
    points: res.points,
    nextDealer: res.nextDealer,
  });
}

describe('self-play invariants', () => {
  test(`${ROUNDS} random rounds: cards, legal actions, endings, points`, () => {
    const tally: Tally = { ends: {}, decisions: 0, actions: 0 };
    const started = Date.now();
    const rng = createRng(2024);
    for (let i = 0; i < ROUNDS; i++) {
      // Half the rounds under a plain preset, half under a random mix of options.
      const r = i % 2 === 0 ? rules(PRESET_IDS[(i / 2) % PRESET_IDS.length]!) : randomRules(rng);
      checkRound(r, i, tally);
    }
    const seconds = (Date.now() - started) / 1000;
    // Every kind of ending shows up.
    for (const end of ['shobu', 'exhaustive', 'teyaku', 'misdeal']) expect(tally.ends[end] ?? 0).toBeGreaterThan(0);
    expect(tally.decisions).toBeGreaterThan(ROUNDS / 2);
    console.log(`self-play: ${ROUNDS} rounds, ${tally.actions} actions, ${tally.decisions} decisions in ${seconds.toFixed(1)} s`, tally.ends);
    // Generous: the machine's two cores are shared, and wild-Lightning explanations try every card.
  }, 300_000);
});
