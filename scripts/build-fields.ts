/**
 * `npm run fields`: writes the texts' own field of armies, fields/<system>/*.yaml and
 * fields/README.md, by the rule of src/rules/common/battle/RULINGS.md B21
 * (src/analysis/texts-field.ts). The files are data from the rule, never edited by hand:
 * test/analysis/texts-field.test.ts builds them again and holds the committed files to them
 * byte for byte. Run it when the rule, a cost or a type's battle profile changes, and commit
 * what it writes; an army file it no longer builds is removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldsReadme, TEXTS_LISTS, textsField } from '../src/analysis/texts-field.js';
import { loadSystem } from '../src/rules/registry.js';

const root = fileURLToPath(new URL('../fields/', import.meta.url));
const fields = [];
for (const list of TEXTS_LISTS) {
  const armies = textsField(await loadSystem(list.system), list);
  const dir = join(root, list.system);
  mkdirSync(dir, { recursive: true });
  for (const stale of readdirSync(dir).filter((f) => /\.ya?ml$/i.test(f) && !armies.some((a) => a.file === f))) rmSync(join(dir, stale));
  for (const army of armies) writeFileSync(join(dir, army.file), army.text);
  fields.push({ list, armies });
  process.stderr.write(`fields/${list.system}: ${armies.length} armies\n`);
}
writeFileSync(join(root, 'README.md'), fieldsReadme(fields));
