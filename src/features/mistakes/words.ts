/**
 * English for the mistakes kept from game reviews: the trainer (MistakeTrainer.tsx), the queue
 * on the progress page, and why a kept mistake could not be read. The coach's own wording
 * (grades, reasons, values) is src/words/coach.ts's; card names are src/words/card-names.ts's.
 */
import type { CardId } from '../../engine/cards';
import type { DecisionKind } from '../../engine/coach';
import type { RoundAction } from '../../engine/round/types';
import type { RuleSet } from '../../engine/rules/ruleset';
import { monthName, shortName, theCard } from '../../words/card-names';
import { ruleErrorClause } from '../../words/rule-errors';
import { fill, type TemplateParams } from '../../words/format';
import { DAYS, countOf, type PluralForms } from '../../words/plural';
import { rulesTitle } from '../rules-choice/option-format';
import type { Month } from '../../engine/cards';
import type { MistakeProblem } from './mistakes-model';

export const MISTAKE_WORDS = {
  // The trainer
  loading: 'Reading your kept mistakes…',
  'prompt.play': 'Your move: which card do you play from your hand?',
  'prompt.draw-take': 'You turned over {drawn}, which matches two cards on the field. Which one does it take?',
  'prompt.koikoi': 'You have made a yaku. Stopping now scores {stop}. Koi-koi or stop?',
  'prompt.lucky-hand': 'You were dealt a lucky hand. Declare a misdeal, or play the hand on?',
  'hand.legend': 'Your hand: choose the card to play',
  'take.legend': '{card} matches two cards on the field. Which one does it take?',
  'take.lay': 'Lay it on the field without taking',
  'take.legend.lay': 'What does {card} do?',
  'draw.legend': 'Choose the field card {drawn} takes',
  'draw.turned': 'Turned over: {card}',
  'call.legend': 'Your call',
  'call.koikoi': 'Koi-koi',
  'call.koikoi.note': 'play on for more',
  'call.shobu': 'Stop (shōbu)',
  'call.shobu.note': 'score now',
  'lucky.redeal': 'Misdeal',
  'lucky.redeal.note': 'deal again',
  'lucky.play': 'Play on',
  'lucky.play.note': 'the hand scores nothing',
  'drawn': 'The card you turned over: {card}.',
  check: 'Check my answer',
  'check.need-card': 'Choose a card from your hand first.',
  'check.need-take': 'Choose which field card {card} takes.',
  'check.need-call': 'Choose koi-koi or stop first.',
  'judging': 'The coach is playing the position out…',
  'judging.progress': 'Playouts done',
  'judging.failed': 'The coach could not value this position: {detail}. Your progress is unchanged.',
  'judged.right': '✓ Right: {grade}.',
  'judged.wrong': '✗ Not this time: {grade}.',
  'judged.lost': 'It costs {lost} against the best move.',
  'judged.scheduled.right': 'This mistake now waits {days} before it comes back.',
  'judged.scheduled.wrong': 'It stays due today: it will come back until you find a good move.',
  'values.title': 'What the coach found',
  'values.best': 'Best: {value}',
  'values.yours': 'Your answer: {value}',
  'values.game': 'In the game you chose: {value}',
  'values.playouts': 'Each move was played out {playouts} times from what you could see, as in the game review.',
  next: 'Next due mistake',
  'next.none': 'No other mistake is due today.',
  'again': 'Try this position again',
  'from': 'From round {round} ({month}) of a practice game, kept {when} as a {grade}.',
  'rules': 'Rules: {rules}.',
  'queue.link': 'All your kept mistakes are on your progress page.',
  'done.title': 'Nothing due',
  'done.text': 'No kept mistake is due today. Mistakes you have found a good move for come back after a day, then after longer and longer.',
  'empty.text':
    'No mistakes kept yet. Play a game against the computer, then open its review: every mistake and blunder the coach finds is kept here to try again.',
  'session': 'Due today: mistake {n} of {total}',
  // Links and ids
  'id.malformed': 'The address asks for the mistake "{id}", which is not a mistake id (ids are 16 letters a–f and digits). Check the link, or pick a mistake from your queue.',
  'id.unknown':
    'No kept mistake has the id {id} in this browser. It may have been forgotten to make room, or kept in another browser (progress moves with Download and Load on your progress page).',
  'id.set-aside': 'The mistake {id} is kept, but it cannot be tried: {problem}.',
  'back.queue': 'Go to your kept mistakes',
  // Set aside
  'set-aside': '{count} could not be read back and {verb} set aside (kept in your progress file, not lost): {problems}.',
  'set-aside.forget': 'Forget the unreadable mistakes',
  // The queue on the progress page
  'queue.title': 'Mistakes to try again',
  'queue.summary': '{kept} from your game reviews, {due} due today.',
  'queue.practise': 'Practise due mistakes',
  'queue.list': 'Kept mistakes',
  'queue.item': '{month}: {kind}, {grade}, kept {when}',
  'queue.item.due': 'due today',
  'queue.item.later': 'due {when}',
  'queue.item.open': 'Try it',
  'queue.forget': 'Forget',
  'queue.forget.label': 'Forget the mistake of {item}',
  'queue.more': 'and {count} more.',
  'queue.forgotten': 'Forgotten: {item}.',
  'queue.undo': 'Undo',
} as const;

