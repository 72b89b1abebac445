/**
 * One puzzle: the position, the question, the answer controls, and what happens next.
 *
 * The reader's answer is checked against the engine's answer set, computed by the verifier at
 * build time and passed in as `correct` (canonical keys, `answers.ts`). A wrong answer says
 * so and offers the hint; a second wrong answer also offers the answer. Every check is
 * recorded with `recordPuzzleAttempt`, which turns attempts into stars (3: first try without
 * the hint; 2: with the hint or a later try; 1: after seeing the answer).
 *
 * Keyboard: every control is a native radio button, checkbox, number field or button, so
 * Tab, the arrow keys and Space work as everywhere else. After a check, focus stays put and
 * the result is announced (live region); on solving, focus moves to the solution's heading.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { getCard, type CardId } from '../../engine/cards';
import { plantName, shortName } from '../../words/card-names';
import { callKey, cardsKey, isCorrect, pointsKey } from './answers';
import { KIND_INFO, nextUnsolved, puzzleHref, puzzleOfTheDay } from './catalog';
import type { Puzzle } from './schema';
import type { PlayFact, PuzzleFacts } from './verify';
import { recordPuzzleAttempt } from '../progress/progress-store';
import { useProgress } from '../progress/use-progress';
import { useHydrated, useReaderRules } from '../rules-choice/use-reader-rules';
import { describeOverrides } from '../rules-choice/option-format';
import { diffOptions } from '../../engine/rules/ruleset';
import { puzzleRules } from './position';
import { CardChoice, PositionView } from './PositionView';
import { SolutionView } from './SolutionView';
import { Stars } from './Stars';
import { PUZZLE_NUDGES, PUZZLE_WORDS, listWords, points, pointsMissText, the, yakuWords } from './words';
import { pointsMiss } from './points-miss';
import { fill, type TemplateParams } from '../../words/format';
import { presetName } from '../../words/preset-names';

const puzzleText = (id: keyof typeof PUZZLE_WORDS, params?: TemplateParams) => fill(PUZZLE_WORDS[id], params);
import '../calculator/calculator.css';
import './puzzles.css';

export interface PuzzleViewProps {
  readonly puzzle: Puzzle;
  /** The engine's correct answers (canonical keys). */
  readonly correct: readonly string[];
  readonly facts: PuzzleFacts;
  /** The cards you cannot see, in deck order (the choices of a dangerous-cards puzzle). */
  readonly unseen: readonly CardId[];
  /** Every puzzle in catalogue order: where to go once this one is done. */
  readonly catalogue: readonly PuzzleLink[];
}

interface PuzzleLink {
  readonly id: string;
  readonly title: string;
}

/**
 * Once a puzzle is done: the next one the reader has not solved (in catalogue order) and the
 * puzzle of the day, unless it is this one or already solved.
 */
function Onward({ id, catalogue }: { readonly id: string; readonly catalogue: readonly PuzzleLink[] }) {
  const progress = useProgress();
  const solved = (other: string) => progress.puzzles[other]?.solved === true;
  const next = nextUnsolved(catalogue, id, solved);
  const today = puzzleOfTheDay(catalogue, new Date());
  const offerToday = today !== null && today.id !== id && today.id !== next?.id && !solved(today.id);
  return (
    <ul class="pz-onward" aria-label="What next" data-testid="pz-onward">
      {next ? (
        <li>
          <a href={puzzleHref(next.id)} data-next-unsolved={next.id}>
            Next unsolved puzzle: {next.title} →
          </a>
        </li>
      ) : (
        <li>
          You have solved every puzzle. <a href="/puzzles/">All puzzles</a>
        </li>
      )}
      {offerToday && (
        <li>
          <a href={puzzleHref(today.id)} data-puzzle-of-the-day={today.id}>
            Puzzle of the day: {today.title}
          </a>
        </li>
      )}
    </ul>
  );
}

type Outcome = 'open' | 'solved' | 'revealed';


