import * as z from 'zod/mini';

/**
 * The schemas of the battle rule tables (battle-rule-rows.ts), apart from the tables so that
 * zod is loaded only where a user's rows are checked (an overlay) or by the tests that check
 * the shipped ones.
 *
 * @example
 * battleRuleSchema.parse({ id: 'victory', label: 'victory', kind: 'elements', fraction: 1 / 3, points: 0, generalExtra: 0, general: 'command-lost-next-bound', source: '000:57', words: '...' }).kind; // => 'elements'
 */

/** Where a row's rule is written: '000:75', '002:243-247', or several, comma-separated. */
const source = z.string().check(z.regex(/^\d{3}:\d+(-\d+)?(, \d{3}:\d+(-\d+)?)*$/, "a seed line, e.g. '000:75' or '002:243-247'"));
const ruling = z.string().check(z.regex(/^[A-Z]\d+$/, "a ruling number, e.g. 'R15'"));
const className = z.string().check(z.regex(/^[a-z][a-z-]*$/));
const CATEGORIES = ['aerial', 'mounted', 'foot', 'stronghold', 'camp'] as const;
const distance = z.number().check(z.minimum(0), z.maximum(10_000));

const cited = { label: z.string().check(z.minLength(1), z.maxLength(200)), source, words: z.string().check(z.minLength(1)), ruling: z.nullable(ruling) };

/** 002:79: the AP budget, the share of it that may go on dear elements (null: no limit), and how dear. */
const armyRow = z.strictObject({
  id: z.literal('army'),
  ...cited,
  budget: z.number().check(z.positive()),
  dearAtLeast: z.nullable(z.number().check(z.positive())),
  dearShare: z.nullable(z.number().check(z.gt(0), z.maximum(1))),
});

const victoryRow = z.strictObject({
    id: z.literal('victory'),
    ...cited,
    kind: z.enum(['elements', 'points']),
    fraction: z.number().check(z.minimum(0), z.maximum(1)),
    points: z.number().check(z.minimum(0)),
    generalExtra: z.number().check(z.minimum(0)),
    general: z.enum(['none', 'command-lost-next-bound', 'defeat-if-more-lost']),
  }).check(z.refine((v) => (v.kind === 'elements' ? v.fraction > 0 : v.points > 0), { message: "an 'elements' victory needs a fraction above 0, a 'points' one points above 0", path: ['kind'] }));

const pipsRow = z.strictObject({
  id: z.literal('pips'),
  ...cited,
  extraForTypes: z.int().check(z.minimum(0), z.maximum(6)),
  extraGeneralLost: z.int().check(z.minimum(0), z.maximum(6)),
  extrasFromSecondBound: z.boolean(),
  /** The general's extra PIP also while the general's element stands entirely in ground that gives `secluded` (002:212 `entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully`; F36). */
  secludedGeneral: z.boolean(),
  bespell: z.int().check(z.minimum(0), z.maximum(6)),
  /** PIPs for each Magician aiding another's bespelling (000:32, 002:339). */
  bespellAid: z.int().check(z.minimum(0), z.maximum(6)),
  /** A Magician that moved may still bespell this bound (000:23, 002:198; not in HOTT 2.5, 001:40). */
  bespellAfterMoving: z.boolean(),
  /**
   * Beyond this distance from its general a move costs the general's extra PIP (000:29 `more than
   * 1200p from its general`, 002:212 `8 BW`), in the text's unit; `allOf`: a group entirely of
   * these classes has the longer distance (002:212 `20 BW if entirely Light Horse`); `outOfSight`:
   * the shorter distance for a group out of its general's sight (000:29 `more than 600p and is out
   * of sight`, 002:212 `reduced to 4 BW if entirely either beyond ...`; F36), or null. Null: none.
   */
  commandDistance: z.nullable(z.strictObject({ distance: distance, outOfSight: z.nullable(distance), allOf: z.nullable(z.strictObject({ classes: z.array(className).check(z.minLength(1)), distance })) })),
});

