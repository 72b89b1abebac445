/**
 * Who deals first: the cards drawn for it (each seat's at a table of two), why that seat deals,
 * and the button that starts the round. Also the opening of a shared deal (a deal link).
 */
import type { Ref } from 'preact';
import type { PlayerIndex } from '../../engine/round';
import type { Month } from '../../engine/cards';
import { CardImage } from '../../shared/CardImage';
import { shortName } from '../../words/card-names';
import { seatWord } from '../../words/format';
import { monthText } from './words';
import { dealerDrawText } from './log-words';
import { playText } from './panel-words';
import type { PublicGame, SeatNames } from './seat-driver';

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
