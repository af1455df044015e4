import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConditions } from '../../../src/core/conditions.js';
import type { Matchup } from '../../../src/core/system.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { hott25 } from '../../../src/rules/hott25/index.js';
import { OVERLAY_SHA256, OVERLAY_TEXT } from '../../../src/rules/hott25/overlay-text.js';
import { loadSystem } from '../../../src/rules/registry.js';
import { cli, ROOT } from '../../cli/run-cli.js';
import { exact, pairs } from '../d3h2/exact-helper.js';

const YAML_FILE = join(ROOT, 'src', 'rules', 'hott25', 'hott25.yaml');
const OLD = hott2.rows.map((r) => r.id);
const ALL = hott25.rows.map((r) => r.id);

describe('hott25 is hott2 with the shipped overlay, under its own name', () => {
  it('embeds hott25.yaml as it is (run scripts/embed-overlays.ts after editing it)', () => {
    const text = readFileSync(YAML_FILE, 'utf8');
    expect(OVERLAY_TEXT).toBe(text);
    expect(OVERLAY_SHA256).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('is registered as hott25, seed 001, with hott2 rows plus Pikes, Skirmishers and Raiders', async () => {
    expect(await loadSystem('hott25')).toBe(hott25);
    expect([hott25.id, hott25.seedFile]).toEqual(['hott25', '001_a3a2e917c5916244.txt']);
    expect(ALL).toEqual([...OLD, 'pikes', 'skirmishers', 'raiders']);
    expect((await cli('systems')).stdout).toMatch(/^hott25\s+Hordes of the Things 2\.5 \(crib sheet\)\s+close, shooting, bespell, battle\s+001_a3a2e917c5916244\.txt$/m);
    expect(hott25.groups.why).toBe('hott25 resolves one element against one element');
  });

  it('the YAML as a user overlay on hott2 gives the same figures as hott25', async () => {
    for (const [a, d, extra] of [['pikes', 'blades', ['--a', 'support']], ['magicians', 'magicians', ['--combat', 'bespell']], ['dragons', 'stronghold', ['--a', 'aiding=2']]] as const) {
      const viaSystem = JSON.parse((await cli('matchup', 'hott25', a, d, ...extra, '--format', 'json')).stdout);
      const viaOverlay = JSON.parse((await cli('matchup', 'hott2', a, d, ...extra, '--overlay', YAML_FILE, '--format', 'json')).stdout);
      expect(viaOverlay.joint, `${a} v ${d}`).toEqual(viaSystem.joint);
      expect(viaSystem.system).toBe('hott25');
    }
  });

  it('takes overlays of its own and keeps its name', async () => {
    const file = join(ROOT, 'test', 'rules', 'hott25', 'pikes-2.yaml');
    const r = await cli('matchup', 'hott25', 'pikes', 'blades', '--a', 'support', '--overlay', file, '--format', 'json');
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout);
    expect(json.system).toBe('hott25');
    expect(json.explanation.sections[0].attacker.total).toBe(5); // CF 3 + a second rank of 2
  });

  it('refuses shooting by a type that cannot, naming hott25', async () => {
    const r = await cli('matchup', 'hott25', 'pikes', 'spears', '--combat', 'shooting');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^oddsmith: Pikes cannot shoot in hott25: only Shooters and Artillery shoot/);
  });
});

describe('hott25 works for every type', () => {
  it('close combat between every pair, shooting and bespelling every target', () => {
    for (const a of ALL) for (const d of ALL) expect(exact(a, d, {}, {}, 'close', hott25).enumerated).toBe(36);
    for (const d of ALL) {
      for (const a of ['shooters', 'artillery']) expect(exact(a, d, {}, {}, 'shooting', hott25).enumerated).toBe(36);
      expect(exact('magicians', d, {}, {}, 'bespell', hott25).enumerated).toBe(36);
    }
  });
});

