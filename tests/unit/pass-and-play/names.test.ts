import { describe, expect, test } from 'vitest';
import { MAX_NAME_LENGTH, checkNames, normaliseName } from '../../../src/features/pass-and-play/names';
import { nameProblemText } from '../../../src/features/pass-and-play/words';

describe('players’ names', () => {
  test('names are trimmed, inner spaces and control characters made one space', () => {
    expect(normaliseName('  Ann  ')).toBe('Ann');
    expect(normaliseName('Mary\t\n Jane')).toBe('Mary Jane');
    expect(normaliseName('Ben\u0000')).toBe('Ben');
    const checked = checkNames([' Ann', 'Ben ', 'Cleo']);
    expect(checked.ok && [...checked.value]).toEqual(['Ann', 'Ben', 'Cleo']);
  });

  test('an empty name (or only spaces) is refused for its seat, with a sentence naming the player', () => {
    const checked = checkNames(['Ann', '   ']);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error).toEqual([{ code: 'empty', seat: 1 }]);
    expect(nameProblemText(checked.error[0]!)).toBe('Player 2 needs a name.');
  });

  test('a name over the limit is refused, counted in characters as read (an emoji is one)', () => {
    const long = 'A'.repeat(MAX_NAME_LENGTH + 1);
    const checked = checkNames([long, 'Ben']);
    expect(!checked.ok && checked.error).toEqual([{ code: 'too-long', seat: 0, length: MAX_NAME_LENGTH + 1, max: MAX_NAME_LENGTH }]);
    expect(!checked.ok && nameProblemText(checked.error[0]!)).toBe(`Player 1’s name is ${MAX_NAME_LENGTH + 1} characters long: keep it to ${MAX_NAME_LENGTH}.`);
    // Exactly the limit in emoji (two UTF-16 units each) passes.
    expect(checkNames(['😀'.repeat(MAX_NAME_LENGTH), 'Ben']).ok).toBe(true);
  });

  test('the same name twice, whatever its case and spaces, is refused on the later seat', () => {
    const checked = checkNames(['Ben', 'Ann', ' ben ']);
    expect(!checked.ok && checked.error).toEqual([{ code: 'duplicate', seat: 2, same: 0, name: 'ben' }]);
    expect(!checked.ok && nameProblemText(checked.error[0]!)).toMatch(/^Player 3 has the same name as player 1 \(“ben”\)/);
  });

  test('a name with nothing visible or with a direction override is refused, under the rule shared with the rooms', () => {
    const checked = checkNames(['\u200b\u200b', '\u202eneB']);
    expect(!checked.ok && checked.error).toEqual([
      { code: 'empty', seat: 0 },
      { code: 'direction', seat: 1 },
    ]);
    expect(!checked.ok && nameProblemText(checked.error[1]!)).toBe('Player 2’s name holds a character that reverses the text around it: type the name again without it.');
  });

  test('every problem is reported, not only the first', () => {
    const checked = checkNames(['', 'x'.repeat(40), '']);
    expect(!checked.ok && checked.error.map((p) => `${p.code}@${p.seat}`)).toEqual(['empty@0', 'too-long@1', 'empty@2']);
  });
});
