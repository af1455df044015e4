import { resolveConditions, type ConditionValue, type ConditionValues } from '../../../core/conditions.js';
import { diceGridOf } from '../../../core/option-patches.js';
import type { BattleRules } from '../../../core/battle-rules.js';
import type { Matchup, RuleSystem } from '../../../core/system.js';
import { mapOf } from '../../../core/kept.js';
import { packGrid } from './effects.js';

/** The single combats a battle fights, each worked by the system's own kernel. */
export const FIGHT = { close: 0, shooting: 1, bespell: 2 } as const;
const KIND_IDS = ['close', 'shooting', 'bespell'] as const;

/**
 * What the line or board gives one element in one fight, packed: general (bit 0), overlaps
 * (1-2), rear support (3), side support (4), charged (5), shoots back (6), rolled a 1 before
 * (7), enemy front edges on its flanks (8-9, the board's; a system without a flank condition
 * counts them as overlaps) and on its rear (10); and what the board's terrain gives it: the
 * going under it (11-12, terrain.ts GOING, worse than its side's going or 0), upslope (13),
 * in cover (14); how many aid it (15-16); bespelled across a river (17); a Water Lurker in close combat (18).
 */
export const SITUATION = { general: 1, overlapShift: 1, support: 8, sideSupport: 16, charged: 32, shootsBack: 64, rolledOne: 128, flankShift: 8, rear: 1024, goingShift: 11, uphill: 8192, cover: 16384, aidShift: 15, acrossWater: 131072, waterLurker: 262144 } as const;
/** One more than the largest packed situation (across water the highest bit). */
const SITUATIONS = 524288;

/** A type of the battle as its single combats are fought: a troop, and conditions of its own or null. */
export interface TableType {
  readonly troop: string;
  readonly extra: Readonly<Record<string, ConditionValue>> | null;
}

/** `CombatTables.table`'s arguments: fight, first side, first and second type, their situations. */
type TableArgs = readonly [number, number, number, number, number, number];

/** A table a battle read, and what it asked for it by. */
export interface TableRead {
  readonly asked: TableArgs;
  readonly table: Int32Array;
}

/**
 * Tables already built, per system object (an overlaid or option-patched system is an object
 * of its own), shared by every battle a thread prepares on it: a sweep of battles between
 * the same types builds each situation once, not once per battle.
 */
const SHARED = new WeakMap<RuleSystem, Map<string, Int32Array>>();

/** Each side's resolved conditions, shared as SHARED is, by fight, type, side and situation. */
const RESOLVED = new WeakMap<RuleSystem, Map<string, ConditionValues>>();

/**
 * Each fight's 36 dice pairs, packed (effects.ts), per pair of types and situation: built
 * by the system's `diceGrid` (or `prepare`) the first time the line produces that situation, then read by
 * every later trial without allocating (DESIGN.md: overlays and options reach battles
 * because the combats are the system's own).
 */
export class CombatTables {
  private readonly built = new Map<number, Int32Array>();
  /** What each built table was asked for by (`table`'s arguments), by its key. */
  private readonly asked = new Map<number, TableArgs>();
  private readonly count: number;

  constructor(
    private readonly system: RuleSystem,
    private readonly rules: BattleRules,
    private readonly base: Pick<Matchup, 'system' | 'options' | 'overlay'>,
    /** Each type index the battle uses: its troop id, or the troop its single combats are fought as with conditions of its own (a garrisoned camp's, F35). */
    types: readonly (string | TableType)[],
    /** Each side's own battle conditions (going, uphill), as the system spells them. */
    private readonly sides: readonly [Readonly<Record<string, ConditionValue>>, Readonly<Record<string, ConditionValue>>],
  ) {
    this.types = types.map((t) => (typeof t === 'string' ? { troop: t, extra: null } : t));
    this.count = types.length;
    this.sideKeys = sides.map((c) => JSON.stringify(c));
    this.typeKeys = this.types.map((t) => (t.extra ? `${t.troop}${JSON.stringify(t.extra)}` : t.troop));
  }

  private readonly types: readonly TableType[];

  /** Each type as text, part of a shared table's name. */
  private readonly typeKeys: readonly string[];

