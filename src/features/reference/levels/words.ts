/**
 * Words of the computer levels page (/play/levels/): what each level does, and the sentences
 * around the arena's figures. The figures are parameters (strength.ts reads them); each
 * level's name and one-line description are the game settings' own (src/words/ai-levels.ts).
 */
import type { AiLevel } from '../../../engine/ai/levels';
import type { PluralForms } from '../../../words/plural';

export const MINUTES: PluralForms = { one: 'minute', other: 'minutes' };

export const LEVELS_WORDS = {
  title: 'The computer opponents',
  description:
    'How each computer level of the practice game plays, and how strong each one is against the others: measured over hundreds of games, with the intervals.',
  lead:
    'Three levels to practise against, at a table of two or of three. None of them cheats: each sees what a player in its seat would see (its own hand, the field, the captured piles and every card played so far), never another hand or the order of the pile.',
  levelsTitle: 'The three levels',
  strengthTitle: 'How strong each level is',
  strengthIntro:
    'The levels play each other in the site’s arena: games of {rounds} rounds in which every deal is played twice, the seats swapped, so that both sides get the same cards and the luck of the deal mostly cancels out. A game is won by the player with more points at its end.',
  intervalNote:
    'The interval is the range in which the true share of games won lies with 95 % confidence: with a few hundred games, a share is known to within a few percent either way.',
  summaryIntro: 'In short, with two players under {preset} rules:',
  summaryLine: 'The {winner} beats the {loser} in {share}\u00a0% of games.',
  twoCaption: 'Two players, {preset} rules, games of {rounds} rounds',
  threeCaption: 'Three players, {preset} rules, games of {rounds} rounds: one level against two of another',
  colLevel: 'Level',
  colAgainst: 'Against',
  colAgainstTwo: 'Against two',
  colGames: 'Games',
  colWon: 'Won (95 % interval)',
  colLost: 'Lost',
  colOthersWon: 'Won by either other',
  colDrawn: 'Drawn',
  colShared: 'Highest total shared',
  colPoints: 'Points a game',
  colPointsThree: 'Points over a fair third, a game',
  // A no-break space before each %: a phone's narrow column once put "%" alone on the next line.
  won: '{share}\u00a0% ({low}–{high}\u00a0%)',
  pointsWithin: '{points} ± {half}',
  threeNote:
    'At a table of three an even match wins one game in three. Each deal is played three times, with the level in every seat. “Points over a fair third” is the level’s total minus a third of all the points scored in the game.',
  pointsNote:
    'Points a game: the level’s total minus its opponent’s, on average, with the 95 % margin over the pairs of games dealt alike.',
  measured: 'Measured on {date} (version {commit}) on a {machine} machine, {cpu} of processor time in all. The seeds are fixed, so the same code plays the same games.',
} as const;

/** How each level decides, a paragraph each (the settings say it in one line). */
export const LEVEL_HOW: { readonly [L in AiLevel]: string } = {
  beginner:
    'It takes the most valuable cards it can, by kind (brights first), throws away its cheapest card when nothing matches, plays a card at random now and then, and always stops at the first yaku it makes. A good first opponent: its mistakes are there to be punished.',
  intermediate:
    'It values every card by how far it brings its own yaku along and how much it would help yours, so it takes the cards you need and throws away the ones you cannot use. It calls koi-koi only on a small score, with plenty of cards left, a yaku of its own within reach and none of yours one card away.',
  expert:
    'It deals the cards it cannot see hundreds of ways, each consistent with everything played so far (a card you threw away when you could have captured says something about your hand), and plays every possible move out to the end of the round in each. It picks the move that wins the game most often given the score and the rounds left: safer when ahead, bolder when behind.',
};
