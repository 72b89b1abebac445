/**
 * Why a move is good, as the coach says it (the hint, and the better move of a reason): the AI's
 * clause (src/words/ai.ts), except that at a table of three a clause about "the opponent" whose
 * seat the engine gives (`blocks-threat` with `seat`) names that player, by the caller's names
 * (OpponentNames: the table's own seat names, else "Player 2" / "Player 3").
 */
import type { AiMoveWhy } from '../engine/ai/types';
import { aiWhyText } from './ai';
import { cardPhrase } from './card-names';
import { fill } from './format';
import { defaultOpponentNames, type OpponentNames } from './opponent-names';
import { yakuName } from './yaku-names';

/** `blocks-threat` at a table of three: whose yaku the move keeps the card from. */
export const BLOCKS_THREAT_NAMED = 'it keeps {card} from {opponent}, who is one card from {yaku}';

export function coachWhyText(why: AiMoveWhy, names?: OpponentNames): string {
  if (why.code === 'blocks-threat' && why.seat !== undefined) {
    const name = names ?? defaultOpponentNames(3);
    return fill(BLOCKS_THREAT_NAMED, { card: cardPhrase(why.card), opponent: name(why.seat), yaku: yakuName(why.yaku) });
  }
  return aiWhyText(why);
}
