import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, LOSS, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables } from '../../../src/rules/common/battle/combat-tables.js';
import { EFFECT } from '../../../src/rules/common/battle/effects.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { Victory } from '../../../src/rules/common/battle/victory.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { battle, sampled } from './battle-results.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';

// Boards of 120 x 120 eighths of a base width; side 0's base edge is y = 0, side 1's y = 120.
// Type indices: 0 Blades (each side's general), 1 the summoned type, 2 Knights.
const { north, south } = FACING;
const sides = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;
const base = (side: number, type: number, x: number, y: number, facing: number, depth = 5): BoardBase => ({ side, type, width: 8, depth, x, y, facing });
/** HOTT's board units per field unit (100p is 5 eighths), D3H2's (half a base width is 4). */
const UNITS = new Map<RuleSystem, number>([[hott2, 5], [d3h2, 4]]);

/** Side 0's general and `held` elements of type `summonedType` held off the board, against Knights of side 1 whose front edge is at `knightsY`. */
function setUp(system: RuleSystem, summonedType: string, held: number, knightsY: number) {
  const rules = system.battle!;
  const kinds = ['blades', summonedType, 'knights'];
  const field = new Field(rules, kinds.map((t) => rules.profiles.get(t)!));
  const bases = [base(0, 0, 10, 10, north), ...Array.from({ length: held }, () => base(0, 1, -16, -16, north)), base(1, 2, 60, knightsY, south, 10), base(1, 0, 110, 115, south)];
  const board = new Board(120, 120, bases);
  const state = new BoardState(field, board, [0, 1], true);
  state.reset();
  state.stamp = 1;
  const m = battle(system, `general:blades+${summonedType}`, 'general:knights');
  const tables = new CombatTables(system, rules, m, kinds, sides);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, UNITS.get(system) ?? 0);
  return { board, state, parts, moves: new BoardMoves(parts) };
}

