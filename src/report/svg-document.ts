/// <reference lib="dom" />
import { select, type Selection } from 'd3-selection';
import { ChartDocument } from './chart-dom.js';
import { joinMarkup, nodeMarkup, type Markup } from './markup.js';

/**
 * Drawing SVG without a browser: a detached <svg> in a small DOM (chart-dom.ts) for d3 to draw into,
 * and its serialisation. Text helpers are in chart-text.ts, the frame in chart-frame.ts,
 * marks written as text (for speed) in markup.ts.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A document to draw charts in: chart-dom.ts's few nodes, all d3 needs, typed as the DOM's
 * Document that d3's and the charts' types name (a jsdom document works the same, and tests
 * draw in one to prove it). One can serve a whole report.
 *
 * @example
 * const dom = chartDom();
 * netEdgeHeatmapSvg(dom, model, 'open ground');
 */
export function chartDom(): Document {
  return new ChartDocument() as unknown as Document;
}

/**
 * A coordinate rounded to a hundredth of a pixel and written without trailing zeros: the
 * same picture, in fewer characters where a chart has thousands of marks.
 *
 * @example
 * pixels(201.0000001); // => 201
 * pixels(124 + 0.35 * 11); // => 127.85
 */
export function pixels(value: number): number {
  return Math.round(value * 100) / 100;
}

export type SvgSelection = Selection<SVGSVGElement, unknown, null, undefined>;

export interface SvgDocument {
  /** The root <svg>, sized, titled and styled; draw into it with d3. */
  readonly svg: SvgSelection;
  /**
   * Put `markup` (from markup.ts, so escaped by construction) after the current
   * children of `parent`: repeated marks are far cheaper as text than as DOM nodes. It is
   * not part of the DOM, so select nothing inside it; it appears in `serialise()`'s text.
   */
  appendMarkup<E extends SVGElement>(parent: Selection<E, unknown, null, undefined>, markup: Markup | readonly Markup[]): void;
  /** The <svg> as XML with its xmlns: safe to write to a .svg file (`String(svg)`) or inline in HTML. */
  serialise(): Markup;
}

export interface SvgDocumentOptions {
  readonly width: number;
  readonly height: number;
  /** Accessible name: becomes the <title> element and aria-label. */
  readonly title: string;
  readonly fontSize: number;
}

/**
 * A detached, sized <svg> in `dom` (from `chartDom`) ready for d3. Text inside is escaped when serialised (as jsdom's
 * XMLSerializer would, see markup.ts), so names from user files can be passed to
 * `.text()` and `.attr()` as they are.
 *
 * @example
 * const doc = svgDocument(chartDom(), { width: 300, height: 80, title: 'Knights v Spears', fontSize: 12 });
 * doc.svg.append('text').attr('y', 20).text('Knights <&> Co');
 * String(doc.serialise()); // => '<svg xmlns="http://www.w3.org/2000/svg" width="300" …><title>…</title>…<text y="20">Knights &lt;&amp;&gt; Co</text></svg>'
 */
export function svgDocument(dom: Document, options: SvgDocumentOptions): SvgDocument {
  const node = dom.createElementNS(SVG_NS, 'svg');
  const width = Math.ceil(options.width);
  const height = Math.ceil(options.height);
  const svg = select(node)
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
  // Appended markup waits in this list; a comment node holding its index marks its place.
  const markups: Markup[] = [];
  return {
    svg,
    appendMarkup(parent, markup) {
      parent.node()?.appendChild(dom.createComment(String(markups.length)));
      markups.push(markup instanceof Array ? joinMarkup(markup) : (markup as Markup));
    },
    serialise: () => nodeMarkup(node, (index) => markups[Number(index)] ?? null, SVG_NS),
  };
}
