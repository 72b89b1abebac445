/**
 * A small check inside a lesson's text, between the reading and the exercise: one question,
 * a few answers, and at once a line that says why the chosen answer is right or not. It does
 * not count towards the lesson's completion; it ends a lesson step (Step.astro), and a right
 * answer marks that step done. Answers may be cards (a picture with its name): a card choice.
 * Its radio buttons stay disabled until the island has hydrated, as in every exercise
 * (ExerciseShell): a choice made before would never be answered.
 *
 * The options are written right answer first, and shown in an order of the check's own
 * (check-order.ts): stable across reloads, but no fixed place for the right answer, so a check
 * cannot be passed by always choosing the same position.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { markStepOf } from '../lessons/steps-store';
import { useHydrated } from '../../../shared/use-hydrated';
import { Feedback, MaskedCard, NOT_READY_TEXT } from './ExerciseShell';
import { checkOrder } from './check-order';

export interface InlineCheckOption {
  readonly label: string;
  readonly correct?: boolean;
  /** Why this answer is right, or what the chosen answer actually is and why it is not the one. */
  readonly why: string;
  /** Shows this card's picture beside the label (the label names it). */
  readonly card?: CardId;
}

export interface InlineCheckProps {
  /** The lesson's id (its file name): with `id`, it seeds the order the options are shown in. */
  readonly lesson: string;
  /** Unique on the page (names the radio group). */
  readonly id: string;
  readonly question: string;
  readonly options: readonly InlineCheckOption[];
}

export default function InlineCheck({ lesson, id, question, options }: InlineCheckProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const picked = chosen === null ? null : options[chosen];
  const ready = useHydrated();
  return (
    <fieldset
      class={`inline-check${options.some((o) => o.card) ? ' inline-check--cards' : ''}`}
      data-inline-check={id}
      data-activity
      disabled={!ready}
      data-ready={ready ? 'true' : 'false'}
    >
      <legend class="inline-check__question">
        <span class="inline-check__tag">Quick check: </span>
        {question}
      </legend>
      {checkOrder(lesson, id, options.length).map((i) => options[i]!).map((o) => (
        <label key={o.label} class={o.card ? 'choice choice--card' : 'choice'}>
          <input
            type="radio"
            name={`check-${id}`}
            checked={picked === o}
            onChange={(e) => {
              setChosen(options.indexOf(o));
              if (o.correct) markStepOf(e.currentTarget);
            }}
          />{' '}
          {o.card && <MaskedCard card={o.card} />}
          <span>{o.label}</span>
        </label>
      ))}
      <div role="status">
        {!ready && <p class="inline-check__wait">{NOT_READY_TEXT}</p>}
        {picked && <Feedback verdict={{ correct: picked.correct === true, message: picked.why }} />}
      </div>
    </fieldset>
  );
}
