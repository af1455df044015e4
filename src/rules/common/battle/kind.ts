import type { ConditionDef } from '../../../core/conditions.js';
import type { CombatKind, OptionDef } from '../../../core/system.js';
import { BATTLE, BATTLE_DEFAULTS, type BattleTerrain } from '../../../core/battle-rules.js';
import { PLAN_CONDITION } from './plans.js';

/**
 * The battle as a combat kind of a DBA-family system (DESIGN.md, "Battles"): its joint code
 * is who won, and each side's general's fate, so a battle's result is the same kind of
 * object as a single combat's and runs on the same engines, reports and explorer.
 */
export { BATTLE };

const RESULT_VALUES = ['attacker-wins', 'draw', 'defender-wins'] as const;
export const RESULT = { attackerWins: 0, draw: 1, defenderWins: 2 } as const;

/** How a battle ended: the result (kind.ts RESULT) and the bound it was decided in (bounds + 1 for a draw). */
export interface Ending {
  result: number;
  bound: number;
}

const FATES = [
  { id: 'general-kept', label: 'general kept', unfavourable: false },
  { id: 'general-lost', label: 'general lost', unfavourable: true },
] as const;

export const BATTLE_KIND: CombatKind = {
  id: BATTLE,
  label: 'battle',
  description: 'two armies fought in lines, bound by bound, to the text\'s victory conditions',
  outcomes: FATES,
  axes: [
    {
      name: 'result',
      values: RESULT_VALUES,
      labels: { 'attacker-wins': '{attacker} win', draw: 'draw', 'defender-wins': '{defender} win' },
    },
    { name: 'attacker', values: FATES.map((f) => f.id) },
    { name: 'defender', values: FATES.map((f) => f.id) },
  ],
  totals: [
    { id: 'attackerWins', label: '{attacker} win', axis: 'result', values: ['attacker-wins'] },
    { id: 'draws', label: 'draw', axis: 'result', values: ['draw'] },
    { id: 'defenderWins', label: '{defender} win', axis: 'result', values: ['defender-wins'] },
  ],
};

/** The policies for the players' choices (RULINGS "Battles"): which group moves first when PIPs are short. */
export const POLICIES = ['widest-first', 'left-first'] as const;
export type Policy = (typeof POLICIES)[number];

/** The most bounds a battle may be capped at. */
export const MAX_BOUNDS = 200;

/**
 * What a user may vary about a battle beside the armies: part of the matchup's identity
 * (its key and stream), each default the documented ruling.
 */
export function battleOptions(budget: number, cite: string, terrain: BattleTerrain | null, contested: { readonly garrisons?: boolean; readonly threatZones?: boolean; readonly paltryRivers?: boolean } = {}): readonly OptionDef[] {
  const homes = terrain?.homes.map((h) => h.id) ?? [];
  return [
    { key: 'first', kind: 'choice', values: ['defender', 'attacker', 'random'], default: BATTLE_DEFAULTS.first, combat: [BATTLE], description: 'who takes the first bound: the defender (the second army) as the text says (000:19, 002:196), the attacker, or drawn at random (for mirror armies)' },
    { key: 'policy', kind: 'choice', values: POLICIES, default: BATTLE_DEFAULTS.policy, combat: [BATTLE], description: 'which groups the PIPs move first: the widest group first (widest-first) or left to right along the line (left-first); combats are fought left to right' },
    { key: 'field', kind: 'choice', values: ['board', 'line'], default: BATTLE_DEFAULTS.field, combat: [BATTLE], description: 'where the battle is fought: on the board (bases with facings, flank and rear contacts and outcome moves from geometry, the defender\'s home terrain; rulings F1-F44: flank and rear attacks by mounted and aerials, turning to face, Lurkers, Gods and Dragons, camps and strongholds and their garrisons, aiding shooters, Magicians and assaults on strongholds, command distance, threat zones, shots blocked by elements and woods, pursuit and flight halted by bad going, rivers, second moves as an option; other plans still to come) or on the line (each element in a column facing its opponent; rulings B1-B17; about ten times faster)' },
    { key: 'corner-overlaps', kind: 'choice', values: ['front-or-rear', 'front-only'], default: BATTLE_DEFAULTS['corner-overlaps'], combat: [BATTLE], description: 'on the board, which corners meeting make an overlap: front or rear corners, as 002:387 says, or front corners only, as the line reads it (src/battle/RULINGS.md F6)' },
    { key: 'terrain', kind: 'choice', values: ['home', 'open', ...homes], default: BATTLE_DEFAULTS.terrain, combat: [BATTLE], description: `on the board, the ground: the defender's home terrain as its army file names it (home; open ground if it names none), open good going, or a home terrain (${homes.join(', ')}), laid anew for each battle by the defender's table (${terrain?.cite ?? 'none'}; src/battle/RULINGS.md F24-F27, F30)` },
    { key: 'camps', kind: 'choice', values: ['laid', 'none'], default: BATTLE_DEFAULTS.camps, combat: [BATTLE], description: "on the board, each army's camp or stronghold in the middle of its base edge, as its text gives one (laid; src/battle/RULINGS.md F32), or none (the line's battle on a board)" },
    ...(contested.garrisons === true ? [GARRISON_OPTION] : []),
    ...(contested.threatZones === true ? [THREAT_ZONE_OPTION] : []),
    ...(contested.paltryRivers === true ? [RIVER_OPTION] : []),
    { key: 'second-moves', kind: 'choice', values: ['none', 'any'], default: BATTLE_DEFAULTS['second-moves'], combat: [BATTLE], description: "on the board, whether an element or group that has made its tactical move this bound may move again for its PIPs (002:294 `SECOND OR SUBSEQUENT TACTICAL MOVES ... Same as DBA 3.0`, whose rule the seeds do not hold): once (none), as 002:13 sets Mounted Infantry apart by moving more than once and HOTT's sheet prices one move (000:28), or again after every first move, any group not in close combat paying its PIPs again (any); src/battle/RULINGS.md F41" },
    { key: 'bounds', kind: 'count', min: 1, max: MAX_BOUNDS, default: BATTLE_DEFAULTS.bounds, combat: [BATTLE], description: 'a battle not decided after this many bounds (both sides\') is a draw' },
    { key: 'points', kind: 'count', min: 1, max: 1000, default: budget, combat: [BATTLE], description: `the AP each army may spend (${cite}); D3H2's 12 AP to lose scales with it` },
  ];
}

