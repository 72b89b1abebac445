/**
 * The middle of the table: the field (with what the pointed hand card would take), the pile's
 * count, and the last card turned from the pile.
 */
import type { CardId } from '../../engine/cards';
import { CardBack, CardImage } from '../../shared/CardImage';
import { shortName } from '../../words/card-names';
import { seatWord, type Seats } from '../../words/format';
import type { TableModel } from './table-model';
import { cardsText, playParts, playText } from './words';

export function TableField({
  table: t,
  seats,
  targets,
  matched,
  hintedTake,
}: {
  readonly table: TableModel;
  readonly seats: Seats;
  /** Field cards the pointed or pending hand card (or the turned card) would take. */
  readonly targets: ReadonlySet<CardId>;
  /** Field cards some hand card could take. */
  readonly matched: ReadonlySet<CardId>;
  /** The field card the hint says to take with the turned card. */
  readonly hintedTake: CardId | null;
}) {
  const turned = t.lastTurned;
  return (
    <div class="middle">
      <section class="field" aria-labelledby="field-title">
        <h2 id="field-title" class="side__title">
          {playText('field.title')} <span class="muted-felt">{playText('field.count', { count: t.field.length })}</span>
          <details class="legend">
            <summary aria-label={playText('legend.title')}>?</summary>
            <div class="legend__body">
              <p>
                <span class="tag tag--target">◆ takes</span> {playText('legend.takes').replace(/^◆ takes: /, '')}
              </p>
              <p>
                <span class="tag tag--match">match</span> {playText('legend.match').replace(/^match: /, '')}
              </p>
            </div>
          </details>
        </h2>
        <ul class="field__cards">
          {t.field.map((c) => {
            const isTarget = targets.has(c);
            const isMatch = matched.has(c);
            return (
              <li key={c} class={`field__card${isTarget ? ' is-target' : ''}${isMatch ? ' is-match' : ''}${hintedTake === c ? ' is-hinted' : ''}`} data-card={c}>
                <CardImage card={c} size={64} loading="eager" class="card-img" />
                {hintedTake === c ? (
                  <span class="tag tag--hint">◆ hint</span>
                ) : isTarget ? (
                  <span class="tag tag--target">◆ takes</span>
                ) : isMatch ? (
                  <span class="tag tag--match">match</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <div class="deck-area">
        <div class="drawpile" data-anchor="pile">
          <span class="drawpile__stack" aria-hidden="true">
            {t.pileCount > 0 && <CardBack size={56} alt="" loading="eager" />}
          </span>
          <span class="drawpile__count">
            {playText('pile.count')} <strong>{t.pileCount}</strong>
            <span class="visually-hidden">{playText('pile.cards')}</span>
          </span>
        </div>
        <div class="turned" aria-label={playText('turned.label')} role="group">
          {t.drawn ? (
            <>
              <CardImage card={t.drawn} size={56} loading="eager" class="turned__card" />
              <p class="turned__text">
                {playParts('turned.choose', { player: seatWord(seats[t.toMove]), card: <strong>{shortName(t.drawn)}</strong> })}
              </p>
            </>
          ) : turned ? (
            <>
              <CardImage card={turned.card} size={56} loading="eager" class="turned__card" />
              <p class="turned__text visually-hidden">
                {turned.type === 'draw'
                  ? turned.captured.length > 0
                    ? playText('turned.took', { player: seatWord(seats[turned.player]), card: shortName(turned.card), cards: cardsText(turned.captured.filter((c) => c !== turned.card)) })
                    : playText('turned.stays', { player: seatWord(seats[turned.player]), card: shortName(turned.card) })
                  : playText('turned.to-hand', { player: seatWord(seats[turned.player]), card: shortName(turned.card) })}
              </p>
            </>
          ) : (
            <p class="turned__text muted-felt">{playText('turned.none')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
