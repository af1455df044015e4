import { lab, rgb } from 'd3-color';
import { interpolateRdBu } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import { palette } from '../../src/report/palette.js';

// The net-edge scale reads interpolateRdBu's text itself rather than by d3-color's parser, and
// textOn remembers its answers: both must give what d3-color gives, for every colour.
describe('palette colours as d3-color writes them', () => {
  const steps = 4001;
  const ts = Array.from({ length: steps }, (_, i) => i / (steps - 1));

  it('writes the net-edge scale as rgb(interpolateRdBu(t)).formatHex(), clamped outside -1..1', () => {
    const scale = palette.netEdgeScale();
    for (const t of ts) expect(scale(2 * t - 1)).toBe(rgb(interpolateRdBu(t)).formatHex());
    expect(scale(-3)).toBe(rgb(interpolateRdBu(0)).formatHex());
    expect(scale(3)).toBe(rgb(interpolateRdBu(1)).formatHex());
    expect(scale(0.5)).toBe('#6bacd0');
  });

  it('chooses dark or white text by CIELAB lightness, asked once or again', () => {
    const fills = [...ts.map((t) => palette.netEdgeScale()(2 * t - 1)), '#053061', '#B8B8B8', '#ffffff', '#000000', 'rgb(5, 48, 97)'];
    for (const round of [1, 2]) {
      for (const fill of fills) expect(palette.textOn(fill), `${fill}, round ${round}`).toBe(lab(fill).l > 60 ? palette.ink : '#fff');
    }
    expect(palette.textOn('#053061')).toBe('#fff');
    expect(palette.textOn('#f7f7f7')).toBe(palette.ink);
  });
});
