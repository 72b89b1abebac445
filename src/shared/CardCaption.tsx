/**
 * A card's name written under its picture, in the deck, the calculator, lessons, the yaku
 * page and puzzles. Captions are narrow (a card's width), so a long word breaks only at a
 * syllable, with a hyphen ("Chrysan- / themum"), never anywhere ("Chrysanthe / mum"): the
 * soft hyphens come from words/hyphenation.ts and `.card-caption` (card-image.css) forbids
 * every other break inside a word. Extra content (a badge) goes in `children`, after the name.
 */
import type { ComponentChildren } from 'preact';
import type { Card, CardId } from '../engine/cards';
import { shortName } from '../words/card-names';
import { withSoftHyphens } from '../words/hyphenation';
import './card-image.css';

export function CardCaption({ card, class: className, children }: { readonly card: Card | CardId; readonly class?: string; readonly children?: ComponentChildren }) {
  return (
    <span class={className ? `card-caption ${className}` : 'card-caption'}>
      {withSoftHyphens(shortName(card))}
      {children}
    </span>
  );
}
