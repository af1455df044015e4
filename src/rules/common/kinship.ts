import type { Kinship, TroopRowBase } from '../../core/system.js';

/** Fields that name, price, place or cite a row: never what it fights with. */
const BOOKKEEPING = new Set(['id', 'name', 'cost', 'line', 'cite', 'rulings', 'notModelled']);

/** What a system says of its rows for `kinshipFinder`. */
export interface KinshipSpec<Row extends TroopRowBase> {
  /** Fields the balance combat does not read (missile fire, movement, spells): a difference in them leaves two rows twins. */
  readonly unread: ReadonlySet<string>;
  /**
   * The row the text declares this one fights as, how many of it, the seed lines ('003:554'),
   * and the fields the declaration itself accounts for (the count: not listed as differing);
   * null where it declares none.
   */
  readonly declared?: (row: Row, byId: ReadonlyMap<string, Row>) => { readonly id: string; readonly times: number; readonly lines: readonly string[]; readonly covers: readonly string[] } | null;
}

/** The fields other than bookkeeping in which two rows differ, split by whether the balance combat reads them. */
function differences(a: TroopRowBase, b: TroopRowBase, unread: ReadonlySet<string>, covered: readonly string[] = []): { differs: string[]; unread: string[] } {
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !BOOKKEEPING.has(k) && !covered.includes(k));
  const field = (row: TroopRowBase, k: string): string => JSON.stringify((row as unknown as Record<string, unknown>)[k] ?? null);
  const differing = fields.filter((k) => field(a, k) !== field(b, k));
  return { differs: differing.filter((k) => !unread.has(k)), unread: differing.filter((k) => unread.has(k)) };
}

/**
 * The `RuleSystem.kinship` of a system over `rows`: first the row the text declares a row
 * fights as (with what else differs), then its twins, the rows equal to it in every field the
 * balance combat reads, nearest first (fewest unread fields apart), then those of another
 * cost. Found from the rows' fields alone, so an overlay's rows are judged as they are.
 *
 * @example
 * kinshipFinder(LOW_TROOPS, { unread: new Set(['move']) })('dwarves'); // => [{ id: 'infantry', how: 'twin', unread: ['move'], ... }, ...]
 */
export function kinshipFinder<Row extends TroopRowBase>(rows: readonly Row[], spec: KinshipSpec<Row>): (rowId: string) => readonly Kinship[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (rowId) => {
    const row = byId.get(rowId);
    if (!row) return [];
    const found: Kinship[] = [];
    const declared = spec.declared?.(row, byId);
    const other = declared && declared.id !== row.id ? byId.get(declared.id) : undefined;
    if (declared && other) found.push({ id: other.id, times: declared.times, how: 'declared', lines: declared.lines, ...differences(row, other, spec.unread, declared.covers) });
    const twins = rows
      .filter((r) => r.id !== row.id && r.id !== other?.id)
      .map((r) => ({ r, d: differences(row, r, spec.unread) }))
      .filter(({ d }) => d.differs.length === 0)
      // The nearest first (fewest unread fields apart), then those of another cost.
      .sort((x, y) => x.d.unread.length - y.d.unread.length || Number(x.r.cost === row.cost) - Number(y.r.cost === row.cost));
    for (const { r, d } of twins) found.push({ id: r.id, times: 1, how: 'twin', lines: [], ...d });
    return found;
  };
}
