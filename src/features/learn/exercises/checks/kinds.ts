/** Lesson 2's exercise (IdentifyKinds): which kind is this card? */
import { getCard, type CardId, type Kind } from '../../../../engine';
import { shortName } from '../../../../words/card-names';
import type { Verdict } from './verdict';

/** Eight cards whose kind beginners often get wrong. */
export const KIND_CARDS: readonly CardId[] = [
  'willow-rain-man',
  'chrysanthemum-sake-cup',
  'iris-bridge',
  'willow-lightning',
  'wisteria-ribbon',
  'paulownia-chaff-yellow',
  'pampas-moon',
  'peony-ribbon',
];

export function checkKind(card: CardId, kind: Kind | null): Verdict {
  const c = getCard(card);
  if (kind === null) return { correct: false, message: 'Choose a kind.' };
  if (kind === c.kind) return { correct: true, message: `Right: ${shortName(c)} is ${kindArticle(c.kind)}.` };
  return { correct: false, message: `Not ${kindArticle(kind)}: ${KIND_WHY_NOT[kind]} ${KIND_HINT[c.kind]}` };
}

/** "a bright", "an animal", "a ribbon", "a chaff card" (words, so no "a animal"). */
const KIND_WITH_ARTICLE: Record<Kind, string> = { bright: 'a bright', animal: 'an animal', ribbon: 'a ribbon', chaff: 'a chaff card' };
const kindArticle = (kind: Kind) => KIND_WITH_ARTICLE[kind];

/** Why the card is not of the kind the reader chose: what that kind would need. */
const KIND_WHY_NOT: Record<Kind, string> = {
  bright: 'the five brights are the Crane, the Curtain, the Full Moon, the Rain Man and the Phoenix, and this is none of them.',
  animal: 'an animal is a picture card that is not one of the five brights, and this card is not one.',
  ribbon: 'a ribbon card shows a strip of paper among the flowers, and this card has none.',
  chaff: 'a chaff card shows the plant and nothing more, and this card has more.',
};

/** What to look for, by the card's true kind (a hint, not the answer). */
const KIND_HINT: Record<Kind, string> = {
  bright: 'Look again: there are only five cards this special in the deck.',
  animal: 'Look again: this picture card is one of the nine "seed" cards, even if it is not an animal.',
  ribbon: 'Look again at the strip of paper on the card.',
  chaff: 'Look again: this card has no animal, no ribbon and no bright in it.',
};