/** The field, in the text's unit: `perUnit` of it make one field unit (100 paces, 1/2 BW). */
const fieldRow = z.strictObject({
  id: z.literal('field'),
  ...cited,
  unit: z.string().check(z.minLength(1), z.maxLength(20)),
  perUnit: z.number().check(z.positive()),
  gap: z.number().check(z.positive()),
  rear: z.number().check(z.positive()),
  /** A recoil or push blocked by friends or the base edge: the recoiler is destroyed (000:55) or both stop there (002:674). */
  blockedRecoil: z.enum(['destroyed', 'stops']),
  /** A base width in the text's unit: a column of the line, and what a side-step crosses. */
  baseWidth: z.number().check(z.positive()),
  /** Which enemy front edges on a flank or the rear count in close combat: lined up and whole (002:593-594) or any (000:52). */
  flankCounts: z.enum(['lined-up', 'any']),
  /** The threat zone (F38): how deep in front of an enemy's front edge, in the text's unit, and whether around a camp or stronghold too (002:312); null: not read. */
  threatZone: z.nullable(z.strictObject({ depth: z.number().check(z.positive()), aroundCamps: z.boolean() })),
  /** What blocks a shot (F39): an element between, or this depth of sight-blocking ground, in the text's unit (002:369); null: nothing. */
  shotBlocked: z.nullable(z.strictObject({ terrainDepth: z.number().check(z.positive()) })),
  /**
   * A river on the board (F40): the most a move that crosses or stands in one goes, in the
   * text's unit (002:239, 000:39; null: a paltry river slows no one); whether its bank gives the
   * +1 of 000:49 and 002:592, and a flight into one is destroyed (002:679); null: rivers are
   * not laid.
   */
  river: z.nullable(z.strictObject({ crossing: z.nullable(z.number().check(z.positive())), bank: z.boolean(), fleeDrowns: z.boolean() })),
});

/**
 * The camp or stronghold each army holds on the board (002:183-187, 000:60, 90; src/battle/RULINGS.md
 * F32): the troop row that fights for it, its size in the text's unit, where it stands (the
 * middle of its side's base edge), and what its loss does: defeat at once (000:60) or its AP
 * counted with the other losses (002:690). An army with more than `unlessMoreThan.count`
 * elements of `unlessMoreThan.troop` holds none (002:184: more than 2 War Wagons). `garrison`:
 * the conditions a garrisoned camp fights with (F35), or null where camps take no garrison.
 */
const campRow = z.strictObject({
  id: z.literal('camp'),
  ...cited,
  troop: className,
  width: z.number().check(z.positive(), z.maximum(10_000)),
  depth: z.number().check(z.positive(), z.maximum(10_000)),
  lost: z.enum(['defeats', 'counts']),
  unlessMoreThan: z.nullable(z.strictObject({ troop: className, count: z.int().check(z.minimum(0)) })),
  // 002:186: one element may hold it; the conditions the single combats give the camp (its garrison) and its occupant (F35).
  garrison: z.nullable(z.strictObject({ condition: className, occupant: className })),
  // 000:52 `each 2nd or 3rd element aiding ... an enemy attacking a Stronghold`: other attackers aid the one that fights it (F37).
  assaultAided: z.boolean(),
});

export const battleRuleSchema = z.discriminatedUnion('id', [armyRow, victoryRow, pipsRow, fieldRow, campRow]);
export type BattleRuleRow = z.infer<typeof battleRuleSchema>;

/**
 * What a troop class does in a battle, in the text's unit. A row is found by class (a row's
 * `kinds` or `classes`), or by category for the defaults: a profile takes each field from
 * the row of its first class that has one, else from its category's row, which gives every
 * field. Every field is on every row, null where the row leaves it to its category (so an
 * overlay can set any field of any row). `moveFast`/`moveBadFast` are for Fast elements
 * (002:12); `flee` is null throughout where the system derives it (D3H2 flees its tactical
 * move, 002:677).
 */
