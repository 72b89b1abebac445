/**
 * Lesson 10 exercise: a blocking choice and a count of what is left. Every play is judged
 * with the engine (captureOptions for what it takes, oneCardAway for what it leaves the
 * opponent and gains you) under the reader's rules; the count comes from the card data.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { monthName, plantName } from '../../../words/card-names';
import { BLOCK_SCENARIO, checkBlock, checkCount } from './checks/blocking';
import type { Verdict } from './checks/verdict';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, CardToggle, ExerciseShell, Feedback } from './ExerciseShell';

export default function BlockingChoice({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const s = BLOCK_SCENARIO;
  const [played, setPlayed] = useState<CardId | null>(null);
  const [blockVerdict, setBlockVerdict] = useState<Verdict | null>(null);
  const [count, setCount] = useState('');
  const [countVerdict, setCountVerdict] = useState<Verdict | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [counted, setCounted] = useState(false);

  const play = (card: CardId) => {
    const v = checkBlock(s, card, rules);
    setPlayed(card);
    setBlockVerdict(v);
    if (v.correct) setBlocked(true);
  };

  return (
    <ExerciseShell lesson={lesson} title="block, then count" solved={blocked && counted}>
      <p>It is your turn, in the middle of a round. Look at what your opponent has collected before you choose.</p>
      <CardRow cards={s.theirs} label="Your opponent’s captured cards" size="thumb" />
      <CardRow cards={s.mine} label="Your captured cards" size="thumb" />
      <CardRow cards={s.field} label="The field" size="thumb" />
      <h3 class="exercise__prompt">1. Which card do you play?</h3>
      <ul class="card-row" aria-label="Your hand">
        {s.hand.map((c) => (
          <li key={c}>
            <CardToggle card={c} pressed={played === c} onToggle={() => play(c)} disabled={blocked} />
          </li>
        ))}
      </ul>
      <Feedback verdict={blockVerdict} />
      <h3 class="exercise__prompt">2. Count what is left</h3>
      <form
        class="exercise__actions"
        onSubmit={(e) => {
          e.preventDefault();
          const v = checkCount(s, count.trim() === '' ? null : Number(count));
          setCountVerdict(v);
          if (v.correct) setCounted(true);
        }}
      >
        <label for="hidden-count">
          How many {plantName(s.countMonth)} ({monthName(s.countMonth)}) cards can you not see: in your opponent’s hand or still in the pile?
        </label>
        <input
          id="hidden-count"
          type="number"
          inputMode="numeric"
          min="0"
          max="4"
          value={count}
          disabled={counted}
          onInput={(e) => {
            setCount(e.currentTarget.value);
            setCountVerdict(null);
          }}
        />
        <button type="submit" disabled={counted}>
          Check
        </button>
      </form>
      <Feedback verdict={countVerdict} />
    </ExerciseShell>
  );
}
