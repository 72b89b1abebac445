/**
 * The practice game island. On the server (and in the first, hydrating render) it shows a
 * placeholder; in the browser it then reads the page address (a deal link), resumes the
 * saved game or opens the settings, and sets the computer's pace (none with reduced motion).
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { $ruleSet } from '../rules-choice/rules-store';
import { useRuleSet } from '../rules-choice/use-reader-rules';
import {
  $linkState,
  $saveNotice,
  $session,
  $setupOpen,
  discardGame,
  dismissSaveNotice,
  openFromAddress,
  openSetup,
  setPace,
} from './game-store';
import { Table } from './Table';
import { withoutDealLink } from './deal-params';
import { useLazy } from '../../shared/use-lazy';

// The settings screen loads only when it is shown (first visit, "New game…"): a game in
// progress draws its table without it, inside the page's budget (scripts/budget.mjs).
const loadSetup = () => import('./Setup').then((m) => m.Setup);
// A deal link's notices (one that cannot be used, or one to confirm over a game in progress)
// load only for an address that holds a deal link.
const loadLinkNotice = () => import('./LinkNotice').then((m) => m.LinkNotice);
// The table brings its own styles (SeatTable.tsx); these are the page's and the set-up's.
import '../game-setup/game-page.css';
import './play.css';

const PACE_MS = 700;

export default function PlayGame() {
  const [ready, setReady] = useState(false);
  const [rulesLink, setRulesLink] = useState(false);
  const session = useStore($session);
  const setupOpen = useStore($setupOpen);
  const notice = useStore($saveNotice);
  const link = useStore($linkState);
  const rules = useRuleSet();
  const showSetup = session === null || setupOpen;
  const Setup = useLazy(loadSetup, ready && showSetup);
  const LinkNotice = useLazy(loadLinkNotice, link !== null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const wasDealLink = openFromAddress(location.search, $ruleSet.get(), { level: 'beginner', undo: true });
    if (wasDealLink) {
      // Drop the deal from the address so that a reload resumes the saved game.
      const rest = withoutDealLink(location.search);
      history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
    } else if (params.has('rules')) {
      // A rules link: the settings open with the rules panel, which reads it.
      setRulesLink(true);
      openSetup();
    }
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => setPace(motion.matches ? 0 : PACE_MS);
    apply();
    motion.addEventListener('change', apply);
    setReady(true);
    return () => {
      motion.removeEventListener('change', apply);
      setPace(null);
    };
  }, []);

  if (!ready || (showSetup && !Setup)) {
    return (
      <div class="play play--loading">
        <p class="play__loading">Setting up the table…</p>
      </div>
    );
  }


  return (
    <div class={`play${showSetup ? ' play--setup' : ''}`}>
      {notice && (
        <div class="notice notice--warn" role="alert" data-testid="save-notice">
          <p>⚠ {notice}</p>
          <button type="button" onClick={() => (dismissSaveNotice(), discardGame())} data-action="notice-new-game">
            Start a new game
          </button>
        </div>
      )}
      {link && LinkNotice && <LinkNotice link={link} rules={rules} session={session} />}
      {showSetup && Setup ? <Setup rules={rules} session={session} openRules={rulesLink} /> : session && <Table session={session} />}
    </div>
  );
}
