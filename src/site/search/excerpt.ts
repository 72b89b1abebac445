/**
 * Search excerpts that begin where a sentence begins. Pagefind cuts a fixed window of words
 * around the densest hits, so an excerpt often opens mid-sentence ("scores. Dealer after…"),
 * and on a page found through its hidden keywords it shows the keyword list itself. Here the
 * excerpt starts at the sentence that holds the best visible hit (or at the start of the
 * section when only hidden keywords matched), leaves the keyword sentences out, and says "…"
 * only where text is really cut.
 */

/** The weight of the hidden keyword lines (ContentPage.astro's keywords, Aka.astro's other names). */
export const HIDDEN_KEYWORDS_WEIGHT = 8;

export interface WeightedHit {
  readonly location: number;
  readonly weight: number;
  readonly balanced_score: number;
}

/** Pagefind's word split (its excerpts and locations count words this way). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
/** A word that ends a sentence: Pagefind also ends every heading and block with a full stop. */
const SENTENCE_END = /[.!?…]["”’)\]]*$/;
const EXCERPT_WORDS = 30;
/** How far back from the hit a sentence may begin before the excerpt starts at a cut instead. */
const MAX_LEAD = 24;
const LEAD_AFTER_CUT = 6;
const ELLIPSIS = '…';

/**
 * An excerpt of `content` (Pagefind's `raw_content`: text with `<` and `>` escaped) for the hits
 * between word `from` and word `to`, with <mark> around every hit shown. Sentences that hold a
 * hidden keyword hit are left out: they are search aids, not text of the page.
 */
export function sentenceExcerpt(content: string, hits: readonly WeightedHit[], from = 0, to = Number.POSITIVE_INFINITY): string {
  const words = content.split(WORD_SEPARATORS);
  const end = Math.min(to, words.length);
  const inRange = hits.filter((h) => h.location >= from && h.location < end);
  const endsSentence = (i: number) => i < from || SENTENCE_END.test(words[i] ?? '');

  const hidden = new Set<number>();
  for (const h of inRange.filter((x) => x.weight === HIDDEN_KEYWORDS_WEIGHT)) {
    let i = h.location;
    while (i > from && !endsSentence(i - 1)) i--;
    for (; i < end; i++) {
      hidden.add(i);
      if (endsSentence(i)) break;
    }
  }

  const visible = inRange.filter((h) => !hidden.has(h.location));
  let start = from;
  let cut = false;
  if (visible.length > 0) {
    const best = visible.reduce((a, b) => (b.balanced_score > a.balanced_score ? b : a));
    start = best.location;
    while (start > from && !endsSentence(start - 1) && !hidden.has(start - 1) && best.location - start < MAX_LEAD) start--;
    if (start > from && !endsSentence(start - 1) && !hidden.has(start - 1)) {
      start = Math.max(from, best.location - LEAD_AFTER_CUT);
      cut = start > from;
    }
  }

  const marked = new Set(inRange.map((h) => h.location));
  const shown: string[] = [];
  let i = start;
  for (; i < end && shown.length < EXCERPT_WORDS; i++) {
    if (hidden.has(i)) continue;
    shown.push(marked.has(i) ? `<mark>${words[i]}</mark>` : words[i]!);
  }
  while (i < end && hidden.has(i)) i++;
  const tail = i < end && !endsSentence(i - 1);
  return `${cut ? `${ELLIPSIS} ` : ''}${shown.join(' ')}${tail ? ` ${ELLIPSIS}` : ''}`;
}
