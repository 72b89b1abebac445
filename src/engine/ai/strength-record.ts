/**
 * The shape of one measured pairing of computer levels, as the arena writes it (scripts/arena.ts
 * --json) and strength.json keeps it for the levels page (src/features/reference/levels/): what
 * was played, A's wins with their Wilson 95 % interval (shares 0–1), A's points a game (two
 * seats: over B; three: over its fair third) with the 95 % half-width over duplicate pairs or
 * deals, the run's CPU time, and the first deal's games, so that a test can replay them and
 * tell whether the figures still come from this code.
 */
import type { AiLevel } from './levels';

export interface StrengthRecord {
  readonly players: 2 | 3;
  readonly a: AiLevel;
  readonly b: AiLevel;
  /** The rule code played (src/engine/README.md, Rule codes). */
  readonly rules: string;
  readonly rounds: number | 'unlimited';
  readonly seed: number;
  readonly games: number;
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
  readonly winLow: number;
  readonly winHigh: number;
  readonly points: number;
  readonly pointsHalf: number;
  readonly cpuSeconds: number;
  readonly firstDeal: readonly { readonly game: number; readonly winner: 'a' | 'b' | 'draw'; readonly diff: number }[];
}
