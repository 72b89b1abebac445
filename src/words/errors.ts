/**
 * Every refusal of a round or of the practice game a reader can meet, in English: the engine and
 * the features' decoders return error codes with parameters (one `Result` type,
 * src/engine/result.ts), and this module is the only place that turns them into sentences. The
 * rules' refusals are in rule-errors.ts, a saved value's notice in saved-notices.ts, refused
 * saved progress in progress-errors.ts. Each code has one whole-sentence template with named
 * parameters, so a second language translates sentences, not fragments; counts go through the
 * one pluraliser (plural.ts). Loaded where a refusal is said (the game page loads it on use).
 */
import { AI_LEVELS } from '../engine/ai/levels';
import type { PlayError } from '../features/play/save';
import type { DealLinkProblem } from '../features/play/deal-link';
import { MAX_SEED } from '../engine/random';
import { roundOutcomeText } from './round-outcome';
import type { CardId } from '../engine/cards';
import { theCard } from './card-names';
import { CARDS, countOf, ROUNDS } from './plural';
import type { RoundError } from '../engine/round/types';
import { alternativesOf, fill, TABLE_SEATS, type TemplateParams } from './format';
import { quoteValue, ruleErrorClause, ruleErrorText } from './rule-errors';

// ---------------------------------------------------------------------------------------
// The round engine's refusals (src/engine/round: applyAction, createRound, the game steps)
// ---------------------------------------------------------------------------------------

type RoundErrorOf<C extends RoundError['code']> = RoundError & { readonly code: C };

/** One whole-sentence template per refusal (and per case of the ones that have cases). */
export const ROUND_ERROR_WORDS = {
  'invalid-deal': {
    'hand-count': 'invalid deal: two hands are needed',
    'not-lists': 'invalid deal: field and pile must be lists',
    'hand-size': 'invalid deal: each hand must hold {cards} (handSize)',
    'field-size': 'invalid deal: the field must hold {cards}',
    'unknown-card': 'invalid deal: unknown card {received}',
    'dealt-twice': 'invalid deal: {card} is dealt twice',
    'not-all-dealt': 'invalid deal: all 48 cards must be dealt (got {dealt})',
  },
  'round-over': {
    round: 'the round is over: no more moves',
    'between-rounds': 'the round is over: start the next round',
    game: 'the game is over',
  },
  'round-in-progress': 'the current round is still being played',
  'not-your-turn': "it is player {toMove}'s move, not player {player}'s",
  'malformed-action': {
    'no-type': 'an action needs a "type": play, drawTake or call',
    'unknown-call': 'a call is "koikoi" or "shobu" (got {received})',
    'unknown-lucky-hand-choice': 'a lucky hand\'s holder chooses "redeal" or "play" (got {received})',
    'unknown-type': 'unknown action type {received}',
  },
  'unknown-card': 'there is no card {received}',
  'not-in-hand': '{card} is not in your hand',
  'take-required': '{card} matches {options}: say which card it takes',
  'not-a-match': {
    'not-on-field': '{take} is not on the field',
    'other-month': '{card} does not match {take}',
    'matches-nothing': '{card} does not match {take} (it matches nothing on the field)',
  },
  'draw-take-pending': 'the turned card {card} matches two field cards: choose which it takes first',
  'no-draw-pending': {
    decision: 'no turned card is waiting: a koi-koi decision is pending',
    play: 'no turned card is waiting for a choice: play a card from your hand',
  },
  'decision-pending': 'a koi-koi decision is pending: call koi-koi or shōbu',
  'no-decision-pending': 'no koi-koi decision is pending',
  'lay-not-allowed': {
    'capture-forced': '{card} matches a field card and must capture it: these rules do not let a matching card be laid on the field',
    'take-given': 'a card laid on the field captures nothing: do not say which card it takes',
  },
  'lay-matches-nothing': '{card} matches nothing on the field: play it without "lay" and it stays on the field',
  'lucky-hand-pending': 'a lucky hand was dealt: its holder first chooses to redeal or to play on',
  'no-lucky-hand-pending': 'no lucky hand is waiting for a choice',
} as const;

/** How a refusal names a card: its id (conformance reports, tests) or its name (the game). */
export type CardNamer = (card: CardId) => string;

