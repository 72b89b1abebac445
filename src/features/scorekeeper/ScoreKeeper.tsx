/**
 * The score keeper island: the games on this device, the setup of a new one, the sheet with
 * its tools (add a round, undo, share, CSV, print), the round form, and a shared sheet opened
 * from a link (read-only). Rendered on the server as a short placeholder: the games live in
 * this device's storage, which only the browser can read.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import { useHydrated, useReaderRules } from '../rules-choice/use-reader-rules';
import { sheetCsv } from './csv';
import { encodeShareLink, ledgerOf, type KeptGame } from './model';
import { RoundForm } from './RoundForm';
import { Setup } from './Setup';
import { Sheet } from './Sheet';
import {
  $canUndo,
  $currentGame,
  $kept,
  $ledger,
  $saveNotice,
  $shareProblem,
  $shared,
  $status,
  $view,
  deleteGame,
  deleteRound,
  dismissSaveNotice,
  dismissShareProblem,
  editRound,
  keepSharedCopy,
  openGame,
  openPage,
  openSetup,
  showGames,
  startEntry,
  undo,
} from './store';
import { SHARE_PROBLEM_TITLE, WORDS, gameRulesText, gameScoreText } from './words';
import { roundLimit } from '../../engine/rules/options';
// The calculator's picker and explanation are reused here, with their styles.
import '../calculator/calculator.css';
import './scorekeeper.css';
import { downloadText } from '../../shared/download';

function ShareBox({ game }: { readonly game: KeptGame }) {
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}${location.pathname}?${encodeShareLink(game)}`;
  return (
    <div class="sk-share">
      <label for="sk-share-link">{WORDS.share}</label>
      <input id="sk-share-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        class="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {WORDS.copyLink}
      </button>
      <span role="status">{copied ? WORDS.copied : ''}</span>
    </div>
  );
}

function GamesList() {
  const kept = useStore($kept);
  const [confirm, setConfirm] = useState<string | null>(null);
  return (
    <section class="sk-games" aria-labelledby="sk-games-title">
      <h2 id="sk-games-title">{WORDS.gamesTitle}</h2>
      {kept.games.length === 0 && <p>{WORDS.noGames}</p>}
      <ul>
        {kept.games.map((g) => {
          const ledger = ledgerOf(g);
          const totals: readonly number[] = ledger.ok ? ledger.value.totals : g.names.map(() => 0);
          return (
            <li key={g.id} class="sk-games__item">
              <span>
                <strong>{gameScoreText(g.names, totals)}</strong>
                <span class="sk-hint">{` · ${gameRulesText(g.rules, roundLimit(g.rules.options))} · ${new Date(g.created).toLocaleDateString('en')}`}</span>
              </span>
              <span class="sk-actions">
                <button type="button" onClick={() => openGame(g.id)}>
                  {WORDS.openGame}
                </button>
                {confirm === g.id ? (
                  <button type="button" class="secondary" onClick={() => deleteGame(g.id)}>
                    {WORDS.confirmDelete}
                  </button>
                ) : (
                  <button type="button" class="secondary" onClick={() => setConfirm(g.id)}>
                    {WORDS.deleteGame}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p class="sk-actions">
        <button type="button" class="sk-big" onClick={openSetup}>
          {WORDS.newGame}
        </button>
      </p>
    </section>
  );
}

export default function ScoreKeeper() {
  const hydrated = useHydrated();
  const readerRules = useReaderRules();
  const [ready, setReady] = useState(false);
  const view = useStore($view);
  const game = useStore($currentGame);
  const ledger = useStore($ledger);
  const shared = useStore($shared);
  const shareProblem = useStore($shareProblem);
  const notice = useStore($saveNotice);
  const status = useStore($status);
  const canUndo = useStore($canUndo);

  useEffect(() => {
    openPage(location.search);
    setReady(true);
  }, []);

  // A new screen starts at its top, with the focus on its heading (one hand, small screen).
  useEffect(() => {
    if (!ready) return;
    const heading = document.querySelector<HTMLElement>('.sk-root h2');
    if (heading && view !== 'setup') {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start' });
    }
  }, [view, ready]);

  if (!hydrated || !ready) return <p class="sk-loading">{WORDS.loading}</p>;

  const sharedLedger = shared ? ledgerOf(shared) : null;
  return (
    <div class="sk-root" data-view={view} data-ready="true">
      {notice && (
        <div class="notice notice--warn" role="alert">
          <p>{notice}</p>
          <button type="button" class="secondary small" onClick={dismissSaveNotice}>
            {WORDS.hideDetails}
          </button>
        </div>
      )}
      {shareProblem && (
        <div class="notice notice--warn" role="alert" data-testid="sk-share-problem">
          <p>
            <strong>{SHARE_PROBLEM_TITLE}.</strong> {shareProblem}
          </p>
          <button type="button" class="secondary small" onClick={dismissShareProblem}>
            {WORDS.hideDetails}
          </button>
        </div>
      )}
      <p class="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>

      {view === 'shared' && shared && sharedLedger?.ok && (
        <>
          <p class="notice">{WORDS.readOnly}</p>
          <Sheet game={{ ...shared, draw: null }} ledger={sharedLedger.value} />
          <p class="sk-actions sk-noprint">
            <button type="button" onClick={keepSharedCopy}>
              {WORDS.keepCopy}
            </button>
            <button type="button" class="secondary" onClick={() => window.print()}>
              {WORDS.print}
            </button>
          </p>
        </>
      )}

      {view === 'games' && <GamesList />}
      {view === 'setup' && <Setup readerRules={readerRules} />}
      {view === 'entry' && game && <RoundForm game={game} />}

      {view === 'sheet' && game && ledger && (
        <>
          <Sheet game={game} ledger={ledger} onEdit={editRound} onDelete={deleteRound} />
          <div class="sk-tools sk-noprint">
            {!ledger.finished && (
              <button type="button" class="sk-big" data-testid="sk-add" onClick={startEntry}>
                {ledger.next ? `${WORDS.addRound} ${ledger.next.round}` : WORDS.addRound}
              </button>
            )}
            <button type="button" class="secondary" disabled={!canUndo} onClick={undo}>
              {WORDS.undo}
            </button>
            <button type="button" class="secondary" data-testid="sk-csv" disabled={ledger.rows.length === 0} onClick={() => downloadText(WORDS.csvFile, sheetCsv(game, ledger), 'text/csv;charset=utf-8')}>
              {WORDS.exportCsv}
            </button>
            <button type="button" class="secondary" onClick={() => window.print()}>
              {WORDS.print}
            </button>
            <button type="button" class="secondary" onClick={openSetup}>
              {WORDS.newGame}
            </button>
            <button type="button" class="secondary" onClick={showGames}>
              {WORDS.allGames}
            </button>
          </div>
          <div class="sk-noprint">
            <ShareBox game={game} />
          </div>
        </>
      )}
      {view === 'sheet' && !game && <GamesList />}
    </div>
  );
}
