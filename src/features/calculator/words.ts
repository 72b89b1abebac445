/**
 * The calculator's interface strings, keyed by id: whole sentences with named parameters
 * (filled by `calcText`). The score explanation's own sentences come from src/words/score.ts.
 */
import { fill, type TemplateParams } from '../../words/format';

export const CALC_WORDS = {
  'score.total': '{who}:',
  'score.yaku': 'Yaku that score',
  'score.none': 'None yet.',
  'score.dropped': 'Held but not counted',
  'score.dropped.item': '{yaku}{owner}: {why}',
  'score.owner': ' ({who})',
  'score.extra': ' (extra)',
  'score.sake-cup': 'The Sake Cup{owner} counted as {countedAs} ({option}: {meaning}).',
  'score.sake-cup.animal': 'an animal only',
  'score.sake-cup.chaff': 'a chaff card only',
  'score.sake-cup.animal-and-chaff': 'both an animal and a chaff card',
  'score.lightning.title': 'How the Lightning counted',
  'score.lightning.stood':
    'The Lightning{owner} stood for {card} ({option}): there it counts in {yaku}, so the pile scores {points} instead of {asItself} with the Lightning as a chaff. No other card it could stand for scores more.',
  'score.lightning.stood.plain':
    'The Lightning{owner} stood for {card} ({option}): the pile then scores {points} instead of {asItself} with the Lightning as a chaff, and no other card it could stand for scores more.',
  'score.lightning.tie': '{Cards} would score as much; on a tie the first card in deck order is taken.',
  'score.lightning.itself':
    'The Lightning{owner} stayed a chaff card ({option}): no card it could stand for scores more than {points}.',
  'score.steps': 'From base to total',
  'score.steps.caption': 'How the base becomes the total',
  'score.steps.step': 'Step',
  'score.steps.why': 'Why',
  'score.steps.score': 'Score',
  'score.steps.base': 'Base',
  'score.steps.base.why': 'Sum of the yaku above.',
  'score.steps.base.why.bonuses': 'Sum of the yaku and bonuses above.',
  'score.steps.total': 'Total',
  'score.steps.unchanged': '{after}, no change',
  'score.steps.multiply': '× {factor} → {after}',
  'score.steps.add': '+ {amount} → {after}',
  'hints.none': 'No single card would add a yaku or raise the score of {pile}.',
  'hints.makes': 'makes {yaku}: total {before} → {after}',
  'hints.raises': 'raises {yaku}: total {before} → {after}',
  'hints.makes-and-raises': 'makes {made}; raises {raised}: total {before} → {after}',
  'hints.total': 'total {before} → {after}',
  'hints.add': 'Add',
  'hints.add.label': 'Add {card} to {pile}',
  'hints.fewer': 'Show fewer',
  'hints.all': 'Show all {count} cards',
} as const;

export type CalcTextId = keyof typeof CALC_WORDS;

export function calcText(id: CalcTextId, params?: TemplateParams): string {
  return fill(CALC_WORDS[id], params);
}
