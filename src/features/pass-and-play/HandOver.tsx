/**
 * The hand-over screen: "Pass to Ben". Shown between turns (hand-over.ts decides when), it
 * carries no card of any hand, only what every player at a real table has seen: whose turn it
 * is, the round, the calls announced, what the others did since Ben's last turn (worded from
 * the engine's view, so a card drawn face down stays unnamed) and the scores. Ben's tap (or
 * Enter: the button has the focus) shows his hand. The others' moves and who deals first are
 * worded by the round log's words (table/log-words.ts), which load on use: those lines are drawn
 * once they have arrived, never a "nothing happened" before.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { GameState } from '../../engine/round/game';
import type { BySeat, Seat } from '../../engine/round/seats';
import { monthName } from '../../words/card-names';
import { useLazy } from '../../shared/use-lazy';
import { loadLogWords } from '../table/lazy-parts';
import type { PassScreen } from './hand-over';
import { $passScreen, $passSession, takeSeat } from './pass-store';
import { callsText, namedSeats, passText, scoresText } from './words';

/** The table's hand-over slot (SeatTable's `handOver`): drawn while the feed names `seat`. */
export function PassHandOver({ seat }: { readonly seat: Seat }) {
  const screen = useStore($passScreen);
  const session = useStore($passSession);
  if (!session || screen?.kind !== 'hand-over' || screen.to !== seat) return null;
  return <HandOver screen={screen} names={session.names} game={session.game} fresh={session.steps.length === 0} />;
}

export interface HandOverProps {
  readonly screen: Extract<PassScreen, { kind: 'hand-over' }>;
  readonly names: BySeat<string>;
  readonly game: GameState;
  /** No move has been made in the game yet: say who deals first and why. */
  readonly fresh: boolean;
}

export function HandOver({ screen, names, game, fresh }: HandOverProps) {
  const name = names[screen.to];
  const button = useRef<HTMLButtonElement>(null);
  // A new screen for each hand-over: the button takes the focus, so Enter (or Space) answers it.
  useEffect(() => button.current?.focus(), [screen.to, game.current.turn, game.round]);
  const words = useLazy(loadLogWords);
  const news = words ? words.describeEntries(screen.news, namedSeats(names)) : null;
  const calls = callsText(screen.calls, names);
  const dealer = names[game.current.dealer];

  return (
    <section class="hand-over" aria-labelledby="hand-over-title" data-testid="hand-over" data-to={screen.to}>
      <h2 id="hand-over-title">{passText('handover.title', { name })}</h2>
      <p class="hand-over__lead">{passText('handover.lead', { name })}</p>
      <button type="button" class="big hand-over__take" ref={button} onClick={() => takeSeat()} data-action="take-seat">
        {passText('handover.take', { name })}
      </button>
      <p class="for-keys hand-over__keys">{passText('handover.keys')}</p>
      <div class="hand-over__table">
        <p>
          {passText('handover.round', { round: game.round, month: monthName(game.current.month), dealer })}
          {fresh && words && <> {words.dealerDrawText(game.firstDealer, false, namedSeats(names)).join(' ')}</>}
        </p>
        {calls && <p class="hand-over__calls">{calls}</p>}
        <h3>{passText('handover.news', { name })}</h3>
        {news !== null && <p class="hand-over__news">{news || passText('handover.news.none', { name })}</p>}
        <p class="hand-over__scores">
          {passText('handover.scores')}: {scoresText(names, game.totals)}
        </p>
      </div>
    </section>
  );
}
