import { escapeHtml, escapeXmlAttribute, escapeXmlText } from './escape.js';

/**
 * SVG and HTML as text, escaped by construction: `Markup` is made only here, from marks
 * (`mark`, `joinMarkup`, `nodeMarkup`) and HTML templates (`html`), whose text is always
 * escaped; a plain string is never taken for markup. So no chart or page can skip escaping.
 *
 * Marks repeated once per matchup (heatmap cells, beeswarm dots, bar segments) are written
 * here rather than as jsdom nodes, which cost far more each; their coordinates and colours
 * still come from the chart's d3 scales. Put them into a chart with
 * `SvgDocument.appendMarkup`. What d3 draws into jsdom is written out by `nodeMarkup`.
 * Both escape and lay out exactly as jsdom's XMLSerializer does, so a file reads the same
 * whichever way its parts were made.
 */

/** Attribute values by name, written in this order; null or undefined leaves one out (as d3's `.attr(name, null)`). */
export type MarkAttributes = Readonly<Record<string, string | number | null | undefined>>;

/** SVG or HTML made by this module's functions: escaped by construction. */
export class Markup {
  readonly #xml: string;

  private constructor(xml: string) {
    this.#xml = xml;
  }

  /** Only this module can call it (it holds `key`): the functions below. */
  static of(xml: string, key: typeof MAKE): Markup {
    if (key !== MAKE) throw new Error('Markup is made only by the functions of markup.ts');
    return new Markup(xml);
  }

  /** The markup as text, for a file or for inclusion in a larger document. */
  toString(): string {
    return this.#xml;
  }
}

const MAKE = Symbol('markup');

/** A mark's content: text (escaped), markup, or a list of both in order. */
export type MarkContent = string | Markup | readonly (string | Markup)[];

function contentXml(content: MarkContent): string {
  if (typeof content === 'string') return escapeXmlText(content);
  if (content instanceof Markup) return content.toString();
  let xml = '';
  for (const part of content) xml += typeof part === 'string' ? escapeXmlText(part) : part.toString();
  return xml;
}

/**
 * One element as markup. Text in `content` is escaped; an element with no content is
 * written self-closed.
 *
 * @example
 * mark('rect', { class: 'cell', x: 3, fill: 'rgb(5, 48, 97)', 'data-edge': null }, mark('title', {}, 'A <&> B')).toString();
 * // => '<rect class="cell" x="3" fill="rgb(5, 48, 97)"><title>A &lt;&amp;&gt; B</title></rect>'
 */
export function mark(tag: string, attributes: MarkAttributes, content: MarkContent = ''): Markup {
  let open = `<${tag}`;
  // for-in, in the same order as Object.entries, without a pair array per attribute: a chart has thousands of marks.
  for (const name in attributes) {
    const value = attributes[name];
    if (value === null || value === undefined) continue;
    open += ` ${name}="${typeof value === 'number' ? String(value) : escapeXmlAttribute(value)}"`;
  }
  const inner = contentXml(content);
  return Markup.of(inner === '' ? `${open}/>` : `${open}>${inner}</${tag}>`, MAKE);
}

/**
 * Several marks as one, in order.
 *
 * @example
 * joinMarkup([mark('circle', { r: 2 }), mark('circle', { r: 3 })]).toString(); // => '<circle r="2"/><circle r="3"/>'
 */
export function joinMarkup(parts: readonly Markup[]): Markup {
  return Markup.of(contentXml(parts), MAKE);
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/**
 * A DOM subtree drawn by d3 as markup, as XMLSerializer writes SVG that has no prefixed
 * names: an element with no child nodes self-closed, text escaped. A comment node is
 * written as `comment(data)` returns (SvgDocument uses comments to hold appended markup).
 * Several times faster than jsdom's XMLSerializer, which tracks namespaces per element.
 * `namespace`, for a document's root, is written as its first attribute (`xmlns`).
 *
 * @example
 * nodeMarkup(gNode, () => null).toString(); // => '<g class="legend"><text x="4">Kn&lt;i&gt;ghts</text></g>'
 */
export function nodeMarkup(node: Node, comment: (data: string) => Markup | null, namespace?: string): Markup {
  return Markup.of(nodeXml(node, comment, namespace), MAKE);
}

function nodeXml(node: Node, comment: (data: string) => Markup | null, namespace?: string): string {
  if (node.nodeType === TEXT_NODE) return escapeXmlText((node as Text).data);
  if (node.nodeType === COMMENT_NODE) return comment((node as Comment).data)?.toString() ?? '';
  if (node.nodeType !== ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.localName;
  let open = namespace === undefined ? `<${tag}` : `<${tag} xmlns="${escapeXmlAttribute(namespace)}"`;
  // Indexed, not copied with Array.from: a chart has thousands of nodes, and jsdom's lists and chart-dom's arrays both index.
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes[i] as Attr;
    open += ` ${attribute.name}="${escapeXmlAttribute(attribute.value)}"`;
  }
  if (!element.hasChildNodes()) return `${open}/>`;
  let content = '';
  const children = element.childNodes;
  for (let i = 0; i < children.length; i++) content += nodeXml(children[i] as Node, comment);
  return `${open}>${content}</${tag}>`;
}

/** What the `html` template takes: text and numbers (escaped), markup (as it is), and lists of them. */
export type HtmlValue = string | number | Markup | null | undefined | readonly HtmlValue[];

function htmlValue(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Markup) return value.toString();
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(value);
  let text = '';
  for (const part of value) text += htmlValue(part);
  return text;
}

/**
 * HTML by a template: the literal parts are the page's own markup; every value put into it
 * is escaped unless it is Markup (an SVG chart, or another `html` fragment). Every page of
 * every report is built with it, so no value can reach a page unescaped.
 *
 * @example
 * html`<li title="${'a"b'}">${'<b>'}${mark('svg', {})}</li>`.toString(); // => '<li title="a&quot;b">&lt;b&gt;<svg/></li>'
 */
export function html(literals: TemplateStringsArray, ...values: readonly HtmlValue[]): Markup {
  let text = literals[0] ?? '';
  for (let i = 0; i < values.length; i++) text += htmlValue(values[i]) + (literals[i + 1] ?? '');
  return Markup.of(text, MAKE);
}

/**
 * A <style> or <script> element of the page's own code. Their content is raw text in HTML
 * (it cannot be escaped), so this takes only this package's constants, and refuses text
 * that could end the element early.
 *
 * @example
 * rawTextElement('style', 'p { color: red }').toString(); // => '<style>p { color: red }</style>'
 */
export function rawTextElement(tag: 'style' | 'script', code: string): Markup {
  if (/<\/(style|script)|<!--/i.test(code)) throw new Error(`<${tag}> text may not contain '</${tag}' or '<!--'`);
  return Markup.of(`<${tag}>${code}</${tag}>`, MAKE);
}
