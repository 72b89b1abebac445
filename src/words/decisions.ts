/**
 * The words of the round's rule decisions (src/engine/round/decisions.ts): why a player who
 * has just made a yaku must stop instead of choosing koi-koi, and how a rules summary states
 * each restriction. One sentence per code, whole sentences only (a second language words each
 * code its own way); counts go through the one pluraliser.
 */
import type { KoikoiRefusal, KoikoiRefusalCode } from '../engine/round/decisions';
import { IS_ARE, POINTS, countOf, pluralForm } from './plural';


type RefusalWords = { readonly [C in KoikoiRefusalCode]: (reason: Extract<KoikoiRefusal, { code: C }>) => string };

const REFUSALS: RefusalWords = {
  'below-minimum': (r) =>
    `Koi-koi needs at least ${countOf(r.minimum, POINTS)} of yaku and there ${pluralForm(r.points, IS_ARE)} ${countOf(r.points, POINTS)}: the round stops.`,
  'calls-used-up': () => 'Koi-koi may be called only once per round: the round stops.',
  'no-counter-call': () => 'The opponent called koi-koi and there is no counter koi-koi: the round stops.',
  'last-turn': () => 'No koi-koi on one\'s last turn: the round stops.',
};

/** Why the round stopped instead of offering koi-koi: one sentence. */
export function koikoiRefusalText(reason: KoikoiRefusal): string {
  return (REFUSALS[reason.code] as (r: KoikoiRefusal) => string)(reason);
}

/**
 * A restriction in force, as the table states it at a decision to the person deciding ("you").
 * `{opponent}` is who plays on against them: the other player's name at a table of two ("the
 * computer", "Ben"), "another player" at three. The minimum is not listed there: a decision on
 * offer has already met it.
 */
export const KOIKOI_RESTRICTION_TEXT: { readonly [C in Exclude<KoikoiRefusalCode, 'below-minimum'>]: string } = {
  'calls-used-up': 'Koi-koi may be called only once per round.',
  'no-counter-call': 'No counter koi-koi: after your call, the next yaku {opponent} makes ends the round at once.',
  'last-turn': 'A yaku made on your last turn ends the round with a stop.',
};
