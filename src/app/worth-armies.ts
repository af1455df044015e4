import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../core/errors.js';
import { fileErrorWords } from '../core/file-error.js';
import { loadArmy, type LoadedArmy } from '../scenario/army-file.js';

/** The shipped armies (armies/*.yaml), beside src/ and dist/ alike. */
const SHIPPED = fileURLToPath(new URL('../../armies/', import.meta.url));

/** The YAML files of a folder, sorted by name. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/** Whether `path` is a folder; a path that cannot be read is the army file reader's to refuse. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The armies a battle worth is priced in, each both a reference army and one of the field:
 * by default every shipped army that lists `system`; else each `--armies` file, and every
 * YAML file of each `--armies` folder, which must all serve `system` (an army of another
 * system is refused, naming its file). Two armies of the same name are refused.
 */
export async function worthArmies(system: string, paths: readonly string[]): Promise<LoadedArmy[]> {
  const armies: LoadedArmy[] = [];
  if (paths.length === 0) {
    for (const file of yamlFiles(SHIPPED)) {
      const loaded = await loadArmy(file);
      // Read for its first system; read again only when it serves this one second (hott25 in [hott2, hott25]).
      if (loaded.systems.includes(system)) armies.push(loaded.system === system ? loaded : await loadArmy(file, system));
    }
    if (armies.length === 0) throw new UsageError(`no shipped army serves ${system}; give armies with --armies`);
    return armies;
  }
  for (const path of paths) {
    let files: string[];
    try {
      files = isFolder(path) ? yamlFiles(path) : [path];
    } catch (error) {
      throw new UsageError(`${path}: cannot read the folder of armies: ${fileErrorWords(error) ?? String(error)}`);
    }
    if (files.length === 0) throw new UsageError(`${path}: the folder holds no army file (.yaml)`);
    for (const file of files) armies.push(await loadArmy(file, system));
  }
  const names = armies.map((a) => a.army.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw new UsageError(`two armies are both named '${twice}': give each army its own name`);
  return armies;
}
