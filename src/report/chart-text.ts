import { format } from 'd3-format';
import type { Selection } from 'd3-selection';
import { mark, type Markup } from './markup.js';
import { pixels } from './svg-document.js';

/**
 * Text for charts drawn without a layout engine: jsdom has no getBBox, so widths are
 * estimated from character counts, never measured.
 */

/** Average glyph width as a share of the font size for system-ui/sans-serif; bold runs wider. */
const GLYPH = { regular: 0.58, bold: 0.64 } as const;

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
 * The baseline that centres a line of `fontSize` text on `y`, as `dy="0.35em"` does, written
 * into `y` itself (to a hundredth of a pixel, so the picture is the same) where a chart has a
 * text per matchup.
 *
 * @example
 * centredBaseline(124, 11); // => 127.85
 * centredBaseline(124, 12); // => 128.2
 */
export function centredBaseline(y: number, fontSize: number): number {
  return pixels(y + 0.35 * fontSize);
}

/** A piece of text at `x`, in `fill` where it is not the ink of its parent. */
export interface TextPiece {
  readonly x: number;
  readonly text: string;
  readonly fill?: string | null;
}

/**
 * Pieces of text on one baseline `y`, for the values printed on a row of cells or bar
 * segments: one `<text>` with a `<tspan x>` each (a single piece is a plain `<text x y>`). A
 * tspan placed at its own x starts a text chunk, which `text-anchor` aligns on its own (SVG
 * 1.1, 10.9.2), so this draws as a `<text x y>` per piece does, in fewer bytes. Text is
 * escaped (markup.ts).
 *
 * @example
 * String(textsOnLine(20, [{ x: 10, text: '42%' }, { x: 50, text: '8%', fill: '#fff' }]));
 * // => '<text y="20"><tspan x="10">42%</tspan><tspan x="50" fill="#fff">8%</tspan></text>'
 * String(textsOnLine(20, [{ x: 10, text: '42%' }])); // => '<text x="10" y="20">42%</text>'
 */
export function textsOnLine(y: number, pieces: readonly TextPiece[]): Markup {
  const [only] = pieces;
  if (pieces.length === 1 && only) return mark('text', { x: only.x, y, fill: only.fill }, only.text);
  return mark('text', { y }, pieces.map((p) => mark('tspan', { x: p.x, fill: p.fill }, p.text)));
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

/** Made once: a chart writes thousands of signed values, and d3 parses a format's specifier each time one is made. */
const signed2 = format('+.2f');

/**
 * A signed value with two decimals for net edges and their changes; zero has no sign.
 *
 * @example
 * signed(0.4166); // => '+0.42'
 * signed(-0.001); // => '0.00'
 */
export function signed(value: number): string {
  return Math.abs(value) < 0.005 ? '0.00' : signed2(value);
}

/**
 * A block of pre-wrapped lines as one <text> with a <tspan> per line; the first baseline
 * at `y`. Returns the y of the line after the block.
 *
 * @example
 * textBlock(svg, { lines: wrapText(note, 300, 11), x: 14, y: 40, fontSize: 11, lineHeight: 16, className: 'note' }); // => 72 for two lines
 */
export function textBlock<E extends SVGElement>(
  parent: Selection<E, unknown, null, undefined>,
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
