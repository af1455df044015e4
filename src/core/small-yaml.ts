import { UsageError } from './errors.js';

/**
 * A small YAML reader for the explorer page, where the `yaml` package would be a tenth of the
 * script: block maps and lists, `{...}` and `[...]` on one line, plain, 'single' and "double"
 * quoted text, the YAML 1.2 core schema's numbers, true/false and null, and comments. What it
 * reads it reads as `yaml` does (a test compares them on every YAML file shipped); anything
 * else (anchors, tags, block text, multi-line values, several documents...) it refuses in one
 * sentence rather than guess.
 */

export type Path = readonly (string | number)[];

/** A value read, with the line it starts on and, for a scalar, its text as written. */
type Node =
  | { readonly kind: 'map'; readonly line: number; readonly entries: { key: string; line: number; node: Node }[] }
  | { readonly kind: 'seq'; readonly line: number; readonly items: Node[] }
  | { readonly kind: 'scalar'; readonly line: number; readonly value: unknown; readonly text: string };

export interface SmallYaml {
  readonly raw: unknown;
  /** The 1-based line of the deepest part of `path` in the text (a missing field: its nearest parent). */
  lineOf(path: Path): number;
  /** The scalar at `path` as written, or ''. */
  written(path: Path): string;
}

const MOST_DEPTH = 64;

/** Thrown inside the reader: what it does not read, on which line. */
class Beyond extends Error {
  constructor(
    readonly line: number,
    readonly what: string,
  ) {
    super(what);
  }
}

interface Line {
  readonly no: number;
  indent: number;
  text: string;
}

/** The YAML 1.2 core schema's reading of a plain scalar (null, true/false, numbers), else the text. */
function plainValue(text: string): unknown {
  if (/^(~|null|Null|NULL|)$/.test(text)) return null;
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  if (/^0o[0-7]+$/.test(text)) return parseInt(text.slice(2), 8);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return parseInt(text.slice(2), 16);
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(text)) return Number(text);
  if (/^[-+]?\.(inf|Inf|INF)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^\.(nan|NaN|NAN)$/.test(text)) return NaN;
  return text;
}

/**
 * Whether a value may start after `before` (so a quote there opens quoted text, where `it's`
 * is plain): at a line's start, after a key's ':' or a list's '- ', and inside [...] or {...}
 * after '[', '{' or ','.
 */
