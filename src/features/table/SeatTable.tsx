/**
 * The game table for two or three seats: each other seat's side (face-down hand, captures),
 * the field and the pile, the shown seat's captures and hand, and the panels that ask for a
 * choice. It is fed by a `TableFeed` (seat-driver.ts): every card it shows
 * comes from the table model, built from the shown seat's view of the round (never the full
 * state), so it cannot show a hidden card; every button calls the feed. Its words come from
 * the feed's seat names and each seat's role (seat-roles.ts, from the feed's drivers):
 * "you" is only ever the viewer, "the computer" only a seat a computer drives.
 *
 * Its parts: TableBar (round, score, tools), TableSides (the seats), TableField (field, pile),
 * MessageBar, Hand, TableOverlays (hint, yaku, panels: loaded just after the table by lazy-parts.ts);
 * use-beats.ts shows each move. The practice game adds its coach tools (hint, odds, undo, review)
 * through the `practice` prop (src/features/play/Table.tsx), and a page what goes beside the move
 * list through `foot` (the deal link, pass-and-play's tools); this module imports no game store,
 * so another feature's table carries none.
 */
// The panels' score explanation and score by round (ScoreView, `.data-table`) are styled by the
// calculator's rules, then the table's own. First among the imports: Astro orders a page's
// stylesheets by where they are imported, and these come before the page's own (play.css).
import '../calculator/calculator.css';
import './table.css';
import './felt.css';
import './one-screen.css';
import './one-screen-panels.css';
import './one-screen-turns.css';
import './three-seats.css';
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/preact';
import type { Seat } from '../../engine/round/seats';
import type { CardId } from '../../engine/cards';
import type { PublicGame, TableFeed } from './seat-driver';
import { seatRoles } from './seat-roles';
import { playText } from './words';
import { tableModel, type TableModel } from './table-model';
import { capturedBy } from './beats';
import { $motion } from './table-settings';
import { $showOdds } from '../coach/coach-prefs';
import type { PracticeTools } from './practice-tools';
import { loadHintPanel, loadLogWords, loadOverlays, useRulesTitle } from './lazy-parts';
import { useLazy } from '../../shared/use-lazy';
import { useBeats } from './use-beats';
import { useEscapeClearsHint, useTableFocus } from './use-table-focus';
import { promptText } from './hand-words';
import { TableBar } from './TableBar';
import { OtherSeats, ViewerSide } from './TableSides';
import { TableField } from './TableField';
import { Hand } from './Hand';
import { MessageBar } from './MessageBar';

export type { PracticeTools } from './practice-tools';

export interface SeatTableProps {
  readonly feed: TableFeed;
  /** The practice game's tools (absent at a shared table: none of them is shown). */
  readonly practice?: PracticeTools;
  /** The hand-over screen (pass-and-play), drawn while `feed.$handOver` names a seat. */
  readonly handOver?: ComponentType<{ readonly seat: Seat; readonly feed: TableFeed }>;
  /** The round end's other buttons at a table without `practice` (pass-and-play: its review, a new game). */
  readonly endActions?: EndActions;
  /**
   * What the page adds at the table's foot, beside the move list (the practice game's deal link,
   * pass-and-play's tools): in the table's own last row, so the page ends with the table and
   * fits the screen with it (one-screen-turns.css).
   */
  readonly foot?: ComponentChildren;
}

/** What the round end's review, new-game and settings buttons do (each shown only when given). */
export interface EndActions {
  readonly onReview?: () => void;
  readonly onNewGame?: () => void;
  readonly onSetup?: () => void;
}

// What a feed or a table without the practice game lacks: one atom that never holds anything
// (no seat handed over, no hint, no review…), one that is never on (held, undo), nobody away.
const NONE: ReadableAtom<null> = atom(null);
const OFF: ReadableAtom<boolean> = atom(false);
const NOBODY_AWAY: ReadableAtom<readonly Seat[]> = atom([]);

/** The table for any seats, fed by `feed` (src/features/table/README.md). */
export function SeatTable({ feed, practice, handOver: HandOver, ...around }: SeatTableProps) {
  const shown = useStore(feed.$shown);
  const pending = useStore(feed.$pending);
  const thinking = useStore(feed.$thinking);
  const held = useStore(feed.$held ?? OFF);
  const handOver = useStore(feed.$handOver ?? NONE);
  // While a game is on the table, the page's own chrome (intro, footer) gives way to it.
  useEffect(() => {
    document.documentElement.classList.add('in-game');
    return () => document.documentElement.classList.remove('in-game');
  }, []);
  const table = useMemo(
    () => (shown ? tableModel(shown.view, shown.game, { started: shown.game.started, pending, thinking, held }) : null),
    [shown, pending, thinking, held],
  );
  if (handOver !== null && HandOver) return <HandOver seat={handOver} feed={feed} />;
  return table && shown ? <TableView feed={feed} game={shown.game} tools={practice ?? null} table={table} thinking={thinking} {...around} /> : null;
}

