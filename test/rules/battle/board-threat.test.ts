import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { Contacts } from '../../../src/battle/contacts.js';
import { FlankAttack } from '../../../src/battle/flank-attack.js';
import { FACING } from '../../../src/battle/geometry.js';
import { GOING, GROUND, Terrain } from '../../../src/battle/terrain.js';
import { ThreatZones } from '../../../src/battle/threat-zone.js';
import type { BattleRules } from '../../../src/core/battle-rules.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables } from '../../../src/rules/common/battle/combat-tables.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { battle } from './battle-results.js';

const { north, south, west } = FACING;

// Threat zones (002:312-314, 000:41; src/battle/RULINGS.md F38), worked by hand on boards of
// eighths of a base width: every base 8 wide and 4 deep (1 BW by 1/2 BW), a zone 8 deep.

/** A base of type 0, 8 wide and 4 deep, its front edge centred on (x, y). */
const base = (side: number, x: number, y: number, facing: number): BoardBase => ({ side, type: 0, width: 8, depth: 4, x, y, facing });

describe('a flank attack crosses no enemy threat zone but its target\'s (F38)', () => {
  // T (enemy) fights P frontally at x = 40; the attacker C starts at x = 60, entirely beyond T's
  // left flank (x = 44, T facing south), and would end on it facing west, its front corner on
  // T's (y = 60) and its base reaching to y = 68: the ground it covers is [44, 64] x [46, 68].
  // U, an enemy not fighting at x = 60 facing south with its front edge at y = 70, threatens
  // [56, 64] x [62, 70]: 6 eighths of that ground deep.
  const bases = (withIntervening: boolean): BoardBase[] => [
    base(0, 40, 60, north), // P
    base(0, 60, 50, north), // C, the attacker
    base(1, 40, 60, south), // T, the target
    base(1, 60, 70, south), // U
    // W: a base 2 deep standing in U's zone, its front edge on U's (U fights W), clear of C's
    // ground ([56, 64] x [68, 70]): U threatens nothing past it.
    ...(withIntervening ? [{ ...base(0, 60, 70, north), depth: 2 }] : []),
  ];
  const attack = (withIntervening: boolean, zones: boolean, throughBases = false): number => {
    const board = new Board(120, 120, bases(withIntervening));
    const contacts = new Contacts(board, new Uint8Array(1));
    contacts.update();
    const flank = new FlankAttack(board, contacts, zones ? new ThreatZones(board, 8, false, throughBases) : null);
    return flank.find(1, 100) ? flank.target : -1;
  };

  it('without zones C goes for T\'s flank; with them U\'s zone bars the way (000:41 `cannot move across the front of an enemy within a base width`)', () => {
    expect(attack(false, false)).toBe(2);
    expect(attack(false, true)).toBe(-1);
  });

  it('an element standing in U\'s zone (fighting it) leaves it nothing to threaten past it (000:41 `unless there is an intervening element`)', () => {
    expect(attack(true, true)).toBe(2);
  });

  it('read through bases (D3H2\'s `--option threat-zones=through-bases`, 002:312 being silent on it), U\'s zone bars the way past W', () => {
    expect(attack(true, true, true)).toBe(-1);
  });

  // The same attack, no zones: C would end facing west on T's left flank, its base x 44 to 48, y 60 to 68.
  const attackBeside = (aerial: boolean, wood: readonly [number, number, number, number]): number => {
    const board = new Board(120, 120, bases(false));
    const [x0, y0, x1, y1] = wood;
    board.terrain = new Terrain(120, 120, [{ x0, y0, x1, y1, going: GOING.bad, ground: GROUND.cover }]);
    const contacts = new Contacts(board, new Uint8Array(1));
    contacts.update();
    const flank = new FlankAttack(board, contacts, null, Uint8Array.of(aerial ? 1 : 0));
    return flank.find(1, 100) ? flank.target : -1;
  };

  it('an aerial does not end it in a wood or BUA (000:67 `cannot end a move in bad going ... count only woods & BUA as bad going`; F25): a wood where C would end keeps an aerial out, not a ground element; a wood elsewhere stops no one', () => {
    expect(attackBeside(true, [44, 60, 52, 70])).toBe(-1);
    expect(attackBeside(false, [44, 60, 52, 70])).toBe(2);
    expect(attackBeside(true, [80, 80, 90, 90])).toBe(2);
  });
});

