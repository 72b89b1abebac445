/**
 * Identity hashes of the two-player game: one SHA-256 per part, so that a change of the engine
 * that must not change two-player play (seats for three players, say) can prove it did not.
 *
 *   npx tsx scripts/identity-hashes.ts            the quick sizes (what the unit test checks)
 *   npx tsx scripts/identity-hashes.ts --full     1,000 games and 300 coach decisions
 *   npx tsx scripts/identity-hashes.ts --json     the hashes as JSON (for the fixture file)
 *
 * Parts:
 * - `games`: seeded two-player games between the computer levels under every preset and a
 *   rotation of second-edition overrides: the first dealer, every deal (hands, field, pile),
 *   every move each level chose, each round's result and points, the totals and the winner.
 * - `coach`: coach decisions taken from seeded games: every action's values (points, win
 *   chance, who scores) as the coach computes them.
 * - `saves`: the practice game's saved-game strings (their check strings included) and deal
 *   links for positions of those games; the calculator's share links for seeded states.
 * - `scorekeeper`: the score keeper's saves and share links for seeded sheets, and the totals
 *   the ledger computes from them.
 * The fixture tests/unit/engine/fixtures/identity-hashes.json holds the hashes written before
 * the engine learnt a third seat; tests/unit/engine/identity-hashes.test.ts compares.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { chooseAction, gameContext, type AiLevel } from '../src/engine/ai';
import { evaluateDecision } from '../src/engine/coach';
import { CARD_IDS, type CardId, type Month } from '../src/engine/cards';
import { PRESET_IDS } from '../src/engine/rules/presets';
import { buildRuleSet, type RuleSet } from '../src/engine/rules/ruleset';
import { createRng, hashSeed, shuffle, type Rng } from '../src/engine/random';
import {
  computeLedger,
  createGame,
  dealRound,
  playGame,
  playerView,
  type GameState,
  type PlayerIndex,
  type RoundEntry,
} from '../src/engine/round';
import { checkOf, encodeSession, replay, type GameStep } from '../src/features/play/save';
import { dealLinkPath } from '../src/features/play/deal-link';
import { encodeCalculatorLink } from '../src/features/calculator/link';
import type { CalculatorState } from '../src/features/calculator/state';
import { encodeGames, encodeShareLink, type KeptGame } from '../src/features/scorekeeper/model';

export interface IdentitySizes {
  readonly games: number;
  readonly coach: number;
  readonly saves: number;
  readonly scorekeeper: number;
}

export const QUICK_SIZES: IdentitySizes = { games: 20, coach: 6, saves: 10, scorekeeper: 20 };
export const FULL_SIZES: IdentitySizes = { games: 1000, coach: 300, saves: 100, scorekeeper: 200 };

/** Overrides rotated over the games, so that the second-edition rules are played too. */
const OVERRIDES: readonly Readonly<Record<string, unknown>>[] = [
  {},
  { turnStructure: 'hidden-draw' },
  { handCapture: 'optional' },
  { teyaku: 'holder-may-redeal' },
  { zeroSum: true, koikoiMultiplier: 'doubling-token' },
  { turnStructure: 'draw-first-play-two' },
  { turnStructure: 'unmatched-draw-to-hand', exhaustiveDraw: 'dealer-privilege' },
  { lightningYakuWild: 'any-card', yakuCounting: 'both-players' },
  { exhaustiveDraw: 'koikoi-caller-loses', firstDealer: 'random' },
  { roundEnd: 'pile-empty', dealerAfterDraw: 'passes' },
];

const PAIRS: readonly (readonly [AiLevel, AiLevel])[] = [
  ['beginner', 'intermediate'],
  ['intermediate', 'beginner'],
  ['beginner', 'beginner'],
  ['intermediate', 'intermediate'],
  ['expert', 'beginner'],
];

function rulesFor(i: number, rounds: number): RuleSet {
  const preset = PRESET_IDS[i % PRESET_IDS.length]!;
  const overrides = { ...OVERRIDES[Math.floor(i / PRESET_IDS.length) % OVERRIDES.length]!, rounds };
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(`identity: rules ${preset} ${JSON.stringify(overrides)} refused: ${JSON.stringify(built.error)}`);
  return built.value;
}

interface PlayedGame {
  readonly game: GameState;
  readonly steps: readonly GameStep[];
  readonly level: AiLevel;
  readonly seed: number;
}

