#!/usr/bin/env tsx
/**
 * `npm run fuzz [-- --n 1000]`: feeds mutated share links and corrupted saves to every
 * decoder a visitor's input reaches, and checks that each one answers with a value or a
 * clear message (never an exception), and that a rejected save leaves the visitor's
 * other saved data untouched. Prints a line per input kind and `N passed, N failed`.
 */
import { CARD_IDS, PRESET_IDS, decodeRuleChoice, encodeRuleChoice, presetRuleSet } from '../src/engine';
import { createRng, type Rng } from '../src/engine/random';
import { gameLegalActions } from '../src/engine/round';
import { decodeCalculatorLink, encodeCalculatorLink } from '../src/features/calculator/link';
import { linkProblemText } from '../src/features/calculator/words';
import { applyStep, decodeSession, encodeSession, startingGame, type GameStep, type PlaySession } from '../src/features/play/save';
import { parseDealLink } from '../src/features/play/deal-link';
import { EMPTY_PROGRESS, exportProgressFile, importProgressFile, withDrillAnswer, withPuzzleAttempt, withLessonCompleted, decodeProgress } from '../src/features/progress/progress-model';
import { decodeSavedRules } from '../src/features/rules-choice/rules-store';
import type { Result } from '../src/engine/result';
import { persisted } from '../src/shared/persisted';
import { dealLinkProblemText, playErrorText } from '../src/words/errors';
import { ruleErrorText, savedRulesErrorText } from '../src/words/rule-errors';
import { progressErrorText, progressFileErrorText } from '../src/words/progress-errors';

const n = Number(process.argv[process.argv.indexOf('--n') + 1]) || 1000;
const rng = createRng(20261122);
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r.next() * items.length)]!;

const JUNK = ['', ' ', '%', '%zz', '\u0000', '\uFFFF', '😀', '"', "'", '<script>', '..', '_', '.', '-', '=', '&', '?', '#', '1e999', '-1', 'null', '[]', '{}', 'NaN'];

/** One random mutation of a text: the kinds of damage links and saves really suffer. */
function mutate(text: string, r: Rng): string {
  const at = Math.floor(r.next() * (text.length + 1));
  switch (Math.floor(r.next() * 8)) {
    case 0: return text.slice(0, at); // truncated
    case 1: return text.slice(0, at) + pick(r, JUNK) + text.slice(at); // inserted junk
    case 2: return text.slice(0, at) + text.slice(at + 1 + Math.floor(r.next() * 5)); // bytes lost
    case 3: return text.slice(0, at) + String.fromCharCode(32 + Math.floor(r.next() * 95)) + text.slice(at + 1); // one char changed
    case 4: return text + text.slice(at); // duplicated tail
    case 5: return text.replace(/\d+/g, (d) => (r.next() < 0.3 ? String(Number(d) * 97 + 13) : d)); // numbers out of range
    case 6: return text.replace(/[a-z-]{4,}/g, (w) => (r.next() < 0.2 ? w.split('').reverse().join('') : w)); // ids misspelt
    default: return pick(r, JUNK);
  }
}

function mutateMany(text: string, r: Rng): string {
  let out = text;
  const times = 1 + Math.floor(r.next() * 3);
  for (let i = 0; i < times; i++) out = mutate(out, r);
  return out;
}

interface Verdict { readonly ok: boolean; readonly message?: string }
interface Target { readonly name: string; readonly seeds: readonly string[]; readonly run: (input: string) => Verdict }

const isClear = (message: unknown): boolean => typeof message === 'string' && message.trim().length >= 12;
/** A decoder's verdict, its error worded as the reader would see it. */
const fromResult = <E>(d: Result<unknown, E>, text: (error: E) => string): Verdict => (d.ok ? { ok: true } : { ok: false, message: text(d.error) });
const parseOr = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
};

// --- valid inputs to start from --------------------------------------------------------
const rulesCodes = PRESET_IDS.flatMap((p) => [
  encodeRuleChoice(presetRuleSet(p)),
  encodeRuleChoice({ preset: p, overrides: { viewing: 'weather', koikoiMinimum: 3, doubleChaff: ['willow-lightning'], yakuPoints: { akatan: { points: 6, extra: 1 } } } }),
]);
const rules = presetRuleSet('fudawiki');
const calcLinks = [0, 1, 2].map((i) =>
  encodeCalculatorLink(
    { mode: i === 2 ? 'round' : 'pile', pile: CARD_IDS.slice(i * 7, i * 7 + 9), opponentPile: i === 2 ? CARD_IDS.slice(30, 36) : [], thirdPile: [], stopper: 'self', month: 3, calls: ['opponent', 'self'], fieldAtDeal: CARD_IDS.slice(40, 42), fieldAtEnd: [] } as never,
    rules,
  ),
);
const dealLinks = ['?seed=12345&round=3&dealer=you', `?seed=99&rules=${encodeRuleChoice({ preset: 'koikoi-japan', overrides: {} })}`, '?seed=4000000000&level=expert'];

