/**
 * An army of the DBA family as the battle model deploys it: its elements in deployment
 * order (left to right along the front line), which one is the general's, and which stand
 * behind which (rear support, a second line). Plain data, so it travels to a worker inside
 * a matchup and keys its random stream through `armyLabel`.
 */
export interface ArmyElement {
  /** A troop id of the system. */
  readonly troop: string;
  readonly general: boolean;
  /** Index (in `elements`) of the front-line element it stands behind, or null for the front line. */
  readonly behind: number | null;
  /** It holds its army's camp, in no line (002:186; src/battle/RULINGS.md F35); absent: false. */
  readonly garrison?: boolean;
}

export interface Army {
  /** Display name ("Early Imperial Roman"); inline armies are named by their text. */
  readonly name: string;
  readonly elements: readonly ArmyElement[];
  /**
   * The home terrain its defender lays the battlefield in (002:86: `players may select any
   * general terrain type as their home terrain`), a terrain id of the system's table
   * ('forest'), or null: an inline army has none, and its battles are on open ground.
   */
  readonly home: string | null;
  /** How its file says it is played on the board (a plan id, src/battle/RULINGS.md P1-P5), unless the side's `plan` condition says otherwise; absent: the line advance. */
  readonly plan?: string;
}