const valueStarts = (before: string, inFlow: boolean): boolean => {
  const b = before.trimEnd();
  return /(^|:|(^|\s)-)$/.test(b) || (inFlow && /[[{,]$/.test(b));
};

/** The text's lines without comments and blanks; a `#` starts a comment at a line's start or after a space, outside quotes. */
function linesOf(text: string): Line[] {
  const out: Line[] = [];
  for (const [i, whole] of text.replace(/^\uFEFF/, '').split(/\r?\n/).entries()) {
    let quote = '';
    let depth = 0;
    let end = whole.length;
    for (let j = 0; j < whole.length; j++) {
      const c = whole[j];
      if (quote) {
        if (c === '\\' && quote === '"') j++;
        else if (c === quote) quote = '';
      } else if (c === '\t') throw new Beyond(i + 1, 'a tab outside quotes');
      else if ((c === '"' || c === "'") && valueStarts(whole.slice(0, j), depth > 0)) quote = c;
      else if ((c === '[' || c === '{') && valueStarts(whole.slice(0, j), depth > 0)) depth++;
      else if ((c === ']' || c === '}') && depth > 0) depth--;
      else if (c === '#' && (j === 0 || whole[j - 1] === ' ')) {
        end = j;
        break;
      }
    }
    const line = whole.slice(0, end).trimEnd();
    const body = line.trimStart();
    if (body === '') continue;
    if (/^(---|\.\.\.|%)/.test(line)) throw new Beyond(i + 1, 'a document marker or directive');
    out.push({ no: i + 1, indent: line.length - body.length, text: body });
  }
  return out;
}

/** One-line values: flow collections, quoted and plain scalars, read from `text` at `at`. */
class Flow {
  at = 0;
  constructor(
    readonly text: string,
    readonly line: number,
  ) {}

  private space(): void {
    while (this.text[this.at] === ' ') this.at++;
  }

  /** A value inside `[...]`/`{...}` (`inFlow`) or a whole block value. */
  value(inFlow: boolean, depth: number): Node {
    if (depth > MOST_DEPTH) throw new Beyond(this.line, `values nested more than ${MOST_DEPTH} deep`);
    this.space();
    const c = this.text[this.at] ?? '';
    if (c === '{' || c === '[') return this.collection(depth);
    if (c === '"' || c === "'") return this.quoted();
    if (c !== '' && '&*!|>@`%?:,]}#'.includes(c)) throw new Beyond(this.line, `a value starting with '${c}' (anchors, aliases, tags and block text are not read)`);
    if (/^-( |$)/.test(this.text.slice(this.at))) throw new Beyond(this.line, "a '- ' list item after a key on the same line");
    const rest = this.text.slice(this.at);
    // in [...] and {...} a plain value ends at ',', a bracket or ': ' (the next step refuses a bracket it did not expect); a block value takes the line, but holds no ': '
    const stop = inFlow ? /[,[\]{}]|:(?= |$|[,\]}])/.exec(rest) : /: |:$/.exec(rest);
    if (stop && !inFlow) throw new Beyond(this.line, 'a second `key:` on one line');
    const text = rest.slice(0, stop ? stop.index : rest.length).trimEnd();
    if (text === '') throw new Beyond(this.line, 'an empty item in [...] or {...}');
    this.at += stop ? stop.index : rest.length;
    return { kind: 'scalar', line: this.line, value: plainValue(text), text };
  }

  private quoted(): Node {
    const q = this.text[this.at] ?? '';
    const start = this.at;
    let j = start + 1;
    for (; j < this.text.length; j++) {
      const c = this.text[j];
      if (q === '"' && c === '\\') j++;
      else if (c === q) {
        if (q === "'" && this.text[j + 1] === "'") j++;
        else break;
      }
    }
    if (j >= this.text.length) throw new Beyond(this.line, 'quoted text that does not end on its line');
    const text = this.text.slice(start, j + 1);
    this.at = j + 1;
    let value: string;
    if (q === "'") value = text.slice(1, -1).replaceAll("''", "'");
    else {
      try {
        value = JSON.parse(text) as string;
      } catch {
        throw new Beyond(this.line, 'a "..." escape other than JSON\'s');
      }
    }
    return { kind: 'scalar', line: this.line, value, text };
  }

  private collection(depth: number): Node {
    const open = this.text[this.at++];
    const close = open === '{' ? '}' : ']';
    const entries: { key: string; line: number; node: Node }[] = [];
    const items: Node[] = [];
    for (;;) {
      this.space();
      if (this.at >= this.text.length) throw new Beyond(this.line, `a ${open}...${close} that does not close on its line`);
      if (this.text[this.at] === close) break;
      if (open === '{') {
        const key = keyOf(this.value(true, depth + 1), this.line);
        this.space();
        if (this.text[this.at] !== ':') throw new Beyond(this.line, 'a key without a value in {...}');
        this.at++;
        this.space();
        const empty = this.text[this.at] === ',' || this.text[this.at] === '}';
        entries.push({ key, line: this.line, node: empty ? { kind: 'scalar', line: this.line, value: null, text: '' } : this.value(true, depth + 1) });
      } else {
        items.push(this.value(true, depth + 1));
        this.space();
        if (this.text[this.at] === ':') throw new Beyond(this.line, 'a `key: value` inside [...]');
      }
      this.space();
      const c = this.text[this.at];
      if (c === ',') this.at++;
      else if (c !== close) throw new Beyond(this.line, `a ${open}...${close} that does not close on its line`);
    }
    this.at++;
    return open === '{' ? mapOf(entries, this.line) : { kind: 'seq', line: this.line, items };
  }

  /** The rest of the line must be empty. */
  done(): void {
    this.space();
    if (this.at < this.text.length) throw new Beyond(this.line, `'${this.text.slice(this.at, this.at + 20)}' after a value`);
  }
}

/** A key as text: quoted, or plain text the core schema reads as text (or a whole number, which `yaml` writes back the same). */
function keyOf(node: Node, line: number): string {
  if (node.kind !== 'scalar') throw new Beyond(line, 'a list or map as a key');
  if (typeof node.value === 'string') return node.value;
  if (/^(0|[1-9][0-9]*)$/.test(node.text)) return node.text;
  throw new Beyond(line, `the key '${node.text}', which YAML reads as ${node.value === null ? 'null' : typeof node.value}`);
}

function mapOf(entries: { key: string; line: number; node: Node }[], line: number): Node {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.key)) throw new Beyond(e.line, `the key '${e.key}' twice in one map`);
    seen.add(e.key);
  }
  return { kind: 'map', line, entries };
}

/** Block structure: maps and lists by indent. */
class Block {
  i = 0;
  constructor(readonly lines: Line[]) {}

  /** The node whose lines start at the current line, all indented `indent`. */
  node(indent: number, depth: number): Node {
    if (depth > MOST_DEPTH) throw new Beyond(this.lines[this.i]?.no ?? 1, `values nested more than ${MOST_DEPTH} deep`);
    const first = this.lines[this.i];
    if (!first) return { kind: 'scalar', line: 1, value: null, text: '' };
    if (first.text === '-' || first.text.startsWith('- ')) return this.seq(indent, depth);
    if (isEntry(first.text)) return this.map(indent, depth);
    // a lone value: the whole document, or a value on the line after its key
    const flow = new Flow(first.text, first.no);
    const node = flow.value(false, depth);
    flow.done();
    this.i++;
    return node;
  }

