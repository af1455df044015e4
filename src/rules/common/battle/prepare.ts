import type { Army } from '../../../core/army.js';
import { BATTLE_DEFAULTS, EXACT_BATTLE_ELEMENTS, onTheBoard, type BattleProfile, type BattleRules, type CampRule } from '../../../core/battle-rules.js';
import { checkArmy } from '../../../core/army-check.js';
import { errors } from '../../../core/errors.js';
import type { Matchup, PreparedMatchup, RuleSystem, Side } from '../../../core/system.js';
import { Bound } from './bound.js';
import { CombatTables, FIGHT } from './combat-tables.js';
import { garrisonedCamp, noGarrisonWhy, withoutGarrison, type GarrisonFights } from './garrison.js';
import type { ConditionValue } from '../../../core/conditions.js';
import { deploy } from './deployment.js';
import { Field } from './field.js';
import { BattleKernel } from './kernel.js';
import type { Policy } from './kind.js';
import { Line, type Deployed } from './line.js';
import type { BattleState, BoundPlayer } from './battle-state.js';
import { BoardBound } from './board-bound.js';
import { boardOfLine, eighthsPerUnit } from './board-deployment.js';
import { BoardState } from './board-state.js';
import { BoardGround } from './board-ground.js';
import { laidFeature, type HomeTerrain, type LaidFeature } from '../../../battle/layout.js';
import type { BoardLayout } from '../../../core/board-layout.js';
import type { BoundSettings } from './settings.js';
import { PLAN_CONDITION, PLAN_DEFAULT, planOf, type Plan } from './plans.js';
import { BattleMetrics } from './metrics.js';
import { LEFT_OUT, battleExplanation } from './explain.js';
import { Victory } from './victory.js';
import { battleKey, workedOnce } from './worked-battles.js';

/** A side's army: every battle matchup carries one (core/matchup.ts, app/scenario-plan.ts resolve it). */
function armyOf(side: Side): Army {
  if (!side.army) throw new Error(`internal: battle side '${side.label}' has no army`);
  return side.army;
}

/**
 * A battle between the matchup's two armies, made ready to run: the field and profiles as
 * typed arrays, both lines deployed, the fights' tables (built by this system's own
 * `prepare` as the line asks for them), the victory rule and the kernel.
 */
