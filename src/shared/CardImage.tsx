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
 *
 * The month-and-kind marker (a learning aid: month number over a kind badge) is not part of
 * the picture: it is one empty <span> laid over the image's top-left corner, inside a wrapper
 * <span>, drawn by card-image.css from one shared image (an inline SVG per card made a
 * 48-card page 24 KB heavier and its first parse, style and layout much longer). The reader's
 * "Show month and kind markers" setting hides it with one class on <html> (see
 * card-markers.ts and public/theme-init.js) on every page, islands or not. The marker is
 * aria-hidden: the image's accessible name already says month and kind, and a decorative
 * image sits next to a caption that names the card.
 *
 * The caller's `class` and `style` go on the wrapper, so CSS that sizes, shadows or moves a
 * card (`.card-img { width: 100% }`) moves the image and its marker together; the image
 * fills the wrapper, which is as wide as the requested size unless such CSS says otherwise
 * (see card-image.css: no inline style, which the site's Content-Security-Policy refuses).
 */
import type { ImgHTMLAttributes } from 'preact';
import { type Card, type CardId, getCard } from '../engine/cards';
import { cardLabel } from '../words/card-names';
import './card-image.css';

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
   * Draw the month-and-kind marker over the corner (default: when the card is at least
   * MARKER_MIN_WIDTH px wide; smaller cards are too small for it to be read).
   */
  markers?: boolean;
  /**
   * Set when text next to the image already names the card (a caption, a link label): the
   * image then gets alt="" so screen readers do not hear the name twice.
   */
  decorative?: boolean;
}

/** Below this width (px) the marker would cover a third of the card and still be unreadable. */
export const MARKER_MIN_WIDTH = 32;

/**
 * The marker's classes: `card-mark`, its month (`card-mark--m1` … `card-mark--m12`) and its
 * kind (`card-mark--bright`, `--animal`, `--ribbon-red`, `--ribbon-blue`, `--ribbon-poetry`,
 * `--chaff`). card-image.css draws them from one shared image, /card-marks.svg (the month
 * number over the kind's badge on the cream tab), so a marker is one empty element.
 */
export function markerClass(card: Card): string {
  const kind = card.kind === 'ribbon' ? `ribbon-${card.ribbon ?? 'red'}` : card.kind;
  return `card-mark card-mark--m${card.month} card-mark--${kind}`;
}

export function CardImage({ card, size = 'medium', decorative = false, loading = 'lazy', markers, class: className, style, ...rest }: CardImageProps) {
  const c = typeof card === 'string' ? getCard(card) : card;
  const width = cardWidth(size);
  const img = (
    <img {...rest} src={cardSrc(c.id)} width={width} height={cardHeight(size)} alt={decorative ? '' : cardLabel(c)} loading={loading} decoding="async" />
  );
  return (
    <span class={className ? `card-face ${String(className)}` : 'card-face'} style={style}>
      {img}
      {(markers ?? width >= MARKER_MIN_WIDTH) && (
        <span class={markerClass(c)} aria-hidden="true" />
      )}
    </span>
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
