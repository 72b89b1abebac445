/**
 * English for the computer players' reasons (src/engine/ai/types.ts): each reason code is one
 * template, the move and the clause "why" are their own keyed phrases. The reasons speak of
 * "the opponent" from the side of the player who moves, so they read the same for the
 * computer's own moves and for a hint given to the person.
 */
import type { AiMove, AiMoveCode, AiMoveWhy, AiMoveWhyCode, AiReason, AiReasonCode, AiStanding } from '../engine/ai/types';
import { cardPhrase, plainName } from './card-names';
import { fill, listOf, type TemplateParams } from './format';
import { CARDS, countOf, IS_ARE, POINTS, pluralForm, ROUNDS, type PluralForms } from './plural';
import { yakuName } from './yaku-names';

/** What the move does: `{card}` the card played or turned, `{cards}` what it takes (with articles). */
export const AI_MOVE_WORDS: { readonly [C in AiMoveCode]: string } = {
  koikoi: 'koi-koi',
  shobu: 'stop (shōbu)',
  play: 'play {card} to take {cards}',
  throw: 'throw away {card}',
  'draw-take': 'let the turned {name} take {cards}',
  lay: 'lay {card} on the field beside {cards} without capturing',
  'lucky-redeal': 'declare a misdeal with the lucky hand',
  'lucky-play': 'keep the lucky hand and play on',
};

/** Why, as a clause after the move. */
export const AI_WHY_WORDS: { readonly [C in AiMoveWhyCode]: string } = {
  'throw-safe': 'it matches nothing on the field, and no card of its month is left for the opponent to take it with',
  'throw-least-harmful': 'it matches nothing on the field; it is the least harmful card to give up, though the opponent could use it',
  'throw-useless-to-opponent': 'it matches nothing on the field and is of little use to the opponent',
  'completes-yaku': 'it completes {yaku} ({points})',
  'blocks-threat': 'it keeps {card} from the opponent, who is one card from {yaku}',
  'brings-closer': 'it completes nothing yet, but {yaku} then needs {missing}, and {unseenCards} still unseen',
  'denies-card': "it keeps {card} away from the opponent's yaku",
  'captures-safely': 'it captures {cards} at no risk',
  'grabs-most-valuable': 'it grabs the most valuable card in reach',
  'takes-something': 'taking something is better than taking nothing',
  'gives-up-cheapest': 'nothing matches, so it gives up the cheapest card',
  'lay-keeps-weather': "capturing would take the last rain or fog card off the field and let the opponent's {yaku} score",
  'lay-keeps-cards': 'it keeps both cards on the field for later',
  'no-reason': 'no particular reason — it just looked nice',
};

/** `brings-closer` when every card it needs is already in sight. */
const ALL_SEEN = 'it completes nothing yet, but {yaku} then needs {missing}, and the cards it needs are on the field or in hand';

