/**
 * SVG marks as text, for the parts of a chart repeated once per matchup (heatmap cells,
 * beeswarm dots, bar segments): jsdom costs far more per node than the string does. The
 * coordinates and colours still come from the chart's d3 scales; only the writing of the
 * element is done here, escaped exactly as jsdom's XMLSerializer escapes it, so the file
 * reads the same either way. Put the markup into a chart with `SvgDocument.appendMarkup`.
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
