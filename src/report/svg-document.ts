import * as d3 from 'd3';
import { JSDOM } from 'jsdom';
import type { SweepReport } from './sweep.js';

/**
 * Drawing SVG without a browser: a detached <svg> in a jsdom document for d3 to draw into,
 * its serialisation, and the few text helpers every chart shares. jsdom has no layout
 * engine (no getBBox), so text widths are estimated from character counts, never measured.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Average glyph width as a share of the font size for system-ui/sans-serif; bold runs wider. */
const GLYPH = { regular: 0.58, bold: 0.64 } as const;

/** One jsdom window serves every chart: creating one costs far more than a chart does. */
let shared: JSDOM | null = null;

export type SvgSelection = d3.Selection<SVGSVGElement, unknown, null, undefined>;

export interface SvgDocument {
  /** The root <svg>, sized, titled and styled; draw into it with d3. */
  readonly svg: SvgSelection;
  /** The <svg> as XML text with its xmlns: safe to write to a .svg file or inline in HTML. */
  serialise(): string;
}

export interface SvgDocumentOptions {
  readonly width: number;
  readonly height: number;
  /** Accessible name: becomes the <title> element and aria-label. */
  readonly title: string;
  readonly fontSize: number;
}

/**
 * A detached, sized <svg> ready for d3. Text inside is escaped by the serialiser, so names
 * from user files can be passed to `.text()` and `.attr()` as they are.
 *
 * @example
 * const doc = svgDocument({ width: 300, height: 80, title: 'Knights v Spears', fontSize: 12 });
 * doc.svg.append('text').attr('y', 20).text('Knights <&> Co');
 * doc.serialise(); // => '<svg xmlns="http://www.w3.org/2000/svg" width="300" …><title>…</title>…<text y="20">Knights &lt;&amp;&gt; Co</text></svg>'
 */
export function svgDocument(options: SvgDocumentOptions): SvgDocument {
  shared ??= new JSDOM('<!DOCTYPE html><html><body></body></html>');
  const window = shared.window;
  const node = window.document.createElementNS(SVG_NS, 'svg');
  const width = Math.ceil(options.width);
  const height = Math.ceil(options.height);
  const svg = d3
    .select(node)
    .attr('width', width)
    .attr('height', height)
    .attr('viewBox', `0 0 ${width} ${height}`)
    .attr('role', 'img')
    .attr('aria-label', options.title)
    .attr('font-family', 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif')
    .attr('font-size', options.fontSize)
    .attr('fill', '#222');
  svg.append('title').text(options.title);
  // A white background so the chart reads the same in a dark-themed viewer.
  svg.append('rect').attr('class', 'background').attr('width', width).attr('height', height).attr('fill', '#fff');
  return {
    svg,
    serialise: () => new window.XMLSerializer().serializeToString(node),
  };
}

/**
 * Estimated width in pixels of `text` at `fontSize`: a character count times an average
 * glyph width, slightly generous so labels are not clipped.
 *
 * @example
 * textWidth('Knights', 12); // => 48.72
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  return [...text].length * fontSize * (bold ? GLYPH.bold : GLYPH.regular);
}

/**
 * Break `text` into lines no wider than `maxWidth` (estimated), between the pieces that
 * `separator` divides it into (words by default). A piece longer than a line stays whole.
 *
 * @example
 * wrapText('one two three', 60, 12);        // => ['one two', 'three']
 * wrapText('a b · c d · e', 70, 12, ' · ');  // => ['a b · c d', 'e']
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, separator = ' '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of text.split(separator).map((p) => p.trim()).filter((p) => p.length > 0)) {
    const candidate = line ? `${line}${separator}${piece}` : piece;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = piece;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const METHOD_WORDS: Readonly<Record<string, string>> = {
  exact: 'exact enumeration',
  mc: 'Monte Carlo',
  'exact+mc': 'exact enumeration and Monte Carlo',
};

/** Between the parts of a source line: charts wrap it here rather than mid-part. */
export const SOURCE_SEPARATOR = ' · ';

/**
 * The source line at the foot of every chart: rule system, seed file, method, trials, seed.
 * Wrap it with `wrapText(text, width, size, SOURCE_SEPARATOR)`.
 *
 * @example
 * sourceText(report);
 * // => 'Source: Hordes of the Things, 2nd edition · seed file 000_4e153465d7893c13.txt · method: exact enumeration · trials: n/a · seed: n/a'
 */
export function sourceText(report: SweepReport): string {
  const method = METHOD_WORDS[report.method] ?? report.method;
  const trials = report.trials === null ? 'n/a' : d3.format(',')(report.trials);
  const seed = report.seed === null ? 'n/a' : String(report.seed);
  return [`Source: ${report.system.title}`, `seed file ${report.system.seedFile}`, `method: ${method}`, `trials: ${trials}`, `seed: ${seed}`].join(SOURCE_SEPARATOR);
}

/**
 * A signed value with two decimals for net edges and their changes; zero has no sign.
 *
 * @example
 * signed(0.4166); // => '+0.42'
 * signed(-0.001); // => '0.00'
 */
export function signed(value: number): string {
  return Math.abs(value) < 0.005 ? '0.00' : d3.format('+.2f')(value);
}

/**
 * A block of pre-wrapped lines as one <text> with a <tspan> per line; the first baseline
 * at `y`. Returns the y of the line after the block.
 *
 * @example
 * textBlock(svg, { lines: wrapText(note, 300, 11), x: 14, y: 40, fontSize: 11, lineHeight: 16, className: 'note' }); // => 72 for two lines
 */
export function textBlock<E extends SVGElement>(
  parent: d3.Selection<E, unknown, null, undefined>,
  block: { lines: readonly string[]; x: number; y: number; fontSize: number; lineHeight: number; className: string; fill?: string },
): number {
  parent
    .append('text')
    .attr('class', block.className)
    .attr('font-size', block.fontSize)
    .attr('fill', block.fill ?? null)
    .selectAll('tspan')
    .data(block.lines)
    .join('tspan')
    .attr('x', block.x)
    .attr('y', (_, i) => block.y + i * block.lineHeight)
    .text((line) => line);
  return block.y + block.lines.length * block.lineHeight;
}
