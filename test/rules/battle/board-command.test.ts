import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { laidFeature, type LaidFeature } from '../../../src/battle/layout.js';
import { GOING, GROUND } from '../../../src/battle/terrain.js';
import { BoardGround } from '../../../src/rules/common/battle/board-ground.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables } from '../../../src/rules/common/battle/combat-tables.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { battle } from './battle-results.js';

const { north, south } = FACING;

/**
 * One side-0 bound of moves on a 120 x 120 board (eighths of a base width): the general's Blades
 * at x = 12 and a second element of `troop` at `x`, both facing north on y = 20, each with an
 * enemy Blades far ahead in its path. Returns the PIPs left of `pips`, whether the second moved and
 * where its front edge is (`secondMoves`: the option `second-moves=any`, F41).
 */
function bound(system: RuleSystem, troop: string, x: number, pips: number, features: readonly LaidFeature[] = [], secondMoves = false, more: readonly BoardBase[] = []): { left: number; moved: boolean; y: number } {
  const rules = system.battle!;
  const troops = ['blades', troop];
  const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
  const k = 8 / rules.field.baseWidth;
  const depth = Math.round(rules.profiles.get('blades')!.recoil * k);
  const bases: BoardBase[] = [
    { side: 0, type: 0, width: 8, depth, x: 12, y: 20, facing: north },
    { side: 0, type: 1, width: 8, depth, x, y: 20, facing: north },
    { side: 1, type: 0, width: 8, depth, x: 12, y: 100, facing: south },
    { side: 1, type: 0, width: 8, depth, x, y: 100, facing: south },
    ...more,
  ];
  const board = new Board(120, 120, bases);
  const state = new BoardState(field, board, [0, 0], true, new BoardGround(board, field, rules.terrain, null, features));
  state.stamp = 1;
  // The extras are paid from a side's second bound in D3H2 (002:210).
  state.boundsPlayed[0] = 1;
  const tables = new CombatTables(system, rules, battle(system, 'general:blades', 'general:blades'), troops, [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true], secondMoves }, k);
  const left = new BoardMoves(parts).move(0, pips);
  return { left, moved: board.y[1] !== 20, y: board.y[1] as number };
}

describe('command distance on the board (000:29, 002:212; src/battle/RULINGS.md F36)', () => {
  it('D3H2: an element starting more than 8 BW from its general pays 2 PIPs to move; within 8 BW, 1', () => {
    // The bases' nearest points: x 16 to 96, 80 eighths (10 BW), beyond; 16 to 66, 50 (6.25 BW), within.
    expect(bound(d3h2, 'blades', 100, 2)).toMatchObject({ left: 1, moved: false });
    expect(bound(d3h2, 'blades', 100, 3)).toMatchObject({ left: 0, moved: true });
    expect(bound(d3h2, 'blades', 70, 2)).toMatchObject({ left: 0, moved: true });
  });

  it('D3H2: Light Horse alone have 20 BW (002:212 `20 BW if entirely Light Horse`): 10 BW away, 1 PIP', () => {
    expect(bound(d3h2, 'light-horse', 100, 2)).toMatchObject({ left: 0, moved: true });
  });

  it('HOTT: more than 1200p (60 eighths at 100p to 5) from its general, 2 PIPs; 1000p, 1', () => {
    // 86 - 16 = 70 eighths (1400p) beyond; 66 - 16 = 50 (1000p) within.
    expect(bound(hott2, 'blades', 90, 2)).toMatchObject({ left: 1, moved: false });
    expect(bound(hott2, 'blades', 70, 2)).toMatchObject({ left: 0, moved: true });
  });

  // A wood between the general (x 8..16) and the element: from x = 30 to 40, y 0 to 40, across the line joining their middles (the general's moved first, 2 BW ahead).
  const WOOD: LaidFeature = { feature: 'woods', x0: 30, y0: 0, x1: 40, y1: 40, going: GOING.bad, ground: GROUND.cover | GROUND.sight };

  it('D3H2: beyond a wood from its general, command distance is 4 BW (002:212 `reduced to 4 BW if entirely ... in or beyond a Wood`): 6.25 BW away, 2 PIPs; in sight, 1', () => {
    expect(bound(d3h2, 'blades', 70, 2, [WOOD])).toMatchObject({ left: 1, moved: false });
    expect(bound(d3h2, 'blades', 70, 2)).toMatchObject({ left: 0, moved: true });
    // The general's group moves first, 2 BW ahead (16 eighths): at x = 48 the element is 28 across and 12 behind it, 30.5 in all (3.8 BW), beyond the wood but within 4 BW: 1 PIP.
    expect(bound(d3h2, 'blades', 48, 2, [WOOD])).toMatchObject({ left: 0, moved: true });
  });

  it("D3H2: beyond a gentle hill's crest (002:212 `beyond the crest of a Hill`): the hill x 30 to 40, y 0 to 40, deeper than wide, has its crest along its middle, x = 35, between them; a hill as wide, lying along the line between them, hides nothing; Light Horse keep their 20 BW out of sight", () => {
    expect(bound(d3h2, 'blades', 70, 2, [{ ...WOOD, feature: 'gentle-hills', going: GOING.good, ground: GROUND.hill }])).toMatchObject({ left: 1, moved: false });
    // x 20 to 60, y 0 to 8: its crest runs across the board at y = 4, below both bases' middles.
    expect(bound(d3h2, 'blades', 70, 2, [{ ...WOOD, x0: 20, x1: 60, y0: 0, y1: 8, feature: 'gentle-hills', going: GOING.good, ground: GROUND.hill }])).toMatchObject({ left: 0, moved: true });
    expect(bound(d3h2, 'light-horse', 100, 2, [WOOD])).toMatchObject({ left: 0, moved: true });
  });

  it('D3H2: beyond a camp (002:212 `beyond a BUA or a camp`): a camp standing across the line between them, 6.25 BW apart, 2 PIPs', () => {
    // The general's group moves first, 2 BW ahead: the line from its middle (12, ~33) to the element's (70, ~17) runs at y 23 to 27.5 over x 32 to 48,
    // through a camp (a fixed base 2 BW wide) at x 32 to 48, y 20 to 28; one at y 40 to 48 stands clear of it.
    const camp: BoardBase = { side: 0, type: 0, width: 16, depth: 8, x: 40, y: 28, facing: north, fixed: true };
    expect(bound(d3h2, 'blades', 70, 2, [], false, [camp])).toMatchObject({ left: 1, moved: false });
    expect(bound(d3h2, 'blades', 70, 2, [], false, [{ ...camp, y: 48 }])).toMatchObject({ left: 0, moved: true });
  });

  it('HOTT: more than 600p (30 eighths) and out of sight, 2 PIPs (000:29): 1000p beyond the wood', () => {
    expect(bound(hott2, 'blades', 70, 2, [WOOD])).toMatchObject({ left: 1, moved: false });
    // 500p across (16 to 41) and 5 eighths behind the general after its 200p move: 25.5 eighths, within 600p (30), in command though out of sight.
    expect(bound(hott2, 'blades', 45, 2, [WOOD])).toMatchObject({ left: 0, moved: true });
  });
});

