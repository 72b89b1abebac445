/**
 * Lesson 6's exercise: three positions just after the reader made a yaku, koi-koi or stop?
 *
 * Nothing here is a rule of thumb of its own. Whether koi-koi may be called is the round
 * engine's decision (`koikoiPermission`, asked as the puzzles ask it); which call is better is
 * the coach's valuation, through the puzzles' koi-koi estimate (`estimateKoikoi`: the coach's
 * playouts, with its seed and sample count), so the lesson, a koi-koi puzzle and a hint at the
 * table never disagree on a position. The threats and chances shown beside the verdict are
 * facts of the position (`oneCardAway`), not the reason for it.
 *
 * Each scenario is a position a real round can reach (`positionProblems` finds nothing under
 * eight-card hands): you dealt, your turn has just ended, and the pile holds what is unseen
 * beyond the opponent's hand.
 */
import { CARD_IDS, oneCardAway, type CardId, type RuleSet, type ScoreExplanation } from '../../../engine';
import type { PuzzlePosition } from '../../puzzles/schema';
import { koikoiPermissionIn, scoreContext, scoreNow } from '../../puzzles/position';
import { estimateKoikoi, type KoikoiEstimate } from '../../puzzles/koikoi-estimate';
import { shortName } from '../../../words/card-names';
import { koikoiRefusalText } from '../../../words/decisions';
import { yakuName } from '../../../words/yaku-names';
import { CARDS, countOf } from '../../../words/plural';
import type { Verdict } from './checks/verdict';

export interface KoikoiScenario {
  readonly id: string;
  readonly title: string;
  /** The round's month (for Cards of the Month). */
  readonly month: number;
  readonly mine: readonly CardId[];
  readonly theirs: readonly CardId[];
  readonly field: readonly CardId[];
  readonly hand: readonly CardId[];
  /** Cards left in the opponent's hand. */
  readonly opponentHand: number;
}

export const KOIKOI_SCENARIOS: readonly KoikoiScenario[] = [
  {
    id: 'last-card',
    title: 'Your last card',
    month: 1,
    mine: ['pine-crane', 'pine-chaff-1', 'cherry-curtain', 'cherry-chaff-1', 'paulownia-phoenix', 'paulownia-chaff-1', 'plum-chaff-1', 'plum-chaff-2', 'iris-chaff-1', 'iris-chaff-2', 'wisteria-chaff-1', 'wisteria-chaff-2'],
    theirs: [
      'clover-boar', 'clover-chaff-1', 'maple-ribbon', 'maple-chaff-1', 'peony-ribbon', 'peony-chaff-1', 'iris-bridge', 'iris-ribbon', 'pampas-moon',
      'pampas-chaff-1', 'willow-swallow', 'willow-ribbon', 'pampas-geese', 'pampas-chaff-2', 'paulownia-chaff-2', 'paulownia-chaff-yellow', 'willow-rain-man', 'willow-lightning',
    ],
    field: ['chrysanthemum-chaff-1', 'pine-ribbon', 'wisteria-cuckoo', 'peony-chaff-2', 'plum-ribbon', 'clover-chaff-2', 'maple-chaff-2', 'cherry-ribbon'],
    hand: [],
    opponentHand: 1,
  },
  {
    id: 'threat',
    title: 'The Butterflies on the field',
    month: 1,
    mine: ['pine-ribbon', 'pine-chaff-1', 'plum-ribbon', 'plum-chaff-2', 'cherry-ribbon', 'cherry-chaff-2', 'paulownia-chaff-1', 'paulownia-chaff-2'],
    theirs: ['clover-boar', 'clover-chaff-1', 'maple-deer', 'maple-chaff-1', 'iris-chaff-1', 'iris-chaff-2', 'wisteria-chaff-1', 'wisteria-chaff-2'],
    field: ['peony-butterflies', 'pampas-chaff-1', 'willow-swallow', 'chrysanthemum-chaff-2', 'pine-chaff-2', 'plum-chaff-1', 'iris-ribbon', 'clover-chaff-2', 'maple-chaff-2', 'paulownia-chaff-yellow'],
    hand: ['cherry-chaff-1', 'wisteria-ribbon', 'pampas-chaff-2'],
    opponentHand: 4,
  },
  {
    id: 'early',
    title: 'An early yaku',
    month: 1,
    mine: ['plum-warbler', 'plum-chaff-1', 'wisteria-cuckoo', 'wisteria-chaff-1', 'iris-bridge', 'iris-chaff-1', 'pampas-geese', 'pampas-chaff-1', 'willow-swallow', 'willow-ribbon', 'cherry-curtain', 'cherry-chaff-1'],
    theirs: ['pine-chaff-1', 'pine-chaff-2'],
    field: ['clover-boar', 'chrysanthemum-sake-cup', 'maple-chaff-2', 'peony-chaff-2'],
    hand: ['clover-chaff-1', 'chrysanthemum-chaff-1', 'maple-chaff-1', 'peony-ribbon', 'paulownia-chaff-1'],
    opponentHand: 6,
  },
];

/** The scenario as a position: you dealt, and your turn has just ended with the yaku. */
export function scenarioPosition(s: KoikoiScenario): PuzzlePosition {
  const seen = s.mine.length + s.theirs.length + s.field.length + s.hand.length;
  return {
    month: s.month,
    dealer: 'you',
    phase: 'decision',
    hand: [...s.hand],
    field: [...s.field],
    captured: { you: [...s.mine], opponent: [...s.theirs] },
    opponentHand: s.opponentHand,
    pile: CARD_IDS.length - seen - s.opponentHand,
    calls: [],
  };
}

export type KoikoiChoice = 'koikoi' | 'shobu';