const ROUND_ERROR_TEXT: { readonly [C in RoundError['code']]: (e: RoundErrorOf<C>, name: CardNamer) => string } = {
  'invalid-deal': (e, name) => {
    const params: TemplateParams =
      e.problem === 'hand-size'
        ? { cards: countOf(e.handSize, CARDS) }
        : e.problem === 'field-size'
          ? { cards: countOf(e.fieldSize, CARDS) }
          : e.problem === 'unknown-card'
            ? { received: quoteValue(e.received) }
            : e.problem === 'dealt-twice'
              ? { card: name(e.card) }
              : e.problem === 'not-all-dealt'
                ? { dealt: e.dealt }
                : {};
    return fill(ROUND_ERROR_WORDS['invalid-deal'][e.problem], params);
  },
  'round-over': (e) => ROUND_ERROR_WORDS['round-over'][e.stage],
  'round-in-progress': () => ROUND_ERROR_WORDS['round-in-progress'],
  'not-your-turn': (e) => fill(ROUND_ERROR_WORDS['not-your-turn'], { toMove: e.toMove, player: e.player }),
  'malformed-action': (e) => fill(ROUND_ERROR_WORDS['malformed-action'][e.problem], { received: quoteValue(e.received) }),
  'unknown-card': (e) => fill(ROUND_ERROR_WORDS['unknown-card'], { received: quoteValue(e.received) }),
  'not-in-hand': (e, name) => fill(ROUND_ERROR_WORDS['not-in-hand'], { card: name(e.card) }),
  'take-required': (e, name) =>
    fill(ROUND_ERROR_WORDS['take-required'], {
      card: name(e.card),
      // A choice that takes several cards at once is written "a + b".
      options: alternativesOf(e.options.map((option) => option.map(name).join(' + '))),
    }),
  'not-a-match': (e, name) => fill(ROUND_ERROR_WORDS['not-a-match'][e.problem], { card: name(e.card), take: name(e.take) }),
  'draw-take-pending': (e, name) => fill(ROUND_ERROR_WORDS['draw-take-pending'], { card: name(e.card) }),
  'no-draw-pending': (e) => ROUND_ERROR_WORDS['no-draw-pending'][e.phase],
  'decision-pending': () => ROUND_ERROR_WORDS['decision-pending'],
  'no-decision-pending': () => ROUND_ERROR_WORDS['no-decision-pending'],
  'lay-not-allowed': (e, name) => fill(ROUND_ERROR_WORDS['lay-not-allowed'][e.problem], { card: name(e.card) }),
  'lay-matches-nothing': (e, name) => fill(ROUND_ERROR_WORDS['lay-matches-nothing'], { card: name(e.card) }),
  'lucky-hand-pending': () => ROUND_ERROR_WORDS['lucky-hand-pending'],
  'no-lucky-hand-pending': () => ROUND_ERROR_WORDS['no-lucky-hand-pending'],
};

/**
 * Why the round engine refused an action or a game step, as a clause (no capital, no full
 * stop). Cards are named by id unless `name` says otherwise (the game names them for people).
 */
export function roundErrorText(error: RoundError, name: CardNamer = (card) => card): string {
  return (ROUND_ERROR_TEXT[error.code] as (e: RoundError, name: CardNamer) => string)(error, name);
}

// ---------------------------------------------------------------------------------------
// The practice game: saves, replays and deal links (src/features/play/save.ts)
// ---------------------------------------------------------------------------------------

type PlayErrorOf<C extends PlayError['code']> = PlayError & { readonly code: C };

const PLAY_ERROR_TEXT: { readonly [C in PlayError['code']]: (e: PlayErrorOf<C>) => string } = {
  'no-such-round': (e) => `round ${e.round} does not exist under these rules, which play ${countOf(e.rounds, ROUNDS)}`,
  'deal-ends-at-once': (e) => `this deal ends before any card is played (${roundOutcomeText(e.result, TABLE_SEATS, e.dealer)})`,
  // The person sees card names, not ids.
  'move-refused': (e) => roundErrorText(e.error, theCard),
  'replay-failed': (e) => `move ${e.move} could not be replayed (${playErrorText(e.error)})`,
  'replay-threw': (e) => `the saved game could not be replayed (${e.detail ?? 'unknown error'})`,
  'not-a-game': () => 'the saved data is not a practice game',
  'older-version': () => 'it was saved by an older version of the game, which this version cannot continue',
  'newer-version': () => 'it was saved by a newer version of the game, which this version cannot continue',
  'no-origin': () => 'the saved game does not say how it was dealt',
  'no-rules': () => 'the saved game has no rule set',
  'invalid-rules': (e) => `its rule set is not valid (${ruleErrorClause(e.error)})`,
  'unknown-level': (e) => `the opponent level ${JSON.stringify(e.level)} is not one of ${AI_LEVELS.join(', ')}`,
  'incomplete-settings': () => 'the saved game settings are incomplete',
  'steps-not-a-list': () => 'the saved moves are not a list of moves',
  'not-a-move': (e) => `move ${e.move} is not a move`,
  'check-mismatch': () => 'its moves no longer lead to the position that was saved',
};

/** Why a game could not be started, replayed or restored, as a clause. */
export function playErrorText(error: PlayError): string {
  return (PLAY_ERROR_TEXT[error.code] as (e: PlayError) => string)(error);
}

type DealLinkProblemOf<C extends DealLinkProblem['code']> = DealLinkProblem & { readonly code: C };

const DEAL_LINK_PROBLEM_TEXT: { readonly [C in DealLinkProblem['code']]: (e: DealLinkProblemOf<C>) => string } = {
  'seed-missing': () => 'A deal link needs a seed (seed=…), the number that shuffles the cards.',
  'bad-seed': (e) => `The seed “${e.text}” is not a whole number from 0 to ${MAX_SEED}.`,
  'bad-round': (e) => `The round “${e.text}” is not a round from 1 to 12.`,
  'bad-dealer': (e) => `The dealer “${e.text}” should be “you” or “computer”.`,
  'bad-level': (e) => `The opponent level “${e.text}” should be one of: ${AI_LEVELS.join(', ')}.`,
  'bad-rules': (e) => `The rules in the link could not be read: ${ruleErrorText(e.error)}`,
  'round-beyond-rules': (e) => `The link asks for round ${e.round}, but its rules play ${countOf(e.rounds, ROUNDS)}.`,
};

/** One problem of a deal link, as a sentence. */
export function dealLinkProblemText(problem: DealLinkProblem): string {
  return (DEAL_LINK_PROBLEM_TEXT[problem.code] as (e: DealLinkProblem) => string)(problem);
}