function savedGameJson(seed: number): string {
  const origin = { kind: 'new', seed } as const;
  let game = startingGame(origin, rules);
  if (!game.ok) throw new Error(playErrorText(game.error));
  const steps: GameStep[] = [];
  for (let i = 0; i < 12; i++) {
    const actions = gameLegalActions(game.value);
    const action = actions[0];
    if (!action) break;
    const step: GameStep = { seat: (action as { player?: 0 | 1 }).player ?? game.value.current.toMove, action };
    const next = applyStep(game.value, step);
    if (!next.ok) break;
    steps.push(step);
    game = next;
  }
  const session: PlaySession = { origin, rules, level: 'beginner', undo: false, started: true, steps, game: game.value };
  return JSON.stringify(encodeSession(session));
}
const saves = [savedGameJson(1), savedGameJson(77)];

let progress = withLessonCompleted(EMPTY_PROGRESS, 'the-deck', new Date('2026-11-01T10:00:00Z'));
progress = withPuzzleAttempt(progress, 'p1', { solved: true, usedHint: false, sawAnswer: false }, new Date('2026-11-02T10:00:00Z'));
progress = withDrillAnswer(progress, 'pine-crane', true, 20400);
const progressFiles = [exportProgressFile(progress, new Date('2026-11-03T10:00:00Z'))];

const targets: Target[] = [
  { name: 'rules share code', seeds: rulesCodes, run: (s) => { const r = decodeRuleChoice(s); return r.ok ? { ok: true } : { ok: false, message: ruleErrorText(r.error) }; } },
  { name: 'calculator link', seeds: calcLinks, run: (s) => { const r = decodeCalculatorLink(s); return r.ok ? { ok: true } : { ok: false, message: r.error.map(linkProblemText).join(' ') }; } },
  { name: 'deal link', seeds: dealLinks, run: (s) => { const r = parseDealLink(s); return r.kind === 'invalid' ? { ok: false, message: r.problems.map(dealLinkProblemText).join(' ') } : { ok: true }; } },
  { name: 'saved rules', seeds: [JSON.stringify({ preset: 'nintendo', overrides: { koikoiMinimum: 4 } })], run: (s) => fromResult(decodeSavedRules(parseOr(s)), savedRulesErrorText) },
  { name: 'saved game', seeds: saves, run: (s) => fromResult(decodeSession(parseOr(s)), playErrorText) },
  { name: 'saved progress', seeds: [JSON.stringify(progress)], run: (s) => fromResult(decodeProgress(parseOr(s)), progressErrorText) },
  { name: 'progress import file', seeds: progressFiles, run: (s) => fromResult(importProgressFile(s), progressFileErrorText) },
];

let passed = 0;
let failed = 0;
for (const target of targets) {
  let accepted = 0;
  let rejected = 0;
  const problems: string[] = [];
  for (let i = 0; i < n; i++) {
    const input = mutateMany(pick(rng, target.seeds), rng);
    try {
      const verdict = target.run(input);
      if (verdict.ok) accepted++;
      else if (isClear(verdict.message)) rejected++;
      else problems.push(`unclear message ${JSON.stringify(verdict.message)} for ${JSON.stringify(input).slice(0, 120)}`);
    } catch (error) {
      problems.push(`threw ${(error as Error).message} for ${JSON.stringify(input).slice(0, 120)}`);
    }
  }
  const ok = problems.length === 0;
  ok ? passed++ : failed++;
  console.log(`${target.name.padEnd(22)} ${n} inputs: ${accepted} accepted, ${rejected} refused with a message, ${problems.length} problems`);
  for (const p of problems.slice(0, 5)) console.log(`  ✗ ${p}`);
}

// --- a rejected save never touches the visitor's other data ----------------------------
const memory = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};
const stores = [
  { key: 'koikoi:rules', valid: JSON.stringify({ preset: 'nintendo', overrides: {} }), decode: (raw: unknown) => decodeSavedRules(raw), describe: savedRulesErrorText },
  { key: 'koikoi:game', valid: saves[0]!, decode: (raw: unknown) => decodeSession(raw), describe: playErrorText },
  { key: 'koikoi:progress', valid: JSON.stringify(progress), decode: (raw: unknown) => decodeProgress(raw), describe: progressErrorText },
];
let isolationProblems = 0;
for (let i = 0; i < n; i++) {
  memory.clear();
  for (const s of stores) memory.set(s.key, s.valid);
  const victim = pick(rng, stores);
  const corrupted = mutateMany(victim.valid, rng);
  memory.set(victim.key, corrupted);
  const before = new Map(memory);
  try {
    const store = persisted({ key: victim.key, fallback: null as unknown, decode: victim.decode as (raw: unknown) => Result<unknown, never>, describe: victim.describe as (error: never) => string, noticePrefix: 'Saved data could not be read' });
    const rejected = store.notice.get() !== null;
    for (const s of stores) {
      if (s.key !== victim.key && memory.get(s.key) !== before.get(s.key)) isolationProblems++;
    }
    if (rejected && memory.get(`${victim.key}:rejected`) !== corrupted) isolationProblems++; // the bad copy is kept aside
    if (memory.get(victim.key) !== corrupted) isolationProblems++; // nothing overwritten on load
  } catch {
    isolationProblems++;
  }
}
isolationProblems === 0 ? passed++ : failed++;
console.log(`${'other data untouched'.padEnd(22)} ${n} corrupted saves: ${isolationProblems} problems`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
