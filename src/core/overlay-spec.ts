/**
 * A what-if overlay (DESIGN.md, "Overlays"): a small patch of a system's troop rows, e.g.
 * "Knights +4 vs foot and 2.5 AP", plus option values. Plain data, so it crosses to the
 * workers inside the matchup, and its hash is part of the matchup's identity.
 */
export interface OverlaySpec {
  readonly base: string;
  readonly name: string;
  readonly notes: string;
  /** SHA-256 of the overlay file's bytes (hex); shipped overlays hash their text. */
  readonly hash: string;
  /** Fields to change on existing rows, by troop id. */
  readonly troops: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** New rows: each copies the row it names in `like`, then sets its own fields. */
  readonly add: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Option values this what-if uses unless the scenario or command line says otherwise. */
  readonly options: Readonly<Record<string, unknown>>;
}