  private seq(indent: number, depth: number): Node {
    const items: Node[] = [];
    const line = this.lines[this.i]?.no ?? 1;
    for (let l = this.lines[this.i]; l && l.indent === indent && (l.text === '-' || l.text.startsWith('- ')); l = this.lines[this.i]) {
      const rest = l.text.slice(1).trimStart();
      if (rest === '') {
        this.i++;
        items.push(this.child(indent, depth, l.no));
      } else {
        // "- key: value" opens a map indented where its first key is
        l.indent += l.text.length - rest.length;
        l.text = rest;
        items.push(this.node(l.indent, depth + 1));
      }
    }
    this.after(indent);
    return { kind: 'seq', line, items };
  }

  private map(indent: number, depth: number): Node {
    const entries: { key: string; line: number; node: Node }[] = [];
    const line = this.lines[this.i]?.no ?? 1;
    for (let l = this.lines[this.i]; l && l.indent === indent && isEntry(l.text); l = this.lines[this.i]) {
      const flow = new Flow(l.text, l.no);
      const key = keyOf(flow.value(true, depth), l.no);
      if (l.text[flow.at] !== ':') throw new Beyond(l.no, `the key '${l.text.slice(0, flow.at)}' followed by '${l.text.slice(flow.at, flow.at + 10)}'`);
      flow.at++;
      const rest = l.text.slice(flow.at).trim();
      this.i++;
      if (rest === '') {
        const next = this.lines[this.i];
        // a list may sit at its key's indent
        const listHere = next && next.indent === indent && (next.text === '-' || next.text.startsWith('- '));
        entries.push({ key, line: l.no, node: listHere ? this.seq(indent, depth + 1) : this.child(indent, depth, l.no) });
      } else {
        const value = new Flow(rest, l.no);
        const node = value.value(false, depth + 1);
        value.done();
        entries.push({ key, line: l.no, node });
      }
      this.after(indent);
    }
    return mapOf(entries, line);
  }

  /** The value on the lines after a key or a lone '-': indented deeper, or null. */
  private child(indent: number, depth: number, line: number): Node {
    const next = this.lines[this.i];
    if (!next || next.indent <= indent) return { kind: 'scalar', line, value: null, text: '' };
    return this.node(next.indent, depth + 1);
  }

  /** After an entry, the next line may not be indented deeper than the entry (that would continue its value). */
  private after(indent: number): void {
    const next = this.lines[this.i];
    if (next && next.indent > indent) throw new Beyond(next.no, 'a value continued on the next line');
  }
}

/** A line that opens a map entry: a plain or quoted key, then ':' and a space or the line's end. */
const isEntry = (text: string): boolean => /^("([^"\\]|\\.)*"|'([^']|'')*'|[^\s"'{[\]},#&*!|>%@`-][^:]*|-[^\s:][^:]*)\s*:( |$)/.test(text);

function plain(node: Node): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(plain);
  const out: Record<string, unknown> = {};
  for (const e of node.entries) out[e.key] = plain(e.node);
  return out;
}

/** The deepest node of `path` and the line its path starts on (a map entry: its key's line). */
function nodeAt(root: Node, path: Path): { node: Node; line: number; whole: boolean } {
  let node = root;
  let line = root.line;
  let steps = 0;
  for (const step of path) {
    const next =
      node.kind === 'map' ? node.entries.find((e) => e.key === step) : node.kind === 'seq' && typeof step === 'number' ? { line: node.items[step]?.line, node: node.items[step] } : undefined;
    if (!next?.node || next.line === undefined) break;
    line = next.line;
    node = next.node;
    steps++;
  }
  return { node, line, whole: steps === path.length };
}

/** The first `__proto__` key's path, or null: refused before the text becomes an object, where it would vanish. */
function protoPath(node: Node, path: (string | number)[]): (string | number)[] | null {
  if (node.kind === 'map') {
    for (const e of node.entries) {
      if (e.key === '__proto__') return [...path, e.key];
      const found = protoPath(e.node, [...path, e.key]);
      if (found) return found;
    }
  } else if (node.kind === 'seq') {
    for (const [i, item] of node.items.entries()) {
      const found = protoPath(item, [...path, i]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Read `text` (called `name` in a refusal) as the small YAML above. A `__proto__` key is
 * given back as `proto` for the caller to refuse with its path.
 *
 * @example
 * readSmallYaml('a: { b: 2.5 }\n', 'x').raw; // => { a: { b: 2.5 } }
 */
export function readSmallYaml(text: string, name: string): SmallYaml & { readonly proto: Path | null } {
  let root: Node;
  try {
    const block = new Block(linesOf(text));
    root = block.node(block.lines[0]?.indent ?? 0, 0);
    const left = block.lines[block.i];
    if (left) throw new Beyond(left.no, 'a line that fits no map or list above it');
  } catch (error) {
    if (!(error instanceof Beyond)) throw error;
    throw new UsageError(
      `${name}: line ${error.line}: this reads plain YAML (maps, lists, one-line {...} and [...], text, numbers, true/false, comments), not ${error.what}; write it that way`,
    );
  }
  const proto = protoPath(root, []);
  return {
    raw: proto ? null : plain(root),
    proto,
    lineOf: (path) => nodeAt(root, path).line,
    written: (path) => {
      const { node, whole } = nodeAt(root, path);
      return whole && node.kind === 'scalar' ? node.text : '';
    },
  };
}
