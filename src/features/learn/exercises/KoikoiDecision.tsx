/**
 * Lesson 6 exercise: three positions just after you made a yaku: call koi-koi or stop?
 * The verdict is the coach's valuation and the round engine's permission under the reader's
 * rules (koikoi-advice.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Verdict } from './checks/verdict';
import { KOIKOI_SCENARIOS, checkKoikoi, koikoiFacts, prepareKoikoiAdvice, type KoikoiChoice } from './koikoi-advice';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, ExerciseShell, Feedback } from './ExerciseShell';
import { CARDS, POINTS, countOf, pluralForm } from '../../../words/plural';

export default function KoikoiDecision({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const [step, setStep] = useState(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [done, setDone] = useState<boolean[]>(() => KOIKOI_SCENARIOS.map(() => false));
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const s = KOIKOI_SCENARIOS[step]!;
  const advice = koikoiFacts(s, rules);
  const answered = verdict?.correct === true;
  const solved = done.every(Boolean);

  const decide = (choice: KoikoiChoice) => {
    const v = checkKoikoi(s, choice, rules);
    setVerdict(v);
    if (v.correct) setDone(done.map((d, i) => d || i === step));
  };
  useEffect(() => {
    if (verdict?.correct) nextRef.current?.focus();
  }, [verdict]);
  // The verdict plays the position out a few hundred times: do it while the reader reads.
  useEffect(() => prepareKoikoiAdvice(s, rules), [s, rules]);

  return (
    <ExerciseShell lesson={lesson} title="koi-koi or shōbu?" solved={solved}>
      <h3 ref={promptRef} tabIndex={-1} class="exercise__prompt">
        Position {step + 1} of {KOIKOI_SCENARIOS.length}: {s.title}
      </h3>
      <p>
        You have just made a yaku. Stopping now would score <strong data-testid="stop-points">{advice.stopPoints}</strong>{' '}
        {pluralForm(advice.stopPoints, POINTS)} under your rules. You hold {s.hand.length === 0 ? 'no more cards' : countOf(s.hand.length, CARDS)}; your opponent holds {countOf(s.opponentHand, CARDS)}.
      </p>
      <CardRow cards={s.mine} label="Your captured cards" size="thumb" />
      <CardRow cards={s.theirs} label="Your opponent’s captured cards" size="thumb" />
      <CardRow cards={s.field} label="The field" size="thumb" />
      {s.hand.length > 0 && <CardRow cards={s.hand} label="Your hand" size="thumb" />}
      <div class="exercise__actions" role="group" aria-label="Your call">
        <button type="button" onClick={() => decide('koikoi')} disabled={answered}>
          Koi-koi (play on)
        </button>
        <button type="button" onClick={() => decide('shobu')} disabled={answered}>
          Shōbu (stop and score)
        </button>
      </div>
      <Feedback verdict={verdict} />
      {answered && step < KOIKOI_SCENARIOS.length - 1 && (
        <button
          type="button"
          ref={nextRef}
          onClick={() => {
            setStep(step + 1);
            setVerdict(null);
            setTimeout(() => promptRef.current?.focus(), 0);
          }}
        >
          Next position
        </button>
      )}
    </ExerciseShell>
  );
}
