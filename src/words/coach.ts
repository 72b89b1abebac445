/**
 * English for the coach (src/engine/coach): grade names and symbols, the reason a move cost
 * what it cost (one whole sentence, or two, per CoachReason code), the value lost in points or
 * in chance of winning the game, and the summary of a round or a game. Sentences are
 * seat-relative (PersonTemplate: "you" for the person at the screen, "{player}" for anyone
 * else), and they speak of "the opponent" from the reviewed player's side, as the AI's
 * reasons do (src/words/ai.ts, whose move wording they reuse). Where a reason names the other
 * player a move helped (by seat), a table of two says "the opponent" and a table of three
 * names the player: by the caller's names (`OpponentNames`, the table's own seat names), else
 * "Player 2" / "Player 3" (`defaultOpponentNames`).
 *
 * Loaded with the review only (it is not part of the game's first script).
 */
import type { CoachReason, CoachReasonCode, DecisionKind, Grade, ReviewSummary, ValueScale } from '../engine/coach';
import type { AiMove, AiMoveCode } from '../engine/ai/types';
import { aiMoveText, moveWords, signedPoints } from './ai';
import { coachWhyText } from './coach-why';
import { cardPhrase } from './card-names';
import { yakuName } from './yaku-names';
import { fill, listOf, sentence, type PersonTemplate, type SeatName, type TemplateParams } from './format';
import { defaultOpponentNames, type OpponentNames } from './opponent-names';
import { countOf, POINTS, type PluralForms } from './plural';

export type GradeOrForced = Grade | 'forced';

/** Each grade's name and symbol (the symbol is shown beside the name, never alone). */
export const GRADE_WORDS: { readonly [G in GradeOrForced]: { readonly name: string; readonly symbol: string; readonly count: PluralForms } } = {
  best: { name: 'Best', symbol: '★', count: { one: 'best move', other: 'best moves' } },
  good: { name: 'Good', symbol: '✓', count: { one: 'good move', other: 'good moves' } },
  inaccuracy: { name: 'Inaccuracy', symbol: '?!', count: { one: 'inaccuracy', other: 'inaccuracies' } },
  mistake: { name: 'Mistake', symbol: '?', count: { one: 'mistake', other: 'mistakes' } },
  blunder: { name: 'Blunder', symbol: '??', count: { one: 'blunder', other: 'blunders' } },
  forced: { name: 'Only move', symbol: '□', count: { one: 'forced move', other: 'forced moves' } },
};

/** "?! Inaccuracy". */
export function gradeLabel(grade: GradeOrForced): string {
  const w = GRADE_WORDS[grade];
  return `${w.symbol} ${w.name}`;
}

/** What each kind of decision is called in the summaries (plural: "points lost in hand plays"). */
export const DECISION_KIND_WORDS: { readonly [K in DecisionKind]: string } = {
  play: 'hand plays',
  'draw-take': 'draw choices',
  koikoi: 'koi-koi calls',
  'lucky-hand': 'lucky-hand choices',
};

/**
 * The reasons, as a player would say them. `{best}` is a move in the AI's wording ("play the
 * Pine Chaff to take the Crane"), `{Chosen}` the move made as a gerund opening a sentence
 * ("Throwing away the Bush Warbler"), `{about}` an average amount of points ("about 8
 * points", "a loss of about 1.4 points"), `{lost}` the value lost (LOST_WORDS), `{stop}` a
 * score ("6 points"), shares of the simulated endings in per cent.
 *
 * `better-move` has one sentence where points are what count (`points`: the move's cost is
 * the difference of the averages), and in a game, where the chance of winning it counts, one
 * for each way the two moves' averages compare: the move made scores less on average
 * (`less`), about the same (`same`) or more (`more`).
 *
 * The other reasons have a sentence for each scale, and each leads with the measure that
 * decided (issue #30): where points count, the points; in a game, the chance of winning it,
 * and the round's points only after it. (Led by the points, "stopping was better: it scores 6
 * now, while koi-koi averages about 7" read as if koi-koi were better.)
 */
