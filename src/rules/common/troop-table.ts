/**
 * The row of a known id, for code and tests that name a shipped row: an unknown id is a
 * programming error, not a user's (users' words go through the registry's checks).
 */
export function rowFinder<R extends { readonly id: string }>(rows: readonly R[], system: string): (id: string) => R {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`internal: no ${system} troop '${id}'`);
    return found;
  };
}
