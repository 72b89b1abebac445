/**
 * The message bar keeps the order things happened in: what was said before a step, the step's
 * lines as their beats come, then what follows (issue 22: "The computer called shōbu…" was
 * printed before "The computer played…", "turned…" before "played…").
 */
import { describe, expect, test } from 'vitest';
import { messageLines } from '../../../src/features/table/message-lines';

const texts = (lines: ReturnType<typeof messageLines>) => lines.map((l) => l.text);

const PLAYED = 'The computer played Yellow Paulownia, taking Paulownia Chaff 1.';
const TURNED = 'The computer turned Wisteria Chaff 2, taking Wisteria Cuckoo.';
const CALLED = 'The computer called shōbu and stopped the round.';
const WON = 'The computer won the round: 6 points.';

describe('message lines', () => {
  test('a step that continues a turn follows what that turn already said', () => {
    // The computer played, then called shōbu as a step of its own: the call is the step shown.
    const narration = `${PLAYED} ${TURNED} ${CALLED} ${WON}`;
    expect(texts(messageLines(narration, [CALLED], [false], true))).toEqual([PLAYED, TURNED]);
    expect(texts(messageLines(narration, [CALLED], [true], true))).toEqual([PLAYED, TURNED, CALLED]);
    expect(texts(messageLines(narration, [CALLED], [true], false))).toEqual([PLAYED, TURNED, CALLED, WON]);
  });

  test('the lines of a step come one beat at a time, in order, the prompt after the last', () => {
    const narration = `You took nothing. ${PLAYED} ${TURNED} Your turn: play a card.`;
    expect(texts(messageLines(narration, [PLAYED, TURNED], [true, false], true))).toEqual(['You took nothing.', PLAYED]);
    expect(texts(messageLines(narration, [PLAYED, TURNED], [true, true], false))).toEqual(['You took nothing.', PLAYED, TURNED, 'Your turn: play a card.']);
  });

  test('the same words said twice: the step is the later one', () => {
    const line = 'The computer played Pine Chaff 1: no match, it stays on the field.';
    const lines = messageLines(`${line} ${line}`, [line], [true], false);
    expect(lines).toEqual([
      { text: line, entry: null },
      { text: line, entry: 0 },
    ]);
  });

  test('a replay of lines no longer in the message: the replayed lines, then the message', () => {
    expect(texts(messageLines('Your turn: play a card.', [PLAYED], [true], true))).toEqual([PLAYED]);
    expect(texts(messageLines('Your turn: play a card.', [PLAYED], [true], false))).toEqual([PLAYED, 'Your turn: play a card.']);
  });
});