describe("a general in ground it commands poorly from (002:212; src/battle/RULINGS.md F36)", () => {
  /** The system's own Woods, laid from x 0 to 24 and y 0 to 60: the general's base (x 8 to 16, y 20 on) stands entirely in it, before and after its 1 BW move in bad going. */
  const woodsAroundTheGeneral = (system: RuleSystem): LaidFeature => laidFeature(system.battle!.terrain!.features.find((f) => f.id === 'woods')!, 0, 0, 24, 60);

  it("D3H2: with its general's element entirely in a Wood, every move costs 2 PIPs (`entirely in a BUA, Camp, Wood, Oasis, Marsh or Gully`); the same wood without that, 1", () => {
    // The element at x = 40 is 3 BW from its general: within command distance, in or out of sight.
    expect(bound(d3h2, 'blades', 40, 2, [woodsAroundTheGeneral(d3h2)])).toMatchObject({ left: 0, moved: false });
    expect(bound(d3h2, 'blades', 40, 4, [woodsAroundTheGeneral(d3h2)])).toMatchObject({ left: 0, moved: true });
    expect(bound(d3h2, 'blades', 40, 2, [{ ...woodsAroundTheGeneral(d3h2), ground: GROUND.cover | GROUND.sight }])).toMatchObject({ left: 0, moved: true });
  });

  it('D3H2: Marsh, Oasis, Gully and a BUA seclude a general too; Difficult Hills, Dunes and Scrub do not', () => {
    const secluded = (id: string): boolean => (d3h2.battle!.terrain!.features.find((f) => f.id === id)!.gives as readonly string[]).includes('secluded');
    expect(['bua', 'woods', 'marsh', 'oasis', 'gully'].every(secluded)).toBe(true);
    expect(['difficult-hills', 'dunes', 'scrub', 'gentle-hills', 'river'].some(secluded)).toBe(false);
  });

  it("HOTT: the crib sheet charges only for a general lost, off-table or far (000:29): its general in a wood, 1 PIP a move", () => {
    // HOTT's features are D3H2's (F24), `secluded` with them: laid as good going (the plan leaves foot in a wood where they stand), the bit is there and not read.
    const woods = { ...woodsAroundTheGeneral(hott2), going: GOING.good };
    expect(woods.ground & GROUND.secluded).toBe(GROUND.secluded);
    expect(bound(hott2, 'blades', 40, 2, [woods])).toMatchObject({ left: 0, moved: true });
    expect(bound(d3h2, 'blades', 40, 2, [{ ...woodsAroundTheGeneral(d3h2), going: GOING.good }])).toMatchObject({ left: 0, moved: false });
  });
});

describe('second moves (option second-moves; src/battle/RULINGS.md F41)', () => {
  // D3H2 Blades move 2 BW (16 eighths) in good going (002:239-290); the element 3 BW from its general is in command (1 PIP a move).
  it('none (the default): each element moves once a bound, whatever PIPs are left', () => {
    expect(bound(d3h2, 'blades', 40, 4)).toEqual({ left: 2, moved: true, y: 36 });
  });

  it('any: with the PIPs left after the first moves, each group that moved goes again, paying again: 4 PIPs take both 4 BW', () => {
    expect(bound(d3h2, 'blades', 40, 4, [], true)).toEqual({ left: 0, moved: true, y: 52 });
    // 3 PIPs: both first moves, then the second moves in the policy's order while PIPs last (both one-element groups: the leftmost first, the general's).
    expect(bound(d3h2, 'blades', 40, 3, [], true)).toEqual({ left: 0, moved: true, y: 36 });
  });

  it('the line refuses it in one sentence: only the board moves an element twice', async () => {
    const { prepareBattle } = await import('../../../src/rules/common/battle/prepare.js');
    expect(() => prepareBattle(d3h2, battle(d3h2, 'general:blades', 'general:blades', { field: 'line', 'second-moves': 'any' }))).toThrow(/second-moves=any cannot be read on the line: only the board moves an element more than once/);
  });
});
