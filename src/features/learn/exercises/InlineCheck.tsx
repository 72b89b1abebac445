/**
 * A small check inside a lesson's text, between the reading and the exercise: one question,
 * a few answers, and at once a line that says why the chosen answer is right or not. It does
 * not count towards the lesson's completion; it breaks a long read into steps with something
 * to do in each.
 */
import { useState } from 'preact/hooks';
import { Feedback } from './ExerciseShell';

export interface InlineCheckOption {
  readonly label: string;
  readonly correct?: boolean;
  /** Why this answer is right, or what the chosen answer actually is and why it is not the one. */
  readonly why: string;
}

export interface InlineCheckProps {
  /** Unique on the page (names the radio group). */
  readonly id: string;
  readonly question: string;
  readonly options: readonly InlineCheckOption[];
}

export default function InlineCheck({ id, question, options }: InlineCheckProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const picked = chosen === null ? null : options[chosen];
  return (
    <fieldset class="inline-check" data-inline-check={id}>
      <legend class="inline-check__question">
        <span class="inline-check__tag">Quick check: </span>
        {question}
      </legend>
      {options.map((o, i) => (
        <label key={o.label} class="choice">
          <input type="radio" name={`check-${id}`} checked={chosen === i} onChange={() => setChosen(i)} /> {o.label}
        </label>
      ))}
      <div role="status">{picked && <Feedback verdict={{ correct: picked.correct === true, message: picked.why }} />}</div>
    </fieldset>
  );
}
