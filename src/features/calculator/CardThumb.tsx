/**
 * A small card picture for the calculator. Every picture in the calculator has its name
 * written beside it, so the image is decorative (the name is not read twice). Loaded
 * eagerly: the picker shows all 48 at once and the files are tiny and cached.
 */
import type { CardId } from '../../engine/cards';
import { CardImage, type CardSize } from '../../shared/CardImage';

export function CardThumb({ id, size = 'small' }: { readonly id: CardId; readonly size?: CardSize }) {
  return <CardImage card={id} size={size} decorative loading="eager" class="card-thumb" />;
}
