import { expect, test } from 'vitest';
import { buildRuleSet, presetRuleSet } from '../../../src/engine/rules/ruleset';
import { actionText, dueText, mistakeProblemText, rulesText, whenText } from '../../../src/features/mistakes/words';
import type { MistakeProblem } from '../../../src/features/mistakes/mistakes-model';

test('rules are named by their preset, with what they change from it', () => {
  expect(rulesText(presetRuleSet('fudawiki'))).toBe('Fuda Wiki (modern)');
  const changed = buildRuleSet('fudawiki', { handSize: 10, viewing: 'off' });
  expect(changed.ok && rulesText(changed.value)).toBe('Fuda Wiki (modern), Hand size: 8 → 10 and Viewing yaku: on → not played');
  // Rounds chosen for one game are said as what they are (issue 22), not "with one change".
  const short = buildRuleSet('fudawiki', { rounds: 3 });
  expect(short.ok && rulesText(short.value)).toBe('Fuda Wiki (modern), 12 → 3 rounds');
});

test('when kept and when due', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  expect(whenText('2026-11-24T01:00:00Z', now)).toBe('today');
  expect(whenText('2026-11-23T23:00:00Z', now)).toBe('yesterday');
  expect(whenText('2026-11-20T10:00:00Z', now)).toBe('4 days ago');
  expect(whenText('2026-10-01T10:00:00Z', now)).toBe('on October 1, 2026');
  expect(dueText(100, 100)).toBe('due today');
  expect(dueText(99, 100)).toBe('due today');
  expect(dueText(101, 100)).toBe('due tomorrow');
  expect(dueText(104, 100)).toBe('due in 4 days');
});

test('every answer reads as a choice', () => {
  expect(actionText({ type: 'play', card: 'pine-crane' })).toBe('Play the Crane and Sun');
  expect(actionText({ type: 'play', card: 'pine-chaff-1', take: 'pine-crane' })).toBe('Play the Pine Chaff 1 to take the Crane and Sun');
  expect(actionText({ type: 'play', card: 'pine-chaff-1', lay: true })).toBe('Lay the Pine Chaff 1 on the field');
  expect(actionText({ type: 'drawTake', take: 'pine-crane' })).toBe('Take the Crane and Sun');
  expect(actionText({ type: 'call', call: 'shobu' })).toBe('Stop (shōbu)');
  expect(actionText({ type: 'luckyHand', choice: 'redeal' })).toBe('Declare a misdeal');
});

test('every reason a kept mistake is set aside has its words', () => {
  const problems: MistakeProblem[] = [
    { code: 'not-a-record' },
    { code: 'bad-id' },
    { code: 'id-mismatch' },
    { code: 'not-a-position' },
    { code: 'older-engine', version: 0 },
    { code: 'bad-rules', error: { code: 'unknown-preset', received: 'x' } as never },
    { code: 'bad-action' },
    { code: 'not-a-decision' },
    { code: 'action-not-legal' },
    { code: 'bad-grade' },
    { code: 'bad-schedule' },
    { code: 'duplicate' },
    { code: 'not-a-list' },
  ];
  for (const p of problems) expect(mistakeProblemText(p)).toMatch(/^[a-z].+[^.]$/);
  expect(mistakeProblemText(problems[5]!)).toMatch(/^its rules are no longer valid: /);
});