export const COACH_REASON_WORDS: {
  readonly 'better-move': { readonly [V in BetterMoveVariant]: PersonTemplate };
} & { readonly [C in Exclude<CoachReasonCode, 'better-move'>]: { readonly [S in ValueScale]: PersonTemplate } } = {
  'better-move': {
    points: {
      you: 'The better move was to {best}: {bestWhy}. {Chosen} cost you {lost} on average in this round.',
      other: 'The better move was to {best}: {bestWhy}. {Chosen} cost {player} {lost} on average in this round.',
    },
    less: {
      you: 'The better move was to {best}: {bestWhy}. {Chosen} cost you {lost}, and scores {about} less on average in this round.',
      other: 'The better move was to {best}: {bestWhy}. {Chosen} cost {player} {lost}, and scores {about} less on average in this round.',
    },
    same: {
      you: 'The better move was to {best}: {bestWhy}. {Chosen} cost you {lost}, though it scores about the same on average in this round.',
      other: 'The better move was to {best}: {bestWhy}. {Chosen} cost {player} {lost}, though it scores about the same on average in this round.',
    },
    more: {
      you: 'The better move was to {best}: {bestWhy}. {Chosen} cost you {lost} where the game stands, though it scores {about} more on average in this round.',
      other: 'The better move was to {best}: {bestWhy}. {Chosen} cost {player} {lost} where the game stands, though it scores {about} more on average in this round.',
    },
  },
  'should-stop': {
    points: {
      you: 'Stopping was better: it scores {stop} now, while koi-koi averages {about}, and the opponent goes on to score the round in {opponentScores} of the simulated endings. Calling koi-koi cost you {lost}.',
      other: 'Stopping was better: it scores {stop} now, while koi-koi averages {about}, and the opponent goes on to score the round in {opponentScores} of the simulated endings. Calling koi-koi cost {player} {lost}.',
    },
    win: {
      you: 'Stopping was better: calling koi-koi cost you {lost}. In points, stopping scores {stop} now and koi-koi averages {about}; the opponent goes on to score the round in {opponentScores} of the simulated endings.',
      other: 'Stopping was better: calling koi-koi cost {player} {lost}. In points, stopping scores {stop} now and koi-koi averages {about}; the opponent goes on to score the round in {opponentScores} of the simulated endings.',
    },
  },
  'should-koikoi': {
    points: {
      you: 'Koi-koi was better: playing on averages {about} against the {stop} of stopping now, and you score the round again in {playerScores} of the simulated endings. Stopping cost you {lost}.',
      other: 'Koi-koi was better: playing on averages {about} against the {stop} of stopping now, and {player} scores the round again in {playerScores} of the simulated endings. Stopping cost {player} {lost}.',
    },
    win: {
      you: 'Koi-koi was better: stopping cost you {lost}. In points, playing on averages {about} against the {stop} of stopping now, and you score the round again in {playerScores} of the simulated endings.',
      other: 'Koi-koi was better: stopping cost {player} {lost}. In points, playing on averages {about} against the {stop} of stopping now, and {player} scores the round again in {playerScores} of the simulated endings.',
    },
  },
  'should-redeal': {
    points: {
      you: 'Declaring a misdeal was better: played on, this hand averages only {about} in the round. Playing on cost you {lost}.',
      other: 'Declaring a misdeal was better: played on, this hand averages only {about} in the round. Playing on cost {player} {lost}.',
    },
    win: {
      you: 'Declaring a misdeal was better: playing on cost you {lost}. In points, played on, this hand averages only {about} in the round.',
      other: 'Declaring a misdeal was better: playing on cost {player} {lost}. In points, played on, this hand averages only {about} in the round.',
    },
  },
  'should-play-on': {
    points: {
      you: 'Playing on was better: this hand averages {about} in the round, against nothing for a misdeal. The misdeal cost you {lost}.',
      other: 'Playing on was better: this hand averages {about} in the round, against nothing for a misdeal. The misdeal cost {player} {lost}.',
    },
    win: {
      you: 'Playing on was better: the misdeal cost you {lost}. In points, this hand averages {about} in the round, against nothing for a misdeal.',
      other: 'Playing on was better: the misdeal cost {player} {lost}. In points, this hand averages {about} in the round, against nothing for a misdeal.',
    },
  },
};

