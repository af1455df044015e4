import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BattleProfile } from '../../../src/core/battle-rules.js';
import { applyPatch } from '../../../src/core/overlay.js';
import { NO_PATCH } from '../../../src/core/overlay-spec.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import type { Troop } from '../../../src/rules/hott2/troops.js';
import { hott25 } from '../../../src/rules/hott25/index.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { battleProblems, misquoted, SEED_FILES, unknownRulings } from '../battle-checks.js';
import { ROOT } from '../../cli/run-cli.js';

const profile = (system: RuleSystem, id: string): BattleProfile => {
  const p = system.battle?.profiles.get(id);
  if (!p) throw new Error(`no ${id} profile`);
  return p;
};
const acts = (row: RuleSystem['rows'][number]): { shoots: boolean; bespells: boolean } => ({ shoots: (row as Troop).shoots, bespells: (row as Troop).bespells });

describe('hott25 battle rules: hott2 with the crib sheet patched in (rulings H8-H11)', () => {
  it('validate, with profiles for Pikes, Skirmishers and Raiders', () => {
    expect(battleProblems(hott25, acts)).toEqual([]);
    expect(profile(hott25, 'pikes')).toMatchObject({ category: 'foot', move: 2, moveBad: 2, recoil: 1, rearSupportFrom: ['pikes'] });
    expect(profile(hott25, 'raiders')).toMatchObject({ category: 'mounted', move: 5, moveBad: 2, recoil: 2 });
    // No -2 in bad going (001:70-71): a plan that seeks bad going sends them (P4); Pikes and Raiders take it.
    expect([profile(hott25, 'skirmishers'), profile(hott25, 'pikes'), profile(hott25, 'raiders')].map((p) => p.badGoingExempt)).toEqual([true, false, false]);
  });

  it('win as 001:212-216 says, not as 000:59 does', () => {
    expect(hott25.battle?.victory).toMatchObject({ kind: 'elements', fraction: 0.5, general: 'defeat-if-more-lost', cite: '001:212-216' });
    expect(hott2.battle?.victory).toMatchObject({ fraction: 1 / 3, general: 'command-lost-next-bound' });
  });

  it('cost 1 PIP a spell and nothing extra for Magicians or aerials (001:14-29, 39-40)', () => {
    expect(hott25.battle?.pips).toMatchObject({ extraForTypes: 0, extraGeneralLost: 1, bespell: 1, bespellAfterMoving: false });
    expect(hott2.battle?.pips).toMatchObject({ extraForTypes: 1, bespell: 2, bespellAfterMoving: true });
  });

  it('let mounted recoil through friendly foot but not Pikes; Skirmishers through any friends (001:201-204)', () => {
    expect(profile(hott25, 'knights').recoilsThrough).toEqual(expect.arrayContaining(['spears', 'skirmishers', 'blades']));
    expect(profile(hott25, 'knights').recoilsThrough).not.toContain('pikes');
    expect(profile(hott25, 'skirmishers').recoilsThrough).toEqual(expect.arrayContaining(['knights', 'pikes', 'raiders', 'flyers']));
    expect(profile(hott25, 'spears').recoilsThrough).not.toContain('knights');
    // hott2 with Pikes added as hott25 adds them: mounted do pass through them there.
    const withPikes = applyPatch(hott2, { ...NO_PATCH, add: { pikes: { like: 'spears', name: 'Pikes', kinds: ['pikes'] } } }).system;
    expect(profile(withPikes, 'knights').recoilsThrough).toContain('pikes');
  });

  it('keep everything else hott2 has: field, army, Knights, Artillery, Gods', () => {
    expect(hott25.battle?.field).toEqual(hott2.battle?.field);
    expect(hott25.battle?.army).toEqual(hott2.battle?.army);
    for (const id of ['knights', 'artillery', 'gods', 'warband', 'behemoths']) {
      const { recoilsThrough: a, ...mine } = profile(hott25, id);
      const { recoilsThrough: b, ...theirs } = profile(hott2, id);
      expect(mine, id).toEqual(theirs);
      expect(a.length, id).toBeGreaterThanOrEqual(1);
      expect(b.length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it('follow a user overlay on hott25', () => {
    const patched = applyPatch(hott25, { ...NO_PATCH, rules: { battle: { victory: { fraction: 0.25 } } } }).system;
    expect(patched.battle?.victory).toMatchObject({ fraction: 0.25, general: 'defeat-if-more-lost' });
    expect(patched.id).toBe('hott25');
  });

  it('name only rulings the RULINGS.md files of hott25 and hott2 have', () => {
    const tables = hott25.tables ?? {};
    const rows = ['battle', 'battleTypes', 'passThrough'].flatMap((t) => tables[t]?.rows ?? []);
    expect(unknownRulings(rows, [...['hott25', 'hott2'].map((s) => join(ROOT, 'src', 'rules', s, 'RULINGS.md')), join(ROOT, 'src', 'battle', 'RULINGS.md')])).toEqual([]);
    expect(rows.filter((r) => /^H\d+$/.test(String((r as { ruling?: unknown }).ruling))).map((r) => r.id).sort()).toEqual(['mounted-through-foot', 'pips', 'skirmishers', 'victory']);
  });

  const seeded = seedText(SEED_FILES['001']) !== null;
  it.skipIf(!seeded)(`quote the crib sheet lines they cite ${seeded ? '' : NEEDS_SEEDS}`, () => {
    const tables = hott25.tables ?? {};
    expect(misquoted([...(tables['battle']?.rows ?? []), ...(tables['passThrough']?.rows ?? [])], SEED_FILES)).toEqual([]);
  });
});
