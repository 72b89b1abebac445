/** fast-check generators built from the option specs, so a new option is covered automatically. */
import fc from 'fast-check';
import { withPlayerCount } from '../round/helpers';
import {
  CARD_IDS,
  CALLERS,
  OPTION_IDS,
  OPTION_SPECS,
  PRESET_IDS,
  YAKU_IDS,
  buildRuleSet,
  type CardId,
  type Month,
  type OptionId,
  type RuleSet,
  type ScoreContext,
} from '../../../src/engine';

function arbitraryValue(option: OptionId): fc.Arbitrary<unknown> {
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum':
      return fc.constantFrom(...type.values);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const n = fc.integer({ min: type.min, max: Math.min(type.max, 60) });
      const some: fc.Arbitrary<unknown> = type.words ? fc.oneof(n, fc.constantFrom(...type.words)) : n;
      return type.nullable ? fc.option(some, { nil: null }) : some;
    }
    case 'card-subset':
      return fc.subarray([...type.cards]);
    case 'yaku-points':
      return fc.dictionary(
        fc.constantFrom(...YAKU_IDS),
        fc.option(fc.record({ points: fc.integer({ min: 0, max: 20 }), extra: fc.integer({ min: 0, max: 3 }) }), { nil: null }),
        { maxKeys: 6 },
      );
  }
}

/** Any valid rule set: a preset with a random subset of options overridden. */
export function arbitraryRuleSet(): fc.Arbitrary<RuleSet> {
  const overrides = fc.record(
    Object.fromEntries(OPTION_IDS.map((id) => [id, arbitraryValue(id)])) as Record<OptionId, fc.Arbitrary<unknown>>,
    { requiredKeys: [] },
  );
  return fc.tuple(fc.constantFrom(...PRESET_IDS), overrides).map(([preset, o]) => {
    // Unlimited rounds need a target (src/engine/README.md, Options). 50 is no preset's own
    // target, so it stays in the canonical overrides when they are moved onto another preset.
    const fixed = withPlayerCount(o['rounds'] === 'unlimited' ? { ...o, targetScore: 50 } : o);
    const built = buildRuleSet(preset, fixed);
    if (!built.ok) throw new Error(`generator made an invalid rule set: ${JSON.stringify(built.error)}`);
    return built.value;
  });
}

export const arbitraryPile = (): fc.Arbitrary<CardId[]> => fc.subarray([...CARD_IDS]);

export function arbitraryContext(): fc.Arbitrary<ScoreContext> {
  return fc.record(
    {
      month: fc.integer({ min: 1, max: 12 }).map((m) => m as Month),
      field: fc.subarray([...CARD_IDS], { maxLength: 12 }),
      fieldAtDeal: fc.subarray([...CARD_IDS], { maxLength: 8 }),
      calls: fc.array(fc.constantFrom(...CALLERS), { maxLength: 6 }),
      opponentCaptured: fc.subarray([...CARD_IDS]),
    },
    { requiredKeys: [] },
  );
}
