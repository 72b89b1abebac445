/**
 * The koi-koi decision's sentences about the rule set (the multiplier, the seven-point double,
 * the calls it forbids), from the table model's data. Apart from table-model.ts because the
 * option meanings it reads are large: they load with the decision panel, not with the table.
 */
import type { PlayerIndex } from '../../engine/round';
import { valueMeaning } from '../rules-choice/option-format';
import { optionLabel } from '../../words/options';
import { KOIKOI_RESTRICTION_TEXT } from '../../words/decisions';
import type { KoikoiTerms } from './table-model';
import { YOU } from './words';

/** Sentences about calling koi-koi under these rules, for the decider `p`. */
export function koikoiSentences(terms: KoikoiTerms, p: PlayerIndex): string[] {
  const out: string[] = [];
  const opponent = p === YOU ? 'the computer' : 'you';
  out.push(
    `Koi-koi: play goes on and you may add to your yaku, but if ${opponent} ${p === YOU ? 'makes' : 'make'} a yaku and ${p === YOU ? 'stops' : 'stop'} first, ${p === YOU ? 'you score nothing' : 'the computer scores nothing'} this round.`,
  );
  const multiplier = valueMeaning('koikoiMultiplier', terms.multiplier);
  if (multiplier) out.push(`${optionLabel('koikoiMultiplier')} in these rules: ${multiplier}.`);
  if (terms.sevenPlusDouble) out.push('A base of 7 points or more doubles.');
  for (const code of terms.restrictions) out.push(KOIKOI_RESTRICTION_TEXT[code][p === YOU ? 'you' : 'computer']);
  return out;
}
