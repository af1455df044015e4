import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, NO_KILLER, type BoardBase } from '../../src/battle/board.js';
import { Contacts } from '../../src/battle/contacts.js';
import { FACING } from '../../src/battle/geometry.js';
import { OutcomeMoves, type OutcomeRules } from '../../src/battle/outcome-moves.js';
import { GOING, GROUND, Terrain } from '../../src/battle/terrain.js';

// Hand-worked outcome moves on a 15 BW board in eighths of a base width (120 x 120). Three
// types: foot (0: 1/2 BW deep, recoils 1/2 BW, flees 2 BW), mounted (1: recoils 1 BW, passes
// through foot, 002:668) and a crusher (2: Behemoths, 002:673). Side 0 faces north.
const { north, east, south, west } = FACING;
const [FOOT, MOUNTED, CRUSHER] = [0, 1, 2];
const base = (side: number, type: number, x: number, y: number, facing: number): BoardBase => ({ side, type, width: 8, depth: 4, x, y, facing });

function rules(blockedRecoilDestroys: boolean): OutcomeRules {
  const passes = new Uint8Array(9);
  passes[MOUNTED * 3 + FOOT] = 1;
  return { types: 3, recoil: Int32Array.of(4, 8, 4), flee: Int32Array.of(16, 32, 16), passes, pushable: Uint8Array.of(1, 1, 0), crushes: Uint8Array.of(0, 0, 1), fleesIntoBadGoing: Uint8Array.of(0, 1, 0), fledOff: Uint8Array.of(2, 2, 2), drowns: Uint8Array.of(1, 1, 0), blockedRecoilDestroys };
}

/** The board after `act`, with its contacts read first (as when the fight began). */
function after(bases: BoardBase[], act: (m: OutcomeMoves) => void, destroys = false, terrain: Terrain | null = null): Board {
  const board = new Board(120, 120, bases);
  board.terrain = terrain;
  const contacts = new Contacts(board, new Uint8Array(3));
  contacts.update();
  act(new OutcomeMoves(board, contacts, rules(destroys)));
  return board;
}

const at = (b: Board, i: number): [number, number, number, number] => [b.x[i] ?? 0, b.y[i] ?? 0, b.facing[i] ?? 0, b.status[i] ?? 0];

