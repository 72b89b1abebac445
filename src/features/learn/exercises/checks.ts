/**
 * The lessons' exercises as data plus the functions that judge an answer. Every verdict comes
 * from the engine (card data, captureOptions, the round engine, evaluateYaku, scoreCaptured,
 * findLuckyHands, oneCardAway) under the rule set passed in, so no answer key is written by
 * hand and every exercise follows the reader's rules. The islands only display and collect.
 */
import {
  CARD_IDS,
  MONTHS,
  YAKU_DEFINITIONS,
  buildRuleSet,
  cardsOfMonth,
  evaluateYaku,
  findLuckyHands,
  getCard,
  isMadeOfPairs,
  oneCardAway,
  scoreCaptured,
  type CardId,
  type Kind,
  type Month,
  type PileYakuId,
  type RuleSet,
  type ScoreExplanation,
  type ScoreItemId,
} from '../../../engine';
import { isYakuPlayed, type DroppedYaku } from '../../../engine/scoring/yaku';
import { bySeat, captureOptions, createRound, type Deal, type RoundState, type TwoSeats } from '../../../engine/round';
import { monthName, plantName, shortName } from '../../../words/card-names';
import { roundErrorText } from '../../../words/errors';
import { droppedText } from '../../../words/score';
import { yakuDescription } from '../../../words/yaku-descriptions';
import { yakuName } from '../../../words/yaku-names';
import { POINTS, countOf, pluralForm, type PluralForms } from '../../../words/plural';

const CARDS_ARE: PluralForms = { one: 'card is', other: 'cards are' };

// ---------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------

const dropWhy = (d: DroppedYaku | undefined) => (d ? droppedText(d) : '');

export interface Verdict {
  readonly correct: boolean;
  /** One or two sentences for the reader: why it is right or what to look at. */
  readonly message: string;
}

const sameSet = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c) => b.includes(c));

const points = (n: number) => countOf(n, POINTS);

/** A rule set like the reader's, with some options forced (an exercise that needs an 8-card deal, say). */
export function withOverrides(rules: RuleSet, forced: Record<string, unknown>): RuleSet {
  const built = buildRuleSet(rules.preset, { ...rules.overrides, ...forced });
  if (built.ok) return built.value;
  const fallback = buildRuleSet(rules.preset, forced);
  return fallback.ok ? fallback.value : rules;
}

/** Fills a two-player deal (lessons are two-player positions): the given hands and field, then `pileTop` on top of the pile, then every other card in deck order. */
export function completeDeal(hands: TwoSeats<readonly CardId[]>, field: readonly CardId[], pileTop: readonly CardId[] = []): Deal {
  const used = new Set<CardId>([...hands[0], ...hands[1], ...field, ...pileTop]);
  return { hands: bySeat(2, (p) => (p === 0 ? hands[0] : hands[1])), field, pile: [...pileTop, ...CARD_IDS.filter((c) => !used.has(c))] };
}

// ---------------------------------------------------------------------------------------
// Lessons 1 and 2: months and kinds
// ---------------------------------------------------------------------------------------

/** Eight cards from eight months, look-alikes included (the two grasses, the two birds on branches). */
export const MONTH_CARDS: readonly CardId[] = [
  'pampas-geese',
  'plum-ribbon',
  'maple-chaff-1',
  'wisteria-cuckoo',
  'cherry-chaff-2',
  'clover-boar',
  'paulownia-chaff-yellow',
  'iris-bridge',
];

/** Eight cards whose kind beginners often get wrong. */
export const KIND_CARDS: readonly CardId[] = [
  'willow-rain-man',
  'chrysanthemum-sake-cup',
  'iris-bridge',
  'willow-lightning',
  'wisteria-ribbon',
  'paulownia-chaff-yellow',
  'pampas-moon',
  'peony-ribbon',
];

