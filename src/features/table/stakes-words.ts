/**
 * The koi-koi decision's sentences about the rule set (the multiplier, the seven-point double,
 * the calls it forbids), from the table model's data. Apart from table-model.ts because the
 * option meanings it reads are large: they load with the decision panel, not with the table.
 *
 * The decision is always the viewer's (the table offers it to the seat on screen), so these
 * speak to "you"; `opponent` names who plays on against them: at a table of two the other
 * seat's name in running text ("the computer", "Ben"), at three null ("another player").
 */
import { valueMeaning } from '../rules-choice/option-format';
import { KOIKOI_MULTIPLIER_OF_THREE, optionLabel } from '../../words/options';
import { KOIKOI_RESTRICTION_TEXT } from '../../words/decisions';
import { fill } from '../../words/format';
import type { KoikoiTerms } from './pile-model';
import { playText } from './panel-words';

/** Who another player is when there are two others: "another player". */
export const ANOTHER_PLAYER = 'another player';

/** Sentences about calling koi-koi under these rules, for the viewer deciding against `opponent`. */
export function koikoiSentences(terms: KoikoiTerms, opponent: string | null): string[] {
  const out: string[] = [opponent === null ? playText('stakes.koikoi.three') : playText('stakes.koikoi', { opponent })];
  // At three, the meanings that name "the opponent" speak of "another player" instead.
  const multiplier = (opponent === null ? KOIKOI_MULTIPLIER_OF_THREE[terms.multiplier] : undefined) ?? valueMeaning('koikoiMultiplier', terms.multiplier);
  if (multiplier) out.push(playText('stakes.multiplier', { option: optionLabel('koikoiMultiplier'), meaning: multiplier }));
  if (terms.sevenPlusDouble) out.push(playText('stakes.seven-double'));
  for (const code of terms.restrictions) out.push(fill(KOIKOI_RESTRICTION_TEXT[code], { opponent: opponent ?? ANOTHER_PLAYER }));
  return out;
}