describe('hott25 matchups worked by hand from the crib sheet (001)', () => {
  it('Pikes with a second rank v Blades: +3 + 3 v +5 (001:79; CF 002:509)', () => {
    const r = exact('pikes', 'blades', { support: true }, {}, 'close', hott25);
    expect(r.build.attacker.parts.map((p) => `${p.value}@${p.cite}`)).toEqual(['3@002:508', '3@001:79']);
    // 6+a v 5+d: ties 5, Pikes win 20 (Blades recoil) and double 1, Blades win 10 (Pikes recoil).
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 26, recoil: 10 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 15, recoil: 20, destroyed: 1 });
  });

  it('Skirmishers v Knights: 2+a v 3+d; beaten in good going by Knights, destroyed (001:131, 142)', () => {
    const r = exact('skirmishers', 'knights', {}, {}, 'close', hott25);
    // Skirmishers double 1 (Knights destroyed), win 9 (Knights recoil), tie 5, lose 15, doubled 6.
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 15, destroyed: 21 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 26, recoil: 9, destroyed: 1 });
    // In bad going they take no -2 but Knights fighting them do (001:70-72): 2+a v 1+d; beaten
    // (8 pairs) they recoil, doubled (a=1, d=5-6) they flee.
    expect(pairs(exact('skirmishers', 'knights', { going: 'bad' }, {}, 'close', hott25).outcomes.attacker)).toEqual({ none: 26, recoil: 8, flee: 2 });
  });

  it('Knights v Raiders: 4+a v 2+d; doubled Raiders destroyed by mounted in close combat (001:145)', () => {
    const r = exact('knights', 'raiders', {}, {}, 'close', hott25);
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 30, recoil: 6 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 10, recoil: 17, destroyed: 9 });
    // Doubled by Artillery shooting they flee: 4+a v 2+d, doubled 9 of 36, beaten 17.
    expect(pairs(exact('artillery', 'raiders', {}, {}, 'shooting', hott25).outcomes.defender)).toEqual({ none: 10, recoil: 17, flee: 9 });
  });
});

/**
 * Every matchup of the hott2 types under five situations: hott25 gives different figures
 * exactly where the crib sheet changes a rule, and nowhere else.
 */
describe('hott25 differs from hott2 exactly where the crib sheet does', () => {
  const single = (troop: string, conditions: Record<string, unknown>, schema = hott2.conditions): Matchup['attacker'] => ({
    group: [{ troop, count: 1 }], label: troop, conditions: { ...defaultConditions(schema), ...conditions } as Matchup['attacker']['conditions'],
  });
  const SITUATIONS: readonly { name: string; combat: string; a: Record<string, unknown>; attackers: readonly string[] }[] = [
    { name: 'close', combat: 'close', a: {}, attackers: OLD },
    { name: 'close, second rank', combat: 'close', a: { support: true }, attackers: OLD },
    { name: 'close, attacker aided', combat: 'close', a: { aiding: 1 }, attackers: OLD },
    { name: 'shooting, two aiding', combat: 'shooting', a: { aiding: 2 }, attackers: ['shooters', 'artillery'] },
    { name: 'bespelling', combat: 'bespell', a: {}, attackers: ['magicians'] },
  ];
  const EXPECTED = [
    // 001:79-81: no second-rank bonus "v forts".
    'close, second rank: spears v stronghold', 'close, second rank: warband v stronghold',
    // 001:68-69: aiding counts for shooting and bespelling only; 001:138-140: no capture by aided aerials.
    ...OLD.map((a) => `close, attacker aided: ${a} v stronghold`),
    // 001:150-151: a doubled Stronghold is destroyed in any combat (hott2: captured, in close combat only).
    'shooting, two aiding: artillery v stronghold',
    // 001:41-43: a Magician bespelling a Magician suffers its bad results.
    'bespelling: magicians v magicians',
  ];

  it('lists the matchups that differ', () => {
    const differ: string[] = [];
    for (const s of SITUATIONS) {
      for (const a of s.attackers) {
        for (const d of OLD) {
          const m: Matchup = { system: 'hott2', combat: s.combat, attacker: single(a, s.a), defender: single(d, {}), options: defaultConditions(hott2.options), overlay: null };
          const before = hott2.prepare(m).kernel.exact?.().weights;
          const after = hott25.prepare({ ...m, system: 'hott25' }).kernel.exact?.().weights;
          if (JSON.stringify(Array.from(before ?? [])) !== JSON.stringify(Array.from(after ?? []))) differ.push(`${s.name}: ${a} v ${d}`);
        }
      }
    }
    expect(differ.sort()).toEqual([...EXPECTED].sort());
  });
});
