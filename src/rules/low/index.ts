import { kinshipFinder } from '../common/kinship.js';
import { KINSHIP } from './kinship.js';
import { MAX_FIGURES } from '../../core/group.js';
import type { RuleSystem, TroopRowBase } from '../../core/system.js';
import { prepareByKind, type KindPrepares } from '../common/kind-prepare.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { CONDITIONS, OPTIONS } from './conditions.js';
import { ENGAGEMENT, MELEE, MISSILE, SHOT } from './kinds.js';
import { prepareEngagement } from './prepare-engagement.js';
import { prepareMissile } from './prepare-missile.js';
import { prepareShot } from './prepare-shot.js';
import { prepareMelee } from './prepare-melee.js';
import { TROOPS, type Troop } from './troops.js';
import { META } from './meta.js';

/** What `troops low` shows of a row beside id, name, category and cost. */
function special(t: Troop): string {
  const parts: string[] = [...t.flags];
  if (t.conversion) parts.push(`converts ${t.conversion.faces.join(',')} in ${t.conversion.in.join('/')}`);
  for (const b of t.bonusDice) parts.push(`+${b.dice} die ${b.when}`);
  if (Object.keys(t.underOption).length > 0) parts.push('cavalry-two-kills: 2 kills');
  return parts.join('; ');
}

/** The combat kinds and the prepare step of each. */
const KIND_PREPARE: KindPrepares<Troop> = [
  [MELEE, prepareMelee],
  [ENGAGEMENT, prepareEngagement],
  [MISSILE, prepareMissile],
  [SHOT, prepareShot],
];

/**
 * Little Orc Wars (seed 004), over the given troop rows (the shipped table, or one an
 * overlay patched): sorted-dice melee of groups of figures (R6-R11), one round or an
 * engagement of rounds (R25, R30); missile fire (R15, R16, R31); a catapult shot (R17).
 */
function buildLow(rows: readonly Troop[]): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: META.id,
    title: META.title,
    seedFile: META.seedFile,
    source: META.source,
    combatKinds: KIND_PREPARE.map(([kind]) => kind),
    conditions: CONDITIONS,
    options: OPTIONS,
    groups: { maxFigures: MAX_FIGURES, why: `low takes at most ${MAX_FIGURES} figures a side` },
    // Points are priced in halves (elves, inferior troops: 004, R26); balance compares groups of
    // 12 points (the smallest shipped size) fought to a result.
    costStep: 0.5,
    balanceGroups: { points: 12, combat: 'engagement' },
    rows,
    schemas: async () => (await import('./schemas.js')).LOW_SCHEMAS,
    troops: troopSummaries(rows, (t) => ({
      dice: t.meleeDice,
      kills: t.killsNeeded,
      move: `${t.move}"`,
      missile: t.missileDice > 0 ? `${t.missileDice} (${t.missileRange}")` : '',
      special: special(t),
    })),
    troopColumns: [
      { key: 'dice', label: 'melee dice' },
      { key: 'kills', label: 'kills to fall' },
      { key: 'move', label: 'move' },
      { key: 'missile', label: 'missile dice' },
      { key: 'special', label: 'special' },
    ],
    kinship: kinshipFinder(rows, KINSHIP),
    withRows: (patched: readonly TroopRowBase[]) => buildLow(patched as readonly Troop[]),
    prepare: (matchup) => prepareByKind(META.id, KIND_PREPARE, matchup, byId),
  };
}

export const low: RuleSystem = buildLow(TROOPS);
