/**
 * Deal links: the address of one deal of the practice game, to share it or to play it again
 * (/play/?seed=…&round=…&dealer=you|computer&rules=…&level=…; a game for three: dealer=
 * you|left|right and level2=… for the computer on the right). Read when the page's address holds
 * one (game-start.ts loads this module then), written by the deal link under the table.
 */
import type { GameState, PlayerIndex } from '../../engine/round';
import type { Seat } from '../../engine/round/seats';
import { MAX_SEED } from '../../engine/random';
import { isRoundNumber, roundLimit } from '../../engine/rules/options';
import type { RuleError, RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import { isAiLevel, type AiLevel } from '../table/computer-driver';
import { hasDealLink } from './deal-params';

export interface DealLink {
  readonly seed: number;
  readonly round: number;
  readonly dealer: PlayerIndex | null;
  /** The link's rule set, or null to use the reader's. */
  readonly rules: RuleSet | null;
  readonly level: AiLevel | null;
  /** The second computer's level (a game for three), or null for the first's. */
  readonly level2?: AiLevel | null;
}

export type ParsedDealLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'deal'; readonly link: DealLink }
  | { readonly kind: 'invalid'; readonly problems: readonly DealLinkProblem[] };

/** One thing wrong with a deal link (worded by src/words/errors.ts, `dealLinkProblemText`). */
export type DealLinkProblem =
  | { readonly code: 'seed-missing' }
  | { readonly code: 'bad-seed' | 'bad-round' | 'bad-dealer' | 'bad-level'; readonly text: string }
  | { readonly code: 'bad-rules'; readonly error: RuleError }
  | { readonly code: 'round-beyond-rules'; readonly round: number; readonly rounds: number };

/** The dealer's word in a link, by seat: "computer" at a table of two, "left"/"right" at three. */
const DEALER_WORDS: { readonly [word: string]: Seat } = { you: 0, computer: 1, left: 1, right: 2 };

/** Reads a page address's query. Rules alone (no deal) are not a deal link: the settings read them. */
export function parseDealLink(search: string): ParsedDealLink {
  if (!hasDealLink(search)) return { kind: 'none' };
  const params = new URLSearchParams(search);
  const problems: DealLinkProblem[] = [];
  const seedText = params.get('seed');
  let seed = 0;
  if (seedText === null) problems.push({ code: 'seed-missing' });
  else if (!/^\d{1,10}$/.test(seedText.trim()) || Number(seedText) > MAX_SEED) {
    problems.push({ code: 'bad-seed', text: seedText });
  } else seed = Number(seedText);

  let round = 1;
  const roundText = params.get('round');
  if (roundText !== null) {
    // Up to three digits: under `rounds: unlimited` a game goes past round 12 (checked against the rules below).
    if (!/^\d{1,3}$/.test(roundText.trim()) || Number(roundText) < 1) {
      problems.push({ code: 'bad-round', text: roundText });
    } else round = Number(roundText);
  }

  let dealer: PlayerIndex | null = null;
  const dealerText = params.get('dealer');
  if (dealerText !== null) {
    const seat = Object.hasOwn(DEALER_WORDS, dealerText) ? DEALER_WORDS[dealerText]! : null;
    if (seat === null) problems.push({ code: 'bad-dealer', text: dealerText });
    else dealer = seat;
  }

  let level: AiLevel | null = null;
  const levelText = params.get('level');
  if (levelText !== null) {
    if (isAiLevel(levelText)) level = levelText;
    else problems.push({ code: 'bad-level', text: levelText });
  }

  let level2: AiLevel | null = null;
  const level2Text = params.get('level2');
  if (level2Text !== null) {
    if (isAiLevel(level2Text)) level2 = level2Text;
    else problems.push({ code: 'bad-level', text: level2Text });
  }

  let rules: RuleSet | null = null;
  const code = params.get('rules');
  if (code !== null) {
    const decoded = decodeRuleSet(code);
    if (decoded.ok) rules = decoded.value;
    else problems.push({ code: 'bad-rules', error: decoded.error });
  }
  if (rules === null) {
    // The default rules' rounds (1–12).
    if (!isRoundNumber(round) && !problems.some((p) => p.code === 'bad-round')) problems.push({ code: 'bad-round', text: roundText ?? '' });
  } else {
    const limit = roundLimit(rules.options);
    if (limit !== null && round > limit) problems.push({ code: 'round-beyond-rules', round, rounds: limit });
  }
  // The seat on the right sits only at a table of three.
  if (dealer === 2 && (rules?.options.players ?? 2) !== 3) problems.push({ code: 'bad-dealer', text: dealerText ?? '' });
  return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'deal', link: { seed, round, dealer, rules, level, ...(level2 ? { level2 } : {}) } };
}

/** The address of the current deal (path and query; the page adds the origin). */
export function dealLinkPath(game: GameState, level?: AiLevel, level2?: AiLevel | null): string {
  const params = new URLSearchParams();
  const three = game.rules.options.players === 3;
  params.set('seed', String(game.currentSeed));
  params.set('round', String(game.round));
  const dealer = game.current.dealer;
  params.set('dealer', dealer === 0 ? 'you' : three ? (dealer === 1 ? 'left' : 'right') : 'computer');
  params.set('rules', encodeRuleChoice(game.rules));
  if (level) params.set('level', level);
  if (three && level2) params.set('level2', level2);
  return `/play/?${params.toString()}`;
}

/** Whether this round's deal can be shared (a deal that ended before play cannot be replayed). */
export function dealIsShareable(game: GameState): boolean {
  const r = game.current;
  return r.log.some((e) => e.type === 'play' || e.type === 'draw' || e.type === 'draw-to-hand') || r.phase !== 'ended';
}
