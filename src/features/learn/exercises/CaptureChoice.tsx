/**
 * Lesson 3 exercise: a card is played; pick what it captures from the field (one match,
 * two matches, three matches, or none). The engine's captureOptions judges each answer.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { CAPTURE_SCENARIOS, checkCapture } from './checks/capture';
import type { Verdict } from './checks/verdict';
import { CardToggle, ExerciseShell, Feedback, NamedCard } from './ExerciseShell';

export default function CaptureChoice({ lesson }: { readonly lesson: string }) {
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<CardId[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [done, setDone] = useState<boolean[]>(() => CAPTURE_SCENARIOS.map(() => false));
  const nextRef = useRef<HTMLButtonElement>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const scenario = CAPTURE_SCENARIOS[step]!;
  const solved = done.every(Boolean);

  const submit = (taken: CardId[]) => {
    const v = checkCapture(scenario, taken);
    setVerdict(v);
    if (v.correct) setDone(done.map((d, i) => d || i === step));
  };
  // Once a situation is answered, "Next situation" (rendered in the same update) takes the focus.
  useEffect(() => {
    if (verdict?.correct) nextRef.current?.focus();
  }, [verdict]);
  const next = () => {
    setStep(step + 1);
    setChosen([]);
    setVerdict(null);
    setTimeout(() => promptRef.current?.focus(), 0);
  };
  const toggle = (card: CardId) => {
    setVerdict(null);
    setChosen(chosen.includes(card) ? chosen.filter((c) => c !== card) : [...chosen, card]);
  };
  const answered = verdict?.correct === true;

  return (
    <ExerciseShell lesson={lesson} title="what does the card capture?" solved={solved}>
      <p ref={promptRef} tabIndex={-1} class="exercise__prompt">
        Situation {step + 1} of {CAPTURE_SCENARIOS.length}. You play the card shown under “You play”. Press the field card or cards it
        captures, then check. If it captures nothing, say so.
      </p>
      <div class="capture-table">
        <div class="capture-table__played">
          <p class="card-row__label">You play</p>
          <NamedCard card={scenario.played} size="medium" />
        </div>
        <div>
          <p class="card-row__label" id={`field-${scenario.id}`}>
            The field
          </p>
          <ul class="card-row" aria-labelledby={`field-${scenario.id}`}>
            {scenario.field.map((c) => (
              <li key={c}>
                <CardToggle card={c} pressed={chosen.includes(c)} onToggle={() => toggle(c)} disabled={answered} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div class="exercise__actions">
        <button type="button" onClick={() => submit(chosen)} disabled={answered || chosen.length === 0}>
          Check: it captures {chosen.length === 1 ? 'this card' : chosen.length > 1 ? `these ${chosen.length} cards` : '…'}
        </button>
        <button type="button" class="secondary" onClick={() => submit([])} disabled={answered}>
          It captures nothing
        </button>
      </div>
      <Feedback verdict={verdict} />
      {answered && step < CAPTURE_SCENARIOS.length - 1 && (
        <button type="button" ref={nextRef} onClick={next}>
          Next situation
        </button>
      )}
    </ExerciseShell>
  );
}
