/**
 * Whether two actions are the same choice, in a module of its own (no engine code behind it):
 * the table matches the computer's choice to a legal action with it, the coach a move to its
 * value, the mistake trainer an answer to its value.
 */
import type { RoundAction } from './types';

/** The same choice; a `take` left out on either side (a single capture, nothing to choose) matches any. */
export function sameAction(a: RoundAction, b: RoundAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'play' && b.type === 'play') {
    return a.card === b.card && (a.lay === true) === (b.lay === true) && (a.take === undefined || b.take === undefined || a.take === b.take);
  }
  if (a.type === 'drawTake' && b.type === 'drawTake') return a.take === b.take;
  if (a.type === 'call' && b.type === 'call') return a.call === b.call;
  if (a.type === 'luckyHand' && b.type === 'luckyHand') return a.choice === b.choice;
  return false;
}