export function prepareBattle(system: RuleSystem, matchup: Matchup): PreparedMatchup {
  if (!system.battle) throw errors.cannot(system.id, 'fight battles', 'it declares no battle rules');
  const rules = withRivers(withThreatZones(system.battle, String(matchup.options['threat-zones'] ?? BATTLE_DEFAULTS['threat-zones'])), String(matchup.options['rivers'] ?? BATTLE_DEFAULTS.rivers));
  const armies = [armyOf(matchup.attacker), armyOf(matchup.defender)] as const;
  const used = new Set(armies.flatMap((a) => a.elements.map((e) => e.troop)));
  const board = onTheBoard(matchup.options);
  // Each army's camp or stronghold, on the board (F32): its row fights for it, as a type of the battle.
  const laidCamps = String(matchup.options['camps'] ?? BATTLE_DEFAULTS.camps) === 'laid';
  const camp = board && laidCamps ? rules.camp : null;
  if (camp && !rules.profiles.has(camp.troop)) throw errors.unknown('troop', camp.troop, [...rules.profiles.keys()], `for the camp of ${system.id} battles`);
  // Each camp's garrison (F35) leaves its army's line to hold it.
  const garrisoned = armies.map((a) => withoutGarrison(a, noGarrisonWhy(board, laidCamps, rules.camp, system.id, campOf(a, rules.camp, () => 0) >= 0)));
  const troops = system.rows.filter((r) => used.has(r.id) || r.id === camp?.troop).map((r) => r.id);
  const profiles = troops.map((t) => {
    const p = rules.profiles.get(t);
    if (!p) throw errors.unknown('troop', t, [...rules.profiles.keys()], `in ${system.id} battles`);
    // The board summons Lurkers, Gods and Dragons (F29, F31) and lays the camps (F32); the line refuses every type not deployed.
    if (p.notDeployed && used.has(t) && !(board && p.summon)) throw errors.cannot(p.name, `fight in a ${system.id} ${board ? 'battle on the board' : 'line battle'}`, p.notDeployed);
    return p;
  });
  const index = new Map(troops.map((t, i) => [t, i]));
  // A garrisoned camp is a type of its own (F35), after the rows': its base the camp's, its fights the garrison's.
  const tableTypes = troops.map((troop) => ({ troop, extra: null as Readonly<Record<string, ConditionValue>> | null }));
  const garrisonType = garrisoned.map(({ garrison }) => {
    if (!camp || garrison === null) return -1;
    const held = garrisonedCamp(camp, rules.profiles.get(camp.troop) as BattleProfile, rules.profiles.get(garrison) as BattleProfile, String(matchup.options['garrison-fights'] ?? BATTLE_DEFAULTS['garrison-fights']) as GarrisonFights);
    profiles.push(held.profile);
    troops.push(camp.troop);
    tableTypes.push({ troop: held.troop, extra: held.extra });
    return troops.length - 1;
  });
  const field = new Field(rules, profiles);
  const typeOf = (t: string): number => index.get(t) ?? 0;
  const summoned = (t: string): boolean => field.summoned[typeOf(t)] === 1;
  const nameOf = (t: string): string => profiles[typeOf(t)]?.name ?? t;
  const held = [heldBack(garrisoned[0]?.deployed as Army, summoned, nameOf), heldBack(garrisoned[1]?.deployed as Army, summoned, nameOf)] as const;
  const { columns, sides } = deploy(field, [held[0].deployed, held[1].deployed], typeOf);
  const options = matchup.options;
  const going = (s: Side): string => String(s.conditions[rules.conditionKeys.going] ?? 'good');
  const sideConditions = (s: Side) => ({ [rules.conditionKeys.going]: going(s), uphill: s.conditions['uphill'] === true });
  const tables = new CombatTables(system, rules, matchup, tableTypes, [sideConditions(matchup.attacker), sideConditions(matchup.defender)]);
  const settings: BoundSettings = {
    tables,
    policy: String(options['policy'] ?? BATTLE_DEFAULTS.policy) as Policy,
    slowGoing: [going(matchup.attacker) !== 'good', going(matchup.defender) !== 'good'],
    goodGoing: [going(matchup.attacker) === 'good', going(matchup.defender) === 'good'],
    secondMoves: secondMoves(String(options['second-moves'] ?? BATTLE_DEFAULTS['second-moves']), board),
    plans: [planned(matchup.attacker, board), planned(matchup.defender, board)],
  };
  const home = homeTerrain(rules, String(options['terrain'] ?? BATTLE_DEFAULTS.terrain), board);
  const laid = laidByHand(rules, matchup.layout ?? null, board);
  const ground = { home, laid, name: matchup.layout?.name ?? null };
  const reserves = [held[0].held.map(typeOf), held[1].held.map(typeOf)] as const;
  const camps = [campOf(armies[0], camp, typeOf, garrisonType[0]), campOf(armies[1], camp, typeOf, garrisonType[1])] as const;
  // A garrison the camp's text refuses (Aerials, Sneakers, Behemoths, Scythed Chariots: 002:186) is refused now, by the system's own single combat, not mid-run.
  garrisonType.forEach((g, s) => {
    if (g >= 0) tables.table(FIGHT.close, s, g, sides[1 - s]?.type[0] ?? 0, 0, 0);
  });
  const { line, bound, layout } = board ? onBoard(field, columns, sides, settings, String(options['corner-overlaps'] ?? BATTLE_DEFAULTS['corner-overlaps']) === 'front-or-rear', ground, reserves, camps) : onLine(field, columns, sides, settings);
  const budget = Number(options['points'] ?? rules.army.budget);
  // What the army fields: its camp is not bought (002:183), so its 2 AP is no part of the threshold's share (B14); its garrison is (F35).
  const garrisonAp = (s: number): number => (garrisoned[s]?.garrison ? Math.round(2 * (rules.profiles.get(garrisoned[s]?.garrison ?? '')?.cost ?? 0)) : 0);
  const halfAp = (s: number): number => garrisonAp(s) + [...(line.type[s] as Int32Array)].reduce((sum, t) => sum + (field.fixed[t] === 1 ? 0 : (field.halfAp[t] as number)), 0);
  const victory = new Victory(rules.victory, line, [halfAp(0), halfAp(1)], budget, rules.army.budget, camp?.lost === 'defeats');
  const bounds = Number(options['bounds'] ?? BATTLE_DEFAULTS.bounds);
  const names = profiles.map((p) => p.name);
  const metrics = new BattleMetrics(line, names, troops, bounds, 2 * rules.victory.generalExtra, home !== null || laid.length > 0);
  const first = String(options['first'] ?? BATTLE_DEFAULTS.first) as 'attacker' | 'defender' | 'random';
  // Keyed only when worked exactly: a Monte Carlo battle never asks.
  const kernel = new BattleKernel({ line, bound, victory, metrics, first, bounds, layout }, EXACT_BATTLE_ELEMENTS, (work) => workedOnce(battleKey(system.id, rules, profiles, matchup, armies), tables, work));
  const notes = armies.flatMap((a) => checkArmy(system, a, budget).notes);
  return { kernel, explanation: battleExplanation(system, rules, armies, options, matchup.layout ?? null, settings.plans ?? null), notes };
}

