/**
 * The game table: the computer's side (face-down hand, captures), the field and the pile,
 * the person's captures and hand, and the panels that ask for a choice. Every card it shows
 * comes from the store's table model, built from the person's view of the round (never the
 * full state), so it cannot show a hidden card; every button calls a store action.
 */
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { cardLabel, getCard, type CardId } from '../../engine/cards';
import { PRESETS } from '../../engine/rules/presets';
import { CardBack, CardImage } from '../../shared/CardImage';
import { shortName } from '../../words/card-names';
import type { TableModel, TablePrompt } from './table-model';
import { COMPUTER, YOU, cardsText, describeEntry, monthText, who } from './words';
import {
  $canUndo,
  $error,
  $hint,
  $hintBusy,
  $narration,
  $pending,
  $review,
  $table,
  call,
  cancelChoice,
  choose,
  clearHint,
  dealIsShareable,
  dealLinkPath,
  requestHint,
  newGame,
  nextRound,
  openSetup,
  play,
  startPlay,
  startReview,
  undo,
  type PlaySession,
} from './game-store';
import { CapturedPile, OpponentHand } from './Piles';
import { ChoicePanel, DealerDraw, DecisionPanel, RoundEnd } from './Panels';
import type { ReviewProps } from './Review';

function matchText(options: readonly (readonly CardId[])[]): { badge: string; label: string } {
  if (options.length === 0) return { badge: 'no match', label: 'Matches nothing on the field' };
  if (options.length === 1) return { badge: `takes ${options[0]!.length}`, label: `Takes ${cardsText(options[0]!)}` };
  return { badge: `${options.length} choices`, label: `Matches ${cardsText(options.map((o) => o[0]!))}: you choose which to take` };
}

function promptText(prompt: TablePrompt, pending: CardId | null): string {
  switch (prompt) {
    case 'start':
      return 'Press “Start round” when you are ready.';
    case 'round-over':
      return 'The round is over.';
    case 'opponent-thinking':
      return 'The computer is thinking…';
    case 'opponent-turn':
      return 'The computer’s turn.';
    case 'choose-for-played':
      return `Choose which card ${shortName(pending!)} takes.`;
    case 'choose-for-turned':
      return 'Choose which card the turned card takes.';
    case 'decide':
      return 'Koi-koi or shōbu?';
    case 'play-two':
      return 'Your turn: play two cards.';
    case 'play-one':
      return 'Your turn: play a card.';
  }
}

export function Table({ session }: { readonly session: PlaySession }) {
  const table = useStore($table);
  return table ? <TableView session={session} table={table} /> : null;
}

