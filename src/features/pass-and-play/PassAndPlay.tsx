/**
 * The pass-and-play island. On the server (and in the first, hydrating render) it shows a
 * placeholder; in the browser it resumes the saved game on the hand-over screen of the player
 * to move, or opens the set-up. The table is the practice game's table for any seats, fed by
 * pass-feed.ts; around it, what belongs to a shared device: hiding a hand, a new game, and
 * each player's review of their own decisions.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { useRuleSet } from '../rules-choice/use-reader-rules';
import { SeatTable, type EndActions } from '../table/SeatTable';
import { useLazy } from '../../shared/use-lazy';
import { PassHandOver } from './HandOver';
import { passFeed } from './pass-feed';
import { $passNotice, $passScreen, $passSession, $passSetupOpen, discardPassGame, dismissPassNotice, hideHand, openPassSetup } from './pass-store';
import { passText } from './words';
import { $reviewChooser, $reviewSeat, askReview, closeReview } from './review-state';
// The table brings its own styles (SeatTable.tsx); the page and its set-up share the practice game's.
import '../game-setup/game-page.css';
import './pass.css';

// The set-up loads only when it is shown (first visit, "New game"): a game in progress draws
// its table without it.
const loadSetup = () => import('./PassSetup').then((m) => m.PassSetup);

// Each player's review (with the coach) loads when first asked for, at a round's end.
const loadReview = () => import('./PassReview').then((m) => m.PassReview);

/** The control a turn starts on, once the table (and its panels) are drawn. */
const TURN_START = '.choice__btn, #decision-title, [data-action^="lucky-"], .hand__card[aria-disabled="false"]';

/** Focuses the turn's first control when it appears (within a second); returns the cancel. */
function focusTurn(): () => void {
  let frame = 0;
  let tries = 0;
  const look = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return; // the table or the player moved it already
    const target = document.querySelector<HTMLElement>(TURN_START);
    if (target) target.focus();
    else if (tries++ < 60) frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/** The round end's buttons: each player's review, and (once the game is over) a new game. */
const END_ACTIONS: EndActions = {
  onReview: askReview,
  onNewGame: () => (closeReview(), openPassSetup()),
};

export default function PassAndPlay() {
  const [feed] = useState(passFeed);
  useEffect(() => feed.dispose, [feed]);
  const [ready, setReady] = useState(false);
  const session = useStore($passSession);
  const setupOpen = useStore($passSetupOpen);
  const notice = useStore($passNotice);
  const screen = useStore($passScreen);
  const choosing = useStore($reviewChooser);
  const reviewSeat = useStore($reviewSeat);
  const reviewing = choosing || reviewSeat !== null;
  const PassReview = useLazy(loadReview, reviewing);
  const rules = useRuleSet();
  const showSetup = session === null || setupOpen;
  const Setup = useLazy(loadSetup, ready && showSetup);
  useEffect(() => setReady(true), []);
  // A player who takes the device starts on the control their turn asks for (the table moves
  // focus as a turn goes on, but not when it is first drawn, as after the hand-over screen).
  const turnKey = screen?.kind === 'turn' ? `${screen.seat}:${screen.view.turn}` : null;
  useEffect(() => {
    if (turnKey !== null) return focusTurn();
  }, [turnKey]);

  // The tools: at the table's foot during a turn (beside its move list, on the one screen), under
  // the hand-over screen between turns; none at a round's end (its panel has the next steps).
  const turn = screen?.kind === 'turn';
  const tools = screen?.kind !== 'round-end' && (
    <div class="pass-play__tools">
      {turn && (
        <button type="button" class="secondary" onClick={hideHand} data-action="hide-hand">
          {passText('turn.hide')}
        </button>
      )}
      <button type="button" class="secondary" onClick={openPassSetup} data-action="pass-new-game">
        {passText('tools.new-game')}
      </button>
    </div>
  );

  if (!ready || (showSetup && !Setup)) {
    return (
      <div class="play play--loading">
        <p class="play__loading">Setting up the table…</p>
      </div>
    );
  }

  return (
    <div class={`play pass-play${showSetup ? ' play--setup' : ''}`}>
      {notice && (
        <div class="notice notice--warn" role="alert" data-testid="save-notice">
          <p>⚠ {notice}</p>
          <button type="button" onClick={() => (dismissPassNotice(), discardPassGame())} data-action="notice-new-game">
            {passText('notice.new-game')}
          </button>
        </div>
      )}
      {showSetup && Setup ? (
        <Setup rules={rules} session={session} />
      ) : (
        session && (
          <>
            {reviewing ? (
              PassReview ? <PassReview session={session} /> : <p class="panel">{passText('review.loading')}</p>
            ) : (
              <SeatTable feed={feed} handOver={PassHandOver} endActions={END_ACTIONS} foot={turn && tools} />
            )}
            {!reviewing && !turn && tools}
          </>
        )
      )}
    </div>
  );
}
