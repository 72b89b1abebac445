/**
 * Which field card to take: the card played or turned, each answer with the cards it takes, and
 * (when the rules allow it) laying the card without taking, or playing another card instead.
 */
import type { Ref } from 'preact';
import { getCard, type CardId } from '../../engine/cards';
import { CardImage } from '../../shared/CardImage';
import { KIND_NAMES, shortName } from '../../words/card-names';
import { cardsText } from './words';
import { playText } from './panel-words';

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
