/**
 * The game table for two or three seats: each other seat's side (face-down hand, captures),
 * the field and the pile, the shown seat's captures and hand, and the panels that ask for a
 * choice. It is fed by a `TableFeed` (src/features/table/seat-driver.ts): every card it shows
 * comes from the table model, built from the shown seat's view of the round (never the full
 * state), so it cannot show a hidden card; every button calls the feed. The practice game adds
 * its coach tools (hint, odds, undo, review, deal link) through the `practice` prop (Table.tsx);
 * this module imports no game store, so another feature's table carries none.
 */
import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { atom, type ReadableAtom } from 'nanostores';
import type { Seat } from '../../engine/round/seats';
import type { TableFeed } from '../table/seat-driver';
import { capitalise, seatWord, type Seats } from '../../words/format';
import type { PublicGame } from '../table/seat-driver';
import { useStore } from '@nanostores/preact';
import type { CardId } from '../../engine/cards';
import { CardBack, CardImage } from '../../shared/CardImage';
import { cardLabel, shortName } from '../../words/card-names';
import type { RuleSet } from '../../engine/rules/ruleset';
import { presetName } from '../../words/preset-names';
import { tableModel, type TableModel, type TablePrompt } from './table-model';
import { YOU, listText, cardsText, describeEntries, describeEntry, monthText, playText, points, who, whoLower, yakuText } from './words';
import { beatsOf, capturedBy, PACES, type Beat, type Pace } from './beats';
import { messageLines, sentences, type MessageLine } from './message-lines';
import type { Rects, Run } from './motion';
import { $motion, $pace, beatStep, reducedMotion, setMotionSetting, setPaceSetting } from './table-settings';
import { dealIsShareable, dealLinkPath, type PlaySession } from './save';
import type { CoachHint } from '../coach/hint';
import { CapturedPile, OpponentHand } from './Piles';
import type { ReviewProps } from './Review';
import { $showOdds, setShowOdds } from '../coach/coach-prefs';
import { COACH_TABLE_WORDS, thinkingText } from '../coach/table-words';
import type { HintPanelProps } from '../coach/HintPanel';

// The panels (who deals, a choice, koi-koi or shōbu, the round's end with its score
// explanation) are not needed to draw the table: they load just after it, keeping the page's
// first script inside its 60 KB budget.
type PanelsModule = typeof import('./Panels');
let panelsModule: PanelsModule | null = null;
let panelsLoading: Promise<PanelsModule> | null = null;
function loadPanels(): Promise<PanelsModule> {
  panelsLoading ??= import('./Panels').then((m) => (panelsModule = m));
  return panelsLoading;
}

// The hint's panel: loaded as soon as a hint is asked for (it arrives while the coach works).
type HintPanelView = ComponentType<HintPanelProps>;
let hintPanelView: HintPanelView | null = null;
function useHintPanel(wanted: boolean): HintPanelView | null {
  const [view, setView] = useState<HintPanelView | null>(() => hintPanelView);
  useEffect(() => {
    if (wanted && !view)
      void import('../coach/HintPanel').then((m) => {
        hintPanelView = m.HintPanel;
        setView(() => m.HintPanel);
      });
  }, [wanted, view]);
  return view;
}

// The rules' name with their changes ("Fuda Wiki (modern), 12 → 3 rounds") words every option's
// values (~8 KB gzip of option words): it loads after the table is drawn, showing the preset's
// name until then, so the page's first script stays inside its budget.
type RulesTitle = (typeof import('../rules-choice/option-format'))['rulesTitle'];
let rulesTitleOf: RulesTitle | null = null;
function useRulesTitle(rules: RuleSet): string {
  const [loaded, setLoaded] = useState(rulesTitleOf !== null);
  useEffect(() => {
    if (!loaded)
      void import('../rules-choice/option-format').then((m) => {
        rulesTitleOf = m.rulesTitle;
        setLoaded(true);
      });
  }, [loaded]);
  return rulesTitleOf ? rulesTitleOf(rules) : presetName(rules.preset);
}

// The animation runner, likewise: it is needed from the first move, not to draw the table.
type MotionModule = typeof import('./motion');
let motionModule: MotionModule | null = null;
function loadMotion(): Promise<MotionModule> {
  return import('./motion').then((m) => (motionModule = m));
}

