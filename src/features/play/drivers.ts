/**
 * Who plays each seat of the practice table (src/features/table/seat-driver.ts): seat 0 is
 * the person at the screen, the others computer levels; and a computer seat's move, from
 * that seat's own view.
 */
import { playerView } from '../../engine/round/view';
import { bySeat, seatCount, type BySeat, type Seat } from '../../engine/round/seats';
import type { SeatDriver } from '../table/seat-driver';
import { computerChoice, loadAi, type AiChoice, type AiLevel } from '../table/computer-driver';
import type { PlaySession } from './save';

/** The drivers of a practice game's seats (no rules yet: the two seats of the settings' default). */
export function practiceDrivers(s: { readonly rules: PlaySession['rules'] | null; readonly level: AiLevel; readonly level2?: AiLevel | null }): BySeat<SeatDriver> {
  return bySeat(s.rules ? seatCount(s.rules.options) : 2, (p) =>
    p === 0 ? { kind: 'local' } : { kind: 'computer', level: p === 2 ? (s.level2 ?? s.level) : s.level },
  );
}

/** Loads the computer levels (once). */
export function loadComputers(): Promise<unknown> {
  return loadAi();
}

/** The move of computer seat `seat` now, from its own view; null when it is not its move or the AI is not loaded. */
export function computerMove(s: PlaySession, seat: Seat, seed: number): AiChoice | null {
  const driver = practiceDrivers(s)[seat];
  if (driver.kind !== 'computer') return null;
  return computerChoice(s.game, playerView(s.game.current, seat), driver.level, seed);
}
