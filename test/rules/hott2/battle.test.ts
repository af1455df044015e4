import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BattleProfile } from '../../../src/core/battle-rules.js';
import { applyPatch } from '../../../src/core/overlay.js';
import { NO_PATCH } from '../../../src/core/overlay-spec.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { HOTT2_BATTLE_TABLES } from '../../../src/rules/hott2/battle-tables.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import type { Troop } from '../../../src/rules/hott2/troops.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { battleProblems, misquoted, SEED_FILES, unknownRulings } from '../battle-checks.js';
import { ROOT } from '../../cli/run-cli.js';

const profile = (system: RuleSystem, id: string): BattleProfile => {
  const p = system.battle?.profiles.get(id);
  if (!p) throw new Error(`no ${id} profile`);
  return p;
};
const acts = (row: RuleSystem['rows'][number]): { shoots: boolean; bespells: boolean } => ({ shoots: (row as Troop).shoots, bespells: (row as Troop).bespells });

describe('hott2 battle rules (seed 000; rulings R15-R22)', () => {
  it('validate: a profile per row, positive numbers where they must be, real classes and condition keys', () => {
    expect(battleProblems(hott2, acts)).toEqual([]);
  });

  it('have the victory, PIP, army and field rules the rulings give', () => {
    const b = hott2.battle;
    expect(b?.victory).toMatchObject({ kind: 'elements', fraction: 1 / 3, general: 'command-lost-next-bound', cite: '000:57-62' });
    expect(b?.pips).toEqual({ extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: false, secludedGeneral: false, bespell: 2, bespellAid: 1, bespellAfterMoving: true, commandDistance: { distance: 12, outOfSight: 6, allOf: null }, cite: '000:23-32' });
    expect(b?.army).toMatchObject({ budget: 24, dear: { atLeast: 4, share: 0.5 }, cite: '002:79', ruling: 'R16' });
    expect(b?.field).toEqual({ unit: '100p', gap: 12, rear: 6, blockedRecoil: 'destroyed', baseWidth: 1.6, flankCounts: 'any', threatZone: { depth: 1.6, aroundCamps: false }, shotBlocked: null, river: { crossing: 1, bank: true, fleeDrowns: false }, cite: '001:8-9' });
    expect(b?.conditionKeys.sideSupport).toBeNull();
    expect(b?.goings).toEqual(['good', 'bad']);
  });

  it('carry the troop table numbers in units of 100p (000:67-89)', () => {
    expect(profile(hott2, 'knights')).toMatchObject({ move: 3, moveBad: 2, recoil: 2, flee: 6, pursue: 2, category: 'mounted', cost: 2 });
    expect(profile(hott2, 'behemoths')).toMatchObject({ pursue: 2, pushable: false, crushes: true, move: 3 });
    expect(profile(hott2, 'beasts')).toMatchObject({ move: 4, moveBad: 4, pursue: 2 });
    expect(profile(hott2, 'warband')).toMatchObject({ pursue: 1, rearSupportFrom: ['warband'], recoil: 1 });
    expect(profile(hott2, 'spears')).toMatchObject({ pursue: 0, rearSupportFrom: ['spears'], sideSupportFrom: [] });
    expect(profile(hott2, 'shooters')).toMatchObject({ shootRange: 2, shootsOwnBoundOnly: false, move: 3 });
    expect(profile(hott2, 'artillery')).toMatchObject({ noContact: true, shootRange: 5, shootsOwnBoundOnly: true, moveBad: 0 });
    expect(profile(hott2, 'magicians')).toMatchObject({ bespellRange: 6, extraPip: true, move: 5 });
    expect(profile(hott2, 'flyers')).toMatchObject({ extraPip: true, move: 12, moveBad: 0 });
    expect(profile(hott2, 'dragons')).toMatchObject({ noOverlap: true, crushes: true, pushable: false });
    expect(profile(hott2, 'gods').notDeployed).toMatch(/000:67/);
    expect(profile(hott2, 'dragons').notDeployed).toMatch(/000:68/);
    expect(profile(hott2, 'lurkers').notDeployed).toMatch(/000:86/);
    expect(profile(hott2, 'stronghold')).toMatchObject({ category: 'fixed', notDeployed: expect.stringMatching(/000:60/) });
    expect(profile(hott2, 'blades').notDeployed).toBeNull();
  });

  it('carry the bad-going exemption of 000:53 from each row (`badGoingExempt`, which a plan that seeks bad going reads: P4)', () => {
    expect([...hott2.battle!.profiles].filter(([, p]) => p.badGoingExempt && p.category !== 'fixed').map(([id]) => id)).toEqual(['beasts', 'shooters', 'warband', 'lurkers']);
  });

  it('let mounted recoil through friendly foot but not foot through mounted; Sneakers and Magicians through any (000:44)', () => {
    expect(profile(hott2, 'knights').recoilsThrough).toEqual(expect.arrayContaining(['blades', 'spears', 'sneakers', 'flyers']));
    expect(profile(hott2, 'knights').recoilsThrough).not.toContain('riders');
    expect(profile(hott2, 'blades').recoilsThrough).toEqual(['gods', 'dragons', 'airboats', 'flyers', 'aerial-heroes', 'sneakers']);
    expect(profile(hott2, 'flyers').recoilsThrough).toEqual(['sneakers']);
    expect(profile(hott2, 'magicians').recoilsThrough).toContain('knights');
    expect(profile(hott2, 'sneakers').recoilsThrough).toHaveLength(21);
  });

  it('follow an overlay: a Knights row made to shoot shoots 200p; a patched move and victory are the profile and rule', () => {
    const shooting = applyPatch(hott2, { ...NO_PATCH, troops: { knights: { shoots: true } } }).system;
    expect(profile(shooting, 'knights').shootRange).toBe(2);
    expect(profile(hott2, 'knights').shootRange).toBe(0);
    const patched = applyPatch(hott2, {
      ...NO_PATCH,
      rules: { battleTypes: { knights: { move: 400 } }, battle: { victory: { fraction: 0.5 } } },
    });
    expect(profile(patched.system, 'knights').move).toBe(4);
    expect(patched.system.battle?.victory.fraction).toBe(0.5);
    expect(patched.changes).toEqual(['battle rule victory.fraction: 0.3333333333333333 -> 0.5', 'battle type knights.move: 300 -> 400']);
  });

  it('give a type an overlay adds under a class of its own its category defaults (R22)', () => {
    const added = applyPatch(hott2, { ...NO_PATCH, add: { dragoons: { like: 'knights', name: 'Dragoons', kinds: ['dragoons'] } } }).system;
    expect(profile(added, 'dragoons')).toMatchObject({ move: 5, moveBad: 2, pursue: 0, recoil: 2, classes: ['dragoons'] });
    expect(profile(added, 'knights').recoilsThrough).not.toContain('dragoons');
  });

  it('refuse a battle rule patched out of range, naming the field', async () => {
    const schemas = await hott2.schemas();
    const refused = (): unknown => {
      try {
        return applyPatch(hott2, { ...NO_PATCH, rules: { battle: { field: { gap: -1 } } } }, 'a patch', schemas);
      } catch (e) {
        return e;
      }
    };
    expect(refused()).toMatchObject({ path: ['battle', 'field', 'gap'], message: 'more than 0' });
    expect(() => applyPatch(hott2, { ...NO_PATCH, addRules: { battle: { other: { label: 'x' } } } })).toThrow(/cannot be added/);
  });

  it('name only rulings RULINGS.md has', () => {
    const t = HOTT2_BATTLE_TABLES;
    expect(unknownRulings([...t.battle, ...t.battleTypes, ...t.passThrough], [join(ROOT, 'src', 'rules', 'hott2', 'RULINGS.md'), join(ROOT, 'src', 'battle', 'RULINGS.md')])).toEqual([]);
    expect([...t.battle, ...t.battleTypes, ...t.passThrough].filter((r) => r.ruling !== null).length).toBeGreaterThan(4);
  });

  const seeded = seedText(SEED_FILES['000']) !== null;
  it.skipIf(!seeded)(`quote the seed lines they cite ${seeded ? '' : NEEDS_SEEDS}`, () => {
    expect(misquoted([...HOTT2_BATTLE_TABLES.battle, ...HOTT2_BATTLE_TABLES.passThrough], SEED_FILES)).toEqual([]);
  });
});