/** The armies on the line (B1-B17). */
function onLine(field: Field, columns: number, sides: readonly [Deployed, Deployed], settings: BoundSettings): { line: BattleState; bound: BoundPlayer; layout: null } {
  const line = new Line(field, columns, sides);
  return { line, bound: new Bound(line, settings), layout: null };
}

/** What the board is laid with (F24): a home terrain drawn for each battle, or a layout file's features and its name, or neither. */
interface Ground {
  readonly home: HomeTerrain | null;
  readonly laid: readonly LaidFeature[];
  readonly name: string | null;
}

/** The armies on the board, deployed as on the line (board-deployment.ts; rulings F1-F23), on open ground, a home terrain laid anew for each battle or a layout laid once (F24). */
function onBoard(field: Field, columns: number, sides: readonly [Deployed, Deployed], settings: BoundSettings, rearCorners: boolean, { home, laid, name }: Ground, reserves: readonly [readonly number[], readonly number[]], camps: readonly [number, number]): { line: BattleState; bound: BoundPlayer; layout: BoardGround | null } {
  const board = boardOfLine(field, columns, sides, reserves, camps);
  const ground = new BoardGround(board, field, field.rules.terrain, home, laid, name);
  const state = new BoardState(field, board, [sides[0].general, sides[1].general], rearCorners, ground);
  return { line: state, bound: new BoardBound(state, settings, eighthsPerUnit(field)), layout: home ? ground : null };
}

/** The type index of the camp or stronghold `army` holds on the board (F32), or -1: none laid, or an army with more of a type than the rule allows one (002:184 `more than 2 War Wagons`). */
function campOf(army: Army, camp: CampRule | null, typeOf: (t: string) => number, garrisoned = -1): number {
  if (!camp) return -1;
  const unless = camp.unlessMoreThan;
  if (unless && army.elements.filter((e) => e.troop === unless.troop).length > unless.count) return -1;
  return garrisoned >= 0 ? garrisoned : typeOf(camp.troop);
}

/** An army split into the elements deployed (their `behind` renumbered) and the troops held off the board to be summoned (F29). */
interface HeldBack {
  readonly deployed: Army;
  readonly held: readonly string[];
}

