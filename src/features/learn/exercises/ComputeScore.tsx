/**
 * Lesson 7 exercise: add up a captured pile under the reader's rules. The answer is the
 * engine's scoreCaptured total; after a right answer (or on request) the engine's own
 * explanation shows every yaku, extra card and multiplier.
 */
import { useRef, useState } from 'preact/hooks';
import { SCORE_PROBLEMS, checkScore, scoreProblem } from './checks/compute-score';
import type { Verdict } from './checks/verdict';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, ExerciseShell, Feedback } from './ExerciseShell';
import { RulesGlance } from './RulesGlance';
import { Working } from './Working';

export default function ComputeScore({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const [step, setStep] = useState(0);
  const [answer, setAnswer] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<boolean[]>(() => SCORE_PROBLEMS.map(() => false));
  const promptRef = useRef<HTMLHeadingElement>(null);
  const p = SCORE_PROBLEMS[step]!;
  const score = scoreProblem(p, rules);
  const answered = verdict?.correct === true;
  const solved = done.every(Boolean);
  const inputId = `score-answer-${p.id}`;

  const check = (event: Event) => {
    event.preventDefault();
    const n = answer.trim() === '' ? null : Number(answer);
    const v = checkScore(p, n, rules);
    setVerdict(v);
    if (v.correct) setDone(done.map((d, i) => d || i === step));
  };

  return (
    <ExerciseShell lesson={lesson} title="count the score" solved={solved}>
      <RulesGlance
        rules={rules}
        yaku={['sanko', 'tane', 'akatan', 'aotan', 'tanzaku', 'kasu']}
        options={['yakuStyle', 'koikoiMultiplier', 'sevenPlusDouble']}
      />
      <h3 ref={promptRef} tabIndex={-1} class="exercise__prompt">
        Pile {step + 1} of {SCORE_PROBLEMS.length}: {p.title}
      </h3>
      <p>
        You stop with these cards.{' '}
        {p.calls.length === 0 ? 'Nobody called koi-koi this round.' : 'Earlier this round your opponent called koi-koi.'}
      </p>
      <CardRow cards={p.pile} label="Your captured cards" />
      <form class="exercise__actions" onSubmit={check}>
        <label for={inputId}>Total points</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min="0"
          value={answer}
          disabled={answered}
          onInput={(e) => {
            setAnswer(e.currentTarget.value);
            setVerdict(null);
          }}
        />
        <button type="submit" disabled={answered}>
          Check
        </button>
        {!answered && (
          <button type="button" class="secondary" onClick={() => setShown(!shown)} aria-expanded={shown}>
            {shown ? 'Hide the working' : 'Show the working'}
          </button>
        )}
      </form>
      <Feedback verdict={verdict} />
      {(answered || shown) && <Working score={score} />}
      {answered && step < SCORE_PROBLEMS.length - 1 && (
        <button
          type="button"
          onClick={() => {
            setStep(step + 1);
            setAnswer('');
            setVerdict(null);
            setShown(false);
            setTimeout(() => promptRef.current?.focus(), 0);
          }}
        >
          Next pile
        </button>
      )}
    </ExerciseShell>
  );
}
