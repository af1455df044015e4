import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../src/battle/board.js';
import { Contacts, FLANK } from '../../src/battle/contacts.js';
import { FACING, boxOf, cornerAt, CORNER } from '../../src/battle/geometry.js';

// Hand-worked situations on a 15 BW board in eighths of a base width: every base 1 BW wide (8)
// and 1/2 BW deep (4), as D3H2's foot. Side 0 faces north from y = 0, side 1 south.
const { north, east, south, west } = FACING;
const DRAGON = 9;
const base = (side: number, x: number, y: number, facing: number, type = 0): BoardBase => ({ side, type, width: 8, depth: 4, x, y, facing });

function contactsOf(...bases: BoardBase[]): Contacts {
  const noOverlap = new Uint8Array(10);
  noOverlap[DRAGON] = 1;
  const c = new Contacts(new Board(120, 120, bases), noOverlap);
  c.update();
  return c;
}

describe('a base on the board', () => {
  it('has the box its front edge, facing, width and depth give', () => {
    expect(boxOf(20, 40, north, 4, 4)).toEqual([16, 36, 24, 40]);
    expect(boxOf(20, 40, south, 4, 4)).toEqual([16, 40, 24, 44]);
    expect(boxOf(24, 36, west, 4, 4)).toEqual([24, 32, 28, 40]);
    expect(boxOf(24, 36, east, 4, 6)).toEqual([18, 32, 24, 40]);
  });

  it('names its corners from its own front, whichever way it faces', () => {
    expect(cornerAt(20, 40, north, 4, 4, 24, 40)).toBe(CORNER.frontRight);
    expect(cornerAt(20, 40, north, 4, 4, 16, 36)).toBe(CORNER.rearLeft);
    // Facing south, its right is the board's west.
    expect(cornerAt(28, 40, south, 4, 4, 24, 40)).toBe(CORNER.frontRight);
    expect(cornerAt(28, 40, south, 4, 4, 32, 44)).toBe(CORNER.rearLeft);
    expect(cornerAt(20, 40, north, 4, 4, 20, 40)).toBe(-1);
  });
});

describe('contacts from the bases alone', () => {
  it('two elements front edge to front edge fight each other', () => {
    const c = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south));
    expect([c.front[0], c.front[1]]).toEqual([1, 0]);
    expect([...c.overlap]).toEqual([-1, -1, -1, -1]);
  });

  it('an enemy beside the frontal opponent, with no opponent of its own, overlaps by the front corners (002:387)', () => {
    // A (0) fights B (1); C (2) stands at B's side, its front level: right front corner to right front corner with A.
    const c = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south), base(1, 28, 40, south));
    expect(c.overlap[2 * 0 + FLANK.right]).toBe(2);
    expect(c.overlap[2 * 0 + FLANK.left]).toBe(-1);
    // A is in frontal combat, so it does not overlap C; B and C stand side by side, fronts level.
    expect(c.overlap[2 * 2 + FLANK.right]).toBe(-1);
    expect(c.beside[2 * 1 + FLANK.left]).toBe(2);
    expect(c.beside[2 * 2 + FLANK.right]).toBe(1);
  });

  it('an enemy with a frontal opponent of its own does not overlap, nor does one that cannot (Dragons)', () => {
    const engaged = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south), base(1, 28, 40, south), base(0, 28, 40, north));
    expect([...engaged.overlap]).toEqual(new Array(8).fill(-1));
    const dragon = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south), base(1, 28, 40, south, DRAGON));
    expect(dragon.overlap[2 * 0 + FLANK.right]).toBe(-1);
  });

  it('a corner contact of unlike corners is no overlap', () => {
    // C faces north, diagonally ahead of A: its rear left corner on A's front right corner.
    const c = contactsOf(base(0, 20, 40, north), base(1, 28, 44, north));
    expect([...c.overlap]).toEqual([-1, -1, -1, -1]);
  });

  it('enemies in mutual flank edge contact overlap each other, in combat or not', () => {
    const c = contactsOf(base(0, 20, 40, north), base(1, 28, 40, north));
    expect(c.overlap[2 * 0 + FLANK.right]).toBe(1);
    expect(c.overlap[2 * 1 + FLANK.left]).toBe(0);
  });

  it('an enemy front edge on a flank, lined up front corner to front corner (002:593), or further back', () => {
    // E faces west, its front edge on A's right edge, its front right corner on A's front right corner.
    const lined = contactsOf(base(0, 20, 40, north), base(1, 24, 36, west));
    expect(lined.flank[2 * 0 + FLANK.right]).toBe(1);
    expect(lined.flankLinedUp[2 * 0 + FLANK.right]).toBe(1);
    expect(lined.front[0]).toBe(-1);
    // Half a base further back: still against the flank (002:674), not lined up.
    const back = contactsOf(base(0, 20, 40, north), base(1, 24, 34, west));
    expect(back.flank[2 * 0 + FLANK.right]).toBe(1);
    expect(back.flankLinedUp[2 * 0 + FLANK.right]).toBe(0);
  });

  it('an enemy front edge on the rear edge, whole or in part (002:594)', () => {
    const full = contactsOf(base(0, 20, 40, north), base(1, 20, 36, north));
    expect([full.rear[0], full.rearFull[0]]).toEqual([1, 1]);
    const part = contactsOf(base(0, 20, 40, north), base(1, 24, 36, north));
    expect([part.rear[0], part.rearFull[0]]).toEqual([1, 0]);
  });

  it('a friend lined up directly behind, facing the same way, may support (002:557); one turned away may not', () => {
    const c = contactsOf(base(0, 20, 40, north), base(0, 20, 36, north));
    expect(c.behind[0]).toBe(1);
    const turned = contactsOf(base(0, 20, 40, north), base(0, 20, 32, south));
    expect(turned.behind[0]).toBe(-1);
  });

  it('a lost element touches nothing', () => {
    const board = new Board(120, 120, [base(0, 20, 40, north), base(1, 20, 40, south)]);
    board.status[1] = 2;
    const c = new Contacts(board, new Uint8Array(1));
    c.update();
    expect(c.front[0]).toBe(-1);
  });

  it('counts against an element one per flank, overlap or flank contact, and its rear, as each text asks (F19)', () => {
    // A fights B; C overlaps A's right; E's front edge is on A's left, half a base back (not lined up); F on A's rear, half on.
    const c = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south), base(1, 28, 40, south), base(1, 16, 34, east), base(1, 24, 36, north));
    expect(c.flank[2 * 0 + FLANK.left]).toBe(3);
    // HOTT 2e: any frontal contact on a flank or the rear counts (000:52); D3H2: lined up, whole (002:593-594).
    expect([c.flanksAgainst(0, false), c.rearAgainst(0, false)]).toEqual([2, true]);
    expect([c.flanksAgainst(0, true), c.rearAgainst(0, true)]).toEqual([1, false]);
    // Overlapped and flanked on the same side: one.
    const both = contactsOf(base(0, 20, 40, north), base(1, 20, 40, south), base(1, 28, 40, south), base(1, 24, 36, west));
    expect(both.flanksAgainst(0, true)).toBe(1);
  });
});

