/**
 * A player's captured cards grouped by kind, with their yaku now and the yaku one card
 * away; and a face-down row for the opponent's hand.
 */
import type { CardId } from '../../engine/cards';
import { cardLabel, shortName } from '../../words/card-names';
import type { PlayerIndex } from '../../engine/round';
import { CardBack, CardImage } from '../../shared/CardImage';
import { KIND_TITLES, groupByKind, nearText, scoringLines } from './pile-model';
import type { CapturedPileModel } from './table-model';
import { useState } from 'preact/hooks';
import { playText, points } from './words';
import { CARDS, countOf, pluralForm } from '../../words/plural';

/**
 * Compact by default (one row: a stack per kind with its count, the yaku in one line), so the
 * whole table fits one screen; "Show cards" lays the cards out and adds the yaku one card away.
 * Every card keeps its element (`data-card`) either way, so a capture can slide into it.
 */
export function CapturedPile({
  pile,
  player,
  title,
  fresh,
  owner,
}: {
  readonly pile: CapturedPileModel;
  readonly player: PlayerIndex;
  readonly title: string;
  /** Whose pile, for its label ("Your", "Ben’s": words.ts `whose`). */
  readonly owner: string;
  /** Cards the last turn put here (highlighted). */
  readonly fresh?: ReadonlySet<CardId>;
}) {
  const [open, setOpen] = useState(false);
  const { cards, progress } = pile;
  const lines = scoringLines(progress.explanation);
  const id = `pile-${player}`;
  return (
    <section class={`pile pile--p${player}${open ? ' is-open' : ''}`} aria-label={playText('pile.label', { owner })} data-anchor={`captured-${player}`}>
      <div class="pile__head">
        <h3 class="pile__title">
          {title} <span class="pile__count">({cards.length})</span>
        </h3>
        <ul class="pile__groups" id={id}>
          {groupByKind(cards).map((g) => (
            <li key={g.kind} class="pile__group" data-kind={g.kind} aria-label={`${KIND_TITLES[g.kind]}: ${g.cards.length}`}>
              <span class="pile__cards" aria-hidden={open ? undefined : 'true'}>
                {g.cards.map((c) => (
                  <CardImage
                    key={c}
                    card={c}
                    size={32}
                    class={`pile__card${fresh?.has(c) ? ' is-fresh' : ''}`}
                    loading="eager"
                    data-card={c}
                    markers={false}
                  />
                ))}
              </span>
              <span class="pile__kind" aria-hidden="true">
                {KIND_TITLES[g.kind]} <span class="pile__n">{g.cards.length}</span>
              </span>
            </li>
          ))}
        </ul>
        <button type="button" class="pile__more" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-action={`pile-${player}`}>
          {playText(open ? 'pile.less' : 'pile.more')}
        </button>
      </div>
      <div class="pile__yaku">
        {lines.length > 0 ? (
          <p class="pile__scoring">
            <span class="pile__label">Scoring:</span>{' '}
            {lines.map((l, i) => (
              <span key={l.name}>
                <span class="yaku-chip">
                  {l.name} {l.points}
                </span>
                {i < lines.length - 1 ? ', ' : ''}
              </span>
            ))}{' '}
            <span class="pile__total">= {points(progress.explanation.base)} base</span>
          </p>
        ) : (
          <p class="pile__scoring pile__scoring--none">No yaku yet.</p>
        )}
        {open && progress.near.length > 0 && (
          <p class="pile__near">
            <span class="pile__label">One card away:</span>{' '}
            {progress.near.slice(0, 4).map((n, i, all) => (
              <span key={n.id}>
                <strong>{n.name}</strong> ({nearText(n)}){i < all.length - 1 ? '; ' : ''}
              </span>
            ))}
            {progress.near.length > 4 ? ` and ${progress.near.length - 4} more` : ''}
          </p>
        )}
      </div>
    </section>
  );
}

export function OpponentHand({
  count,
  known,
  seat,
  owner,
}: {
  readonly count: number;
  readonly known: readonly CardId[];
  readonly seat: PlayerIndex;
  /** Whose hand, for its label ("The computer’s", "Ben’s": words.ts `whose`). */
  readonly owner: string;
}) {
  const backs = Math.max(0, count - known.length);
  return (
    <div class="opp-hand" role="group" data-anchor={`hand-${seat}`} aria-label={playText('opp-hand.label', { owner, cards: countOf(count, CARDS) })}>
      <span class="opp-hand__cards" aria-hidden="true">
        {known.map((c) => (
          <CardImage key={c} card={c} size={40} decorative class="opp-hand__card" loading="eager" />
        ))}
        {Array.from({ length: backs }, (_, i) => (
          <CardBack key={i} size={40} alt="" class="opp-hand__card" loading="eager" />
        ))}
      </span>
      <span class="opp-hand__count">
        {count} <span class="opp-hand__word">{pluralForm(count, CARDS)} in hand</span>
        {known.length > 0 ? `, shown now: ${known.map((c) => shortName(c)).join(', ')}` : ''}
      </span>
    </div>
  );
}

/** A face-up card with its full name as the picture's text. */
export function FaceCard({ id, size, className }: { readonly id: CardId; readonly size: number; readonly className?: string }) {
  return <CardImage card={id} size={size} class={className} loading="eager" title={cardLabel(id)} />;
}

