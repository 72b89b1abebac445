/**
 * The panels that ask the person something or tell them how things stand: who deals first,
 * which of two cards to take, koi-koi or shōbu, the round's score and the game's end.
 */
import type { Ref } from 'preact';
import { getCard, type CardId } from '../../engine/cards';
import type { GameState, PendingDecision, PlayerIndex } from '../../engine/round';
import { CardImage } from '../../shared/CardImage';
import { shortName } from '../../words/card-names';
import { nearText, scoringLines, type Stakes, type TableModel } from './table-model';
import { COMPUTER, YOU, dealerDrawText, monthText, points, resultHeadline, resultSummary, who } from './words';
import { scoreItemName } from '../../engine/scoring/yaku';
import { ScoreView } from '../calculator/ScoreView';

// ---------------------------------------------------------------------------------------

export function DealerDraw({
  game,
  fromLink,
  onStart,
  headingRef,
}: {
  readonly game: GameState;
  readonly fromLink: boolean;
  readonly onStart: () => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  const choice = game.firstDealer;
  const last = choice.draws[choice.draws.length - 1];
  return (
    <section class="panel panel--intro" aria-labelledby="intro-title">
      <h2 id="intro-title" tabIndex={-1} ref={headingRef}>
        {fromLink ? `A shared deal: round ${game.round}, ${monthText(game.current.month)}` : 'Who deals first'}
      </h2>
      {last && (
        <div class="draw-cards">
          <figure>
            <CardImage card={last.cards[0]} size={72} decorative loading="eager" />
            <figcaption>You: {shortName(last.cards[0])}</figcaption>
          </figure>
          <figure>
            <CardImage card={last.cards[1]} size={72} decorative loading="eager" />
            <figcaption>Computer: {shortName(last.cards[1])}</figcaption>
          </figure>
        </div>
      )}
      {dealerDrawText(choice, fromLink).map((t) => (
        <p key={t}>{t}</p>
      ))}
      <p>
        The dealer plays first. {game.current.dealer === YOU ? 'Your hand is dealt below.' : 'The computer will open the round.'}
      </p>
      <button type="button" class="big" onClick={onStart} data-action="start">
        Start round {game.round}
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
  onCancel,
  firstRef,
}: {
  readonly card: CardId;
  /** The card was turned from the pile (no going back) rather than played from the hand. */
  readonly turned: boolean;
  readonly options: readonly CardId[];
  readonly onChoose: (take: CardId) => void;
  readonly onCancel?: () => void;
  readonly firstRef: Ref<HTMLButtonElement>;
}) {
  return (
    <section class="panel panel--choice" aria-labelledby="choice-title">
      <h2 id="choice-title" class="panel__title">
        {turned ? `You turned ${shortName(card)}` : `You play ${shortName(card)}`}: take which card?
      </h2>
      <div class="choice">
        <CardImage card={card} size={64} decorative class="choice__played" loading="eager" />
        <span class="choice__arrow" aria-hidden="true">
          →
        </span>
        <ul class="choice__options">
          {options.map((take, i) => (
            <li key={take}>
              <button type="button" class="choice__btn" onClick={() => onChoose(take)} ref={i === 0 ? firstRef : undefined} data-take={take}>
                <CardImage card={take} size={64} decorative loading="eager" />
                <span>Take {shortName(take)}</span>
                <span class="choice__kind">{getCard(take).kind}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {onCancel && (
        <button type="button" class="secondary" onClick={onCancel}>
          Play another card
        </button>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------

export function DecisionPanel({
  decision,
  stakes,
  onCall,
  headingRef,
}: {
  readonly decision: PendingDecision;
  readonly stakes: Stakes;
  readonly onCall: (c: 'koikoi' | 'shobu') => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  const lines = stakes.explanation ? scoringLines(stakes.explanation) : [];
  return (
    <section class="panel panel--decision" aria-labelledby="decision-title">
      <h2 id="decision-title" tabIndex={-1} ref={headingRef}>
        You made {decision.yaku.map(scoreItemName).join(' and ')}! Koi-koi or shōbu?
      </h2>
      <div class="decision">
        <div class="decision__now">
          <h3>Your yaku now</h3>
          <ul class="decision__yaku">
            {lines.map((l) => (
              <li key={l.name}>
                <span>{l.name}</span> <strong>{points(l.points)}</strong>
              </li>
            ))}
          </ul>
          <p>
            Base {points(decision.base)}; stopping now scores <strong>{points(stakes.stopPoints)}</strong>.
          </p>
          {stakes.explanation && (
            <details class="decision__how">
              <summary>How the {points(stakes.stopPoints)} are counted</summary>
              <ScoreView explanation={stakes.explanation} names={{ scorer: 'You', other: 'The computer', show: false }} />
            </details>
          )}
        </div>
        <div class="decision__stake">
          <h3>What is at stake</h3>
          <ul>
            <li>
              Shōbu: the round ends now and you score {points(stakes.stopPoints)}.
            </li>
            {stakes.koikoi.map((t) => (
              <li key={t}>{t}</li>
            ))}
            <li>
              {stakes.opponentNear.length > 0 ? (
                <>
                  The computer is one card away from{' '}
                  {stakes.opponentNear.slice(0, 3).map((n, i, all) => (
                    <span key={n.id}>
                      <strong>{n.name}</strong> ({nearText(n)}){i < all.length - 1 ? '; ' : ''}
                    </span>
                  ))}
                  .
                </>
              ) : (
                'The computer is not one card away from any yaku.'
              )}
            </li>
            <li>
              Cards left: your hand {stakes.cardsLeft.hand}, the computer’s hand {stakes.cardsLeft.opponentHand}, the pile{' '}
              {stakes.cardsLeft.pile}.
            </li>
          </ul>
        </div>
      </div>
      <div class="decision__buttons">
        <button type="button" class="big" onClick={() => onCall('koikoi')} data-action="koikoi">
          Koi-koi: play on
        </button>
        <button type="button" class="big secondary" onClick={() => onCall('shobu')} data-action="shobu">
          Shōbu: stop and score {points(stakes.stopPoints)}
        </button>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------

export function Totals({ game }: { readonly game: GameState }) {
  const rounds = game.history.filter((h) => h.result.end !== 'misdeal');
  return (
    <div class="table-scroll">
      <table class="data-table totals">
        <caption>Score by round</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">You</th>
            <th scope="col">Computer</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((h) => (
            <tr key={`${h.round}-${h.seed}`}>
              <th scope="row">
                {h.round}. {monthText(h.month)}
              </th>
              <td>{signed(h.result.points[YOU])}</td>
              <td>{signed(h.result.points[COMPUTER])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{game.totals[YOU]}</td>
            <td>{game.totals[COMPUTER]}</td>
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
  headingRef,
  onNext,
  onReview,
  onNewGame,
  onSetup,
}: {
  readonly game: GameState;
  /** The round as the person sees it now that it is over (result, what is revealed). */
  readonly table: TableModel;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onNext: () => void;
  readonly onReview: () => void;
  readonly onNewGame: () => void;
  readonly onSetup: () => void;
}) {
  const state = table;
  const result = table.result!;
  const finished = game.status === 'finished';
  const scorer: PlayerIndex | null = result.winner;
  return (
    <section class="panel panel--end" aria-labelledby="end-title">
      <h2 id="end-title" tabIndex={-1} ref={headingRef}>
        {finished ? gameOverTitle(game) : `Round ${game.round} over`}
      </h2>
      <p class="end__headline">
        {finished && <>Round {game.round}: </>}
        {resultHeadline(result)}
      </p>
      <p class="end__summary">{resultSummary(result, state.dealer)}</p>
      {result.luckyHands.length > 0 && (
        <ul class="end__lucky">
          {result.luckyHands.map((h) => (
            <li key={h.player}>
              {who(h.player)} held {h.hands.map((x) => scoreItemName(x.id)).join(' and ')} ({points(h.points)}).
            </li>
          ))}
        </ul>
      )}
      {result.explanation && scorer !== null && (
        <details class="end__explain" open>
          <summary>How {scorer === YOU ? 'your' : 'the computer’s'} {points(result.points[scorer])} were counted</summary>
          <ScoreView
            explanation={result.explanation}
            names={{
              scorer: who(scorer),
              other: who(scorer === YOU ? COMPUTER : YOU),
              show: game.rules.options.yakuCounting === 'both-players',
            }}
          />
        </details>
      )}
      <Totals game={game} />
      <div class="end__buttons">
        {finished ? (
          <>
            <button type="button" class="big" onClick={onNewGame} data-action="new-game">
              New game
            </button>
            <button type="button" class="secondary" onClick={onSetup}>
              Change settings
            </button>
          </>
        ) : (
          <button type="button" class="big" onClick={onNext} data-action="next-round">
            Deal round {game.round + 1}
          </button>
        )}
        {state.log.length > 0 && (
          <button type="button" class="secondary" onClick={onReview} data-action="review">
            Review this round move by move
          </button>
        )}
      </div>
    </section>
  );
}

function gameOverTitle(game: GameState): string {
  const [mine, theirs] = game.totals;
  if (game.winner === null) return `Game over: a tie, ${mine} to ${theirs}`;
  return game.winner === YOU ? `Game over: you win, ${mine} to ${theirs}` : `Game over: the computer wins, ${theirs} to ${mine}`;
}
