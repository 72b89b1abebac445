/** Lesson 4's exercise (WholeTurn): a whole turn on the round engine. */
import { getCard, type CardId, type RuleSet } from '../../../../engine';
import { createRound, type RoundState } from '../../../../engine/round';
import { shortName } from '../../../../words/card-names';
import { roundErrorText } from '../../../../words/errors';
import { completeDeal, withOverrides, type Verdict } from './verdict';

/** The reader (player 0) deals and moves first; the turned card will match two field cards. */
export const TURN_HANDS: readonly [readonly CardId[], readonly CardId[]] = [
  ['pine-chaff-1', 'maple-ribbon', 'iris-chaff-1', 'plum-chaff-1', 'peony-chaff-1', 'chrysanthemum-chaff-1', 'willow-swallow', 'pampas-geese'],
  ['pine-ribbon', 'plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon', 'maple-deer'],
];
export const TURN_FIELD: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'cherry-ribbon',
  'maple-chaff-1',
  'iris-ribbon',
  'wisteria-chaff-1',
  'clover-chaff-1',
  'paulownia-chaff-1',
];
export const TURN_PILE_TOP: readonly CardId[] = ['cherry-chaff-1'];
/** The goal: brights captured by the end of the turn. */
export const TURN_GOAL_BRIGHTS = 2;

/** The turn exercise's rules: the reader's, with the standard turn and an 8-card deal. */
export function turnRules(rules: RuleSet): RuleSet {
  return withOverrides(rules, { handSize: 8, turnStructure: 'standard', lightningWild: 'off', teyaku: 'off' });
}

export function startTurnExercise(rules: RuleSet): RoundState {
  const created = createRound({
    rules: turnRules(rules),
    month: 1,
    dealer: 0,
    deal: completeDeal(TURN_HANDS, TURN_FIELD, TURN_PILE_TOP),
  });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  return created.value;
}

/** True once the reader's turn is over (the opponent is to move, or the round ended or awaits a call). */
export function turnOver(state: RoundState): boolean {
  return state.phase === 'ended' || state.phase === 'decision' || state.toMove !== 0;
}

export function checkTurn(state: RoundState): Verdict {
  if (!turnOver(state)) return { correct: false, message: 'Your turn is not over yet.' };
  const brights = state.captured[0].filter((c) => getCard(c).kind === 'bright');
  if (brights.length >= TURN_GOAL_BRIGHTS) {
    return { correct: true, message: `Goal reached: you captured ${brights.map((c) => shortName(c)).join(' and ')} in one turn.` };
  }
  return {
    correct: false,
    message: `You captured ${brights.length === 0 ? 'no bright' : `only ${brights.length} bright`}. Look at which hand card matches a bright, and choose well when the turned card gives you a choice.`,
  };
}

/** The turn so far, one sentence per step, from the round's log. */
export function describeTurn(state: RoundState): string[] {
  const lines: string[] = [];
  for (const e of state.log) {
    if (e.player !== 0) continue;
    if (e.type === 'play') {
      lines.push(
        e.captured.length === 0
          ? `You played ${shortName(e.card)}; it matched nothing and stays on the field.`
          : `You played ${shortName(e.card)} and captured ${e.captured.map((c) => shortName(c)).join(', ')}.`,
      );
    } else if (e.type === 'draw') {
      lines.push(
        e.captured.length === 0
          ? `You turned over ${shortName(e.card)}; it matched nothing and was added to the field.`
          : `You turned over ${shortName(e.card)} and captured ${e.captured.map((c) => shortName(c)).join(', ')}.`,
      );
    }
  }
  return lines;
}
