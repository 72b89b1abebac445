import { expect, test } from 'vitest';
import { createGame } from '../../../src/engine/round';
import type { GameStep } from '../../../src/engine/round/record';
import { decodeSession, encodeSession, type PlaySession } from '../../../src/features/play/save';
import { randomSteps, rules } from './helpers';

// A game saved after a lay-without-capture (handCapture: optional) or a lucky-hand choice
// (teyaku: holder-may-redeal) must load again to the same game: random games under those
// rules are saved and restored until each kind of step has been through a save.
test.each([
  ['beginners-guide', {}, (s: GameStep) => 'seat' in s && s.action.type === 'play' && s.action.lay === true],
  ['fudawiki', { teyaku: 'holder-may-redeal' }, (s: GameStep) => 'seat' in s && s.action.type === 'luckyHand'],
] as const)('%s %j: saves holding the new steps restore the same game', (preset, overrides, isNewStep) => {
  const r = rules(preset, overrides);
  let seen = 0;
  for (let seed = 1; seed <= 400 && seen < 3; seed++) {
    const played = randomSteps(createGame({ rules: r, seed }), seed + 7, 200);
    if (!played.steps.some(isNewStep)) continue;
    seen++;
    const s: PlaySession = { origin: { kind: 'new', seed }, rules: r, level: 'beginner', undo: true, started: true, steps: played.steps, game: played.game };
    const decoded = decodeSession(JSON.parse(JSON.stringify(encodeSession(s))));
    expect(decoded.ok).toBe(true);
    if (decoded.ok && decoded.value) expect(decoded.value.game).toEqual(s.game);
  }
  expect(seen).toBeGreaterThan(0);
});