describe('contacts kept as the board changes', () => {
  it('after every move, turn, loss and return, are what a fresh reading of the board finds', () => {
    // Two lines of 8 face to face, some with a second rank; then, over and over, a few elements
    // (now and then most of them, now and then more than the board keeps a note of) are moved
    // across or ahead, turned, lost or set back where they stand.
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const bases: BoardBase[] = [];
    for (let s = 0; s < 2; s++) {
      for (let i = 0; i < 8; i++) bases.push({ ...base(s, 20 + 8 * i, s === 0 ? 40 : 40, s === 0 ? north : south, i % 4 === 3 ? DRAGON : i % 3), depth: i % 2 === 0 ? 4 : 6 });
      for (let i = 0; i < 3; i++) bases.push(base(s, 28 + 16 * i, s === 0 ? 36 : 44, s === 0 ? north : south));
    }
    const board = new Board(120, 120, bases);
    const noOverlap = new Uint8Array(10);
    noOverlap[DRAGON] = 1;
    const kept = new Contacts(board, noOverlap);
    const names = ['front', 'flank', 'flankLinedUp', 'rear', 'rearFull', 'rearCorner', 'overlap', 'behind', 'beside'] as const;
    let found = 0;
    for (let step = 0; step < 400; step++) {
      const moves = rnd(50) === 0 ? 70 : rnd(6) === 0 ? 1 + rnd(board.count) : 1 + rnd(3);
      for (let m = 0; m < moves; m++) {
        const i = rnd(board.count);
        const x = board.x[i] as number, y = board.y[i] as number, f = board.facing[i] as number;
        const r = rnd(12);
        if (r === 0) board.lose(i, 0);
        else if (r === 1 && board.status[i] === 2) {
          board.status[i] = 0;
          board.note(i);
        } else if (r === 2) board.place(i, x, y, (f + 1 + rnd(3)) % 4);
        else if (r === 3) board.place(i, x, y, f);
        else if (r < 8) board.place(i, x, y + [-8, -4, -2, 2, 4, 8][rnd(6)]!, f);
        else board.place(i, x + [-8, -4, -2, 2, 4, 8][rnd(6)]!, y, f);
      }
      kept.update();
      const fresh = new Contacts(board, noOverlap);
      board.changed = true;
      fresh.update();
      for (const name of names) {
        expect([...kept[name]], `${name} after step ${step}`).toEqual([...fresh[name]]);
        found += [...fresh[name]].filter((v) => v > 0).length;
      }
    }
    // The board was not empty of contacts all along.
    expect(found).toBeGreaterThan(1000);
  });
});
