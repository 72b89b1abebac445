/**
 * English for the scoring engine's explanation (src/engine/scoring/score.ts): how a yaku's
 * points were counted, what a bonus is for, why each multiplier applies or not, and the
 * remarks on the whole score. The engine gives codes and numbers; these are the sentences.
 * "The scorer" is the player whose pile is scored, "the opponent" the other one; at a table of
 * three (MULTIPLIER_WORDS_OF_THREE) the others are "another player" / "no other player".
 */
import type { ExplainedBonus, ExplainedYaku, MultiplierReasonCode, MultiplierStep, ScoreNoteCode } from '../engine/scoring/score';
import type { DropReason, DroppedYaku, ExclusiveGroup } from '../engine/scoring/yaku';
import type { SeatCount } from '../engine/round/seats';
import { fill } from './format';
import { countOf, pluralForm, type PluralForms } from './plural';
import { yakuList, yakuName } from './yaku-names';

const EXTRA_CARDS: PluralForms = { one: 'extra card', other: 'extra cards' };
const CALLS_AS_TIMES: PluralForms = { one: 'once', other: '{calls} times' };

/** How a yaku's points were counted. */
export const YAKU_COUNT_WORDS = {
  plain: '{points}',
  'after-own-koikoi': '{points} (its value after the holder’s own koi-koi)',
  extra: '{base} + {perCard} × {extra} = {points}',
} as const;

/** A bonus for two yaku scoring together. */
export const BONUS_WORDS = { both: '{yaku} both score: +{points}' } as const;

/** One sentence per multiplier reason; `{times}` is "once", "twice", "3 times". */
export const MULTIPLIER_WORDS: { readonly [C in MultiplierReasonCode]: string } = {
  'opponent-called': 'The opponent called koi-koi during the round: x{factor}.',
  'opponent-not-called': 'The opponent did not call koi-koi: no koi-koi doubling.',
  'opponent-called-last': 'The latest koi-koi was the opponent’s: x{factor}.',
  'own-call-last': 'The latest koi-koi was the scorer’s own: no koi-koi doubling.',
  'nobody-called-no-doubling': 'Nobody called koi-koi: no koi-koi doubling.',
  'self-called': 'The scorer called koi-koi: x{factor}.',
  'self-not-called': 'The scorer did not call koi-koi: no koi-koi doubling.',
  'anyone-called': 'Koi-koi was called this round: x{factor}.',
  'calls-plus-one': 'Koi-koi was called {times}: x{factor} (calls + 1).',
  'nobody-called-no-multiplier': 'Nobody called koi-koi: no koi-koi multiplier.',
  'doubling-per-call': 'Koi-koi was called {times}: x2 for each call, x{factor}.',
  'doubling-token-held': 'The latest koi-koi was the opponent’s, so the scorer holds the doubling token; koi-koi was called {times}: x2 for each call, x{factor}.',
  'doubling-token-not-held': 'The latest koi-koi was the scorer’s own: the doubling token is with the opponent, no koi-koi multiplier.',
  'self-not-called-no-bonus': 'The scorer did not call koi-koi: no koi-koi bonus.',
  'own-call-bonus': 'The scorer called koi-koi {times}: +{amount} (one point per call, up to three calls).',
  'own-call-multiplier': 'The scorer called koi-koi {times}: x{factor} (calls − 2, from four calls).',
  'seven-plus': 'The base is {base}, 7 or more: x{factor}.',
  'under-seven': 'The base is {base}, under 7: no doubling.',
  'no-field-bright': 'No bright was dealt to the field: no field multiplier.',
  'field-brights-double': '{brightsDealt} dealt to the field: x{factor}.',
  'field-brights-plus-one': '{brightsDealt} dealt to the field: x{factor} (brights + 1).',
};

/**
 * The same sentences at a table of three, where the engine's "opponent" is either of two other
 * players: "The opponent did not call koi-koi" would name a player who is not there.
 */
export const MULTIPLIER_WORDS_OF_THREE: { readonly [C in MultiplierReasonCode]: string } = {
  ...MULTIPLIER_WORDS,
  'opponent-called': 'Another player called koi-koi during the round: x{factor}.',
  'opponent-not-called': 'No other player called koi-koi: no koi-koi doubling.',
  'opponent-called-last': 'The latest koi-koi was another player’s: x{factor}.',
  'doubling-token-held': 'The latest koi-koi was another player’s, so the scorer holds the doubling token; koi-koi was called {times}: x2 for each call, x{factor}.',
  'doubling-token-not-held': 'The latest koi-koi was the scorer’s own: the doubling token is with another player, no koi-koi multiplier.',
};

/** The multiplier sentences for a table of `seats` players (two: the opponent; three: another player). */
export function multiplierWordsAt(seats: SeatCount): { readonly [C in MultiplierReasonCode]: string } {
  return seats === 3 ? MULTIPLIER_WORDS_OF_THREE : MULTIPLIER_WORDS;
}

