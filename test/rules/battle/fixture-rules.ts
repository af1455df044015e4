import type { BattleProfile, BattleRules } from '../../../src/core/battle-rules.js';
import type { RuleSystem } from '../../../src/core/system.js';

/**
 * Battle rules for a system in the shape its own battle.ts gives them, with every type
 * moving, recoiling and pursuing alike unless told: the battle model's tests fix the
 * numbers they check here, so a change of the shipped data does not move them.
 */
export function fixtureRules(system: RuleSystem, own: Partial<Record<string, Partial<BattleProfile>>> = {}, rules: Partial<BattleRules> = {}): BattleRules {
  const profiles = new Map<string, BattleProfile>(
    system.rows.map((r) => [
      r.id,
      {
        troop: r.id, name: r.name, category: r.category === 'mounted' ? 'mounted' : 'foot', cost: r.cost ?? 0,
        move: 4, moveBad: 2, recoil: 1, flee: 6, pursue: 0, pursueOnlyVs: [], pursueNotVs: [], classes: [r.id],
        recoilsThrough: [], pushable: true, crushes: false, fleesIntoBadGoing: false, badGoingExempt: false, threatAllEdges: false, rearSupportFrom: [], sideSupportFrom: [], shootRange: 0,
        shootsOwnBoundOnly: false, bespellRange: 0, extraPip: false, noContact: false, noOverlap: false, notDeployed: null, summon: null, desorcell: null,
        ...own[r.id],
      },
    ]),
  );
  return {
    army: { budget: 24, dear: { atLeast: 4, share: 0.5 }, cite: '002:79', words: 'Up to half an army\u2019s AP can be spent on 6 or 4 Point elements' },
    victory: { kind: 'elements', fraction: 1 / 3, points: 12, generalExtra: 0, general: 'none', cite: '000:59', words: 'a third or more of its elements lost and more than the enemy' },
    field: { unit: '1/2 BW', gap: 4, rear: 6, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'test' },
    camp: null,
    pips: { extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: false, secludedGeneral: false, bespell: 2, bespellAid: 1, bespellAfterMoving: true, commandDistance: null, cite: 'test' },
    conditionKeys: { overlaps: 'overlaps', flank: null, rear: 'rear', general: 'general', support: 'support', sideSupport: null, charged: 'charged', going: 'going', shootsBack: 'shoots-back', rolledOne: 'rolled-one', cover: 'cover', acrossWater: null, aiding: 'aiding', waterLurker: null },
    goings: ['good', 'bad'],
    profiles,
    terrain: null,
    ...rules,
  };
}
