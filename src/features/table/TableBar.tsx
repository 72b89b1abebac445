/**
 * The bar over the table: the round and its rules, the score of every seat (one path for two
 * and three, named as the feed names them), and the tools (the practice game's hint and undo,
 * the last move shown again, the table's settings: TableMenu.tsx, loaded just after the table).
 */
import { Fragment, type ComponentType } from 'preact';
import type { Seat } from '../../engine/round/seats';
import type { PublicGame, SeatNames } from './seat-driver';
import type { TableModel } from './table-model';
import { monthText, playText } from './words';
import { seatWord } from '../../words/format';
import { COACH_TABLE_WORDS, thinkingText } from '../coach/table-words';
import type { CoachHint } from '../coach/hint';
import type { PracticeTools } from './practice-tools';

/** Whole percent of a hint worked out (never 100 before it arrives). */
const percentOf = (p: number | null): number => Math.min(99, Math.floor((p ?? 0) * 100));

export function TableBar({
  game,
  table: t,
  names,
  rulesTitle,
  tools,
  hint,
  hintProgress,
  canUndo,
  onReplay,
  Menu,
}: {
  readonly game: PublicGame;
  readonly table: TableModel;
  readonly names: SeatNames;
  readonly rulesTitle: string;
  readonly tools: PracticeTools | null;
  readonly hint: CoachHint | null;
  readonly hintProgress: number | null;
  readonly canUndo: boolean;
  readonly onReplay: () => void;
  /** The menu's settings, once loaded with the panels (lazy-parts.ts); its button is there at once. */
  readonly Menu: ComponentType<{ readonly tools: PracticeTools | null }> | null;
}) {
  const hintBusy = hintProgress !== null;
  // The viewer first, then the others in turn order.
  const order: readonly Seat[] = [t.player, ...t.opponents.map((o) => o.seat)];
  const two = order.length === 2;
  const scores = order.map((p) => playText('score.item', { player: seatWord(names.seats[p]), points: game.totals[p] })).join(', ');
  return (
    <div class="table-bar">
      <p class="table-bar__round">
        <strong>{playText('bar.round', { round: game.round, rounds: t.game.rounds })}</strong> · {monthText(t.month)}
        <span class="table-bar__rules">
          {' · '}
          {rulesTitle}
        </span>
      </p>
      <p class={`scoreboard${two ? '' : ' scoreboard--seats'}`}>
        <span class="visually-hidden">{playText('score.label', { scores })}</span>
        {order.map((p, i) => (
          <Fragment key={p}>
            {two && i > 0 && (
              <span class="scoreboard__sep" aria-hidden="true">
                –
              </span>
            )}
            <span class={`scoreboard__seat${p === t.toMove && game.status === 'playing' ? ' is-to-move' : ''}`} aria-hidden="true" data-seat={p}>
              {names.short[p]} <strong>{game.totals[p]}</strong>
            </span>
          </Fragment>
        ))}
      </p>
      <div class="table-bar__tools">
        {tools && (
          <button
            type="button"
            class={`secondary small hint-button${hintBusy ? ' is-busy' : ''}`}
            onClick={() => (hintBusy ? tools.cancelHint() : hint ? tools.clearHint() : tools.requestHint())}
            disabled={!t.yourTurn && !hintBusy}
            aria-expanded={hintBusy ? undefined : hint !== null}
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
            ) : hint ? (
              COACH_TABLE_WORDS['hint.hide']
            ) : (
              COACH_TABLE_WORDS['hint.button']
            )}
          </button>
        )}
        {tools?.session.undo && (
          <button type="button" class="secondary small" onClick={() => tools.undo()} disabled={!canUndo} data-action="undo">
            {playText('tools.undo')}
          </button>
        )}
        <button type="button" class="secondary small" onClick={onReplay} disabled={t.lastTurn.length === 0} data-action="replay">
          {playText('tools.replay')}
        </button>
        <details class="table-menu">
          <summary class="button secondary small">{playText('tools.menu')}</summary>
          {Menu && <Menu tools={tools} />}
        </details>
      </div>
    </div>
  );
}