/** One template per reason. `{Move}` opens the sentence with the move; counts come pluralised. */
export const AI_REASON_WORDS = {
  move: '{Move}: {why}.',
  'only-move': '{Move}: it is the only legal move ({why}).',
  'sim-level':
    'In {playouts} simulated endings of the round it was about level with the next best, {runnerUp} ({points} against {runnerUpPoints} points); the quick judgement of the cards involved tips the balance.',
  'sim-better': 'Over {playouts} simulated endings of the round it averaged {points} points; the next best, {runnerUp}, averaged {runnerUpPoints}.',
  /** `safe`/`risk`: the game's score (see AI_STANDING_WORDS) made the steadier or the bolder move worth more. */
  'sim-steadier': {
    plain: 'Over {playouts} simulated endings of the round it averaged {points} points against {runnerUpPoints} for {runnerUp}, but its results were steadier.',
    safe: 'Over {playouts} simulated endings of the round it averaged {points} points against {runnerUpPoints} for {runnerUp}, but {where} with {left}, the steadier result is worth more than a few extra points.',
    risk: 'Over {playouts} simulated endings of the round it averaged {points} points against {runnerUpPoints} for {runnerUp}, but {where} with {left}, it needs the chance of a bigger win more than the average.',
  },
  standing: {
    safe: 'With the game {where} and {left}, keeping what is won is worth more than the average gain.',
    risk: 'With the game {where} and {left}, only a bigger win will do, so the risk is worth taking.',
  },
  'stop-beginner': 'Stop: {points} in hand is good enough — a beginner never risks a koi-koi.',
  'stop-good-score': 'Stop: {points} now is a good score; no need to risk it.',
  'stop-few-cards': 'Stop: {points} now, and only {cardsLeft} left to improve on it.',
  'stop-last-cards': 'Stop: {points} now; only {cardsInHand} left in hand.',
  'stop-threat': 'Stop: {points} now; the opponent is one card from {yaku}.',
  'stop-nothing-in-reach': 'Stop: {points} now, and no other yaku is within reach.',
  'stop-risk': 'Stop: {points} now; continuing risks more than it is likely to add.',
  'koikoi-chance': 'Koi-koi: only {points} now, {cardsInHand} left in hand, and {yaku} is {missing} away.',
  'koikoi-opponent-not-close': 'The opponent is not close to a yaku, so continuing is worth the risk.',
  'koikoi-odds': 'Koi-koi: {points} now, {cardsInHand} left in hand, and the odds favour playing on.',
  'decision-sim': 'Playing the rest of the round out {playouts} ways, continuing averaged {koikoiPoints} points against {stopPoints} for stopping.',
  'fallback-first-legal': '(The computer could not decide, so it made the first legal move.)',
  'lucky-hand-worth': {
    play: 'Its hand is worth {worth} against {average} for an average hand: it keeps the lucky hand and plays on.',
    redeal: 'Its hand is worth only {worth} against {average} for an average hand: it declares a misdeal.',
  },
  'lucky-hand-sim': {
    play: 'In {playouts} simulated rounds, playing this hand on averaged {playPoints}, better than a redeal (nothing): it plays on.',
    redeal: 'In {playouts} simulated rounds, playing this hand on averaged {playPoints}, no better than a redeal (nothing): it declares a misdeal.',
  },
} as const satisfies { readonly [C in AiReasonCode]: string | { readonly [variant: string]: string } };

/**
 * Where the game stands, when it outweighed the round's average: the `{where}` and `{left}`
 * of the `safe` (ahead, or level and stopping) and `risk` (behind, or level and playing on)
 * sentences.
 */
export const AI_STANDING_WORDS = {
  ahead: 'ahead by {points}',
  behind: 'behind by {points}',
  level: 'level',
  'last-round': 'this is the last round',
  'rounds-left': '{rounds} to go after this one',
} as const;

/** Small counts in words ("two cards"), as the reasons read best; larger ones in digits. */
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function inWords(n: number, forms: PluralForms): string {
  return `${NUMBER_WORDS[n] ?? n.toLocaleString('en')} ${pluralForm(n, forms)}`;
}

const CARD_FORMS = CARDS;
const MORE_CARDS: PluralForms = { one: 'more card', other: 'more cards' };

