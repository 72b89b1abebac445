/**
 * The panels that ask the person something or tell them how things stand: who deals first,
 * which of two cards to take, koi-koi or shōbu, the round's score and the game's end.
 */
import type { ComponentType, Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { getCard, type CardId } from '../../engine/cards';
import type { GameState, PendingDecision, PlayerIndex } from '../../engine/round';
import { CardImage } from '../../shared/CardImage';
import { KIND_NAMES, shortName } from '../../words/card-names';
import { yakuList, yakuName } from '../../words/yaku-names';
import { nearText, scoringLines, shownExplanation, type Stakes, type TableModel } from './table-model';
import { cardsText, dealerDrawText, monthText, points, resultHeadline, resultSummary, theirs, who } from './words';
import { ALL_PLAY_WORDS as PLAY_WORDS, playParts, playText } from './panel-words';
import { fill, seatWord, type Seats, type TemplateParams } from '../../words/format';
import { othersOf, seatCountOf, seatsOf, type BySeat } from '../../engine/round/seats';
import type { Month } from '../../engine/cards';
import type { PublicGame, SeatNames } from './seat-driver';
import type { SeatRole } from './seat-roles';
import { ScoreView } from '../calculator/ScoreView';
import { koikoiSentences } from './stakes-words';
import { $showOdds, setShowOdds } from '../coach/coach-prefs';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import type { OddsPanelProps } from '../coach/OddsPanel';

// The odds are worked out by the coach (its client and the evaluation's settings): loaded
// when a koi-koi decision first shows them, not with the panels.
let oddsPanel: ComponentType<OddsPanelProps> | null = null;
function useOddsPanel(wanted: boolean): ComponentType<OddsPanelProps> | null {
  const [view, setView] = useState(() => oddsPanel);
  useEffect(() => {
    if (wanted && !view)
      void import('../coach/OddsPanel').then((m) => {
        oddsPanel = m.OddsPanel;
        setView(() => m.OddsPanel);
      });
  }, [wanted, view]);
  return view;
}

// ---------------------------------------------------------------------------------------

export function DealerDraw({
  game,
  month,
  dealer,
  names,
  onStart,
  headingRef,
}: {
  readonly game: PublicGame;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly names: SeatNames;
  readonly onStart: () => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  const choice = game.firstDealer;
  const fromLink = game.fromLink;
  const seats = names.seats;
  const last = choice.draws[choice.draws.length - 1];
  // At a table of two, each seat's card of the last draw, by seat (three: the sentences tell).
  const drawn = seats.length === 2 && last && last.cards.length === 2 ? last.cards : null;
  return (
    <section class="panel panel--intro" aria-labelledby="intro-title">
      <h2 id="intro-title" tabIndex={-1} ref={headingRef}>
        {fromLink ? playText('intro.title.link', { round: game.round, month: monthText(month) }) : playText('intro.title')}
      </h2>
      {drawn && (
        <div class="draw-cards">
          {drawn.map((card, i) => {
            const seat = (last!.drawers?.[i] ?? i) as PlayerIndex;
            return (
              <figure key={card} data-seat={seat}>
                <CardImage card={card} size={72} decorative loading="eager" />
                <figcaption>{playText('intro.drew', { name: names.short[seat], card: shortName(card) })}</figcaption>
              </figure>
            );
          })}
        </div>
      )}
      {dealerDrawText(choice, fromLink, seats).map((t) => (
        <p key={t}>{t}</p>
      ))}
      <p>
        {seats[dealer] === 'you' ? playText('intro.opens.you') : playText('intro.opens.other', { player: seatWord(seats[dealer]) })}
      </p>
      <button type="button" class="big" onClick={onStart} data-action="start">
        {playText('intro.start', { round: game.round })}
      </button>
    </section>
  );
}

// ---------------------------------------------------------------------------------------

export function ChoicePanel({
  card,
  turned,
  options,
  onChoose,
  onLay,
  onCancel,
  firstRef,
}: {
  readonly card: CardId;
  /** The card was turned from the pile (no going back) rather than played from the hand. */
  readonly turned: boolean;
  /** One entry per answer: the field cards it takes (the first names it to the engine). */
  readonly options: readonly (readonly CardId[])[];
  readonly onChoose: (take: CardId) => void;
  /** Lay the card on the field without taking (`handCapture: optional`), when offered. */
  readonly onLay?: () => void;
  readonly onCancel?: () => void;
  readonly firstRef: Ref<HTMLButtonElement>;
}) {
  const title = turned ? 'choice.title.turned' : onLay ? 'choice.title.played.lay' : 'choice.title.played';
  return (
    <section class="panel panel--choice" aria-labelledby="choice-title">
      <h2 id="choice-title" class="panel__title">
        {playText(title, { card: shortName(card) })}
      </h2>
      <div class="choice">
        <CardImage card={card} size={64} decorative class="choice__played" loading="eager" />
        <span class="choice__arrow" aria-hidden="true">
          →
        </span>
        <ul class="choice__options">
          {options.map((cards, i) => (
            <li key={cards[0]}>
              <button type="button" class="choice__btn" onClick={() => onChoose(cards[0]!)} ref={i === 0 ? firstRef : undefined} data-take={cards[0]}>
                <span class="choice__cards">
                  {cards.map((c) => (
                    <CardImage key={c} card={c} size={64} decorative loading="eager" />
                  ))}
                </span>
                <span>{playText('choice.take', { card: cardsText(cards) })}</span>
                {cards.length === 1 && <span class="choice__kind">{KIND_NAMES[getCard(cards[0]!).kind].one}</span>}
              </button>
            </li>
          ))}
          {onLay && (
            <li>
              <button type="button" class="choice__btn choice__btn--lay" onClick={onLay} data-action="lay" data-lay={card}>
                <span>{playText('choice.lay', { card: shortName(card) })}</span>
              </button>
            </li>
          )}
        </ul>
      </div>
      {onCancel && (
        <button type="button" class="secondary" onClick={onCancel}>
          {playText('choice.cancel')}
        </button>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------

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
  const Odds = useOddsPanel(Boolean(odds && game));
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

// ---------------------------------------------------------------------------------------

export function Totals({ game, short }: { readonly game: PublicGame; readonly short: readonly string[] }) {
  const rounds = game.history.filter((h) => h.result.end !== 'misdeal');
  const seats = seatsOf(seatCountOf(game.totals));
  return (
    <div class="table-scroll">
      <table class="data-table totals">
        <caption>{playText('totals.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{playText('totals.round')}</th>
            {seats.map((p) => (
              <th key={p} scope="col">
                {short[p]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((h, i) => (
            <tr key={`${h.round}-${i}`}>
              <th scope="row">{playText('totals.row', { round: h.round, month: monthText(h.month) })}</th>
              {seats.map((p) => (
                <td key={p}>{signed(h.result.points[p])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{playText('totals.total')}</th>
            {seats.map((p) => (
              <td key={p}>{game.totals[p]}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function RoundEnd({
  game,
  table,
  seats,
  roles,
  short,
  headingRef,
  onNext,
  onReview,
  onNewGame,
  onSetup,
  EndActions,
}: {
  readonly game: PublicGame;
  /** The round as the person sees it now that it is over (result, what is revealed). */
  readonly table: TableModel;
  readonly seats: Seats;
  /** Each seat's role (a computer's forfeit says "it"). */
  readonly roles: BySeat<SeatRole>;
  readonly short: readonly string[];
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onNext: () => void;
  /** The practice game's review, new game and settings (absent at a shared table). */
  readonly onReview?: () => void;
  readonly onNewGame?: () => void;
  readonly onSetup?: () => void;
  /** What the feed adds at the game's end (a room's rematch). */
  readonly EndActions?: ComponentType | undefined;
}) {
  const state = table;
  const result = table.result!;
  const finished = game.status === 'finished';
  const scorer: PlayerIndex | null = result.winner;
  return (
    <section class="panel panel--end" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1} ref={headingRef}>
        {finished ? gameOverTitle(game, seats) : playText('end.title', { round: game.round })}
      </h2>
      <p class="end__headline">
        {finished ? playText('end.headline.finished', { round: game.round, headline: resultHeadline(result, seats) }) : resultHeadline(result, seats)}
      </p>
      {result.explanation && scorer !== null && (
        <ul class="end__yaku" aria-label={seatText(seats, scorer, 'end.yaku')} data-testid="end-yaku">
          {result.explanation.yaku
            .filter((y) => y.owner === 'self')
            .map((y) => (
              <li key={y.id}>
                <span class="card-row">
                  {y.cards.map((c) => (
                    <CardImage key={c} card={c} size={34} loading="eager" markers={false} />
                  ))}
                </span>
                <span>
                  {playText('moment.item', { yaku: yakuName(y.id), points: points(y.points) })}
                </span>
              </li>
            ))}
        </ul>
      )}
      <p class="end__summary">{resultSummary(result, state.dealer, seats)}</p>
      {table.forfeits.map((f) => (
        <p key={f.player} class="end__forfeit" data-testid="forfeit">
          {seatText(seats, f.player, 'end.forfeit', { yaku: yakuList(f.yaku), points: points(f.base) }, roles[f.player]?.kind === 'computer')}
        </p>
      ))}
      {result.luckyHands.length > 0 && (
        <ul class="end__lucky">
          {result.luckyHands.map((h) => (
            <li key={h.player}>
              {seatText(seats, h.player, 'end.lucky', {
                hands: yakuList(h.hands.map((x) => x.id)),
                points: points(h.points),
              })}
            </li>
          ))}
        </ul>
      )}
      {result.explanation && scorer !== null && (
        <details class="end__explain" open>
          <summary>{howCounted(seats, scorer, result.points[scorer])}</summary>
          <ScoreView
            explanation={shownExplanation(result.explanation)}
            names={{
              scorer: who(scorer, seats),
              other: seats.length === 2 ? who(othersOf(scorer, 2)[0]!, seats) : playText('end.others'),
              show: game.rules.options.yakuCounting === 'both-players',
              seats: seatCountOf(seats),
            }}
          />
        </details>
      )}
      <Totals game={game} short={short} />
      <div class="end__buttons">
        {finished ? (
          <>
            {onNewGame && (
              <button type="button" class="big" onClick={onNewGame} data-action="new-game">
                {playText('end.new-game')}
              </button>
            )}
            {EndActions && <EndActions />}
            {onSetup && (
              <button type="button" class="secondary" onClick={onSetup}>
                {playText('end.settings')}
              </button>
            )}
          </>
        ) : (
          <button type="button" class="big" onClick={onNext} data-action="next-round">
            {playText('end.next', { round: game.round + 1 })}
          </button>
        )}
        {onReview && state.log.length > 0 && (
          <button type="button" class="secondary" onClick={onReview} data-action="review">
            {playText(finished && game.history.filter((h) => h.moves > 0).length > 1 ? 'end.review.game' : 'end.review')}
          </button>
        )}
      </div>
    </section>
  );
}

function gameOverTitle(game: PublicGame, seats: Seats): string {
  if (seats.length === 2) {
    // The winner's total first ("you win, 6 to 2", "Ben wins, 6 to 2").
    const w = game.winner ?? 0;
    const won = game.totals[w];
    const lost = game.totals[othersOf(w, 2)[0]!];
    if (game.winner === null) return playText('game-over.tie', { won, lost });
    return seats[w] === 'you' ? playText('game-over.you', { won, lost }) : playText('game-over.other', { player: seatWord(seats[w]), won, lost });
  }
  if (game.winner === null) return playText('game-over.tie.seats');
  if (seats[game.winner] === 'you') return playText('game-over.seat.you');
  return playText('game-over.seat', { player: seatWord(seats[game.winner]) });
}

/**
 * A sentence about one seat: `{id}.you` for the viewer named "you", `{id}.computer` for a
 * computer where its grammar differs ("that call cost it"), else `{id}.other` with the seat's name.
 */
function seatText(seats: Seats, p: PlayerIndex, id: 'end.yaku' | 'end.forfeit' | 'end.lucky', params: TemplateParams = {}, computer = false): string {
  const name = seats[p];
  if (name === 'you') return playText(`${id}.you`, params);
  const key = computer && id === 'end.forfeit' ? 'end.forfeit.computer' : (`${id}.other` as const);
  return fill(PLAY_WORDS[key], { ...params, player: seatWord(name) });
}

function howCounted(seats: Seats, scorer: PlayerIndex, gained: number): string {
  const one = gained === 1;
  const name = seats[scorer];
  if (name === 'you') return playText(one ? 'end.how.you.one' : 'end.how.you', { points: points(gained) });
  return playText(one ? 'end.how.other.one' : 'end.how.other', { player: seatWord(name), points: points(gained) });
}
