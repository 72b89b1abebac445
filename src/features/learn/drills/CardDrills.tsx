/**
 * Card drills with spaced repetition. Two kinds of question: a card is shown and the reader
 * names its month and kind, or a card's name is shown and the reader finds it among four.
 * Each answer moves the card between Leitner boxes (recordDrillAnswer); the cards due today
 * come first (dueCards). The mastery view lists all 48 cards with their box in words.
 *
 * The server render (and the first client render) shows the start screen with empty
 * progress; randomness is used only after the reader presses a button.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { KINDS, type CardId, type Kind, type Month } from '../../../engine/cards';
import { CardImage } from '../../../shared/CardImage';
import { shortName } from '../../../words/card-names';
import {
  checkFindAnswer,
  checkNameAnswer,
  findChoices,
  findPrompt,
  masterySummary,
  masteryView,
  nextDrillCard,
  practiceCard,
  sameName,
  type DrillMode,
  type DrillVerdict,
} from './drills-model';
import { DRILL_BOXES, dayNumber } from '../../progress/progress-model';
import { recordDrillAnswer } from '../../progress/progress-store';
import { useProgress } from '../../progress/use-progress';
import { CARD_NOTES } from '../../reference/cards/card-notes';
import { Feedback, MaskedCard, NOT_READY_TEXT, QuizCard } from '../exercises/ExerciseShell';
import { useHydrated } from '../../../shared/use-hydrated';
import { MonthSelect } from '../exercises/MonthSelect';
import '../learn.css';

type Choice = DrillMode | 'mix';

interface Question {
  readonly card: CardId;
  readonly mode: DrillMode;
  readonly choices: readonly CardId[];
  /** Asked as extra practice (nothing was due). */
  readonly extra: boolean;
}

const KIND_WORD: Record<Kind, string> = { bright: 'Bright', animal: 'Animal', ribbon: 'Ribbon', chaff: 'Chaff' };
const CHOICE_WORD: Record<Choice, string> = {
  name: 'Name the card: see a card, choose its month and kind',
  find: 'Find the card: see a name, pick the card',
  mix: 'A mix of both',
};

