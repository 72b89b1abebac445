/**
 * Which parameters of the game page's address make a deal link: enough to tell, before the deal
 * link's reader (deal-link.ts, loaded only when the address holds one), whether to load it, and
 * to drop the link from the address once read.
 */

/** A deal link's own parameters (its rules, `rules`, may also come alone: a rules link). */
export const DEAL_PARAMS = ['seed', 'round', 'dealer', 'level', 'level2'] as const;

/**
 * A page address's query without its deal link (every deal parameter and the rules), so that a
 * reload resumes the saved game instead of opening the link again; other parameters stay.
 */
export function withoutDealLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...DEAL_PARAMS, 'rules']) params.delete(key);
  return params.toString();
}

/** Whether the address's query holds a deal link (rules alone are not one: the settings read them). */
export function hasDealLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return DEAL_PARAMS.some((p) => params.has(p));
}
