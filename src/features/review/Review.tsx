/**
 * A finished round, move by move: the deal again, then each recorded move, with both hands
 * face up (the round is over, nothing is hidden any more); each hand comes from its own
 * player's view (review-model.ts). The coach grades the person's decisions meanwhile (in its
 * worker, review-store.ts): each graded move shows its grade (symbol and word), the best move,
 * what the choice cost and why (CoachNotes.tsx); a summary line gives the round's accuracy, and the game's once
 * several rounds are graded. The moves can be stepped through before the grades arrive.
 *
 * Keys inside the review: ← → step, Home / End jump to the deal and the end, N to the next
 * mistake, Escape back to the score (said where there is a keyboard; a touch screen is told
 * the buttons instead). Stepping says the move (and its grade) once, in one polite live region; the coach's
 * progress is a bar, and only its start and end are said.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { CardId } from '../../engine/cards';
import type { GameState } from '../../engine/round';
import { decisionAtStep, needsAnotherLook, nextMistakeStep, reviewableRounds, reviewFrames } from './review-model';
import { $gradings, PERSON, cancelGrading, gradeRounds, gradingOf } from './review-store';
import { monthText, seatNamesOf, whose } from '../table/words';
import { describeEntries } from '../table/log-words';
import { othersOf, seatCountOf, type Seat } from '../../engine/round/seats';
import type { Seats } from '../../words/format';
import { playText } from '../table/panel-words';
import { endReview, reviewTo, startReview } from './review-nav';
import { CapturedPile, FaceCard } from '../table/Piles';
import { GRADE_WORDS, reviewText } from '../../words/coach';
import { seatWord } from '../../words/format';
import { CoachStatus, DecisionList, DecisionNote } from './CoachNotes';
import './review.css';


export interface ReviewProps {
  readonly game: GameState;
  /** Index of the round in the game's history. */
  readonly round: number;
  /** The move shown (0: the deal). */
  readonly step: number;
  /** Whose decisions are reviewed, seen from their seat (the practice game's person by default). */
  readonly player?: Seat;
  /** How the seats are named, `player` as "you" (the practice game's names by default). */
  readonly seats?: Seats;
  /**
   * The reviewer's own name, where several people review on one device (pass-and-play): the
   * title then says whose review it is ("Ben’s review: round 1, January").
   */
  readonly reviewer?: string;
}

