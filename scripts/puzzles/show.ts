/**
 * Prints puzzles (or candidates from generate.ts) in words with the engine's verdict, for
 * the person choosing and writing puzzles.
 *
 *   npx tsx scripts/puzzles/show.ts content/puzzles/the-boar-is-waiting.json
 *   npx tsx scripts/puzzles/show.ts /tmp/puzzle-candidates/block.jsonl [--from 0] [--count 10] [--preset nintendo]
 */
import { readFileSync } from 'node:fs';
import { getCard, type CardId } from '../../src/engine/cards';
import type { ScoreExplanation } from '../../src/engine/scoring/score';
import { puzzleRules, scoreNow, unseenCards } from '../../src/features/puzzles/position';
import { parsePuzzle, type Puzzle } from '../../src/features/puzzles/schema';
import { puzzleProblemText } from '../../src/features/puzzles/words';
import { verifyPuzzle, type Threat } from '../../src/features/puzzles/verify';
import { verifyProblemText } from '../../src/features/puzzles/verify-words';
import { shortName } from '../../src/words/card-names';
import { yakuName } from '../../src/words/yaku-names';
import { multiplierText } from '../../src/words/score';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const file = args[0]!;
const from = Number(opt('from', '0'));
const count = Number(opt('count', '8'));
const preset = opt('preset', '');

const KIND_MARK = { bright: 'B', animal: 'A', ribbon: 'R', chaff: 'c' } as const;
const name = (c: CardId) => `${shortName(c)}[${getCard(c).month}${KIND_MARK[getCard(c).kind]}]`;
const list = (cards: readonly CardId[]) => cards.map(name).join(', ') || '—';
const byKind = (cards: readonly CardId[]) =>
  (['bright', 'animal', 'ribbon', 'chaff'] as const)
    .map((k) => cards.filter((c) => getCard(c).kind === k))
    .filter((g) => g.length > 0)
    .map((g) => list(g))
    .join(' | ') || '—';
const score = (x: ScoreExplanation) =>
  `${x.total} (${x.yaku.map((y) => `${yakuName(y.id)} ${y.points}`).join(' + ') || 'no yaku'}${x.steps.filter((s) => s.applied).map((s) => `; ${multiplierText(s)}`).join('')})`;
const threat = (t: Threat) => `${shortName(t.by)} takes ${list(t.takes)} → ${t.newYaku.map(yakuName).join(', ')} (${t.totalAfter})`;

function show(puzzle: Puzzle, extra = '') {
  const p = puzzle.position;
  const rules = puzzleRules(puzzle);
  const v = verifyPuzzle(puzzle);
  console.log(`\n=== ${puzzle.id} ${extra} [${puzzle.rules.preset}${Object.keys(puzzle.rules.overrides).length ? ' ' + JSON.stringify(puzzle.rules.overrides) : ''}] ${puzzle.goal.kind}`);
  console.log(`month ${p.month}, dealer ${p.dealer}, ${p.phase}, calls [${p.calls.join(', ')}], opp hand ${p.opponentHand}, pile ${p.pile}`);
  console.log(`hand:   ${list(p.hand)}`);
  console.log(`field:  ${list(p.field)}`);
  console.log(`you:    ${byKind(p.captured.you)}  = ${score(scoreNow(p, 'you', rules))}`);
  console.log(`opp:    ${byKind(p.captured.opponent)}  = ${score(scoreNow(p, 'opponent', rules))}`);
  if (puzzle.goal.kind === 'dangerous-cards') console.log(`unseen: ${list(unseenCards(p))}`);
  console.log(`verdict: ${v.ok ? 'OK' : 'PROBLEMS ' + v.problems.map((x) => `${x.code}: ${verifyProblemText(x)}`).join('; ')}`);
  console.log(`correct: ${v.correct.join('  ')}`);
  const f = v.facts;
  if (!f) return;
  if (f.kind === 'complete-yaku' || f.kind === 'block' || f.kind === 'keep') {
    if (f.threatsBefore.length) console.log(`threats now: ${f.threatsBefore.map(threat).join('; ')}`);
    for (const x of f.plays) {
      const ok = v.correct.includes(x.key) ? '✔' : ' ';
      console.log(
        `  ${ok} ${shortName(x.card)} ${x.captured.length ? 'takes ' + list(x.captured) : 'to the field'}` +
          (x.newYaku.length ? ` NEW ${x.newYaku.map(yakuName).join(', ')}` : '') +
          ` total ${x.totalAfter}` +
          (x.threats.length ? ` | threats: ${x.threats.map(threat).join('; ')}` : ''),
      );
    }
    if (f.best) console.log(`best: ${score(f.best)}`);
  } else if (f.kind === 'koikoi-or-stop') {
    const e = f.estimate;
    console.log(`stop ${e.stop}, koikoi ${e.koikoi.toFixed(2)} ±${e.standardError.toFixed(2)}, margin ${e.margin.toFixed(2)}, outcomes you ${e.outcomes.you} opp ${e.outcomes.opponent} none ${e.outcomes.nobody}`);
  } else if (f.kind === 'points') {
    console.log(`points: ${score(f.explanation)}; dropped: ${f.explanation.dropped.map((d) => d.id).join(', ')}`);
  } else if (f.kind === 'dangerous-cards') {
    for (const c of f.cards) console.log(`  ⚠ ${name(c.card)} → ${c.newYaku.map(yakuName).join(', ')} (${c.totalAfter})`);
  }
  if (puzzle.title !== 'candidate') {
    console.log(`title: ${puzzle.title} (difficulty ${puzzle.difficulty}; ${puzzle.themes.join(', ')})`);
    console.log(`hint: ${puzzle.hint}`);
    console.log(`explanation: ${puzzle.explanation}`);
  }
}

if (file.endsWith('.jsonl')) {
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const chosen = lines.filter((l) => !preset || l.puzzle.rules.preset === preset).slice(from, from + count);
  chosen.forEach((l, i) => show(l.puzzle as Puzzle, `#${from + i} score ${Number(l.score).toFixed(1)}`));
} else {
  for (const f of args.filter((a) => a.endsWith('.json'))) {
    const parsed = parsePuzzle(JSON.parse(readFileSync(f, 'utf8')));
    if (!parsed.ok) console.log(`\n=== ${f}: ${parsed.error.map(puzzleProblemText).join('; ')}`);
    else show(parsed.value);
  }
}