describe('a recoil on the board', () => {
  it('moves straight back its recoil distance, keeping its facing (002:663)', () => {
    expect(at(after([base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 40, south)], (m) => m.recoil(0, FOOT)), 0)).toEqual([20, 36, north, 0]);
    expect(at(after([base(1, MOUNTED, 60, 70, south)], (m) => m.recoil(0, FOOT)), 0)).toEqual([60, 78, south, 0]);
  });

  it('with an enemy front edge on its flank it cannot recoil and is destroyed (000:55, 002:674)', () => {
    // A fights B; E faces west, its front edge on A's right flank, lined up or half a base back.
    for (const ey of [36, 34]) {
      const b = after([base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 40, south), base(1, MOUNTED, 24, ey, west)], (m) => m.recoil(0, FOOT));
      expect(b.status[0]).toBe(BOARD_STATUS.lost);
      expect(b.lostBy[0]).toBe(FOOT);
    }
  });

  it('with an enemy on its rear, or touching its rear corner with a front corner, likewise', () => {
    expect(after([base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 36, north)], (m) => m.recoil(0, FOOT)).status[0]).toBe(BOARD_STATUS.lost);
    // E faces north, diagonally behind A: its front right corner on A's rear left corner.
    expect(after([base(0, FOOT, 20, 40, north), base(1, FOOT, 12, 36, north)], (m) => m.recoil(0, FOOT)).status[0]).toBe(BOARD_STATUS.lost);
  });

  it('passes through a friend facing the same way where the rows allow, to the space behind it (002:667-668)', () => {
    const b = after([base(0, MOUNTED, 20, 40, north), base(0, FOOT, 20, 36, north)], (m) => m.recoil(0, FOOT));
    expect(at(b, 0)).toEqual([20, 32, north, 0]);
    expect(at(b, 1)).toEqual([20, 36, north, 0]);
  });

  it('else pushes it back far enough for the recoil (002:672)', () => {
    const b = after([base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 36, north)], (m) => m.recoil(0, FOOT));
    expect([at(b, 0), at(b, 1)]).toEqual([[20, 36, north, 0], [20, 32, north, 0]]);
    // Half a base behind the friend: the recoil first closes the gap, then pushes it the rest.
    const gap = after([base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 34, north)], (m) => m.recoil(0, FOOT));
    expect([gap.y[0], gap.y[1]]).toEqual([36, 32]);
  });

  it('a push cut short: D3H2 pushes as far as it goes and the recoil ends there; HOTT 2e destroys the recoiler', () => {
    // G stands 2 behind the friend: the friend can go back 2 of the 4 needed.
    const bases = [base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 36, north), base(0, FOOT, 20, 30, north)];
    const d3h2 = after(bases, (m) => m.recoil(0, FOOT));
    expect([d3h2.y[0], d3h2.y[1], d3h2.y[2]]).toEqual([38, 34, 30]);
    const hott = after(bases, (m) => m.recoil(0, FOOT), true);
    expect([hott.status[0], hott.y[1]]).toEqual([BOARD_STATUS.lost, 36]);
  });

  it('meeting an enemy or the base edge: D3H2 ends its move there, destroyed only without room; HOTT 2e destroys it', () => {
    const enemy = [base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 30, south)];
    expect(at(after(enemy, (m) => m.recoil(0, FOOT)), 0)).toEqual([20, 38, north, 0]);
    expect(after(enemy, (m) => m.recoil(0, FOOT), true).status[0]).toBe(BOARD_STATUS.lost);
    const edge = [base(0, FOOT, 20, 6, north)];
    expect(at(after(edge, (m) => m.recoil(0, FOOT)), 0)).toEqual([20, 4, north, 0]);
    expect(after(edge, (m) => m.recoil(0, FOOT), true).status[0]).toBe(BOARD_STATUS.lost);
    expect(after([base(0, FOOT, 20, 4, north)], (m) => m.recoil(0, FOOT)).status[0]).toBe(BOARD_STATUS.lost);
  });

  it('a crusher destroys the friend it recoils into and finishes its recoil (002:673)', () => {
    const b = after([base(0, CRUSHER, 20, 40, north), base(0, FOOT, 20, 36, north)], (m) => m.recoil(0, FOOT));
    expect([b.status[1], b.lostBy[1]]).toEqual([BOARD_STATUS.lost, NO_KILLER]);
    expect(at(b, 0)).toEqual([20, 36, north, 0]);
  });

  it("meeting a waterway's shore it stops there in D3H2 (002:674, as at the board's edge) and is destroyed in HOTT 2e (000:55; F42)", () => {
    // Facing west at x = 100 (its base 100 to 104), it recoils 4 east; the land ends at 106, 2 behind it.
    const shore = (destroys: boolean): Board => after([base(0, FOOT, 100, 60, west)], (m) => {
      m.board.landX1 = 106;
      m.recoil(0, FOOT);
    }, destroys);
    expect(at(shore(false), 0)).toEqual([102, 60, west, 0]);
    expect(shore(true).status[0]).toBe(BOARD_STATUS.lost);
  });
});

describe('flight on the board', () => {
  it('turns about in place and moves its flight distance (002:677)', () => {
    // Front edge at 40 facing north: turned about, its front edge is at 36 facing south; 16 on, 20.
    expect(at(after([base(0, FOOT, 20, 40, north)], (m) => m.flee(0, FOOT)), 0)).toEqual([20, 20, south, BOARD_STATUS.fled]);
  });

  it('crossing its own base edge, it is lost to no enemy (002:694)', () => {
    const b = after([base(0, FOOT, 20, 12, north)], (m) => m.flee(0, FOOT));
    expect([b.status[0], b.lostBy[0]]).toEqual([BOARD_STATUS.lost, NO_KILLER]);
  });

  it('passes through friends it may pass, stops at one it may not, and is destroyed if it cannot move at all (002:678-679)', () => {
    const through = after([base(0, MOUNTED, 20, 60, north), base(0, FOOT, 20, 50, north)], (m) => m.flee(0, FOOT));
    expect(at(through, 0)).toEqual([20, 24, south, BOARD_STATUS.fled]);
    const stopped = after([base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 30, north)], (m) => m.flee(0, FOOT));
    expect(at(stopped, 0)).toEqual([20, 30, south, BOARD_STATUS.fled]);
    const stuck = after([base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 36, north)], (m) => m.flee(0, FOOT));
    expect(stuck.status[0]).toBe(BOARD_STATUS.lost);
  });

  it('with an enemy front edge on its flank or rear, it is destroyed (002:679)', () => {
    expect(after([base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 36, north)], (m) => m.flee(0, FOOT)).status[0]).toBe(BOARD_STATUS.lost);
  });

  it('meeting a side edge it turns along it toward its own base edge for the rest (002:677, F10)', () => {
    // Facing west 4 from the east edge: turned about it faces east, front edge at 116, 4 to the edge; then 12 south.
    const b = after([base(0, FOOT, 112, 60, west)], (m) => m.flee(0, FOOT));
    expect(at(b, 0)).toEqual([116, 44, south, BOARD_STATUS.fled]);
  });

  it("meeting a waterway's shore it stops there (002:678 `(d) a waterway`; F42), and with no room at all it is destroyed (002:679)", () => {
    // A waterway 2 BW wide along the east edge: the land ends at x = 104. Turned about, the front edge at 100, 4 short of it.
    const b = after([base(0, FOOT, 96, 60, west)], (m) => {
      m.board.landX1 = 104;
      m.flee(0, FOOT);
    });
    expect(at(b, 0)).toEqual([104, 60, east, BOARD_STATUS.fled]);
    const stuck = after([base(0, FOOT, 100, 60, west)], (m) => {
      m.board.landX1 = 104;
      m.flee(0, FOOT);
    });
    expect(stuck.status[0]).toBe(BOARD_STATUS.lost);
  });
});