export function Review({ game, round, step, player = PERSON, seats: named, reviewer }: ReviewProps) {
  const record = game.history[round];
  const frames = useMemo(() => (record ? reviewFrames(record, game.rules) : []), [record, game.rules]);
  const rounds = useMemo(() => reviewableRounds(game), [game]);
  const gradings = useStore($gradings);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  // The coach grades the round on screen first, then the game's other rounds (for the game's
  // summary); leaving the review stops it (what is graded stays graded).
  const seats = named ?? seatNamesOf(game);
  useEffect(() => {
    gradeRounds(game, [round, ...rounds.filter((i) => i !== round)], player);
    return () => cancelGrading();
  }, [game]);
  useEffect(() => gradeRounds(game, [round], player), [round]);

  const grading = gradingOf(gradings, game, round, player);
  const review = grading?.status === 'done' ? grading.review : null;
  const at = Math.min(step, Math.max(0, frames.length - 1));
  const decision = decisionAtStep(review, at);

  // What a step says, once, when the person steps (not when the grades arrive later).
  const [spoken, setSpoken] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = frames[at];
    if (!frame) return;
    const move = at === 0 ? playText('review.deal') : playText('review.move', { move: at, moves: frames.length - 1 });
    const grade = decision ? GRADE_WORDS[decision.grade].name : '';
    setSpoken([`${move}.`, describeEntries(frame.entries, seats), grade ? `${grade}.` : ''].filter(Boolean).join(' '));
  }, [at, round]);

  if (!record || frames.length === 0) return null;
  const frame = frames[at]!;
  const s = frame.table;
  const last = frames.length - 1;
  const nextMistake = nextMistakeStep(review, at);
  const go = (to: number | null) => {
    if (to === null || to < 0 || to > last || to === at) return;
    reviewTo(to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest('select, input, textarea')) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      endReview();
      return;
    }
    const to =
      e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : e.key === 'n' || e.key === 'N' ? nextMistake : undefined;
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  return (
    <section class="panel panel--review" aria-labelledby="review-title" onKeyDown={onKeyDown}>
      <h2 id="review-title" tabIndex={-1} ref={headingRef}>
        {reviewer
          ? playText('review.title.of', { name: reviewer, round: record.round, month: monthText(record.month) })
          : playText('review.title', { round: record.round, month: monthText(record.month) })}
      </h2>
      {rounds.length > 1 && (
        <p class="review__round">
          <label for="review-round">{reviewText('round.choose')}</label>{' '}
          <select id="review-round" value={String(round)} onChange={(e) => startReview(Number(e.currentTarget.value))}>
            {rounds.map((i) => (
              <option key={i} value={String(i)}>
                {reviewText('round.option', { round: game.history[i]!.round, month: monthText(game.history[i]!.month) })}
              </option>
            ))}
          </select>
        </p>
      )}
      <CoachStatus game={game} round={round} rounds={rounds} grading={grading} gradings={gradings} player={player} />
      <div class="review__controls" role="group" aria-label={playText('review.controls')}>
        <StepButton label={playText('review.first')} to={0} at={at} go={go} />
        <StepButton label={playText('review.previous')} to={at - 1} at={at} go={go} action="review-prev" />
        <span class="review__pos">{at === 0 ? playText('review.deal') : playText('review.move', { move: at, moves: last })}</span>
        <StepButton label={playText('review.next')} to={at + 1} at={at} go={go} action="review-next" last={last} />
        <StepButton label={playText('review.last')} to={last} at={at} go={go} last={last} />
        {review && (
          <StepButton
            label={review.decisions.some((d) => needsAnotherLook(d.grade)) ? reviewText('next-mistake') : reviewText('next-mistake.none')}
            to={nextMistake ?? at}
            at={at}
            go={go}
            action="review-next-mistake"
          />
        )}
      </div>
      {/* Keys where there is a keyboard, taps on a touch screen (global.css picks which). */}
      <p class="review__keys">
        <span class="for-keys">{reviewText('keys')}</span>
        <span class="for-touch">
          {reviewText('keys.touch', { previous: playText('review.previous'), next: playText('review.next'), decisions: reviewText('decisions.title') })}
        </span>
      </p>
      <p class="review__text">
        {at === 0
          ? `${s.dealer === player ? playText('review.deals.you') : playText('review.deals.other', { player: seatWord(seats[s.dealer]) })} ${describeEntries(frame.entries, seats)}`.trim()
          : describeEntries(frame.entries, seats)}
      </p>
      <p class="visually-hidden" aria-live="polite" data-testid="review-spoken">
        {spoken}
      </p>
      {frame.mover === player && <DecisionNote decision={decision} grading={grading} kept={grading?.status === 'done' ? grading.kept : {}} />}
      <div class="review__board">
        {othersOf(player, seatCountOf(s.hands)).map((p) => (
          <div key={p} class="review__hand" data-seat={p}>
            <h3>{playText('review.hand.other', { player: seatWord(seats[p]) })}</h3>
            <CardRow cards={s.hands[p]} />
          </div>
        ))}
        <div class="review__field">
          <h3>{playText('review.field')}</h3>
          <CardRow cards={s.field} />
        </div>
        <div class="review__hand">
          <h3>{playText('review.hand.you')}</h3>
          <CardRow cards={s.hands[player]} />
        </div>
        <CapturedPile pile={s.piles[player]} player={player} title={playText('review.captures.you')} owner={playText('whose.you')} />
        {othersOf(player, seatCountOf(s.hands)).map((p) => (
          <CapturedPile key={p} pile={s.piles[p]} player={p} title={playText('review.captures.other', { player: seatWord(seats[p]) })} owner={whose(p, seats)} />
        ))}
      </div>
      {review && review.decisions.length > 0 && <DecisionList review={review} at={at} go={go} />}
      <button type="button" onClick={endReview} data-action="end-review">
        {playText('review.back')}
      </button>
    </section>
  );
}

/**
 * A step button: it stays focusable at the ends (aria-disabled rather than disabled), so that
 * focus is not lost when stepping to the deal or to the end.
 */
function StepButton({
  label,
  to,
  at,
  go,
  action,
  last,
}: {
  readonly label: string;
  readonly to: number;
  readonly at: number;
  readonly go: (to: number) => void;
  readonly action?: string;
  readonly last?: number;
}) {
  const off = to === at || to < 0 || (last !== undefined && to > last);
  return (
    <button type="button" class="secondary small" aria-disabled={off ? 'true' : undefined} onClick={() => !off && go(to)} data-action={action}>
      {label}
    </button>
  );
}

function CardRow({ cards }: { readonly cards: readonly CardId[] }) {
  if (cards.length === 0) return <p class="muted">{playText('review.no-cards')}</p>;
  return (
    <ul class="card-row">
      {cards.map((c) => (
        <li key={c}>
          <FaceCard id={c} size={48} />
        </li>
      ))}
    </ul>
  );
}