/** Hold back the elements summoned by PIPs (`summoned`: Lurkers, Gods, Dragons); a general's element cannot be held back (it commands from the board). */
function heldBack(army: Army, summoned: (troop: string) => boolean, nameOf: (troop: string) => string): HeldBack {
  const kept = army.elements.map((e, i) => ({ e, i })).filter(({ e }) => !summoned(e.troop));
  if (kept.length === army.elements.length) return { deployed: army, held: [] };
  const general = army.elements.find((e) => e.general);
  if (general && summoned(general.troop)) throw errors.cannot(`army '${army.name}'`, `make its ${nameOf(general.troop)} the general's element`, "they are held off the board to be summoned, and a general's element is deployed (002:193)");
  if (kept.length === 0) throw errors.cannot(`army '${army.name}'`, 'fight', 'every element is held off the board to be summoned; at least one must be deployed');
  const renumbered = new Map(kept.map(({ i }, k) => [i, k]));
  return {
    deployed: { ...army, elements: kept.map(({ e }) => ({ ...e, behind: e.behind === null ? null : (renumbered.get(e.behind) ?? null) })) },
    held: army.elements.filter((e) => summoned(e.troop)).map((e) => e.troop),
  };
}

/** A layout file's features as the system's terrain table makes them (their going, cover, hill); refused on the line. */
function laidByHand(rules: BattleRules, layout: BoardLayout | null, board: boolean): LaidFeature[] {
  if (!layout) return [];
  if (!board) throw errors.cannot(`the layout '${layout.name}'`, 'be laid on the line', 'terrain pieces need the board (leave out --field line)');
  const kinds = rules.terrain?.features ?? [];
  return layout.features.map((f) => {
    const kind = kinds.find((k) => k.id === f.feature);
    if (!kind) throw errors.unknown('feature', f.feature, kinds.map((k) => k.id), `in the layout '${layout.name}'`);
    return laidFeature(kind, f.x0, f.y0, f.x1, f.y1);
  });
}

/** The home terrain `--terrain` names, or null for open ground; refused on the line, which has no terrain pieces. */
function homeTerrain(rules: BattleRules, terrain: string, board: boolean): HomeTerrain | null {
  if (terrain === 'open' || terrain === 'home') return null;
  if (!board) throw errors.cannot(`terrain '${terrain}'`, 'be laid on the line', 'terrain pieces need the board (leave out --field line)');
  const homes = rules.terrain?.homes ?? [];
  const home = homes.find((h) => h.id === terrain);
  if (!home) throw errors.unknown('home terrain', terrain, homes.map((h) => h.id));
  return home;
}

/** Whether an element may move twice a bound (F41): only the board reads it, so the line refuses it. */
function secondMoves(option: string, board: boolean): boolean {
  if (option === 'none') return false;
  if (!board) throw errors.cannot(`second-moves=${option}`, 'be read on the line', 'only the board moves an element more than once (leave out --field line)');
  return true;
}

/** A side's plan of play (P1-P5): the line advance is the only one the line plays. */
function planned(side: Side, board: boolean): Plan {
  const plan = planOf(String(side.conditions[PLAN_CONDITION.key] ?? PLAN_DEFAULT));
  if (plan.id !== PLAN_DEFAULT && !board) throw errors.cannot(`plan=${plan.id}`, 'be played on the line', 'only the board holds elements back or sends them round a flank (leave out --field line)');
  return plan;
}

export { LEFT_OUT };

/** The rules with the rivers the option reads (F40): a paltry river slows no one and gives no bank (002:239, 592). */
function withRivers(rules: BattleRules, kind: string): BattleRules {
  const river = rules.field.river;
  return river && kind === 'paltry' ? { ...rules, field: { ...rules.field, river: { ...river, crossing: null, bank: false } } } : rules;
}

/** The rules with the threat zones the option reads (F38): past a base standing in one where `through-bases`. */
function withThreatZones(rules: BattleRules, reach: string): BattleRules {
  const zone = rules.field.threatZone;
  return zone && reach === 'through-bases' ? { ...rules, field: { ...rules.field, threatZone: { ...zone, throughBases: true } } } : rules;
}
