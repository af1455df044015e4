import { z } from 'zod';

/** A whole troop table: every row valid by `row`, and no id twice. */
export function troopTableOf<S extends z.ZodType<{ readonly id: string }>>(row: S) {
  return z.array(row).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const t of rows) {
      if (seen.has(t.id)) ctx.addIssue({ code: 'custom', message: `duplicate troop id '${t.id}'` });
      seen.add(t.id);
    }
  });
}
