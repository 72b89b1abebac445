/**
 * A lesson's steps, read from its MDX source. A lesson is a list of short steps (lichess's Learn
 * is the model): each `<Step title="…">` holds a little reading, the cards it teaches, and ends
 * with something to do. The page lists the steps from here, and the tests measure from here how
 * much a reader must read before the next thing to do. Pure: no Astro, no DOM.
 */

export interface LessonStep {
  /** 1, 2, 3… in the order they appear. */
  readonly number: number;
  /** The step's anchor on the page (`#step-3`). */
  readonly id: string;
  readonly title: string;
}

/** At most this many words of reading before the reader has something to do. */
export const READING_LIMIT_WORDS = 120;

export function stepAnchor(number: number): string {
  return `step-${number}`;
}

const STEP_TAG = /<Step\s+title="([^"]+)"\s*>/g;

/** The steps of a lesson, in order, from its MDX source (frontmatter may be included). */
export function lessonSteps(source: string): LessonStep[] {
  return [...source.matchAll(STEP_TAG)].map((m, i) => ({ number: i + 1, id: stepAnchor(i + 1), title: m[1]! }));
}

/** One piece of an MDX body: prose, or one JSX tag (opening, closing or self-closing). */
type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'tag'; readonly name: string; readonly closing: boolean; readonly source: string };

/**
 * Splits an MDX body into prose and JSX tags. A tag runs from `<Name` to the `>` that closes it,
 * skipping `>` inside quotes and inside `{…}` expressions (an inline check's options hold both).
 */
function pieces(body: string): Piece[] {
  const out: Piece[] = [];
  let text = '';
  let i = 0;
  while (i < body.length) {
    const open = /^<\/?([A-Z][A-Za-z0-9]*)/.exec(body.slice(i, i + 60));
    if (!open) {
      text += body[i];
      i++;
      continue;
    }
    if (text) out.push({ kind: 'text', text });
    text = '';
    let j = i + open[0].length;
    let depth = 0;
    let quote: string | null = null;
    for (; j < body.length; j++) {
      const c = body[j]!;
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push({ kind: 'tag', name: open[1]!, closing: open[0].startsWith('</'), source: body.slice(i, j + 1) });
    i = j + 1;
  }
  if (text) out.push({ kind: 'text', text });
  return out;
}

/** Words of Markdown prose as a reader sees them (no markup, link targets or import lines). */
export function proseWords(markdown: string): number {
  const visible = markdown
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return visible.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A JSX tag is something to do when it is an island (`client:…`): every island in a lesson is an activity. */
function isActivity(tag: Piece & { kind: 'tag' }): boolean {
  return !tag.closing && /\sclient:[a-z]+/.test(tag.source);
}

function frontmatter(source: string): { fields: Record<string, string>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!m) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const f = /^(\w+):\s*(.*)$/.exec(line);
    if (f) fields[f[1]!] = f[2]!;
  }
  return { fields, body: source.slice(m[0].length) };
}

export interface ReadingStretch {
  readonly words: number;
  /** The activity that ends the stretch (its component name), or null for reading left at the end. */
  readonly endsWith: string | null;
  /** The step the stretch ends in (0: before the first step). */
  readonly step: number;
}

/**
 * The stretches of reading between things to do, in order. The page's lead (the lesson's
 * description and what it practises, from the frontmatter) is read before the first step, so it
 * counts towards the first stretch; a step's title counts as reading; pictures of cards do not.
 */
export function readingStretches(source: string): ReadingStretch[] {
  const { fields, body } = frontmatter(source);
  const stretches: ReadingStretch[] = [];
  let words = proseWords(fields['description'] ?? '') + proseWords(fields['practice'] ?? '');
  let step = 0;
  for (const p of pieces(body)) {
    if (p.kind === 'text') words += proseWords(p.text);
    else if (p.name === 'Step' && !p.closing) {
      step++;
      words += proseWords(/title="([^"]*)"/.exec(p.source)?.[1] ?? '');
    } else if (isActivity(p)) {
      stretches.push({ words, endsWith: p.name, step });
      words = 0;
    }
  }
  if (words > 0) stretches.push({ words, endsWith: null, step });
  return stretches;
}

/** The longest stretch of reading before something to do (reading after the last activity aside). */
export function longestReading(source: string): number {
  return Math.max(0, ...readingStretches(source).filter((s) => s.endsWith !== null).map((s) => s.words));
}

export interface StepShape {
  /** Things to do (islands) in the step. */
  readonly activities: number;
  /** Words of reading after the step's last thing to do (a step should end with something to do). */
  readonly wordsAfterLastActivity: number;
}

/** What each step holds, in order; index 0 describes what comes before the first step. */
export function stepShapes(source: string): StepShape[] {
  const { body } = frontmatter(source);
  const shapes: { activities: number; wordsAfterLastActivity: number }[] = [{ activities: 0, wordsAfterLastActivity: 0 }];
  let inStep = false;
  for (const p of pieces(body)) {
    const current = shapes[shapes.length - 1]!;
    if (p.kind === 'text') {
      if (inStep) current.wordsAfterLastActivity += proseWords(p.text);
    } else if (p.name === 'Step') {
      inStep = !p.closing;
      if (!p.closing) shapes.push({ activities: 0, wordsAfterLastActivity: 0 });
    } else if (isActivity(p)) {
      current.activities++;
      current.wordsAfterLastActivity = 0;
    }
  }
  return shapes;
}
