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

/** Focus moves to the neighbouring card for an arrow key (or the first/last for Home/End). */
export function onHandKey(e: KeyboardEvent): void {
  const cards = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button.hand__card')];
  const n = cards.length;
  const at = cards.indexOf(document.activeElement as HTMLButtonElement);
  const k = e.key;
  // Back (← ↑) from the first card wraps to the last; on (→ ↓) from the last (or from none) to the first.
  const to = k === 'Home' ? 0 : k === 'End' ? n - 1 : /^Arrow(Left|Up)$/.test(k) ? (at > 0 ? at : n) - 1 : /^Arrow(Right|Down)$/.test(k) ? (at + 1) % n : -1;
  if (to < 0) return;
  e.preventDefault();
  cards[to]?.focus();
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
  const pending = t.pending;
  return (
    <section class="hand" aria-labelledby="hand-title" data-anchor={`hand-${t.player}`}>
      <h3 id="hand-title" class="hand__title">
        {playText('hand.title')} <span class="hand__prompt">— {prompt}</span>
      </h3>
      <ul class="hand__cards" ref={listRef} tabIndex={-1} aria-labelledby="hand-title" onKeyDown={onHandKey}>
        {t.hand.map(({ card: c, options: all }) => {
          const options = live ? all : [];
          const m = matchText(all, t.layable.includes(c));
          const isPending = pending === c;
          return (
            <li key={c}>
              <button
                type="button"
                class={`hand__card${options.length > 0 ? ' is-match' : ''}${isPending ? ' is-pending' : ''}${hinted === c ? ' is-hinted' : ''}`}
                aria-label={playText(hinted === c ? 'hand.card.hinted' : 'hand.card', { card: cardLabel(c), match: m.label })}
                aria-disabled={!live}
                aria-pressed={pending !== null ? isPending : undefined}
                data-card={c}
                data-matches={options.length}
                onClick={() => live && onPress(c)}
                onFocus={() => onActive(() => c)}
                onBlur={() => onActive((a) => (a === c ? null : a))}
                onMouseEnter={() => onActive(() => c)}
                onMouseLeave={() => onActive((a) => (a === c ? null : a))}
              >
                <CardImage card={c} size={72} decorative loading="eager" class="card-img" />
                {/* Soft hyphens at the long words' syllables: "Chrys-anthemum", never cut off. */}
                <span class="hand__name">{withSoftHyphens(shortName(c))}</span>
                {live && (
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
