/**
 * A small strict XML reader for the card SVGs: enough to prove each file is well-formed
 * (balanced tags, quoted attributes, known entities only) and to walk its elements, without
 * adding an XML library to the project.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string, where: string): string {
  return s.replace(/&([^;\s]*);?/g, (m, name: string) => {
    if (!m.endsWith(';')) throw new Error(`Bare "&" in ${where}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const num = /^#(x[0-9a-f]+|\d+)$/i.exec(name);
    if (num) return String.fromCodePoint(num[1]!.startsWith('x') ? parseInt(num[1]!.slice(1), 16) : Number(num[1]));
    throw new Error(`Unknown entity &${name}; in ${where}`);
  });
}

export function parseXml(src: string): XmlElement {
  let i = 0;
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  if (src.startsWith('<?xml')) i = src.indexOf('?>') + 2;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const text = src.slice(i, lt === -1 ? src.length : lt);
    if (text.trim()) {
      if (stack.length === 1) throw new Error('Text outside the root element');
      top().text += decode(text, 'text');
    }
    if (lt === -1) break;
    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt);
      if (end === -1) throw new Error('Unclosed comment');
      i = end + 3;
      continue;
    }
    if (src.startsWith('</', lt)) {
      const m = /^<\/([A-Za-z_][\w:.-]*)\s*>/.exec(src.slice(lt));
      if (!m) throw new Error(`Bad closing tag at ${lt}`);
      const open = stack.pop();
      if (!open || open.name !== m[1]) throw new Error(`</${m[1]}> closes <${open?.name}>`);
      i = lt + m[0].length;
      continue;
    }
    const m = /^<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(src.slice(lt));
    if (!m) throw new Error(`Malformed tag at ${lt}: ${src.slice(lt, lt + 40)}`);
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      if (a[1]! in attrs) throw new Error(`Duplicate attribute ${a[1]} on <${m[1]}>`);
      attrs[a[1]!] = decode(a[2] ?? a[3] ?? '', `attribute ${a[1]}`);
    }
    const el: XmlElement = { name: m[1]!, attrs, children: [], text: '' };
    if (stack.length === 1 && root.children.length > 0) throw new Error('More than one root element');
    top().children.push(el);
    if (!m[3]) stack.push(el);
    i = lt + m[0].length;
  }
  if (stack.length !== 1) throw new Error(`Unclosed <${top().name}>`);
  if (root.children.length !== 1) throw new Error('No root element');
  return root.children[0]!;
}

export function* walk(el: XmlElement): Generator<XmlElement> {
  yield el;
  for (const c of el.children) yield* walk(c);
}
