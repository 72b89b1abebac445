/**
 * The one rule of players' names (src/shared/player-name.ts), with real strings: what a room
 * (the server's parseName) and pass-and-play (checkNames) both accept and refuse.
 */
import { describe, expect, test } from 'vitest';
import { MAX_NAME_LENGTH, checkPlayerName } from '../../../src/shared/player-name';
import { parseName } from '../../../src/server/rooms/messages';
import { checkNames } from '../../../src/features/pass-and-play/names';

const code = (raw: unknown) => {
  const checked = checkPlayerName(raw);
  return checked.ok ? checked.value : `!${checked.error}`;
};

describe('one rule of names', () => {
  test('keeps a visible name, trimmed, inner runs of spaces and control characters made one space', () => {
    expect(code('  Ann  ')).toBe('Ann');
    expect(code('Mary\t\n  Jane')).toBe('Mary Jane');
    expect(code('Zoë')).toBe('Zoë');
    expect(code('太郎')).toBe('太郎');
    expect(code('سارا')).toBe('سارا'); // right-to-left letters are letters, not overrides
    expect(code('👨‍👩‍👧 family')).toBe('👨‍👩‍👧 family'); // zero-width joiners inside an emoji sequence stay
  });

  test('refuses a name with nothing visible: empty, spaces, zero-width or format characters, fillers', () => {
    for (const raw of ['', '   ', '\u200b', '\u200b\u200c\u200d', '\u2060\ufeff', '\u00a0\u3000', '\u3164', '\u2800\u2800', '\u0301', ' \u200e ']) {
      expect(code(raw), JSON.stringify(raw)).toBe('!empty');
    }
    expect(code(undefined)).toBe('!empty');
    expect(code(42)).toBe('!empty');
  });

  test('refuses direction overrides, embeddings and isolates anywhere in a name', () => {
    for (const raw of ['\u202eneB', 'Ann\u202d', 'A\u202ab', 'x\u2066y\u2069', '\u2067Ben', 'Cy\u2068']) {
      expect(code(raw), JSON.stringify(raw)).toBe('!direction');
    }
  });

  test(`counts characters as read, up to ${MAX_NAME_LENGTH}`, () => {
    expect(code('A'.repeat(MAX_NAME_LENGTH))).toBe('A'.repeat(MAX_NAME_LENGTH));
    expect(code('A'.repeat(MAX_NAME_LENGTH + 1))).toBe('!too-long');
    expect(code('😀'.repeat(MAX_NAME_LENGTH))).toBe('😀'.repeat(MAX_NAME_LENGTH));
    expect(code('x'.repeat(1_000_000))).toBe('!too-long');
  });

  test('the room server and pass-and-play answer alike', () => {
    const samples = ['Ann', '   ', '\u200b', '\u202eneB', 'A'.repeat(MAX_NAME_LENGTH + 1), 'A'.repeat(MAX_NAME_LENGTH), ' Zoë '];
    for (const raw of samples) {
      const room = parseName(raw);
      const pass = checkNames([raw, 'Other player']);
      expect(room.ok, JSON.stringify(raw)).toBe(pass.ok);
      if (room.ok && pass.ok) expect(pass.value[0]).toBe(room.value);
      if (!room.ok) expect(room.error.code).toBe('bad-name');
    }
  });
});
