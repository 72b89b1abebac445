/**
 * The viewer's hand: each card a button with what it would take (badge and label), the prompt
 * in its heading. Arrow keys move between the cards (← ↑ back, → ↓ on, Home / End to the ends,
 * wrapping round), as well as Tab. Its anchor is the viewer's seat, so a card the viewer plays
 * flies from here whatever their seat.
 */
import type { Ref } from 'preact';
import type { CardId } from '../../engine/cards';
import { CardImage } from '../../shared/CardImage';
import { cardLabel, shortName } from '../../words/card-names';
import { withSoftHyphens } from '../../words/hyphenation';
import type { TableModel } from './table-model';
import { matchText } from './hand-words';
import { playText } from './words';

const KEYS_BACK = new Set(['ArrowLeft', 'ArrowUp']);
const KEYS_ON = new Set(['ArrowRight', 'ArrowDown']);

/** Focus moves to the neighbouring card for an arrow key (or the first/last for Home/End). */
export function onHandKey(e: KeyboardEvent): void {
  const list = e.currentTarget as HTMLElement;
  const cards = [...list.querySelectorAll<HTMLButtonElement>('button.hand__card')];
  if (cards.length === 0) return;
  const at = cards.indexOf(document.activeElement as HTMLButtonElement);
  let to: number;
  if (KEYS_BACK.has(e.key)) to = at <= 0 ? cards.length - 1 : at - 1;
  else if (KEYS_ON.has(e.key)) to = at < 0 || at === cards.length - 1 ? 0 : at + 1;
  else if (e.key === 'Home') to = 0;
  else if (e.key === 'End') to = cards.length - 1;
  else return;
  e.preventDefault();
  cards[to]!.focus();
}

export function Hand({
  table: t,
  live,
  prompt,
  hinted,
  listRef,
  onPress,
  onActive,
}: {
  readonly table: TableModel;
  /**
   * Whether a card may be played now: the seat's turn (`table.canPlay`) and every beat before it
   * landed (no card still in flight), so no card is offered and no field card it would take is
   * marked before the other seats' moves are seen.
   */
  readonly live: boolean;
  readonly prompt: string;
  /** The card the hint suggests playing. */
  readonly hinted: CardId | null;
  readonly listRef: Ref<HTMLUListElement>;
  readonly onPress: (card: CardId) => void;
  /** The card pointed at or focused (its targets light up on the field), or null. */
  readonly onActive: (update: (was: CardId | null) => CardId | null) => void;
}) {
  const canPlay = live;
  const pending = t.pending;
  return (
    <section class="hand" aria-labelledby="hand-title" data-anchor={`hand-${t.player}`}>
      <h3 id="hand-title" class="hand__title">
        {playText('hand.title')} <span class="hand__prompt">— {prompt}</span>
      </h3>
      <ul class="hand__cards" ref={listRef} tabIndex={-1} aria-labelledby="hand-title" onKeyDown={onHandKey}>
        {t.hand.map(({ card: c, options: all }) => {
          const options = canPlay ? all : [];
          const m = matchText(all, t.layable.includes(c));
          const isPending = pending === c;
          return (
            <li key={c}>
              <button
                type="button"
                class={`hand__card${options.length > 0 ? ' is-match' : ''}${isPending ? ' is-pending' : ''}${hinted === c ? ' is-hinted' : ''}`}
                aria-label={playText(hinted === c ? 'hand.card.hinted' : 'hand.card', { card: cardLabel(c), match: m.label })}
                aria-disabled={!canPlay}
                aria-pressed={pending !== null ? isPending : undefined}
                data-card={c}
                data-matches={options.length}
                onClick={() => canPlay && onPress(c)}
                onFocus={() => onActive(() => c)}
                onBlur={() => onActive((a) => (a === c ? null : a))}
                onMouseEnter={() => onActive(() => c)}
                onMouseLeave={() => onActive((a) => (a === c ? null : a))}
              >
                <CardImage card={c} size={72} decorative loading="eager" class="card-img" />
                {/* Soft hyphens at the long words' syllables: "Chrys-anthemum", never cut off. */}
                <span class="hand__name">{withSoftHyphens(shortName(c))}</span>
                {canPlay && (
                  <span class={`tag ${options.length > 0 ? 'tag--match' : 'tag--none'}`}>
                    {options.length > 0 ? '◆ ' : ''}
                    {m.badge}
                  </span>
                )}
                {hinted === c && <span class="tag tag--hint">hint</span>}
              </button>
            </li>
          );
        })}
        {t.hand.length === 0 && <li class="hand__empty">{playText('hand.empty')}</li>}
      </ul>
    </section>
  );
}
