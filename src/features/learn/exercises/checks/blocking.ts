/** Lesson 10's exercise (BlockingChoice): which play leaves the opponent least, and counting a month's hidden cards. */
import { cardsOfMonth, oneCardAway, scoreCaptured, type CardId, type Month, type RuleSet } from '../../../../engine';
import { captureOptions } from '../../../../engine/round';
import { plantName, shortName } from '../../../../words/card-names';
import { pluralForm, type PluralForms } from '../../../../words/plural';
import { points, type Verdict } from './verdict';

const CARDS_ARE: PluralForms = { one: 'card is', other: 'cards are' };

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