describe('pursuit on the board', () => {
  it('goes straight ahead with the friends lined up behind it, up to contact, and a fled enemy met turns to face (002:682-687)', () => {
    const b = after([base(0, FOOT, 20, 40, north), base(0, FOOT, 20, 36, north), base(1, FOOT, 20, 62, north)], (m) => {
      m.board.status[2] = BOARD_STATUS.fled;
      m.pursue(0, 8);
    });
    expect([b.y[0], b.y[1]]).toEqual([48, 44]);
    const met = after([base(0, FOOT, 20, 40, north), base(1, FOOT, 20, 46, north)], (m) => {
      m.board.status[1] = BOARD_STATUS.fled;
      m.pursue(0, 8);
    });
    // The fled enemy faced north, its rear edge at 42: the pursuer stops there, and it turns to face.
    expect(at(met, 0)).toEqual([20, 42, north, 0]);
    expect(at(met, 1)).toEqual([20, 42, south, BOARD_STATUS.ready]);
  });

  it('does not pursue across the board edge (002:686)', () => {
    expect(after([base(0, FOOT, 20, 116, north)], (m) => m.pursue(0, 8)).y[0]).toBe(116);
  });
});

describe('a flight stopped by bad going (002:678 (e); F34)', () => {
  // Foot at (20, 40) facing north flee: turned about, front edge on y = 36 facing south, 16 to go.
  // The mounted type stands in for Light Horse here: it flees on into bad going.
  const band = (y0: number, y1: number, ground: number): Terrain => new Terrain(120, 120, [{ x0: 0, y0, x1: 120, y1, going: GOING.bad, ground }]);
  const wood = (y0: number, y1: number): Terrain => band(y0, y1, GROUND.cover | GROUND.haltsPursuit | GROUND.haltsFlight);
  const fled = (type: number, terrain: Terrain): [number, number, number, number] => at(after([base(0, type, 20, 40, north)], (m) => m.flee(0, FOOT), false, terrain), 0);

  it('stops foot at the edge of a wood 6 eighths behind it, its front edge there', () => {
    expect(fled(FOOT, wood(24, 30))).toEqual([20, 30, south, BOARD_STATUS.fled]);
  });

  it('not Light Horse or Psiloi (`for troops other than Psiloi or Light Horse`), nor at a marsh (`except marsh`)', () => {
    expect(fled(MOUNTED, wood(24, 30))).toEqual([20, 4, south, BOARD_STATUS.fled]);
    expect(fled(FOOT, band(24, 30, GROUND.haltsPursuit))).toEqual([20, 20, south, BOARD_STATUS.fled]);
  });

  it('a wood it already stands partly in does not stop it (`it is not already at least partly in`); one touching its rear, so that it cannot move at all, destroys it', () => {
    expect(fled(FOOT, wood(34, 38))).toEqual([20, 20, south, BOARD_STATUS.fled]);
    expect(fled(FOOT, wood(30, 36))[3]).toBe(BOARD_STATUS.lost);
  });
});
