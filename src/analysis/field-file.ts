import * as z from 'zod/mini';
import { closest, UsageError } from '../core/errors.js';
import type { RuleSystem } from '../core/system.js';
import { readYamlFile } from '../scenario/yaml-file.js';
import { plainParse } from '../core/plain-parse.js';

const fieldSchema = z.strictObject({
  name: z.optional(z.string().check(z.minLength(1))),
  weights: z.record(z.string(), z.number().check(z.minimum(0, 'a weight cannot be negative'))),
});

/** The default field's name: every type whose fighting the balance combat models fully, alike. */
export const MODELLED_FIELD = 'modelled';

/**
 * The field a balance analysis weighs opponents by. By default (`modelled`) every type the
 * balance combat models fully weighs 1 and a type with something left out (`notModelled`:
 * spells, missile fire, summoning) weighs 0: it is judged, but a spellcaster fighting only in
 * melee would make every other type look cheap. `uniform` weighs every type 1; a YAML file
 * `{ name?, weights: { <id>: <weight>, ... } }` gives a typical army mix (types it leaves out
 * weigh 0). Unknown ids and negative weights are refused with their line.
 */
export function loadField(system: RuleSystem, file: string | undefined): { name: string; weights: Map<string, number> } {
  const ids = system.rows.map((r) => r.id);
  if (file === 'uniform') return { name: 'uniform', weights: new Map(ids.map((id) => [id, 1])) };
  if (file === undefined || file === MODELLED_FIELD) {
    const modelled = system.rows.filter((r) => (r.notModelled ?? []).length === 0);
    // Were every type to leave something out, the field could only be all of them.
    const field = modelled.length > 0 ? modelled : system.rows;
    return { name: MODELLED_FIELD, weights: new Map(system.rows.map((r) => [r.id, field.includes(r) ? 1 : 0])) };
  }
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
