/**
 * Where each option comes from (src/engine/README.md, Options): the documents that give it, and
 * the values a reader is shown (every value of an enum or boolean, the notable numbers of an
 * integer), each with its own sources where only some of the option's sources give it. The
 * settings panel and the variants page show them, with the words of src/words/options.ts. Kept
 * apart from options.ts, which holds what validation needs: the game validates rules on its first
 * screen, and shows none of this there.
 */
import { UNLIMITED_ROUNDS, type OptionId } from './options';
import type { SourceId } from './sources';

export interface OptionValueInfo {
  /** `null` for "none" of a nullable number; `true`/`false` for booleans. */
  readonly value: string | number | boolean | null;
  /**
   * The documents that give this value, where only some of the option's sources do: an
   * option's `sources` cover all its values, so without this a reader could take a value
   * for one that a source never describes.
   */
  readonly sources?: readonly SourceId[];
}

export interface OptionProvenance {
  readonly sources: readonly SourceId[];
  /** The values described to readers, in the order shown (each has its meaning in src/words/options.ts). */
  readonly values: readonly OptionValueInfo[];
}

const BOOLEAN_VALUES: readonly OptionValueInfo[] = [{ value: true }, { value: false }];

export const OPTION_PROVENANCE: { readonly [K in OptionId]: OptionProvenance } = {
  rounds: {
    sources: ['fudawiki', 'full-instructions', 'koikoi-japan'],
    values: [{ value: 12 }, { value: 6 }, { value: 3 }, { value: UNLIMITED_ROUNDS }],
  },
  targetScore: {
    sources: ['fudawiki', 'koikoi-japan'],
    values: [{ value: null }, { value: 50 }],
  },
  handSize: {
    sources: ['fudawiki'],
    values: [{ value: 8 }, { value: 10 }, { value: 7, sources: ['beginners-guide'] }],
  },
  yakuStyle: {
    // Classic style is the modern Fuda Wiki page's "Older Yaku" section (seed 000), not the older revision.
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
    values: [
      {
        value: 'modern',
        // The Fuda Wiki page's main yaku table.
        sources: ['fudawiki'],
      },
      {
        value: 'classic',
        // The same page's "Older Yaku" section, and the yaku lists of the leaflet and the guide.
        sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
      },
    ],
  },
  yakuPoints: {
    sources: ['fudawiki', 'nintendo-leaflet', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
    values: [],
  },
  sankoCountsRainMan: {
    sources: ['full-instructions', 'fudawiki', 'beginners-guide'],
    values: BOOLEAN_VALUES,
  },
  sakeCup: {
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
    values: [{ value: 'both' }, { value: 'animal-only' }, { value: 'choose' }],
  },
  doubleChaff: {
    sources: ['fudawiki'],
    values: [],
  },
  viewing: {
    sources: ['fudawiki', 'beginners-guide'],
    values: [
      { value: 'on' },
      { value: 'off' },
      { value: 'needs-other-yaku' },
      {
        value: 'weather',
      },
    ],
  },
  viewingCountsForDecision: {
    sources: ['beginners-guide'],
    values: BOOLEAN_VALUES,
  },
  bonusBothViewings: {
    sources: ['beginners-guide'],
    values: [{ value: 0 }, { value: 5 }],
  },
  bonusBothRibbons: {
    sources: ['beginners-guide', 'koikoi-japan'],
    values: [{ value: 0 }, { value: 5 }, { value: 10 }],
  },
  viewingAfterKoikoi: {
    sources: ['koikoi-japan'],
    values: [{ value: null }, { value: 3 }],
  },
  lightningWild: {
    // The beginner's guide's wild Lightning is the yaku one (lightningYakuWild), not matching.
    sources: ['fudawiki'],
    values: [{ value: 'off' }, { value: 'matches-any' }, { value: 'august-on-field' }],
  },
  teyaku: {
    sources: ['fudawiki', 'fudawiki-older', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    values: [{ value: 'win' }, { value: 'misdeal' }, { value: 'off' }, { value: 'holder-may-redeal', sources: ['fudawiki-older'] }],
  },
  teyakuBothInHand: {
    sources: ['fudawiki'],
    values: [{ value: 'single' }, { value: 'stack' }],
  },
  fieldFourOfAKind: {
    sources: ['fudawiki', 'fudawiki-older', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
    values: [{ value: 'misdeal' }, { value: 'dealer-captures' }, { value: 'dealer-wins' }, { value: 'allowed' }],
  },
  fieldFourPairs: {
    sources: ['fudawiki', 'fudawiki-older', 'beginners-guide', 'koikoi-japan'],
    values: [{ value: 'misdeal' }, { value: 'allowed' }, { value: 'dealer-wins', sources: ['fudawiki-older'] }],
  },
  koikoiLimit: {
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
    values: [{ value: 'unlimited' }, { value: 'once-per-round' }],
  },
  counterKoikoi: {
    sources: ['nintendo-leaflet', 'beginners-guide'],
    values: BOOLEAN_VALUES,
  },
  koikoiMinimum: {
    sources: ['fudawiki'],
    values: [{ value: 0 }, { value: 3 }],
  },
  koikoiNeedsNewYaku: {
    sources: ['fudawiki', 'beginners-guide'],
    values: BOOLEAN_VALUES,
  },
  koikoiMultiplier: {
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    values: [
      { value: 'opponent-called' },
      { value: 'opponent-called-last' },
      { value: 'self-called' },
      { value: 'anyone-called' },
      { value: 'count-plus-one', sources: ['fudawiki'] },
      { value: 'doubling' },
      {
        value: 'own-call-bonus',
      },
      { value: 'none' },
      { value: 'doubling-token', sources: ['beginners-guide'] },
    ],
  },
  lastTurnKoikoi: {
    sources: ['koikoi-japan'],
    values: BOOLEAN_VALUES,
  },
  firstDealer: {
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
    values: [{ value: 'draw' }, { value: 'random' }],
  },
  sevenPlusDouble: {
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    values: BOOLEAN_VALUES,
  },
  fieldBrightMultiplier: {
    sources: ['fudawiki'],
    values: [{ value: 'off' }, { value: 'double' }, { value: 'count-plus-one' }],
  },
  yakuCounting: {
    sources: ['fudawiki'],
    values: [{ value: 'all' }, { value: 'best-only' }, { value: 'both-players' }],
  },
  zeroSum: {
    sources: ['fudawiki', 'koikoi-japan'],
    values: BOOLEAN_VALUES,
  },
  exhaustiveDraw: {
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    values: [
      { value: 'no-score' },
      { value: 'dealer-privilege' },
      { value: 'last-yaku-wins' },
      {
        value: 'koikoi-caller-loses',
      },
    ],
  },
  dealerPrivilegePoints: {
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
    values: [{ value: 6 }, { value: 1 }],
  },
  dealerAfterDraw: {
    sources: ['fudawiki', 'nintendo-leaflet'],
    values: [{ value: 'stays' }, { value: 'passes' }],
  },
  roundEnd: {
    sources: ['fudawiki', 'full-instructions', 'beginners-guide'],
    values: [{ value: 'hands-empty' }, { value: 'pile-empty' }],
  },
  turnStructure: {
    sources: ['fudawiki', 'beginners-guide'],
    values: [{ value: 'standard' }, { value: 'draw-first-play-two', sources: ['fudawiki'] }, { value: 'unmatched-draw-to-hand', sources: ['fudawiki'] }, { value: 'hidden-draw', sources: ['beginners-guide'] }],
  },
  handCapture: {
    sources: ['beginners-guide'],
    values: [{ value: 'forced' }, { value: 'optional' }],
  },
  lightningYakuWild: {
    sources: ['beginners-guide'],
    values: [{ value: 'off' }, { value: 'any-card' }],
  },
  dealerPrivilegeWhen: {
    sources: ['nintendo-leaflet'],
    values: [{ value: 'any-draw' }, { value: 'no-yaku' }],
  },
  players: {
    sources: ['beginners-guide'],
    values: [{ value: 2 }, { value: 3 }],
  },
};
