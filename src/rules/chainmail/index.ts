import { kinshipFinder } from '../common/kinship.js';
import { KINSHIP } from './kinship.js';
import { withOptionPatches } from '../../core/option-patches.js';
import type { RowSchemas, RuleSystem, TroopRowBase } from '../../core/system.js';
import { prepareByKind, type KindPrepares } from '../common/kind-prepare.js';
import { troopSummaries } from '../common/troop-summaries.js';
import { CONDITIONS, OPTIONS } from './conditions.js';
import { fatigueAfter } from './engagement-spec.js';
import { hitsWords } from './explain.js';
import { DUEL, ENGAGEMENT, FANTASY, JOUST, MELEE, MISSILE, MORALE, SHOT } from './kinds.js';
import { META } from './meta.js';
import { prepareDuel, prepareShot } from './prepare-duel.js';
import { prepareEngagement } from './prepare-engagement.js';
import { prepareFantasy } from './prepare-fantasy.js';
import { prepareJoust } from './prepare-joust.js';
import { prepareMelee } from './prepare-melee.js';
import { prepareMissile } from './prepare-missile.js';
import { prepareMorale } from './prepare-morale.js';
import { LOSS_TABLE } from './tables.js';
import { TROOPS, troopSchema, type Troop } from './troops.js';

/** The schemas a user's chainmail rows must pass; chainmail's rules are all in its rows. */
const SCHEMAS: RowSchemas = { rows: troopSchema, tables: {} };

/** The combat kinds and the prepare step of each. */
const KIND_PREPARE: KindPrepares<Troop> = [
  [MELEE, prepareMelee],
  [ENGAGEMENT, prepareEngagement],
  [MORALE, prepareMorale],
  [MISSILE, prepareMissile],
  [FANTASY, prepareFantasy],
  [JOUST, prepareJoust],
  [DUEL, prepareDuel],
  [SHOT, prepareShot],
];

/** A Loss Table row as `troops` shows it: "33 1/3%, 7+". */
function lossWords(t: Troop): string {
  const row = LOSS_TABLE.find((l) => l.id === t.lossRow);
  return row ? `${row.percent}, ${row.scoreToRemain}+` : '';
}

/** The class it fights as, and how many figures of it a creature is worth (C29). */
function fightsAsWords(t: Troop): string {
  const times = t.weight === 1 ? '' : `${t.weight} x `;
  return t.defendsAs === null ? `${times}${t.fightsAs}` : `attacks as ${times}${t.fightsAs}, defends as ${times}${t.defendsAs}`;
}


/** What else a row says, in a few words. */
function special(t: Troop): string {
  const parts: string[] = [];
  if (t.fantasy) parts.push(`Fantasy Combat Table: ${t.fantasy}${t.magicLevel > 0 ? ` at -${t.magicLevel}` : ''}`);
  if (!t.checksMorale) parts.push('never checks morale');
  if (t.missile) parts.push(t.missile);
  if (t.closeFormation) parts.push(`close formation: attacks as ${t.closeFormation.attacksAs}, defends as ${t.closeFormation.defendsAs}`);
  if (t.poleArms) parts.push(t.poleArms);
  if (t.extraDiePerMan) parts.push('+1 die a man');
  if (t.lance) parts.push('lance');
  parts.push(`tires after ${fatigueAfter(t)} rounds`);
  return parts.join('; ');
}

/**
 * Chainmail (seed 003), over the given troop rows: one round of melee between two units, an
 * engagement of rounds to a morale result, a volley (RULINGS.md C1-C32); a round of
 * fantastic combat (C27, C31); a joust (C28, C33); man-to-man melee and a shot (C34-C44).
 */
function buildChainmail(rows: readonly Troop[]): RuleSystem {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: META.id,
    title: META.title,
    seedFile: META.seedFile,
    source: META.source,
    combatKinds: KIND_PREPARE.map(([kind]) => kind),
    conditions: CONDITIONS,
    options: OPTIONS,
    groups: { maxFigures: 100, why: 'chainmail takes at most 100 figures a side' },
    costStep: 0.25,
    // "Point Value -- (-)" (C30): said so, never guessed.
    noCost: 'no value in the text',
    // 60 points a side gives whole figures for the six classes (issue #24); fought to a result.
    balanceGroups: { points: 60, combat: 'engagement' },
    // Pike formations are what the Swiss and Landsknechte pay for (C5, C16): each type stands
    // in its row's own order (`defaultOrder`, C45), as a matchup fields it, pike blocks closed.
    balanceConditions: [{ name: 'pikes in close order' }],
    rows,
    schemas: async () => SCHEMAS,
    troops: troopSummaries(rows, (t) => ({ fightsAs: fightsAsWords(t), hits: hitsWords(t), morale: t.morale ?? '(-)', loss: lossWords(t), armor: t.armor, special: special(t) })),
    troopColumns: [
      { key: 'fightsAs', label: 'fights as' },
      { key: 'hits', label: 'hits to kill' },
      { key: 'morale', label: 'morale rating' },
      { key: 'loss', label: 'Loss Table' },
      { key: 'armor', label: 'armour' },
      { key: 'special', label: 'special' },
    ],
    kinship: kinshipFinder(rows, KINSHIP),
    withRows: (patched: readonly TroopRowBase[]) => buildChainmail(patched as readonly Troop[]),
    prepare: (matchup) => prepareByKind(META.id, KIND_PREPARE, matchup, byId),
  };
}

/** Options that read a row differently (the Loss Table rows of C12) are patches of the rows: see conditions.ts. */
export const chainmail: RuleSystem = withOptionPatches(buildChainmail(TROOPS), SCHEMAS);
