/**
 * The words of a room's computer seats (filling a free seat, handing over an away one, a
 * computer's name). Apart from words.ts: only the room screen and its feed use them, and both
 * load after the page's first script (scripts/budget.mjs).
 */
import type { AiLevel } from '../../engine/ai/levels';
import { AI_LEVEL_WORDS } from '../../words/ai-levels';
import { fill, type TemplateParams } from '../../words/format';

export const COMPUTER_SEAT_WORDS = {
  'lobby.computer': 'One friend short? Fill a free seat above with a computer: the room server plays it at the level you choose.',
  'seat.computer': 'Computer ({level})',
  'seat.computer.state': 'computer',
  'computer.level': 'Computer level',
  'computer.fill': 'Fill with a computer',
  'computer.fill.label': 'Fill seat {seat} with a computer',
  'computer.hand-over': 'Let the computer play for {name}',
  'computer.hand-over.text': '{name} has been away for a while. The computer can take their seat for the rest of the game; they will not be able to take it back.',
} as const;

export type ComputerSeatWordId = keyof typeof COMPUTER_SEAT_WORDS;

export function computerText(id: ComputerSeatWordId, params: TemplateParams = {}): string {
  return fill(COMPUTER_SEAT_WORDS[id], params);
}

/** A computer seat's name: "Computer (Beginner)". */
export function computerSeatName(level: AiLevel): string {
  return computerText('seat.computer', { level: AI_LEVEL_WORDS[level].label });
}