function TableView({ session, table: t }: { readonly session: PlaySession; readonly table: TableModel }) {
  const game = session.game;
  const hintState = useStore($hint);
  const hintBusy = useStore($hintBusy);
  const narration = useStore($narration);
  const error = useStore($error);
  const review = useStore($review);
  const canUndo = useStore($canUndo);
  const pending = t.pending;
  const [active, setActive] = useState<CardId | null>(null);
  // The review is loaded when first asked for (most games never use it).
  const [ReviewView, setReviewView] = useState<ComponentType<ReviewProps> | null>(null);
  useEffect(() => {
    if (review && !ReviewView) void import('./Review').then((m) => setReviewView(() => m.Review));
  }, [review, ReviewView]);

  const rootRef = useRef<HTMLDivElement>(null);
  const introRef = useRef<HTMLHeadingElement>(null);
  const choiceRef = useRef<HTMLButtonElement>(null);
  const decisionRef = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  const handRef = useRef<HTMLUListElement>(null);

  const yourTurn = t.yourTurn;
  const canPlay = t.canPlay;

  // Where focus goes when the situation changes: the control that is now expected.
  const focusKey = [session.started, t.game.round, t.game.status, t.turn, t.phase, t.toMove, t.playsLeft, t.hand.length, pending, review === null].join('|');
  const firstRun = useRef(true);
  useEffect(() => {
    const activeEl = document.activeElement;
    if (firstRun.current) {
      firstRun.current = false;
      // On arrival, focus moves only to a game that is waiting to start (just set up, or a
      // deal link); a resumed game leaves focus where the page put it.
      if (session.started || session.steps.length > 0 || (activeEl && activeEl !== document.body)) return;
    }
    if (review) return;
    const root = rootRef.current;
    const ours = !activeEl || activeEl === document.body || (root !== null && root.contains(activeEl));
    if (!ours) return;
    let target: HTMLElement | null | undefined;
    if (!session.started) target = introRef.current;
    else if (t.game.status !== 'playing') target = endRef.current;
    else if (yourTurn && t.choice) target = choiceRef.current;
    else if (yourTurn && t.phase === 'decision') target = decisionRef.current;
    else if (yourTurn) target = handRef.current?.querySelector<HTMLButtonElement>('button');
    else if (activeEl === document.body || !activeEl?.isConnected) target = handRef.current;
    target?.focus();
  }, [focusKey]);

  if (review) {
    return (
      <div class="table" ref={rootRef}>
        {ReviewView ? <ReviewView game={game} round={review.round} step={review.step} /> : <p class="panel">Loading the review…</p>}
      </div>
    );
  }

  const turned = t.lastTurned;
  const handOptions = new Map<CardId, readonly (readonly CardId[])[]>(t.hand.map((h) => [h.card, h.options]));
  const matchedOnField = new Set<CardId>(canPlay ? [...handOptions.values()].flat(2) : []);
  const focusCard = pending ?? active;
  const targets = new Set<CardId>(canPlay && focusCard ? (handOptions.get(focusCard) ?? []).flat() : []);
  const hinted = hintState?.action.type === 'play' ? hintState.action.card : null;
  const rounds = t.game.rounds;
  const prompt = promptText(t.prompt, pending);
  const drawOptions = t.choice?.turned ? t.choice.takes : [];

  return (
    <div class="table" ref={rootRef} data-steps={session.steps.length} data-pending={pending ?? undefined}>
      <div class="table-bar">
        <p class="table-bar__round">
          <strong>
            Round {game.round} of {rounds}
          </strong>{' '}
          · {monthText(t.month)} · {t.dealer === YOU ? 'you deal' : 'the computer deals'}
          <span class="table-bar__rules">
            {PRESETS[game.rules.preset].title}
            {Object.keys(game.rules.overrides).length > 0 ? ', changed' : ''}
          </span>
        </p>
        <p class="scoreboard" aria-label={`Score: you ${game.totals[YOU]}, the computer ${game.totals[COMPUTER]}`}>
          <span class="scoreboard__you">
            You <strong>{game.totals[YOU]}</strong>
          </span>
          <span class="scoreboard__sep" aria-hidden="true">
            –
          </span>
          <span class="scoreboard__cpu">
            <strong>{game.totals[COMPUTER]}</strong> Computer
          </span>
        </p>
        <div class="table-bar__tools">
          <button
            type="button"
            class="secondary small"
            onClick={() => (hintState ? clearHint() : requestHint())}
            disabled={!yourTurn || hintBusy}
            aria-expanded={hintState !== null}
            data-action="hint"
          >
            {hintBusy ? 'Thinking…' : hintState ? 'Hide hint' : 'Hint'}
          </button>
          {session.undo && (
            <button type="button" class="secondary small" onClick={undo} disabled={!canUndo} data-action="undo">
              Undo
            </button>
          )}
          <button type="button" class="secondary small" onClick={openSetup} data-action="setup">
            New game…
          </button>
        </div>
      </div>

      <p class="narration" role="status" aria-live="polite" aria-atomic="true" data-testid="narration">
        {narration}
      </p>
      {error && (
        <p class="notice notice--warn" role="alert">
          ⚠ {error}
        </p>
      )}
      <div aria-live="polite">
        {hintState && (
          <section class="panel panel--hint" aria-label="Hint">
            <p>
              <span class="hint__tag">Hint</span> {hintState.text}
            </p>
            {hintState.reasoning.length > 0 && (
              <ul class="hint__why">
                {hintState.reasoning.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>

      {!session.started && <DealerDraw game={game} fromLink={session.origin.kind === 'deal'} onStart={startPlay} headingRef={introRef} />}
      {t.game.status !== 'playing' && (
        <RoundEnd
          game={game}
          table={t}
          headingRef={endRef}
          onNext={nextRound}
          onReview={() => startReview(game.history.length - 1)}
          onNewGame={() => newGame({ rules: session.rules, level: session.level, undo: session.undo })}
          onSetup={openSetup}
        />
      )}

      <div class="board">
        <section class="side side--cpu" aria-labelledby="cpu-title">
          <h2 id="cpu-title" class="side__title">
            The computer{t.dealer === COMPUTER ? <span class="dealer-badge">dealer</span> : null}
          </h2>
          <OpponentHand count={t.opponentHand.count} known={t.opponentHand.shown} />
          <CapturedPile pile={t.piles[COMPUTER]} player={COMPUTER} title="Captured" />
        </section>

        <div class="middle">
          <section class="field" aria-labelledby="field-title">
            <h2 id="field-title" class="side__title">
              Field <span class="muted-felt">({t.field.length} cards)</span>
            </h2>
            <ul class="field__cards">
              {t.field.map((c) => {
                const isTarget = targets.has(c) || (drawOptions.includes(c) && yourTurn);
                const isMatch = matchedOnField.has(c);
                return (
                  <li key={c} class={`field__card${isTarget ? ' is-target' : ''}${isMatch ? ' is-match' : ''}`} data-card={c}>
                    <CardImage card={c} size={64} loading="eager" class="card-img" />
                    {isTarget ? (
                      <span class="tag tag--target">◆ takes</span>
                    ) : isMatch ? (
                      <span class="tag tag--match">match</span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          <div class="deck-area">
            <div class="drawpile">
              <span class="drawpile__stack" aria-hidden="true">
                {t.pileCount > 0 && <CardBack size={56} alt="" loading="eager" />}
              </span>
              <span class="drawpile__count">
                Pile: <strong>{t.pileCount}</strong> cards
              </span>
            </div>
            <div class="turned" aria-label="Last card turned from the pile" role="group">
              {t.drawn ? (
                <>
                  <CardImage card={t.drawn} size={56} loading="eager" />
                  <p class="turned__text">
                    {who(t.toMove)} turned <strong>{shortName(t.drawn)}</strong>: it matches two cards.
                  </p>
                </>
              ) : turned ? (
                <>
                  <span class="turned__cards">
                    <CardImage card={turned.card} size={56} loading="eager" />
                    {turned.type === 'draw' &&
                      turned.captured.map((c) => <CardImage key={c} card={c} size={40} loading="eager" class="turned__taken" />)}
                  </span>
                  <p class="turned__text">
                    {turned.player === YOU ? 'You' : 'The computer'} turned <strong>{shortName(turned.card)}</strong>
                    {turned.type === 'draw'
                      ? turned.captured.length > 0
                        ? `, taking ${cardsText(turned.captured)}.`
                        : ': no match, it stays on the field.'
                      : ': no match, into the hand.'}
                  </p>
                </>
              ) : (
                <p class="turned__text muted-felt">No card turned yet.</p>
              )}
            </div>
          </div>
        </div>

        {t.choice && (
          <ChoicePanel
            card={t.choice.card}
            turned={t.choice.turned}
            options={t.choice.takes}
            onChoose={choose}
            onCancel={t.choice.turned ? undefined : cancelChoice}
            firstRef={choiceRef}
          />
        )}
        {t.decision && t.stakes && <DecisionPanel decision={t.decision} stakes={t.stakes} onCall={call} headingRef={decisionRef} />}

        <section class="side side--you" aria-labelledby="you-title">
          <h2 id="you-title" class="side__title">
            You{t.dealer === YOU ? <span class="dealer-badge">dealer</span> : null}
          </h2>
          <CapturedPile pile={t.piles[YOU]} player={YOU} title="Captured" />
          <section class="hand" aria-labelledby="hand-title">
            <h3 id="hand-title" class="hand__title">
              Your hand <span class="hand__prompt">— {prompt}</span>
            </h3>
            <ul class="hand__cards" ref={handRef} tabIndex={-1} aria-labelledby="hand-title">
              {t.hand.map(({ card: c }) => {
                const options = canPlay ? (handOptions.get(c) ?? []) : [];
                const m = matchText(handOptions.get(c) ?? []);
                const isPending = pending === c;
                return (
                  <li key={c}>
                    <button
                      type="button"
                      class={`hand__card${options.length > 0 ? ' is-match' : ''}${isPending ? ' is-pending' : ''}${hinted === c ? ' is-hinted' : ''}`}
                      aria-label={`${cardLabel(getCard(c))}. ${m.label}.${hinted === c ? ' Suggested by the hint.' : ''}`}
                      aria-disabled={!canPlay}
                      aria-pressed={pending !== null ? isPending : undefined}
                      data-card={c}
                      data-matches={options.length}
                      onClick={() => canPlay && play(c)}
                      onFocus={() => setActive(c)}
                      onBlur={() => setActive((a) => (a === c ? null : a))}
                      onMouseEnter={() => setActive(c)}
                      onMouseLeave={() => setActive((a) => (a === c ? null : a))}
                    >
                      <CardImage card={c} size={72} decorative loading="eager" class="card-img" />
                      <span class="hand__name">{shortName(c)}</span>
                      {canPlay && (
                        <span class={`tag ${options.length > 0 ? 'tag--match' : 'tag--none'}`}>
                          {options.length > 0 ? '◆ ' : ''}
                          {m.badge}
                        </span>
                      )}
                      {hinted === c && <span class="tag tag--hint">hint</span>}
                    </button>
                  </li>
                );
              })}
              {t.hand.length === 0 && <li class="hand__empty">Your hand is empty.</li>}
            </ul>
          </section>
        </section>
      </div>

      {t.log.length > 0 && (
        <details class="move-log">
          <summary>Moves this round ({t.log.length})</summary>
          <ol>
            {t.log.map((e, i) => (
              <li key={i}>{describeEntry(e)}</li>
            ))}
          </ol>
        </details>
      )}
      <DealLink session={session} />
    </div>
  );
}

function DealLink({ session }: { readonly session: PlaySession }) {
  const [copied, setCopied] = useState(false);
  if (!dealIsShareable(session.game)) return null;
  const url = `${typeof location === 'undefined' ? '' : location.origin}${dealLinkPath(session.game, session.level)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <details class="deal-link">
      <summary>Link to this deal</summary>
      <p>This link deals the same cards (round {session.game.round}) again, for you or a friend.</p>
      <div class="deal-link__row">
        <label for="deal-link-url" class="visually-hidden">
          Link to this deal
        </label>
        <input id="deal-link-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="small" onClick={copy}>
          Copy
        </button>
      </div>
      <p role="status" class="deal-link__status">
        {copied ? 'Link copied.' : ''}
      </p>
    </details>
  );
}