/** How a camp's garrison fights, where a system's camps take one (src/battle/RULINGS.md F35). */
const GARRISON_OPTION: OptionDef = {
  key: 'garrison-fights', kind: 'choice', values: ['occupant', 'camp-row'], default: BATTLE_DEFAULTS['garrison-fights'], combat: [BATTLE],
  description: "on the board, how an army's camp garrison (garrison: in the army) fights: as an element occupying the camp, its own combat factor +2 (occupant: 002:389 `unoccupied Camps use their base Combat Factor`, 002:590), or as the Camp's row with its Foot CF added (camp-row: 002:446); src/battle/RULINGS.md F35",
};

/** How far a threat zone reaches where the text does not say (src/battle/RULINGS.md F38). */
const THREAT_ZONE_OPTION: OptionDef = {
  key: 'threat-zones', kind: 'choice', values: ['to-first-base', 'through-bases'], default: BATTLE_DEFAULTS['threat-zones'], combat: [BATTLE],
  description: "on the board, how far an enemy's threat zone reaches (002:312 `The area 1 BW deep in front of ... front edge`): to the first base standing across it, as HOTT's 000:41 says (to-first-base), or its whole 1 BW past any base (through-bases); src/battle/RULINGS.md F38",
};

/** What kind of river the board lays, where the text names paltry ones but does not say which a river is (src/battle/RULINGS.md F40). */
const RIVER_OPTION: OptionDef = {
  key: 'rivers', kind: 'choice', values: ['not-paltry', 'paltry'], default: BATTLE_DEFAULTS.rivers, combat: [BATTLE],
  description: "on the board, what a laid river is (002:239 `Crossing River (unless Paltry)`, 002:592 `any but a paltry river's bank`, 002:297 `Same as DBA 3.0`, whose rule for it the seeds do not hold): not paltry, a crossing move of 1 BW and its bank +1 (not-paltry), or paltry, neither (paltry); either way a flight into it is destroyed and an element in it cannot shoot (002:679, 369); src/battle/RULINGS.md F40",
};

/** The side conditions a battle reads (the going the whole line stands in, a whole line uphill); every other condition is the line's to set. */
export const BATTLE_SIDE_CONDITIONS: ReadonlySet<string> = new Set(['going', 'uphill', PLAN_CONDITION.key]);

/** The same conditions, with each that only a single combat reads marked so (a battle refuses it from the user: the line sets it), and the battle's own: each side's plan of play (plans.ts). */
export function withBattleKind(defs: readonly ConditionDef[], kinds: readonly string[]): ConditionDef[] {
  return [...defs.map((d) => (BATTLE_SIDE_CONDITIONS.has(d.key) || d.combat ? d : { ...d, combat: kinds })), PLAN_CONDITION];
}
