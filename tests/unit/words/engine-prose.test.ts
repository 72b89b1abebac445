/**
 * The engine speaks in ids and codes, never in English (src/engine/README.md): its words are in
 * src/words. This scans every engine source's string literals, outside the messages of
 * programming errors (`throw`), for three things: prose (five words or more), the display name
 * of any card, month, plant, yaku, bonus, preset or source (the tables of src/words), and a
 * name-like field (`name`, `title`, `label`…) given a text, which is how a name would come back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { CARD_NAMES, MONTH_NAMES, PLANT_NAMES } from '../../../src/words/card-names';
import { PRESET_NAMES } from '../../../src/words/preset-names';
import { SOURCE_NAMES } from '../../../src/words/sources';
import { BONUS_NAMES, YAKU_NAMES } from '../../../src/words/yaku-names';

const ENGINE = join(__dirname, '../../../src/engine');
/** Fields that hold words shown to people, which belong in src/words keyed by id. */
const NAME_FIELDS = new Set(['name', 'title', 'label', 'monthName', 'plant', 'description']);
/** Five words or more, separated by spaces. */
const isProse = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 5;

interface Literal {
  readonly where: string;
  readonly text: string;
  /** The field the literal is the value of (`{ name: 'Pine Chaff' }`), if any. */
  readonly field: string | null;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function inThrow(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isThrowStatement(n)) return true;
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
    if (ts.isStatement(n)) return false;
  }
  return false;
}

/** Every string and template literal of the engine outside `throw`, with where it is. */
function literals(): Literal[] {
  return sources(ENGINE).flatMap((path) => {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: Literal[] = [];
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !inThrow(node)) {
        // A template's words are its literal parts; what it interpolates is code.
        const text = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ') : node.text;
        const field = ts.isPropertyAssignment(node.parent) && node.parent.initializer === node ? node.parent.name.getText() : null;
        const where = `${relative(ENGINE, path)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
        found.push({ where, text, field });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

const ALL = literals();

/**
 * Every display name of src/words. A name with a capital or a space is looked for anywhere in a
 * literal ("the Crane and Sun"); a one-word lower-case name ("pine") only as a whole literal,
 * since ids are made of such words ("pine-crane").
 */
const NAMES = [
  ...Object.values(CARD_NAMES),
  ...Object.values(MONTH_NAMES),
  ...Object.values(PLANT_NAMES),
  ...Object.values(YAKU_NAMES),
  ...Object.values(BONUS_NAMES),
  ...Object.values(PRESET_NAMES),
  ...Object.values(SOURCE_NAMES),
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERNS = [...new Set(NAMES)].map((name) => ({
  name,
  pattern: /[A-Z\s]/.test(name) ? new RegExp(`(^|[^A-Za-z])${escape(name)}($|[^A-Za-z])`) : new RegExp(`^${escape(name)}$`),
}));

describe('src/engine holds no English', () => {
  test('finds the literals it checks (the scan works)', () => {
    expect(ALL.some((l) => l.text === 'pine-crane')).toBe(true);
  });

  test('no sentences', () => {
    expect(ALL.filter((l) => isProse(l.text)).map((l) => `${l.where} ${l.text.slice(0, 60)}`)).toEqual([]);
  });

  test('no name of a card, month, plant, yaku, bonus, preset or source', () => {
    const found = ALL.flatMap((l) => NAME_PATTERNS.filter((n) => n.pattern.test(l.text)).map((n) => `${l.where} "${n.name}" in ${l.text.slice(0, 60)}`));
    expect(found).toEqual([]);
  });

  test('no name-like field holding text (names are words, keyed by id in src/words)', () => {
    expect(ALL.filter((l) => l.field !== null && NAME_FIELDS.has(l.field)).map((l) => `${l.where} ${l.field}: ${l.text.slice(0, 60)}`)).toEqual([]);
  });

  test('the name check would catch a name put back', () => {
    const caught = (text: string) => NAME_PATTERNS.some((n) => n.pattern.test(text));
    expect(caught('Crane and Sun')).toBe(true);
    expect(caught('the Rain Man (Ono no Michikaze) card')).toBe(true);
    expect(caught('Five Brights')).toBe(true);
    expect(caught('susuki grass')).toBe(true);
    expect(caught('pine')).toBe(true);
    expect(caught('KoiKoi Japan')).toBe(true);
    expect(caught('pine-crane')).toBe(false);
    expect(caught('chaff')).toBe(false);
  });
});
