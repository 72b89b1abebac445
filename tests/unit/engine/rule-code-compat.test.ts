import { describe, expect, test } from 'vitest';
import { decodeRuleSet } from '../../../src/engine';
import fixture from './fixtures/rule-codes-before-second-edition.json';

/**
 * Share links written before the second-edition options (src/engine/README.md, Rule codes) must
 * open the same rule set: every option they knew keeps the value it decoded to then. The strings
 * and values were produced by the encoder of that time, not by the code under test.
 * The one intended change: preset `beginners-guide` now plays `handCapture: optional`
 * (its source's main rule), a new option the old strings never named.
 */
describe('rule codes from before the second edition', () => {
  test.each(fixture.codes.map((entry) => [entry.code, entry.options] as const))('%s', (code, before) => {
    const decoded = decodeRuleSet(code);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    for (const [option, value] of Object.entries(before)) {
      expect((decoded.value.options as unknown as Record<string, unknown>)[option], option).toEqual(value);
    }
  });
});
