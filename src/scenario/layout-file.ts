import * as z from 'zod/mini';
import { MAX_LAYOUT_FEATURES, type BoardLayout, type LayoutFeature } from '../core/board-layout.js';
import { unknownField, errors } from '../core/errors.js';
import { plainParse } from '../core/plain-parse.js';
import { loadSystem } from '../rules/registry.js';
import { LIMITS } from './limits.js';
import { readYamlFile } from './yaml-file.js';

/** Board units in a base width (src/battle/board.ts UNITS_PER_BW): positions are whole eighths. */
const EIGHTHS = 8;

/** A length in base widths: a whole number of eighths, at least `min`. */
const bw = (min: number) => z.number().check(z.minimum(min), z.maximum(1000), z.refine((v) => Number.isInteger(v * EIGHTHS), 'not a whole number of eighths of a base width'));

const featureSchema = z.strictObject({
  feature: z.string().check(z.minLength(1), z.maxLength(40)),
  /** Its left edge across, and its near edge up, from army A's left rear corner, in base widths. */
  x: bw(0),
  y: bw(0),
  width: bw(1 / EIGHTHS),
  depth: bw(1 / EIGHTHS),
});

/** A layout file (docs/battles.md, "Terrain"): the systems it serves, its name, where it comes from, its features. */
export const layoutFileSchema = z.strictObject({
  system: z.union([z.string().check(z.minLength(1), z.maxLength(40)), z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(10))]),
  name: z.string().check(z.minLength(1), z.maxLength(LIMITS.nameLength)),
  source: z.optional(z.string().check(z.maxLength(2000))),
  features: z.array(featureSchema).check(z.maxLength(MAX_LAYOUT_FEATURES, `at most ${MAX_LAYOUT_FEATURES} features`)),
});

/** Whether `--terrain` names a layout file (a YAML name) rather than open ground or a home terrain. */
export function namesLayoutFile(text: string): boolean {
  return /\.ya?ml$/i.test(text.trim());
}

/**
 * Read and check a layout file for `system`: its shape, that it serves `system`, every feature
 * one the system's board lays (F24, F40), every rectangle inside the board, water along a side
 * edge (a waterway, F42) lying along one from base edge to base edge. Any
 * problem is one UsageError naming the file, the field and its line.
 */
export async function loadLayout(file: string, system: string): Promise<BoardLayout> {
  const { raw, hash, fail } = readYamlFile(file, 'layout file');
  const parsed = plainParse(layoutFileSchema, raw);
  if (!parsed.ok) {
    const { path, message, unknownKey } = parsed.issue;
    if (unknownKey === undefined) throw fail(path, message);
    const known = Object.keys(path.length === 1 ? layoutFileSchema.shape : featureSchema.shape);
    throw fail(path, unknownField(unknownKey, known));
  }
  const l = parsed.data;
  const ids = (typeof l.system === 'string' ? [l.system] : l.system).map((id) => id.toLowerCase());
  if (!ids.includes(system.toLowerCase())) throw fail(['system'], `the layout is for ${ids.join(', ')}, not ${system}`);
  const rules = (await loadSystem(system)).battle;
  const kinds = rules?.terrain?.features ?? [];
  const side = rules ? ((2 * rules.field.rear + rules.field.gap) / rules.field.baseWidth) : 0;
  const features: LayoutFeature[] = l.features.map((f, i) => {
    const kind = kinds.find((k) => k.id === f.feature);
    if (!kind) throw fail(['features', i, 'feature'], errors.unknown('feature', f.feature, kinds.map((k) => k.id), `on a ${system} board`).message);
    if (f.x + f.width > side || f.y + f.depth > side) throw fail(['features', i], `reaches past the board, which is ${side} base widths a side`);
    if (kind.lies === 'side-edge' && ((f.x > 0 && f.x + f.width < side) || f.y > 0 || f.depth < side)) throw fail(['features', i], `a ${f.feature} lies along a side edge from base edge to base edge (x 0 or x + width ${side}, y 0, depth ${side}; ruling F42)`);
    return { feature: f.feature, x0: f.x * EIGHTHS, y0: f.y * EIGHTHS, x1: (f.x + f.width) * EIGHTHS, y1: (f.y + f.depth) * EIGHTHS };
  });
  return { name: l.name, hash, features };
}