/** Which `better-move` sentence: points counted, or how the move made's average compares in a game. */
export type BetterMoveVariant = 'points' | 'less' | 'same' | 'more';

/** A move as the subject of a sentence ("throwing away the Bush Warbler"), by its AiMove code. */
export const COACH_MOVE_GERUNDS: { readonly [C in AiMoveCode]: string } = {
  koikoi: 'calling koi-koi',
  shobu: 'stopping (shōbu)',
  play: 'playing {card} to take {cards}',
  throw: 'throwing away {card}',
  'draw-take': 'letting the turned {name} take {cards}',
  lay: 'laying {card} on the field beside {cards} without capturing',
  'lucky-redeal': 'declaring a misdeal with the lucky hand',
  'lucky-play': 'keeping the lucky hand and playing on',
};

/** "playing the Pine Chaff to take the Crane": the move made, as the subject of a reason. */
export function moveGerund(move: AiMove): string {
  return moveWords(COACH_MOVE_GERUNDS, move);
}

/** An average amount, as said aloud: "about 8 points", "about 1.4 points", "a loss of about 2 points". */
export const ABOUT_WORDS = { gain: 'about {points}', loss: 'a loss of about {points}' } as const;

/**
 * "about 8 points" for a mean of the round: one decimal under 2 points (where a tenth still
 * matters), whole points above; a negative mean (`signed`) as "a loss of about …".
 */
export function aboutPoints(x: number, signed = false): string {
  const size = Math.abs(x);
  const n = size >= 1.95 ? Math.round(size) : Math.round(size * 10) / 10;
  const text = `${n} ${n === 1 ? POINTS.one : POINTS.other}`;
  return fill(signed && x <= -0.05 ? ABOUT_WORDS.loss : ABOUT_WORDS.gain, { points: text });
}

/** Below this difference of the round's averages (points), two moves "score about the same". */
const SAME_POINTS = 0.25;

/** Which `better-move` sentence fits: the scale, and how the move made's average compares with the better move's. */
export function betterMoveVariant(scale: ValueScale, bestPoints: number, chosenPoints: number): BetterMoveVariant {
  if (scale === 'points') return 'points';
  const d = bestPoints - chosenPoints;
  return d >= SAME_POINTS ? 'less' : d <= -SAME_POINTS ? 'more' : 'same';
}

/** A second sentence for `better-move` when the move made an opponent likelier to score (`{opponent}`: OpponentNames). */
export const RISK_WORDS = 'It also raised the chance that {opponent} scores the round from {from} to {to}.';

/** A sentence for `better-move` when the move made left a card on the field that completes an opponent's yaku. */
export const FEEDS_WORDS = 'It also left {card} on the field, where it would complete {yaku} for {opponent}.';

/**
 * `should-stop` at a table of three: the chance that either other player ends the round
 * scoring, then each one's (`{each}`: OPPONENT_SHARE_WORDS items in a list).
 */
export const SHOULD_STOP_THREE_WORDS: { readonly [S in ValueScale]: PersonTemplate } = {
  points: {
    you: 'Stopping was better: it scores {stop} now, while koi-koi averages {about}, and another player goes on to score the round in {opponentScores} of the simulated endings ({each}). Calling koi-koi cost you {lost}.',
    other:
      'Stopping was better: it scores {stop} now, while koi-koi averages {about}, and another player goes on to score the round in {opponentScores} of the simulated endings ({each}). Calling koi-koi cost {player} {lost}.',
  },
  win: {
    you: 'Stopping was better: calling koi-koi cost you {lost}. In points, stopping scores {stop} now and koi-koi averages {about}; another player goes on to score the round in {opponentScores} of the simulated endings ({each}).',
    other:
      'Stopping was better: calling koi-koi cost {player} {lost}. In points, stopping scores {stop} now and koi-koi averages {about}; another player goes on to score the round in {opponentScores} of the simulated endings ({each}).',
  },
};
/** One other player's share in `should-stop` at a table of three: "Player 3 in 20 %". */
export const OPPONENT_SHARE_WORDS = '{opponent} in {share}';

export { defaultOpponentNames, OPPONENT_WORDS, type OpponentNames } from './opponent-names';

