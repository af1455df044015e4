import * as z from 'zod/mini';

/** A whole troop table: every row valid by `row`, and no id twice. */
export function troopTableOf<S extends z.ZodMiniType<{ readonly id: string }>>(row: S) {
  return z.array(row).check(z.superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const t of rows) {
      if (seen.has(t.id)) ctx.addIssue({ code: 'custom', message: `duplicate troop id '${t.id}'` });
      seen.add(t.id);
    }
  }));
}
