/** Lesson 3's exercise (CaptureChoice): what does the played card take? */
import { getCard, type CardId } from '../../../../engine';
import { captureOptions } from '../../../../engine/round';
import { plantName, shortName } from '../../../../words/card-names';
import type { Verdict } from './verdict';

const sameSet = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c) => b.includes(c));

export interface CaptureScenario {
  readonly id: string;
  /** The card played from the hand (or turned from the pile). */
  readonly played: CardId;
  readonly field: readonly CardId[];
}

export const CAPTURE_SCENARIOS: readonly CaptureScenario[] = [
  {
    id: 'one',
    played: 'maple-chaff-1',
    field: ['pine-chaff-2', 'maple-deer', 'iris-ribbon', 'plum-chaff-1', 'clover-chaff-2', 'paulownia-chaff-1'],
  },
  {
    id: 'two',
    played: 'cherry-chaff-2',
    field: ['cherry-curtain', 'wisteria-chaff-1', 'cherry-ribbon', 'pampas-chaff-2', 'willow-swallow', 'peony-chaff-1'],
  },
  {
    id: 'three',
    played: 'pampas-chaff-1',
    field: ['pampas-moon', 'chrysanthemum-chaff-1', 'pampas-geese', 'plum-warbler', 'pampas-chaff-2', 'maple-ribbon'],
  },
  {
    id: 'none',
    played: 'iris-chaff-1',
    field: ['pine-crane', 'wisteria-ribbon', 'peony-butterflies', 'clover-boar', 'chrysanthemum-ribbon', 'paulownia-phoenix'],
  },
];

/**
 * Judges a capture: `taken` is the field cards the reader says the played card takes (empty:
 * it takes nothing and stays on the field). Right when it is exactly one of the engine's options.
 */
export function checkCapture(scenario: CaptureScenario, taken: readonly CardId[], lightningWild = false): Verdict {
  const options = captureOptions(scenario.played, scenario.field, lightningWild);
  const played = getCard(scenario.played);
  const plant = plantName(played.month);
  if (options.some((o) => sameSet(o, taken)) || (options.length === 0 && taken.length === 0)) {
    if (options.length === 0) return { correct: true, message: `Right: no ${plant} card is on the field, so it stays there for someone to take later.` };
    if (options.length >= 2) {
      return { correct: true, message: `Right: two ${plant} cards lie on the field and you choose one. The other stays.` };
    }
    if (taken.length >= 3) return { correct: true, message: `Right: with three ${plant} cards on the field, the fourth takes all three.` };
    return { correct: true, message: `Right: the only ${plant} card on the field is taken.` };
  }
  const offMonth = taken.find((c) => getCard(c).month !== played.month);
  if (offMonth) return { correct: false, message: `${shortName(offMonth)} is not a ${plant} card: matching goes by month.` };
  if (options.length === 0) return { correct: false, message: 'Nothing on the field matches.' };
  if (taken.length === 0) return { correct: false, message: `A ${plant} card is on the field: a card that matches must capture.` };
  if (options.length === 1 && options[0]!.length >= 3) {
    return { correct: false, message: `Three ${plant} cards lie on the field: the fourth takes all of them, not just some.` };
  }
  return { correct: false, message: 'It takes only one of the two matching cards: choose one.' };
}
