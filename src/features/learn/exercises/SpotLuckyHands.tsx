/**
 * Lesson 8 exercise: three dealt hands (which lucky hand, if any?) and one dealt field (what
 * happens?). Hands are judged by the engine's findLuckyHands, the field by dealing it in the
 * round engine, both under the reader's rules.
 */
import { useState } from 'preact/hooks';
import {
  FIELD_OUTCOMES,
  LUCKY_ANSWERS,
  LUCKY_HANDS,
  MISDEAL_FIELD,
  checkLucky,
  misdealOutcome,
  type FieldOutcome,
  type LuckyAnswer,
} from './checks/lucky-hands';
import type { Verdict } from './checks/verdict';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, ExerciseShell, Feedback } from './ExerciseShell';
import { RulesGlance } from './RulesGlance';

const LUCKY_WORDS: Record<LuckyAnswer, string> = {
  teshi: 'Four of a Kind (teshi)',
  kuttsuki: 'Four Pairs (kuttsuki)',
  none: 'No lucky hand',
};

const FIELD_WORDS: Record<FieldOutcome, string> = {
  misdeal: 'The cards are shuffled and dealt again',
  'dealer-captures': 'The dealer takes the four cards and the field is refilled',
  'dealer-wins': 'The dealer wins the round at once',
  allowed: 'Nothing special: play starts as usual',
};

export default function SpotLuckyHands({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const [answers, setAnswers] = useState<(LuckyAnswer | null)[]>(() => LUCKY_HANDS.map(() => null));
  const [field, setField] = useState<FieldOutcome | null>(null);
  const [verdicts, setVerdicts] = useState<{ hands: Verdict[]; field: Verdict } | null>(null);
  const solved = verdicts !== null && verdicts.hands.every((v) => v.correct) && verdicts.field.correct;

  const check = () => {
    const hands = LUCKY_HANDS.map((hand, i) => {
      const a = answers[i];
      return a ? checkLucky(hand, a, rules) : { correct: false, message: 'Choose an answer.' };
    });
    const truth = misdealOutcome(rules);
    const fieldVerdict: Verdict =
      field === null
        ? { correct: false, message: 'Choose an answer.' }
        : field === truth
          ? { correct: true, message: `Right: under your rules, ${FIELD_WORDS[truth].toLowerCase()}.` }
          : { correct: false, message: 'Not under your rules: look at "Four of a month on the field" in the box above.' };
    setVerdicts({ hands, field: fieldVerdict });
  };

  return (
    <ExerciseShell lesson={lesson} title="spot the lucky hands" solved={solved}>
      <RulesGlance rules={rules} yaku={[]} options={['teyaku', 'fieldFourOfAKind', 'fieldFourPairs']} />
      <p>These hands were just dealt. Which lucky hand does each hold under your rules?</p>
      <ol class="lucky-list">
        {LUCKY_HANDS.map((hand, i) => (
          <li key={i}>
            <CardRow cards={hand} label={`Hand ${i + 1}`} size="thumb" />
            <fieldset class="choice-group">
              <legend>Hand {i + 1} holds</legend>
              {LUCKY_ANSWERS.map((a) => (
                <label key={a} class="choice">
                  <input
                    type="radio"
                    name={`lucky-${i}`}
                    value={a}
                    checked={answers[i] === a}
                    onChange={() => setAnswers(answers.map((x, j) => (j === i ? a : x)))}
                  />{' '}
                  {LUCKY_WORDS[a]}
                </label>
              ))}
            </fieldset>
            {verdicts && <Feedback verdict={verdicts.hands[i] ?? null} />}
          </li>
        ))}
      </ol>
      <CardRow cards={MISDEAL_FIELD} label="And this field was dealt" size="thumb" />
      <fieldset class="choice-group">
        <legend>What happens next under your rules?</legend>
        {FIELD_OUTCOMES.map((o) => (
          <label key={o} class="choice">
            <input type="radio" name="field-outcome" value={o} checked={field === o} onChange={() => setField(o)} /> {FIELD_WORDS[o]}
          </label>
        ))}
      </fieldset>
      {verdicts && <Feedback verdict={verdicts.field} />}
      <div class="exercise__actions">
        <button type="button" onClick={check}>
          Check my answers
        </button>
      </div>
    </ExerciseShell>
  );
}
