/**
 * A yaku as it forms, for the beat it is announced on: who made it (named as the feed names
 * that seat: "You made…" only when that seat is the viewer's), its points and its cards.
 */
import { CardImage } from '../../shared/CardImage';
import { seatWord, type Seats } from '../../words/format';
import type { Beat } from './beats';
import type { TableModel } from './table-model';
import { points, yakuText } from './words';
import { playText } from './panel-words';

/** The announcement's words: "You made Three Brights: 6 points", "Ann made …". */
export function yakuMomentText(seats: Seats, beat: Extract<Beat, { kind: 'yaku' }>): string {
  const name = seats[beat.player];
  const params = { yaku: yakuText(beat.yaku), points: points(beat.base) };
  return name === 'you' ? playText('moment.you', params) : playText('moment.other', { ...params, player: seatWord(name) });
}

export function YakuMoment({ table, beat, seats }: { readonly table: TableModel; readonly beat: Extract<Beat, { kind: 'yaku' }>; readonly seats: Seats }) {
  const formed = table.piles[beat.player].progress.explanation.yaku.filter((y) => y.owner === 'self' && (beat.yaku as readonly string[]).includes(y.id));
  return (
    <div class={`yaku-moment yaku-moment--p${beat.player}`} data-testid="yaku-moment" data-seat={beat.player}>
      <p class="yaku-moment__title">{yakuMomentText(seats, beat)}</p>
      {formed.map((y) => (
        <p key={y.id} class="yaku-moment__cards">
          {y.cards.map((c) => (
            <CardImage key={c} card={c} size={40} loading="eager" />
          ))}
        </p>
      ))}
    </div>
  );
}
