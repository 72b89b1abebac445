/**
 * Try a kept mistake again, as a puzzle: the position as it was in the game (read-only piles,
 * the rules named), the reader picks an action among the engine's legal ones, and the coach
 * judges it with the evaluation that graded the mistake (same seed, playouts and game
 * context, in the worker). Correct within `correctMargin`; the try moves the mistake along
 * its Leitner boxes. Then the next due mistake.
 *
 * The address: `?id=<16 hex digits>` opens one kept mistake; no id goes through the due ones.
 * Keyboard: every control is a native radio button or button.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { DecisionValues, Progress as CoachProgress } from '../../engine/coach';
import type { RoundAction } from '../../engine/round/types';
import { CardImage } from '../../shared/CardImage';
import { useHydrated } from '../../shared/use-hydrated';
import { cardLabel, shortName } from '../../words/card-names';
import { choiceValueText, coachReasonText, defaultOpponentNames, gradeLabel, lostText, type OpponentNames } from '../../words/coach';
import { SEAT_WORDS } from '../../words/format';
import { othersOf, seatCount } from '../../engine/round/seats';
import { countOf, POINTS } from '../../words/plural';
import { CardChoice, PositionView, type ThreeSeats } from '../puzzles/PositionView';
import type { PuzzlePosition } from '../puzzles/schema';
import { dayNumber, dueMistakes } from '../progress/progress-model';
import { useProgress } from '../progress/use-progress';
import { evaluate } from '../coach/coach-client';
import type { KeptMistake } from './mistakes-model';
import { MISTAKES_PATH, mistakeHref, recordMistakeTry } from './mistakes-store';
import { answerChoices, judge, nextDue, parseTrainerRequest, sameAnswer, type Judgement, type TrainerRequest } from './trainer-model';
import { GRADE_NAMES, actionText, daysText, mistakeProblemText, mistakeText, monthText, rulesText, whenText } from './words';
import '../puzzles/puzzles.css';
import { SetAsideNotice } from './SetAsideNotice';
import './mistakes.css';

const QUEUE_HREF = '/progress/#p-mistakes';

/** Values already computed on this page, by mistake id (the same seed gives the same values). */
const valuesCache = new Map<string, DecisionValues>();

function positionOf(m: KeptMistake): PuzzlePosition {
  const v = m.view;
  const you = v.player;
  // At a table of three the other players are shown by `threeSeatsOf`; this keeps the first of them.
  const opponent = othersOf(you, seatCount(v.rules.options))[0]!;
  return {
    month: v.month,
    dealer: v.dealer === you ? 'you' : 'opponent',
    phase: v.phase === 'decision' ? 'decision' : 'play',
    hand: [...v.hand],
    field: [...v.field],
    captured: { you: [...v.captured[you]], opponent: [...v.captured[opponent]] },
    opponentHand: v.handCounts[opponent],
    pile: v.pileCount,
    calls: v.calls.map((p) => (p === you ? 'you' : 'opponent')),
  };
}

/** The reader's name and the other players' names of a kept mistake ("you", "Player 3"), as the coach's reasons name them. */
function namesOf(m: KeptMistake): OpponentNames {
  const others = defaultOpponentNames(seatCount(m.view.rules.options));
  return (seat) => (seat === m.view.player ? SEAT_WORDS.you : others(seat));
}

/** A three-player position's other players, in turn order from the reader, and who dealt and called; undefined at a table of two. */
function threeSeatsOf(m: KeptMistake): ThreeSeats | undefined {
  const v = m.view;
  const n = seatCount(v.rules.options);
  if (n === 2) return undefined;
  const name = namesOf(m);
  return {
    others: othersOf(v.player, n).map((seat) => ({ name: name(seat), hand: v.handCounts[seat], captured: v.captured[seat] })),
    dealer: name(v.dealer),
    calls: v.calls.map(name),
  };
}


