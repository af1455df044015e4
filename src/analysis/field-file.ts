import { z } from 'zod';
import { closest, UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { readYamlFile } from '../scenario/yaml-file.js';
import { plainParse } from '../core/plain-parse.js';

const fieldSchema = z.strictObject({
  name: z.string().min(1).optional(),
  weights: z.record(z.string(), z.number().min(0, 'a weight cannot be negative')),
});

/**
 * The field a balance analysis weighs opponents by: uniform over the system's troop types,
 * or a YAML file `{ name?, weights: { <id>: <weight>, ... } }` (a typical army mix; types it
 * leaves out weigh 0). Unknown ids and negative weights are refused with their line.
 */
export function loadField(system: RuleSystem, file: string | undefined): { name: string; weights: Map<string, number> } {
  const ids = system.rows.map((r) => r.id);
  if (file === undefined || file === 'uniform') return { name: 'uniform', weights: new Map(ids.map((id) => [id, 1])) };
  const yaml = readYamlFile(file, 'field file');
  const parsed = plainParse(fieldSchema, yaml.raw);
  if (!parsed.ok) throw yaml.fail(parsed.issue.path, parsed.issue.message);
  const weights = new Map<string, number>();
  for (const [id, weight] of Object.entries(parsed.data.weights)) {
    const known = ids.find((x) => x === id.toLowerCase());
    if (!known) throw yaml.fail(['weights', id], `unknown troop '${id}' in ${system.id}; did you mean ${closest(id, ids).join(', ') || ids.join(', ')}?`);
    weights.set(known, weight);
  }
  if ([...weights.values()].every((w) => w === 0)) throw new UsageError(`${file}: every weight is 0; give some type a positive weight`);
  return { name: parsed.data.name ?? file, weights };
}
