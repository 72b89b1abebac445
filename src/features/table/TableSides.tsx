/**
 * The seats' sides of the table: every other seat (one path for one or two others: heading
 * with its badges, face-down hand, captures) and the viewer's own captures. Names come from the
 * feed (`SeatNames`), never from the seat's number.
 */
import type { CardId } from '../../engine/cards';
import type { Seat } from '../../engine/round/seats';
import type { Seats } from '../../words/format';
import type { PublicGame } from './seat-driver';
import type { TableModel } from './table-model';
import { CapturedPile, OpponentHand } from './Piles';
import { playText, who, whose } from './words';

/** A seat's heading: its name, then its badges (dealer, to play, koi-koi calls this round). */
function SeatHeading({ seat, id, table: t, game, seats }: { readonly seat: Seat; readonly id: string; readonly table: TableModel; readonly game: PublicGame; readonly seats: Seats }) {
  const calls = t.calls.filter((c) => c === seat).length;
  const toMove = t.toMove === seat && game.status === 'playing' && game.started;
  return (
    <h2 id={id} class="side__title">
      {who(seat, seats)}
      {t.dealer === seat ? <span class="dealer-badge">{playText('badge.dealer')}</span> : null}
      {toMove ? <span class="turn-badge">{playText('badge.to-move')}</span> : null}
      {calls > 0 ? <span class="call-badge">{playText('badge.koikoi', { count: calls })}</span> : null}
    </h2>
  );
}

/** What both kinds of side are drawn from. */
interface SideProps {
  readonly table: TableModel;
  readonly game: PublicGame;
  readonly seats: Seats;
  /** Cards captured by the move just drawn (they arrive with a mark). */
  readonly fresh: ReadonlySet<CardId>;
}

/** Every other seat, in one strip above the field: the whole width at a table of two, side by side at three. */
export function OtherSeats({
  table: t,
  game,
  seats,
  fresh,
}: SideProps) {
  const sides = t.opponents.map((o) => {
    const toMove = t.toMove === o.seat && game.status === 'playing';
    return (
      <section
        key={o.seat}
        class={`side side--cpu side--seat${o.seat}${toMove ? ' is-to-move' : ''}`}
        aria-labelledby={`seat-${o.seat}-title`}
        data-seat={o.seat}
      >
        <SeatHeading seat={o.seat} id={`seat-${o.seat}-title`} table={t} game={game} seats={seats} />
        <OpponentHand count={o.count} known={o.shown} seat={o.seat} owner={whose(o.seat, seats)} />
        <CapturedPile pile={t.piles[o.seat]} player={o.seat} title={playText('side.captured')} fresh={fresh} owner={whose(o.seat, seats)} />
      </section>
    );
  });
  // One strip for one other seat or two: the same frame, badges and "to play" outline.
  return <div class="opponents">{sides}</div>;
}

/** The viewer's own side: their name, badges and captures (their hand is drawn below the message). */
export function ViewerSide({
  table: t,
  game,
  seats,
  fresh,
}: SideProps) {
  return (
    <section class="side side--you" aria-labelledby="you-title" data-seat={t.player}>
      <SeatHeading seat={t.player} id="you-title" table={t} game={game} seats={seats} />
      <CapturedPile pile={t.piles[t.player]} player={t.player} title={playText('side.captured')} fresh={fresh} owner={whose(t.player, seats)} />
    </section>
  );
}
