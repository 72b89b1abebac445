/**
 * Where the long words of card names may break, for captions under a card picture: a card is
 * 40–90 px wide, narrower than "Chrysanthemum" in any readable size. The break points are
 * written out because CSS `hyphens: auto` needs a hyphenation dictionary that many browsers
 * (Chromium on Linux among them) do not have; without one the browser split the word
 * anywhere ("Chrysanthe / mum"). A soft hyphen (U+00AD) is invisible unless the line breaks
 * there, and then it shows as a hyphen.
 */

/** Each long word of a card name with its syllable breaks marked by "-". */
const BREAKS: readonly string[] = ['Chrys-an-the-mum', 'But-ter-flies', 'Pau-low-nia', 'Light-ning', 'Wis-te-ria', 'Michi-kaze'];

export const SOFT_HYPHEN = '\u00AD';

const SOFT = new Map(BREAKS.map((marked) => [marked.replaceAll('-', ''), marked.replaceAll('-', SOFT_HYPHEN)]));
const LONG_WORD = new RegExp(`\\b(${[...SOFT.keys()].join('|')})\\b`, 'g');

/** The text with soft hyphens at the syllable breaks of its long card-name words. */
export function withSoftHyphens(text: string): string {
  return text.replace(LONG_WORD, (word) => SOFT.get(word) ?? word);
}