  /** Each side's own conditions as text, part of a shared table's name. */
  private readonly sideKeys: readonly string[];

  /**
   * The packed dice pairs of `first` (of side `firstSide`) fighting `second` (of the other
   * side) in `fight`, the first being the prepared combat's attacker.
   */
  table(fight: number, firstSide: number, first: number, second: number, firstSituation: number, secondSituation: number): Int32Array {
    const key = ((((fight * this.count + first) * this.count + second) * 2 + firstSide) * SITUATIONS + firstSituation) * SITUATIONS + secondSituation;
    return this.built.get(key) ?? this.made(key, [fight, firstSide, first, second, firstSituation, secondSituation]);
  }

  /** The tables read so far, each with what it was asked for by: what an exact battle's answer rests on (worked-battles.ts). */
  reads(): readonly TableRead[] {
    return [...this.asked].map(([key, asked]) => ({ asked, table: this.built.get(key) as Int32Array }));
  }

  /** Whether every one of `reads` (another battle's, of the same types in the same order) is the same table here. */
  sameAs(reads: readonly TableRead[]): boolean {
    return reads.every(({ asked, table }) => {
      const here = this.table(...asked);
      return here === table || (here.length === table.length && here.every((p, i) => p === table[i]));
    });
  }

  /** A table not built by this battle yet: another battle of this system's, or the system's `diceGrid` (or `prepare`). */
  private made(key: number, asked: TableArgs): Int32Array {
    const [fight, firstSide, first, second, firstSituation, secondSituation] = asked;
    // Another battle of this system (same options and overlay: the same object) may have built it.
    const shared = mapOf(SHARED, this.system);
    const name = `${fight}|${this.typeKeys[first] ?? ''}|${this.typeKeys[second] ?? ''}|${this.sideKeys[firstSide] ?? ''}|${this.sideKeys[1 - firstSide] ?? ''}|${firstSituation}|${secondSituation}`;
    let table = shared.get(name);
    if (!table) {
      table = this.build(fight, firstSide, first, second, firstSituation, secondSituation);
      shared.set(name, table);
    }
    this.built.set(key, table);
    this.asked.set(key, asked);
    return table;
  }

  /**
   * Whether rear support changes a close combat for side `side` (0: the first element, 1: the
   * second): the fight's table with its support and without it differ. The rules decide whom it
   * helps and against whom (002:558-560), so the line asks them rather than guessing.
   */
  supportCounts(side: number, first: number, second: number, firstSituation: number, secondSituation: number): boolean {
    const key = ((first * this.count + second) * SITUATIONS + firstSituation) * 2 * SITUATIONS + secondSituation * 2 + side;
    let counts = this.support.get(key);
    if (counts === undefined) {
      const with_ = this.table(FIGHT.close, 0, first, second, firstSituation, secondSituation);
      const without = side === 0
        ? this.table(FIGHT.close, 0, first, second, firstSituation & ~SITUATION.support, secondSituation)
        : this.table(FIGHT.close, 0, first, second, firstSituation, secondSituation & ~SITUATION.support);
      counts = with_.some((p, i) => p !== without[i]);
      this.support.set(key, counts);
    }
    return counts;
  }

  private readonly support = new Map<number, boolean>();

  /** How many distinct fights were prepared (for the method line). */
  get size(): number {
    return this.built.size;
  }

  private build(fight: number, firstSide: number, first: number, second: number, firstSituation: number, secondSituation: number): Int32Array {
    const combat = KIND_IDS[fight] ?? 'close';
    const side = (index: number, sideIndex: number, situation: number): Matchup['attacker'] => {
      const troop = this.types[index]?.troop ?? '';
      return { group: [{ troop, count: 1 }], label: troop, conditions: this.resolved(fight, index, sideIndex, situation) };
    };
    const matchup: Matchup = {
      system: this.base.system,
      combat,
      attacker: side(first, firstSide, firstSituation),
      defender: side(second, 1 - firstSide, secondSituation),
      options: this.base.options,
      overlay: this.base.overlay,
    };
    const { axes, grid } = diceGridOf(this.system, matchup);
    return packGrid(axes, grid);
  }

