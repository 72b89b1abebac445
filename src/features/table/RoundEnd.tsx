/**
 * The round's end: who won and with what yaku, how the points are counted, any forfeit or lucky
 * hand, the score by round, and the way on (the next round; at the game's end a new game, the
 * feed's own actions, the settings; the review).
 */
import type { ComponentType, Ref } from 'preact';
import type { PlayerIndex } from '../../engine/round';
import { othersOf, seatCountOf, type BySeat } from '../../engine/round/seats';
import { CardImage } from '../../shared/CardImage';
import { yakuList, yakuName } from '../../words/yaku-names';
import { fill, seatWord, type Seats, type TemplateParams } from '../../words/format';
import { ScoreView } from '../calculator/ScoreView';
import { shownExplanation } from './pile-model';
import type { TableModel } from './table-model';
import { points, who } from './words';
import { resultHeadline, resultSummary } from './log-words';
import { ALL_PLAY_WORDS as PLAY_WORDS, playText } from './panel-words';
import type { PublicGame } from './seat-driver';
import type { SeatRole } from './seat-roles';
import { Totals } from './Totals';

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
