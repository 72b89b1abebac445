/**
 * English for every house-rule option (src/engine/README.md, Options): its label, its one-line
 * meaning, the meaning of each value the engine lists (`OPTION_PROVENANCE[id].values`), and, where
 * a source leaves room, the reading the site takes. The engine holds the options as data (ids,
 * value types, allowed values, sources); the settings panel, the variants page, the calculator
 * and the rules sheet show these words beside them. Loaded only by what shows them: the game's
 * first screen does not need it.
 */
import type { OptionId } from '../engine/rules/options';

/** An option value as a key of `values`: `true`, `false`, `null`, `12`, `modern`. */
export type OptionValueKey = string;

export interface OptionWords {
  /** Short label for a settings control. */
  readonly label: string;
  /** One line, in the site's own words. */
  readonly meaning: string;
  /** The meaning of each value listed in the option's spec, keyed by `optionValueKey`. */
  readonly values: { readonly [value: OptionValueKey]: string };
  /** How the site reads a rule the sources leave open. */
  readonly reading?: string;
}

export function optionValueKey(value: string | number | boolean | null): OptionValueKey {
  return String(value);
}

export const OPTION_WORDS: { readonly [K in OptionId]: OptionWords } = {
  rounds: {
    label: 'Rounds',
    meaning: 'How many rounds (months) a game lasts.',
    values: {
      '12': 'a year',
      '6': 'half a year',
      '3': 'a season',
      unlimited: 'as many rounds as it takes for a player to reach the target score',
    },
    reading:
      'Unlimited rounds need a target score (a rule set without one is refused). Round n is month ((n − 1) mod 12) + 1, so round 13 is January again for Cards of the Month.',
  },
  targetScore: {
    label: 'Target score',
    meaning: 'The game ends as soon as a player reaches this many points; that player wins.',
    values: {
      null: 'no target: play all the rounds',
      '50': 'a common target',
    },
  },
  handSize: {
    label: 'Hand size',
    meaning: 'Cards dealt to each player; with two players the field always gets eight.',
    values: {
      '8': 'eight cards each (the usual deal)',
      '10': 'ten cards each',
      '7': 'seven cards each, with six on the field (three players only)',
    },
  },
  yakuStyle: {
    label: 'Yaku style',
    meaning: 'Which yaku exclude one another.',
    values: {
      modern: 'bright, animal and ribbon yaku each form a group of which only the most valuable scores; extra cards earn points',
      classic: 'only the bright yaku exclude one another; Boar-Deer-Butterfly stacks with Animals, and Poetry and Blue Ribbons stack with each other and with Ribbons',
    },
    reading:
      'Modern style is the Fuda Wiki page\'s main yaku table, classic style its "Older Yaku" section. The style decides only which yaku exclude one another; points and extras always come from the yaku values table. In classic style Poetry + Blue Ribbons scores only where the table turns it on (no classic preset does), and then it stacks with the other ribbon yaku. Within a group, "most valuable" compares the points the pile earns, so a smaller yaku may win if the table values it higher; on a tie the larger yaku is kept (Poetry before Blue Ribbons).',
  },
  yakuPoints: {
    label: 'Yaku values',
    meaning: 'Points of every yaku and lucky hand, with the points each extra card adds; a yaku set to "off" is not played.',
    values: {},
    reading:
      'An override changes only the yaku it names; the rest of the preset\'s table stays. "Extra" is counted per card beyond the minimum: animals beyond three for Boar-Deer-Butterfly, ribbons beyond three for Poetry or Blue Ribbons, ribbons beyond six for both together, animals or ribbons beyond five, chaff beyond ten.',
  },
  sankoCountsRainMan: {
    label: 'Rain Man counts for Three Brights',
    meaning: 'Whether the Rain Man may be one of the three cards of Three Brights.',
    values: {
      true: 'any three brights make Three Brights',
      false: 'three brights other than the Rain Man are needed',
    },
  },
  sakeCup: {
    label: 'Sake Cup',
    meaning: 'Whether the Sake Cup also counts as a chaff card.',
    values: {
      both: 'it is an animal and also a chaff card',
      'animal-only': 'it is only an animal',
      choose: 'it is an animal or a chaff card, whichever gives the higher score',
    },
    reading:
      'Under "choose" the two ways are scored in full and the better total is kept (on a tie, the animal). Either way the cup still makes the viewing yaku, which name the card itself.',
  },
  doubleChaff: {
    label: 'Double chaff',
    meaning: 'Cards that count as two chaff for the Chaff yaku.',
    values: {},
    reading:
      'The Sake Cup counts double only when the Sake Cup option lets it count as chaff at all.',
  },
  viewing: {
    label: 'Viewing yaku',
    meaning: 'Whether and when Flower-Viewing and Moon-Viewing Sake score.',
    values: {
      on: 'they score like any yaku',
      off: 'they are not played',
      'needs-other-yaku': 'they score only alongside at least one other yaku',
      weather: 'a willow card on the field rains off Flower-Viewing; a paulownia card on the field fogs out Moon-Viewing',
    },
    reading:
      'The weather is read from the field when the score is taken. "Other yaku" means any scoring yaku other than the two viewing yaku; bonuses do not count.',
  },
  viewingCountsForDecision: {
    label: 'Viewing yaku offer koi-koi',
    meaning: 'Whether forming a viewing yaku alone lets a player choose koi-koi or stop.',
    values: {
      true: 'a viewing yaku offers the decision like any yaku',
      false: 'viewing yaku still score, but forming one alone does not offer the decision',
    },
  },
  bonusBothViewings: {
    label: 'Both viewings bonus',
    meaning: 'Extra points for holding both viewing yaku.',
    values: {
      '0': 'no bonus',
      '5': 'five extra points',
    },
    reading:
      'Paid only when both viewing yaku actually score (so not when one is rained off).',
  },
  bonusBothRibbons: {
    label: 'Both ribbon sets bonus',
    meaning: 'Extra points for holding both Poetry Ribbons and Blue Ribbons (classic style).',
    values: {
      '0': 'no bonus',
      '5': "the Beginner's guide variant",
      '10': 'KoiKoi Japan',
    },
    reading:
      'Classic style only, paid on top of both ribbon yaku when both score. In modern style the combination is the Poetry + Blue Ribbons yaku instead, so the bonus is not paid.',
  },
  viewingAfterKoikoi: {
    label: 'Viewing value after own koi-koi',
    meaning: 'What each viewing yaku is worth once its holder has called koi-koi this round.',
    values: {
      null: 'no change',
      '3': 'KoiKoi Japan',
    },
  },
  lightningWild: {
    label: 'Lightning is wild',
    meaning: 'Whether the Lightning card matches cards of any month.',
    values: {
      off: 'it matches willow cards only',
      'matches-any': 'it matches any card',
      'august-on-field': 'it matches any card, but only if an August card was dealt to the field',
    },
    reading:
      'This option is about matching only: for yaku the Lightning stays a (willow) chaff card unless "Lightning is wild for yaku" is on as well.',
  },
  teyaku: {
    label: 'Lucky hands',
    meaning: 'What a lucky hand (Four of a Kind or Four Pairs) in a dealt hand does.',
    values: {
      win: 'its holder wins the round and scores it',
      misdeal: 'the cards are dealt again',
      off: 'it is ignored',
      'holder-may-redeal': 'its holder chooses: declare a misdeal (the cards are dealt again) or play on',
    },
    reading:
      'Under holder-may-redeal each holder is asked before the first play, the dealer first; a redeal ends the round at once (later holders are not asked), and a lucky hand played on scores nothing. A lucky hand switched off in the yaku values offers no choice.',
  },
  teyakuBothInHand: {
    label: 'Both lucky hands in one hand',
    meaning: 'What a hand that is both Four of a Kind and Four Pairs scores.',
    values: {
      single: 'only the better lucky hand scores',
      stack: 'both lucky hands score',
    },
    reading:
      'The seeds leave this to the table; every preset uses "single".',
  },
  fieldFourOfAKind: {
    label: 'Four of a month on the field',
    meaning: 'What happens when all four cards of a month are dealt to the field.',
    values: {
      misdeal: 'the cards are dealt again',
      'dealer-captures': 'the dealer takes the four, and four more cards are dealt to the field from the pile',
      'dealer-wins': 'the dealer wins the round with the Four of a Kind points',
      allowed: 'play goes on',
    },
    reading:
      'Under dealer-wins, a Four of a Kind switched off in the yaku values counts 6.',
  },
  fieldFourPairs: {
    label: 'Four pairs on the field',
    meaning: 'What happens when the field is dealt as four pairs of months.',
    values: {
      misdeal: 'the cards are dealt again',
      allowed: 'play goes on',
      'dealer-wins': 'the dealer wins the round with the Four Pairs points and stays dealer',
    },
    reading:
      'The older Fuda Wiki page says only that "the same may be true" of four pairs as of four of a kind; dealer-wins reads it as the dealer winning with the Four Pairs points (6 when Four Pairs is switched off in the yaku values).',
  },
  koikoiLimit: {
    label: 'Koi-koi calls',
    meaning: 'How often a player may call koi-koi in one round.',
    values: {
      unlimited: 'as often as they like',
      'once-per-round': 'once per round',
    },
  },
  counterKoikoi: {
    label: 'Counter koi-koi',
    meaning: 'Whether a player may call koi-koi after the opponent has called it.',
    values: {
      true: 'yes',
      false: 'no: once the opponent has called, your next yaku ends the round',
    },
  },
  koikoiMinimum: {
    label: 'Koi-koi minimum',
    meaning: 'Below this many points of yaku a player cannot call koi-koi and must stop.',
    values: {
      '0': 'no minimum',
      '3': 'a common choice, borrowed from Go-Stop',
    },
  },
  koikoiNeedsNewYaku: {
    label: 'Only new yaku offer koi-koi',
    meaning: 'Whether improving a yaku (more cards) offers the decision, or only forming a new one.',
    values: {
      true: 'only a new yaku offers the decision',
      false: 'a new or an improved yaku offers the decision',
    },
  },
  koikoiMultiplier: {
    label: 'Koi-koi multiplier',
    meaning: 'How koi-koi calls change the score of the player who stops.',
    values: {
      'opponent-called': 'x2 if the opponent called koi-koi at any time',
      'opponent-called-last': "x2 if the latest call was the opponent's",
      'self-called': 'x2 if the scorer called koi-koi',
      'anyone-called': 'x2 if anyone called koi-koi',
      'count-plus-one': "x(number of calls + 1), counting both players' calls",
      doubling: 'x2 for every call, by either player',
      'own-call-bonus': "the scorer's own calls add one point each up to three calls; from four calls they multiply by (calls − 2)",
      none: 'calls change nothing',
      'doubling-token': 'x2 for every call of the round, but only for a scorer whose opponent made the latest call (the doubling token is with the scorer)',
    },
    reading:
      'Multipliers apply in this order: koi-koi, then the seven-or-more doubling, then brights dealt to the field; so an own-call bonus is doubled along with the base. A pile with no yaku scores 0 whatever the multipliers.',
  },
  lastTurnKoikoi: {
    label: 'Koi-koi on the last turn',
    meaning: 'Whether a player whose hand is now empty may still call koi-koi.',
    values: {
      true: 'yes',
      false: "no: a yaku made on one's last turn ends the round with a stop",
    },
  },
  firstDealer: {
    label: 'First dealer',
    meaning: 'How the dealer of the first round is chosen.',
    values: {
      draw: 'each draws a card; the earlier month (then the higher kind) deals',
      random: 'at random',
    },
  },
  sevenPlusDouble: {
    label: 'Seven or more doubles',
    meaning: 'Whether a base score of seven or more is doubled.',
    values: {
      true: 'yes',
      false: 'no',
    },
    reading:
      'Whether to double is judged on the base (the yaku points alone); the doubling applies after the koi-koi multiplier or bonus, so it doubles that too.',
  },
  fieldBrightMultiplier: {
    label: 'Brights dealt to the field',
    meaning: "Whether brights dealt face up to the field at the start multiply the round's score.",
    values: {
      off: 'no effect',
      double: 'x2 if any bright was dealt to the field',
      'count-plus-one': 'x(number of brights dealt to the field + 1)',
    },
  },
  yakuCounting: {
    label: 'Yaku counted',
    meaning: 'Which yaku make up the base score.',
    values: {
      all: "all of the scorer's yaku",
      'best-only': "only the scorer's single most valuable yaku",
      'both-players': "the scorer's yaku and the opponent's yaku",
    },
    reading:
      '"Best only" keeps the single highest-scoring item, bonuses included. "Both players" adds the opponent\'s yaku, judged on the opponent\'s pile with the same rules (their own koi-koi calls for the viewing value), to the scorer\'s base before any multiplier.',
  },
  zeroSum: {
    label: 'Zero-sum',
    meaning: 'Whether the loser of a round loses what the winner gains.',
    values: {
      true: 'yes',
      false: 'no',
    },
  },
  exhaustiveDraw: {
    label: 'Round runs out',
    meaning: 'What happens when a round ends without anyone stopping.',
    values: {
      'no-score': 'nobody scores',
      'dealer-privilege': "the dealer scores the dealer's privilege points",
      'last-yaku-wins': 'the last player to form or improve a yaku scores as if they had stopped, and wins',
      'koikoi-caller-loses': 'the opponent of the last koi-koi caller scores their own yaku as if they had stopped (0 if none), and wins',
    },
  },
  dealerPrivilegePoints: {
    label: "Dealer's privilege points",
    meaning: "Points the dealer scores for a round without a winner, under dealer's privilege.",
    values: {
      '6': 'Nintendo leaflet',
      '1': 'also common (KoiKoi Japan)',
    },
  },
  dealerAfterDraw: {
    label: 'Dealer after a drawn round',
    meaning: 'Who deals after a round that nobody won.',
    values: {
      stays: 'the same dealer',
      passes: 'the other player',
    },
  },
  roundEnd: {
    label: 'Round ends',
    meaning: 'When a round without a stop runs out.',
    values: {
      'hands-empty': 'when both hands are empty',
      'pile-empty': 'players go on turning cards from the pile until it is empty',
    },
  },
  turnStructure: {
    label: 'Turn structure',
    meaning: 'The order of plays within a turn.',
    values: {
      standard: 'play a card from the hand, then turn the top card of the pile and play it',
      'draw-first-play-two': 'take the top card of the pile into the hand, then play two cards from the hand',
      'unmatched-draw-to-hand': 'a turned card that matches nothing goes into the hand, and one more card is played from the hand',
      'hidden-draw': 'the turned card is seen by its drawer alone: if it matches it is shown and captures; otherwise it goes face down into the hand and the turn ends',
    },
    reading:
      'Under hidden-draw a player whose hand is empty only draws; the round ends when both hands are empty at once (and the pile too, under pile-empty); a turn with an empty hand and an empty pile passes.',
  },
  handCapture: {
    label: 'Matching from the hand',
    meaning: 'Whether a card played from the hand must capture when it matches a field card.',
    values: {
      forced: 'a matching card captures',
      optional: 'a matching card may instead be laid on the field without capturing',
    },
    reading:
      'Only the card from the hand may be laid; the card turned from the pile still captures when it matches.',
  },
  lightningYakuWild: {
    label: 'Lightning is wild for yaku',
    meaning: 'Whether the Lightning in a scored pile may stand for any card that pile lacks.',
    values: {
      off: 'it is a willow chaff card',
      'any-card': 'it stands for the missing card that gives the highest score',
    },
    reading:
      'Standing in, the Lightning no longer counts as a chaff (nor as two). On a tie it stays itself if that scores as high, otherwise it stands for the first of the best cards in deck order. Matching is a separate option (Lightning is wild).',
  },
  dealerPrivilegeWhen: {
    label: "When the dealer's privilege is paid",
    meaning: "Under dealer's privilege: which rounds without a winner pay it.",
    values: {
      'any-draw': 'every round without a winner',
      'no-yaku': "only a round in which no player's pile holds a yaku",
    },
    reading:
      'The Nintendo leaflet read literally ("if neither gets any Yaku"): the piles are checked as they are when the round runs out or is drawn.',
  },
  players: {
    label: 'Players',
    meaning: 'How many play at one table with one deck.',
    values: {
      '2': 'two players, each dealt 8 (or 10)',
      '3': 'three players, each dealt 7, with 6 on the field; "the opponent" in a rule means any other player',
    },
  },
};

export function optionLabel(id: OptionId): string {
  return OPTION_WORDS[id].label;
}

export function optionMeaning(id: OptionId): string {
  return OPTION_WORDS[id].meaning;
}

/**
 * The koi-koi multiplier's meanings that name the other players, as said at a table of three:
 * there "the opponent" is either of two players and "both players" miscounts them.
 */
export const KOIKOI_MULTIPLIER_OF_THREE: { readonly [value: string]: string } = {
  'opponent-called': 'x2 if another player called koi-koi at any time',
  'opponent-called-last': "x2 if the latest call was another player's",
  'count-plus-one': "x(number of calls + 1), counting every player's calls",
  doubling: 'x2 for every call, by any player',
  'doubling-token': 'x2 for every call of the round, but only for a scorer when another player made the latest call (the doubling token is with the scorer)',
};

/** The meaning of one value of an option, where the option lists it (undefined otherwise). */
export function optionValueMeaning(id: OptionId, value: string | number | boolean | null): string | undefined {
  return OPTION_WORDS[id].values[optionValueKey(value)];
}
