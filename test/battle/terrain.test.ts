import { describe, expect, it } from 'vitest';
import { Board } from '../../src/battle/board.js';
import { FACING } from '../../src/battle/geometry.js';
import { GOING, GROUND, Terrain } from '../../src/battle/terrain.js';

// A wood (bad going, cover) 2 BW square at (40..56, 40..56) and a field of scrub (rough) beside
// it at (56..72, 40..48), on a 15 BW board in eighths of a base width.
const terrain = new Terrain(120, 120, [
  { x0: 40, y0: 40, x1: 56, y1: 56, going: GOING.bad, ground: GROUND.cover },
  { x0: 56, y0: 40, x1: 72, y1: 48, going: GOING.rough, ground: 0 },
]);
const at = (x: number, y: number): Board => new Board(120, 120, [{ side: 0, type: 0, width: 8, depth: 4, x, y, facing: FACING.north }]);

describe('the ground under a base', () => {
  it('is good going in the open (002:84)', () => {
    expect([terrain.goingUnder(at(20, 20), 0), terrain.groundUnder(at(20, 20), 0)]).toEqual([GOING.good, 0]);
  });

  it('is the worst going under any part of it, with every ground bit (F15)', () => {
    // Wholly in the wood; straddling wood and scrub; one eighth into the scrub; touching the wood's edge only.
    expect([terrain.goingUnder(at(48, 50), 0), terrain.groundUnder(at(48, 50), 0)]).toEqual([GOING.bad, GROUND.cover]);
    expect(terrain.goingUnder(at(56, 44), 0)).toBe(GOING.bad);
    expect([terrain.goingUnder(at(67, 41), 0), terrain.groundUnder(at(67, 41), 0)]).toEqual([GOING.rough, 0]);
    expect(terrain.goingUnder(at(48, 40), 0)).toBe(GOING.good);
  });
});
