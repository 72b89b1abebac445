/**
 * The one way to show a card, on static pages and inside islands alike.
 *
 * It renders a plain <img> of the static SVG in /cards/, not inline SVG: the 48 files are
 * cached once by the browser and shared by every page, and the markup of a page with a whole
 * deck stays small. Width and height are always written so the page never shifts while the
 * images load. Works in .astro files without a client directive (Astro renders Preact to
 * HTML) and in hydrated islands.
 *
 *   <CardImage card="pampas-moon" size="medium" />
 *   <CardImage card={card} size="thumb" decorative />   // caption beside it already names it
 *   <CardBack size="small" />
 */
import type { ImgHTMLAttributes } from 'preact';
import { type Card, type CardId, cardLabel, getCard } from '../engine/cards';

/** Named widths in CSS pixels; the height follows the card's 5:8 shape. */
export const CARD_SIZES = { thumb: 40, small: 64, medium: 120, large: 240 } as const;
export type CardSizeName = keyof typeof CARD_SIZES;
export type CardSize = CardSizeName | number;

/** Height ÷ width of every card image (the SVG viewBox is 200 × 320). */
export const CARD_ASPECT = 320 / 200;

export const CARD_BACK_LABEL = 'Face-down card';

// BASE_URL lets the site move under a sub-path without touching every card reference.
const BASE = (import.meta.env?.BASE_URL ?? '/').replace(/\/?$/, '/');

export function cardSrc(id: CardId): string {
  return `${BASE}cards/${id}.svg`;
}

export const CARD_BACK_SRC = `${BASE}cards/back.svg`;

export function cardWidth(size: CardSize): number {
  return typeof size === 'number' ? Math.round(size) : CARD_SIZES[size];
}

export function cardHeight(size: CardSize): number {
  return Math.round(cardWidth(size) * CARD_ASPECT);
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding'>;

interface CommonProps extends ImgProps {
  /** 'thumb' 40 px, 'small' 64, 'medium' 120, 'large' 240, or a width in px. Default 'medium'. */
  size?: CardSize;
  /** 'lazy' by default; pass 'eager' for a card that is the first thing on screen. */
  loading?: 'lazy' | 'eager';
}

export interface CardImageProps extends CommonProps {
  card: Card | CardId;
  /**
   * Set when text next to the image already names the card (a caption, a link label): the
   * image then gets alt="" so screen readers do not hear the name twice.
   */
  decorative?: boolean;
}

export function CardImage({ card, size = 'medium', decorative = false, loading = 'lazy', ...rest }: CardImageProps) {
  const c = typeof card === 'string' ? getCard(card) : card;
  return (
    <img
      {...rest}
      src={cardSrc(c.id)}
      width={cardWidth(size)}
      height={cardHeight(size)}
      alt={decorative ? '' : cardLabel(c)}
      loading={loading}
      decoding="async"
    />
  );
}

export interface CardBackProps extends CommonProps {
  /** Override the alt text, e.g. "Opponent's card 3 of 8"; "" when a caption says it. */
  alt?: string;
}

/** A face-down card (the opponent's hand, the draw pile). */
export function CardBack({ size = 'medium', loading = 'lazy', alt = CARD_BACK_LABEL, ...rest }: CardBackProps) {
  return <img {...rest} src={CARD_BACK_SRC} width={cardWidth(size)} height={cardHeight(size)} alt={alt} loading={loading} decoding="async" />;
}

export default CardImage;
