/**
 * The saved pass-and-play game: a game of two or three players is written and read back to the
 * same game (names, rules, every step); a save that cannot be continued is refused with its own
 * reason, each worded for the players.
 */
import { describe, expect, test } from 'vitest';
import { bySeatOf } from '../../../src/engine/round/seats';
import {
  PASS_FORMAT,
  decodePassSession,
  encodePassSession,
  newPassSession,
  passCheckOf,
  type PassSession,
  type SavedPassGame,
} from '../../../src/features/pass-and-play/save';
import { passErrorText } from '../../../src/features/pass-and-play/save-words';
import { GAME_STATE_VERSION } from '../../../src/engine/round/game';
import { randomSteps, rules } from './support';

function session(players: 2 | 3, seed: number, max: number): PassSession {
  const names = bySeatOf(['Ann', 'Ben', 'Cleo'].slice(0, players))!;
  const start = newPassSession(names, rules('fudawiki', { players, rounds: 3 }), seed);
  const played = randomSteps(start.game, seed, max);
  return { ...start, steps: played.steps, game: played.game };
}

/** Through JSON, as localStorage keeps it. */
function stored(s: PassSession): SavedPassGame {
  return JSON.parse(JSON.stringify(encodePassSession(s))) as SavedPassGame;
}

describe('saving and resuming', () => {
  for (const players of [2, 3] as const) {
    test(`${players} players: a game part-way through and a finished one come back as they were`, () => {
      for (const [seed, max] of [
        [5, 17],
        [9, 60],
        [12, 3000],
      ] as const) {
        const s = session(players, seed, max);
        const back = decodePassSession(stored(s));
        expect(back.ok).toBe(true);
        if (!back.ok || !back.value) return;
        expect([...back.value.names]).toEqual([...s.names]);
        expect(back.value.rules.options).toEqual(s.rules.options);
        expect(back.value.steps).toEqual(s.steps);
        expect(back.value.game.totals).toEqual(s.game.totals);
        expect(back.value.game.current).toEqual(s.game.current);
        expect(passCheckOf(back.value.game)).toBe(passCheckOf(s.game));
      }
      // The long game was played to its end.
      expect(session(players, 12, 3000).game.status).toBe('finished');
    });
  }

  test('nothing saved is no game, not an error', () => {
    expect(decodePassSession(null)).toEqual({ ok: true, value: null });
  });
});

describe('a save that cannot be continued is refused, with its reason', () => {
  const good = stored(session(3, 21, 40));
  const cases: { name: string; raw: unknown; code: string; words: RegExp }[] = [
    { name: 'not a game', raw: [1, 2], code: 'not-a-game', words: /not a pass-and-play game/ },
    { name: 'an older format', raw: { ...good, format: PASS_FORMAT - 1 }, code: 'older-version', words: /older version/ },
    { name: 'a newer format', raw: { ...good, format: PASS_FORMAT + 1 }, code: 'newer-version', words: /newer version/ },
    { name: 'a newer engine', raw: { ...good, engine: GAME_STATE_VERSION + 1 }, code: 'newer-version', words: /newer version/ },
    { name: 'no seed', raw: { ...good, seed: -4 }, code: 'no-seed', words: /how it was dealt/ },
    { name: 'no rules', raw: { ...good, rules: 'fudawiki' }, code: 'no-rules', words: /no rule set/ },
    { name: 'rules the engine refuses', raw: { ...good, rules: { preset: 'fudawiki', overrides: { players: 4 } } }, code: 'invalid-rules', words: /rule set is not valid/ },
    { name: 'names missing', raw: { ...good, names: 'Ann, Ben' }, code: 'names-not-a-list', words: /names are missing/ },
    { name: 'two names for three players', raw: { ...good, names: ['Ann', 'Ben'] }, code: 'names-for-players', words: /names 2 players for a game of 3/ },
    { name: 'the same name twice', raw: { ...good, names: ['Ann', 'Ben', 'ann'] }, code: 'bad-names', words: /Player 3 has the same name as player 1/ },
    { name: 'an empty name', raw: { ...good, names: ['Ann', ' ', 'Cleo'] }, code: 'bad-names', words: /Player 2 needs a name/ },
    { name: 'moves not a list', raw: { ...good, steps: {} }, code: 'steps-not-a-list', words: /not a list of moves/ },
    { name: 'a move by a fourth seat', raw: { ...good, steps: [{ ...good.steps[0], player: 3 }, ...good.steps.slice(1)] }, code: 'not-a-move', words: /move 1 is not a move/ },
    {
      name: 'a move out of turn',
      raw: { ...good, steps: [{ ...good.steps[0], player: ((good.steps[0] as { player: number }).player + 1) % 3 }, ...good.steps.slice(1)] },
      code: 'replay-failed',
      words: /move 1 could not be replayed/,
    },
    { name: 'moves that lead elsewhere', raw: { ...good, steps: good.steps.slice(0, -1) }, code: 'check-mismatch', words: /no longer lead/ },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const decoded = decodePassSession(c.raw);
      expect(decoded.ok).toBe(false);
      if (decoded.ok) return;
      expect(decoded.error.code).toBe(c.code);
      expect(passErrorText(decoded.error)).toMatch(c.words);
    });
  }

  test('the good save itself is accepted (the cases above differ from it in one thing each)', () => {
    expect(decodePassSession(good).ok).toBe(true);
  });
});
