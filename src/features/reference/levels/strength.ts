/**
 * The computer levels' measured strength (src/engine/ai/strength.json, written by
 * `npm run strength`), read and checked for the levels page: the arena's pairings grouped into
 * the page's tables (two seats under each preset measured, then three seats). The file is
 * data a script wrote, so it is checked here rather than trusted: a malformed file fails the
 * build with what is wrong instead of showing a wrong table.
 */
import data from '../../../engine/ai/strength.json';
import { AI_LEVELS, type AiLevel } from '../../../engine/ai/levels';
import { decodeRuleChoice } from '../../../engine/rules/rule-code';
import type { PresetId } from '../../../engine/rules/presets';
import type { StrengthRecord } from '../../../engine/ai/strength-record';

/** A pairing as the page shows it: the record's figures, with the preset its rule code names. */
export type Pairing = Omit<StrengthRecord, 'rules' | 'seed' | 'firstDeal' | 'rounds'> & { readonly preset: PresetId; readonly rounds: number };

export interface StrengthTable {
  readonly players: 2 | 3;
  readonly preset: PresetId;
  readonly rounds: number;
  readonly pairings: readonly Pairing[];
}

export interface Strength {
  /** The day measured (YYYY-MM-DD), the commit measured, the machine. */
  readonly measured: string;
  readonly commit: string | null;
  readonly machine: string;
  readonly tables: readonly StrengthTable[];
  /** CPU time of every run together, in seconds. */
  readonly cpuSeconds: number;
}

function fail(what: string): never {
  throw new Error(`src/engine/ai/strength.json: ${what} (run npm run strength to measure again)`);
}

const isLevel = (x: unknown): x is AiLevel => typeof x === 'string' && (AI_LEVELS as readonly string[]).includes(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isShare = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

function pairingOf(raw: unknown, i: number): Pairing {
  const r = raw as Record<string, unknown>;
  const where = `pairing ${i + 1}`;
  if (r['players'] !== 2 && r['players'] !== 3) fail(`${where}: players is not 2 or 3`);
  if (!isLevel(r['a']) || !isLevel(r['b'])) fail(`${where}: a level is not one the site offers`);
  const rules = typeof r['rules'] === 'string' ? decodeRuleChoice(r['rules']) : null;
  if (rules === null || !rules.ok) fail(`${where}: its rule code does not read`);
  for (const k of ['games', 'aWins', 'bWins', 'draws', 'cpuSeconds', 'rounds']) if (!isCount(r[k])) fail(`${where}: ${k} is not a count`);
  const [games, aWins, bWins, draws] = [r['games'], r['aWins'], r['bWins'], r['draws']] as number[];
  if (aWins! + bWins! + draws! !== games) fail(`${where}: wins, losses and draws do not add up to the games`);
  if (!isShare(r['winLow']) || !isShare(r['winHigh'])) fail(`${where}: the interval is not a share`);
  const share = aWins! / games!;
  if (!((r['winLow'] as number) <= share && share <= (r['winHigh'] as number))) fail(`${where}: the interval does not hold the win share`);
  if (typeof r['points'] !== 'number' || typeof r['pointsHalf'] !== 'number' || (r['pointsHalf'] as number) < 0) fail(`${where}: points are not numbers`);
  return {
    players: r['players'],
    a: r['a'],
    b: r['b'],
    preset: rules.value.preset,
    rounds: r['rounds'] as number,
    games: games!,
    aWins: aWins!,
    bWins: bWins!,
    draws: draws!,
    winLow: r['winLow'] as number,
    winHigh: r['winHigh'] as number,
    points: r['points'] as number,
    pointsHalf: r['pointsHalf'] as number,
    cpuSeconds: r['cpuSeconds'] as number,
  };
}

/** The measured strength, in tables: two seats first (presets in the order measured), then three. */
export function readStrength(raw: unknown = data): Strength {
  const r = raw as Record<string, unknown>;
  if (typeof r['measured'] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r['measured'])) fail('no date of measurement');
  if (!Array.isArray(r['pairings']) || r['pairings'].length === 0) fail('no pairings');
  const pairings = r['pairings'].map(pairingOf);
  const tables: StrengthTable[] = [];
  for (const p of pairings) {
    const table = tables.find((t) => t.players === p.players && t.preset === p.preset && t.rounds === p.rounds);
    if (table) (table.pairings as Pairing[]).push(p);
    else tables.push({ players: p.players, preset: p.preset, rounds: p.rounds, pairings: [p] });
  }
  tables.sort((x, y) => x.players - y.players);
  return {
    measured: r['measured'],
    commit: typeof r['commit'] === 'string' ? r['commit'] : null,
    machine: typeof r['machine'] === 'string' ? r['machine'] : '',
    tables,
    cpuSeconds: pairings.reduce((s, p) => s + p.cpuSeconds, 0),
  };
}
