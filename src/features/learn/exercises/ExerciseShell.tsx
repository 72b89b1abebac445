/**
 * The frame every lesson exercise shares: a heading, the task, and the lesson's done state.
 * When the exercise reports `solved`, the lesson is marked done in the progress store
 * (completeLesson); the shell says so in a live region. Rendered on the server with empty
 * progress, like every island, and switched to the reader's progress after hydration.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { CardImage, cardHeight, cardSrc, cardWidth, type CardSize } from '../../../shared/CardImage';
import { CardCaption } from '../../../shared/CardCaption';
import { CARD_NOTES } from '../../reference/cards/card-notes';
import { completeLesson } from '../../progress/progress-store';
import { useProgress } from '../../progress/use-progress';
import '../learn.css';

export interface ExerciseShellProps {
  /** The lesson's id (its file name): what completeLesson records. */
  readonly lesson: string;
  readonly title: string;
  readonly children: ComponentChildren;
  /** True once the reader has done everything the exercise asks. */
  readonly solved: boolean;
}

export function ExerciseShell({ lesson, title, children, solved }: ExerciseShellProps) {
  const progress = useProgress();
  const record = progress.lessons[lesson];
  useEffect(() => {
    if (solved) completeLesson(lesson);
  }, [solved, lesson]);
  const headingId = `exercise-${lesson}`;
  return (
    <section class="exercise" aria-labelledby={headingId} data-lesson={lesson}>
      <h2 id={headingId} class="exercise__title">
        Your turn: {title}
      </h2>
      {children}
      <div class="exercise__status" role="status" data-testid="lesson-status">
        {solved ? (
          <p class="exercise__done">
            <span aria-hidden="true">✓ </span>Exercise complete: this lesson is marked done.{' '}
            <a href="/learn/">See all lessons</a>
          </p>
        ) : record ? (
          <p class="exercise__done">
            <span aria-hidden="true">✓ </span>You finished this lesson on {new Date(record.completedAt).toLocaleDateString()}. Practise
            again as often as you like.
          </p>
        ) : (
          <p class="exercise__todo">Finish the exercise to mark this lesson done.</p>
        )}
      </div>
    </section>
  );
}

/** A verdict line: a symbol and words carry the meaning, colour only supports it. */
export function Feedback({ verdict }: { readonly verdict: { correct: boolean; message: string } | null }) {
  if (!verdict) return null;
  return (
    <p class={`feedback ${verdict.correct ? 'feedback--ok' : 'feedback--bad'}`}>
      <span class="feedback__mark" aria-hidden="true">
        {verdict.correct ? '✓' : '✗'}
      </span>
      <span class="visually-hidden">{verdict.correct ? 'Correct: ' : 'Not yet: '}</span>
      {verdict.message}
    </p>
  );
}

/** A card with its name written under it (the picture is then decorative). */
export function NamedCard({ card, size = 'small' }: { readonly card: CardId; readonly size?: CardSize }) {
  return (
    <figure class="named-card">
      <CardImage card={card} size={size} decorative loading="eager" />
      <figcaption>
        <CardCaption card={card} />
      </figcaption>
    </figure>
  );
}

/** A row of named cards, e.g. a pile or the field. */
export function CardRow({ cards, label, size = 'small' }: { readonly cards: readonly CardId[]; readonly label: string; readonly size?: CardSize }) {
  return (
    <div class="card-row-block">
      <p class="card-row__label">{label}</p>
      {cards.length === 0 ? (
        <p class="card-row__empty">(none)</p>
      ) : (
        <ul class="card-row" aria-label={label}>
          {cards.map((c) => (
            <li key={c}>
              <NamedCard card={c} size={size} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card as a toggle button: pressed when chosen. The name is the button's text. */
export function CardToggle({
  card,
  pressed,
  onToggle,
  disabled = false,
  size = 'small',
}: {
  readonly card: CardId;
  readonly pressed: boolean;
  readonly onToggle: () => void;
  readonly disabled?: boolean;
  readonly size?: CardSize;
}) {
  return (
    <button type="button" class="card-button" aria-pressed={pressed} onClick={onToggle} disabled={disabled} data-card={card}>
      <CardImage card={card} size={size} decorative loading="eager" />
      <CardCaption card={card} class="card-button__name" />
      <span class="card-button__state" aria-hidden="true">
        {pressed ? '✓ chosen' : ''}
      </span>
    </button>
  );
}

/**
 * A card to identify from its picture: a bare image, without the month-and-kind marker
 * overlay. Its alt text says what the picture shows (the card notes' description), not the
 * card's name, month or kind: a screen-reader user answers from the same picture a sighted
 * reader sees, instead of hearing only "Card 1".
 */
export function QuizCard({ card, position, size = 'medium' }: { readonly card: CardId; readonly position: number; readonly size?: CardSize }) {
  return (
    <span class="masked-card">
      <img
        src={cardSrc(card)}
        width={cardWidth(size)}
        height={cardHeight(size)}
        alt={`Card ${position}: ${CARD_NOTES[card].depicts}`}
        loading="eager"
        decoding="async"
      />
    </span>
  );
}

/** A card picture without the marker overlay (for "find the card" choices). */
export function MaskedCard({ card, size = 'small' }: { readonly card: CardId; readonly size?: CardSize }) {
  return (
    <span class="masked-card">
      <img src={cardSrc(card)} width={cardWidth(size)} height={cardHeight(size)} alt="" loading="eager" decoding="async" />
    </span>
  );
}
