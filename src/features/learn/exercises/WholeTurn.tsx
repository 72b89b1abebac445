/**
 * Lesson 4 exercise: play one whole turn of a real round (the round engine) on a fixed deal:
 * play a card from the hand, then the top card of the pile is turned and played. The goal
 * (two brights in one turn) is judged from the engine's state after the turn.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { applyAction, playerView, viewLegalActions, type RoundState } from '../../../engine/round';
import { choiceAction, openChoice, pressHandCard } from '../../../shared/field-choice';
import { shortName, theCard } from '../../../words/card-names';
import { roundErrorText } from '../../../words/errors';
import { TURN_GOAL_BRIGHTS, checkTurn, describeTurn, startTurnExercise, turnOver } from './checks/whole-turn';
import { CardBack } from '../../../shared/CardImage';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, CardToggle, ExerciseShell, Feedback, NamedCard } from './ExerciseShell';

export default function WholeTurn({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const initial = useMemo(() => startTurnExercise(rules), [rules]);
  const [state, setState] = useState<RoundState | null>(null);
  const [pending, setPending] = useState<CardId | null>(null);
  const [solved, setSolved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const s = state ?? initial;
  const over = turnOver(s);
  const verdict = over ? checkTurn(s) : null;

  const apply = (action: Parameters<typeof applyAction>[1]) => {
    const result = applyAction(s, action);
    if (!result.ok) {
      setError(roundErrorText(result.error, theCard));
      return;
    }
    setError(null);
    setPending(null);
    setState(result.value);
    if (turnOver(result.value) && checkTurn(result.value).correct) setSolved(true);
    setTimeout(() => statusRef.current?.focus(), 0);
  };

  // The reader sees the round as player 0 does: their view, never the opponent's hand.
  const view = playerView(s, 0);
  const actions = viewLegalActions(view);
  const play = (card: CardId) => {
    const press = pressHandCard(actions, card);
    if (press.kind === 'choose') setPending(card);
    else apply(press.kind === 'play' ? press.action : { type: 'play', card });
  };

  const choice = openChoice(actions, view.drawn, pending);
  const choices = choice ? choice.takes : [];
  const lines = describeTurn(s);

  return (
    <ExerciseShell lesson={lesson} title="play one whole turn" solved={solved}>
      <p>
        You are the dealer, so you move first. <strong>Goal:</strong> capture {TURN_GOAL_BRIGHTS} brights in this one turn.
        First play a card from your hand; then the top card of the pile is turned for you.
      </p>
      <CardRow cards={view.field} label="The field" />
      <div class="turn-pile">
        <CardBack size="thumb" alt="" />
        <span>Draw pile: {view.pileCount} cards, face down</span>
      </div>
      <div class="turn-status" ref={statusRef} tabIndex={-1} aria-live="polite">
        {lines.length > 0 && (
          <ul class="turn-log">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
        {view.phase === 'play' && view.toMove === 0 && !pending && <p class="exercise__prompt">Part 1: choose a card to play from your hand.</p>}
        {pending && <p class="exercise__prompt">{shortName(pending)} matches two field cards: choose the one it takes.</p>}
        {view.phase === 'draw-take' && view.drawn && (
          <div class="turn-drawn">
            <NamedCard card={view.drawn} />
            <p class="exercise__prompt">
              Part 2: you turned over {shortName(view.drawn)}. It matches two field cards: choose the one it takes.
            </p>
          </div>
        )}
        {over && <Feedback verdict={verdict} />}
      </div>
      {choices.length > 0 && (
        <div class="exercise__actions">
          {choices.map((take) => (
            <button type="button" key={take} onClick={() => apply(choiceAction(choice!, take))}>
              Take {shortName(take)}
            </button>
          ))}
          {pending && (
            <button type="button" class="secondary" onClick={() => setPending(null)}>
              Choose another card
            </button>
          )}
        </div>
      )}
      <div>
        <p class="card-row__label" id="turn-hand-label">
          Your hand
        </p>
        <ul class="card-row" aria-labelledby="turn-hand-label">
          {view.hand.map((c) => (
            <li key={c}>
              <CardToggle card={c} pressed={pending === c} onToggle={() => play(c)} disabled={view.phase !== 'play' || view.toMove !== 0 || over} />
            </li>
          ))}
        </ul>
      </div>
      <CardRow cards={view.captured[0]} label="Your captured cards" />
      {error && <p role="alert">{error}</p>}
      {(over || state) && (
        <div class="exercise__actions">
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setState(null);
              setPending(null);
              setError(null);
            }}
          >
            Deal the same cards again
          </button>
        </div>
      )}
    </ExerciseShell>
  );
}
