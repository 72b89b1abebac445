/**
 * Where "How the Sake Cup counted" has something to say. The engine notes the cup's reading
 * for every pile that holds it, but the Sake Cup rule decides one thing only: whether the cup
 * may also count as a chaff card (every rule set counts it as an animal, and the viewing yaku
 * take it as itself). So the rule changes a score only where the cup is among the cards of a
 * scoring Chaff yaku; anywhere else the note explained a rule that changed nothing (issue #30:
 * under a viewing yaku, or with the cup in no yaku at all). Pure.
 */
import type { CardId } from '../../engine/cards';
import type { ScoreExplanation } from '../../engine/scoring/score';
import type { SakeCupUse } from '../../engine/scoring/yaku';

const SAKE_CUP: CardId = 'chrysanthemum-sake-cup';

/** The Sake Cup readings worth a note: those of piles where the cup counted as a chaff card. */
export function sakeCupNotes(x: Pick<ScoreExplanation, 'sakeCup' | 'yaku'>): readonly SakeCupUse[] {
  return x.sakeCup.filter((use) => x.yaku.some((y) => y.owner === use.owner && y.id === 'kasu' && y.cards.includes(SAKE_CUP)));
}
