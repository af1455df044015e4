/**
 * A battlefield laid by hand (`battle --field board --terrain my-table.yaml`): the layout
 * file's name and hash (part of the battle's identity, as an overlay's are) and its features,
 * each a rectangle in the board's units (eighths of a base width, src/battle/RULINGS.md F1)
 * from army A's left rear corner. Plain data: it travels to a worker inside a matchup, and the
 * system's terrain table says what each feature is (its going, cover, a hill).
 */
export interface BoardLayout {
  readonly name: string;
  /** SHA-256 of the file's bytes (hex), as the manifest and the matchup's key record it. */
  readonly hash: string;
  readonly features: readonly LayoutFeature[];
}

/** One feature of a layout: the terrain table's id and its rectangle, x across from army A's left, y up from its base edge. */
export interface LayoutFeature {
  readonly feature: string;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The most features a layout may lay: the drawn layouts lay at most five, a table top a dozen. */
export const MAX_LAYOUT_FEATURES = 16;
