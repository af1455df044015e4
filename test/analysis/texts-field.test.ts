import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsReadme, TEXTS_LISTS, textsField, type FieldArmy, type TextsList } from '../../src/analysis/texts-field.js';
import { checkArmy } from '../../src/core/army-check.js';
import { armyCost } from '../../src/core/army-count.js';
import { loadSystem } from '../../src/rules/registry.js';
import { loadArmy } from '../../src/scenario/army-file.js';
import { cli, ROOT } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';

// Issue #49 part 5: the texts' own field of armies (src/rules/common/battle/RULINGS.md B21),
// fields/<system>/*.yaml, written by scripts/build-fields.ts from src/analysis/texts-field.ts.
const FIELDS = join(ROOT, 'fields');
const built: { list: TextsList; armies: FieldArmy[] }[] = await Promise.all(TEXTS_LISTS.map(async (list) => ({ list, armies: textsField(await loadSystem(list.system), list) })));
const yamlIn = (dir: string): string[] => readdirSync(dir).filter((f) => /\.ya?ml$/i.test(f)).sort();

describe("the texts' own field (B21)", () => {
  it('is data from the rule: the committed files are what the rule builds, byte for byte (npm run fields writes them)', () => {
    expect(built.map(({ list }) => list.system)).toEqual(['d3h2', 'hott2']);
    for (const { list, armies } of built) {
      const dir = join(FIELDS, list.system);
      expect(yamlIn(dir), `fields/${list.system}`).toEqual(armies.map((a) => a.file));
      for (const a of armies) expect(readFileSync(join(dir, a.file), 'utf8'), a.file).toBe(a.text);
    }
    expect(readFileSync(join(FIELDS, 'README.md'), 'utf8')).toBe(fieldsReadme(built));
  });

  it('is a field of a usable size: 18 armies for d3h2, 11 for hott2 and hott25', () => {
    expect(built.map(({ armies }) => armies.length)).toEqual([18, 11]);
  });

  it('every army is accepted by the army loader for each system it serves, costs at most the budget and keeps the dear share (002:79)', async () => {
    for (const { list, armies } of built) {
      for (const a of armies) {
        for (const id of list.serves) {
          const system = await loadSystem(id);
          const rules = system.battle?.army;
          if (!rules?.dear) throw new Error(`${id} has no dear share`);
          const loaded = await loadArmy(join(FIELDS, list.system, a.file), id);
          expect(loaded.system).toBe(id);
          expect(loaded.notes, a.file).toEqual([]);
          expect(checkArmy(system, loaded.army, rules.budget).notes, a.file).toEqual([]);
          const cost = armyCost(system, loaded.army);
          expect(cost).toBe(rules.budget);
          const dear = loaded.army.elements.reduce((s, e) => {
            const c = system.rows.find((r) => r.id === e.troop)?.cost ?? 0;
            return s + (c >= rules.dear!.atLeast ? c : 0);
          }, 0);
          expect(dear, a.file).toBeLessThanOrEqual(rules.budget * rules.dear.share);
          expect([cost, dear, loaded.army.elements.length]).toEqual([a.cost, a.dearAp, a.elements]);
          // Something stands on the board, the general among it; the summoned types are held off (F29, F31).
          const held = loaded.army.elements.filter((e) => system.battle?.profiles.get(e.troop)?.notDeployed);
          expect(held.length).toBe(a.summoned);
          expect(held.every((e) => !e.general)).toBe(true);
          expect(loaded.army.home).toBe(a.home);
        }
      }
    }
  });

  it("its lists are the texts' own: D3H2's ELEMENT COST table is every d3h2 type with a cost but the Fast forms; HOTT 2e's troop table every hott2 type with a cost", async () => {
    const d3h2 = await loadSystem('d3h2');
    const hott2 = await loadSystem('hott2');
    const costed = (s: typeof d3h2): string[] => s.rows.filter((r) => r.cost !== null).map((r) => r.id).sort();
    const [d, h] = TEXTS_LISTS;
    expect([...(d?.rows ?? [])].sort()).toEqual(costed(d3h2).filter((id) => !id.startsWith('fast-')));
    expect([...(h?.rows ?? [])].sort()).toEqual(costed(hott2));
  });

  it('covers every type a text prices: each of its list in one army, with every Fast form; hott25 all but the three types its crib sheet adds unpriced', async () => {
    const covered = (system: string): string[] => [...new Set((built.find((b) => b.list.serves.includes(system))?.armies ?? []).flatMap((a) => a.fielded.map((f) => f.troop)))].sort();
    for (const { list, armies } of built) {
      const rows = armies.flatMap((a) => a.rows);
      expect([...rows].sort()).toEqual([...list.rows].sort());
      expect(new Set(rows).size).toBe(rows.length);
    }
    for (const id of ['d3h2', 'hott2', 'hott25']) {
      const system = await loadSystem(id);
      const priced = system.rows.filter((r) => r.cost !== null).map((r) => r.id);
      const left = id === 'hott25' ? ['pikes', 'raiders', 'skirmishers'] : [];
      expect(covered(id), id).toEqual(priced.filter((t) => !left.includes(t)).sort());
    }
  });

  it('pairs each type, dearest first, with the cheapest it can stand with; half the AP on each; the dearer in the centre with the general', async () => {
    for (const { list, armies } of built) {
      const system = await loadSystem(list.system);
      const cost = (id: string): number => system.rows.find((r) => r.id === id)?.cost ?? 0;
      const held = (id: string): boolean => system.battle?.profiles.get(id)?.notDeployed !== null;
      for (const [i, a] of armies.entries()) {
        const [first, second] = a.rows;
        if (first === undefined) throw new Error('an army of no type');
        if (second === undefined) {
          // Only the list's odd type, left last, stands alone.
          expect([i, list.rows.length % 2]).toEqual([armies.length - 1, 1]);
          continue;
        }
        expect(cost(first)).toBeGreaterThanOrEqual(cost(second));
        expect(held(first) && held(second)).toBe(false);
        expect(cost(first) >= 4 && cost(second) >= 4).toBe(false);
        for (const id of a.rows) expect(a.fielded.filter((f) => f.troop === id || f.troop === `fast-${id}`).reduce((s, f) => s + f.count * cost(f.troop), 0), `${a.file} ${id}`).toBe(12);
      }
      // The dearest first: each army's first type is the dearest left.
      const firsts = armies.map((a) => cost(a.rows[0] ?? ''));
      expect(firsts).toEqual([...firsts].sort((x, y) => y - x));
    }
    const d3h2 = built[0]?.armies ?? [];
    expect(d3h2.map((a) => a.name).slice(0, 4)).toEqual(['Aerial Heroes and Scythed Chariots', 'Gods and Psiloi', 'Dragons and Hordes', 'Paladins and Lurkers']);
    // HOTT 2e: Gods would meet Lurkers (both summoned), so they take Warband, the cheapest they can stand with.
    expect((built[1]?.armies ?? []).map((a) => a.name).slice(0, 4)).toEqual(['Aerial Heroes and Hordes', 'Gods and Warband', 'Dragons and Sneakers', 'Heroes and Lurkers']);
  });
});

describe('balance --battle --field fields/d3h2 (issue 49)', () => {
  const work = tempDir('texts-field');
  const small = join(work, 'small.yaml');
  writeFileSync(small, 'system: d3h2\nname: Small\nsource: test\nelements:\n  - { troop: blades, general: true }\n  - { troop: psiloi }\n');

  it("fights the texts' field and states it: JSON fieldArmies lists its armies, the table its names", async () => {
    const args = ['balance', 'd3h2', '--battle', '--field', join(FIELDS, 'd3h2'), '--armies', small, '--method', 'mc', '--trials', '4', '--option', 'bounds=4', '--plans', 'line'];
    const r = await cli(...args, '--format', 'json');
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout);
    const names = (built[0]?.armies ?? []).map((a) => a.name);
    expect(json.armies).toEqual(['Small']);
    expect(json.fieldArmies).toEqual(names);
    const table = await cli(...args);
    expect(table.code, table.stderr).toBe(0);
    // The table wraps the line: read it as one.
    expect(table.stdout.replace(/\s+/g, ' ')).toContain(`Reference armies: Small Field (--field): ${names.join('; ')} `);
  });
});