function usePanels(): PanelsModule | null {
  const [m, setM] = useState<PanelsModule | null>(panelsModule);
  useEffect(() => {
    if (!m) void loadPanels().then((x) => setM(() => x));
    if (!motionModule) void loadMotion();
  }, []);
  return m;
}

function matchText(options: readonly (readonly CardId[])[], layable: boolean): { badge: string; label: string } {
  if (options.length === 0) return { badge: 'no match', label: 'Matches nothing on the field' };
  // Under optional capture a matching card asks first: take, or lay it without taking.
  const or = layable ? ', or lay it without taking' : '';
  if (options.length === 1) return { badge: `takes ${options[0]!.length}`, label: `Takes ${cardsText(options[0]!)}${or}` };
  return { badge: `${options.length} choices`, label: `Matches ${cardsText(options.map((o) => o[0]!))}: you choose which to take${or}` };
}

function promptText(prompt: TablePrompt, pending: CardId | null, lay: boolean, mover: string, two: boolean): string {
  switch (prompt) {
    case 'start':
      return 'Press “Start round” when you are ready.';
    case 'round-over':
      return 'The round is over.';
    case 'opponent-thinking':
      return two ? 'The computer is thinking…' : playText('prompt.thinking', { player: mover });
    case 'opponent-turn':
      return two ? 'The computer’s turn.' : playText('prompt.turn', { player: mover });
    case 'choose-for-played':
      return lay ? `Take a card with ${shortName(pending!)}, or lay it.` : `Choose which card ${shortName(pending!)} takes.`;
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

/**
 * The practice game's tools at the table, which need its game held on this device: the coach's
 * hint and odds, undo, the review, the deal link, a new game and the settings.
 */
export interface PracticeTools {
  readonly session: PlaySession;
  readonly $hint: ReadableAtom<CoachHint | null>;
  readonly $hintProgress: ReadableAtom<number | null>;
  readonly $review: ReadableAtom<{ readonly round: number; readonly step: number } | null>;
  readonly $canUndo: ReadableAtom<boolean>;
  requestHint(): void;
  cancelHint(): void;
  clearHint(): void;
  undo(): void;
  startReview(historyIndex: number): void;
  newGame(): void;
  openSetup(): void;
}

export interface SeatTableProps {
  readonly feed: TableFeed;
  /** The practice game's tools (absent at a shared table: none of them is shown). */
  readonly practice?: PracticeTools;
  /** The hand-over screen (pass-and-play), drawn while `feed.$handOver` names a seat. */
  readonly handOver?: ComponentType<{ readonly seat: Seat; readonly feed: TableFeed }>;
  /** The round end's other buttons at a table without `practice` (pass-and-play: its review, a new game). */
  readonly endActions?: EndActions;
}

/** What the round end's review, new-game and settings buttons do (each shown only when given). */
export interface EndActions {
  readonly onReview?: () => void;
  readonly onNewGame?: () => void;
  readonly onSetup?: () => void;
}

const NO_SEAT: ReadableAtom<Seat | null> = atom(null);
const NOBODY_AWAY: ReadableAtom<readonly Seat[]> = atom([]);
const NO_HINT: ReadableAtom<CoachHint | null> = atom(null);
const NO_PROGRESS: ReadableAtom<number | null> = atom(null);
const NO_REVIEW: ReadableAtom<{ readonly round: number; readonly step: number } | null> = atom(null);
const NO_UNDO: ReadableAtom<boolean> = atom(false);

/** The table for any seats, fed by `feed` (src/features/table/README.md). */
export function SeatTable({ feed, practice, handOver: HandOver, endActions }: SeatTableProps) {
  const shown = useStore(feed.$shown);
  const pending = useStore(feed.$pending);
  const thinking = useStore(feed.$thinking);
  const handOver = useStore(feed.$handOver ?? NO_SEAT);
  // While a game is on the table, the page's own chrome (intro, footer) gives way to it.
  useEffect(() => {
    document.documentElement.classList.add('in-game');
    return () => document.documentElement.classList.remove('in-game');
  }, []);
  const table = useMemo(
    () => (shown ? tableModel(shown.view, shown.game, { started: shown.game.started, pending, thinking }) : null),
    [shown, pending, thinking],
  );
  if (handOver !== null && HandOver) return <HandOver seat={handOver} feed={feed} />;
  return table && shown ? <TableView feed={feed} game={shown.game} tools={practice ?? null} table={table} endActions={endActions} /> : null;
}

/** Whole percent of a hint worked out (never 100 before it arrives). */
const percentOf = (p: number | null): number => Math.min(99, Math.floor((p ?? 0) * 100));

/** The sentences a beat sequence has spoken so far, and the table's state while it runs. */
interface Sequence {
  readonly key: string;
  readonly beats: readonly Beat[];
  readonly entries: readonly string[];
  readonly at: number;
}

function TableView({
  feed,
  game,
  tools,
  table: t,
  endActions,
}: {
  readonly feed: TableFeed;
  readonly game: PublicGame;
  readonly tools: PracticeTools | null;
  readonly table: TableModel;
  readonly endActions?: EndActions | undefined;
}) {
  const session = tools?.session ?? null;
  const names = useStore(feed.$names);
  const away = useStore(feed.$away ?? NOBODY_AWAY);
  const seats = names.seats;
  const two = t.opponents.length === 1;
  const hintState = useStore(tools?.$hint ?? NO_HINT);
  const hintProgress = useStore(tools?.$hintProgress ?? NO_PROGRESS);
  const hintBusy = hintProgress !== null;
  const showOdds = useStore($showOdds);
  const HintPanel = useHintPanel(hintBusy || hintState !== null);
  const narration = useStore(feed.$narration);
  const error = useStore(feed.$error);
  const review = useStore(tools?.$review ?? NO_REVIEW);
  const canUndo = useStore(tools?.$canUndo ?? NO_UNDO);
  const pace = useStore($pace);
  const motion = useStore($motion);
  const panels = usePanels();
  const rulesTitleText = useRulesTitle(game.rules);
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

  // ---- Every move seen: the beats of what changed since the last drawing -------------------
  const rects = useRef<Rects>(new Map());
  const lastRects = useRef<Rects>(new Map());
  const seen = useRef<{ round: number; log: number } | null>(null);
  const run = useRef<Run | null>(null);
  const [sequence, setSequence] = useState<Sequence | null>(null);
  const [beat, setBeat] = useState(-1);

  const start = (beats: readonly Beat[], entries: readonly string[], before: Rects, key: string) => {
    const root = rootRef.current;
    run.current?.cancel();
    if (!root || beats.length === 0) return;
    lastRects.current = before;
    setSequence({ key, beats, entries, at: Date.now() });
    setBeat(0);
    const motion = motionModule;
    if (!motion) {
      // Not loaded yet (a move in the first instant): the sentences are still said, all at once.
      setBeat(beats.length);
      return;
    }
    run.current = motion.runBeats(root, beats, before, { step: beatStep(), reduced: reducedMotion(), onBeat: setBeat });
    feed.hold?.(run.current.total + 150);
  };

  useLayoutEffect(() => {
    const root = rootRef.current;
    const log = t.log;
    const was = seen.current;
    seen.current = { round: t.game.round, log: log.length };
    if (root && was && was.round === t.game.round && log.length > was.log && !review) {
      const added = log.slice(was.log);
      start(beatsOf(added), added.map((e) => describeEntry(e, seats)), rects.current, `${t.game.round}:${log.length}`);
    } else if (was && (was.round !== t.game.round || log.length < was.log)) {
      // An undo or a new round: nothing to show moving, and the old lines no longer apply.
      run.current?.cancel();
      setSequence(null);
    }
  }, [t.log.length, t.game.round]);

  // Where every card is once drawn: the starting point of the next turn's travel.
  useLayoutEffect(() => {
    if (rootRef.current && motionModule) rects.current = motionModule.snapshot(rootRef.current);
  });
  useEffect(() => () => run.current?.cancel(), []);

  const replay = () => {
    const added = t.lastTurn;
    const root = rootRef.current;
    if (!root || added.length === 0) return;
    // Cards start where they were before that turn when known; otherwise from the hand or pile.
    start(beatsOf(added), added.map((e) => describeEntry(e, seats)), lastRects.current.size ? lastRects.current : snapshotAnchors(root), `replay:${Date.now()}`);
  };

  const yourTurn = t.yourTurn;
  const canPlay = t.canPlay;
  const running = sequence !== null && beat >= 0 && beat < sequence.beats.length;

  // Where focus goes when the situation changes: the control that is now expected.
  const focusKey = [game.started, t.game.round, t.game.status, t.turn, t.phase, t.toMove, t.playsLeft, t.hand.length, pending, review === null, panels !== null, running].join('|');
  const firstRun = useRef(true);
  useEffect(() => {
    const activeEl = document.activeElement;
    if (firstRun.current && panels) {
      firstRun.current = false;
      // On arrival, focus moves only to a game that is waiting to start (just set up, or a
      // deal link); a resumed game leaves focus where the page put it.
      if (game.started || (session?.steps.length ?? 0) > 0 || (activeEl && activeEl !== document.body)) return;
    }
    if (review) return;
    const root = rootRef.current;
    const ours = !activeEl || activeEl === document.body || (root !== null && root.contains(activeEl));
    if (!ours) return;
    let target: HTMLElement | null | undefined;
    if (!game.started) target = introRef.current;
    else if (t.game.status !== 'playing') target = endRef.current;
    else if (yourTurn && t.choice) target = choiceRef.current;
    else if (yourTurn && t.phase === 'decision') target = decisionRef.current;
    else if (yourTurn) {
      // Already on a card of the hand (a sequence just ended): stay there.
      if (activeEl instanceof HTMLElement && activeEl.classList.contains('hand__card')) return;
      target = handRef.current?.querySelector<HTMLButtonElement>('button');
    }
    else if (activeEl === document.body || !activeEl?.isConnected) target = handRef.current;
    target?.focus();
  }, [focusKey]);

  useEffect(() => {
    if (!hintBusy && !hintState) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // An open menu or details box closes first (the browser's own Escape).
      if (document.activeElement?.closest('details[open]')) return;
      e.preventDefault();
      tools?.clearHint();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hintBusy, hintState !== null]);

  if (review && session) {
    return (
      <div class="table" ref={rootRef}>
        {ReviewView ? <ReviewView game={session.game} round={review.round} step={review.step} /> : <p class="panel">Loading the review…</p>}
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
  const prompt = promptText(t.prompt, pending, t.choice?.lay ?? false, seatWord(seats[t.toMove]), two);
  const drawOptions = t.choice?.turned ? t.choice.takes : [];

  // The message bar: the store's message in the order things happened, with the lines of a
  // turn being shown appearing beat by beat (one per log line, spoken once each by the one
  // live region). After a reload the store has none: the last turn and the prompt are told
  // again (not spoken: nothing new happened). A sequence's lines stand while the store's
  // message still tells them (an undo or a new round replaces it); a replay stands on its own.
  const shown = sequence && (sequence.key.startsWith('replay:') || sequence.entries.every((line) => narration.includes(line))) ? sequence : null;
  const lines: MessageLine[] = shown
    ? messageLines(
        narration,
        shown.entries,
        shown.entries.map((_, i) => shown.beats.some((b, k) => b.entry === i && k <= beat)),
        running,
      )
    : running
      ? []
      : sentences(narration);
  const restored = narration === '' && game.started ? [describeEntries(t.lastTurn, seats), prompt].filter(Boolean).join(' ') : '';
  const took = capturedBy(t.lastTurn);
  const newlyTaken = new Set(running ? [] : took.flatMap((x) => x.cards));
  const yakuBeat = running && sequence!.beats[beat]!.kind === 'yaku' ? (sequence!.beats[beat] as Extract<Beat, { kind: 'yaku' }>) : null;
  const Panels = panels;
  // A panel that asks something is up: the hint goes at its head (it would hide the hint).
  const panelUp = t.luckyHandChoices.length > 0 || (Panels !== null && !running && (t.choice !== null || (t.decision !== null && t.stakes !== null)));
  const hintSlot = <div aria-live="polite">{hintState && HintPanel && <HintPanel hint={hintState} />}</div>;
  const hintedTake = hintState?.action.type === 'drawTake' ? hintState.action.take : null;

  return (
    <div
      class={`table${running ? ' is-running' : ''}`}
      ref={rootRef}
      data-steps={session?.steps.length}
      data-seats={t.opponents.length + 1}
      data-pending={pending ?? undefined}
      data-motion={motion === 'reduce' ? 'reduce' : undefined}
    >
      <div class="table-bar">
        <p class="table-bar__round">
          <strong>
            Round {game.round} of {rounds}
          </strong>{' '}
          · {monthText(t.month)}
          <span class="table-bar__rules">
            {' · '}
            {rulesTitleText}
          </span>
        </p>
        {two ? (
          <p class="scoreboard" aria-label={`Score: ${seatWord(seats[t.player])} ${game.totals[t.player]}, ${seatWord(seats[t.opponent])} ${game.totals[t.opponent]}`}>
            <span class="scoreboard__you">
              {names.short[t.player]} <strong>{game.totals[t.player]}</strong>
            </span>
            <span class="scoreboard__sep" aria-hidden="true">
              –
            </span>
            <span class="scoreboard__cpu">
              <strong>{game.totals[t.opponent]}</strong> {session ? 'CPU' : names.short[t.opponent]}
            </span>
          </p>
        ) : (
          <p class="scoreboard scoreboard--seats">
            <span class="visually-hidden">{`Score: ${[t.player, ...t.opponents.map((o) => o.seat)].map((p) => `${seatWord(seats[p])} ${game.totals[p]}`).join(', ')}`}</span>
            {[t.player, ...t.opponents.map((o) => o.seat)].map((p) => (
              <span key={p} class={`scoreboard__seat${p === t.toMove && game.status === 'playing' ? ' is-to-move' : ''}`} aria-hidden="true">
                {names.short[p]} <strong>{game.totals[p]}</strong>
              </span>
            ))}
          </p>
        )}
        <div class="table-bar__tools">
          {tools && (<button
            type="button"
            class={`secondary small hint-button${hintBusy ? ' is-busy' : ''}`}
            onClick={() => (hintBusy ? tools.cancelHint() : hintState ? tools.clearHint() : tools.requestHint())}
            disabled={!yourTurn && !hintBusy}
            aria-expanded={hintBusy ? undefined : hintState !== null}
            data-action="hint"
            data-progress={hintBusy ? percentOf(hintProgress) : undefined}
          >
            {hintBusy ? (
              <>
                {thinkingText(percentOf(hintProgress))}
                <span class="hint-button__cancel">
                  <span aria-hidden="true"> · </span>
                  {COACH_TABLE_WORDS['hint.cancel']}
                </span>
              </>
            ) : hintState ? (
              COACH_TABLE_WORDS['hint.hide']
            ) : (
              COACH_TABLE_WORDS['hint.button']
            )}
          </button>)}
          {session?.undo && (
            <button type="button" class="secondary small" onClick={() => tools?.undo()} disabled={!canUndo} data-action="undo">
              Undo
            </button>
          )}
          <button type="button" class="secondary small" onClick={replay} disabled={t.lastTurn.length === 0} data-action="replay">
            {playText('tools.replay')}
          </button>
          <details class="table-menu">
            <summary class="button secondary small">{playText('tools.menu')}</summary>
            <div class="table-menu__panel">
              <label class="table-menu__row">
                {playText('settings.pace')}{' '}
                <select value={pace} onChange={(e) => setPaceSetting(e.currentTarget.value as Pace)} data-setting="pace">
                  {PACES.map((p) => (
                    <option key={p} value={p}>
                      {playText(`pace.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              {session && (<label class="table-menu__row">
                <input type="checkbox" checked={showOdds} onChange={(e) => setShowOdds(e.currentTarget.checked)} data-setting="odds" />{' '}
                {COACH_TABLE_WORDS['odds.menu']}
              </label>)}
              <label class="table-menu__row">
                <input
                  type="checkbox"
                  checked={motion === 'reduce'}
                  onChange={(e) => setMotionSetting(e.currentTarget.checked ? 'reduce' : 'auto')}
                  data-setting="motion"
                />{' '}
                {playText('settings.reduce')}
              </label>
              {tools && (
                <button type="button" class="secondary small" onClick={tools.openSetup} data-action="setup">
                  New game…
                </button>
              )}
            </div>
          </details>
        </div>
      </div>

      <div class="board">
        {two ? (
          <section class="side side--cpu" aria-labelledby="cpu-title">
            <h2 id="cpu-title" class="side__title">
              {who(t.opponent, seats)}
              {t.dealer === t.opponent ? <span class="dealer-badge">dealer</span> : null}
            </h2>
            <OpponentHand count={t.opponentHand.count} known={t.opponentHand.shown} seat={t.opponent} owner={possessive(seats, t.opponent)} />
            <CapturedPile pile={t.piles[t.opponent]} player={t.opponent} title="Captured" fresh={newlyTaken} owner={possessive(seats, t.opponent)} />
          </section>
        ) : (
          <div class="opponents">
            {t.opponents.map((o) => {
              const calls = t.calls.filter((c) => c === o.seat).length;
              return (
                <section key={o.seat} class={`side side--cpu side--seat${o.seat}${t.toMove === o.seat && game.status === 'playing' ? ' is-to-move' : ''}`} aria-labelledby={`seat-${o.seat}-title`} data-seat={o.seat}>
                  <h2 id={`seat-${o.seat}-title`} class="side__title">
                    {who(o.seat, seats)}
                    {t.dealer === o.seat ? <span class="dealer-badge">{playText('badge.dealer')}</span> : null}
                    {t.toMove === o.seat && game.status === 'playing' ? <span class="turn-badge">{playText('badge.to-move')}</span> : null}
                    {calls > 0 ? <span class="call-badge">{playText('badge.koikoi', { count: calls })}</span> : null}
                  </h2>
                  <OpponentHand count={o.count} known={o.shown} seat={o.seat} owner={possessive(seats, o.seat)} />
                  <CapturedPile pile={t.piles[o.seat]} player={o.seat} title="Captured" fresh={newlyTaken} owner={possessive(seats, o.seat)} />
                </section>
              );
            })}
          </div>
        )}

        <div class="middle">
          <section class="field" aria-labelledby="field-title">
            <h2 id="field-title" class="side__title">
              Field <span class="muted-felt">({t.field.length} cards)</span>
              <details class="legend">
                <summary aria-label={playText('legend.title')}>?</summary>
                <div class="legend__body">
                  <p>
                    <span class="tag tag--target">◆ takes</span> {playText('legend.takes').replace(/^◆ takes: /, '')}
                  </p>
                  <p>
                    <span class="tag tag--match">match</span> {playText('legend.match').replace(/^match: /, '')}
                  </p>
                </div>
              </details>
            </h2>
            <ul class="field__cards">
              {t.field.map((c) => {
                const isTarget = targets.has(c) || (drawOptions.includes(c) && yourTurn);
                const isMatch = matchedOnField.has(c);
                return (
                  <li key={c} class={`field__card${isTarget ? ' is-target' : ''}${isMatch ? ' is-match' : ''}${hintedTake === c ? ' is-hinted' : ''}`} data-card={c}>
                    <CardImage card={c} size={64} loading="eager" class="card-img" />
                    {hintedTake === c ? (
                      <span class="tag tag--hint">◆ hint</span>
                    ) : isTarget ? (
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
            <div class="drawpile" data-anchor="pile">
              <span class="drawpile__stack" aria-hidden="true">
                {t.pileCount > 0 && <CardBack size={56} alt="" loading="eager" />}
              </span>
              <span class="drawpile__count">
                Pile: <strong>{t.pileCount}</strong>
                <span class="visually-hidden"> cards</span>
              </span>
            </div>
            <div class="turned" aria-label="Last card turned from the pile" role="group">
              {t.drawn ? (
                <>
                  <CardImage card={t.drawn} size={56} loading="eager" class="turned__card" />
                  <p class="turned__text">
                    {who(t.toMove, seats)} turned <strong>{shortName(t.drawn)}</strong>: it matches two cards.
                  </p>
                </>
              ) : turned ? (
                <>
                  <CardImage card={turned.card} size={56} loading="eager" class="turned__card" />
                  <p class="turned__text visually-hidden">
                    {who(turned.player, seats)} turned {shortName(turned.card)}
                    {turned.type === 'draw'
                      ? turned.captured.length > 0
                        ? `, taking ${cardsText(turned.captured.filter((c) => c !== turned.card))}.`
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

        <section class="side side--you" aria-labelledby="you-title">
          <h2 id="you-title" class="side__title">
            {who(t.player, seats)}
            {t.dealer === t.player ? <span class="dealer-badge">dealer</span> : null}
          </h2>
          <CapturedPile pile={t.piles[t.player]} player={t.player} title="Captured" fresh={newlyTaken} owner={possessive(seats, t.player)} />
        </section>

        <div class="message">
          <p class="narration" role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid="narration">
            {lines.map((line, i) => (
              <span key={keyOf(lines, i)} class="narration__line">
                {line.text}
                {i < lines.length - 1 ? ' ' : ''}
              </span>
            ))}
            {!shown && restored && <span class="narration__line" data-restored="">{restored}</span>}
          </p>
          {!running && took.length > 0 && (
            <p class="last-took" data-testid="last-took">
              {took.map((x) => playText('last.took', { player: whoLower(x.player, seats), cards: cardsText(x.cards) })).join(" ")}
            </p>
          )}
          {error && (
            <p class="notice notice--warn" role="alert">
              ⚠ {error}
            </p>
          )}
          {away.length > 0 && (
            <p class="notice" role="status" data-testid="away">
              {playText('seat.away', { players: listText(away.map((p) => seatWord(seats[p]))) })}
            </p>
          )}
        </div>

        <section class="hand" aria-labelledby="hand-title" data-anchor="hand-0">
          <h3 id="hand-title" class="hand__title">
            Your hand <span class="hand__prompt">— {prompt}</span>
          </h3>
          <ul class="hand__cards" ref={handRef} tabIndex={-1} aria-labelledby="hand-title">
            {t.hand.map(({ card: c }) => {
              const options = canPlay ? (handOptions.get(c) ?? []) : [];
              const m = matchText(handOptions.get(c) ?? [], t.layable.includes(c));
              const isPending = pending === c;
              return (
                <li key={c}>
                  <button
                    type="button"
                    class={`hand__card${options.length > 0 ? ' is-match' : ''}${isPending ? ' is-pending' : ''}${hinted === c ? ' is-hinted' : ''}`}
                    aria-label={`${cardLabel(c)}. ${m.label}.${hinted === c ? ' Suggested by the hint.' : ''}`}
                    aria-disabled={!canPlay}
                    aria-pressed={pending !== null ? isPending : undefined}
                    data-card={c}
                    data-matches={options.length}
                    onClick={() => canPlay && feed.press(c)}
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

        {/* Overlays near the hand: a hint, a choice, the koi-koi decision, a yaku as it forms. */}
        {/* The hint stands alone over the table, or heads the panel that asks (a choice, koi-koi). */}
        <div class="overlay" aria-live="polite">
          {hintState && HintPanel && !panelUp && <HintPanel hint={hintState} />}
        </div>
        {yakuBeat && <YakuMoment table={t} beat={yakuBeat} seats={seats} />}
        {t.luckyHandChoices.length > 0 && (
          <div class="overlay overlay--panel">
            {hintSlot}
            <section class="panel" aria-labelledby="lucky-title">
              <h2 id="lucky-title">{playText('lucky.title')}</h2>
              <div class="decision__buttons">
                {t.luckyHandChoices.map((c) => (
                  <button key={c} type="button" class={c === 'play' ? 'big' : 'big secondary'} onClick={() => feed.act({ type: 'luckyHand', choice: c })} data-action={`lucky-${c}`}>
                    {playText(c === 'play' ? 'lucky.play' : 'lucky.redeal')}
                  </button>
                ))}
              </div>
            </section>
          </div>
        )}
        {Panels && !running && t.choice && (
          <div class="overlay overlay--panel">
            {hintSlot}
            <Panels.ChoicePanel
              card={t.choice.card}
              turned={t.choice.turned}
              options={t.choice.options}
              onChoose={feed.choose}
              onLay={t.choice.lay ? () => feed.lay(t.choice!.card) : undefined}
              onCancel={t.choice.turned ? undefined : feed.cancelChoice}
              firstRef={choiceRef}
            />
          </div>
        )}
        {Panels && !running && t.decision && t.stakes && (
          <div class="overlay overlay--panel overlay--sheet">
            {hintSlot}
            <Panels.DecisionPanel
              decision={t.decision}
              stakes={t.stakes}
              onCall={(c) => feed.act({ type: 'call', call: c })}
              headingRef={decisionRef}
              game={session?.game}
              odds={showOdds || (hintState !== null && hintState.kind === 'koikoi') || (hintBusy && t.phase === 'decision')}
            />
          </div>
        )}
        {Panels && !game.started && (
          <div class="overlay overlay--board">
            <Panels.DealerDraw game={game} month={t.month} dealer={t.dealer} seats={seats} onStart={feed.start} headingRef={introRef} />
          </div>
        )}
        {Panels && !running && t.game.status !== 'playing' && (
          <div class="overlay overlay--sheet">
            <Panels.RoundEnd
              game={game}
              table={t}
              seats={seats}
              short={names.short}
              headingRef={endRef}
              onNext={feed.nextRound}
              onReview={tools ? () => tools.startReview(game.history.length - 1) : endActions?.onReview}
              onNewGame={tools ? tools.newGame : endActions?.onNewGame}
              onSetup={tools ? tools.openSetup : endActions?.onSetup}
              EndActions={feed.EndActions}
            />
          </div>
        )}
      </div>

      {t.log.length > 0 && (
        <details class="move-log">
          <summary>Moves this round ({t.log.length})</summary>
          <ol>
            {t.log.map((e, i) => (
              <li key={i}>{describeEntry(e, seats)}</li>
            ))}
          </ol>
        </details>
      )}
      {session && <DealLink session={session} />}
    </div>
  );
}

/** A line's key: its words (a line keeps its node, and is not heard again, as others join it). */
function keyOf(lines: readonly MessageLine[], i: number): string {
  const text = lines[i]!.text;
  const before = lines.slice(0, i).filter((l) => l.text === text).length;
  return before === 0 ? text : `${text}#${before}`;
}

/** Only the anchors (hands, pile), for a replay whose starting places were not kept. */
function snapshotAnchors(root: HTMLElement): Rects {
  const all = motionModule ? motionModule.snapshot(root) : new Map<string, DOMRect>();
  return new Map([...all].filter(([k]) => k.startsWith('@')));
}

/** A yaku as it forms: its name, points and cards, for the beat it is announced on. */
/** "Your" / "The computer’s" / "Ben’s": whose hand or pile. */
function possessive(seats: Seats, p: Seat): string {
  const name = seats[p];
  if (name === 'you') return 'Your';
  if (name === 'computer') return 'The computer’s';
  return `${capitalise(seatWord(name))}’s`;
}

function YakuMoment({ table, beat, seats }: { readonly table: TableModel; readonly beat: Extract<Beat, { kind: 'yaku' }>; readonly seats: Seats }) {
  const formed = table.piles[beat.player].progress.explanation.yaku.filter((y) => y.owner === 'self' && (beat.yaku as readonly string[]).includes(y.id));
  return (
    <div class={`yaku-moment yaku-moment--p${beat.player}`} data-testid="yaku-moment">
      <p class="yaku-moment__title">
        {beat.player === YOU || seats[beat.player] === 'computer'
          ? playText(beat.player === YOU ? 'moment.you' : 'moment.computer', { yaku: yakuText(beat.yaku), points: points(beat.base) })
          : playText('moment.other', { player: who(beat.player, seats), yaku: yakuText(beat.yaku), points: points(beat.base) })}
      </p>
      {formed.map((y) => (
        <p key={y.id} class="yaku-moment__cards">
          {y.cards.map((c) => (
            <CardImage key={c} card={c} size={40} loading="eager" />
          ))}
        </p>
      ))}
    </div>
  );
}

function DealLink({ session }: { readonly session: PlaySession }) {
  const [copied, setCopied] = useState(false);
  if (!dealIsShareable(session.game)) return null;
  const url = `${typeof location === 'undefined' ? '' : location.origin}${dealLinkPath(session.game, session.level, session.level2)}`;
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