/** Game i: seeded, its levels from PAIRS (the first level plays seat 0). */
function playSeeded(i: number): PlayedGame {
  const rules = rulesFor(i, 2);
  const seed = hashSeed(0x1de7, i);
  const [a, b] = PAIRS[i % PAIRS.length]!;
  const steps: GameStep[] = [];
  const start = createGame({ rules, seed });
  let lastRound = 1;
  const game = playGame(start, (g, p, move) => {
    if (g.round !== lastRound) {
      steps.push({ type: 'next-round' });
      lastRound = g.round;
    }
    const level = p === 0 ? a : b;
    const action = chooseAction(playerView(g.current, p), level, hashSeed(seed, move), gameContext(g, p)).action;
    steps.push({ seat: p, action });
    return action;
  });
  return { game, steps, level: b, seed };
}

function gameDigest(g: GameState): unknown {
  return {
    firstDealer: g.firstDealer,
    rounds: g.history.map((r) => {
      const dealt = dealRound({ rules: g.rules, month: r.month, dealer: r.dealer, seed: r.seed, explain: false, record: false });
      return {
        round: r.round,
        dealer: r.dealer,
        deal: dealt.ok ? dealt.value.deal : null,
        moves: r.moves,
        end: r.result.end,
        winner: r.result.winner,
        points: r.result.points,
        nextDealer: r.result.nextDealer,
        outcome: r.result.outcome,
        totals: r.totals,
      };
    }),
    totals: g.totals,
    winner: g.winner,
  };
}

class Hasher {
  private readonly h = createHash('sha256');
  add(value: unknown): void {
    this.h.update(JSON.stringify(value));
    this.h.update('\n');
  }
  digest(): string {
    return this.h.digest('hex').slice(0, 32);
  }
}

export function gamesHash(n: number, played: PlayedGame[] = []): string {
  const h = new Hasher();
  for (let i = 0; i < n; i++) {
    const p = playSeeded(i);
    played.push(p);
    h.add(gameDigest(p.game));
  }
  return h.digest();
}

/** Coach decision j: a beginner game of preset j played to move (j × 7) mod 40, then valued. */
export function coachHash(n: number): string {
  const h = new Hasher();
  for (let j = 0; j < n; j++) {
    const rules = rulesFor(j, j % 3 === 0 ? 1 : 3);
    const seed = hashSeed(0xc0ac4, j);
    const stopAt = (j * 7) % 40;
    const g = playGame(
      createGame({ rules, seed }),
      (game, p, move) => chooseAction(playerView(game.current, p), 'beginner', hashSeed(seed, move)).action,
      { until: (game) => game.status === 'playing' && game.history.length === 0 && game.current.log.length >= stopAt },
    );
    if (g.status !== 'playing') {
      h.add({ j, ended: true });
      continue;
    }
    const p = g.current.toMove;
    const view = playerView(g.current, p);
    const context = j % 2 === 0 ? gameContext(g, p) : undefined;
    const values = evaluateDecision(view, { seed: hashSeed(seed, 0xe), playouts: 40, context });
    h.add({
      j,
      kind: values.kind,
      scale: values.scale,
      stopPoints: values.stopPoints,
      values: values.values.map((v) => ({ action: v.action, points: v.points, win: v.win, o: v.opponentScores, p: v.playerScores })),
    });
  }
  return h.digest();
}

function randomCalculatorState(rng: Rng): CalculatorState {
  const deck = shuffle([...CARD_IDS], rng);
  const take = (k: number): CardId[] => deck.splice(0, k);
  const seats = ['you', 'opponent'] as const;
  return {
    mode: rng.int(2) === 0 ? 'pile' : 'round',
    // The calculator's own player count (set only by a reader's choice): none, as links had.
    players: null,
    pile: take(rng.int(16)),
    opponentPile: take(rng.int(10)),
    month: rng.int(3) === 0 ? null : ((rng.int(12) + 1) as Month),
    calls: Array.from({ length: rng.int(4) }, () => seats[rng.int(2)]!),
    // Two-player states: the third player's pile (three players only) stays empty.
    thirdPile: [],
    fieldAtDeal: take(rng.int(8)),
    fieldAtEnd: take(rng.int(6)),
    stopper: seats[rng.int(2)]!,
  };
}