export default function CardDrills() {
  const progress = useProgress();
  // The start screen is in the page's HTML: its controls wait for the script, so that a
  // choice made before it runs is not silently dropped.
  const ready = useHydrated();
  const [choice, setChoice] = useState<Choice>('mix');
  const [question, setQuestion] = useState<Question | null>(null);
  const [month, setMonth] = useState<Month | null>(null);
  const [kind, setKind] = useState<Kind | null>(null);
  const [picked, setPicked] = useState<CardId | null>(null);
  const [verdict, setVerdict] = useState<DrillVerdict | null>(null);
  const [describe, setDescribe] = useState(false);
  const [answered, setAnswered] = useState(0);
  const [rightCount, setRightCount] = useState(0);
  const [nothingDue, setNothingDue] = useState(false);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const today = dayNumber(new Date());
  const summary = masterySummary(progress, today);

  const ask = (extra: boolean, avoid?: CardId) => {
    const card = extra ? practiceCard(progress, Math.random, avoid) : nextDrillCard(progress, today, Math.random, avoid);
    if (!card) {
      setQuestion(null);
      setNothingDue(true);
      return;
    }
    const mode: DrillMode = choice === 'mix' ? (Math.random() < 0.5 ? 'name' : 'find') : choice;
    setQuestion({ card, mode, choices: mode === 'find' ? findChoices(card, Math.random) : [], extra });
    setMonth(null);
    setKind(null);
    setPicked(null);
    setVerdict(null);
    setDescribe(false);
    setNothingDue(false);
    setTimeout(() => promptRef.current?.focus(), 0);
  };

  const record = (v: DrillVerdict) => {
    if (!question) return;
    setVerdict(v);
    recordDrillAnswer(question.card, v.correct);
    setAnswered(answered + 1);
    if (v.correct) setRightCount(rightCount + 1);
  };
  // After an answer, "Next card" (rendered with the verdict) takes the focus.
  useEffect(() => {
    if (verdict) nextRef.current?.focus();
  }, [verdict]);

  const stop = () => {
    setQuestion(null);
    setVerdict(null);
    setNothingDue(false);
  };

  const view = masteryView(progress, today);

  return (
    <div class="drills">
      <section class="drill" aria-labelledby="drill-title">
        <h2 id="drill-title">Drill</h2>
        {!question && (
          <>
            <p data-testid="due-count">
              {summary.due === 0
                ? 'Nothing is due today: every card you have practised is waiting for a later day.'
                : `${summary.due} of ${summary.total} cards are due today (new and missed cards come first).`}
            </p>
            <fieldset class="choice-group choice-group--wide" disabled={!ready}>
              <legend>Kind of question</legend>
              {(['mix', 'name', 'find'] as const).map((c) => (
                <label class="choice" key={c}>
                  <input type="radio" name="drill-mode" value={c} checked={choice === c} onChange={() => setChoice(c)} /> {CHOICE_WORD[c]}
                </label>
              ))}
            </fieldset>
            <div class="exercise__actions">
              <button type="button" onClick={() => ask(summary.due === 0)} disabled={!ready}>
                {summary.due === 0 ? 'Practise anyway' : answered > 0 ? 'Carry on' : 'Start the drill'}
              </button>
              {!ready && <span>{NOT_READY_TEXT}</span>}
            </div>
            {answered > 0 && (
              <p>
                This session: {rightCount} right out of {answered}.
              </p>
            )}
          </>
        )}
        {nothingDue && !question && <p role="status">All caught up: no card is due. Come back tomorrow, or practise anyway.</p>}
        {question && (
          <div class="drill__question" data-mode={question.mode} data-card={question.card}>
            {question.mode === 'name' ? (
              <>
                <h3 class="drill__prompt" ref={promptRef} tabIndex={-1}>
                  Which month and kind is this card?
                </h3>
                <div class="drill__card">
                  <QuizCard card={question.card} position={1} size="medium" />
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (!verdict) record(checkNameAnswer(question.card, { month, kind }));
                    }}
                  >
                    <p>
                      <label for="drill-month">Month</label>{' '}
                      <MonthSelect id="drill-month" value={month} disabled={verdict !== null} onChange={setMonth} />
                    </p>
                    <fieldset class="choice-group">
                      <legend>Kind</legend>
                      {KINDS.map((k) => (
                        <label class="choice" key={k}>
                          <input
                            type="radio"
                            name="drill-kind"
                            value={k}
                            checked={kind === k}
                            disabled={verdict !== null}
                            onChange={() => setKind(k)}
                          />{' '}
                          {KIND_WORD[k]}
                        </label>
                      ))}
                    </fieldset>
                    <div class="exercise__actions">
                      <button type="submit" disabled={verdict !== null || month === null || kind === null}>
                        Check
                      </button>
                      <button type="button" class="secondary" aria-expanded={describe} onClick={() => setDescribe(!describe)}>
                        {describe ? 'Hide the hint' : 'Hint: describe the picture'}
                      </button>
                    </div>
                    {describe && <p class="drill__hint">{CARD_NOTES[question.card].depicts}</p>}
                  </form>
                </div>
              </>
            ) : (
              <>
                <h3 class="drill__prompt" ref={promptRef} tabIndex={-1}>
                  Find the card: <strong>{findPrompt(question.card)}</strong>
                </h3>
                <ul class="drill__choices" aria-label="Choices">
                  {question.choices.map((c, i) => {
                    const state = picked === null ? undefined : sameName(c, question.card) ? 'right' : picked === c ? 'wrong' : undefined;
                    return (
                      <li key={c}>
                        <button
                          type="button"
                          class="drill__choice"
                          data-choice={c}
                          data-verdict={state}
                          disabled={verdict !== null}
                          onClick={() => {
                            setPicked(c);
                            record(checkFindAnswer(question.card, c));
                          }}
                        >
                          <MaskedCard card={c} size="small" />
                          <span>
                            Choice {i + 1}
                            {state === 'right' ? ' ✓' : state === 'wrong' ? ' ✗' : ''}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
            <div aria-live="polite">
              <Feedback verdict={verdict} />
            </div>
            <div class="exercise__actions">
              {verdict && (
                <button type="button" ref={nextRef} onClick={() => ask(question.extra, question.card)}>
                  Next card
                </button>
              )}
              <button type="button" class="secondary" onClick={stop}>
                Stop
              </button>
            </div>
            <p>
              This session: {rightCount} right out of {answered}.
            </p>
          </div>
        )}
      </section>

      <section class="progress-section" aria-labelledby="mastery-title">
        <h2 id="mastery-title">Your mastery of the 48 cards</h2>
        <ul class="stats" data-testid="mastery-summary">
          <li>
            <strong>{summary.mastered}</strong> mastered
          </li>
          <li>
            <strong>{summary.learning}</strong> learning
          </li>
          <li>
            <strong>{summary.missed}</strong> missed lately
          </li>
          <li>
            <strong>{summary.fresh}</strong> not seen yet
          </li>
        </ul>
        <p>
          A right answer moves a card up one box and it comes back after a longer wait; a wrong one sends it back to box 0. Cards in
          box {DRILL_BOXES - 1} or {DRILL_BOXES} count as mastered.
        </p>
        <ul class="mastery">
          {view.map((entry) => (
            <li key={entry.card} class="mastery__item" data-card={entry.card} data-state={entry.state}>
              <CardImage card={entry.card} size="thumb" decorative />
              <span>
                <span class="mastery__name">{shortName(entry.card)}</span>
                <span class="mastery__state">
                  {entry.state === 'mastered' ? '★ ' : entry.state === 'missed' ? '✗ ' : ''}
                  {entry.label}
                </span>
                <span class="mastery__meter" aria-hidden="true">
                  {'■'.repeat(entry.box)}
                  {'□'.repeat(DRILL_BOXES - entry.box)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