/** "A bright was" / "3 brights were": the subject of the field-brights sentences. */
const BRIGHTS_DEALT: PluralForms = { one: 'A bright was', other: '{brights} brights were' };

export const SCORE_NOTE_WORDS: { readonly [C in ScoreNoteCode]: string } = {
  'no-yaku': 'No yaku: nothing scores.',
  'worth-nothing': 'The yaku are worth 0 points: nothing scores.',
};

/** "5 + 1 × 2 extra cards = 7", "5", "3 (its value after the holder’s own koi-koi)". */
export function yakuCountText(y: Pick<ExplainedYaku, 'points' | 'basePoints' | 'extraPerCard' | 'extraCount' | 'valueNote'>): string {
  const w = YAKU_COUNT_WORDS;
  if (y.extraCount > 0) {
    return fill(w.extra, { base: y.basePoints, perCard: y.extraPerCard, extra: countOf(y.extraCount, EXTRA_CARDS), points: y.points });
  }
  return fill(y.valueNote === 'after-own-koikoi' ? w['after-own-koikoi'] : w.plain, { points: y.points });
}

/** "Flower-Viewing Sake and Moon-Viewing Sake both score: +3". */
export function bonusText(b: Pick<ExplainedBonus, 'because' | 'points'>): string {
  return fill(BONUS_WORDS.both, { yaku: yakuList(b.because), points: b.points });
}

function timesText(calls: number): string {
  if (calls === 2) return 'twice';
  return fill(pluralForm(calls, CALLS_AS_TIMES), { calls });
}

/** Why a multiplier step applies, or not: one sentence. */
export function multiplierText(
  step: Pick<MultiplierStep, 'reason' | 'factor' | 'amount'>,
  // A view that knows who the scorer is (the calculator's "you" or "your opponent") words it from the reader's side.
  words: { readonly [C in MultiplierReasonCode]: string } = MULTIPLIER_WORDS,
): string {
  const r = step.reason;
  const params: Record<string, string | number> = { factor: step.factor, amount: step.amount };
  if ('calls' in r) params['times'] = timesText(r.calls);
  if ('base' in r) params['base'] = r.base;
  if ('brights' in r) params['brightsDealt'] = fill(pluralForm(r.brights, BRIGHTS_DEALT), { brights: r.brights });
  return fill(words[r.code], params);
}

export function scoreNoteText(note: ScoreNoteCode): string {
  return SCORE_NOTE_WORDS[note];
}

/**
 * Why a yaku the pile holds does not score (the scoring engine's drop reasons), one whole
 * sentence per reason and case: `{yaku}` is the dropped one, `{by}` the one kept instead.
 */
export const DROP_WORDS = {
  'included-in': '{by} includes {yaku}.',
  'worth-less': {
    more: 'Only the most valuable {group} yaku scores: {by} ({byPoints}) is worth more than {yaku} ({points}).',
    tie: 'Only the most valuable {group} yaku scores: {by} is kept over {yaku} (both {points}).',
  },
  'not-played': {
    plain: '{yaku} is not played under this rule set.',
    'classic-pair': 'In classic style Poetry + Blue Ribbons is not a yaku of its own: Poetry Ribbons and Blue Ribbons score separately.',
  },
  'viewing-off': '{yaku} does not count: viewing yaku are switched off.',
  'needs-other-yaku': '{yaku} needs another yaku to score under this rule set.',
  'rained-off': '{yaku} is rained off: a willow card is on the field.',
  'fogged-out': '{yaku} is fogged out: a paulownia card is on the field.',
  'best-only': 'Only the single best yaku counts: {by} ({byPoints}).',
} as const satisfies { readonly [R in DropReason]: string | { readonly [variant: string]: string } };

/** The group's name as it qualifies "yaku" ("the most valuable bright yaku"). */
const GROUP_WORDS: { readonly [G in ExclusiveGroup]: string } = { brights: 'bright', animals: 'animal', ribbons: 'ribbon' };

/** Why a held yaku does not score, as one sentence. */
export function droppedText(d: Pick<DroppedYaku, 'id' | 'reason' | 'by' | 'points' | 'byPoints' | 'group' | 'classicPair'>): string {
  const params = {
    yaku: yakuName(d.id),
    by: d.by ? yakuName(d.by) : '',
    points: d.points,
    byPoints: d.byPoints ?? 0,
    group: d.group ? GROUP_WORDS[d.group] : '',
  };
  switch (d.reason) {
    case 'worth-less':
      return fill(DROP_WORDS['worth-less'][(d.byPoints ?? 0) > d.points ? 'more' : 'tie'], params);
    case 'not-played':
      return fill(DROP_WORDS['not-played'][d.classicPair ? 'classic-pair' : 'plain'], params);
    default:
      return fill(DROP_WORDS[d.reason], params);
  }
}