/** The hand as a choice of card, then (if it matches two field cards) of the card it takes. */
function PlayControls({
  hand,
  plays,
  card,
  take,
  setCard,
  setTake,
  disabled,
}: {
  readonly hand: readonly CardId[];
  readonly plays: readonly PlayFact[];
  readonly card: CardId | null;
  readonly take: CardId | null;
  readonly setCard: (c: CardId) => void;
  readonly setTake: (c: CardId) => void;
  readonly disabled: boolean;
}) {
  // The two-card choice lists captures only: laying the card without taking (handCapture:
  // optional) is a different play, not a third field card to take.
  const options = card ? plays.filter((x) => x.card === card && x.take !== null) : [];
  return (
    <>
      <fieldset class="pz-fieldset" disabled={disabled}>
        <legend class="pz-pile-title">Your hand: choose the card to play</legend>
        <div class="pz-choices">
          {hand.map((c) => (
            <CardChoice key={c} type="radio" name="pz-card" card={c} checked={card === c} onChange={() => setCard(c)} />
          ))}
        </div>
      </fieldset>
      {options.length > 1 && (
        <fieldset class="pz-fieldset pz-fieldset--take" disabled={disabled}>
          <legend class="pz-pile-title">{shortName(card!)} matches two cards on the field. Which one does it take?</legend>
          <div class="pz-choices">
            {options.map((x) => (
              <CardChoice
                key={x.key}
                type="radio"
                name="pz-take"
                card={x.take!}
                checked={take === x.take}
                onChange={() => setTake(x.take!)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

/** The puzzle's own rule set, said plainly, and whether it differs from the reader's. */
function RulesBox({ puzzle }: { readonly puzzle: Puzzle }) {
  const reader = useReaderRules();
  const hydrated = useHydrated();
  const own = puzzleRules(puzzle);
  const changes = describeOverrides(own.overrides);
  const differs = hydrated && diffOptions(reader.options, own.options).length > 0;
  return (
    <aside class="pz-rules callout" aria-label="Rules of this puzzle">
      <p>
        This puzzle uses <strong>{presetName(own.preset)}</strong> rules
        {changes.length > 0 ? <> with these changes: {changes.join('; ')}.</> : '.'}{' '}
        {puzzle.rulesNote}
      </p>
      {differs && (
        <p class="pz-rules__differs">
          The rules you have set for the site ({presetName(reader.preset)}
          {Object.keys(reader.overrides).length > 0 ? ' with changes' : ''}) do not apply here: a puzzle carries its own rule
          set, so its answer is the same for everyone. <a href="/settings/">Your rules</a> still apply everywhere else.
        </p>
      )}
    </aside>
  );
}

function currentPlay(plays: readonly PlayFact[], card: CardId | null, take: CardId | null): PlayFact | null {
  if (!card) return null;
  const options = plays.filter((x) => x.card === card);
  if (options.length === 1) return options[0]!;
  return options.find((x) => x.take === take) ?? null;
}

export default function PuzzleView({ puzzle, correct, facts, unseen, catalogue }: PuzzleViewProps) {
  const kind = puzzle.goal.kind;
  const hydrated = useHydrated();
  const progress = useProgress();
  const record = progress.puzzles[puzzle.id];

  const [card, setCard] = useState<CardId | null>(null);
  const [take, setTake] = useState<CardId | null>(null);
  const [call, setCall] = useState<'koikoi' | 'shobu' | null>(null);
  const [pointsText, setPointsText] = useState('');
  const [selected, setSelected] = useState<readonly CardId[]>([]);

  const [failures, setFailures] = useState(0);
  // Hints in two levels: a nudge (where to look), then the puzzle's own hint.
  const [hintLevel, setHintLevel] = useState<0 | 1 | 2>(0);
  const hintShown = hintLevel > 0;
  const [outcome, setOutcome] = useState<Outcome>('open');
  const [message, setMessage] = useState<{ text: string; tone: 'bad' | 'info' | 'ok' } | null>(null);
  const solutionRef = useRef<HTMLHeadingElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome !== 'open') solutionRef.current?.focus();
  }, [outcome]);

  const plays = facts.kind === 'complete-yaku' || facts.kind === 'block' || facts.kind === 'keep' ? facts.plays : [];
  const done = outcome !== 'open';

  /** The reader's answer as a key, or a sentence saying what is still missing. */
  function answer(): { key: string } | { missing: string } {
    switch (kind) {
      case 'complete-yaku':
      case 'block':
      case 'keep': {
        if (!card) return { missing: 'Choose a card from your hand first.' };
        const play = currentPlay(plays, card, take);
        return play ? { key: play.key } : { missing: `Choose which card ${the(card)} takes.` };
      }
      case 'koikoi-or-stop':
        return call ? { key: callKey(call) } : { missing: 'Choose koi-koi or stop first.' };
      case 'points': {
        const text = pointsText.trim();
        if (!/^\d{1,4}$/.test(text)) return { missing: 'Enter the points as a whole number, for example 12.' };
        return { key: pointsKey(Number(text)) };
      }
      case 'dangerous-cards':
        return selected.length === 0 ? { missing: 'Select at least one card.' } : { key: cardsKey(selected) };
    }
  }

  function check(event: Event) {
    event.preventDefault();
    if (done) return;
    const a = answer();
    if ('missing' in a) {
      setMessage({ text: a.missing, tone: 'info' });
      return;
    }
    const solved = isCorrect(correct, a.key);
    recordPuzzleAttempt(puzzle.id, { solved, usedHint: hintShown, sawAnswer: false });
    if (solved) {
      setMessage(null);
      setOutcome('solved');
      return;
    }
    const n = failures + 1;
    setFailures(n);
    const play = plays.length > 0 ? currentPlay(plays, card, take) : null;
    const why = play ? consequence(play) : facts.kind === 'points' ? pointsMissText(pointsMiss(facts.explanation, Number(pointsText.trim())), Number(pointsText.trim())) : puzzleText('wrong.plain');
    setMessage({ text: `${why} ${puzzleText(n === 1 ? 'wrong.first' : 'wrong.again')}`, tone: 'bad' });
  }

  /** What a wrong play would have let happen, from the engine's facts about every play. */
  function consequence(play: PlayFact): string {
    const threat = play.threats[0];
    if (threat) {
      return puzzleText('wrong.threat', {
        plant: plantName(getCard(threat.by).month),
        cards: listWords(threat.takes.map(the)),
        yaku: yakuWords(threat.newYaku),
        points: points(threat.totalAfter),
      });
    }
    if (play.newYaku.length === 0) return puzzleText('wrong.no-yaku', { points: points(plays.length > 0 && 'totalBefore' in facts ? facts.totalBefore : 0) });
    return puzzleText('wrong.less', { yaku: yakuWords(play.newYaku), points: points(play.totalAfter) });
  }

  function showHint() {
    setHintLevel((level) => (level === 0 ? 1 : 2));
    // Move to the hint so it is read at once, then the reader tabs back to the controls.
    setTimeout(() => hintRef.current?.focus(), 0);
  }

  function reveal() {
    recordPuzzleAttempt(puzzle.id, { solved: true, usedHint: hintShown, sawAnswer: true });
    setMessage(null);
    setOutcome('revealed');
  }

  function reset() {
    setCard(null);
    setTake(null);
    setCall(null);
    setPointsText('');
    setSelected([]);
    setFailures(0);
    setHintLevel(0);
    setMessage(null);
    setOutcome('open');
  }

  const toggle = (c: CardId) => setSelected((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c]));

  const handControls =
    kind === 'complete-yaku' || kind === 'block' || kind === 'keep' ? (
      <PlayControls
        hand={puzzle.position.hand}
        plays={plays}
        card={card}
        take={take}
        setCard={(c) => {
          setCard(c);
          setTake(null);
        }}
        setTake={setTake}
        disabled={done}
      />
    ) : undefined;

  return (
    // The position is card names over and over: kept out of the search index (the page title,
    // kind and themes are indexed).
    <div class="pz" data-kind={kind} data-outcome={outcome} data-pagefind-ignore>
      <RulesBox puzzle={puzzle} />
      <form class="pz-question" onSubmit={check} aria-labelledby="pz-question-title">
        <h2 id="pz-question-title" class="visually-hidden">
          The question
        </h2>
        <p class="pz-prompt">
          {KIND_INFO[kind].prompt}
          {facts.kind === 'koikoi-or-stop' && (
            <span class="pz-prompt__more">
              {' '}
              Stopping now scores you {points(facts.now.total)}.
            </span>
          )}
        </p>
        <PositionView position={puzzle.position} hand={handControls} />

        {kind === 'koikoi-or-stop' && (
          <fieldset class="pz-fieldset" disabled={done}>
            <legend class="visually-hidden">Your call</legend>
            <div class="pz-calls">
              {(
                [
                  ['koikoi', 'Koi-koi', 'play on for more'],
                  ['shobu', 'Stop (shōbu)', 'score now'],
                ] as const
              ).map(([value, label, note]) => (
                <label key={value} class={`pz-choice pz-choice--call${call === value ? ' is-checked' : ''}`}>
                  <input type="radio" name="pz-call" value={value} checked={call === value} onChange={() => setCall(value)} class="pz-choice__input" />
                  <span class="pz-choice__face">
                    <strong>{label}</strong> <span class="pz-muted">{note}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {kind === 'points' && (
          <p class="pz-points">
            <label for="pz-points-input">Your points</label>{' '}
            <input
              id="pz-points-input"
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              step={1}
              value={pointsText}
              disabled={done}
              onInput={(e) => setPointsText((e.currentTarget as HTMLInputElement).value)}
            />
          </p>
        )}

        {kind === 'dangerous-cards' && (
          <fieldset class="pz-fieldset" disabled={done}>
            <legend class="pz-pile-title">
              The {unseen.length} cards you cannot see (the opponent&rsquo;s hand and the pile)
            </legend>
            <div class="pz-choices pz-choices--small">
              {unseen.map((c) => (
                <CardChoice key={c} type="checkbox" name="pz-danger" card={c} checked={selected.includes(c)} onChange={() => toggle(c)} size="thumb" />
              ))}
            </div>
            <p class="pz-muted" aria-live="polite">
              {selected.length} selected
            </p>
          </fieldset>
        )}

        {!done && (
          <div class="pz-actions">
            <button type="submit" disabled={!hydrated}>
              Check answer
            </button>
            {failures > 0 && hintLevel < 2 && (
              <button type="button" class="secondary" onClick={showHint}>
                {puzzleText(hintLevel === 0 ? 'hint.first' : 'hint.more')}
              </button>
            )}
            {failures > 1 && (
              <button type="button" class="secondary" onClick={reveal}>
                Show the answer
              </button>
            )}
          </div>
        )}

        <div class="pz-feedback" role="status" aria-live="polite" aria-atomic="true">
          {message && <p class={`notice ${message.tone === 'bad' ? 'notice--warn' : ''}`}>{message.tone === 'bad' ? '✗ ' : ''}{message.text}</p>}
        </div>
        {hintShown && (
          <p class="pz-hint callout" tabIndex={-1} ref={hintRef} data-hint-level={hintLevel}>
            <strong>{puzzleText('hint.label')}</strong> {hintLevel === 1 ? PUZZLE_NUDGES[kind] : puzzle.hint}
          </p>
        )}
      </form>

      {done && (
        <section class="pz-result" aria-labelledby="pz-result-title">
          <h2 id="pz-result-title" tabIndex={-1} ref={solutionRef}>
            {outcome === 'solved' ? '✓ Solved!' : 'The answer'}
          </h2>
          <p class={`notice ${outcome === 'solved' ? 'notice--ok' : ''}`}>
            {outcome === 'solved'
              ? failures === 0 && !hintShown
                ? 'Right first time.'
                : 'Right.'
              : 'Here is the answer. Solve this puzzle again later for more stars.'}{' '}
            <span>
              Your best: <Stars stars={record?.stars ?? 0} solved={record?.solved ?? false} />
            </span>
          </p>
          <Onward id={puzzle.id} catalogue={catalogue} />
          <SolutionView puzzle={puzzle} facts={facts} correct={correct} />
          <p>
            <button type="button" class="secondary" onClick={reset}>
              Try this puzzle again
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
