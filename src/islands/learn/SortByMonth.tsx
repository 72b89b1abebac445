/**
 * Lesson 1 exercise: name the month of eight cards. Each answer is judged against the
 * engine's card data (checkMonth); all eight right completes the lesson.
 */
import { useState } from 'preact/hooks';
import { MONTHS, type CardId } from '../../engine/cards';
import { MONTH_CARDS, checkMonth, type Verdict } from '../../lib/learn/exercises';
import { ExerciseShell, Feedback, QuizCard } from './ExerciseShell';

export default function SortByMonth({ lesson }: { readonly lesson: string }) {
  const [answers, setAnswers] = useState<Partial<Record<CardId, number>>>({});
  const [verdicts, setVerdicts] = useState<Partial<Record<CardId, Verdict>> | null>(null);
  const solved = verdicts !== null && MONTH_CARDS.every((c) => verdicts[c]?.correct);
  const right = verdicts ? MONTH_CARDS.filter((c) => verdicts[c]?.correct).length : 0;

  const check = () => {
    const out: Partial<Record<CardId, Verdict>> = {};
    for (const c of MONTH_CARDS) out[c] = checkMonth(c, answers[c] ?? null);
    setVerdicts(out);
  };

  return (
    <ExerciseShell lesson={lesson} title="sort the cards into months" solved={solved}>
      <p>Choose the month of each card. The corner tab is covered, as real hanafuda cards have no numbers: read the plant.</p>
      <ol class="quiz-grid">
        {MONTH_CARDS.map((card, i) => (
          <li key={card} class="quiz-item">
            <QuizCard card={card} position={i + 1} />
            <label for={`month-${card}`}>Month of card {i + 1}</label>
            <select
              id={`month-${card}`}
              value={answers[card] === undefined ? '' : String(answers[card])}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setAnswers({ ...answers, [card]: v === '' ? undefined : Number(v) });
              }}
            >
              <option value="">Choose…</option>
              {MONTHS.map((m) => (
                <option key={m.month} value={String(m.month)}>
                  {m.monthName} · {m.plant}
                </option>
              ))}
            </select>
            {verdicts && <Feedback verdict={verdicts[card] ?? null} />}
          </li>
        ))}
      </ol>
      <div class="exercise__actions">
        <button type="button" onClick={check}>
          Check my answers
        </button>
        {verdicts && !solved && (
          <span>
            {right} of {MONTH_CARDS.length} right. Change the others and check again.
          </span>
        )}
      </div>
    </ExerciseShell>
  );
}