describe('Gods and Dragons on the board (000:33, 67-68; 002:215-220; ruling F31)', () => {
  it('a God arrives for 6 PIPs at the board\'s middle, as far forward on its side\'s half as 2 BW from every enemy allows (002:217 a)', () => {
    // Knights 4 BW away: the God's front edge on the half line (y = 60).
    const far = setUp(hott2, 'gods', 1, 92);
    expect(far.moves.summons.summon(0, 6)).toBe(0);
    expect([far.board.status[1], far.board.x[1], far.board.y[1], far.board.facing[1]]).toEqual([BOARD_STATUS.ready, 60, 60, north]);
    // Knights' front edge at y = 70: the God stands back to 2 BW (16) from it, its front edge at 54.
    const near = setUp(hott2, 'gods', 1, 70);
    near.moves.summons.summon(0, 6);
    expect([near.board.x[1], near.board.y[1]]).toEqual([60, 54]);
  });

  it('a God that flees off the board may be summoned again (002:215 `may be re-summoned`): in D3H2 lost until it is (002:695), in HOTT only off the table', () => {
    for (const [system, status, lost] of [[d3h2, BOARD_STATUS.departed, 1], [hott2, BOARD_STATUS.held, 0]] as const) {
      const { board, state, parts, moves } = setUp(system, 'gods', 1, 92);
      moves.summons.summon(0, 6);
      // 2.5 BW from its base edge, its flight (its tactical move, 002:677; HOTT's 600p) takes it off the board.
      board.place(1, 60, 20, north);
      state.contacts.update();
      parts.outcome.flee(1, 2);
      state.refresh();
      expect([board.status[1], state.lost[0]], system.id).toEqual([status, lost]);
      expect(moves.summons.summon(0, 6), system.id).toBe(0);
      expect(board.status[1], system.id).toBe(BOARD_STATUS.ready);
    }
  });

  it("a HOTT God a result sends off the battlefield outright (000:67 `Flee off the battlefield from God, Magician or Cleric`) is held to be summoned again, as one whose flight leaves the board; a Lurker's `Flee off the battlefield` loses it (000:86)", () => {
    const god = setUp(hott2, 'gods', 1, 92);
    god.moves.summons.summon(0, 6);
    god.parts.apply(1, EFFECT.fledOff, 0, -1, LOSS.other);
    god.state.refresh();
    expect([god.board.status[1], god.state.lost[0]]).toEqual([BOARD_STATUS.held, 0]);
    expect(god.moves.summons.summon(0, 6)).toBe(0);
    expect(god.board.status[1]).toBe(BOARD_STATUS.ready);
    const lurker = setUp(hott2, 'lurkers', 1, 92);
    lurker.board.status[1] = BOARD_STATUS.ready;
    lurker.board.place(1, 60, 60, north);
    lurker.parts.apply(1, EFFECT.fledOff, 0, -1, LOSS.other);
    expect(lurker.board.status[1]).toBe(BOARD_STATUS.lost);
  });

  it('no God arrives for fewer than 6 PIPs', () => {
    const { board, moves } = setUp(hott2, 'gods', 1, 92);
    expect(moves.summons.summon(0, 5)).toBe(5);
    expect(board.status[1]).toBe(BOARD_STATUS.held);
  });

  it('one payment brings all the army\'s Dragons, rear edges on its base edge, side by side from the middle (002:215, 217 b)', () => {
    const { board, moves } = setUp(d3h2, 'dragons', 2, 92);
    expect(moves.summons.summon(0, 6)).toBe(0);
    expect([board.status[1], board.x[1], board.y[1], board.status[2], board.x[2], board.y[2]]).toEqual([BOARD_STATUS.ready, 60, 5, BOARD_STATUS.ready, 52, 5]);
    expect([board.box[4], board.box[5]]).toEqual([56, 0]);
  });

  it('a God leaves on a PIP score of 1: in HOTT off the board, not lost (000:67); in D3H2 counting its 4 AP lost until it returns (002:220, 695)', () => {
    for (const [system, status, lostHalfAp] of [
      [hott2, BOARD_STATUS.held, 0],
      [d3h2, BOARD_STATUS.departed, 8],
    ] as const) {
      const { board, state, moves } = setUp(system, 'gods', 1, 92);
      moves.summons.summon(0, 6);
      moves.summons.leave(0);
      state.refresh();
      expect([board.status[1], board.x[1], state.lost[0], state.lostHalfAp[0]]).toEqual([status, -16, status === BOARD_STATUS.departed ? 1 : 0, lostHalfAp]);
      // Summoned again for 6 PIPs.
      expect(moves.summons.summon(0, 6)).toBe(0);
      expect(board.status[1]).toBe(BOARD_STATUS.ready);
    }
  });

  it('Dragons do not leave on a 1; the line refuses Gods; a God cannot be the general\'s element', () => {
    const { board, moves } = setUp(hott2, 'dragons', 1, 92);
    moves.summons.summon(0, 6);
    moves.summons.leave(0);
    expect(board.status[1]).toBe(BOARD_STATUS.ready);
    expect(() => prepareBattle(hott2, battle(hott2, 'general:blades+gods', 'general:knights', { field: 'line' }))).toThrow('Gods cannot fight in a hott2 line battle: Not deployed initially - 6 PIP to summon (000:67)');
    expect(() => prepareBattle(hott2, battle(hott2, 'general:gods+blades', 'general:knights'))).toThrow("army 'general:gods+blades' cannot make its Gods the general's element");
  });

  it('a God summoned in a whole battle wins its army battles: General\'s Blades and 3 Blades v 4 Knights (hott2, open board, 4,000 battles) with a God and without', () => {
    const chance = (a: string): number => sampled(prepareBattle(hott2, battle(hott2, a, 'general:knights+3*knights')).kernel as BattleKernel, 4000)[0];
    const without = chance('general:blades+3*blades');
    const withGod = chance('general:blades+3*blades+gods');
    // Each about 0.8 points of standard error: the God's gain is over 5 of them.
    expect(withGod - without).toBeGreaterThan(0.05);
  });

  it("HOTT's third lost is of the elements on the table (000:59, 63): three Blades and three Gods held off it are defeated by one Blade lost", () => {
    const rules = hott2.battle!;
    const field = new Field(rules, ['blades', 'gods'].map((t) => rules.profiles.get(t)!));
    const held = (): BoardBase => base(0, 1, -16, -16, north);
    const board = new Board(120, 120, [base(0, 0, 20, 20, north), base(0, 0, 40, 20, north), base(0, 0, 60, 20, north), held(), held(), held(), base(1, 0, 60, 100, south), base(1, 0, 80, 100, south)]);
    const state = new BoardState(field, board, [0, 0], true);
    state.reset();
    const victory = new Victory(rules.victory, state, [0, 0], 24, 24);
    board.lose(1, 0);
    state.refresh();
    expect([state.offTable[0], state.lost[0]]).toEqual([3, 1]);
    expect(victory.defeated(state)).toBe(0);
    // Summoned, the Gods are in the total: one lost of six is not a third.
    for (const g of [3, 4, 5]) board.status[g] = BOARD_STATUS.ready;
    state.refresh();
    expect(victory.defeated(state)).toBe(-1);
  });
});

