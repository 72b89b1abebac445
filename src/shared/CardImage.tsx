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
 * the picture: it is a small inline SVG laid over the image's top-left corner, inside a
 * wrapper <span>, so the reader's "Show month and kind markers" setting can hide it with one
 * class on <html> (see card-markers.ts and public/theme-init.js) on every page, islands or
 * not. The marker is aria-hidden: the image's accessible name already says month and kind,
 * and a decorative image sits next to a caption that names the card.
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

const KIND_BADGE: Record<Card['kind'], string> = {
  // Four silhouettes that differ in outline, not only colour (as the old corner tab had):
  // sun (disc with rays), diamond, tall strip (tanzaku), short flat bar.
  bright:
    '<path d="M10 17.5v1.6M10 27.9v1.6M4.5 23.5h1.6M13.9 23.5h1.6M6.1 19.6l1.1 1.1M12.8 26.3l1.1 1.1M6.1 27.4l1.1-1.1M12.8 20.7l1.1-1.1" stroke="#1c1a17" stroke-width="1.3" stroke-linecap="round"/><circle cx="10" cy="23.5" r="3.3" fill="#c62a1f" stroke="#1c1a17"/>',
  animal: '<path d="M10 18l5 5.5-5 5.5-5-5.5z" fill="#1c1a17"/>',
  ribbon: '',
  chaff: '<rect x="4.5" y="22" width="11" height="3.2" rx="1.6" fill="#1c1a17"/>',
};

function kindBadge(card: Card): string {
  if (card.kind !== 'ribbon') return KIND_BADGE[card.kind];
  const strip = `<rect x="7.6" y="17.6" width="4.8" height="11.8" rx=".8" fill="${card.ribbon === 'blue' ? '#23479a' : '#c62a1f'}" stroke="#1c1a17"/>`;
  // Poetry ribbons carry writing: two ink marks on the strip.
  return card.ribbon === 'poetry' ? strip + '<path d="M10 20v2.2m0 2v2.2" stroke="#1c1a17" stroke-width="1.2"/>' : strip;
}

/** The marker's SVG markup (month number over the kind badge, on a small cream tab). */
export function markerSvg(card: Card): string {
  const month = String(card.month);
  const squeeze = month.length > 1 ? ' textLength="15" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    '<rect x=".6" y=".6" width="18.8" height="30.8" rx="4" fill="#fffaf0" fill-opacity=".9" stroke="#1c1a17" stroke-opacity=".75" stroke-width="1.2"/>' +
    `<text x="10" y="14" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="13" fill="#1c1a17"${squeeze}>${month}</text>` +
    kindBadge(card)
  );
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
        <svg class="card-mark" viewBox="0 0 20 32" width="10" height="16" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: markerSvg(c) }} />
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
