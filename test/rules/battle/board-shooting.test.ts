import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { LineOfFire } from '../../../src/battle/line-of-fire.js';
import { GOING, GROUND, Terrain } from '../../../src/battle/terrain.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables } from '../../../src/rules/common/battle/combat-tables.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { battle } from './battle-results.js';

const { north, south } = FACING;

// Shots blocked on the board (002:369; src/battle/RULINGS.md F39), worked by hand on boards of
// eighths of a base width. The shooter S stands at x = 20 facing north, its front edge [16, 24]
// at y = 40; its target T, facing south, has its front edge [24, 32] at y = 60, a base width to
// S's right, so the lines joining the edges' ends bound the trapezoid whose low side runs from
// (16, 40) to (24, 60) and whose high side from (24, 40) to (32, 60).

const base = (side: number, x: number, y: number, facing: number, width = 8, depth = 4): BoardBase => ({ side, type: 0, width, depth, x, y, facing });
const S = base(0, 20, 40, north);
const T = base(1, 28, 60, south);

describe('an element between the shooter and its target blocks the shot (002:369 `part of any element between them`)', () => {
  const blocked = (...between: BoardBase[]): boolean => new LineOfFire(new Board(120, 120, [S, T, ...between]), 4).blocked(0, 1);

  it('nothing between: the shot is clear', () => {
    expect(blocked()).toBe(false);
  });

  it('a friend at [24, 32] x [44, 48], inside the trapezoid (at y = 44 it spans x 17.6 to 25.6), blocks it', () => {
    expect(blocked(base(0, 28, 48, north))).toBe(true);
  });

  it('a base at [16, 20] x [57, 59], inside the rectangle holding the shot but left of the trapezoid (at y = 59 its low side is at x = 23.6), does not', () => {
    expect(blocked(base(0, 18, 59, north, 4, 2))).toBe(false);
  });

  it('a base touching the shot only along the trapezoid\'s edge ([8, 16] beside S\'s front corner) does not', () => {
    expect(blocked(base(0, 12, 44, north))).toBe(false);
  });
});

describe('½ BW of woods across the shot blocks it (002:369 `a ½ BW depth of ... woods ... blocks shooting`)', () => {
  const blocked = (y0: number, y1: number): boolean => {
    const board = new Board(120, 120, [S, T]);
    board.terrain = new Terrain(120, 120, [{ x0: 16, y0, x1: 32, y1, going: GOING.bad, ground: GROUND.cover | GROUND.sight }]);
    return new LineOfFire(board, 4).blocked(0, 1);
  };

  it('a wood 4 eighths (½ BW) deep between the edges blocks it; 3 eighths deep does not', () => {
    expect(blocked(48, 52)).toBe(true);
    expect(blocked(48, 51)).toBe(false);
  });

  it('woods beyond the target\'s edge (the wood it stands in) do not', () => {
    expect(blocked(60, 70)).toBe(false);
  });
});

describe("a hill's crest between the shooter's edge and its target's blocks the shot (002:369 `A hill's crest ... blocks shooting from and at an element base edge entirely beyond it`)", () => {
  const blocked = (x0: number, y0: number, x1: number, y1: number): boolean => {
    const board = new Board(120, 120, [S, T]);
    board.terrain = new Terrain(120, 120, [{ x0, y0, x1, y1, going: GOING.good, ground: GROUND.hill }]);
    return new LineOfFire(board, 4).blocked(0, 1);
  };

  it('a gentle hill x 16 to 40, y 44 to 56, wider than deep: its crest runs across the board at y = 50, between the edges (40 and 60), and blocks the shot', () => {
    expect(blocked(16, 44, 40, 56)).toBe(true);
  });

  it('not where the crest lies at the shooter\'s edge or beyond the target\'s, nor a crest along the shot, nor one beside the shot', () => {
    // y 32 to 48: crest at y = 40, the shooter's front edge on it (it shoots from the crest).
    expect(blocked(16, 32, 40, 48)).toBe(false);
    // y 56 to 72: crest at 64, beyond the target's edge.
    expect(blocked(16, 56, 40, 72)).toBe(false);
    // x 20 to 28, y 40 to 60, deeper than wide: its crest runs along the shot, x = 24.
    expect(blocked(20, 40, 28, 60)).toBe(false);
    // x 40 to 64: across the board at y = 50, but clear of the shot's x 16 to 32.
    expect(blocked(40, 44, 64, 56)).toBe(false);
  });
});

describe('the shooter looks past a blocked target to the next path (F20, F39); HOTT\'s sheet blocks nothing', () => {
  // As above, a friend between; T is S's only target in range.
  const target = (system: RuleSystem): number => {
    const rules = system.battle!;
    const troop = system === d3h2 ? 'bows' : 'shooters';
    const field = new Field(rules, [rules.profiles.get(troop)!]);
    const board = new Board(120, 120, [S, T, base(0, 28, 48, north)]);
    const state = new BoardState(field, board, [0, 0]);
    const tables = new CombatTables(system, rules, battle(system, `general:${troop}`, `general:${troop}`), [troop], [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
    const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 8 / rules.field.baseWidth);
    parts.contacts.update();
    return parts.target(0, 100, false);
  };

  it('D3H2: no target; HOTT 2e: T', () => {
    expect(target(d3h2)).toBe(-1);
    expect(target(hott2)).toBe(1);
  });
});
