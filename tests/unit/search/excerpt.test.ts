import { describe, expect, test } from 'vitest';
import { HIDDEN_KEYWORDS_WEIGHT, sentenceExcerpt } from '../../../src/site/search/excerpt';

/** Hits at these words (as Pagefind counts them), with a weight and a score. */
const hit = (location: number, weight = 1, score = 1) => ({ location, weight, balanced_score: score });
const wordAt = (text: string, word: string) => text.split(' ').indexOf(word);

const RULES =
  'Koi-Koi rules, rules of play, dealer, parent, oya. How to Play. Two players take turns pairing cards of the same month. ' +
  'Choosing the dealer. The dealer is called the oya, which means parent, and the other player is the ko, the child. ' +
  'After a drawn round the same dealer deals again in most rule sets, and in some the dealer scores a fixed number of points, which a long sentence like this one keeps on explaining for many more words before it ends.';

describe('search excerpts begin where a sentence begins', () => {
  test('the excerpt opens at the sentence holding the hit, not a fixed window before it', () => {
    const at = wordAt(RULES, 'called');
    const excerpt = sentenceExcerpt(RULES, [hit(at)]);
    expect(excerpt.startsWith('The dealer is <mark>called</mark> the oya')).toBe(true);
  });

  test('a hit deep in a long sentence: a visible cut ("…"), never a silent one', () => {
    const at = wordAt(RULES, 'explaining');
    const excerpt = sentenceExcerpt(RULES, [hit(at)]);
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt).toContain('<mark>explaining</mark>');
  });

  test('hidden keywords are left out: found only through them, the excerpt is the text after them', () => {
    const excerpt = sentenceExcerpt(RULES, [hit(wordAt(RULES, 'oya.'), HIDDEN_KEYWORDS_WEIGHT, 50)]);
    expect(excerpt.startsWith('How to Play. Two players')).toBe(true);
    expect(excerpt).not.toContain('dealer, parent');
  });

  test('the best visible hit leads even when a keyword hit scores higher', () => {
    const excerpt = sentenceExcerpt(RULES, [hit(wordAt(RULES, 'oya.'), HIDDEN_KEYWORDS_WEIGHT, 50), hit(wordAt(RULES, 'oya,'), 1, 1)]);
    expect(excerpt.startsWith('The dealer is called the <mark>oya,</mark>')).toBe(true);
  });

  test('a section keeps to its own words; text cut at the end says so', () => {
    const from = wordAt(RULES, 'Choosing');
    const to = wordAt(RULES, 'After');
    const excerpt = sentenceExcerpt(RULES, [hit(wordAt(RULES, 'child.'))], from, to);
    expect(excerpt).toBe('The dealer is called the oya, which means parent, and the other player is the ko, the <mark>child.</mark>');
    expect(sentenceExcerpt(RULES, [hit(wordAt(RULES, 'drawn'))], to).endsWith(' …')).toBe(true);
  });
});
