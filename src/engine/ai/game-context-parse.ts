/**
 * Reading a game context back from saved data (a kept mistake, a worker message), apart from
 * the win-chance model: the progress model, on every learning page and the game's first load,
 * reads contexts but never computes with them.
 */
import type { GameContext } from './round-model';

/**
 * A context read back from saved data (a kept mistake, a worker message): the fields checked,
 * the round model and a three-player context's other totals kept only when well formed.
 * Undefined when it is not a context.
 */
export function parseGameContext(raw: unknown): GameContext | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  const count = (v: unknown): v is number => finite(v) && Number.isInteger(v) && v >= 0;
  if (!finite(r['lead'])) return undefined;
  if (!(r['roundsAfter'] === null || count(r['roundsAfter']))) return undefined;
  const target = r['target'] ?? null;
  if (!(target === null || (count(target) && target > 0))) return undefined;
  if (r['roundsAfter'] === null && target === null) return undefined;
  const m = r['model'] as Record<string, unknown> | undefined;
  const model =
    m && typeof m === 'object' && finite(m['spread']) && m['spread'] > 0 && finite(m['noScore']) && m['noScore'] >= 0 && m['noScore'] < 1 && finite(m['gain']) && m['gain'] >= 1
      ? { spread: m['spread'], noScore: m['noScore'], gain: m['gain'] }
      : undefined;
  const o = r['others'];
  const others = Array.isArray(o) && o.length === 2 && finite(o[0]) && finite(o[1]) ? ([o[0], o[1]] as const) : undefined;
  return {
    lead: r['lead'],
    roundsAfter: r['roundsAfter'] as number | null,
    ...(finite(r['own']) ? { own: r['own'] } : {}),
    ...(finite(r['opponent']) ? { opponent: r['opponent'] } : {}),
    // A three-player context's other seats (absent from two-player ones, which stay as they were).
    ...(others ? { others } : {}),
    ...('target' in r ? { target } : {}),
    ...(typeof r['zeroSum'] === 'boolean' ? { zeroSum: r['zeroSum'] } : {}),
    ...(model ? { model } : {}),
    ...(finite(r['worth']) && r['worth'] > 0 ? { worth: r['worth'] } : {}),
  };
}
