/**
 * npm run conformance -- PATH...
 *
 * Runs conformance files (src/engine/README.md, Conformance cases) through the engine. PATHs are .json files or
 * folders searched recursively for .json files; the default is tests/conformance/. Prints one
 * line per failing, malformed or skipped case, then `N passed, N failed` (`, N skipped` when
 * some case kind is not supported yet). Exits 1 when any case fails or any input is malformed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatOutcome,
  inputProblem,
  runConformanceText,
  summarize,
  type CaseOutcome,
} from '../tests/support/conformance/index';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the project root; INIT_CWD is where the user typed the command.
const userCwd = process.env['INIT_CWD'] ?? process.cwd();

function jsonFilesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...jsonFilesUnder(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

function display(path: string): string {
  const rel = relative(userCwd, path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

function runPath(given: string, absolute: string): CaseOutcome[] {
  let files: string[];
  try {
    files = statSync(absolute).isDirectory() ? jsonFilesUnder(absolute) : [absolute];
  } catch (error) {
    return [inputProblem(given, `cannot read: ${(error as Error).message}`)];
  }
  if (files.length === 0) return [inputProblem(given, 'no .json files found')];
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return [inputProblem(display(file), `cannot read: ${(error as Error).message}`)];
    }
    return runConformanceText(text, display(file));
  });
}

const args = process.argv.slice(2);
const inputs = args.length > 0 ? args.map((p) => [p, resolve(userCwd, p)] as const) : [['tests/conformance/', join(projectRoot, 'tests/conformance')] as const];

const outcomes = inputs.flatMap(([given, absolute]) => runPath(given, absolute));
for (const outcome of outcomes) {
  const line = formatOutcome(outcome);
  if (line !== null) console.log(line);
}
const summary = summarize(outcomes);
console.log(summary.closingLine);
process.exitCode = summary.failed > 0 ? 1 : 0;
