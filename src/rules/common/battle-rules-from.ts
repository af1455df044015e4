import type { ArmyRules, BattleField, BattleProfile, BattleRules, BattleTerrain, CampRule, PipRules, VictoryRule } from '../../core/battle-rules.js';
import type { BattleRuleRow, BattleTypeRow, ClassSelector, PassThroughRow } from './battle-rule-rows.js';

/**
 * The shared half of a DBA-family system's battle rules: the army, victory, PIP and field
 * rules read from the `battle` table's rows, a class's battle fields found in the
 * `battleTypes` table, and the friends a recoiling element passes through. Each system's
 * battle.ts reads its own troop rows with these.
 *
 * @example
 * fieldRules(rows).gap; // => 12 (1200 paces at 100 paces a unit)
 */

/** The battle table's row `id`, or undefined. */
function findRow<I extends BattleRuleRow['id']>(rows: readonly BattleRuleRow[], id: I): Extract<BattleRuleRow, { id: I }> | undefined {
  return rows.find((r) => r.id === id) as Extract<BattleRuleRow, { id: I }> | undefined;
}

function ruleRow<I extends BattleRuleRow['id']>(rows: readonly BattleRuleRow[], id: I): Extract<BattleRuleRow, { id: I }> {
  const row = findRow(rows, id);
  if (!row) throw new Error(`internal: no '${id}' row in the battle table`);
  return row;
}

/** One field unit: how many of the text's units (paces, base widths) make one. */
export function perUnit(rows: readonly BattleRuleRow[]): number {
  return ruleRow(rows, 'field').perUnit;
}

/** The field: gap and rear edge in field units. */
export function fieldRules(rows: readonly BattleRuleRow[]): BattleField {
  const f = ruleRow(rows, 'field');
  return { unit: f.unit, gap: f.gap / f.perUnit, rear: f.rear / f.perUnit, blockedRecoil: f.blockedRecoil, baseWidth: f.baseWidth / f.perUnit, flankCounts: f.flankCounts,
    threatZone: f.threatZone === null ? null : { depth: f.threatZone.depth / f.perUnit, aroundCamps: f.threatZone.aroundCamps },
    shotBlocked: f.shotBlocked === null ? null : { terrainDepth: f.shotBlocked.terrainDepth / f.perUnit },
    river: f.river === null ? null : { ...f.river, crossing: f.river.crossing === null ? null : f.river.crossing / f.perUnit }, cite: f.source };
}

export function armyRules(rows: readonly BattleRuleRow[]): ArmyRules {
  const a = ruleRow(rows, 'army');
  const dear = a.dearAtLeast === null || a.dearShare === null ? null : { atLeast: a.dearAtLeast, share: a.dearShare };
  return { budget: a.budget, dear, cite: a.source, words: a.words, ...(a.ruling === null ? {} : { ruling: a.ruling }) };
}

export function victoryRules(rows: readonly BattleRuleRow[]): VictoryRule {
  const v = ruleRow(rows, 'victory');
  return { kind: v.kind, fraction: v.fraction, points: v.points, generalExtra: v.generalExtra, general: v.general, cite: v.source, words: v.words };
}

/** Each army's camp or stronghold on the board, its size in field units; null where the table has no `camp` row. */
export function campRules(rows: readonly BattleRuleRow[]): CampRule | null {
  const c = findRow(rows, 'camp');
  if (!c) return null;
  const unit = perUnit(rows);
  return { troop: c.troop, width: c.width / unit, depth: c.depth / unit, lost: c.lost, unlessMoreThan: c.unlessMoreThan, garrison: c.garrison, assaultAided: c.assaultAided, cite: c.source, words: c.words };
}

export function pipRules(rows: readonly BattleRuleRow[]): PipRules {
  const p = ruleRow(rows, 'pips');
  const unit = perUnit(rows);
  const cd = p.commandDistance;
  const commandDistance = cd ? { distance: cd.distance / unit, outOfSight: cd.outOfSight === null ? null : cd.outOfSight / unit, allOf: cd.allOf ? { classes: cd.allOf.classes, distance: cd.allOf.distance / unit } : null } : null;
  return { extraForTypes: p.extraForTypes, extraGeneralLost: p.extraGeneralLost, extrasFromSecondBound: p.extrasFromSecondBound, secludedGeneral: p.secludedGeneral, bespell: p.bespell, bespellAid: p.bespellAid, bespellAfterMoving: p.bespellAfterMoving, commandDistance, cite: p.source };
}