describe('Inexhaustible Hordes replaced (002:221-222, 695; ruling F43)', () => {
  /** D3H2: side 0's general Blades and an Inexhaustible Horde at x = 30 facing north on y = 40; side 1's Knights far off. */
  function hordes(generalIsHorde = false) {
    const rules = d3h2.battle!;
    const kinds = ['blades', 'inexhaustible-hordes', 'knights'];
    const field = new Field(rules, kinds.map((t) => rules.profiles.get(t)!));
    const board = new Board(120, 120, [base(0, 0, 10, 10, north, 4), base(0, 1, 30, 40, north, 4), base(1, 2, 60, 100, south, 8), base(1, 0, 110, 115, south, 4)]);
    const state = new BoardState(field, board, [generalIsHorde ? 1 : 0, 1], true);
    state.reset();
    state.stamp = 1;
    const m = battle(d3h2, 'general:blades+inexhaustible-hordes', 'general:knights');
    const parts = new BoardParts(state, { tables: new CombatTables(d3h2, rules, m, kinds, sides), policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 4);
    return { board, state, moves: new BoardMoves(parts) };
  }

  it('deployed at the start; destroyed, it goes off the board counting its 1.5 AP lost (002:695), and returns for 1 PIP with its rear edge on its base edge, not moving that bound', () => {
    const { board, state, moves } = hordes();
    expect(board.status[1]).toBe(BOARD_STATUS.ready);
    board.lose(1, 2);
    state.refresh();
    expect([board.status[1], board.lostBy[1], state.lostHalfAp[0]]).toEqual([BOARD_STATUS.departed, 2, 3]);
    expect(moves.summons.summon(0, 3)).toBe(2);
    // Its base 1/2 BW (4) deep: front edge 4 up from its base edge, at the board's middle, 2 BW and more from the Knights.
    expect([board.status[1], board.x[1], board.y[1], board.facing[1], state.moved[1]]).toEqual([BOARD_STATUS.ready, 60, 4, north, 1]);
    state.refresh();
    expect(state.lostHalfAp[0]).toBe(0);
  });

  it("a general's Inexhaustible Horde is not replaced: its loss is the general's", () => {
    const { board, state } = hordes(true);
    board.lose(1, 2);
    expect([board.status[1], state.generalLost(0)]).toEqual([BOARD_STATUS.lost, true]);
  });

  it('on the board they keep coming: General\'s Blades and 4 Inexhaustible Hordes v General\'s Blades and 4 Spears lose far less often than on the line, where none is replaced', () => {
    const kernel = (field: string): BattleKernel => prepareBattle(d3h2, battle(d3h2, 'general:blades+4*inexhaustible-hordes', 'general:blades+4*spears', { field, camps: 'none' })).kernel as BattleKernel;
    const board = sampled(kernel('board'), 300, 3);
    const line = sampled(kernel('line'), 300, 3);
    // Seeded, 300 battles: B wins 33.3% on the board, 99.7% on the line (each figure far from the bounds below).
    expect(board[2]).toBeLessThan(0.5);
    expect(line[2]).toBeGreaterThan(0.9);
  });
});

describe('ensorcelled Heroes and Magicians returned for 6 PIPs (002:225-229, 000:34, 73; ruling F44)', () => {
  /** Side 0's element 1 of `type`, deployed at x = 30 facing north on y = 40, ensorcelled by the Knights (type 2). */
  function ensorcelled(system: RuleSystem, type: string) {
    const set = setUp(system, type, 1, 92);
    set.board.place(1, 30, 40, north);
    set.board.status[1] = BOARD_STATUS.ready;
    set.parts.apply(1, EFFECT.ensorcelled, 2, -1, LOSS.other);
    set.state.refresh();
    return set;
  }

  it('a D3H2 Mage stays away where it stood, counting lost (002:695), and returns there for 6 PIPs, not moving that bound', () => {
    const { board, state, moves } = ensorcelled(d3h2, 'mages');
    expect([board.status[1], board.x[1], board.y[1], state.lost[0]]).toEqual([BOARD_STATUS.departed, 30, 40, 1]);
    expect(moves.summons.summon(0, 5)).toBe(5);
    expect(moves.summons.summon(0, 6)).toBe(0);
    state.refresh();
    expect([board.status[1], board.x[1], board.y[1], state.moved[1], state.lost[0]]).toEqual([BOARD_STATUS.ready, 30, 40, 1, 0]);
  });

  it('a Mage whose place any base covers does not return (002:228 `may not appear if its prior location is even partially covered`)', () => {
    const { board, moves } = ensorcelled(d3h2, 'mages');
    board.place(3, 34, 40, north);
    expect(moves.summons.summon(0, 6)).toBe(6);
    expect(board.status[1]).toBe(BOARD_STATUS.departed);
  });

  it('a D3H2 Hero returns with its rear edge on the enemy base edge, facing across the board, as near the middle as there is room (002:227 b: no Stronghold is laid)', () => {
    const { board, moves } = ensorcelled(d3h2, 'heroes');
    moves.summons.summon(0, 6);
    expect([board.status[1], board.x[1], board.y[1], board.facing[1], board.box[7]]).toEqual([BOARD_STATUS.ready, 60, 115, south, 120]);
  });

  it("a HOTT Hero escapes next to the enemy's Stronghold, front edge to its front edge (000:73 `appears on enemy base edge or next to Stronghold`)", () => {
    const rules = hott2.battle!;
    const kinds = ['blades', 'heroes', 'knights', 'stronghold'];
    const field = new Field(rules, kinds.map((t) => rules.profiles.get(t)!));
    const board = new Board(120, 120, [base(0, 0, 10, 10, north), base(0, 1, 30, 40, north), base(1, 2, 60, 92, south, 10), base(1, 0, 110, 115, south), { side: 1, type: 3, width: 16, depth: 8, x: 60, y: 112, facing: south, fixed: true }]);
    const state = new BoardState(field, board, [0, 1], true);
    state.reset();
    state.stamp = 1;
    const m = battle(hott2, 'general:blades+heroes', 'general:knights');
    const parts = new BoardParts(state, { tables: new CombatTables(hott2, rules, m, kinds.slice(0, 3), sides), policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
    parts.apply(1, EFFECT.ensorcelled, 2, -1, LOSS.other);
    expect(board.status[1]).toBe(BOARD_STATUS.departed);
    new BoardMoves(parts).summons.summon(0, 6);
    expect([board.status[1], board.x[1], board.y[1], board.facing[1]]).toEqual([BOARD_STATUS.ready, 60, 112, north]);
  });

  it('an ensorcelled general is lost until returned; an element no text returns is lost for good', () => {
    const general = setUp(d3h2, 'mages', 1, 92);
    general.parts.apply(0, EFFECT.ensorcelled, 2, -1, LOSS.other);
    expect([general.board.status[0], general.state.generalLost(0)]).toEqual([BOARD_STATUS.lost, true]);
    const mage = ensorcelled(d3h2, 'mages');
    const asGeneral = new BoardState(mage.state.field, mage.board, [1, 1], true);
    expect(asGeneral.generalLost(0)).toBe(true);
  });
});
