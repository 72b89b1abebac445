/**
 * What the table draws over itself: the hint alone or at the head of a panel that asks, a yaku
 * as it forms, a lucky hand's choice, the choice of field card, the koi-koi decision, who deals
 * first, and the round's end; and (with them) the table's menu and the round's moves. Not needed to draw the table:
 * this module (with the panels) loads just after it (lazy-parts.ts), keeping the page's first
 * script small; until then none of it is drawn.
 */
import type { ComponentType, Ref } from 'preact';
import type { BySeat } from '../../engine/round/seats';
import type { TableFeed, PublicGame, SeatNames } from './seat-driver';
import type { SeatRole } from './seat-roles';
import type { CoachHint } from '../coach/hint';
import type { HintPanelProps } from '../coach/HintPanel';
import type { Beat } from './beats';
import type { TableModel } from './table-model';
import type { PracticeTools } from './practice-tools';
import type { EndActions } from './SeatTable';
import { YakuMoment } from './YakuMoment';
import { playText } from './panel-words';
import { ChoicePanel } from './ChoicePanel';
import { DealerDraw } from './DealerDraw';
import { DecisionPanel } from './DecisionPanel';
import { RoundEnd } from './RoundEnd';

export { TableMenu } from './TableMenu';
export { MoveLog } from './MoveLog';

export interface OverlayRefs {
  readonly intro: Ref<HTMLHeadingElement>;
  readonly choice: Ref<HTMLButtonElement>;
  readonly decision: Ref<HTMLHeadingElement>;
  readonly end: Ref<HTMLHeadingElement>;
}

export function TableOverlays({
  feed,
  game,
  table: t,
  names,
  roles,
  running,
  yakuBeat,
  hint,
  HintPanel,
  showOdds,
  tools,
  endActions,
  refs,
}: {
  readonly feed: TableFeed;
  readonly game: PublicGame;
  readonly table: TableModel;
  readonly names: SeatNames;
  readonly roles: BySeat<SeatRole>;
  /** A turn's beats are being shown: no panel yet. */
  readonly running: boolean;
  readonly yakuBeat: Extract<Beat, { kind: 'yaku' }> | null;
  readonly hint: CoachHint | null;
  readonly HintPanel: ComponentType<HintPanelProps> | null;
  /** The koi-koi odds are shown (the setting, or a hint asked at this decision). */
  readonly showOdds: boolean;
  readonly tools: PracticeTools | null;
  readonly endActions: EndActions | undefined;
  readonly refs: OverlayRefs;
}) {
  const seats = names.seats;
  // A panel that asks something is up: the hint goes at its head (it would hide the hint).
  const panelUp = t.luckyHandChoices.length > 0 || (!running && (t.choice !== null || (t.decision !== null && t.stakes !== null)));
  const hintSlot = <div aria-live="polite">{hint && HintPanel && <HintPanel hint={hint} />}</div>;
  return (
    <>
      {/* The hint stands alone over the table, or heads the panel that asks (a choice, koi-koi). */}
      <div class="overlay" aria-live="polite">
        {hint && HintPanel && !panelUp && <HintPanel hint={hint} />}
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
      {!running && t.choice && (
        <div class="overlay overlay--panel">
          {hintSlot}
          <ChoicePanel
            card={t.choice.card}
            turned={t.choice.turned}
            options={t.choice.options}
            onChoose={feed.choose}
            onLay={t.choice.lay ? () => feed.lay(t.choice!.card) : undefined}
            onCancel={t.choice.turned ? undefined : feed.cancelChoice}
            firstRef={refs.choice}
          />
        </div>
      )}
      {!running && t.decision && t.stakes && (
        <div class="overlay overlay--panel overlay--sheet">
          {hintSlot}
          <DecisionPanel
            decision={t.decision}
            stakes={t.stakes}
            seats={seats}
            viewer={t.player}
            onCall={(c) => feed.act({ type: 'call', call: c })}
            headingRef={refs.decision}
            game={tools?.session.game}
            odds={showOdds}
          />
        </div>
      )}
      {!game.started && (
        <div class="overlay overlay--board">
          <DealerDraw game={game} month={t.month} dealer={t.dealer} names={names} onStart={feed.start} headingRef={refs.intro} />
        </div>
      )}
      {!running && t.game.status !== 'playing' && (
        <div class="overlay overlay--sheet">
          <RoundEnd
            game={game}
            table={t}
            seats={seats}
            roles={roles}
            short={names.short}
            headingRef={refs.end}
            onNext={feed.nextRound}
            onReview={tools ? () => tools.startReview(game.history.length - 1) : endActions?.onReview}
            onNewGame={tools ? tools.newGame : endActions?.onNewGame}
            onSetup={tools ? tools.openSetup : endActions?.onSetup}
            EndActions={feed.EndActions}
          />
        </div>
      )}
    </>
  );
}