type Fields = Omit<BattleTypeRow, 'id' | 'label' | 'source' | 'ruling'>;
/** Fields that may stay null: a Fast move (null: as the plain move), a flight a system derives, and "deployed". */
const MAY_BE_NULL = ['moveFast', 'moveBadFast', 'flee', 'notDeployed', 'summon', 'desorcell'] as const;
type MayBeNull = (typeof MAY_BE_NULL)[number];
/** A class's battle fields with its category's filled in: every field set but those of MAY_BE_NULL. */
export type TypeFields = { readonly [K in keyof Fields]: K extends MayBeNull ? Fields[K] : NonNullable<Fields[K]> };

/**
 * The battle fields of an element: each from the row of its first class that has one, else
 * from its category's row. Throws (a data error) if the category's row leaves one unset.
 */
export function typeFields(classes: readonly string[], category: string, rows: readonly BattleTypeRow[]): TypeFields {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const own = classes.map((c) => byId.get(c)).find((r) => r !== undefined);
  const base = byId.get(category);
  if (!base) throw new Error(`internal: no battle type row for category '${category}'`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    if (key === 'id' || key === 'label' || key === 'source' || key === 'ruling') continue;
    const mine = own?.[key as keyof BattleTypeRow];
    out[key] = mine ?? value;
    if (out[key] === null && !(MAY_BE_NULL as readonly string[]).includes(key)) throw new Error(`internal: battle type row '${category}' leaves '${key}' unset`);
  }
  return out as TypeFields;
}

/** What a selector reads of a row: its classes and category. */
export interface ClassedRow {
  readonly classes: readonly string[];
  readonly category: string;
}

const selects = (s: ClassSelector, row: ClassedRow): boolean =>
  (s.classes === undefined || s.classes.some((c) => row.classes.includes(c))) && (s.category === undefined || (s.category as readonly string[]).includes(row.category));

/**
 * The friends `row` may pass through when it recoils, each by its own class (its first: a
 * Fast or double element's is its base type's): those some pass-through rule for `row` names
 * and does not except, in the order of `friends`, each once.
 */
export function recoilsThrough(row: ClassedRow, friends: readonly ClassedRow[], rules: readonly PassThroughRow[]): string[] {
  const mine = rules.filter((r) => selects(r.who, row));
  const out = new Set<string>();
  for (const friend of friends) {
    const own = friend.classes[0];
    if (own !== undefined && mine.some((r) => selects(r.through, friend) && !r.except.some((c) => friend.classes.includes(c)))) out.add(own);
  }
  return [...out];
}

/** A row's category as a battle profile has it: a Stronghold or Camp is 'fixed'. */
export function profileCategory(category: string): BattleProfile['category'] {
  return category === 'aerial' || category === 'mounted' || category === 'foot' ? category : 'fixed';
}

/**
 * A system's battle rules from its `battle` table and its rows' profiles: the army, victory,
 * PIP and field rules read from the table, with the condition keys and goings the system's
 * single combats spell them with.
 */
export function assembleBattleRules(battle: readonly BattleRuleRow[], conditionKeys: BattleRules['conditionKeys'], goings: readonly string[], profiles: ReadonlyMap<string, BattleProfile>, terrain: BattleTerrain | null): BattleRules {
  return { army: armyRules(battle), victory: victoryRules(battle), field: fieldRules(battle), pips: pipRules(battle), camp: campRules(battle), conditionKeys, goings, profiles, terrain };
}

/** The profile fields a class's `battleTypes` row gives alike in every system, distances in field units (`unit` of the text's to one). */
export function classProfile(t: TypeFields, unit: number): Pick<BattleProfile, 'recoil' | 'pursue' | 'pursueOnlyVs' | 'pursueNotVs' | 'pushable' | 'crushes' | 'fleesIntoBadGoing' | 'threatAllEdges' | 'extraPip' | 'noContact' | 'noOverlap' | 'notDeployed' | 'summon' | 'desorcell'> {
  return {
    recoil: t.recoil / unit,
    pursue: t.pursue / unit,
    pursueOnlyVs: t.pursueOnlyVs,
    pursueNotVs: t.pursueNotVs,
    pushable: t.pushable,
    crushes: t.crushes,
    fleesIntoBadGoing: t.fleesIntoBadGoing,
    threatAllEdges: t.threatAllEdges,
    extraPip: t.extraPip,
    noContact: t.noContact,
    noOverlap: t.noOverlap,
    notDeployed: t.notDeployed,
    desorcell: t.desorcell,
    summon: t.summon ? { ...t.summon, within: t.summon.within === null ? null : t.summon.within / unit, clear: t.summon.clear === null ? null : t.summon.clear / unit } : null,
  };
}
