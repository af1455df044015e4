import { describe, expect, it } from 'vitest';
import { D3H2_HOME_TERRAIN, D3H2_TERRAIN_FEATURES } from '../../../src/rules/d3h2/terrain-table.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { SEED_FILES } from '../battle-checks.js';

// The home terrain table (002:87-171) and the features it names agree: each feature named is
// one, a feature under the Rough or Bad Going column has that going, one under Linear is
// linear, and `(1 only)` where the table says it; against the seed text where it is at hand.
const features = new Map(D3H2_TERRAIN_FEATURES.map((f) => [f.id, f]));

describe('D3H2 home terrain (R54)', () => {
  it('names only features it defines, in the going of the column it lists them under', () => {
    const problems: string[] = [];
    for (const t of D3H2_HOME_TERRAIN) {
      const named = [...t.compulsory.flat().map((c) => c.feature), ...t.linear, ...t.rough, ...t.bad, ...t.others];
      for (const id of named) if (!features.has(id)) problems.push(`${t.id}: ${id} is no feature`);
      for (const id of t.rough) if (features.get(id)?.going !== 'rough') problems.push(`${t.id}: ${id} listed rough`);
      for (const id of t.bad) if (features.get(id)?.going !== 'bad') problems.push(`${t.id}: ${id} listed bad going`);
      for (const id of t.linear) if ((features.get(id)?.lies ?? 'area') === 'area') problems.push(`${t.id}: ${id} listed linear`);
      for (const [a, b] of t.eitherOr) if (![a, b].every((id) => named.includes(id))) problems.push(`${t.id}: ${a} or ${b} not both listed`);
      if (t.compulsory.length === 0) problems.push(`${t.id}: no compulsory feature`);
    }
    expect(problems).toEqual([]);
    expect(D3H2_HOME_TERRAIN.map((t) => t.id)).toEqual(['arable', 'forest', 'hilly', 'steppe', 'dry', 'tropical', 'littoral']);
  });

  const text = seedText(SEED_FILES['002']);
  it.skipIf(text === null)(`cites lines that say what the rows hold ${text === null ? NEEDS_SEEDS : ''}`, () => {
    const lines = (text ?? '').split('\n');
    const at = (cite: string): string => {
      const [from, to] = cite.replace(/^002:/, '').split(/[-,]\s*/).map(Number);
      return lines.slice((from ?? 1) - 1, to && to > (from ?? 0) ? to : from).join(' ');
    };
    const missing: string[] = [];
    for (const t of D3H2_HOME_TERRAIN) {
      const said = at(t.source);
      if (!said.includes(t.label.toUpperCase())) missing.push(`${t.id}: ${t.source}`);
      for (const id of [...t.linear, ...t.rough, ...t.bad]) if (!said.toLowerCase().includes((features.get(id)?.label ?? id).toLowerCase().split(' (')[0] ?? id)) missing.push(`${t.id}: ${id}`);
    }
    for (const f of D3H2_TERRAIN_FEATURES) {
      const said = at(f.source.split(',')[0] ?? f.source);
      const word = f.id === 'bua' ? 'BUA' : f.label;
      if (!said.includes(word)) missing.push(`${f.id}: ${f.source}`);
      if (f.most === 1 && f.id !== 'bua' && !said.includes('(1 only)')) missing.push(`${f.id}: (1 only)`);
    }
    expect(missing).toEqual([]);
  });
});
