/**
 * One battle watched bound by bound (`battle --show N`), as plain data the battle model
 * records and the reports draw: where every element stood after each bound, the PIPs, every
 * fight and its results. Elements are numbered as the board numbers them (army A's first).
 */

/** A fight: which kind, between which elements (A's or B's either way round), and what each suffered. */
export interface ShownFight {
  readonly fight: 'close' | 'shooting' | 'bespell';
  readonly first: number;
  readonly second: number;
  readonly firstEffect: ShownEffect;
  readonly secondEffect: ShownEffect;
  /** Shooters or Magicians that aided the first (0-2; F33), where any did. */
  readonly aided?: number;
}

/** What a fight did to one element; a camp or stronghold taken is `captured` (F32). */
export type ShownEffect = 'none' | 'recoil' | 'flee' | 'destroyed' | 'lost' | 'captured' | 'fled-off' | 'ensorcelled';

/** Where every element stood and how (0 ready, 1 fled, 2 lost, 3 held off the board until summoned), at one moment: its front edge's midpoint and facing (0 north, 1 east, 2 south, 3 west). */
export interface ShownPlaces {
  readonly x: Int32Array;
  readonly y: Int32Array;
  readonly facing: Uint8Array;
  readonly status: Uint8Array;
}

/** One bound: whose, its PIPs, its fights, and the board at its end. */
export interface ShownBound extends ShownPlaces {
  readonly bound: number;
  /** 0: army A's bound, 1: army B's. */
  readonly active: number;
  readonly pips: number;
  readonly fights: readonly ShownFight[];
  /** The bound did not begin: the side that had lost its general and more elements lost its command (000:62). */
  readonly commandLost: boolean;
}

/** A terrain feature the battle was fought over: its name, going, what it gives, and its rectangle in board units. */
export interface ShownFeature {
  readonly name: string;
  readonly going: 'good' | 'rough' | 'bad';
  readonly cover: boolean;
  readonly hill: boolean;
  /** A river (F40) or a waterway (F42): water, crossed or bounded, not stood in as going. */
  readonly water: boolean;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The whole battle. */
export interface ShownBattle {
  /** Which battle: the N of `--show N`, and the run's seed. */
  readonly n: number;
  readonly seed: number;
  /** The board's size, in its units (eighths of a base width). */
  readonly width: number;
  readonly height: number;
  /** Per element: its side (0 A, 1 B), its type's name, its half-width and depth. */
  readonly side: Uint8Array;
  readonly name: readonly string[];
  readonly half: Int32Array;
  readonly depth: Int32Array;
  readonly start: ShownPlaces;
  readonly bounds: readonly ShownBound[];
  readonly ending: { readonly result: 'attacker-wins' | 'draw' | 'defender-wins'; readonly bound: number };
  /** Each side's general. */
  readonly generals: readonly [number, number];
  /** Per element: 1 for a camp or stronghold (F32), which never moves; absent in a battle shown before camps. */
  readonly fixed?: Uint8Array;
  /** The home terrain laid for it ('Forest'), or null on open ground, and its features. */
  readonly home: string | null;
  readonly terrain: readonly ShownFeature[];
}