/** `better-move` when the two moves read alike (the other chaff of the same month, say). */
export const SAME_PLAY_WORDS = 'make the same play with the other card of that kind';
/** The move made, then, as the subject of the comparison. */
export const SAME_PLAY_GERUND = 'the card played';

/** The value lost, by scale. */
export const LOST_WORDS: { readonly points: string; readonly win: PersonTemplate } = {
  points: '{points}',
  win: { you: '{percent} of your chance of winning the game', other: "{percent} of {player}'s chance of winning the game" },
};

/** A difference of two chances (0–1), in percentage points. */
export const PERCENTAGE_POINTS: PluralForms = { one: 'percentage point', other: 'percentage points' };

/** The summary of a round's or a game's review. */
export const SUMMARY_WORDS = {
  accuracy: 'Accuracy {accuracy} over {choices}.',
  'accuracy.forced': 'Accuracy {accuracy} over {choices} ({forced} not counted).',
  'no-choices': 'No choices to grade: every move was forced.',
  grades: 'Grades: {grades}.',
  'lost.points': 'Points given away: {items}.',
  'lost.win': 'Chance of winning the game given away: {items}.',
  'lost.item': '{amount} in {kind}',
  'lost.none': 'Nothing was given away.',
} as const;

const CHOICES: PluralForms = { one: 'choice', other: 'choices' };

/** The review panel's own labels (src/features/review/Review.tsx). */
export const REVIEW_WORDS = {
  'grading': 'The coach is grading your moves…',
  'grading.rounds': 'The coach is grading round {round} ({done} of {total} rounds)…',
  'grading.progress': 'Grading progress',
  'grading.cancel': 'Stop grading',
  'grading.cancelled': 'Grading stopped. The moves can still be stepped through.',
  'grading.resume': 'Grade the moves',
  'grading.failed': 'The coach could not grade this round. The moves can still be stepped through.',
  'grading.done': 'Grades ready. {summary}',
  'summary.round': 'This round',
  'summary.game': 'The whole game',
  'summary.game.so-far': 'The game so far',
  'summary.game.partial': 'The game so far ({graded} of {rounds} rounds graded)',
  'rounds.caption': 'Accuracy by round',
  'rounds.item': 'Round {round}, {month}: {accuracy}',
  'rounds.item.none': 'Round {round}, {month}: no choices to grade',
  'rounds.item.pending': 'Round {round}, {month}: not graded yet',
  'round.choose': 'Round to review',
  'round.option': 'Round {round}, {month}',
  'next-mistake': 'Next mistake',
  'next-mistake.none': 'No mistakes',
  'keys': 'Keys: ← and → step, Home and End jump to the deal and the end, N jumps to the next mistake, Escape goes back to the score.',
  'keys.touch': 'Tap {previous} and {next} to step through the round, or a move under “{decisions}” to go straight to it.',
  'decision.yours': 'Your move:',
  'decision.best': 'The best move: {move}.',
  'decision.lost': 'Lost: {lost}.',
  'decision.best-move': 'This was the best move.',
  'decision.only-move': 'The only legal move.',
  'decision.pending': 'Grade not ready yet.',
  'decision.choices': 'Every choice, as the coach valued it',
  'decision.choice.points': '{move}: {points} points on average',
  'decision.choice.win': '{move}: {percent} chance of winning the game',
  'decision.choice.yours': '(your move)',
  'try-again': 'Try this position again',
  'decisions.title': 'Your decisions this round',
  'decisions.item': 'Move {move}: {grade}',
} as const;
export type ReviewTextId = keyof typeof REVIEW_WORDS;

export function reviewText(id: ReviewTextId, params?: TemplateParams): string {
  return fill(REVIEW_WORDS[id], params);
}