export function savesHash(n: number, played: readonly PlayedGame[]): string {
  const h = new Hasher();
  for (let i = 0; i < n; i++) {
    const p = played[i] ?? playSeeded(i);
    // The saved game at three points of the game: after a few moves, mid-way, at the end.
    for (const cut of [5, Math.floor(p.steps.length / 2), p.steps.length]) {
      const steps = p.steps.slice(0, cut);
      const replayed = replay({ kind: 'new', seed: p.seed }, p.game.rules, steps);
      if (!replayed.ok) throw new Error(`identity: game ${i} does not replay: ${JSON.stringify(replayed.error)}`);
      const saved = encodeSession({ origin: { kind: 'new', seed: p.seed }, rules: p.game.rules, level: p.level, undo: i % 2 === 0, started: true, steps, game: replayed.value });
      h.add({ i, cut, saved: JSON.stringify(saved) });
    }
    h.add({ i, check: checkOf(p.game), link: dealLinkPath(p.game, p.level) });
    const rules = rulesFor(i, 12);
    h.add({ i, calc: encodeCalculatorLink(randomCalculatorState(createRng(hashSeed(0xca1c, i))), rules) });
  }
  return h.digest();
}

function randomEntry(rng: Rng, rules: RuleSet): RoundEntry {
  const seat = rng.int(2) as PlayerIndex;
  const calls = Array.from({ length: rng.int(2) }, () => seat);
  switch (rng.int(6)) {
    case 0:
      return { end: 'stop', winner: seat, calls, fieldBrights: rng.int(2), pile: { by: 'yaku', yaku: [{ id: 'tane', extra: rng.int(3) }] } };
    case 1: {
      const chaff = shuffle(CARD_IDS.filter((c) => c.includes('chaff')), rng).slice(0, 10 + rng.int(5));
      return { end: 'stop', winner: seat, calls, pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon', ...chaff] } };
    }
    case 2:
      return { end: 'misdeal' };
    case 3:
      return rules.options.exhaustiveDraw === 'last-yaku-wins'
        ? { end: 'ran-out', winner: null }
        : { end: 'ran-out', calls: rules.options.exhaustiveDraw === 'koikoi-caller-loses' ? calls : [] };
    case 4:
      return { end: 'stop', winner: seat, calls: [], pile: { by: 'yaku', yaku: [{ id: 'akatan', extra: 0 }, { id: 'kasu', extra: rng.int(4) }] } };
    default:
      return { end: 'stop', winner: seat, calls, pile: { by: 'yaku', yaku: [{ id: 'inoshikacho', extra: 0 }] } };
  }
}

/** Score-keeper sheet i: seeded entries (those the ledger accepts) under rotated rules. */
export function scorekeeperGame(i: number): KeptGame {
  const rng = createRng(hashSeed(0x5c0e, i));
  const rules = rulesFor(i, 1 + rng.int(12));
  const entries: RoundEntry[] = [];
  const firstDealer = rng.int(2) as PlayerIndex;
  for (let k = 0; k < 14; k++) {
    const entry = randomEntry(rng, rules);
    if (computeLedger(rules, firstDealer, [...entries, entry]).ok) entries.push(entry);
  }
  const names = [['Aiko', 'Ben'], ['', ''], ['Chiyo', ''], ['Dai Ōta', 'Émile']][i % 4] as [string, string];
  return { id: `g${i}`, names, rules, firstDealer, draw: null, entries, created: 1000 + i, updated: 2000 + i };
}

export function scorekeeperHash(n: number): string {
  const h = new Hasher();
  for (let i = 0; i < n; i++) {
    const game = scorekeeperGame(i);
    const ledger = computeLedger(game.rules, game.firstDealer, game.entries);
    h.add({
      i,
      save: JSON.stringify(encodeGames({ games: [game], current: game.id })),
      share: encodeShareLink(game),
      totals: ledger.ok ? ledger.value.totals : null,
      rows: ledger.ok ? ledger.value.rows.map((r) => [r.dealer, r.winner, r.points, r.nextDealer]) : null,
      winner: ledger.ok ? ledger.value.winner : null,
    });
  }
  return h.digest();
}

export interface IdentityHashes {
  readonly sizes: IdentitySizes;
  readonly games: string;
  readonly coach: string;
  readonly saves: string;
  readonly scorekeeper: string;
}

export function identityHashes(sizes: IdentitySizes): IdentityHashes {
  const played: PlayedGame[] = [];
  const games = gamesHash(sizes.games, played);
  return { sizes, games, coach: coachHash(sizes.coach), saves: savesHash(sizes.saves, played), scorekeeper: scorekeeperHash(sizes.scorekeeper) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const sizes = args.includes('--full') ? FULL_SIZES : QUICK_SIZES;
  const t0 = performance.now();
  const hashes = identityHashes(sizes);
  if (args.includes('--json')) console.log(JSON.stringify(hashes, null, 1));
  else {
    for (const [k, v] of Object.entries(hashes)) if (k !== 'sizes') console.log(`${k.padEnd(12)} ${v}`);
    console.log(`sizes ${JSON.stringify(sizes)}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}