export function checkMonth(card: CardId, month: number | null): Verdict {
  const c = getCard(card);
  if (month === null) return { correct: false, message: 'Choose a month.' };
  if (month === c.month) return { correct: true, message: `Right: ${plantName(c.month)} is the flower of ${monthName(c.month)}.` };
  const wrong = MONTHS.find((m) => m === month);
  // Says what the chosen month's cards show and why this card is not one of them; the answer stays the reader's to find.
  return {
    correct: false,
    message: wrong
      ? `Not ${monthName(wrong)}: ${monthName(wrong)} cards show ${plantName(wrong)}, and this card shows another plant. Look at the plant again.`
      : 'Not that month: look at the plant again.',
  };
}

export function checkKind(card: CardId, kind: Kind | null): Verdict {
  const c = getCard(card);
  if (kind === null) return { correct: false, message: 'Choose a kind.' };
  if (kind === c.kind) return { correct: true, message: `Right: ${shortName(c)} is ${kindArticle(c.kind)}.` };
  return { correct: false, message: `Not ${kindArticle(kind)}: ${KIND_WHY_NOT[kind]} ${KIND_HINT[c.kind]}` };
}

/** "a bright", "an animal", "a ribbon", "a chaff card" (words, so no "a animal"). */
const KIND_WITH_ARTICLE: Record<Kind, string> = { bright: 'a bright', animal: 'an animal', ribbon: 'a ribbon', chaff: 'a chaff card' };
const kindArticle = (kind: Kind) => KIND_WITH_ARTICLE[kind];

/** Why the card is not of the kind the reader chose: what that kind would need. */
const KIND_WHY_NOT: Record<Kind, string> = {
  bright: 'the five brights are the Crane, the Curtain, the Full Moon, the Rain Man and the Phoenix, and this is none of them.',
  animal: 'an animal is a picture card that is not one of the five brights, and this card is not one.',
  ribbon: 'a ribbon card shows a strip of paper among the flowers, and this card has none.',
  chaff: 'a chaff card shows the plant and nothing more, and this card has more.',
};

/** What to look for, by the card's true kind (a hint, not the answer). */
const KIND_HINT: Record<Kind, string> = {
  bright: 'Look again: there are only five cards this special in the deck.',
  animal: 'Look again: this picture card is one of the nine "seed" cards, even if it is not an animal.',
  ribbon: 'Look again at the strip of paper on the card.',
  chaff: 'Look again: this card has no animal, no ribbon and no bright in it.',
};

// ---------------------------------------------------------------------------------------
// Lesson 3: capturing
// ---------------------------------------------------------------------------------------

export interface CaptureScenario {
  readonly id: string;
  /** The card played from the hand (or turned from the pile). */
  readonly played: CardId;
  readonly field: readonly CardId[];
}

export const CAPTURE_SCENARIOS: readonly CaptureScenario[] = [
  {
    id: 'one',
    played: 'maple-chaff-1',
    field: ['pine-chaff-2', 'maple-deer', 'iris-ribbon', 'plum-chaff-1', 'clover-chaff-2', 'paulownia-chaff-1'],
  },
  {
    id: 'two',
    played: 'cherry-chaff-2',
    field: ['cherry-curtain', 'wisteria-chaff-1', 'cherry-ribbon', 'pampas-chaff-2', 'willow-swallow', 'peony-chaff-1'],
  },
  {
    id: 'three',
    played: 'pampas-chaff-1',
    field: ['pampas-moon', 'chrysanthemum-chaff-1', 'pampas-geese', 'plum-warbler', 'pampas-chaff-2', 'maple-ribbon'],
  },
  {
    id: 'none',
    played: 'iris-chaff-1',
    field: ['pine-crane', 'wisteria-ribbon', 'peony-butterflies', 'clover-boar', 'chrysanthemum-ribbon', 'paulownia-phoenix'],
  },
];

/**
 * Judges a capture: `taken` is the field cards the reader says the played card takes (empty:
 * it takes nothing and stays on the field). Right when it is exactly one of the engine's options.
 */
