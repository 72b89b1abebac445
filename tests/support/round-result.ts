import { bySeatOf } from '../../src/engine/round/seats';
import type { RoundResult } from '../../src/engine/round/types';

/** A round result for wording tests: player 0 won by shōbu for 6 points, changed by `over`. */
export const roundResult = (over: Partial<RoundResult>): RoundResult => ({
  end: 'shobu',
  winner: 0,
  points: bySeatOf([6, 0])!,
  nextDealer: 0,
  explanation: null,
  luckyHands: [],
  dealerPrivilege: false,
  outcome: { code: 'shobu' },
  ...over,
});
