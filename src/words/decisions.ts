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

/** Who the rules summary speaks to: the person at the screen, or about the computer's decision. */
export type DecisionSeat = 'you' | 'computer';

/**
 * A restriction in force, as the practice table states it at a decision. The minimum is not
 * listed there: a decision on offer has already met it.
 */
export const KOIKOI_RESTRICTION_TEXT: { readonly [C in Exclude<KoikoiRefusalCode, 'below-minimum'>]: Readonly<Record<DecisionSeat, string>> } = {
  'calls-used-up': {
    you: 'Koi-koi may be called only once per round.',
    computer: 'Koi-koi may be called only once per round.',
  },
  'no-counter-call': {
    you: 'No counter koi-koi: after your call, the next yaku the computer makes ends the round at once.',
    computer: 'No counter koi-koi: after your call, the next yaku you make ends the round at once.',
  },
  'last-turn': {
    you: 'A yaku made on your last turn ends the round with a stop.',
    computer: 'A yaku made on your last turn ends the round with a stop.',
  },
};