/** "+1.5", "−0.3": a mean point difference. */
export function signedPoints(x: number): string {
  return `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
}

/** "play the Pine Chaff to take the Crane and Sun", lower case (a template capitalises it). */
export function aiMoveText(move: AiMove): string {
  return moveWords(AI_MOVE_WORDS, move);
}

/**
 * A move worded from one set of templates keyed by its code (the AI's "play …", the coach's
 * "playing …"): the same parameters for every set.
 */
export function moveWords(templates: { readonly [C in AiMove['code']]: string }, move: AiMove): string {
  const template = templates[move.code];
  switch (move.code) {
    case 'throw':
      return fill(template, { card: cardPhrase(move.card) });
    case 'play':
      return fill(template, { card: cardPhrase(move.card), cards: listOf(move.taken.map(cardPhrase)) });
    case 'draw-take':
      return fill(template, { name: plainName(move.card), cards: listOf(move.taken.map(cardPhrase)) });
    case 'lay':
      return fill(template, { card: cardPhrase(move.card), cards: listOf(move.beside.map(cardPhrase)) });
    default:
      return template;
  }
}

export function aiWhyText(why: AiMoveWhy): string {
  switch (why.code) {
    case 'completes-yaku':
      return fill(AI_WHY_WORDS[why.code], { yaku: yakuName(why.yaku), points: inWords(why.points, POINTS) });
    case 'blocks-threat':
      return fill(AI_WHY_WORDS[why.code], { card: cardPhrase(why.card), yaku: yakuName(why.yaku) });
    case 'brings-closer': {
      const params = { yaku: yakuName(why.yaku), missing: inWords(why.missing, MORE_CARDS) };
      if (why.unseen === 0) return fill(ALL_SEEN, params);
      return fill(AI_WHY_WORDS[why.code], { ...params, unseenCards: `${NUMBER_WORDS[why.unseen] ?? why.unseen} of its cards ${pluralForm(why.unseen, IS_ARE)}` });
    }
    case 'denies-card':
      return fill(AI_WHY_WORDS[why.code], { card: cardPhrase(why.card) });
    case 'captures-safely':
      return fill(AI_WHY_WORDS[why.code], { cards: inWords(why.cards, CARD_FORMS) });
    case 'lay-keeps-weather':
      return fill(AI_WHY_WORDS[why.code], { yaku: yakuName(why.yaku) });
    default:
      return AI_WHY_WORDS[why.code];
  }
}

/** The runner-up's move, or "the same play with the other card of that kind" when the two read alike. */
function runnerUpText(move: AiMove, runnerUp: AiMove): string {
  const text = aiMoveText(runnerUp);
  return text === aiMoveText(move) ? 'the same play with the other card of that kind' : text;
}

function standingParams(s: AiStanding): TemplateParams {
  const w = AI_STANDING_WORDS;
  const lead = Math.abs(s.lead);
  return {
    where: s.lead === 0 ? w.level : fill(s.lead > 0 ? w.ahead : w.behind, { points: countOf(lead, POINTS) }),
    left: s.roundsAfter === 0 ? w['last-round'] : fill(w['rounds-left'], { rounds: inWords(s.roundsAfter, ROUNDS) }),
  };
}

const isSafe = (s: AiStanding, stopping: boolean): boolean => s.lead > 0 || (s.lead === 0 && stopping);

/** One reason as a sentence. */
export function aiReasonText(reason: AiReason): string {
  const w = AI_REASON_WORDS;
  switch (reason.code) {
    case 'move':
    case 'only-move':
      return fill(w[reason.code], { move: aiMoveText(reason.move), why: aiWhyText(reason.why) });
    case 'sim-level':
    case 'sim-better':
    case 'sim-steadier': {
      const params = {
        playouts: reason.playouts,
        runnerUp: runnerUpText(reason.move, reason.runnerUp),
        points: signedPoints(reason.points),
        runnerUpPoints: signedPoints(reason.runnerUpPoints),
      };
      if (reason.code === 'sim-steadier' && reason.standing !== null) {
        const template = w['sim-steadier'][isSafe(reason.standing, false) ? 'safe' : 'risk'];
        return fill(template, { ...params, ...standingParams(reason.standing) });
      }
      return fill(reason.code === 'sim-steadier' ? w['sim-steadier'].plain : w[reason.code], params);
    }
    case 'standing':
      return fill(w.standing[isSafe(reason.standing, reason.play === 'stop') ? 'safe' : 'risk'], standingParams(reason.standing));
    case 'stop-threat':
      return fill(w[reason.code], { points: countOf(reason.points, POINTS), yaku: yakuName(reason.yaku) });
    case 'koikoi-chance':
      return fill(w[reason.code], {
        points: countOf(reason.points, POINTS),
        cardsInHand: inWords(reason.hand, CARD_FORMS),
        yaku: yakuName(reason.yaku),
        missing: inWords(reason.missing, CARD_FORMS),
      });
    case 'stop-few-cards':
      return fill(w[reason.code], {
        points: countOf(reason.points, POINTS),
        cardsLeft: `${inWords(reason.hand, CARD_FORMS)} ${pluralForm(reason.hand, IS_ARE)}`,
      });
    case 'decision-sim':
      return fill(w[reason.code], {
        playouts: reason.playouts,
        koikoiPoints: signedPoints(reason.koikoiPoints),
        stopPoints: signedPoints(reason.stopPoints),
      });
    case 'koikoi-opponent-not-close':
    case 'fallback-first-legal':
      return w[reason.code];
    case 'lucky-hand-worth':
      return fill(w[reason.code][reason.choice], { worth: reason.worth.toFixed(1), average: reason.average.toFixed(1) });
    case 'lucky-hand-sim':
      return fill(w[reason.code][reason.choice], { playouts: reason.playouts, playPoints: signedPoints(reason.playPoints) });
    default:
      return fill(w[reason.code], { points: countOf(reason.points, POINTS), cardsInHand: inWords(reason.hand, CARD_FORMS) });
  }
}

export function aiReasonsText(reasons: readonly AiReason[]): string[] {
  return reasons.map(aiReasonText);
}
