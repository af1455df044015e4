import { describe, expect, it } from 'vitest';
import { Contacts, FLANK } from '../../../src/battle/contacts.js';
import { FACING } from '../../../src/battle/geometry.js';
import { Sweep, shift } from '../../../src/battle/sweep.js';
import { boardOfLine, eighthsPerUnit } from '../../../src/rules/common/battle/board-deployment.js';
import { deploy } from '../../../src/rules/common/battle/deployment.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import type { Army } from '../../../src/core/army.js';
import { fixtureRules } from './fixture-rules.js';

// The line's deployment (B1, B2) on the board: the fixture's field is 6 units behind each line
// and 4 between them, 2 units to a base width, so 4 eighths a unit and a 64-eighth board.
const rules = fixtureRules(d3h2, { spears: { rearSupportFrom: ['spears'] } });
const field = new Field(rules, [...rules.profiles.values()]);
const types = [...rules.profiles.keys()];
const army = (...elements: [string, number | null][]): Army => ({ name: 'test', elements: elements.map(([troop, behind], i) => ({ troop, behind, general: i === 0 })) }) as unknown as Army;

describe('the line deployed on the board', () => {
  const { columns, sides } = deploy(field, [army(['spears', null], ['spears', null], ['blades', null], ['spears', 0]), army(['blades', null], ['blades', null])], (t) => types.indexOf(t));
  const board = boardOfLine(field, columns, sides);

  it('stands each column a base width wide, centred, the lines their gap apart, facing each other', () => {
    expect(eighthsPerUnit(field)).toBe(4);
    expect([board.width, board.height]).toEqual([64, 64]);
    // Three columns, 24 eighths, from x = 20; the shorter line in the first two (B2: centred, rounding down).
    expect([...board.x]).toEqual([24, 32, 40, 24, 24, 32]);
    expect([...board.y]).toEqual([24, 24, 24, 20, 40, 40]);
    expect([...board.facing]).toEqual([FACING.north, FACING.north, FACING.north, FACING.north, FACING.south, FACING.south]);
  });

  it('gives the contacts the line reads once the lines close: frontal pairs, the overlap of the unopposed, rear support', () => {
    const sweep = new Sweep(board);
    for (const e of [4, 5]) {
      sweep.run(e, FACING.south, 64);
      shift(board, e, FACING.south, sweep.gap);
    }
    const c = new Contacts(board, field.noOverlap);
    c.update();
    expect([c.front[0], c.front[1], c.front[2], c.front[4], c.front[5]]).toEqual([4, 5, -1, 0, 1]);
    // The third element has no opponent: it overlaps the second enemy on that enemy's left (facing south, its left is east).
    expect(c.overlap[2 * 5 + FLANK.left]).toBe(2);
    expect(c.overlap[2 * 1 + FLANK.right]).toBe(-1);
    expect(c.behind[0]).toBe(3);
    expect(c.beside[2 * 0 + FLANK.right]).toBe(1);
  });

  it('maps HOTT 2e and D3H2 field units to whole eighths of a base width (F1)', () => {
    const units = (system: typeof hott2) => {
      const r = system.battle;
      return r ? eighthsPerUnit(new Field(r, [...r.profiles.values()])) : NaN;
    };
    expect([units(hott2), units(d3h2)]).toEqual([5, 4]);
  });
});