describe('a camp\'s threat zone (002:312 `the area within 1 BW of any point of a Camp or Stronghold`)', () => {
  // In U's place an enemy camp, [56, 64] x [74, 78]: its zone, 8 around it, reaches down to y = 66.
  const attack = (aroundCamps: boolean): number => {
    const board = new Board(120, 120, [base(0, 40, 60, north), base(0, 60, 50, north), base(1, 40, 60, south), { ...base(1, 60, 74, south), fixed: true }]);
    const contacts = new Contacts(board, new Uint8Array(1));
    contacts.update();
    const flank = new FlankAttack(board, contacts, new ThreatZones(board, 8, aroundCamps));
    return flank.find(1, 100) ? flank.target : -1;
  };

  it('bars the flank attack in D3H2 (aroundCamps); HOTT\'s 000:41 names none, so there it does not', () => {
    expect(attack(true)).toBe(-1);
    expect(attack(false)).toBe(2);
  });
});

describe('a side step crosses no enemy threat zone but that of the enemy it lines up opposite (F38)', () => {
  // A (D3H2 Blades, a 2 BW move: 16 eighths) at x = 20 facing north has no enemy in its path or
  // a base width to either side, so it steps into the nearest path with an enemy in it (B5):
  // 2 BW to the right, opposite E (x = 36, far ahead). The ground of that step is
  // [16, 40] x [36, 40]. F, facing west with its front edge at x = 42, threatens [34, 42] x [34, 42].
  const step = (threatZone: BattleRules['field']['threatZone']): number => {
    const base0 = d3h2.battle!;
    const rules: BattleRules = { ...base0, field: { ...base0.field, threatZone } };
    const field = new Field(rules, [rules.profiles.get('blades')!]);
    const board = new Board(120, 120, [base(0, 20, 40, north), base(1, 36, 100, south), base(1, 42, 38, west)]);
    const state = new BoardState(field, board, [0, 0]);
    state.stamp = 1;
    const tables = new CombatTables(d3h2, rules, battle(d3h2, 'general:blades', 'general:blades'), ['blades'], [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
    const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 4);
    new BoardMoves(parts).move(0, 6);
    return board.x[0] as number;
  };

  it('without zones A steps 2 BW across to x = 36; with D3H2\'s 1 BW zone (002:312) F\'s zone bars the step and A stays', () => {
    expect(step(null)).toBe(36);
    expect(step(d3h2.battle!.field.threatZone)).toBe(20);
  });
});

describe("a War Wagon's threat zone in front of every edge (002:312 `in front of any edge of a War Wagon`; F38)", () => {
  // U (enemy, type 1) at x = 60 facing south, front edge at y = 70: its base is [56, 64] x [70, 74].
  // A friend of the mover stands across U's front at y = 66 (as if fighting it): the front zone stops there.
  const zones = (allEdges: boolean): { z: ThreatZones; mover: number } => {
    const board = new Board(120, 120, [base(0, 20, 20, north), { ...base(1, 60, 70, south), type: 1 }, base(0, 60, 66, north)]);
    return { z: new ThreatZones(board, 8, false, false, allEdges ? Uint8Array.of(0, 1) : null), mover: 0 };
  };
  const behind: [number, number, number, number] = [56, 76, 64, 80]; // 2 to 6 beyond its rear edge
  const beside: [number, number, number, number] = [66, 70, 70, 74]; // 2 to 6 beyond its east flank
  const corner: [number, number, number, number] = [65, 75, 70, 80]; // off a corner: in front of no edge
  const far: [number, number, number, number] = [56, 83, 64, 90]; // more than 8 behind

  it('a War Wagon threatens the ground behind its rear edge and beside its flanks, 1 BW deep; any other element does not', () => {
    const ww = zones(true);
    const other = zones(false);
    expect(ww.z.enters(ww.mover, ...behind, -1)).toBe(true);
    expect(ww.z.enters(ww.mover, ...beside, -1)).toBe(true);
    expect(other.z.enters(other.mover, ...behind, -1)).toBe(false);
    expect(other.z.enters(other.mover, ...beside, -1)).toBe(false);
  });

  it('not off its corners, not beyond 1 BW, not the mover going at it; its front zone still stops at the first base', () => {
    const { z, mover } = zones(true);
    expect(z.enters(mover, ...corner, -1)).toBe(false);
    expect(z.enters(mover, ...far, -1)).toBe(false);
    expect(z.enters(mover, ...behind, 1)).toBe(false);
    // In front of U past the friend at y = 66: [56, 64] x [62, 64] is beyond the intervening base.
    expect(z.enters(mover, 56, 62, 64, 64, -1)).toBe(false);
    expect(z.enters(mover, 56, 67, 64, 69, -1)).toBe(true);
  });
});
