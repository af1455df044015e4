import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../src/battle/board.js';
import { Contacts, FLANK } from '../../src/battle/contacts.js';
import { EDGE, FACING } from '../../src/battle/geometry.js';
import { advanceGroup, mayContact, wheelCost, wheelGroup } from '../../src/battle/moves.js';
import { Sweep } from '../../src/battle/sweep.js';

// Hand-worked tactical moves on a 15 BW board in eighths of a base width; bases 1 BW wide,
// 1/2 BW deep.
const { north, east } = FACING;
const base = (side: number, x: number, y: number, facing: number): BoardBase => ({ side, type: 0, width: 8, depth: 4, x, y, facing });
const group = (...members: number[]): Int32Array => Int32Array.from(members);

describe('a group on the board', () => {
  it('advances straight ahead, each element stopping at contact (B4 on the board)', () => {
    // Two side by side at y = 40; an enemy 6 ahead of the right one only.
    const board = new Board(120, 120, [base(0, 20, 40, north), base(0, 28, 40, north), base(1, 28, 46, FACING.south)]);
    expect(advanceGroup(board, new Sweep(board), group(0, 1), 2, 16)).toBe(16);
    expect([board.y[0], board.y[1]]).toEqual([56, 46]);
  });

  it('moves a column as one: the element behind follows the one ahead', () => {
    const board = new Board(120, 120, [base(0, 20, 40, north), base(0, 20, 36, north)]);
    advanceGroup(board, new Sweep(board), group(1, 0), 2, 8);
    expect([board.y[0], board.y[1]]).toEqual([48, 44]);
  });

  it('wheels a quarter about the front corner on the side it turns to (000:39), its outer corner travelling a quarter circle', () => {
    // A line of two facing north, front edge y = 40 from x = 16 to 32, wheels right about (32, 40).
    const board = new Board(120, 120, [base(0, 20, 40, north), base(0, 28, 40, north)]);
    expect(wheelGroup(board, group(0, 1), 2, 1)).toBe(true);
    expect([board.x[0], board.y[0], board.facing[0]]).toEqual([32, 52, east]);
    expect([board.x[1], board.y[1], board.facing[1]]).toEqual([32, 44, east]);
    expect([...board.box.subarray(4, 8)]).toEqual([28, 40, 32, 48]);
    // 2 BW wide: the outer corner's quarter circle is pi * 16 / 2 = 25.1 eighths, taken as 26.
    expect(wheelCost(16)).toBe(26);
  });

  it('refuses a wheel that would put a base on another or off the board', () => {
    const blocked = new Board(120, 120, [base(0, 20, 40, north), base(0, 28, 40, north), base(1, 30, 50, north)]);
    expect(wheelGroup(blocked, group(0, 1), 2, 1)).toBe(false);
    expect([blocked.x[0], blocked.y[0], blocked.facing[0]]).toEqual([20, 40, north]);
    const edge = new Board(120, 120, [base(0, 4, 116, north)]);
    expect(wheelGroup(edge, group(0), 1, -1)).toBe(false);
  });

  it('takes an enemy in the flank after a wheel, having started entirely behind that flank (000:41)', () => {
    // The enemy faces north; its left flank edge is x = 40, from y = 44 to 48.
    const board = new Board(120, 120, [base(0, 20, 40, north), base(0, 28, 40, north), base(1, 44, 48, north)]);
    const start = [...board.box.subarray(4, 8)] as [number, number, number, number];
    wheelGroup(board, group(0, 1), 2, 1);
    advanceGroup(board, new Sweep(board), group(0, 1), 2, 8);
    const contacts = new Contacts(board, new Uint8Array(1));
    contacts.update();
    expect(contacts.flank[2 * 2 + FLANK.left]).toBe(1);
    expect(mayContact(board, 2, EDGE.left, ...start)).toBe(true);
    // Not from a start partly in front of that flank's line, nor across its front.
    expect(mayContact(board, 2, EDGE.left, 36, 36, 44, 40)).toBe(false);
    expect(mayContact(board, 2, EDGE.rear, 24, 36, 32, 40)).toBe(true);
    expect(mayContact(board, 2, EDGE.rear, 24, 42, 32, 46)).toBe(false);
    expect(mayContact(board, 2, EDGE.front, 36, 60, 44, 64)).toBe(true);
  });
});
