import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';
import { applyPatch } from '../../../src/core/overlay.js';
import { NO_PATCH } from '../../../src/core/overlay-spec.js';
import type { ExactDistribution } from '../../../src/core/kernel.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { CombatTables, FIGHT } from '../../../src/rules/common/battle/combat-tables.js';
import { workedOnce } from '../../../src/rules/common/battle/worked-battles.js';

// An exact battle is worked once a thread (src/rules/common/battle/worked-battles.ts), by
// what decides it, not by the armies' names: two armies of one name and other elements, or
// the same battle under other options, are other battles; the same one asked again is the same.
const work = tempDir('worked-battles');
const army = (file: string, elements: string): string => {
  const path = join(work, file);
  writeFileSync(path, `system: d3h2\nname: Same Name\nsource: test\nelements:\n${elements}`);
  return path;
};
const knights = army('knights.yaml', '  - { troop: knights, general: true }\n  - { troop: psiloi }\n');
const blades = army('blades.yaml', '  - { troop: blades, general: true }\n  - { troop: psiloi }\n');

async function totals(a: string, ...extra: string[]): Promise<string> {
  const r = await cli('battle', 'd3h2', a, 'general:spears+spears', '--method', 'exact', '--format', 'json', '--plan-trials', '0', ...extra);
  expect(r.code, r.stderr).toBe(0);
  return JSON.stringify(JSON.parse(r.stdout).totals);
}

describe('exact battles worked once a thread', () => {
  it('keeps apart armies of one name with other elements, and other options, and repeats the same battle exactly', async () => {
    const first = await totals(knights, '--option', 'bounds=8');
    expect(await totals(blades, '--option', 'bounds=8')).not.toBe(first);
    expect(await totals(knights, '--option', 'bounds=6')).not.toBe(first);
    expect(await totals(knights, '--option', 'bounds=8', '--first', 'attacker')).not.toBe(first);
    expect(await totals(knights, '--option', 'bounds=8')).toBe(first);
  });
});

describe('an exact battle is reused by what it reads, not by the system object (#47 part 6)', () => {
  // Blades against Psiloi: the battle's one fight read here, as the chain reads its tables.
  const tablesOn = (system: RuleSystem): CombatTables => {
    const going = { going: 'good', uphill: false };
    return new CombatTables(system, system.battle!, { system: 'd3h2', options: {}, overlay: null }, ['blades', 'psiloi'], [going, going]);
  };
  const overlaid = (troops: Record<string, Record<string, unknown>>): RuleSystem => applyPatch(d3h2, { ...NO_PATCH, troops }, 'a test').system;

  it('works a battle again on a system whose fights differ, and only then', () => {
    let worked = 0;
    const answer = (tables: CombatTables) => (): ExactDistribution => {
      worked++;
      tables.table(FIGHT.close, 0, 0, 1, 0, 0);
      return { weights: new Float64Array(12), total: 1, space: 'a test' };
    };
    const ask = (system: RuleSystem): void => {
      const tables = tablesOn(system);
      workedOnce('a test battle', tables, answer(tables));
    };
    ask(d3h2);
    expect(worked).toBe(1);
    // Knights changed: Blades against Psiloi is the same fight, the answer is reused.
    ask(overlaid({ knights: { vsFoot: 5 } }));
    expect(worked).toBe(1);
    // Psiloi +4 against foot: the fight differs, the battle is worked again; then each is reused.
    ask(overlaid({ psiloi: { vsFoot: 4 } }));
    expect(worked).toBe(2);
    ask(overlaid({ psiloi: { vsFoot: 4 } }));
    ask(d3h2);
    expect(worked).toBe(2);
  });

  it('keeps apart a battle whose types cost more, though their fights are the same (a lost element counts its AP, 002:690)', async () => {
    const dear = join(work, 'psiloi-dear.yaml');
    writeFileSync(dear, 'base: d3h2\nname: psiloi-dear\ntroops:\n  psiloi: { cost: 4 }\n');
    const three = async (...extra: string[]): Promise<string> => {
      const r = await cli('battle', 'd3h2', 'general:knights+psiloi+psiloi', 'general:blades+blades+blades', '--method', 'exact', '--option', 'bounds=4', '--format', 'json', '--plan-trials', '0', ...extra);
      expect(r.code, r.stderr).toBe(0);
      return JSON.stringify(JSON.parse(r.stdout).totals);
    };
    const base = await three();
    // Psiloi at 4 AP raise the AP the attacker must lose to be defeated (002:690, RULINGS B14):
    // within 4 bounds the Blades never defeat it.
    const costly = await three('--overlay', dear);
    expect(JSON.parse(costly)).toEqual({ attackerWins: expect.any(Number), draws: expect.any(Number), defenderWins: 0 });
    expect(costly).not.toBe(base);
    expect(await three()).toBe(base);
  });
});
