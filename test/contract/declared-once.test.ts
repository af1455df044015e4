/**
 * Issue #22: a system is declared once (its folder's meta.ts and one registry line), and a
 * combat kind accepts only the conditions and options it reads.
 */
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { CombatKind, RuleSystem } from '../../src/core/system.js';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { CATALOGUE, loadSystem, loadSystems, SYSTEM_IDS, UNLISTED } from '../../src/rules/registry.js';
import { testPool } from '../../src/rules/test-pool/index.js';
import { cli } from '../cli/run-cli.js';

describe('a system declared once', () => {
  it('every declared system loads as itself, with the id, title, seed file and combat kinds its declaration names', async () => {
    const loaded = await loadSystems();
    expect(loaded.map((s) => s.id)).toEqual([...SYSTEM_IDS]);
    expect(ALL_SYSTEMS.map((s) => s.id)).toEqual([...SYSTEM_IDS]);
    for (const system of loaded) expect(ALL_SYSTEMS).toContain(system);
    expect(CATALOGUE.map((m) => m.id)).toEqual(SYSTEM_IDS.filter((id) => !UNLISTED.has(id)));
    expect([...UNLISTED]).toEqual(['test-pool']);
  });

  it('`systems` lists exactly the listed declarations, and an unknown id is one line with suggestions', async () => {
    const out = (await cli('systems')).stdout.trim().split('\n').slice(1).map((line) => line.split(/\s+/)[0]);
    expect(out).toEqual(CATALOGUE.map((m) => m.id));
    await expect(loadSystem('hott3')).rejects.toThrow(/^unknown system 'hott3'; did you mean hott2, hott25\?$/);
    expect(await loadSystem('HOTT2')).toBe(ALL_SYSTEMS[0]);
  });
});

describe('conditions and options per combat kind', () => {
  const volley = testPool.combatKinds[0] as CombatKind;
  // The worked example with a second kind that reads an option of its own and not cover.
  const twoKinds: RuleSystem = {
    ...testPool,
    combatKinds: [volley, { ...volley, id: 'joust', label: 'joust' }],
    conditions: testPool.conditions.map((c) => ({ ...c, combat: ['volley'] })),
    options: [{ key: 'lance', kind: 'flag', description: 'a lance', combat: ['joust'] }],
  };
  const ask = (combat: string, a: Record<string, unknown>, options: Record<string, unknown> = {}) => () =>
    resolveMatchup(twoKinds, { system: 'test-pool', combat, options, attacker: { troop: 'militia', conditions: a }, defender: { troop: 'militia', conditions: {} } });

  it('a kind takes the conditions and options declared for it', () => {
    expect(ask('volley', { cover: true })().attacker.conditions['cover']).toBe(true);
    expect(ask('joust', {}, { lance: true })().options['lance']).toBe(true);
  });

  it('a kind refuses what it does not read, naming where it counts', () => {
    expect(ask('joust', { cover: true })).toThrow(/^attacker condition cover: not read in joust; it counts in volley$/);
    expect(ask('volley', {}, { lance: true })).toThrow(/^option lance: not read in volley; it counts in joust$/);
  });
});
