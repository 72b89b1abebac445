/**
 * English for the presets (src/engine/README.md, Presets): what each one is, and the notes on
 * how its source was read where a source reads more than one way. The engine keeps each
 * preset's id, source and option values, and its name is in preset-names.ts; the variants page,
 * the rules panel and the lessons show these words beside them.
 */
import type { PresetId } from '../engine/rules/presets';

export interface PresetWords {
  /** One or two lines: what the rules are like. */
  readonly description: string;
  /** Provenance and reading notes, in the site's words, for the variants page. */
  readonly notes: readonly string[];
}

export const PRESET_WORDS: { readonly [K in PresetId]: PresetWords } = {
  fudawiki: {
    description:
      "The modern rules of the Fuda Wiki: grouped yaku where only the best of each group scores, extra cards earn points, and the opponent's koi-koi doubles your score.",
    notes: [
      'Taken from the main yaku table of the Fuda Wiki page.',
      'The page leaves open what a hand holding both lucky hands scores; this preset scores the better one.',
    ],
  },
  nintendo: {
    description:
      "Nintendo's rules leaflet: classic stacking yaku, no viewing yaku, one koi-koi per round, and the dealer's privilege when nobody makes a yaku.",
    notes: [
      'The leaflet lists no viewing yaku, so Flower-Viewing and Moon-Viewing Sake are off.',
      'The leaflet contradicts itself on the Sake Cup: its "Special Card" line says the cup "can be used as a 10 or a 1 point card" (one or the other), while its list of sets says it "can be regarded as a plain card as well" ("bake-fuda"). This preset takes "as well": the cup is an animal and also a chaff, because the list of sets is where the leaflet scores cards, and there it spells out that nine chaff and the cup make Kasu. The other reading, an animal or a chaff, whichever scores more, is offered as a variant.',
      "Five Brights is 15 and Three Brights 6, as printed in the transcribed leaflet this preset follows. The Fuda Wiki reports Nintendo's current leaflet at 10 for Five Brights and 5 for Three Brights, which suggests another edition; the preset keeps the text it was built from, and the Fuda Wiki's figures are offered as a variant.",
      'For a round without a winner the leaflet says both that the dealer wins 6 points (oya-ken) and that the other player becomes the dealer: this preset applies both.',
      'The leaflet pays the dealer "if neither gets any Yaku". The preset pays after every round without a winner, reading it as "if nobody wins with a yaku"; read word for word (no yaku in either pile), it is the option of when the dealer\'s privilege is paid.',
      'Koi-koi may be called once per round, and there is no counter-call.',
    ],
  },
  'beginners-guide': {
    description:
      'The rules of "A Beginner\'s Guide to Koi-Koi": classic stacking yaku, the Sake Cup is only an animal, and when the cards run out the last player to make a yaku wins.',
    notes: [
      'Cards of the Month is listed only among the variants, so it is off.',
      "The koi-koi bonus goes to the player who beats the latest koi-koi: x2 only if the last call was the opponent's.",
      'A matching card from the hand need not capture: the guide\'s turn rules say "it is not obligatory to match a card from your hand even if you can do so", so such a card may be laid on the field instead (the turned card from the pile still captures).',
      "The guide's variants (viewing yaku off or not offering koi-koi, 5-point bonuses for both viewings or both ribbon sets, doubling per call, one koi-koi per round) are options.",
    ],
  },
  'full-instructions': {
    description:
      'A "full instructions" booklet: classic yaku, any three brights make Three Brights, no koi-koi multiplier, and a round runs until the draw pile is empty.',
    notes: [
      "The booklet's scoring table is garbled by text extraction; the values are its literal reading (points follow the name they are printed after), which makes Rainy Four Brights (10) worth more than Four Brights (8).",
      'Read the same way, Animals and Ribbons are worth 5 points, +1 per card beyond five, where other sources give 1. Animals is printed with "5 points" and "+1 point for each card over five"; for Ribbons the "+1 point for each card over five" is a stray line printed just before its entry, read as belonging to it.',
      'The booklet ends a round when "the draw pile is emptied (no one scores)", not when the hands run out. Read literally, when both hands are empty the players go on turning cards from the pile until it is empty.',
      'Four Pairs is not mentioned, so it is not a lucky hand and four pairs on the field is played on.',
      'No koi-koi multiplier is mentioned; the seven-or-more doubling is.',
      'The Sake Cup is only an animal.',
    ],
  },
  'koikoi-japan': {
    description:
      'The rules of the popular "KoiKoi Japan" game: 8 rounds, zero-sum, first to 30; viewing yaku worth 1 (3 after your own koi-koi); each of your own koi-koi calls adds a point.',
    notes: [
      'Not from the seeds: the rule set of the "KoiKoi Japan" game, as followed by a public data set of 200 recorded human games (1,579 rounds). An engine that implements it exactly reproduces every one of those rounds\' scores.',
      'Poetry and Blue Ribbons together earn a 10-point bonus on top of both yaku.',
      'Four of a kind in a hand or on the field is redealt; four pairs is played on.',
      'There is no seven-or-more doubling; a round without a winner gives the dealer 1 point (zero-sum).',
      "No koi-koi on one's last turn; the first dealer is chosen at random.",
    ],
  },
};

export function presetDescription(id: PresetId): string {
  return PRESET_WORDS[id].description;
}

export function presetNotes(id: PresetId): readonly string[] {
  return PRESET_WORDS[id].notes;
}