const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimalPlural = new Intl.PluralRules('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1.4 points", "0.3 points" (one decimal: a mean, not a count). */
export function meanPoints(x: number): string {
  return `${oneDecimal.format(x)} ${decimalPlural.select(x) === 'one' ? POINTS.one : POINTS.other}`;
}

/** "37 %" of a share 0–1; "under 1 %" for a share above nothing that rounds to 0. */
export function percent(share: number): string {
  const p = Math.round(share * 100);
  if (p === 0 && share > 0) return 'under 1 %';
  return `${p} %`;
}

/** "6 percentage points", "under 1 percentage point": a change of a chance. */
export function percentagePoints(share: number): string {
  return wholePercentagePoints(Math.round(share * 100), share);
}

/** `p` whole percentage points said for a share of `share`: "under 1 percentage point" when `p` is 0 but `share` is not. */
function wholePercentagePoints(p: number, share: number): string {
  if (p === 0 && share > 0) return `under ${countOf(1, PERCENTAGE_POINTS)}`;
  return countOf(p, PERCENTAGE_POINTS);
}

/**
 * Parts of a whole said rounded, in whole `step`s, so that the rounded parts add up to the
 * rounded whole (largest remainder: each part is rounded down, then the steps still missing
 * go to the parts with the largest remainders, earlier parts first on a tie). Each part stays
 * within one step of its exact value, and the parts' sum is the whole rounded once — where
 * rounding each part by itself made 0.336 + 0.336 + 0.328 (a whole of 1) read 34 + 34 + 33 = 101.
 */
export function roundedParts(values: readonly number[], step: number): number[] {
  // Scaled to steps, with the noise of binary fractions cut (0.29 / 0.01 is 28.999999999999996).
  const scaled = values.map((v) => Math.round((v / step) * 1e6) / 1e6);
  const parts = scaled.map((v) => Math.floor(v));
  const whole = Math.round(scaled.reduce((a, b) => a + b, 0));
  const order = scaled.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  let missing = whole - parts.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (missing <= 0) break;
    parts[i]! += 1;
    missing -= 1;
  }
  return parts;
}

/** The value lost, in its scale: "1.4 points", "6 percentage points of your chance of winning the game". */
export function lostText(lost: number, scale: ValueScale, subject: SeatName = 'you'): string {
  return scale === 'points' ? fill(LOST_WORDS.points, { points: meanPoints(lost) }) : sentence(LOST_WORDS.win, subject, { percent: percentagePoints(lost) });
}

/** A score stopped on: whole points ("6 points"), or a mean when the engine gave one. */
function scoreText(points: number): string {
  return Number.isInteger(points) ? countOf(points, POINTS) : meanPoints(points);
}

/**
 * The reason a move cost what it cost, as one to three sentences, said of `subject`; other
 * players named by `names` (at a table of three; a table of two says "the opponent").
 */
export function coachReasonText(reason: CoachReason, subject: SeatName = 'you', names?: OpponentNames): string {
  const lost = lostText(reason.lost, reason.scale, subject);
  switch (reason.code) {
    case 'better-move': {
      const best = aiMoveText(reason.best);
      const chosen = aiMoveText(reason.chosen);
      const variant = betterMoveVariant(reason.scale, reason.bestPoints, reason.chosenPoints);
      const text = sentence(COACH_REASON_WORDS['better-move'][variant], subject, {
        best: best === chosen ? SAME_PLAY_WORDS : best,
        bestWhy: coachWhyText(reason.bestWhy, names),
        chosen: best === chosen ? SAME_PLAY_GERUND : moveGerund(reason.chosen),
        about: aboutPoints(reason.bestPoints - reason.chosenPoints),
        lost,
      });
      const name = reason.players === 2 ? defaultOpponentNames(2) : (names ?? defaultOpponentNames(3));
      const more: string[] = [];
      if (reason.feeds) more.push(fill(FEEDS_WORDS, { card: cardPhrase(reason.feeds.card), yaku: yakuName(reason.feeds.yaku), opponent: name(reason.feeds.seat) }));
      if (reason.risk) more.push(fill(RISK_WORDS, { opponent: name(reason.risk.seat), from: percent(reason.risk.best), to: percent(reason.risk.chosen) }));
      return [text, ...more].join(' ');
    }
    case 'should-stop':
      if (reason.opponents.length > 1) {
        const name = names ?? defaultOpponentNames(3);
        return sentence(SHOULD_STOP_THREE_WORDS[reason.scale], subject, {
          stop: scoreText(reason.stopPoints),
          about: aboutPoints(reason.koikoiPoints, true),
          opponentScores: percent(reason.opponentScores),
          each: listOf(reason.opponents.map((o) => fill(OPPONENT_SHARE_WORDS, { opponent: name(o.seat), share: percent(o.scores) }))),
          lost,
        });
      }
      return sentence(COACH_REASON_WORDS[reason.code][reason.scale], subject, {
        stop: scoreText(reason.stopPoints),
        about: aboutPoints(reason.koikoiPoints, true),
        opponentScores: percent(reason.opponentScores),
        lost,
      });
    case 'should-koikoi':
      return sentence(COACH_REASON_WORDS[reason.code][reason.scale], subject, {
        stop: scoreText(reason.stopPoints),
        about: aboutPoints(reason.koikoiPoints, true),
        playerScores: percent(reason.playerScores),
        lost,
      });
    case 'should-redeal':
    case 'should-play-on':
      return sentence(COACH_REASON_WORDS[reason.code][reason.scale], subject, { about: aboutPoints(reason.playPoints, true), lost });
  }
}

