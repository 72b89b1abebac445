/**
 * `npm run bench -- --check` (a step of `npm test`): what the bench can assert without racing
 * the clock on a shared machine. A fixed set of positions, taken from seeded games under
 * several rule sets so that every kind of choice is in it (a hand card to play, a lay without
 * taking, the turned card's take, koi-koi or stop, a lucky hand to keep or redeal), is put to
 * every level; each answer must be an action the engine accepts, and the work behind it,
 * counted in playouts, must stay within the level's budget: the expert's fixed budget is what
 * bounds its move time (the full bench measures that time), the other levels run no playout.
 */
import { AI_LEVELS, chooseAction, gameContext, type AiLevel } from '../src/engine/ai';
import { EXPERT_BUDGET } from '../src/engine/ai/expert';
import { Sampler } from '../src/engine/ai/sampler';
import { buildRuleSet, type RuleSet } from '../src/engine';
import { hashSeed } from '../src/engine/random';
import {
  applyAction,
  createGame,
  dealRound,
  legalActions,
  playGame,
  playerView,
  type GameState,
  type RoundPhase,
  type RoundState,
} from '../src/engine/round';
import { roundErrorText } from '../src/words/errors';
import { ruleErrorText } from '../src/words/rule-errors';
import { CheckReport } from './check-report';

/** The kinds of choice the set must hold: the round's phases with a choice, and a lay without taking. */
const KINDS = ['play', 'lay', 'draw-take', 'decision', 'lucky-hand'] as const;
type Kind = (typeof KINDS)[number];

interface Position {
  readonly name: string;
  readonly kind: Kind;
  readonly game: GameState;
  readonly state: RoundState;
}

/** Rule sets the positions come from; each adds a kind of choice the others lack. */
const RULE_SETS: readonly [string, Readonly<Record<string, unknown>>][] = [
  ['fudawiki', {}],
  ['koikoi-japan', {}],
  ['beginners-guide', {}], // handCapture: optional (lays without taking)
  ['fudawiki', { turnStructure: 'draw-first-play-two', lightningWild: 'matches-any' }],
  ['beginners-guide', { players: 3 }], // a table of three: two hidden hands, two opponents
];
/** Positions kept per rule set and kind, at most. */
const PER_KIND = 4;

function ruleSet(preset: string, overrides: Readonly<Record<string, unknown>>): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(ruleErrorText(built.error));
  return built.value;
}

function kindOf(state: RoundState): Kind | null {
  const actions = legalActions(state);
  if (actions.length < 2) return null;
  if (actions.some((a) => a.type === 'play' && a.lay === true)) return 'lay';
  const phase: RoundPhase = state.phase;
  return phase === 'ended' ? null : phase;
}

/** Positions from one seeded game per rule set (intermediate against beginner, or two: fast, and it reaches every phase). */
function fixedPositions(): Position[] {
  const out: Position[] = [];
  RULE_SETS.forEach(([preset, overrides], i) => {
    const rules = ruleSet(preset, overrides);
    const kept = new Map<Kind, number>();
    playGame(
      createGame({ rules, seed: hashSeed(5, i), explain: false }),
      (game, p, move) => {
        const kind = kindOf(game.current);
        if (kind !== null && (kept.get(kind) ?? 0) < PER_KIND && move % 3 === 0) {
          kept.set(kind, (kept.get(kind) ?? 0) + 1);
          out.push({ name: `${preset}${Object.keys(overrides).length ? '+' : ''} move ${move}`, kind, game, state: game.current });
        }
        return chooseAction(playerView(game.current, p), p === 0 ? 'intermediate' : 'beginner', hashSeed(5, i, move), gameContext(game, p)).action;
      },
      { until: () => KINDS.every((k) => k === 'lucky-hand' || (kept.get(k) ?? 0) >= PER_KIND) },
    );
  });
  // A lucky hand to keep or redeal (teyaku: holder-may-redeal) is dealt rarely: look for one among seeded deals.
  const rules = ruleSet('fudawiki', { teyaku: 'holder-may-redeal' });
  for (let seed = 0; out.filter((p) => p.kind === 'lucky-hand').length < 2 && seed < 5000; seed++) {
    const dealt = dealRound({ rules, month: 1, dealer: 0, seed, explain: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    if (dealt.value.phase !== 'lucky-hand') continue;
    const game = createGame({ rules, seed, explain: false });
    out.push({ name: `lucky hand, deal ${seed}`, kind: 'lucky-hand', game, state: dealt.value });
  }
  return out;
}

/** Playouts the level may run for a choice of this kind. */
function budgetOf(level: AiLevel, kind: Kind): number {
  if (level !== 'expert') return 0;
  if (kind === 'decision') return EXPERT_BUDGET.decisionPlayouts + 1; // the continuations and the round as it stands
  if (kind === 'lucky-hand') return EXPERT_BUDGET.decisionPlayouts;
  return EXPERT_BUDGET.playouts;
}

/** Counts the playouts every Sampler runs (each goes through runToEnd). */
let playouts = 0;
const runToEnd = Sampler.prototype.runToEnd;
Sampler.prototype.runToEnd = function counted(this: Sampler, ...args: Parameters<typeof runToEnd>) {
  playouts += 1;
  return runToEnd.apply(this, args);
};

export function benchCheck(): void {
  const report = new CheckReport();
  const positions = fixedPositions();
  const count = (k: Kind) => positions.filter((p) => p.kind === k).length;
  report.check(
    KINDS.every((k) => count(k) > 0),
    `a fixed set of ${positions.length} positions, every kind of choice in it: ${KINDS.map((k) => `${k} ${count(k)}`).join(', ')}`,
  );
  for (const level of AI_LEVELS) {
    const illegal: string[] = [];
    const over: string[] = [];
    const idle: string[] = [];
    let most = 0;
    positions.forEach(({ name, kind, game, state }, i) => {
      const p = state.toMove;
      playouts = 0;
      const { action } = chooseAction(playerView(state, p), level, hashSeed(9, i), gameContext(game, p));
      const applied = applyAction(state, action);
      if (!applied.ok) illegal.push(`${name} (${kind}): ${JSON.stringify(action)} refused: ${roundErrorText(applied.error)}`);
      if (playouts > budgetOf(level, kind)) over.push(`${name} (${kind}): ${playouts} playouts, budget ${budgetOf(level, kind)}`);
      if (level === 'expert' && playouts === 0) idle.push(`${name} (${kind}): a choice made without a playout`);
      most = Math.max(most, playouts);
    });
    report.check(illegal.length === 0, `${level}: ${positions.length - illegal.length} of ${positions.length} positions answered with an action the engine accepts`, illegal);
    const budget = level === 'expert' ? `at most ${EXPERT_BUDGET.playouts} playouts a move, ${EXPERT_BUDGET.decisionPlayouts + 1} a koi-koi call` : 'no playouts';
    report.check(over.length === 0, `${level}: within its budget (${budget}) at every position; most used ${most}`, over);
    if (level === 'expert') report.check(idle.length === 0, `expert: every choice searched (at least one playout)`, idle);
  }
  report.finish();
}
