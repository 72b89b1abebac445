/** The practice game's link to the current deal, to copy (only for a deal that can be replayed). */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { type PlaySession } from './save';
import { dealIsShareable, dealLinkPath } from './deal-link';
import { $session } from './session';
import { playText } from '../table/panel-words';

export function DealLink({ session }: { readonly session: PlaySession }) {
  const [copied, setCopied] = useState(false);
  if (!dealIsShareable(session.game)) return null;
  const url = `${typeof location === 'undefined' ? '' : location.origin}${dealLinkPath(session.game, session.level, session.level2)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <details class="deal-link">
      <summary>{playText('link.title')}</summary>
      <p>{playText('link.lead', { round: session.game.round })}</p>
      <div class="deal-link__row">
        <label for="deal-link-url" class="visually-hidden">
          {playText('link.title')}
        </label>
        <input id="deal-link-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="small" onClick={copy}>
          {playText('link.copy')}
        </button>
      </div>
      <p role="status" class="deal-link__status">
        {copied ? playText('link.copied') : ''}
      </p>
    </details>
  );
}

/** The link to the game held on this device, drawn at the table's foot beside its move list (Table.tsx: `SeatTable`'s `foot`). */
export function CurrentDealLink() {
  const session = useStore($session);
  return session ? <DealLink session={session} /> : null;
}
