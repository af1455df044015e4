import { format } from 'd3-format';
import type { RampLegend } from '../chart-legend.js';

/**
 * The ramp legend of a mean count from 0 to `most`, white to deep blue (the chance heatmaps' ramp).
 *
 * @example
 * countLegend('Legend: elements lost', 4, palette.netEdgeScale()).ticks; // => [0, 1, 2, 3, 4]
 */
export function countLegend(title: string, most: number, scale: (v: number) => string): Omit<RampLegend, 'y'> {
  const top = Math.max(1, Math.ceil(most));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => t * top);
  return { title, domain: [0, top], ticks, tickFormat: format('~g'), colour: (v) => scale(v / top), ends: ['none', `${top} a battle`] };
}
