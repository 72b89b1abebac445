/** Whether a rule set plays a yaku at all: one function, with hand-written expectations. */
import { expect, test } from 'vitest';
import { isYakuPlayed } from '../../../src/engine/scoring/yaku';
import { rules } from './helpers';

test.each([
  ['a yaku with a value', 'sanko', {}, true],
  ['a yaku switched off', 'sanko', { yakuPoints: { sanko: null } }, false],
  ['a viewing yaku under viewing: off', 'hanami-zake', { viewing: 'off' }, false],
  ['a viewing yaku under weather', 'tsukimi-zake', { viewing: 'weather' }, true],
  ['another yaku under viewing: off', 'inoshikacho', { viewing: 'off' }, true],
  ['a lucky hand with a value', 'teshi', {}, true],
] as const)('%s', (_, id, overrides, played) => {
  expect(isYakuPlayed(id, rules('fudawiki', overrides).options)).toBe(played);
});
