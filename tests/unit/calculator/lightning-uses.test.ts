/**
 * The calculator's wild-Lightning lines say what the engine decided, for each case the engine
 * distinguishes: the Lightning stood for a card (with the yaku it counts in), tied with others,
 * or stayed a chaff. Expected values come from scoreCaptured, not typed.
 */
import { describe, expect, test } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { buildRuleSet, scoreCaptured, type CardId } from '../../../src/engine';
import { LightningUses } from '../../../src/features/calculator/LightningUses';
import { theCard } from '../../../src/words/card-names';
import { yakuName } from '../../../src/words/yaku-names';

const wild = (() => {
  const built = buildRuleSet('fudawiki', { lightningYakuWild: 'any-card' });
  if (!built.ok) throw new Error('rules');
  return built.value;
})();

const text = (pile: CardId[]) => {
  const x = scoreCaptured(pile, {}, wild);
  const html = renderToString(h(LightningUses, { explanation: x, ownerNote: () => null }));
  return { x, words: html.replace(/<[^>]+>/g, '').replace(/&#39;|&rsquo;/g, '’') };
};

describe('the wild Lightning in the calculator', () => {
  test('it stood for the missing bright: the card, the yaku, both totals', () => {
    const { x, words } = text(['pine-crane', 'cherry-curtain', 'pampas-moon', 'paulownia-phoenix', 'willow-lightning']);
    const use = x.lightning[0]!;
    expect(use.standsFor).not.toBeNull();
    expect(words).toContain(theCard(use.standsFor!));
    for (const y of x.yaku.filter((item) => item.cards.includes(use.standsFor!))) expect(words).toContain(yakuName(y.id));
    expect(words).toContain(`${use.points} points`);
    expect(words).toContain(`${use.pointsAsItself} points`);
  });

  test('cards that would score as much are named, and the tie rule said', () => {
    // Two brights: the Moon or the Phoenix would make Three Brights alike.
    const { x, words } = text(['pine-crane', 'cherry-curtain', 'willow-lightning']);
    const use = x.lightning[0]!;
    expect(use.alsoBest.length).toBeGreaterThan(0);
    expect(words).toContain(theCard(use.standsFor!));
    for (const card of use.alsoBest) expect(words.toLowerCase()).toContain(theCard(card).toLowerCase());
    expect(words).toMatch(/on a tie the first card in deck order is taken/);
  });

  test('with nothing to gain it stays a chaff, and says so', () => {
    const { x, words } = text(['pine-chaff-1', 'willow-lightning']);
    expect(x.lightning[0]!.standsFor).toBeNull();
    expect(words).toMatch(/stayed a chaff card/);
  });

  test('without the Lightning in the pile there is nothing to say', () => {
    const { words } = text(['pine-crane']);
    expect(words).toBe('');
  });
});
