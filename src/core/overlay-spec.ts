/** Fields to set, by the id of the row they change. */
export type PatchesById = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * What an overlay or an option changes in a system's data: troop rows patched and added,
 * and rows of the system's rule tables (tactical factors, adjustments, readings: see
 * `RuleSystem.tables`) patched and added. Plain data, so it crosses to the workers.
 */
export interface RulePatch {
  /** Fields to change on existing troop rows, by troop id. */
  readonly troops: PatchesById;
  /** New troop rows: each copies the row it names in `like`, then sets its own fields. */
  readonly add: PatchesById;
  /** Fields to change on rule table rows, by table (`factors`) then row id. */
  readonly rules: Readonly<Record<string, PatchesById>>;
  /** New rule table rows, by table then id: a whole row, or `like` a row to copy. */
  readonly addRules: Readonly<Record<string, PatchesById>>;
}

/** A patch that changes nothing. */
export const NO_PATCH: RulePatch = { troops: {}, add: {}, rules: {}, addRules: {} };

/**
 * A what-if overlay (DESIGN.md, "Overlays"): a small patch of a system's data, e.g.
 * "Knights +4 vs foot and 2.5 AP" or "the general gives +2", plus option values. Plain
 * data, so it crosses to the workers inside the matchup, and its hash is part of the
 * matchup's identity.
 */
export interface OverlaySpec extends RulePatch {
  readonly base: string;
  readonly name: string;
  readonly notes: string;
  /** SHA-256 of the overlay file's bytes (hex); shipped overlays hash their text. */
  readonly hash: string;
  /** Option values this what-if uses unless the scenario or command line says otherwise. */
  readonly options: Readonly<Record<string, unknown>>;
}
