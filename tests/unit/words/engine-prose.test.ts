/**
 * The engine speaks in ids and codes, never in sentences (src/engine/README.md): its English is
 * in src/words. This scans every engine source for string literals that read like prose (five
 * words or more) outside the places that may hold English: the names of cards, months, plants,
 * yaku, bonuses, presets and sources, and the messages of programming errors (`throw`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ENGINE = join(__dirname, '../../../src/engine');
/** Properties whose values are names shown to people, which stay beside the data they name. */
const NAME_PROPERTIES = new Set(['name', 'title', 'monthName', 'plant']);
/** Five words or more, separated by spaces. */
const isProse = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 5;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function allowed(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isThrowStatement(n)) return true;
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
    if (ts.isPropertyAssignment(n) && NAME_PROPERTIES.has(n.name.getText())) return true;
    if (ts.isStatement(n)) return false;
  }
  return false;
}

function proseIn(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !allowed(node)) {
      // A template's words are its literal parts; what it interpolates is code.
      const text = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ') : node.text;
      if (isProse(text)) found.push(`${relative(ENGINE, path)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${text.slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test('no English sentences in src/engine', () => {
  expect(sources(ENGINE).flatMap(proseIn)).toEqual([]);
});
