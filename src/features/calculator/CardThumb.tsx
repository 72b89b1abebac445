/**
 * A small card picture for the calculator. Every picture in the calculator has its name
 * written beside it, so the image is decorative (the name is not read twice).
 *
 * Loaded lazily, like every CardImage: the picker's 48 pictures are fetched as they near
 * the screen, not all while the page loads. Each SVG picture costs the main thread a few
 * milliseconds when it arrives (Chromium builds a small document for it) and starting 48
 * fetches at once lengthened the task that ends the page's parse (#13). On a phone the
 * picker is below the first screen; on a wide screen it is in view and they load at once.
 */
import type { CardId } from '../../engine/cards';
import { CardImage, type CardSize } from '../../shared/CardImage';

export function CardThumb({ id, size = 'small' }: { readonly id: CardId; readonly size?: CardSize }) {
  return <CardImage card={id} size={size} decorative class="card-thumb" />;
}
