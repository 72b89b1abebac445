/**
 * Who plays each seat of the practice table (src/features/table/seat-driver.ts): seat 0 is
 * the person at the screen, the others computer levels (the pacer, table/computer-pacer.ts,
 * asks a computer seat's driver for its move from that seat's own view).
 */
import { bySeat, seatCount, type BySeat } from '../../engine/round/seats';
import type { SeatDriver } from '../table/seat-driver';
import type { AiLevel } from '../table/computer-driver';
import type { PlaySession } from './save';

/** The drivers of a practice game's seats (no rules yet: the two seats of the settings' default). */
export function practiceDrivers(s: { readonly rules: PlaySession['rules'] | null; readonly level: AiLevel; readonly level2?: AiLevel | null }): BySeat<SeatDriver> {
  return bySeat(s.rules ? seatCount(s.rules.options) : 2, (p) =>
    p === 0 ? { kind: 'local' } : { kind: 'computer', level: p === 2 ? (s.level2 ?? s.level) : s.level },
  );
}
