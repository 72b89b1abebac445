/**
 * Finds candidate puzzle positions by playing seeded rounds with the engine's intermediate
 * computer player (each seat sees only its own view) and asking the verifier, at each of
 * player 0's moves and koi-koi decisions, whether the position would make a good puzzle of
 * each kind. Candidates are legal by construction
 * (they come from real rounds of the engine). A person then picks among them and writes the
 * title, hint and explanation: nothing here writes into content/puzzles/.
 *
 *   npx tsx scripts/puzzles/generate.ts [--rounds 400] [--preset fudawiki] [--out /tmp/puzzle-candidates]
 *
 * Writes one JSON Lines file per kind into the output folder, most interesting first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PRESET_IDS, type PresetId } from '../../src/engine/rules/presets';
import { presetRuleSet } from '../../src/engine/rules/ruleset';
import { createRng, hashSeed } from '../../src/engine/random';
import { applyAction, dealRound, playerView, type PlayerIndex, type RoundState } from '../../src/engine/round';
import { chooseAction } from '../../src/engine/ai';
import type { Month } from '../../src/engine/cards';
import { positionFromState } from '../../src/features/puzzles/position';
import { PUZZLE_KINDS, type Puzzle, type PuzzleKind } from '../../src/features/puzzles/schema';
import { verifyPuzzle, type VerifiedPuzzle } from '../../src/features/puzzles/verify';
import { roundErrorText } from '../../src/words/errors';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const ROUNDS = Number(opt('rounds', '300'));
const OUT = opt('out', '/tmp/puzzle-candidates');
const PRESETS: PresetId[] = args.includes('--preset') ? [opt('preset', 'fudawiki') as PresetId] : [...PRESET_IDS];
const KOIKOI = !args.includes('--no-koikoi');

interface Candidate {
  readonly score: number;
  readonly puzzle: Puzzle;
  readonly verified: VerifiedPuzzle;
}

const found = new Map<PuzzleKind, Candidate[]>(PUZZLE_KINDS.map((k) => [k, []]));

function consider(preset: PresetId, s: RoundState, tag: string) {
  const position = positionFromState(s);
  const kinds: PuzzleKind[] =
    position.phase === 'play' ? ['complete-yaku', 'block', 'keep', 'dangerous-cards'] : KOIKOI ? ['points', 'koikoi-or-stop'] : ['points'];
  for (const kind of kinds) {
    const puzzle: Puzzle = {
      id: `${kind}-${tag}`,
      title: 'candidate',
      difficulty: 1,
      themes: ['brights'],
      rules: { preset, overrides: {} },
      position,
      goal: { kind } as Puzzle['goal'],
      hint: 'candidate hint',
      explanation: 'candidate explanation, written by a person later on.',
    };
    const v = verifyPuzzle(puzzle);
    if (!v.ok) continue;
    let score = 0;
    const f = v.facts!;
    if (f.kind === 'complete-yaku' || f.kind === 'block' || f.kind === 'keep') {
      const captures = f.plays.filter((x) => x.captured.length > 0).length;
      const wrong = f.plays.length - v.correct.length;
      if (v.correct.length > 2 || wrong < 2) continue;
      score = wrong + captures + (v.correct.length === 1 ? 3 : 0);
      if (f.kind === 'keep' && f.threatsBefore.length > 0) continue;
    } else if (f.kind === 'dangerous-cards') {
      if (f.cards.length < 2 || f.cards.length > 7) continue;
      score = 10 - Math.abs(4 - f.cards.length) + new Set(f.cards.flatMap((c) => c.newYaku)).size * 2;
    } else if (f.kind === 'points') {
      score = f.explanation.yaku.length + f.explanation.steps.filter((x) => x.applied).length * 2 + f.explanation.dropped.length;
    } else if (f.kind === 'koikoi-or-stop') {
      score = Math.abs(f.estimate.margin) / (f.estimate.standardError + 0.1);
    }
    found.get(kind)!.push({ score, puzzle, verified: v });
  }
}

let n = 0;
for (const preset of PRESETS) {
  const rules = presetRuleSet(preset);
  for (let r = 0; r < ROUNDS; r++) {
    const seed = hashSeed(r, PRESET_IDS.indexOf(preset));
    const rng = createRng(hashSeed(seed, 99));
    const dealt = dealRound({ rules, month: ((r % 12) + 1) as Month, dealer: (r % 2) as PlayerIndex, seed, explain: false, record: false });
    if (!dealt.ok) continue;
    let s = dealt.value;
    while (s.phase !== 'ended') {
      if (s.toMove === 0 && (s.phase === 'play' || s.phase === 'decision')) consider(preset, s, `${preset}-${r}-${s.turn}`);
      let action = chooseAction(playerView(s, s.toMove), 'intermediate', seed).action;
      // Sometimes call koi-koi, so that positions with calls come up.
      if (s.phase === 'decision' && rng.next() < 0.45) action = { type: 'call', call: 'koikoi' };
      const next = applyAction(s, action);
      if (!next.ok) throw new Error(roundErrorText(next.error));
      s = next.value;
    }
    n++;
  }
}

mkdirSync(OUT, { recursive: true });
for (const [kind, list] of found) {
  list.sort((a, b) => b.score - a.score);
  writeFileSync(`${OUT}/${kind}.jsonl`, list.map((c) => JSON.stringify({ score: c.score, correct: c.verified.correct, puzzle: c.puzzle })).join('\n') + '\n');
  console.log(`${kind}: ${list.length} candidates`);
}
console.log(`${n} rounds played`);
