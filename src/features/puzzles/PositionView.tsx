/**
 * A puzzle position laid out like the table: the opponent (hand size and captured pile), the
 * field and the draw pile, your captured pile, and your hand (or, in puzzles where you choose
 * a card, the controls that stand in for it). Every card image carries its full name.
 */
import type { ComponentChildren } from 'preact';
import { KINDS, getCard, type CardId, type Kind } from '../../engine/cards';
import { CardBack, CardImage, type CardSize } from '../../shared/CardImage';
import { cardFacts, cardLabel } from '../../words/card-names';
import { CardCaption } from '../../shared/CardCaption';
import type { PuzzlePosition } from './schema';
import { listWords, monthWords } from './words';
import { CARDS, countOf } from '../../words/plural';
import { capitalise } from '../../words/format';

const KIND_PLURAL: Record<Kind, [string, string]> = {
  bright: ['bright', 'brights'],
  animal: ['animal', 'animals'],
  ribbon: ['ribbon', 'ribbons'],
  chaff: ['chaff', 'chaff'],
};

function byKindThenDeck(a: CardId, b: CardId): number {
  const ca = getCard(a);
  const cb = getCard(b);
  return KINDS.indexOf(ca.kind) - KINDS.indexOf(cb.kind) || ca.index - cb.index;
}

/** "2 brights, 1 animal, 9 chaff" (what a player sees at a glance on the table). */
export function kindCounts(cards: readonly CardId[]): string {
  if (cards.length === 0) return 'no cards';
  return KINDS.map((k) => [k, cards.filter((c) => getCard(c).kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${KIND_PLURAL[k][n === 1 ? 0 : 1]}`)
    .join(', ');
}

export function CardList({
  cards,
  label,
  size = 'small',
  captions = true,
  sort = false,
}: {
  readonly cards: readonly CardId[];
  readonly label: string;
  readonly size?: CardSize;
  readonly captions?: boolean;
  readonly sort?: boolean;
}) {
  const shown = sort ? [...cards].sort(byKindThenDeck) : cards;
  if (shown.length === 0) return <p class="pz-empty">{label}: none.</p>;
  return (
    <ul class={`pz-cards${captions ? '' : ' pz-cards--compact'}`} aria-label={label}>
      {shown.map((c) => (
        <li key={c} class="pz-card">
          <CardImage card={c} size={size} loading="eager" title={cardLabel(c)} />
          {captions && (
            <span class="pz-card__name" aria-hidden="true">
              <CardCaption card={c} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One other player at a table of three: their name (a noun phrase in running text), hand size and pile. */
export interface OtherSeat {
  readonly name: string;
  readonly hand: number;
  readonly captured: readonly CardId[];
}

/**
 * A position at a table of three (a kept mistake of a three-player round): the other players
 * in turn order, and who dealt and who called, by name. Puzzles are two-player and never pass it.
 */
export interface ThreeSeats {
  readonly others: readonly OtherSeat[];
  readonly dealer: string;
  readonly calls: readonly string[];
}

export interface PositionViewProps {
  readonly position: PuzzlePosition;
  /** Replaces the plain list of your hand (the answer controls of "choose a card" puzzles). */
  readonly hand?: ComponentChildren;
  /** At a table of three: the other players, replacing the one opponent of `position`. */
  readonly three?: ThreeSeats;
}

/** Another player's zone: hand size (face down) and captured pile. */
function OtherZone({ title, pileLabel, hand, captured }: { readonly title: string; readonly pileLabel: string; readonly hand: number; readonly captured: readonly CardId[] }) {
  return (
    <div class="pz-zone pz-zone--opponent">
      <h3 class="pz-zone__title">{title}</h3>
      <div class="pz-zone__row">
        <div class="pz-backs">
          <span class="pz-backs__cards" aria-hidden="true">
            {Array.from({ length: Math.min(hand, 10) }, (_, i) => (
              <CardBack key={i} size={24} alt="" loading="eager" />
            ))}
          </span>
          <span>
            {countOf(hand, CARDS)} in hand, face down
          </span>
        </div>
      </div>
      <p class="pz-pile-title">
        Captured: <span class="pz-muted">{kindCounts(captured)}</span>
      </p>
      <CardList cards={captured} label={pileLabel} size="thumb" captions={false} sort />
    </div>
  );
}

export function PositionView({ position: p, hand, three }: PositionViewProps) {
  const calls = three ? three.calls : p.calls.map((c) => (c === 'you' ? 'you' : 'the opponent'));
  return (
    <section class="pz-table" aria-labelledby="pz-table-title">
      <h2 id="pz-table-title" class="visually-hidden">
        The position
      </h2>
      <ul class="pz-facts">
        <li>
          <strong>Round:</strong> {monthWords(p.month)}
        </li>
        <li>
          <strong>Dealer:</strong> {three ? three.dealer : p.dealer === 'you' ? 'you' : 'the opponent'}
        </li>
        <li>
          <strong>Koi-koi calls so far:</strong> {calls.length === 0 ? 'none' : listWords(calls)}
          {calls.length > 0 && ' (in that order)'}
        </li>
      </ul>

      {three ? (
        three.others.map((o) => <OtherZone key={o.name} title={capitalise(o.name)} pileLabel={`Cards captured by ${o.name}`} hand={o.hand} captured={o.captured} />)
      ) : (
        <OtherZone title="Opponent" pileLabel="The opponent's captured cards" hand={p.opponentHand} captured={p.captured.opponent} />
      )}

      <div class="pz-zone pz-zone--field">
        <h3 class="pz-zone__title">Field</h3>
        <CardList cards={p.field} label="Cards on the field" />
        <p class="pz-pile-count">
          <CardBack size={24} alt="" loading="eager" /> Draw pile: {countOf(p.pile, CARDS)}, face down
        </p>
      </div>

      <div class="pz-zone pz-zone--you">
        <h3 class="pz-zone__title">You</h3>
        <p class="pz-pile-title">
          Captured: <span class="pz-muted">{kindCounts(p.captured.you)}</span>
        </p>
        <CardList cards={p.captured.you} label="Your captured cards" size="thumb" captions={false} sort />
        {hand ?? (
          <>
            <p class="pz-pile-title">Your hand</p>
            {p.hand.length === 0 ? <p class="pz-empty">Your hand is empty.</p> : <CardList cards={p.hand} label="Your hand" />}
          </>
        )}
      </div>
    </section>
  );
}

/** A card as a radio button or checkbox (an answer to choose), named for screen readers. */
export function CardChoice({
  type = 'radio',
  name,
  card,
  checked,
  onChange,
  size = 'small',
}: {
  readonly type?: 'radio' | 'checkbox';
  readonly name: string;
  readonly card: CardId;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly size?: 'small' | 'thumb';
}) {
  return (
    <label class={`pz-choice pz-choice--card${checked ? ' is-checked' : ''}`} data-card={card}>
      <input type={type} name={name} value={card} checked={checked} onChange={onChange} class="pz-choice__input" />
      <span class="pz-choice__face">
        <CardImage card={card} size={size} loading="eager" decorative />
        <CardCaption card={card} class="pz-choice__name">
          <span class="visually-hidden"> — {cardFacts(card)}</span>
        </CardCaption>
        <span class="pz-choice__mark" aria-hidden="true">
          {checked ? '✓' : ''}
        </span>
      </span>
    </label>
  );
}
