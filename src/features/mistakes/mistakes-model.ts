/**
 * A kept mistake as plain data: the position (the reader's PlayerView), the action chosen, and
 * how the coach graded it. Pure functions: the id, the stored form, and reading it back.
 */
import type { PlayerView, RoundAction } from '../../engine/round';

/** Ids are 16 lower-case hex digits (two 32-bit hashes of the position and the action). */
export const MISTAKE_ID_PATTERN = /^[0-9a-f]{16}$/;

export function isMistakeId(text: string): boolean {
  return MISTAKE_ID_PATTERN.test(text);
}

/** The action without the fields that do not change what it does (`player`, unset options). */
export function canonicalAction(action: RoundAction): RoundAction {
  switch (action.type) {
    case 'play':
      return {
        type: 'play',
        card: action.card,
        ...(action.take !== undefined ? { take: action.take } : {}),
        ...(action.lay === true ? { lay: true } : {}),
      };
    case 'drawTake':
      return { type: 'drawTake', take: action.take };
    case 'call':
      return { type: 'call', call: action.call };
    case 'luckyHand':
      return { type: 'luckyHand', choice: action.choice };
  }
}

/** JSON with object keys sorted, so that the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The position a mistake was made in, as it is stored: the view with its rule set reduced to
 * the preset and overrides (the options are derived, and rebuilt by buildRuleSet on reading).
 */
export function storedView(view: PlayerView): unknown {
  return { ...view, rules: { preset: view.rules.preset, overrides: view.rules.overrides } };
}

/** A stable id of a position and the action chosen in it: the same mistake is kept once. */
export function mistakeIdOf(view: PlayerView, chosen: RoundAction): string {
  const text = canonicalJson({ view: storedView(view), chosen: canonicalAction(chosen) });
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text, 0x811c9dc5)) + hex(fnv1a(text, 0x9747b28c));
}
