/**
 * Which yaku a card takes part in, asked of the rules engine (never hard-coded here): for
 * each pile yaku, the engine's composition under a rule set says whether the card is
 * required, one of a pool to pick from, or only an extra beyond the minimum.
 */
import { yakuDescription } from '../../../words/yaku-descriptions';
import { YAKU_JAPANESE } from '../../../words/japanese-names';
import { yakuName } from '../../../words/yaku-names';
import {
  DEFAULT_PRESET_ID,
  PILE_YAKU_IDS,
  getCard,
  presetRuleSet,
  yakuComposition,
  type CardId,
  type PileYakuId,
  type RuleSet,
} from '../../../engine';

export type CardYakuRole = 'required' | 'one-of' | 'extra';

export interface CardYaku {
  readonly id: PileYakuId;
  readonly name: string;
  readonly nameJa: string;
  readonly romaji: string;
  readonly summary: string;
  readonly role: CardYakuRole;
  /** For 'one-of': how many cards of the pool are needed, and the pool's size. */
  readonly need?: number;
  readonly poolSize?: number;
  /** Base points under the rule set (null never appears: unplayed yaku are left out). */
  readonly points: number;
}

/** The yaku this card can help to form under a rule set (the default preset if omitted). */
export function yakuForCard(id: CardId, rules: RuleSet = presetRuleSet(DEFAULT_PRESET_ID)): CardYaku[] {
  const options = rules.options;
  const card = getCard(id);
  const out: CardYaku[] = [];
  for (const yakuId of PILE_YAKU_IDS) {
    const value = options.yakuPoints[yakuId];
    if (!value) continue; // not played under these rules
    // Cards of the Month depends on the round; ask about this card's own month.
    const comp = yakuComposition(yakuId, rules, card.month);
    if (!comp) continue;
    let role: CardYakuRole | undefined;
    if (comp.required.includes(id)) role = 'required';
    else if (comp.pick?.from.includes(id)) role = 'one-of';
    else if (comp.extras?.from.includes(id)) role = 'extra';
    if (!role) continue;
    out.push({
      id: yakuId,
      name: yakuName(yakuId),
      nameJa: YAKU_JAPANESE[yakuId].ja,
      romaji: YAKU_JAPANESE[yakuId].romaji,
      summary: yakuDescription(yakuId),
      role,
      ...(role === 'one-of' && comp.pick ? { need: comp.pick.count, poolSize: comp.pick.from.length } : {}),
      points: value.points,
    });
  }
  return out;
}