export const battleTypeSchema = z.strictObject({
  id: className,
  label: z.string().check(z.minLength(1), z.maxLength(200)),
  source,
  ruling: z.nullable(ruling),
  move: z.nullable(distance),
  moveFast: z.nullable(distance),
  moveBad: z.nullable(distance),
  moveBadFast: z.nullable(distance),
  recoil: z.nullable(distance),
  flee: z.nullable(distance),
  pursue: z.nullable(distance),
  /** Pursues only opponents of these categories (002:685). */
  pursueOnlyVs: z.nullable(z.array(z.enum(CATEGORIES))),
  /** Does not pursue opponents of these classes (002:684-685). */
  pursueNotVs: z.nullable(z.array(className)),
  /** Range when its row says it shoots, and when it bespells. */
  shootRange: z.nullable(distance),
  shootsOwnBoundOnly: z.nullable(z.boolean()),
  bespellRange: z.nullable(distance),
  extraPip: z.nullable(z.boolean()),
  noContact: z.nullable(z.boolean()),
  noOverlap: z.nullable(z.boolean()),
  pushable: z.nullable(z.boolean()),
  crushes: z.nullable(z.boolean()),
  /** Flees on into bad going, where others stop at its edge (002:678 (e): Psiloi and Light Horse). */
  fleesIntoBadGoing: z.nullable(z.boolean()),
  /** Its threat zone lies in front of every edge, not its front edge alone (002:312 `in front of any edge of a War Wagon`; F38). */
  threatAllEdges: z.nullable(z.boolean()),
  /** Why it is not in the line at the start, with its line; null: it is deployed. */
  notDeployed: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
  /**
   * How it comes onto the board, where the board summons it (null: deployed, or not yet
   * summoned by the board): `when` into contact with an enemy that has just entered bad going,
   * anywhere on its side's half, or with its rear edge on its side's base edge, no enemy within
   * `clear` (null: in contact); for `pips` PIPs and `more` for each time before, at most `times`
   * times a battle (null: no limit), one payment bringing every held element of the type where
   * `all`; removed again when no enemy is within `within` (the table's unit; null: never for
   * that); what its side's PIP score of 1 does to it (`onAOne`): nothing, off the board to be
   * summoned again, or off the board counting lost until it is; and what fleeing off the board
   * does (`fledOff`): lost, or held to be summoned again, counting lost until it is or not.
   */
  summon: z.nullable(
    z.strictObject({
      when: z.enum(['enemy-enters-bad-going', 'own-half', 'own-base-edge']),
      pips: z.int().check(z.minimum(0), z.maximum(12)),
      more: z.int().check(z.minimum(0), z.maximum(12)),
      times: z.nullable(z.int().check(z.minimum(1), z.maximum(100))),
      within: z.nullable(distance),
      clear: z.nullable(distance),
      all: z.boolean(),
      onAOne: z.enum(['stays', 'leaves', 'leaves-lost']),
      fledOff: z.enum(['lost', 'returns', 'returns-lost']),
      /** A Lurker also summoned against an enemy that has just entered water, lurking there as a Water Lurker (000:86 `entering bad going or water`, 000:53; F29). */
      atWater: z.boolean(),
      /** Deployed at the start, and when destroyed off the board counting lost until it is summoned again (002:221-222 `a previously destroyed Horde may be replaced`, 002:695; F43). */
      replaceable: z.boolean(),
    }),
  ),
  /**
   * Returned for `pips` PIPs after it is ensorcelled (002:225-229, 000:34 `Desorcell a Magician.
   * Escape a Hero.`, 000:73; F44): where it stood when ensorcelled (a Mage), in front edge contact
   * with the enemy's stronghold (a HOTT Hero, `appears ... next to Stronghold`), or its rear edge on
   * the enemy's base edge as near the middle as there is room (a D3H2 Hero); null: lost for good.
   */
  desorcell: z.nullable(z.strictObject({ pips: z.int().check(z.minimum(1), z.maximum(12)), at: z.enum(['where-ensorcelled', 'enemy-stronghold', 'enemy-base-edge']) })),
});
export type BattleTypeRow = z.infer<typeof battleTypeSchema>;

/** Rows of a system by class or category: any of the classes named, or any of the categories (AND between the two keys given). */
const selectorSchema = z.strictObject({ classes: z.optional(z.array(className).check(z.minLength(1))), category: z.optional(z.array(z.enum(CATEGORIES)).check(z.minLength(1))) }).check(z.refine((s) => s.classes !== undefined || s.category !== undefined, { message: 'name classes or a category' }));
export type ClassSelector = z.infer<typeof selectorSchema>;

/** "X recoiling may pass through friends Y, except Z" (000:44, 001:190-204, 002:667-671). */
export const passThroughSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
  source,
  words: z.string().check(z.minLength(1)),
  ruling: z.nullable(ruling),
  who: selectorSchema,
  through: selectorSchema,
  /** Friends of these classes it may not pass through, though `through` names them (001:202 "except Pikes"). */
  except: z.array(className),
});
export type PassThroughRow = z.infer<typeof passThroughSchema>;

/** The schemas of the three battle tables, by their names in `RuleSystem.tables` (battleTableDefs). */
export const BATTLE_TABLE_SCHEMAS = { battle: battleRuleSchema, battleTypes: battleTypeSchema, passThrough: passThroughSchema } as const;
