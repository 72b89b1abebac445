/**
 * Every word of the home page, in one place (a second language replaces this file). Counts go
 * through the site's pluraliser; whole sentences are functions of their numbers, never glued
 * from fragments.
 */
import { POINTS, PUZZLES, countOf, type PluralForms } from '../../words/plural';
import { COMPUTER_SEAT_NAMES } from '../../words/format';

const LESSONS: PluralForms = { one: 'lesson', other: 'lessons' };
const CARDS_DUE: PluralForms = { one: 'card is due for review', other: 'cards are due for review' };
const MISTAKES_DUE: PluralForms = { one: 'mistake is due', other: 'mistakes are due' };
const MISTAKES_KEPT: PluralForms = { one: 'mistake kept', other: 'mistakes kept' };

export const HOME_WORDS = {
  /** What Koi-Koi is, in two sentences. */
  intro: [
    'Koi-Koi is a game for two or three players and the 48 Japanese flower cards called hanafuda, four for each month of the year: you capture cards by matching their months.',
    'Your captures make scoring sets called yaku, and each new yaku asks the question that names the game: stop and score, or call “koi-koi” and play on for more, at the risk of scoring nothing.',
  ],
  /** The door to playing with friends, on the first screen of a phone (issue #30: it was nowhere on this page). */
  friends: { link: 'Play with friends' },
  spreadCaption: 'The five brights, the top cards of the deck.',

  doorsTitle: 'Where to start',
  learn: {
    title: 'Learn from zero',
    text: (lessons: number) =>
      `Never played? Start here: ${countOf(lessons, LESSONS)} of a few minutes each take you from the first card to your first koi-koi call, with something to do in every one.`,
    start: (title: string) => `Start lesson 1: ${title}`,
    all: (lessons: number) => `All ${countOf(lessons, LESSONS)}`,
  },
  lookUp: {
    title: 'Look up a rule or yaku',
    text: 'Check what a yaku is worth, how a round ends, or which card is which, under the rules you play by.',
    yaku: 'Yaku and their points',
    rules: 'The complete rules',
    deck: 'All 48 cards',
  },
  play: {
    title: 'Play or solve a puzzle',
    text: 'Play a whole game against the computer or with friends, with hints and an explained score, or answer one question about a position from a real round.',
    game: 'Play the computer',
    friends: 'Play with friends',
    puzzles: (puzzles: number) => `${countOf(puzzles, PUZZLES)} to solve`,
  },

  moreTitle: 'Also here',
  more: [
    { href: '/calculator/', title: 'Score calculator', text: 'Pick the cards you captured: every yaku, multiplier and the total, explained.' },
    { href: '/scorekeeper/', title: 'Score keeper', text: 'Playing with real cards? Keep the whole game’s score, round by round, and print the rules sheet for the table.' },
    { href: '/learn/drills/', title: 'Card drills', text: 'Learn all 48 cards by sight, a few minutes a day.' },
    { href: '/settings/', title: 'Your rules', text: 'A published rule set or your house rules: the tables, calculator, puzzles and game follow them.' },
    { href: '/progress/', title: 'Your progress', text: 'Lessons, puzzle stars and drills, kept in this browser.' },
  ],

  continue: {
    title: 'Continue where you left off',
    nextLesson: 'Next lesson',
    lessonsDone: (done: number, total: number) => `${done} of ${countOf(total, LESSONS)} done`,
    allLessonsDone: (total: number) => `All ${countOf(total, LESSONS)} done: review any of them`,
    drills: 'Card drills',
    drillsDue: (due: number) => `${countOf(due, CARDS_DUE)} today`,
    drillsClear: 'Nothing is due today: come back tomorrow, or practise anyway',
    mistakes: 'Your mistakes to try again',
    mistakesDue: (due: number) => `${countOf(due, MISTAKES_DUE)} today`,
    mistakesClear: (kept: number) => `${countOf(kept, MISTAKES_KEPT)}, none due today`,
    game: 'Your practice game',
    /** Totals by seat: [you, computer] or [you, computer left, computer right]. */
    gameAt: (round: number, totals: readonly number[]) =>
      totals.length === 2
        ? `Round ${round}: you have ${countOf(totals[0]!, POINTS)}, the computer ${countOf(totals[1]!, POINTS)}`
        : `Round ${round}: you have ${countOf(totals[0]!, POINTS)}, ${COMPUTER_SEAT_NAMES[0]} ${countOf(totals[1]!, POINTS)}, ${COMPUTER_SEAT_NAMES[1]} ${countOf(totals[2]!, POINTS)}`,
    gameUnreadable: 'Saved, but it could not be read: open the game to see why',
    progressUnreadable:
      'Your saved progress could not be read, so nothing of it is shown here. It is kept in this browser, not deleted; what you do from now on is saved as new progress.',
    progressUnreadableLink: 'Why, and how to download the kept copy',
  },
} as const;