export function checkCapture(scenario: CaptureScenario, taken: readonly CardId[], lightningWild = false): Verdict {
  const options = captureOptions(scenario.played, scenario.field, lightningWild);
  const played = getCard(scenario.played);
  const plant = plantName(played.month);
  if (options.some((o) => sameSet(o, taken)) || (options.length === 0 && taken.length === 0)) {
    if (options.length === 0) return { correct: true, message: `Right: no ${plant} card is on the field, so it stays there for someone to take later.` };
    if (options.length >= 2) {
      return { correct: true, message: `Right: two ${plant} cards lie on the field and you choose one. The other stays.` };
    }
    if (taken.length >= 3) return { correct: true, message: `Right: with three ${plant} cards on the field, the fourth takes all three.` };
    return { correct: true, message: `Right: the only ${plant} card on the field is taken.` };
  }
  const offMonth = taken.find((c) => getCard(c).month !== played.month);
  if (offMonth) return { correct: false, message: `${shortName(offMonth)} is not a ${plant} card: matching goes by month.` };
  if (options.length === 0) return { correct: false, message: 'Nothing on the field matches.' };
  if (taken.length === 0) return { correct: false, message: `A ${plant} card is on the field: a card that matches must capture.` };
  if (options.length === 1 && options[0]!.length >= 3) {
    return { correct: false, message: `Three ${plant} cards lie on the field: the fourth takes all of them, not just some.` };
  }
  return { correct: false, message: 'It takes only one of the two matching cards: choose one.' };
}

// ---------------------------------------------------------------------------------------
// Lesson 4: a whole turn (round engine)
// ---------------------------------------------------------------------------------------

/** The reader (player 0) deals and moves first; the turned card will match two field cards. */
export const TURN_HANDS: readonly [readonly CardId[], readonly CardId[]] = [
  ['pine-chaff-1', 'maple-ribbon', 'iris-chaff-1', 'plum-chaff-1', 'peony-chaff-1', 'chrysanthemum-chaff-1', 'willow-swallow', 'pampas-geese'],
  ['pine-ribbon', 'plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon', 'maple-deer'],
];
export const TURN_FIELD: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'cherry-ribbon',
  'maple-chaff-1',
  'iris-ribbon',
  'wisteria-chaff-1',
  'clover-chaff-1',
  'paulownia-chaff-1',
];
export const TURN_PILE_TOP: readonly CardId[] = ['cherry-chaff-1'];
/** The goal: brights captured by the end of the turn. */
export const TURN_GOAL_BRIGHTS = 2;

/** The turn exercise's rules: the reader's, with the standard turn and an 8-card deal. */
export function turnRules(rules: RuleSet): RuleSet {
  return withOverrides(rules, { handSize: 8, turnStructure: 'standard', lightningWild: 'off', teyaku: 'off' });
}

export function startTurnExercise(rules: RuleSet): RoundState {
  const created = createRound({
    rules: turnRules(rules),
    month: 1,
    dealer: 0,
    deal: completeDeal(TURN_HANDS, TURN_FIELD, TURN_PILE_TOP),
  });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  return created.value;
}

/** True once the reader's turn is over (the opponent is to move, or the round ended or awaits a call). */
export function turnOver(state: RoundState): boolean {
  return state.phase === 'ended' || state.phase === 'decision' || state.toMove !== 0;
}

export function checkTurn(state: RoundState): Verdict {
  if (!turnOver(state)) return { correct: false, message: 'Your turn is not over yet.' };
  const brights = state.captured[0].filter((c) => getCard(c).kind === 'bright');
  if (brights.length >= TURN_GOAL_BRIGHTS) {
    return { correct: true, message: `Goal reached: you captured ${brights.map((c) => shortName(c)).join(' and ')} in one turn.` };
  }
  return {
    correct: false,
    message: `You captured ${brights.length === 0 ? 'no bright' : `only ${brights.length} bright`}. Look at which hand card matches a bright, and choose well when the turned card gives you a choice.`,
  };
}

