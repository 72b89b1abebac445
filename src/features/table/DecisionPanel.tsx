/**
 * Koi-koi or shōbu: the viewer's yaku and what stopping scores, what is at stake in playing on
 * (the koi-koi terms, the other seats' near yaku, the cards left), and the coach's odds when
 * shown.
 */
import type { Ref } from 'preact';
import { useStore } from '@nanostores/preact';
import type { GameState, PendingDecision, PlayerIndex } from '../../engine/round';
import { othersOf, seatCountOf } from '../../engine/round/seats';
import { yakuList } from '../../words/yaku-names';
import { seatWord, type Seats } from '../../words/format';
import { useLazy } from '../../shared/use-lazy';
import { ScoreView } from '../calculator/ScoreView';
import { $showOdds, setShowOdds } from '../coach/coach-prefs';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import { nearText, scoringLines, shownExplanation, type Stakes } from './pile-model';
import { points, theirs, who } from './words';
import { playParts, playText } from './panel-words';
import { koikoiSentences } from './stakes-words';

// The odds are worked out by the coach (its client and the evaluation's settings): loaded
// when a koi-koi decision first shows them, not with the panels.
const loadOddsPanel = () => import('../coach/OddsPanel').then((m) => m.OddsPanel);

export function DecisionPanel({
  decision,
  stakes,
  seats,
  viewer,
  onCall,
  headingRef,
  game,
  odds,
}: {
  readonly decision: PendingDecision;
  readonly stakes: Stakes;
  /** How the feed names each seat; the decision is the viewer's, whom the panel calls "you". */
  readonly seats: Seats;
  readonly viewer: PlayerIndex;
  readonly onCall: (c: 'koikoi' | 'shobu') => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
  /** The game (the coach's odds are worked out from the person's view of it). */
  readonly game?: GameState;
  /** Show the coach's odds (the setting, or a hint asked at this decision). */
  readonly odds?: boolean;
}) {
  const lines = stakes.explanation ? scoringLines(stakes.explanation) : [];
  const three = stakes.others === 2;
  // Who plays on against the viewer: the other seat's name at a table of two; "another player" at three.
  const other = othersOf(viewer, seatCountOf(seats))[0]!;
  const opponent = three ? null : seatWord(seats[other]);
  const opponentNames = (p: PlayerIndex) => seatWord(seats[p]);
  const showOdds = useStore($showOdds);
  const Odds = useLazy(loadOddsPanel, Boolean(odds && game));
  return (
    <section class="panel panel--decision" aria-labelledby="decision-title">
      <h2 id="decision-title" tabIndex={-1} ref={headingRef}>
        {playText('decision.title', { yaku: yakuList(decision.yaku) })}
      </h2>
      {stakes.lastTurn && (
        <p class="decision__warning" data-testid="last-turn-warning">
          {stakes.lastTurn === 'last-turn'
            ? three
              ? playText('decision.last-turn.three')
              : playText('decision.last-turn', { opponent: opponent! })
            : playText(three ? 'decision.ends-now.three' : 'decision.ends-now')}{' '}
          {playText(`runout.${stakes.runOut}`, { points: points(stakes.stopPoints) })}
        </p>
      )}
      <div class="decision">
        <div class="decision__now">
          <h3>{playText('decision.now')}</h3>
          <ul class="decision__yaku">
            {lines.map((l) => (
              <li key={l.name}>
                <span>{l.name}</span> <strong>{points(l.points)}</strong>
              </li>
            ))}
          </ul>
          <p>{playParts('decision.base', { base: points(decision.base), stop: <strong>{points(stakes.stopPoints)}</strong> })}</p>
          {stakes.explanation && (
            <details class="decision__how">
              <summary>{playText(stakes.stopPoints === 1 ? 'decision.how.one' : 'decision.how', { points: points(stakes.stopPoints) })}</summary>
              <ScoreView explanation={shownExplanation(stakes.explanation)} names={{ scorer: playText('score.you'), other: three ? playText('end.others') : who(other, seats), show: false, seats: seatCountOf(seats) }} />
            </details>
          )}
        </div>
        <div class="decision__stake">
          <h3>{playText('decision.stake')}</h3>
          <ul>
            {/* What shōbu scores is said once, by the base line and the button. */}
            {koikoiSentences(stakes.koikoiTerms, opponent).map((t) => (
              <li key={t}>{t}</li>
            ))}
            <li>
              {stakes.opponentNear.length > 0
                ? playParts(three ? 'decision.near.three' : 'decision.near', {
                    opponent: opponent ?? '',
                    yaku: stakes.opponentNear.slice(0, 3).map((n, i, all) => (
                      <span key={n.id}>
                        {playParts('decision.near.item', { yaku: <strong>{n.name}</strong>, need: nearText(n) })}
                        {i < all.length - 1 ? '; ' : ''}
                      </span>
                    )),
                  })
                : three
                  ? playText('decision.near.none.three')
                  : playText('decision.near.none', { opponent: opponent! })}
            </li>
            <li>
              {playText(three ? 'decision.cards-left.three' : 'decision.cards-left', {
                theirs: theirs(other, seats),
                hand: stakes.cardsLeft.hand,
                opponent: stakes.cardsLeft.opponentHand,
                pile: stakes.cardsLeft.pile,
              })}
            </li>
          </ul>
        </div>
        {game && (
          <div class="decision__odds">
            <label class="odds__toggle">
              <input type="checkbox" checked={showOdds} onChange={(e) => setShowOdds(e.currentTarget.checked)} data-setting="odds-panel" />{' '}
              {COACH_TABLE_WORDS['odds.show']}
            </label>
            {odds && Odds && <Odds game={game} player={viewer} names={opponentNames} />}
          </div>
        )}
      </div>
      {/* Last, and held at the foot of the sheet: the odds arriving above never move them. */}
      <div class="decision__buttons">
        <button type="button" class="big" onClick={() => onCall('koikoi')} data-action="koikoi">
          {playText('decision.koikoi')}
        </button>
        <button type="button" class="big secondary" onClick={() => onCall('shobu')} data-action="shobu">
          {playText('decision.shobu', { points: points(stakes.stopPoints) })}
        </button>
      </div>
    </section>
  );
}
