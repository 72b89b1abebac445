import { describe, expect, test } from 'vitest';
import { beatCards, beatsOf, capturedBy } from '../../../src/features/table/beats';
import type { ViewLogEntry } from '../../../src/features/table/table-model';

// Log lines written by hand, as the engine records them (the card ids are real).
const play = (player: 0 | 1, card: string, captured: string[]): ViewLogEntry =>
  ({ type: 'play', player, card, take: null, captured }) as ViewLogEntry;
const draw = (player: 0 | 1, card: string, captured: string[]): ViewLogEntry =>
  ({ type: 'draw', player, card, take: null, captured }) as ViewLogEntry;

describe('a turn as beats', () => {
  test.each([
    {
      name: 'play takes a card, the turned card lands alone',
      log: [play(1, 'pine-crane', ['pine-crane', 'pine-chaff-1']), draw(1, 'plum-ribbon', [])],
      kinds: ['play', 'capture', 'flip', 'land'],
    },
    {
      name: 'play lands alone, the turned card takes',
      log: [play(0, 'iris-chaff-1', []), draw(0, 'maple-deer', ['maple-deer', 'maple-chaff-1'])],
      kinds: ['play', 'flip', 'land', 'capture'],
    },
    {
      name: 'a yaku and a call follow the captures',
      log: [
        play(0, 'cherry-curtain', ['cherry-curtain', 'cherry-chaff-1']),
        draw(0, 'pine-chaff-2', []),
        { type: 'yaku', player: 0, yaku: ['three-brights'], base: 6, outcome: 'offered', reason: null } as unknown as ViewLogEntry,
        { type: 'call', player: 0, call: 'koikoi' } as ViewLogEntry,
      ],
      kinds: ['play', 'capture', 'flip', 'land', 'yaku', 'call'],
    },
    {
      name: 'a face-down draw into the opponent’s hand keeps its card hidden',
      log: [{ type: 'draw-to-hand', player: 1, card: null, faceUp: false } as ViewLogEntry],
      kinds: ['to-hand'],
    },
  ])('$name', ({ log, kinds }) => {
    const beats = beatsOf(log);
    expect(beats.map((b) => b.kind)).toEqual(kinds);
    // Each beat names the log line it comes from, in order (a sentence is spoken once, at its first beat).
    const entries = beats.map((b) => b.entry);
    expect([...entries].sort((a, b) => a - b)).toEqual(entries);
  });

  test('the played card travels onto its match, then both go to the pile', () => {
    const [first, second] = beatsOf([play(1, 'pine-crane', ['pine-crane', 'pine-chaff-1'])]);
    expect(first).toMatchObject({ kind: 'play', card: 'pine-crane', onto: 'pine-chaff-1' });
    expect(beatCards(first!)).toEqual(['pine-crane', 'pine-chaff-1']);
    expect(second).toMatchObject({ kind: 'capture', player: 1, cards: ['pine-crane', 'pine-chaff-1'] });
  });

  test('a hidden draw moves no visible card', () => {
    const [b] = beatsOf([{ type: 'draw-to-hand', player: 1, card: null, faceUp: false } as ViewLogEntry]);
    expect(beatCards(b!)).toEqual([]);
  });

  test('what the turn captured, by player', () => {
    expect(capturedBy([play(1, 'pine-crane', ['pine-crane', 'pine-chaff-1']), draw(1, 'plum-ribbon', ['plum-ribbon', 'plum-chaff-1'])])).toEqual([
      { player: 1, cards: ['pine-crane', 'pine-chaff-1', 'plum-ribbon', 'plum-chaff-1'] },
    ]);
    expect(capturedBy([play(0, 'iris-chaff-1', []), draw(0, 'plum-ribbon', [])])).toEqual([]);
  });
});
