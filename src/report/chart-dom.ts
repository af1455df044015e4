/**
 * The few DOM nodes d3 draws a chart into, and nothing else: elements with attributes in the
 * order they were set, text and comments, as d3-selection and d3-axis use them (append,
 * insert, remove, order, attr, text, select and selectAll by tag or class). jsdom did this
 * job, but loading it took about a second of CPU before a report's first chart, more than
 * computing most shipped scenarios (issue #38), and each of its nodes costs far more to make
 * and collect. markup.ts `nodeMarkup` writes these nodes as it wrote jsdom's, byte for byte
 * (test/report/chart-dom.test.ts draws every chart both ways).
 *
 * A selector d3 or a chart may pass is a tag, a class (`.tick`), a tag with classes
 * (`g.tick`), descendants of those (`.tick text`) or a comma-separated list; anything else is
 * refused, loudly, rather than matched wrongly.
 */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;
/** compareDocumentPosition's bits: the other node comes before, or after, this one. */
const PRECEDING = 2;
const FOLLOWING = 4;

abstract class ChartNode {
  parentNode: ChartElement | null = null;
  abstract readonly nodeType: number;

  constructor(readonly ownerDocument: ChartDocument) {}

  get nextSibling(): ChartNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) + 1] ?? null) : null;
  }

  get previousSibling(): ChartNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) - 1] ?? null) : null;
  }

  /** FOLLOWING if `other` comes after this node in document order, PRECEDING if before (d3's `order()` asks). */
  compareDocumentPosition(other: ChartNode): number {
    const path = (node: ChartNode): ChartNode[] => {
      const nodes = [node];
      for (let n = node.parentNode; n; n = n.parentNode) nodes.unshift(n);
      return nodes;
    };
    const [mine, theirs] = [path(this), path(other)];
    let depth = 0;
    while (depth < mine.length && mine[depth] === theirs[depth]) depth++;
    if (depth === theirs.length) return PRECEDING; // other is this node or an ancestor of it
    if (depth === mine.length) return FOLLOWING; // other is a descendant
    const parent = mine[depth - 1] as ChartElement | undefined;
    if (!parent) throw new Error('chart-dom: the two nodes are in different trees');
    const siblings = parent.childNodes;
    return siblings.indexOf(theirs[depth] as ChartNode) > siblings.indexOf(mine[depth] as ChartNode) ? FOLLOWING : PRECEDING;
  }
}

class ChartText extends ChartNode {
  readonly nodeType: number = TEXT_NODE;

  constructor(
    ownerDocument: ChartDocument,
    public data: string,
  ) {
    super(ownerDocument);
  }

  get textContent(): string {
    return this.data;
  }
}

class ChartComment extends ChartText {
  override readonly nodeType = COMMENT_NODE;
}

/** One compound selector: a tag (or any) and the classes an element must have. */
interface Compound {
  readonly tag: string | null;
  readonly classes: readonly string[];
}

/** Compounds separated by spaces (descendants, as in `.tick text`), the last the element's own. */
type Complex = readonly Compound[];

const COMPOUND = /^([a-zA-Z][\w-]*)?((?:\.[\w-]+)*)$/;

/**
 * Selectors parsed so far: d3-axis and the charts ask for the same few ('.tick', '.domain')
 * on every axis of every chart, and parsing one costs more than matching it.
 */
const parsedSelectors = new Map<string, readonly Complex[]>();

/** A selector as a list of alternatives (parsed once); refuses what this DOM does not match. */
function parseSelector(selector: string): readonly Complex[] {
  let parsed = parsedSelectors.get(selector);
  if (parsed === undefined) parsedSelectors.set(selector, (parsed = parseSelectorText(selector)));
  return parsed;
}

function parseSelectorText(selector: string): readonly Complex[] {
  return selector.split(',').map((part) =>
    part
      .trim()
      .split(/\s+/)
      .map((word) => {
        const match = COMPOUND.exec(word);
        if (!match || word === '') throw new Error(`chart-dom: selector '${selector}' is not supported (only tags, classes, descendants and lists of them)`);
        return { tag: match[1] ?? null, classes: (match[2] ?? '').split('.').filter(Boolean) };
      }),
  );
}

function matchesCompound(element: ChartElement, { tag, classes }: Compound): boolean {
  if (tag !== null && tag !== element.localName) return false;
  if (classes.length === 0) return true;
  const own = (element.getAttribute('class') ?? '').split(/\s+/);
  return classes.every((c) => own.includes(c));
}

