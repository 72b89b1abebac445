/**
 * Words split across lines at a place that is not a hyphenation point: "Aik / o", "Chrysanthe /
 * mum". Each character's own box (its last client rect: a character just after a soft-hyphen
 * break also reports the hyphen drawn on the line before) gives the line it sits on; two
 * letters with nothing between them but on different lines are a word broken mid-word. A break
 * at a soft hyphen (U+00AD), shown with a hyphen, is a hyphenation, not a mid-word break.
 */
import type { Page } from 'playwright-core';

/** Each word broken mid-word inside the elements matching `selector`, as "word (element text)". */
export function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      if ((element as HTMLElement).offsetParent === null && getComputedStyle(element).position !== 'fixed') continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        let previousTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          const ch = text[i]!;
          // A break after a space, a soft hyphen or a hyphen ("Eight-/Plank") is a proper one.
          if (/\s|\u00AD|-/.test(ch)) {
            previousTop = null;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rects = [...range.getClientRects()];
          const own = rects[rects.length - 1];
          if (!own || own.width === 0) continue;
          const top = Math.round(own.top);
          if (previousTop !== null && Math.abs(top - previousTop) > 2) {
            const start = text.slice(0, i).search(/\S*$/);
            const word = text.slice(start).split(/\s/)[0]!.replaceAll('\u00AD', '');
            found.push(`${word} (${element.textContent!.replaceAll('\u00AD', '').trim()})`);
          }
          previousTop = top;
        }
      }
    }
    return found;
  });
}