export type MistakeWordId = keyof typeof MISTAKE_WORDS;

export function mistakeText(id: MistakeWordId, params?: TemplateParams): string {
  return fill(MISTAKE_WORDS[id], params);
}

const MISTAKES: PluralForms = { one: 'kept mistake', other: 'kept mistakes' };

export function keptCountText(count: number): string {
  return countOf(count, MISTAKES);
}

export function daysText(days: number): string {
  return countOf(days, DAYS);
}

/** What kind of decision a mistake was, as a list item says it. */
export const KIND_WORDS: { readonly [K in DecisionKind]: string } = {
  play: 'a card from the hand',
  'draw-take': 'the turned card',
  koikoi: 'koi-koi or stop',
  'lucky-hand': 'a lucky hand',
};

export const GRADE_NAMES = { mistake: 'mistake', blunder: 'blunder' } as const;

export function monthText(month: number): string {
  return monthName(month as Month);
}

/** "Fuda Wiki (modern)" or "Fuda Wiki (modern), 12 → 3 rounds": what the rules change, not how many. */
export function rulesText(rules: RuleSet): string {
  return rulesTitle(rules);
}

const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "today", "yesterday", "3 days ago", or a date. */
export function whenText(iso: string, now: Date): string {
  const days = Math.floor(now.getTime() / 86_400_000) - Math.floor(Date.parse(iso) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  return `on ${DATE.format(new Date(iso))}`;
}

/** "tomorrow", "in 4 days" (a due day number from today's). */
export function dueText(dueDay: number, today: number): string {
  const days = dueDay - today;
  if (days <= 0) return MISTAKE_WORDS['queue.item.due'];
  return fill(MISTAKE_WORDS['queue.item.later'], { when: days === 1 ? 'tomorrow' : `in ${daysText(days)}` });
}

/** An answer as a choice: "Play the Pine Crane", "take the Cherry Chaff", "Koi-koi". */
export function actionText(action: RoundAction): string {
  switch (action.type) {
    case 'play':
      if (action.lay) return `Lay ${theCard(action.card)} on the field`;
      return action.take ? `Play ${theCard(action.card)} to take ${theCard(action.take)}` : `Play ${theCard(action.card)}`;
    case 'drawTake':
      return `Take ${theCard(action.take)}`;
    case 'call':
      return action.call === 'koikoi' ? 'Koi-koi' : 'Stop (shōbu)';
    case 'luckyHand':
      return action.choice === 'redeal' ? 'Declare a misdeal' : 'Play the hand on';
  }
}

export function cardName(card: CardId): string {
  return shortName(card);
}

const PROBLEM_WORDS: { readonly [C in MistakeProblem['code']]: (p: MistakeProblem) => string } = {
  'not-a-record': () => 'an entry is not a kept mistake',
  'bad-id': () => 'an entry has no valid id',
  'id-mismatch': () => 'an entry was changed after it was kept (its id no longer matches its position)',
  'not-a-position': () => 'its position is not one the game can be played from',
  'older-engine': (p) => `its position was saved by another version of the game engine (${p.code === 'older-engine' ? String(p.version) : ''})`,
  'bad-rules': (p) => `its rules are no longer valid: ${p.code === 'bad-rules' ? ruleErrorClause(p.error) : ''}`,
  'bad-action': () => 'the move it records is not a move',
  'not-a-decision': () => 'its position has no choice to make',
  'action-not-legal': () => 'the move it records is not allowed in its position',
  'bad-grade': () => 'its grade, value or origin is damaged',
  'bad-schedule': () => 'its schedule is damaged',
  duplicate: () => 'it is a second copy of another kept mistake',
  'not-a-list': () => 'the list of kept mistakes is damaged',
};

export function mistakeProblemText(problem: MistakeProblem): string {
  return PROBLEM_WORDS[problem.code](problem);
}
