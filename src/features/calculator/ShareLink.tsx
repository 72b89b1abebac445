/**
 * The page address is the calculation (see link.ts); this shows it in a box
 * and copies it. Copying can be refused (no clipboard permission): the text is then
 * selected so the reader can copy it by hand.
 */
import { useRef, useState } from 'preact/hooks';

export function ShareLink({ url }: { readonly url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      input.current?.select();
      setStatus('Your browser did not let the page copy: the link is selected, copy it with Ctrl+C (⌘C).');
    }
  };
  return (
    <div class="calc-share">
      <label for="calc-share-url">Link to this calculation (cards, calls, month and rules)</label>
      <div class="calc-share__row">
        <input id="calc-share-url" ref={input} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={copy}>
          Copy link
        </button>
      </div>
      <p role="status" class="calc-hint">
        {status === '' ? null : status}
      </p>
    </div>
  );
}
