import { z } from 'zod';

/**
 * HOTT 2nd edition troop types: category and both combat factors, transcribed from the
 * reference sheet's troop table (seed 000_4e153465d7893c13.txt, lines 64-90). `line` is
 * the seed line of each row. What a type can do beyond close combat is in `abilities`.
 */
export type Category = 'aerial' | 'mounted' | 'foot' | 'stronghold';

export interface Troop {
  readonly id: string;
  readonly name: string;
  readonly category: Category;
  /** Combat factor vs Foot or Stronghold. */
  readonly cfFoot: number;
  /** Combat factor vs Aerial or Mounted. */
  readonly cfMounted: number;
  readonly line: number;
}

const row = <Id extends string>(id: Id, name: string, category: Category, cfFoot: number, cfMounted: number, line: number) =>
  ({ id, name, category, cfFoot, cfMounted, line }) as const;

export const TROOPS = [
  row('gods', 'Gods', 'aerial', 6, 6, 67),
  row('dragons', 'Dragons', 'aerial', 6, 6, 68),
  row('airboats', 'Airboats', 'aerial', 5, 3, 69),
  row('flyers', 'Flyers', 'aerial', 2, 2, 70),
  row('aerial-heroes', 'Aerial Heroes', 'aerial', 5, 5, 71),
  row('heroes', 'Heroes', 'mounted', 5, 5, 73),
  row('paladins', 'Paladins', 'mounted', 6, 6, 74),
  row('knights', 'Knights', 'mounted', 3, 4, 75),
  row('riders', 'Riders', 'mounted', 3, 3, 76),
  row('behemoths', 'Behemoths', 'mounted', 4, 5, 77),
  row('beasts', 'Beasts', 'mounted', 3, 4, 78),
  row('blades', 'Blades', 'foot', 5, 3, 80),
  row('spears', 'Spears', 'foot', 4, 4, 81),
  row('shooters', 'Shooters', 'foot', 3, 4, 82),
  row('warband', 'Warband', 'foot', 3, 3, 83),
  row('artillery', 'Artillery', 'foot', 4, 4, 84),
  row('hordes', 'Hordes', 'foot', 2, 2, 85),
  row('lurkers', 'Lurkers', 'foot', 2, 2, 86),
  row('sneakers', 'Sneakers', 'foot', 5, 3, 87),
  row('magicians', 'Magicians', 'foot', 4, 4, 88),
  row('clerics', 'Clerics', 'foot', 4, 4, 89),
  row('stronghold', 'Stronghold', 'stronghold', 6, 6, 90),
] as const satisfies readonly Troop[];

/**
 * A troop row's shape, checked when the table loads: the table is plain data, so a later
 * what-if overlay can patch a field and have the result checked the same way.
 */
export const troopSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(1),
  category: z.enum(['aerial', 'mounted', 'foot', 'stronghold']),
  cfFoot: z.number().int().min(0).max(10),
  cfMounted: z.number().int().min(0).max(10),
  line: z.number().int().positive(),
});
z.array(troopSchema).parse(TROOPS);

export type TroopId = (typeof TROOPS)[number]['id'];

export const TROOP_BY_ID: ReadonlyMap<string, Troop> = new Map(TROOPS.map((t) => [t.id, t]));

/**
 * Who may start which kind of combat. Seed line 82: Shooters "Can shoot. Range = 200p";
 * line 84: Artillery "Can shoot ... Range = 500p"; line 88: Magicians "Can bespell".
 */
export const SHOOTERS: readonly string[] = ['shooters', 'artillery'] satisfies TroopId[];
export const BESPELLERS: readonly string[] = ['magicians'] satisfies TroopId[];

/** Ruling R7 (RULINGS.md): Aerial Heroes are Heroes wherever the outcome table names a Hero. */
export const HERO_IDS: readonly TroopId[] = ['heroes', 'aerial-heroes'];

/** The troop row of a known id; an unknown id is a programming error, not a user's. */
export function troop(id: string): Troop {
  const found = TROOP_BY_ID.get(id);
  if (!found) throw new Error(`internal: no hott2 troop '${id}'`);
  return found;
}