  /**
   * One element's conditions in one fight, resolved: they depend on its type, side and
   * situation alone (not its opponent's), so the many tables that share one side resolve
   * them once. The systems only read them (frozen, so one object can serve every table).
   */
  private resolved(fight: number, index: number, sideIndex: number, situation: number): ConditionValues {
    const key = ((fight * 2 + sideIndex) * this.count + index) * SITUATIONS + situation;
    let values = this.resolvedBy.get(key);
    if (!values) {
      // Named as a shared table's side is: another battle of this system may have resolved it.
      const shared = mapOf(RESOLVED, this.system);
      const name = `${fight}|${this.typeKeys[index] ?? ''}|${this.sideKeys[sideIndex] ?? ''}|${situation}`;
      values = shared.get(name);
      if (!values) {
        const raw = this.conditions(KIND_IDS[fight] ?? 'close', sideIndex, situation);
        const extra = this.types[index]?.extra;
        if (extra) Object.assign(raw, extra);
        // The label only words an error, which the line's own conditions never raise.
        values = Object.freeze(resolveConditions(this.system.conditions, raw, sideIndex === 0 ? 'attacker' : 'defender'));
        shared.set(name, values);
      }
      this.resolvedBy.set(key, values);
    }
    return values;
  }

  private readonly resolvedBy = new Map<number, ConditionValues>();

  /** The raw conditions of one element in one fight: its side's going and uphill, and what the line or board gives it. */
  private conditions(combat: string, sideIndex: number, situation: number): Record<string, unknown> {
    const keys = this.rules.conditionKeys;
    const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    Object.assign(raw, this.sides[sideIndex]);
    if (combat !== 'close') delete raw['uphill'];
    if (situation & SITUATION.general) raw[keys.general] = true;
    const overlaps = (situation >> SITUATION.overlapShift) & 3;
    const flanks = (situation >> SITUATION.flankShift) & 3;
    if (keys.flank && flanks > 0) raw[keys.flank] = flanks;
    // Without a flank condition, one flank counts once whether overlapped or contacted (000:52; ruling F19): the board never sets both for one flank.
    const counted = keys.flank ? overlaps : Math.min(2, overlaps + flanks);
    if (counted > 0) raw[keys.overlaps] = counted;
    if (situation & SITUATION.rear) raw[keys.rear] = true;
    if (situation & SITUATION.support) raw[keys.support] = true;
    if (situation & SITUATION.sideSupport && keys.sideSupport) raw[keys.sideSupport] = true;
    if (situation & SITUATION.charged && keys.charged) raw[keys.charged] = true;
    if (situation & SITUATION.shootsBack) raw[keys.shootsBack] = true;
    if (situation & SITUATION.rolledOne && keys.rolledOne) raw[keys.rolledOne] = true;
    const aiding = (situation >> SITUATION.aidShift) & 3;
    // In close combat only an assault on a stronghold is aided (F37): the board sets it there alone.
    if (aiding > 0 && keys.aiding) raw[keys.aiding] = aiding;
    this.ground(raw, combat, situation);
    return raw;
  }

  /**
   * What the board's terrain gives (F25-F27, F40): the worse of its side's going and the going
   * under it, in the system's words; upslope in close combat; cover when shot at or bespelled;
   * a river between it and its bespeller; a Lurker lurking in water, a Water Lurker (F29).
   */
  private ground(raw: Record<string, unknown>, combat: string, situation: number): void {
    const keys = this.rules.conditionKeys;
    const under = (situation >> SITUATION.goingShift) & 3;
    const names = this.rules.terrain ? [this.rules.terrain.going.good, this.rules.terrain.going.rough, this.rules.terrain.going.bad] : [];
    if (under > 0 && names.length > 0) {
      const own = names.lastIndexOf(String(raw[keys.going] ?? names[0]));
      raw[keys.going] = names[Math.max(own, under)];
    }
    if (situation & SITUATION.uphill && combat === 'close') raw['uphill'] = true;
    if (situation & SITUATION.cover && keys.cover && combat !== 'close') raw[keys.cover] = true;
    if (situation & SITUATION.acrossWater && keys.acrossWater && combat === 'bespell') raw[keys.acrossWater] = true;
    if (situation & SITUATION.waterLurker && keys.waterLurker && combat === 'close') raw[keys.waterLurker] = true;
  }
}
