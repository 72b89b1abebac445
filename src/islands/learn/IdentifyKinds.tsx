/**
 * Lesson 2 exercise: tell the kind of eight cards that beginners often mistake. Each answer
 * is judged against the engine's card data (checkKind).
 */
import { useState } from 'preact/hooks';
import { KINDS, type CardId, type Kind } from '../../engine/cards';
import { KIND_CARDS, checkKind, type Verdict } from '../../lib/learn/exercises';
import { ExerciseShell, Feedback, QuizCard } from './ExerciseShell';

const KIND_WORD: Record<Kind, string> = { bright: 'Bright', animal: 'Animal', ribbon: 'Ribbon', chaff: 'Chaff' };

export default function IdentifyKinds({ lesson }: { readonly lesson: string }) {
  const [answers, setAnswers] = useState<Partial<Record<CardId, Kind>>>({});
  const [verdicts, setVerdicts] = useState<Partial<Record<CardId, Verdict>> | null>(null);
  const solved = verdicts !== null && KIND_CARDS.every((c) => verdicts[c]?.correct);
  const right = verdicts ? KIND_CARDS.filter((c) => verdicts[c]?.correct).length : 0;

  const check = () => {
    const out: Partial<Record<CardId, Verdict>> = {};
    for (const c of KIND_CARDS) out[c] = checkKind(c, answers[c] ?? null);
    setVerdicts(out);
  };

  return (
    <ExerciseShell lesson={lesson} title="tell the kinds apart" solved={solved}>
      <p>Pick the kind of each card. The corner tab is covered, so read the picture. Some of these cards are chosen to trip you up.</p>
      <ol class="quiz-grid">
        {KIND_CARDS.map((card, i) => (
          <li key={card} class="quiz-item">
            <QuizCard card={card} position={i + 1} />
            <fieldset class="choice-group">
              <legend>Kind of card {i + 1}</legend>
              {KINDS.map((kind) => (
                <label key={kind} class="choice">
                  <input
                    type="radio"
                    name={`kind-${card}`}
                    value={kind}
                    checked={answers[card] === kind}
                    onChange={() => setAnswers({ ...answers, [card]: kind })}
                  />{' '}
                  {KIND_WORD[kind]}
                </label>
              ))}
            </fieldset>
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
            {right} of {KIND_CARDS.length} right. Change the others and check again.
          </span>
        )}
      </div>
    </ExerciseShell>
  );
}