function TextChoice({ name, value, label, note, checked, onChange }: { name: string; value: string; label: string; note?: string; checked: boolean; onChange: () => void }) {
  return (
    <label class={`pz-choice pz-choice--call${checked ? ' is-checked' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} class="pz-choice__input" />
      <span class="pz-choice__face">
        <strong>{label}</strong>
        {note && <span class="pz-muted"> {note}</span>}
        <span class="pz-choice__mark" aria-hidden="true">
          {checked ? ' ✓' : ''}
        </span>
      </span>
    </label>
  );
}

function actionKey(a: RoundAction): string {
  switch (a.type) {
    case 'play':
      return a.lay ? 'lay' : (a.take ?? 'play');
    case 'drawTake':
      return a.take;
    case 'call':
      return a.call;
    case 'luckyHand':
      return a.choice;
  }
}

type Stage =
  | { readonly kind: 'answering' }
  | { readonly kind: 'judging' }
  | { readonly kind: 'judged'; readonly judgement: Judgement; readonly values: DecisionValues }
  | { readonly kind: 'failed'; readonly detail: string };

/** One kept mistake, tried once (the next showing is a new component). */
function MistakeCard({ mistake: m, position, onNext, focusFirst }: { mistake: KeptMistake; position: string | null; onNext: () => void; focusFirst: boolean }) {
  const choices = useMemo(() => answerChoices(m), [m]);
  const [card, setCard] = useState<CardId | null>(null);
  const [answer, setAnswer] = useState<RoundAction | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'answering' });
  const [values, setValues] = useState<DecisionValues | null>(valuesCache.get(m.id) ?? null);
  const [progress, setProgress] = useState<CoachProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const recorded = useRef(false);
  const hydrated = useHydrated();

  // The coach starts at once, so the answer is usually judged without a wait.
  useEffect(() => {
    if (values) return;
    const task = evaluate(m.view, { seed: m.seed, context: m.context ?? undefined }, setProgress);
    task.result.then(
      (v) => {
        if (!v) return;
        valuesCache.set(m.id, v);
        setValues(v);
      },
      (e: unknown) => setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => task.cancel();
  }, [m.id]);

  // Judge once both the answer and the values are there.
  useEffect(() => {
    if (stage.kind !== 'judging') return;
    if (failure) {
      setStage({ kind: 'failed', detail: failure });
      return;
    }
    if (!values || !answer) return;
    const judgement = judge(values, m, answer);
    if (!judgement) {
      setStage({ kind: 'failed', detail: 'the answer is not among the moves it valued' });
      return;
    }
    if (!recorded.current) {
      recorded.current = true;
      recordMistakeTry(m.id, judgement.correct);
    }
    setStage({ kind: 'judged', judgement, values });
  }, [stage, values, failure, answer]);

  useEffect(() => {
    if (stage.kind === 'judged' || stage.kind === 'failed') resultRef.current?.focus();
  }, [stage.kind]);

  // Shown after "Next due mistake" (whose button has gone): focus goes to the new question.
  useEffect(() => {
    if (focusFirst) promptRef.current?.focus();
  }, []);

  const done = stage.kind !== 'answering';
  const submit = (e: Event) => {
    e.preventDefault();
    if (done) return;
    if (!answer) {
      setPrompt(
        choices.kind === 'play'
          ? card === null
            ? mistakeText('check.need-card')
            : mistakeText('check.need-take', { card: shortName(card) })
          : choices.kind === 'koikoi'
            ? mistakeText('check.need-call')
            : mistakeText('check.need-card'),
      );
      return;
    }
    setPrompt(null);
    setStage({ kind: 'judging' });
  };

  const v = m.view;
  const stopPoints = v.decision?.stopPoints ?? 0;
  const promptText =
    choices.kind === 'play'
      ? mistakeText('prompt.play')
      : choices.kind === 'draw-take'
        ? mistakeText('prompt.draw-take', { drawn: v.drawn ? `the ${shortName(v.drawn)}` : '' })
        : choices.kind === 'koikoi'
          ? mistakeText('prompt.koikoi', { stop: countOf(stopPoints, POINTS) })
          : mistakeText('prompt.lucky-hand');

  const cardActions = choices.kind === 'play' ? (choices.cards.find((g) => g.card === card)?.actions ?? []) : [];
  const handControls =
    choices.kind === 'play' ? (
      <>
        <fieldset class="pz-fieldset" disabled={done}>
          <legend class="pz-pile-title">{mistakeText('hand.legend')}</legend>
          <div class="pz-choices">
            {v.hand.map((c) => {
              const group = choices.cards.find((g) => g.card === c);
              return group ? (
                <CardChoice
                  key={c}
                  name="mt-card"
                  card={c}
                  checked={card === c}
                  onChange={() => {
                    setCard(c);
                    setAnswer(group.actions.length === 1 ? group.actions[0]! : null);
                    setPrompt(null);
                  }}
                />
              ) : null;
            })}
          </div>
        </fieldset>
        {card && cardActions.length > 1 && (
          <fieldset class="pz-fieldset pz-fieldset--take" disabled={done}>
            <legend class="pz-pile-title">
              {cardActions.some((a) => a.type === 'play' && a.lay)
                ? mistakeText('take.legend.lay', { card: shortName(card) })
                : mistakeText('take.legend', { card: shortName(card) })}
            </legend>
            <div class="pz-choices">
              {cardActions.map((a) =>
                a.type === 'play' && a.take && !a.lay ? (
                  <CardChoice key={actionKey(a)} name="mt-take" card={a.take} checked={answer !== null && sameAnswer(answer, a)} onChange={() => setAnswer(a)} />
                ) : (
                  <TextChoice key={actionKey(a)} name="mt-take" value={actionKey(a)} label={a.type === 'play' && a.lay ? mistakeText('take.lay') : actionText(a)} checked={answer !== null && sameAnswer(answer, a)} onChange={() => setAnswer(a)} />
                ),
              )}
            </div>
          </fieldset>
        )}
      </>
    ) : undefined;

  const judged = stage.kind === 'judged' ? stage : null;
  // The values are listed in the decision's scale; the loss in the scale it was graded in.
  const scale = judged?.values.scale ?? m.scale;
  const valueLine = (id: 'values.best' | 'values.yours' | 'values.game', a: { action: RoundAction; points: number; win: number | null }) =>
    mistakeText(id, { value: choiceValueText(actionText(a.action), a, scale) });
  // Read from the saved schedule (the try is recorded by now), not worked out again here.
  const waitDays = Math.max(0, m.dueDay - dayNumber(new Date()));

  return (
    <div class="pz mt" data-mistake={m.id} data-stage={stage.kind} data-pagefind-ignore>
      {position && <p class="mt-session">{position}</p>}
      <p class="mt-from">
        {mistakeText('from', { round: m.from.round, month: monthText(m.from.month), when: whenText(m.keptAt, new Date()), grade: GRADE_NAMES[m.grade] })}{' '}
        {mistakeText('rules', { rules: rulesText(v.rules) })}
      </p>
      <form class="pz-question" onSubmit={submit} aria-labelledby="mt-question-title">
        <h2 id="mt-question-title" class="visually-hidden">
          The question
        </h2>
        <p class="pz-prompt" tabIndex={-1} ref={promptRef}>
          {promptText}
        </p>
        <PositionView position={positionOf(m)} three={threeSeatsOf(m)} hand={handControls} />
        {v.drawn && choices.kind !== 'draw-take' && <p class="pz-muted">{mistakeText('drawn', { card: shortName(v.drawn) })}</p>}

        {choices.kind === 'draw-take' && (
          <fieldset class="pz-fieldset" disabled={done}>
            <legend class="pz-pile-title">{mistakeText('draw.legend', { drawn: v.drawn ? `the ${shortName(v.drawn)}` : '' })}</legend>
            {v.drawn && (
              <p class="mt-drawn">
                <CardImage card={v.drawn} size="small" loading="eager" decorative />
                <span>{mistakeText('draw.turned', { card: cardLabel(v.drawn) })}</span>
              </p>
            )}
            <div class="pz-choices">
              {choices.actions.map((a) =>
                a.type === 'drawTake' ? <CardChoice key={a.take} name="mt-draw" card={a.take} checked={answer !== null && sameAnswer(answer, a)} onChange={() => setAnswer(a)} /> : null,
              )}
            </div>
          </fieldset>
        )}

        {(choices.kind === 'koikoi' || choices.kind === 'lucky-hand') && (
          <fieldset class="pz-fieldset" disabled={done}>
            <legend class="visually-hidden">{mistakeText('call.legend')}</legend>
            <div class="pz-calls">
              {choices.actions.map((a) => {
                const [label, note] =
                  a.type === 'call'
                    ? a.call === 'koikoi'
                      ? [mistakeText('call.koikoi'), mistakeText('call.koikoi.note')]
                      : [mistakeText('call.shobu'), mistakeText('call.shobu.note')]
                    : a.type === 'luckyHand' && a.choice === 'redeal'
                      ? [mistakeText('lucky.redeal'), mistakeText('lucky.redeal.note')]
                      : [mistakeText('lucky.play'), mistakeText('lucky.play.note')];
                return <TextChoice key={actionKey(a)} name="mt-call" value={actionKey(a)} label={label} note={note} checked={answer !== null && sameAnswer(answer, a)} onChange={() => setAnswer(a)} />;
              })}
            </div>
          </fieldset>
        )}

        {!done && (
          <div class="pz-actions">
            <button type="submit" disabled={!hydrated}>
              {mistakeText('check')}
            </button>
          </div>
        )}
        <div class="pz-feedback" role="status" aria-live="polite">
          {prompt && <p class="notice notice--warn">{prompt}</p>}
          {stage.kind === 'judging' && <p>{mistakeText('judging')}</p>}
        </div>
        {stage.kind === 'judging' && (
          <p class="mt-progress">
            <progress max={progress?.total ?? 1} value={progress?.done ?? 0} aria-label={mistakeText('judging.progress')} />{' '}
            <span aria-hidden="true">{progress && progress.total > 0 ? `${Math.round((100 * progress.done) / progress.total)} %` : ''}</span>
          </p>
        )}
      </form>

      {stage.kind === 'failed' && (
        <section class="pz-result" aria-labelledby="mt-result-title">
          <h2 id="mt-result-title" tabIndex={-1} ref={resultRef}>
            {mistakeText('values.title')}
          </h2>
          <p class="notice notice--warn" role="alert">
            ⚠ {mistakeText('judging.failed', { detail: stage.detail })}
          </p>
          <p>
            <button type="button" onClick={onNext}>
              {mistakeText('next')}
            </button>
          </p>
        </section>
      )}

      {judged && (
        <section class="pz-result" aria-labelledby="mt-result-title" data-correct={String(judged.judgement.correct)}>
          <h2 id="mt-result-title" tabIndex={-1} ref={resultRef}>
            {judged.judgement.correct
              ? mistakeText('judged.right', { grade: gradeLabel(judged.judgement.grade) })
              : mistakeText('judged.wrong', { grade: gradeLabel(judged.judgement.grade) })}
          </h2>
          <p class={`notice ${judged.judgement.correct ? 'notice--ok' : 'notice--warn'}`}>
            {judged.judgement.loss > 0 && `${mistakeText('judged.lost', { lost: lostText(judged.judgement.loss, judged.judgement.scale) })} `}
            {judged.judgement.correct ? mistakeText('judged.scheduled.right', { days: daysText(waitDays) }) : mistakeText('judged.scheduled.wrong')}
          </p>
          <h3>{mistakeText('values.title')}</h3>
          <ul class="mt-values">
            <li data-value="best">{valueLine('values.best', judged.judgement.best)}</li>
            {judged.judgement.answer !== judged.judgement.best && <li data-value="yours">{valueLine('values.yours', judged.judgement.answer)}</li>}
            {judged.judgement.inGame && judged.judgement.inGame !== judged.judgement.answer && (
              <li data-value="game">{valueLine('values.game', judged.judgement.inGame)}</li>
            )}
          </ul>
          {judged.judgement.reason && <p class="mt-reason">{coachReasonText(judged.judgement.reason, 'you', namesOf(m))}</p>}
          <p class="pz-muted">{mistakeText('values.playouts', { playouts: judged.values.playouts })}</p>
          <p>
            <button type="button" onClick={onNext}>
              {mistakeText('next')}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}

export default function MistakeTrainer() {
  const hydrated = useHydrated();
  const progress = useProgress();
  const [request, setRequest] = useState<TrainerRequest | null>(null);
  /** The mistake on show, and how many have been shown (a new showing is a new try). */
  const [current, setCurrent] = useState<{ id: string; showing: number } | null>(null);
  const [finished, setFinished] = useState(false);
  const today = dayNumber(new Date());

  useEffect(() => setRequest(parseTrainerRequest(location.search)), []);

  const due = hydrated ? dueMistakes(progress, today) : [];
  // The due session starts with the first due mistake.
  useEffect(() => {
    if (!hydrated || !request || current || finished) return;
    if (request.kind === 'one') setCurrent({ id: request.id, showing: 0 });
    else if (request.kind === 'due' && due[0]) setCurrent({ id: due[0].id, showing: 0 });
  }, [hydrated, request, current, finished, due[0]?.id]);

  const setAside = progress.setAsideMistakes;
  const setAsideNotice = hydrated ? <SetAsideNotice setAside={setAside} /> : null;

  const backLink = (
    <p>
      <a href={QUEUE_HREF}>{mistakeText('back.queue')}</a>
    </p>
  );

  const goNext = () => {
    const after = nextDue(dueMistakes(progress, today), current?.id ?? null);
    if (after) {
      setCurrent({ id: after.id, showing: (current?.showing ?? 0) + 1 });
      history.replaceState(null, '', mistakeHref(after.id));
    } else {
      setCurrent(null);
      setFinished(true);
      setRequest({ kind: 'due' });
      history.replaceState(null, '', MISTAKES_PATH);
    }
  };

  let body;
  if (!hydrated || !request) {
    body = <p class="pz-muted">{mistakeText('loading')}</p>;
  } else if (request.kind === 'malformed') {
    body = (
      <div role="alert" class="notice notice--warn mt-problem">
        <p>⚠ {mistakeText('id.malformed', { id: request.text.slice(0, 40) })}</p>
        {backLink}
      </div>
    );
  } else if (current) {
    const mistake = progress.mistakes.find((m) => m.id === current.id);
    const asideOf = setAside.find((s) => typeof s.entry === 'object' && s.entry !== null && (s.entry as { id?: unknown }).id === current.id);
    if (mistake) {
      const index = due.findIndex((m) => m.id === mistake.id);
      const position = index >= 0 && due.length > 1 ? mistakeText('session', { n: index + 1, total: due.length }) : null;
      body = <MistakeCard key={`${current.id}:${current.showing}`} mistake={mistake} position={position} onNext={goNext} focusFirst={current.showing > 0} />;
    } else {
      body = (
        <div role="alert" class="notice notice--warn mt-problem">
          <p>
            ⚠{' '}
            {asideOf
              ? mistakeText('id.set-aside', { id: current.id, problem: mistakeProblemText(asideOf.problem) })
              : mistakeText('id.unknown', { id: current.id })}
          </p>
          {backLink}
        </div>
      );
    }
  } else {
    body =
      progress.mistakes.length === 0 ? (
        <p class="mt-empty">
          {mistakeText('empty.text')} <a href="/play/">Play a game</a>
        </p>
      ) : (
        <div class="mt-done">
          <h2>{mistakeText('done.title')}</h2>
          <p>{mistakeText('done.text')}</p>
          {backLink}
        </div>
      );
  }

  return (
    <div class="mistake-trainer">
      {setAsideNotice}
      {body}
      {hydrated && current && progress.mistakes.some((m) => m.id === current.id) && <p class="mt-queue-link">{mistakeText('queue.link')} <a href={QUEUE_HREF}>{mistakeText('back.queue')}</a></p>}
    </div>
  );
}