function TableView({
  feed,
  game,
  tools,
  table: t,
  thinking,
  endActions,
  foot,
}: {
  readonly feed: TableFeed;
  readonly game: PublicGame;
  readonly tools: PracticeTools | null;
  readonly table: TableModel;
  readonly thinking: boolean;
  readonly endActions?: EndActions | undefined;
  readonly foot?: ComponentChildren;
}) {
  const session = tools?.session ?? null;
  const names = useStore(feed.$names);
  const drivers = useStore(feed.$drivers);
  const away = useStore(feed.$away ?? NOBODY_AWAY);
  const seats = names.seats;
  const roles = useMemo(() => seatRoles(drivers, t.player, seats.length === 3 ? 3 : 2), [drivers, t.player, seats.length]);
  const hintState = useStore(tools?.$hint ?? NONE);
  const hintProgress = useStore(tools?.$hintProgress ?? NONE);
  const hintBusy = hintProgress !== null;
  const showOdds = useStore($showOdds);
  const HintPanel = useLazy(loadHintPanel, hintBusy || hintState !== null);
  const narration = useStore(feed.$narration);
  const error = useStore(feed.$error);
  const review = useStore(tools?.$review ?? NONE);
  const canUndo = useStore(tools?.$canUndo ?? OFF);
  const motion = useStore($motion);
  const panels = useLazy(loadOverlays);
  const logWords = useLazy(loadLogWords);
  const rulesTitleText = useRulesTitle(game.rules);
  const pending = t.pending;
  const [active, setActive] = useState<CardId | null>(null);
  const ReviewView = useLazy(tools?.loadReview ?? null, review !== null);

  const rootRef = useRef<HTMLDivElement>(null);
  const introRef = useRef<HTMLHeadingElement>(null);
  const choiceRef = useRef<HTMLButtonElement>(null);
  const decisionRef = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  const handRef = useRef<HTMLUListElement>(null);

  const { sequence, beat, running, replay } = useBeats(rootRef, t, seats, feed, review !== null);
  const yourTurn = t.yourTurn;
  useTableFocus({
    refs: { root: rootRef, intro: introRef, choice: choiceRef, decision: decisionRef, end: endRef, hand: handRef },
    game,
    table: t,
    review: review !== null,
    panelsReady: panels !== null,
    running,
    resumed: (session?.steps.length ?? 0) > 0,
  });
  useEscapeClearsHint(hintBusy || hintState !== null, () => tools?.clearHint());

  if (review && session) {
    return (
      <div class="table" ref={rootRef}>
        {ReviewView ? <ReviewView game={session.game} round={review.round} step={review.step} /> : <p class="panel">{playText('review.loading')}</p>}
      </div>
    );
  }

  // The hand waits for every beat before it: while another seat's cards are still in flight no
  // hand card is live and no field card is marked as one it would take.
  const canPlay = t.canPlay && !running;
  const handOptions = new Map<CardId, readonly (readonly CardId[])[]>(t.hand.map((h) => [h.card, h.options]));
  const matchedOnField = new Set<CardId>(canPlay ? [...handOptions.values()].flat(2) : []);
  const focusCard = pending ?? active;
  const drawOptions = t.choice?.turned && yourTurn && !running ? t.choice.takes : [];
  const targets = new Set<CardId>([...(canPlay && focusCard ? (handOptions.get(focusCard) ?? []).flat() : []), ...drawOptions]);
  const hinted = hintState?.action.type === 'play' ? hintState.action.card : null;
  const mover = { name: seats[t.toMove], role: roles[t.toMove], away: away.includes(t.toMove), thinking };
  const prompt = promptText(t.prompt, pending, t.choice?.lay ?? false, mover);

  // After a reload the store has no message: the last turn and the prompt are told again, once
  // the log's words have loaded (the prompt is not told alone first, then again with the turn).
  const restored = narration === '' && game.started && logWords ? [logWords.describeEntries(t.lastTurn, seats), prompt].filter(Boolean).join(' ') : '';
  const took = capturedBy(t.lastTurn);
  const newlyTaken = new Set(running ? [] : took.flatMap((x) => x.cards));
  const shownBeat = running ? sequence?.beats[beat] : undefined;
  const yakuBeat = shownBeat?.kind === 'yaku' ? shownBeat : null;
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
      <TableBar
        game={game}
        table={t}
        names={names}
        rulesTitle={rulesTitleText}
        tools={tools}
        hint={hintState}
        hintProgress={hintProgress}
        canUndo={canUndo}
        onReplay={replay}
        Menu={panels ? panels.TableMenu : null}
      />

      <div class="board">
        <OtherSeats table={t} game={game} seats={seats} fresh={newlyTaken} />
        <TableField table={t} seats={seats} targets={targets} matched={matchedOnField} hintedTake={hintedTake} />
        <ViewerSide table={t} game={game} seats={seats} fresh={newlyTaken} />

        <MessageBar
          narration={narration}
          sequence={sequence}
          beat={beat}
          running={running}
          restored={restored}
          took={took}
          error={error}
          away={away}
          seats={seats}
        />

        <Hand table={t} live={canPlay} prompt={prompt} hinted={hinted} listRef={handRef} onPress={feed.press} onActive={setActive} />

        {panels && (
          <panels.TableOverlays
            feed={feed}
            game={game}
            table={t}
            names={names}
            roles={roles}
            running={running}
            yakuBeat={yakuBeat}
            hint={hintState}
            HintPanel={HintPanel}
            showOdds={showOdds || (hintState !== null && hintState.kind === 'koikoi') || (hintBusy && t.phase === 'decision')}
            tools={tools}
            endActions={endActions}
            refs={{ intro: introRef, choice: choiceRef, decision: decisionRef, end: endRef }}
          />
        )}
      </div>

      {panels && <panels.MoveLog log={t.log} seats={seats} />}
      {foot}
    </div>
  );
}
