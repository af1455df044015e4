import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BattleProfile } from '../../../src/core/battle-rules.js';
import { applyPatch } from '../../../src/core/overlay.js';
import { NO_PATCH } from '../../../src/core/overlay-spec.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { D3H2_BATTLE_TABLES } from '../../../src/rules/d3h2/battle-tables.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import type { TroopRow } from '../../../src/rules/d3h2/troops.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';
import { battleProblems, misquoted, SEED_FILES, unknownRulings } from '../battle-checks.js';
import { ROOT } from '../../cli/run-cli.js';

const profile = (system: RuleSystem, id: string): BattleProfile => {
  const p = system.battle?.profiles.get(id);
  if (!p) throw new Error(`no ${id} profile`);
  return p;
};
const acts = (row: RuleSystem['rows'][number]): { shoots: boolean; bespells: boolean } => ({ shoots: (row as TroopRow).shoots !== null, bespells: (row as TroopRow).bespells !== null });

describe('d3h2 battle rules (seed 002; rulings R44-R51), in units of 1/2 BW', () => {
  it('validate: a profile per row, positive numbers where they must be, real classes and condition keys', () => {
    expect(battleProblems(d3h2, acts)).toEqual([]);
  });

  it('have the victory, PIP, army and field rules of 002:79, 193, 203-212 and 689-695', () => {
    const b = d3h2.battle;
    expect(b?.victory).toMatchObject({ kind: 'points', points: 12, generalExtra: 2, general: 'none' });
    expect(b?.victory).not.toEqual(hott2.battle?.victory);
    expect(b?.pips).toMatchObject({ extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: true, secludedGeneral: true, bespell: 2, bespellAid: 1, bespellAfterMoving: true, commandDistance: { distance: 16, outOfSight: 8, allOf: { classes: ['light-horse'], distance: 40 } } });
    expect(b?.army).toMatchObject({ budget: 24, dear: { atLeast: 4, share: 0.5 }, cite: '002:79' });
    expect(b?.army.ruling).toBe('R52');
    expect(b?.field).toEqual({ unit: '1/2 BW', gap: 12, rear: 9, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'lined-up', threatZone: { depth: 2, aroundCamps: true }, shotBlocked: { terrainDepth: 1 }, river: { crossing: 2, bank: true, fleeDrowns: true }, cite: '002:193' });
    expect(b?.conditionKeys).toMatchObject({ sideSupport: 'side-support', support: 'support', rolledOne: 'rolled-one' });
    expect(b?.goings).toEqual(['good', 'rough', 'bad']);
  });

  it('move as the Tactical Move Distances give (002:243-290), Fast elements their Fast move', () => {
    expect(profile(d3h2, 'knights')).toMatchObject({ move: 6, moveBad: 2, recoil: 2, flee: 6 });
    expect(profile(d3h2, 'fast-knights')).toMatchObject({ move: 8, moveBad: 2 });
    expect(profile(d3h2, 'beasts')).toMatchObject({ move: 8, moveBad: 8 });
    expect(profile(d3h2, 'flyers')).toMatchObject({ move: 20, moveBad: 20, extraPip: true });
    expect(profile(d3h2, 'airboats')).toMatchObject({ move: 10, moveBad: 10 });
    expect(profile(d3h2, 'aerial-heroes')).toMatchObject({ move: 20, category: 'aerial' });
    expect(profile(d3h2, 'heroes')).toMatchObject({ move: 10, moveBad: 4 });
    expect(profile(d3h2, 'blades')).toMatchObject({ move: 4, moveBad: 2, recoil: 1 });
    expect(profile(d3h2, 'psiloi')).toMatchObject({ move: 6, moveBad: 6 });
    expect(profile(d3h2, 'warband')).toMatchObject({ move: 4, moveBad: 4 });
    expect(profile(d3h2, 'artillery')).toMatchObject({ move: 4, moveBad: 0, noContact: true, shootRange: 10, shootsOwnBoundOnly: true, extraPip: true });
    expect(profile(d3h2, 'fast-war-wagons')).toMatchObject({ move: 6, moveBad: 0, noContact: true, pushable: false });
  });

  it('carry the bad-going exemption of 002:595 from each row (`badGoingExempt`, which a plan that seeks bad going reads: P4)', () => {
    const exempt = [...d3h2.battle!.profiles].filter(([, p]) => p.badGoingExempt && p.category !== 'aerial').map(([id]) => id);
    expect(exempt).toEqual(['beasts', 'auxilia', 'bows', 'psiloi', 'lurkers', 'warband', 'shooters', 'fast-beasts', 'fast-auxilia', 'fast-bows', 'fast-warband', 'fast-shooters', 'double-bows']);
    for (const id of ['blades', 'spears', 'knights', 'hordes']) expect(profile(d3h2, id).badGoingExempt, id).toBe(false);
  });

  it('pursue as 002:684-685 says: 1 BW for Knights but not after Lurkers or Psiloi, 1/2 BW for Blades only against Foot', () => {
    expect(profile(d3h2, 'knights')).toMatchObject({ pursue: 2, pursueOnlyVs: [], pursueNotVs: ['lurkers', 'psiloi'] });
    expect(profile(d3h2, 'blades')).toMatchObject({ pursue: 1, pursueOnlyVs: ['foot'], pursueNotVs: ['lurkers', 'psiloi'] });
    for (const id of ['scythed-chariots', 'behemoths', 'beasts', 'hordes', 'inexhaustible-hordes']) expect(profile(d3h2, id).pursue, id).toBe(2);
    for (const id of ['pikes', 'warband', 'double-blades']) expect(profile(d3h2, id).pursue, id).toBe(1);
    for (const id of ['cavalry', 'spears', 'auxilia', 'psiloi', 'heroes']) expect(profile(d3h2, id).pursue, id).toBe(0);
  });

  it('recoil as 002:662-673 says: Behemoths crush and are not pushed; pass-through by the list (a)-(d)', () => {
    expect(profile(d3h2, 'behemoths')).toMatchObject({ crushes: true, pushable: false });
    expect(profile(d3h2, 'war-wagons')).toMatchObject({ crushes: false, pushable: false });
    expect(profile(d3h2, 'spears')).toMatchObject({ crushes: false, pushable: true, recoilsThrough: [] });
    expect(profile(d3h2, 'knights').recoilsThrough).toEqual(expect.arrayContaining(['spears', 'blades', 'psiloi', 'cavalry']));
    for (const not of ['pikes', 'hordes', 'behemoths']) expect(profile(d3h2, 'knights').recoilsThrough).not.toContain(not);
    expect(profile(d3h2, 'blades').recoilsThrough).toEqual(['spears', 'blades']);
    expect(profile(d3h2, 'bows').recoilsThrough).toEqual(['blades']);
    expect(profile(d3h2, 'psiloi').recoilsThrough).not.toContain('psiloi');
    expect(profile(d3h2, 'psiloi').recoilsThrough).toContain('spears');
  });

  it('take support, ranges and extra PIPs from the rows (002:211, 337, 348-350, 557-572)', () => {
    expect(profile(d3h2, 'pikes').rearSupportFrom).toEqual(['pikes']);
    expect(profile(d3h2, 'spears').sideSupportFrom).toEqual(['spears', 'blades']);
    expect(profile(d3h2, 'fast-spears').sideSupportFrom).toEqual([]);
    expect(profile(d3h2, 'bows').shootRange).toBe(6);
    expect(profile(d3h2, 'mages')).toMatchObject({ bespellRange: 10, extraPip: true, move: 10 });
    expect(profile(d3h2, 'dragons')).toMatchObject({ noOverlap: true, notDeployed: expect.stringMatching(/002:193/) });
    for (const id of ['gods', 'lurkers']) expect(profile(d3h2, id).notDeployed, id).toMatch(/002:193/);
    expect(profile(d3h2, 'camp')).toMatchObject({ category: 'fixed', cost: 2, notDeployed: expect.stringMatching(/left out/) });
    expect(profile(d3h2, 'stronghold')).toMatchObject({ category: 'fixed', cost: 4, notDeployed: expect.stringMatching(/left out/) });
  });

  it('follow an overlay: Knights made to shoot, a patched move, a patched victory', () => {
    const shooting = applyPatch(d3h2, { ...NO_PATCH, troops: { knights: { shoots: { rangeBW: 2, shootsBackOnlyAt: null } } } }).system;
    expect(profile(shooting, 'knights').shootRange).toBe(4);
    const moved = applyPatch(d3h2, { ...NO_PATCH, rules: { battleTypes: { knights: { move: 4 } }, battle: { victory: { points: 10 } } } }).system;
    expect(profile(moved, 'knights').move).toBe(8);
    expect(profile(moved, 'fast-knights').move).toBe(8);
    expect(moved.battle?.victory.points).toBe(10);
    expect(profile(d3h2, 'knights').move).toBe(6);
  });

  it('name only rulings RULINGS.md has', () => {
    const t = D3H2_BATTLE_TABLES;
    expect(unknownRulings([...t.battle, ...t.battleTypes, ...t.passThrough], [join(ROOT, 'src', 'rules', 'd3h2', 'RULINGS.md'), join(ROOT, 'src', 'battle', 'RULINGS.md')])).toEqual([]);
    expect([...t.battle, ...t.battleTypes, ...t.passThrough].filter((r) => r.ruling !== null).length).toBeGreaterThan(4);
  });

  const seeded = seedText(SEED_FILES['002']) !== null;
  it.skipIf(!seeded)(`quote the seed lines they cite ${seeded ? '' : NEEDS_SEEDS}`, () => {
    expect(misquoted([...D3H2_BATTLE_TABLES.battle, ...D3H2_BATTLE_TABLES.passThrough], SEED_FILES)).toEqual([]);
  });
});
