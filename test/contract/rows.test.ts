/**
 * Issue #12, rules are data: each system's troop table is validated rows a user can read
 * (`troops --format json`) and patch, and no rule file compares a troop id to a literal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { CATALOGUE, loadSystems, SYSTEM_IDS, UNLISTED } from '../../src/rules/registry.js';
import { cli, ROOT } from '../cli/run-cli.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('troop rows', () => {
  it('troops hott2 --format json prints typed rows with vsFoot, vsMounted and cost', async () => {
    const json = JSON.parse((await cli('troops', 'hott2', '--format', 'json')).stdout);
    expect(json.system).toBe('hott2');
    expect(json.overlay).toBeNull();
    expect(json.troops).toHaveLength(22);
    expect(json.troops.find((t: { id: string }) => t.id === 'knights')).toMatchObject({ name: 'Knights', category: 'mounted', vsFoot: 3, vsMounted: 4, cost: 2, line: 75 });
  });

  it('the catalogue `systems` prints matches every listed system', async () => {
    const listed = (await loadSystems()).filter((s) => !UNLISTED.has(s.id));
    expect(CATALOGUE).toEqual(listed.map((s) => ({ id: s.id, title: s.title, combatKinds: s.combatKinds.map((k) => k.id), seedFile: s.seedFile, source: s.source })));
  });

  it('a worker run from source (all-systems.ts) registers every system the registry lists', () => {
    expect(ALL_SYSTEMS.map((s) => s.id).sort()).toEqual([...SYSTEM_IDS].sort());
  });

  it('every registered system validates its own rows with its schema', async () => {
    for (const system of await loadSystems()) {
      const { rows } = await system.schemas();
      for (const row of system.rows) expect(rows.safeParse(row).success, `${system.id} ${row.id}`).toBe(true);
    }
  });

  it('no rule file compares a troop id to a string literal', () => {
    const offenders = files(join(ROOT, 'src', 'rules')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(ROOT.length)}:${i + 1}` }))
        .filter(({ line }) => !/^\s*(\*|\/\/)/.test(line)) // doc comments may show examples
        .filter(({ line }) => /(\.id|troop|\bid)\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*(\w+\.)*(id|troop)\b/.test(line)),
    );
    expect(offenders.map((o) => o.at)).toEqual([]);
  });
});