/** Whether `element` matches the last compound and its ancestors, nearest first, the ones before it. */
function matchesComplex(element: ChartElement, complex: Complex): boolean {
  let i = complex.length - 1;
  if (!matchesCompound(element, complex[i] as Compound)) return false;
  for (let up = element.parentNode; up && i > 0; up = up.parentNode) if (matchesCompound(up, complex[i - 1] as Compound)) i--;
  return i === 0;
}

function matchesAny(element: ChartElement, alternatives: readonly Complex[]): boolean {
  return alternatives.some((complex) => matchesComplex(element, complex));
}

export class ChartElement extends ChartNode {
  readonly nodeType = ELEMENT_NODE;
  readonly childNodes: ChartNode[] = [];
  readonly #attributes = new Map<string, string>();

  constructor(
    ownerDocument: ChartDocument,
    readonly namespaceURI: string | null,
    readonly localName: string,
  ) {
    super(ownerDocument);
  }

  get tagName(): string {
    return this.localName;
  }

  /** Name and value of each attribute, in the order first set (as the DOM keeps them). */
  get attributes(): { readonly name: string; readonly value: string }[] {
    return Array.from(this.#attributes, ([name, value]) => ({ name, value }));
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: unknown): void {
    this.#attributes.set(name, String(value));
  }

  removeAttribute(name: string): void {
    this.#attributes.delete(name);
  }

  hasChildNodes(): boolean {
    return this.childNodes.length > 0;
  }

  get firstChild(): ChartNode | null {
    return this.childNodes[0] ?? null;
  }

  get children(): ChartElement[] {
    return this.childNodes.filter((n): n is ChartElement => n instanceof ChartElement);
  }

  appendChild<N extends ChartNode>(child: N): N {
    return this.insertBefore(child, null);
  }

  /** Moves `child` from wherever it is to just before `before` (the end if null). */
  insertBefore<N extends ChartNode>(child: N, before: ChartNode | null): N {
    child.parentNode?.removeChild(child);
    const at = before === null ? this.childNodes.length : this.childNodes.indexOf(before);
    if (at < 0) throw new Error('chart-dom: insertBefore: the reference node is not a child of this element');
    this.childNodes.splice(at, 0, child);
    child.parentNode = this;
    return child;
  }

  removeChild<N extends ChartNode>(child: N): N {
    const at = this.childNodes.indexOf(child);
    if (at < 0) throw new Error('chart-dom: removeChild: not a child of this element');
    this.childNodes.splice(at, 1);
    child.parentNode = null;
    return child;
  }

  get textContent(): string {
    let text = '';
    for (const child of this.childNodes) if (!(child instanceof ChartComment)) text += (child as ChartText | ChartElement).textContent;
    return text;
  }

  /** Replaces every child with one text node (none for ''), as the DOM does; null is ''. */
  set textContent(value: unknown) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes.length = 0;
    const text = value === null || value === undefined ? '' : String(value);
    if (text !== '') this.appendChild(new ChartText(this.ownerDocument, text));
  }

  matches(selector: string): boolean {
    return matchesAny(this, parseSelector(selector));
  }

  querySelector(selector: string): ChartElement | null {
    return this.#find(parseSelector(selector), true)[0] ?? null;
  }

  querySelectorAll(selector: string): ChartElement[] {
    return this.#find(parseSelector(selector), false);
  }

  /** Descendants matching, in document order; only the first if `first`. */
  #find(alternatives: readonly Complex[], first: boolean): ChartElement[] {
    const found: ChartElement[] = [];
    const walk = (element: ChartElement): boolean => {
      for (const child of element.childNodes) {
        if (!(child instanceof ChartElement)) continue;
        if (matchesAny(child, alternatives)) {
          found.push(child);
          if (first) return true;
        }
        if (walk(child)) return true;
      }
      return false;
    };
    walk(this);
    return found;
  }
}

/** The document d3 asks for nodes (`ownerDocument`); it holds none itself. */
export class ChartDocument {
  readonly nodeType = 9;
  /** d3 creates a child in its parent's namespace unless both are XHTML; this document is not. */
  readonly documentElement = { namespaceURI: null };

  createElementNS(namespace: string | null, name: string): ChartElement {
    return new ChartElement(this, namespace, name);
  }

  createElement(name: string): ChartElement {
    return new ChartElement(this, 'http://www.w3.org/1999/xhtml', name);
  }

  createTextNode(data: string): ChartText {
    return new ChartText(this, data);
  }

  createComment(data: string): ChartComment {
    return new ChartComment(this, data);
  }
}
