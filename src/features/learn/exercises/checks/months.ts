/** Lesson 1's exercise (SortByMonth): which month is this card? */
import { MONTHS, getCard, type CardId } from '../../../../engine';
import { monthName, plantName } from '../../../../words/card-names';
import type { Verdict } from './verdict';

/** Eight cards from eight months, look-alikes included (the two grasses, the two birds on branches). */
export const MONTH_CARDS: readonly CardId[] = [
  'pampas-geese',
  'plum-ribbon',
  'maple-chaff-1',
  'wisteria-cuckoo',
  'cherry-chaff-2',
  'clover-boar',
  'paulownia-chaff-yellow',
  'iris-bridge',
];

export function checkMonth(card: CardId, month: number | null): Verdict {
  const c = getCard(card);
  if (month === null) return { correct: false, message: 'Choose a month.' };
  if (month === c.month) return { correct: true, message: `Right: ${plantName(c.month)} is the flower of ${monthName(c.month)}.` };
  const wrong = MONTHS.find((m) => m === month);
  // Says what the chosen month's cards show and why this card is not one of them; the answer stays the reader's to find.
  return {
    correct: false,
    message: wrong
      ? `Not ${monthName(wrong)}: ${monthName(wrong)} cards show ${plantName(wrong)}, and this card shows another plant. Look at the plant again.`
      : 'Not that month: look at the plant again.',
  };
}
