/**
 * The coach's parts of a round's review (Review.tsx): its progress or why there are no grades,
 * the round's and the game's summaries, the note on the decision shown (its grade, the best
 * move, what it cost and why) and the list of the round's graded decisions.
 */
import type { GameState } from '../../engine/round';
import type { GradedDecision, RoundReview } from '../../engine/coach';
import { gameSummaryOf, stepOfMove } from './review-model';
import { cancelGrading, gradeRounds, gradingOf, type RoundGrading } from './review-store';
import { monthText } from '../table/words';
import type { Seat } from '../../engine/round/seats';
import { mistakeHref } from '../mistakes/mistakes-store';
import { GRADE_WORDS, accuracyText, choiceValueText, coachMoveText, coachReasonText, lostText, reviewText, summaryText } from '../../words/coach';
import { capitalise } from '../../words/format';

/** The coach's progress, or why there are no grades; and the round's and the game's summaries. */
export function CoachStatus({
  game,
  round,
  rounds,
  grading,
  gradings,
  player,
}: {
  readonly game: GameState;
  readonly round: number;
  readonly rounds: readonly number[];
  readonly grading: RoundGrading | null;
  readonly gradings: Readonly<Record<string, RoundGrading>>;
  readonly player: Seat;
}) {
  const all = rounds.map((i) => gradingOf(gradings, game, i, player));
  const done = all.flatMap((g) => (g?.status === 'done' ? [g.review] : []));
  const busy = all.some((g) => g?.status === 'running' || g?.status === 'queued');
  const runningAt = rounds.findIndex((_, k) => all[k]?.status === 'running');
  const running = runningAt >= 0 ? (all[runningAt] as Extract<RoundGrading, { status: 'running' }>) : undefined;
  const review = grading?.status === 'done' ? grading.review : null;
  const summary = review ? summaryText(review.summary) : null;
  // Said once: when the round on screen starts being graded, and when its grades arrive.
  const status =
    grading?.status === 'done'
      ? reviewText('grading.done', { summary: summary![0]! })
      : grading?.status === 'failed'
        ? reviewText('grading.failed')
        : grading?.status === 'cancelled'
          ? reviewText('grading.cancelled')
          : grading
            ? reviewText('grading')
            : '';
  const gameSummary = rounds.length > 1 && done.length > 0 ? summaryText(gameSummaryOf(done)) : null;
  return (
    <div class="review__coach">
      <p role="status" class={grading?.status === 'done' ? 'visually-hidden' : 'review__status'} data-testid="review-status">
        {status}
      </p>
      {busy && (
        <div class="review__progress">
          <progress
            max={1}
            value={running ? running.progress : 0}
            aria-label={reviewText('grading.progress')}
            data-testid="review-progress"
          />
          {rounds.length > 1 && (
            <span class="muted">
              {reviewText('grading.rounds', {
                round: game.history[runningAt >= 0 ? rounds[runningAt]! : round]!.round,
                done: done.length,
                total: rounds.length,
              })}
            </span>
          )}
          <button type="button" class="secondary small" onClick={cancelGrading} data-action="review-cancel">
            {reviewText('grading.cancel')}
          </button>
        </div>
      )}
      {!busy && (grading?.status === 'cancelled' || grading?.status === 'failed') && (
        <button type="button" class="secondary small" onClick={() => gradeRounds(game, [round, ...rounds.filter((i) => i !== round)], player)} data-action="review-grade">
          {reviewText('grading.resume')}
        </button>
      )}
      {summary && (
        <div class="review__summary" data-testid="review-summary">
          <h3>{reviewText('summary.round')}</h3>
          <p>{summary.join(' ')}</p>
        </div>
      )}
      {gameSummary && (
        <div class="review__summary" data-testid="review-game-summary">
          <h3>
            {done.length < rounds.length
              ? reviewText('summary.game.partial', { graded: done.length, rounds: rounds.length })
              : reviewText(game.status === 'finished' ? 'summary.game' : 'summary.game.so-far')}
          </h3>
          <p>{gameSummary.join(' ')}</p>
          <ul class="review__rounds" aria-label={reviewText('rounds.caption')}>
            {rounds.map((i, k) => {
              const g = all[k];
              const h = game.history[i]!;
              const params = { round: h.round, month: monthText(h.month) };
              const accuracy = g?.status === 'done' ? g.review.summary.accuracy : undefined;
              return (
                <li key={i}>
                  {accuracy === undefined
                    ? reviewText('rounds.item.pending', params)
                    : accuracy === null
                      ? reviewText('rounds.item.none', params)
                      : reviewText('rounds.item', { ...params, accuracy: accuracyText(accuracy) })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The grade of the person's move shown, the best move, what it cost and why. */
export function DecisionNote({
  decision,
  grading,
  kept,
}: {
  readonly decision: GradedDecision | null;
  readonly grading: RoundGrading | null;
  readonly kept: Readonly<Record<number, string>>;
}) {
  if (!decision) {
    if (grading?.status === 'done') return null;
    return <p class="review__decision review__decision--pending muted">{reviewText('decision.pending')}</p>;
  }
  const g = decision.grade;
  const best = decision.values.values[0]!;
  const isBest = g === 'best' || g === 'forced' || best === decision.chosen;
  const mistakeId = kept[decision.moveIndex];
  return (
    <div class={`review__decision grade--${g}`} data-testid="review-decision" data-grade={g}>
      <p class="review__grade">
        <span class="visually-hidden">{reviewText('decision.yours')} </span>
        <span class="grade-badge">
          <span class="grade-badge__symbol" aria-hidden="true">
            {GRADE_WORDS[g].symbol}
          </span>{' '}
          {GRADE_WORDS[g].name}
        </span>
      </p>
      {g === 'forced' ? (
        <p>{reviewText('decision.only-move')}</p>
      ) : isBest ? (
        <p>{reviewText('decision.best-move')}</p>
      ) : decision.reason ? (
        // The reason names the better move and what the choice cost.
        <p class="review__reason">{coachReasonText(decision.reason)}</p>
      ) : (
        <>
          <p>{reviewText('decision.best', { move: capitalise(coachMoveText(best.move)) })}</p>
          <p>{reviewText('decision.lost', { lost: lostText(decision.loss, decision.scale) })}</p>
        </>
      )}
      {mistakeId && (
        <p>
          <a href={mistakeHref(mistakeId)} data-action="try-again">
            {reviewText('try-again')}
          </a>
        </p>
      )}
      {decision.values.values.length > 1 && (
        <details class="review__choices">
          <summary>{reviewText('decision.choices')}</summary>
          <ol>
            {decision.values.values.map((v, i) => (
              <li key={i}>
                {choiceValueText(capitalise(coachMoveText(v.move)), v, decision.scale)}
                {v === decision.chosen ? ` ${reviewText('decision.choice.yours')}` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/** The person's graded decisions of the round, each a button to its move. */
export function DecisionList({ review, at, go }: { readonly review: RoundReview; readonly at: number; readonly go: (to: number) => void }) {
  return (
    <details class="review__list">
      <summary>{reviewText('decisions.title')}</summary>
      <ol>
        {review.decisions.map((d) => {
          const step = stepOfMove(d.moveIndex);
          return (
            <li key={d.moveIndex}>
              <button type="button" class="secondary small review__list-item" aria-current={step === at ? 'step' : undefined} onClick={() => go(step)}>
                <span class={`grade-badge grade--${d.grade}`}>
                  <span class="grade-badge__symbol" aria-hidden="true">
                    {GRADE_WORDS[d.grade].symbol}
                  </span>{' '}
                  {reviewText('decisions.item', { move: step, grade: GRADE_WORDS[d.grade].name })}
                </span>{' '}
                {capitalise(coachMoveText(d.chosen.move))}
              </button>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
