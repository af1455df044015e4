/**
 * SVG as text. Marks repeated once per matchup (heatmap cells, beeswarm dots, bar segments)
 * are written here rather than as jsdom nodes, which cost far more each; their coordinates
 * and colours still come from the chart's d3 scales. Put them into a chart with
 * `SvgDocument.appendMarkup`. What d3 draws into jsdom is written out by `nodeMarkup`.
 * Both escape and lay out exactly as jsdom's XMLSerializer does, so a file reads the same
 * whichever way its parts were made.
 */

/** Attribute values by name, written in this order; null or undefined leaves one out (as d3's `.attr(name, null)`). */
export type MarkAttributes = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Text content escaped for XML.
 *
 * @example
 * escapeText('Kn<i>ghts & Co'); // => 'Kn&lt;i&gt;ghts &amp; Co'
 */
export function escapeText(text: string): string {
  if (!/[&<>]/.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An attribute value escaped for a double-quoted XML attribute.
 *
 * @example
 * escapeAttribute('say "hi" & <go>'); // => 'say &quot;hi&quot; &amp; &lt;go&gt;'
 */
export function escapeAttribute(value: string): string {
  if (!/[&<>"\t\n\r]/.test(value)) return value;
  return escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');
}

/**
 * One element as markup. `content` is markup already (other `mark` calls, or `escapeText`);
 * an element with no content is written self-closed.
 *
 * @example
 * mark('rect', { class: 'cell', x: 3, fill: 'rgb(5, 48, 97)', 'data-edge': null }, mark('title', {}, escapeText('A v B')));
 * // => '<rect class="cell" x="3" fill="rgb(5, 48, 97)"><title>A v B</title></rect>'
 */
export function mark(tag: string, attributes: MarkAttributes, content = ''): string {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    open += ` ${name}="${typeof value === 'number' ? String(value) : escapeAttribute(value)}"`;
  }
  return content === '' ? `${open}/>` : `${open}>${content}</${tag}>`;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/**
 * A DOM subtree drawn by d3 as markup, as XMLSerializer writes SVG that has no prefixed
 * names: an element with no child nodes self-closed, text escaped. A comment node is
 * written as `comment(data)` returns (SvgDocument uses comments to hold appended markup).
 * Several times faster than jsdom's XMLSerializer, which tracks namespaces per element.
 *
 * @example
 * nodeMarkup(gNode, () => ''); // => '<g class="legend"><text x="4">Kn&lt;i&gt;ghts</text></g>'
 */
export function nodeMarkup(node: Node, comment: (data: string) => string): string {
  if (node.nodeType === TEXT_NODE) return escapeText((node as Text).data);
  if (node.nodeType === COMMENT_NODE) return comment((node as Comment).data);
  if (node.nodeType !== ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.localName;
  let open = `<${tag}`;
  for (const attribute of Array.from(element.attributes)) open += ` ${attribute.name}="${escapeAttribute(attribute.value)}"`;
  if (!element.hasChildNodes()) return `${open}/>`;
  let content = '';
  for (const child of Array.from(element.childNodes)) content += nodeMarkup(child, comment);
  return `${open}>${content}</${tag}>`;
}