/** What the reader is shown before answering: cheap, no playouts. */
export interface KoikoiFacts {
  /** What stopping now scores under the rules. */
  readonly stopPoints: number;
  readonly stopExplanation: ScoreExplanation;
  /** Cards still in play that would give the opponent a new yaku, with its name. */
  readonly threats: readonly { card: CardId; yaku: string; gain: number }[];
  /** Cards still in play that would raise the reader's score. */
  readonly chances: readonly CardId[];
  /** Whether the rule set even allows koi-koi here (the round engine's decision). */
  readonly koikoiAllowed: boolean;
}

export interface KoikoiAdvice extends KoikoiFacts {
  /** The better call; null when the two are too close to call (either answer is right). */
  readonly best: KoikoiChoice | null;
  /** The coach's valuation of the two calls; null where the rules leave no choice. */
  readonly estimate: KoikoiEstimate | null;
  readonly reasons: readonly string[];
}

const signed = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n).toFixed(1)}`;

/** The position's facts: what stopping scores, threats and chances, and the engine's permission. */
export function koikoiFacts(s: KoikoiScenario, rules: RuleSet): KoikoiFacts {
  const position = scenarioPosition(s);
  const stopExplanation = scoreNow(position, 'you', rules);
  const seen = new Set<CardId>([...s.mine, ...s.theirs, ...s.field, ...s.hand]);
  const inPlay = [...s.field, ...CARD_IDS.filter((c) => !seen.has(c))];
  const threats = oneCardAway(s.theirs, scoreContext(position, 'opponent'), rules, inPlay)
    .filter((h) => h.newYaku.length > 0)
    .map((h) => ({ card: h.card, yaku: h.newYaku.map(yakuName).join(' and '), gain: h.totalGain }));
  const chances = oneCardAway(s.mine, scoreContext(position, 'you'), rules, inPlay).map((h) => h.card);
  const koikoiAllowed = koikoiPermissionIn(position, rules, stopExplanation.base).allowed;
  return { stopPoints: stopExplanation.total, stopExplanation, threats, chances, koikoiAllowed };
}

/** Advice is worked out once per scenario and rule set (the valuation plays a few hundred rounds). */
const cache = new WeakMap<RuleSet, Map<string, KoikoiAdvice>>();

/** The engine's permission, the coach's valuation, and the facts beside them. */
export function koikoiAdvice(s: KoikoiScenario, rules: RuleSet): KoikoiAdvice {
  let byScenario = cache.get(rules);
  if (!byScenario) cache.set(rules, (byScenario = new Map()));
  const known = byScenario.get(s.id);
  if (known) return known;
  const advice = workOut(s, rules);
  byScenario.set(s.id, advice);
  return advice;
}

/**
 * Works the advice out ahead, when the browser is idle, so that the answer's check does not
 * wait for the playouts (a few hundred rounds: a tenth of a second or more on a phone).
 * Returns a function that cancels what has not started.
 */
export function prepareKoikoiAdvice(s: KoikoiScenario, rules: RuleSet): () => void {
  if (cache.get(rules)?.has(s.id)) return () => {};
  const work = () => void koikoiAdvice(s, rules);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

function workOut(s: KoikoiScenario, rules: RuleSet): KoikoiAdvice {
  const position = scenarioPosition(s);
  const facts = koikoiFacts(s, rules);
  const said: string[] = [];
  if (s.hand.length === 0) said.push('Your hand is empty: after koi-koi you would get no turn to improve, while your opponent still plays.');
  const first = facts.threats[0];
  if (first) {
    said.push(`Your opponent is one card from ${first.yaku}: ${shortName(first.card)} is ${s.field.includes(first.card) ? 'lying on the field' : 'still unseen'}.`);
  }
  if (s.hand.length > 0 && facts.chances.length > 0) {
    const named = facts.chances.slice(0, 3).map((c) => shortName(c)).join(', ');
    said.push(`${countOf(facts.chances.length, CARDS)} in play would raise your score (${named}${facts.chances.length > 3 ? '…' : ''}).`);
  }
  if (!facts.koikoiAllowed) {
    // A stop the rules force is no decision: the round ends on its own.
    const permission = koikoiPermissionIn(position, rules, facts.stopExplanation.base);
    const why = permission.allowed ? [] : [koikoiRefusalText(permission.reason)];
    return { ...facts, best: 'shobu', estimate: null, reasons: why };
  }
  const estimate = estimateKoikoi(position, rules);
  const valuation =
    `Played out ${estimate.samples} times from here, koi-koi averages ${signed(estimate.koikoi)} points for you (net of your opponent’s), ` +
    `stopping ${signed(estimate.stop)}${rules.options.zeroSum ? ', each point counted twice because your opponent pays what you win' : ''}.`;
  const verdict =
    estimate.choice === null
      ? 'Too close to call: either is a sound choice.'
      : `${estimate.choice === 'koikoi' ? 'Pressing on' : 'Stopping'} is worth about ${Math.abs(estimate.margin).toFixed(1)} points more.`;
  return { ...facts, best: estimate.choice, estimate, reasons: [valuation, verdict, ...said] };
}

export function checkKoikoi(s: KoikoiScenario, choice: KoikoiChoice, rules: RuleSet): Verdict {
  const advice = koikoiAdvice(s, rules);
  if (!advice.koikoiAllowed) {
    const correct = choice === 'shobu';
    return { correct, message: `${correct ? 'Right:' : 'Not allowed here.'} ${advice.reasons.join(' ')} Shōbu is the only call.` };
  }
  const correct = advice.best === null || choice === advice.best;
  const lead = !correct ? (advice.best === 'shobu' ? 'Better to stop here.' : 'This is a good moment to press on.') : advice.best === null ? 'Fine.' : 'Good call.';
  return { correct, message: `${lead} ${advice.reasons.join(' ')}` };
}
