/**
 * An option value as a choice reads (settings, the game's set-up, the exercises' rule glance):
 * its label and its meaning, never the same words twice (issue 22: "at random — at random",
 * "yes — yes", "once per round — once per round", "nobody scores — nobody scores").
 */
import { describe, expect, test } from 'vitest';
import { OPTION_IDS, OPTION_SPECS, type OptionId } from '../../../src/engine/rules/options';
import { optionChoiceText, optionValueParts, valueMeaning } from '../../../src/features/rules-choice/option-format';

/** Every value a choice can offer: both booleans, each enum value, each word of a number option. */
function choices(id: OptionId): readonly unknown[] {
  const type = OPTION_SPECS[id].type;
  if (type.kind === 'boolean') return [true, false];
  if (type.kind === 'enum') return type.values;
  if (type.kind === 'integer') return type.words ?? [];
  return [];
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

describe('option choices', () => {
  const all = OPTION_IDS.flatMap((id) => choices(id).map((value) => [id, value] as const));

  test('cover every option value with a choice', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  test.each(all.map(([id, value]) => [`${id}=${String(value)}`, id, value] as const))('%s says nothing twice', (_name, id, value) => {
    const text = optionChoiceText(id, value);
    const [first, second] = text.split(' — ');
    expect(first!.trim()).not.toBe('');
    if (second !== undefined) {
      expect(words(second).includes(words(first!)), text).toBe(false);
      expect(words(first!).includes(words(second)), text).toBe(false);
    }
    // Nothing the option's words say about the value is lost: the meaning is in the text.
    const meaning = valueMeaning(id, value);
    if (meaning !== undefined) expect(words(text).includes(words(meaning)), text).toBe(true);
  });

  test('the repeats the issue found read once', () => {
    expect(optionChoiceText('firstDealer', 'random')).toBe('at random');
    expect(optionChoiceText('counterKoikoi', true)).toBe('yes');
    expect(optionChoiceText('koikoiLimit', 'once-per-round')).toBe('once per round');
    expect(optionChoiceText('exhaustiveDraw', 'no-score')).toBe('nobody scores');
    // A meaning that holds the label stands alone.
    expect(optionChoiceText('counterKoikoi', false)).toBe('no: once the opponent has called, your next yaku ends the round');
    expect(optionChoiceText('koikoiMultiplier', 'anyone-called')).toBe('x2 if anyone called koi-koi');
  });

  test('a meaning that says more is kept beside the label, and a caller may name the value itself', () => {
    expect(optionChoiceText('firstDealer', 'draw')).toBe('drawn — each draws a card; the earlier month (then the higher kind) deals');
    expect(optionChoiceText('firstDealer', 'draw', 'Draw for it')).toBe('Draw for it — each draws a card; the earlier month (then the higher kind) deals');
    expect(optionChoiceText('firstDealer', 'random', 'At random')).toBe('At random');
    expect(optionValueParts('sakeCup', 'animal-only')).toEqual({ label: 'animal only', meaning: 'it is only an animal' });
  });
});
