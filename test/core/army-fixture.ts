import type { ArmyRules, BattleProfile, BattleRules } from '../../src/core/battle-rules.js';
import type { RuleSystem } from '../../src/core/system.js';

/** 002:79 in the words an army refusal quotes. */
export const ARMY_RULES_002: ArmyRules = {
  budget: 24,
  dear: { atLeast: 4, share: 0.5 },
  cite: '002:79',
  words: "Up to half an army's AP can be spent on 6 or 4 Point elements; the rest must be spent on 3, 2 or 1 point elements.  All armies receive a free General.",
};

/** Types the fixture keeps off the line (000:34, 67, 68; 002 Lurkers): the real profiles say why with their lines. */
const FIXTURE_NOT_DEPLOYED: Readonly<Record<string, string>> = {
  gods: 'summoned for PIPs during the battle, not deployed (000:34)',
  dragons: 'not deployed initially, 6 PIPs to deploy (000:68)',
  lurkers: 'placed in ambush when an enemy comes near, not deployed in the line',
};

/** A battle profile that carries only what an army check reads: its name, its cost and whether it is deployed. */
function profile(system: RuleSystem, troop: string): BattleProfile {
  const row = system.rows.find((r) => r.id === troop);
  return {
    troop, name: row?.name ?? troop, category: 'foot', cost: row?.cost ?? 0,
    move: 2, moveBad: 1, recoil: 1, flee: 2, pursue: 0, pursueOnlyVs: [], pursueNotVs: [], classes: [],
    recoilsThrough: [], pushable: true, crushes: false, fleesIntoBadGoing: false, badGoingExempt: false, threatAllEdges: false, rearSupportFrom: [], sideSupportFrom: [],
    shootRange: 0, shootsOwnBoundOnly: false, bespellRange: 0, extraPip: false, noContact: false, noOverlap: false,
    notDeployed: FIXTURE_NOT_DEPLOYED[troop] ?? null,
    summon: null,
    desorcell: null,
  };
}

/** Battle rules for a system that has none yet: 002:79's army rules, the rest placeholders the army checks never read. */
function fixtureRules(system: RuleSystem): BattleRules {
  return {
    army: system.id === 'd3h2' ? ARMY_RULES_002 : { ...ARMY_RULES_002, ruling: 'borrowed from D3H2 (fixture)' },
    victory: { kind: 'points', fraction: 0, points: 12, generalExtra: 2, general: 'none', cite: '002:690', words: 'fixture' },
    field: { unit: '1/2 BW', gap: 12, rear: 6, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'fixture' },
    camp: null,
    pips: { extraForTypes: 1, extraGeneralLost: 1, extrasFromSecondBound: true, secludedGeneral: false, bespell: 1, bespellAid: 1, bespellAfterMoving: true, commandDistance: null, cite: 'fixture' },
    conditionKeys: { overlaps: 'overlaps', flank: null, rear: 'rear', general: 'general', support: 'support', sideSupport: null, charged: null, going: 'going', shootsBack: 'shoots-back', rolledOne: null, cover: null, acrossWater: null, aiding: null, waterLurker: null },
    goings: ['good'],
    profiles: new Map(system.rows.map((r) => [r.id, profile(system, r.id)])),
    terrain: null,
  };
}

/**
 * The system with battle rules: its own once they land (`system.battle`), else a fixture
 * with 002:79's army rules, so the army tests run before the battle rules exist and keep
 * running, on the real rules, after.
 */
export function withBattle(system: RuleSystem): RuleSystem {
  return system.battle ? system : { ...system, battle: fixtureRules(system) };
}
