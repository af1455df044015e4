import { lab, rgb } from 'd3-color';
import { scaleDiverging, type ScaleDiverging } from 'd3-scale';
import { interpolateRdBu, schemeTableau10 } from 'd3-scale-chromatic';

/**
 * Okabe & Ito (2008), "Color Universal Design": eight colours told apart by the common
 * colour-vision deficiencies. https://jfly.uni-koeln.de/color/
 */
const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

/**
 * One fixed colour per outcome id, the same in every chart and every system that shares the
 * vocabulary. Milder results are lighter and warmer, `destroyed` the strongest; the two
 * magical results take the cool colours so they never read as degrees of defeat.
 */
const OUTCOME_COLOURS: Readonly<Record<string, string>> = {
  none: '#BBBBBB',
  recoil: OKABE_ITO.yellow,
  flee: OKABE_ITO.orange,
  'flee-off': OKABE_ITO.reddishPurple,
  destroyed: OKABE_ITO.vermillion,
  ensorcelled: OKABE_ITO.blue,
  captured: OKABE_ITO.bluishGreen,
};

/** FNV-1a: a stable hash so an unknown outcome id keeps its colour from run to run. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** d3's own way of writing an opaque colour (`formatRgb`): whole channels 0..255. */
const RGB_TEXT = /^rgb\((\d{1,3}), (\d{1,3}), (\d{1,3})\)$/;

const hex2 = (channel: string): string => Number(channel).toString(16).padStart(2, '0');

/**
 * ColorBrewer RdBu as hex (`#f2efee`): the same colour as its `rgb(242, 239, 238)`, in 7
 * characters rather than 18. d3's `rgb(...)` parse of that text tries every colour syntax in
 * turn; a heatmap colours every cell, so the one form interpolateRdBu writes is read here.
 */
const rdBuHex = (t: number): string => {
  const text = interpolateRdBu(t);
  const channels = RGB_TEXT.exec(text);
  return channels ? `#${hex2(channels[1] as string)}${hex2(channels[2] as string)}${hex2(channels[3] as string)}` : rgb(text).formatHex();
};

/** Text colour by fill, as worked out: a heatmap's cells repeat a few hundred colours at most. */
const textOnFill = new Map<string, string>();

/**
 * One colour per balance verdict, the same in every chart's dots and in its legend (issue
 * #36): the ends of ColorBrewer RdBu for cheap (blue, as a row's win in the share matrix)
 * and dear (red), dark grey for fair, and the missing-data grey for what cannot be told.
 */
const VERDICT_COLOURS = {
  undercosted: '#2166AC',
  fair: '#4D4D4D',
  overcosted: '#B2182B',
  'cannot tell': '#B8B8B8',
} as const;

/** The verdicts in the order a legend lists them. */
export const VERDICTS = Object.keys(VERDICT_COLOURS) as (keyof typeof VERDICT_COLOURS)[];

/** Lightness (CIELAB L*, 0..100) above which dark text reads better than white. */
const LIGHT_FILL = 60;

/**
 * Colours shared by every chart: outcomes, the net-edge scale, missing data and ink.
 *
 * @example
 * palette.outcome('destroyed');      // => '#D55E00'
 * palette.netEdgeScale()(0.5);       // => '#6bacd0' (blue: the attacker is favoured)
 * palette.textOn('#053061');         // => '#fff'
 * palette.verdict('overcosted');     // => '#B2182B'
 */
export const palette = {
  /** Fill of an outcome; ids no system has declared get a Tableau 10 colour by hash. */
  outcome(id: string): string {
    return OUTCOME_COLOURS[id] ?? schemeTableau10[stableHash(id) % schemeTableau10.length] ?? '#888888';
  },

  /**
   * The attacker's net edge, -1..+1, on ColorBrewer RdBu (colour-blind safe): red where the
   * defender is favoured, blue where the attacker is, near-white at an even fight; written as
   * hex. A fresh scale each call, so no caller can change another's domain.
   */
  netEdgeScale(): ScaleDiverging<string> {
    return scaleDiverging(rdBuHex).domain([-1, 0, 1]).clamp(true);
  },

  /** The colour of a balance verdict; a type with none (no cost) takes 'cannot tell''s. */
  verdict(verdict: keyof typeof VERDICT_COLOURS | null): string {
    return VERDICT_COLOURS[verdict ?? 'cannot tell'];
  },

  /** Text colour readable on `fill`. */
  textOn(fill: string): string {
    let text = textOnFill.get(fill);
    if (text === undefined) textOnFill.set(fill, (text = lab(fill).l > LIGHT_FILL ? palette.ink : '#fff'));
    return text;
  },

  /** Bars of plain chances (a mixed strategy, a score's law): Okabe-Ito blue. */
  chance: OKABE_ITO.blue,
  /** Cells with no result: darker than the scale's near-white centre, so never read as 0. */
  missing: '#B8B8B8',
  ink: '#222',
  muted: '#595959',
  rule: '#DDDDDD',
} as const;