/** The turn so far, one sentence per step, from the round's log. */
export function describeTurn(state: RoundState): string[] {
  const lines: string[] = [];
  for (const e of state.log) {
    if (e.player !== 0) continue;
    if (e.type === 'play') {
      lines.push(
        e.captured.length === 0
          ? `You played ${shortName(e.card)}; it matched nothing and stays on the field.`
          : `You played ${shortName(e.card)} and captured ${e.captured.map((c) => shortName(c)).join(', ')}.`,
      );
    } else if (e.type === 'draw') {
      lines.push(
        e.captured.length === 0
          ? `You turned over ${shortName(e.card)}; it matched nothing and was added to the field.`
          : `You turned over ${shortName(e.card)} and captured ${e.captured.map((c) => shortName(c)).join(', ')}.`,
      );
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------
// Lesson 5: the yaku families
// ---------------------------------------------------------------------------------------

/** Cards the reader builds yaku from: every bright, the animals and ribbons that matter, a few decoys. */
export const YAKU_POOL: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'pampas-moon',
  'willow-rain-man',
  'paulownia-phoenix',
  'clover-boar',
  'maple-deer',
  'peony-butterflies',
  'pampas-geese',
  'chrysanthemum-sake-cup',
  'pine-ribbon',
  'plum-ribbon',
  'cherry-ribbon',
  'wisteria-ribbon',
  'peony-ribbon',
  'chrysanthemum-ribbon',
  'maple-ribbon',
  'willow-lightning',
];

/** The yaku the reader is asked to build, one from each family that a small pool can show. */
export const YAKU_TARGETS: readonly PileYakuId[] = ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'];

/** Whether the rule set plays this yaku at all. */
export function yakuPlayed(id: PileYakuId, rules: RuleSet): boolean {
  return isYakuPlayed(id, rules.options);
}

/** The yaku the pile holds, scoring or not (dropped only because a bigger one covers it, say). */
export function formedYaku(pile: readonly CardId[], rules: RuleSet): PileYakuId[] {
  const evaluation = evaluateYaku(pile, {}, rules);
  const present = new Set<ScoreItemId>(evaluation.yaku.map((y) => y.id));
  for (const d of evaluation.dropped) {
    if (d.reason === 'included-in' || d.reason === 'worth-less' || d.reason === 'needs-other-yaku' || d.reason === 'best-only') present.add(d.id);
  }
  return [...present].filter((id): id is PileYakuId => id in YAKU_DEFINITIONS && YAKU_DEFINITIONS[id as PileYakuId].kind === 'pile');
}

export function checkYakuBuild(target: PileYakuId, pile: readonly CardId[], rules: RuleSet): Verdict {
  const name = yakuName(target);
  if (pile.length === 0) return { correct: false, message: 'Pick some cards first.' };
  const formed = formedYaku(pile, rules);
  if (formed.includes(target)) {
    const score = scoreCaptured(pile, {}, rules);
    const scoring = score.yaku.find((y) => y.id === target);
    return {
      correct: true,
      message: scoring
        ? `Right: that is ${name}, worth ${points(scoring.points)} under your rules.`
        : `Right: that is ${name}. ${dropWhy(score.dropped.find((d) => d.id === target))}`.trim(),
    };
  }
  const others = formed.map((id) => yakuName(id));
  const rainMan = target === 'sanko' && pile.includes('willow-rain-man') && !rules.options.sankoCountsRainMan;
  return {
    correct: false,
    message:
      `Not yet ${name}${others.length > 0 ? ` (the pile makes ${others.join(', ')})` : ''}. ` +
      (rainMan ? 'Under your rules the Rain Man does not count towards Three Brights.' : `${name}: ${yakuDescription(target)}`),
  };
}

// ---------------------------------------------------------------------------------------
// Lesson 6: koi-koi or shōbu (koikoi-advice.ts: the coach's valuation, apart so that only that
// island loads the playouts)
// ---------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------
// Lesson 7: scoring
// ---------------------------------------------------------------------------------------

export interface ScoreProblem {
  readonly id: string;
  readonly title: string;
  readonly pile: readonly CardId[];
  /** Koi-koi calls in the round, seen from the scorer. */
  readonly calls: readonly ('self' | 'opponent')[];
}

export const SCORE_PROBLEMS: readonly ScoreProblem[] = [
  {
    id: 'extras',
    title: 'Extra cards',
    pile: ['plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'pampas-geese', 'willow-swallow', 'maple-deer', 'pine-chaff-1', 'cherry-chaff-2'],
    calls: [],
  },
  {
    id: 'big-hand',
    title: 'Two yaku at once',
    pile: ['pine-crane', 'cherry-curtain', 'paulownia-phoenix', 'pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'iris-chaff-1'],
    calls: [],
  },
  {
    id: 'after-koikoi',
    title: 'After the opponent’s koi-koi',
    pile: ['peony-ribbon', 'chrysanthemum-ribbon', 'maple-ribbon', 'iris-ribbon', 'willow-ribbon', 'clover-chaff-1'],
    calls: ['opponent'],
  },
];

export function scoreProblem(p: ScoreProblem, rules: RuleSet): ScoreExplanation {
  return scoreCaptured(p.pile, { calls: p.calls }, rules);
}

export function checkScore(p: ScoreProblem, answer: number | null, rules: RuleSet): Verdict {
  if (answer === null || !Number.isFinite(answer)) return { correct: false, message: 'Type the total as a number.' };
  const score = scoreProblem(p, rules);
  if (answer === score.total) return { correct: true, message: `Right: ${points(score.total)}.` };
  const hint = answer === score.base && score.base !== score.total ? ' That is the yaku points before the multipliers: check them.' : '';
  return { correct: false, message: `Not ${answer}.${hint} Check each yaku and its extra cards, then the multipliers of your rules.` };
}

// ---------------------------------------------------------------------------------------
// Lesson 8: lucky hands and misdeals
// ---------------------------------------------------------------------------------------

export const LUCKY_ANSWERS = ['teshi', 'kuttsuki', 'none'] as const;
export type LuckyAnswer = (typeof LUCKY_ANSWERS)[number];

export const LUCKY_HANDS: readonly (readonly CardId[])[] = [
  ['cherry-curtain', 'cherry-chaff-1', 'peony-ribbon', 'peony-chaff-2', 'pampas-moon', 'pampas-chaff-1', 'paulownia-phoenix', 'paulownia-chaff-1'],
  ['wisteria-cuckoo', 'wisteria-ribbon', 'clover-boar', 'clover-chaff-1', 'chrysanthemum-sake-cup', 'chrysanthemum-ribbon', 'maple-deer', 'willow-rain-man'],
  ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2', 'plum-ribbon', 'iris-bridge', 'maple-chaff-1', 'willow-swallow'],
];

/** The engine's answer: the lucky hand the rule set plays in this hand, or none. */
export function luckyAnswer(hand: readonly CardId[], rules: RuleSet): LuckyAnswer {
  const found = findLuckyHands(hand, rules);
  return found[0]?.id ?? 'none';
}

export function checkLucky(hand: readonly CardId[], answer: LuckyAnswer, rules: RuleSet): Verdict {
  const truth = luckyAnswer(hand, rules);
  const off = (id: 'teshi' | 'kuttsuki') => rules.options.yakuPoints[id] === null;
  if (answer === truth) {
    return {
      correct: true,
      message:
        truth === 'none'
          ? off('kuttsuki') && isMadeOfPairs(hand)
            ? 'Right: these are four pairs, but your rules do not play Four Pairs, so it is an ordinary hand.'
            : 'Right: no month is complete and the months do not all pair up.'
          : `Right: ${yakuName(truth)} (${yakuDescription(truth).replace(/\.$/, '')}).`,
    };
  }
  if (answer !== 'none' && off(answer)) {
    return { correct: false, message: `Your rules do not play ${yakuName(answer)} at all.` };
  }
  return {
    correct: false,
    message: 'Count the cards of each month: four of one month is one lucky hand; every month in pairs is the other.',
  };
}

/** A deal with all four maple cards on the field. */
export const MISDEAL_FIELD: readonly CardId[] = [
  'maple-deer',
  'pine-chaff-2',
  'maple-ribbon',
  'iris-chaff-2',
  'maple-chaff-1',
  'willow-ribbon',
  'maple-chaff-2',
  'clover-ribbon',
];
export const MISDEAL_HANDS: readonly [readonly CardId[], readonly CardId[]] = [
  ['pine-crane', 'plum-warbler', 'cherry-ribbon', 'wisteria-chaff-1', 'peony-butterflies', 'pampas-moon', 'chrysanthemum-chaff-1', 'paulownia-chaff-1'],
  ['pine-ribbon', 'plum-chaff-1', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'clover-boar', 'pampas-geese', 'willow-swallow'],
];

export const FIELD_OUTCOMES = ['misdeal', 'dealer-captures', 'dealer-wins', 'allowed'] as const;
export type FieldOutcome = (typeof FIELD_OUTCOMES)[number];

/** What the round engine does with this deal under the rules. */
export function misdealOutcome(rules: RuleSet): FieldOutcome {
  const created = createRound({
    rules: withOverrides(rules, { handSize: 8 }),
    month: 1,
    dealer: 0,
    deal: completeDeal(MISDEAL_HANDS, MISDEAL_FIELD),
  });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  const s = created.value;
  if (s.result?.end === 'misdeal') return 'misdeal';
  if (s.result?.end === 'dealer-wins') return 'dealer-wins';
  if (s.log.some((e) => e.type === 'field-capture')) return 'dealer-captures';
  return 'allowed';
}

// ---------------------------------------------------------------------------------------
// Lesson 9: presets
// ---------------------------------------------------------------------------------------

/** A pile whose value differs a lot from one rule set to another. */
export const PRESET_PILE: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'pampas-moon',
  'chrysanthemum-sake-cup',
  'clover-boar',
  'maple-deer',
  'peony-butterflies',
  'pampas-geese',
  'pine-chaff-1',
  'plum-chaff-2',
];

export function presetScores(rulesFor: (preset: string) => RuleSet, presets: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of presets) out[p] = scoreCaptured(PRESET_PILE, { calls: [] }, rulesFor(p)).total;
  return out;
}

export function checkBestPreset(choice: string, scores: Record<string, number>): Verdict {
  const best = Math.max(...Object.values(scores));
  const mine = scores[choice];
  if (mine === undefined) return { correct: false, message: 'Choose a rule set first.' };
  if (mine === best) return { correct: true, message: `Right: ${points(mine)}, the most any preset pays for these cards.` };
  return { correct: false, message: `${points(mine)} is not the most: another preset pays more. Try each one.` };
}

// ---------------------------------------------------------------------------------------
// Lesson 10: strategy
// ---------------------------------------------------------------------------------------

export interface BlockScenario {
  readonly mine: readonly CardId[];
  readonly theirs: readonly CardId[];
  readonly field: readonly CardId[];
  readonly hand: readonly CardId[];
  /** The month whose hidden cards the reader counts. */
  readonly countMonth: Month;
}

export const BLOCK_SCENARIO: BlockScenario = {
  mine: ['pine-ribbon', 'wisteria-chaff-1', 'wisteria-chaff-2', 'pampas-geese', 'pampas-chaff-1'],
  theirs: ['clover-boar', 'maple-deer', 'iris-chaff-1', 'iris-chaff-2', 'plum-chaff-1'],
  field: ['peony-butterflies', 'willow-ribbon', 'paulownia-chaff-1', 'chrysanthemum-chaff-1', 'cherry-chaff-2', 'paulownia-chaff-2'],
  hand: ['peony-chaff-1', 'chrysanthemum-ribbon', 'plum-ribbon', 'pine-chaff-2'],
  countMonth: 12,
};

export interface BlockPlay {
  readonly card: CardId;
  /** Field cards the play captures (the first capture option). */
  readonly captures: readonly CardId[];
  /** The opponent's best immediate gain from a card left on the field. */
  readonly opponentGain: number;
  /** The card that would give it. */
  readonly opponentCard: CardId | null;
  /** The reader's own score gain from the capture. */
  readonly ownGain: number;
}

/** Each hand card's play, judged with the engine: what it leaves the opponent, what it gains. */
export function blockPlays(s: BlockScenario, rules: RuleSet): BlockPlay[] {
  const before = scoreCaptured(s.mine, { calls: [] }, rules).total;
  return s.hand.map((card) => {
    const option = captureOptions(card, s.field, false)[0] ?? [];
    const field = option.length > 0 ? s.field.filter((c) => !option.includes(c)) : [...s.field, card];
    const mine = option.length > 0 ? [...s.mine, card, ...option] : [...s.mine];
    const threats = oneCardAway(s.theirs, { calls: [] }, rules, field).filter((h) => h.newYaku.length > 0 || h.totalGain > 0);
    const top = threats[0];
    return {
      card,
      captures: option,
      opponentGain: top?.totalGain ?? 0,
      opponentCard: top?.card ?? null,
      ownGain: scoreCaptured(mine, { calls: [] }, rules).total - before,
    };
  });
}

/** The best plays: least left for the opponent, then most for yourself. */
export function bestBlockPlays(s: BlockScenario, rules: RuleSet): CardId[] {
  const plays = blockPlays(s, rules);
  const least = Math.min(...plays.map((p) => p.opponentGain));
  const safe = plays.filter((p) => p.opponentGain === least);
  const most = Math.max(...safe.map((p) => p.ownGain));
  return safe.filter((p) => p.ownGain === most).map((p) => p.card);
}

export function checkBlock(s: BlockScenario, card: CardId, rules: RuleSet): Verdict {
  const plays = blockPlays(s, rules);
  const play = plays.find((p) => p.card === card);
  if (!play) return { correct: false, message: 'Choose a card from your hand.' };
  const best = bestBlockPlays(s, rules);
  if (best.includes(card)) {
    return {
      correct: true,
      message:
        play.captures.length > 0
          ? `Right: ${shortName(card)} takes ${play.captures.map((c) => shortName(c)).join(', ')}${play.opponentGain === 0 ? ', and nothing left on the field gives your opponent a yaku' : ''}.`
          : `Right: nothing better is on offer.`,
    };
  }
  return {
    correct: false,
    message: play.opponentCard
      ? `After that play ${shortName(play.opponentCard)} stays on the field, and capturing it would give your opponent ${points(play.opponentGain)} under your rules. Which card can take it first?`
      : 'Another play does more for you with the same safety.',
  };
}

/** Cards of the month the reader cannot see (opponent's hand or the pile). */
export function hiddenOfMonth(s: BlockScenario, month: Month): CardId[] {
  const seen = new Set([...s.mine, ...s.theirs, ...s.field, ...s.hand]);
  return cardsOfMonth(month)
    .map((c) => c.id)
    .filter((c) => !seen.has(c));
}

export function checkCount(s: BlockScenario, answer: number | null): Verdict {
  const hidden = hiddenOfMonth(s, s.countMonth);
  const plant = plantName(s.countMonth);
  if (answer === null || !Number.isFinite(answer)) return { correct: false, message: 'Type a number.' };
  if (answer === hidden.length) {
    return {
      correct: true,
      message: `Right: ${hidden.length} ${plant} ${pluralForm(hidden.length, CARDS_ARE)} still hidden (${hidden.map((c) => shortName(c)).join(', ')}).`,
    };
  }
  return { correct: false, message: `Not ${answer}. A month has four cards: count the ${plant} cards you can see on the field, in both piles and in your hand.` };
}
