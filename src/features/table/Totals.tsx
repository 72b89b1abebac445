/** The score by round: each finished round's points for every seat, and the game's totals. */
import { seatCountOf, seatsOf } from '../../engine/round/seats';
import { monthText } from './words';
import { playText } from './panel-words';
import type { PublicGame } from './seat-driver';

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
