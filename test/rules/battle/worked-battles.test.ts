import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';

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
  const r = await cli('battle', 'd3h2', a, 'general:spears+spears', '--method', 'exact', '--format', 'json', ...extra);
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