/** "4 best moves, 3 good moves and 1 inaccuracy" (grades with none are left out). */
export function gradeCountsText(grades: Readonly<Record<Grade, number>>): string {
  const items = (Object.keys(grades) as Grade[]).filter((g) => grades[g] > 0).map((g) => countOf(grades[g], GRADE_WORDS[g].count));
  return listOf(items);
}

/**
 * "97 %": an accuracy, rounded down, so that 100 % means nothing was given away (a summary
 * whose grades name a lesser move never reads 100 %).
 */
export function accuracyText(accuracy: number): string {
  return `${Math.floor(accuracy)} %`;
}

/**
 * A summary's sentences: accuracy, grades, and what was given away by kind of decision. All
 * three count the same thing (the losses held against the player, nothing for a best move).
 */
export function summaryText(summary: ReviewSummary): string[] {
  const w = SUMMARY_WORDS;
  const choices = (Object.values(summary.grades) as number[]).reduce((a, b) => a + b, 0);
  if (summary.accuracy === null || choices === 0) return [w['no-choices']];
  const accuracy = accuracyText(summary.accuracy);
  const out = [
    summary.forced > 0
      ? fill(w['accuracy.forced'], { accuracy, choices: countOf(choices, CHOICES), forced: countOf(summary.forced, GRADE_WORDS.forced.count) })
      : fill(w.accuracy, { accuracy, choices: countOf(choices, CHOICES) }),
    fill(w.grades, { grades: gradeCountsText(summary.grades) }),
  ];
  const kinds = Object.keys(summary.lost) as DecisionKind[];
  // The parts are rounded together (roundedParts), so that what they add up to is their exact sum rounded.
  const lostIn = (scale: ValueScale) => {
    const shown = kinds.filter((k) => summary.lost[k][scale] >= (scale === 'points' ? 0.05 : 0.005));
    const parts = roundedParts(
      shown.map((k) => summary.lost[k][scale]),
      scale === 'points' ? 0.1 : 0.01,
    );
    return shown.map((k, i) =>
      fill(w['lost.item'], {
        amount: scale === 'points' ? meanPoints(parts[i]! / 10) : wholePercentagePoints(parts[i]!, summary.lost[k].win),
        kind: DECISION_KIND_WORDS[k],
      }),
    );
  };
  const points = lostIn('points');
  const win = lostIn('win');
  if (points.length > 0) out.push(fill(w['lost.points'], { items: listOf(points) }));
  if (win.length > 0) out.push(fill(w['lost.win'], { items: listOf(win) }));
  if (points.length === 0 && win.length === 0) out.push(w['lost.none']);
  return out;
}

/** "+1.5 points on average" / "54 % chance of winning the game", for the list of choices. */
export function choiceValueText(move: string, value: { readonly points: number; readonly win: number | null }, scale: ValueScale): string {
  return scale === 'win' && value.win !== null
    ? reviewText('decision.choice.win', { move, percent: percent(value.win) })
    : reviewText('decision.choice.points', { move, points: signedPoints(value.points) });
}

/** A move in the AI's wording, opening a sentence or a list item. */
export { aiMoveText as coachMoveText };
