/**
 * A quiz over a fixed list of cards: one answer per card, checked together against the
 * engine's card data, with a verdict beside each card and a count of the right ones. The
 * lesson exercises differ only in the question asked and the control that answers it.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import type { Verdict } from './checks/verdict';
import { ExerciseShell, Feedback, QuizCard } from './ExerciseShell';

export interface CardQuizProps<A> {
  readonly lesson: string;
  readonly title: string;
  /** The task, shown above the cards. */
  readonly intro: ComponentChildren;
  readonly cards: readonly CardId[];
  /** Judges one answer (null: not answered). */
  readonly check: (card: CardId, answer: A | null) => Verdict;
  /** The control that answers for `card` (the `position`-th card, from 1). */
  readonly renderAnswer: (card: CardId, position: number, answer: A | undefined, answerWith: (a: A | undefined) => void) => ComponentChildren;
}

export function CardQuiz<A>({ lesson, title, intro, cards, check, renderAnswer }: CardQuizProps<A>) {
  const [answers, setAnswers] = useState<Partial<Record<CardId, A>>>({});
  const [verdicts, setVerdicts] = useState<Partial<Record<CardId, Verdict>> | null>(null);
  const solved = verdicts !== null && cards.every((c) => verdicts[c]?.correct);
  const right = verdicts ? cards.filter((c) => verdicts[c]?.correct).length : 0;

  const checkAll = () => {
    const out: Partial<Record<CardId, Verdict>> = {};
    for (const c of cards) out[c] = check(c, answers[c] ?? null);
    setVerdicts(out);
  };

  return (
    <ExerciseShell lesson={lesson} title={title} solved={solved}>
      <p>{intro}</p>
      <ol class="quiz-grid">
        {cards.map((card, i) => (
          <li key={card} class="quiz-item">
            <QuizCard card={card} position={i + 1} />
            {renderAnswer(card, i + 1, answers[card], (a) => setAnswers({ ...answers, [card]: a }))}
            {verdicts && <Feedback verdict={verdicts[card] ?? null} />}
          </li>
        ))}
      </ol>
      <div class="exercise__actions">
        <button type="button" onClick={checkAll}>
          Check my answers
        </button>
        {verdicts && !solved && (
          <span>
            {right} of {cards.length} right. Change the others and check again.
          </span>
        )}
      </div>
    </ExerciseShell>
  );
}
