import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, LOSS, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { turnToFace } from '../../../src/battle/turn-to-face.js';
import { BoardCombat } from '../../../src/rules/common/battle/board-combat.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables, FIGHT, SITUATION } from '../../../src/rules/common/battle/combat-tables.js';
import type { BattleDice } from '../../../src/rules/common/battle/dice.js';
import { EFFECT, packed } from '../../../src/rules/common/battle/effects.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { battle, expectWithin4SE, results, sampled } from './battle-results.js';

const exactOf = (kernel: BattleKernel): [number, number, number] => results((kernel.exact as () => { weights: Float64Array })().weights);

describe('battles on the board (rulings F1-F29)', () => {
  it('two Blades against one Warband: the board gives the line\'s exact answer (the Warband overlapped), and Monte Carlo agrees within 4 SE', () => {
    const line = exactOf(prepareBattle(hott2, battle(hott2, 'general:blades+blades', 'general:warband', { field: 'line' })).kernel as BattleKernel);
    // The line's special case: no camps (F32).
    const kernel = prepareBattle(hott2, battle(hott2, 'general:blades+blades', 'general:warband', { field: 'board', camps: 'none' })).kernel as BattleKernel;
    const board = exactOf(kernel);
    board.forEach((p, i) => expect(p, ['A wins', 'draw', 'B wins'][i]).toBeCloseTo(line[i]!, 12));
    expect(board[0]).toBeGreaterThan(0.7);
    // 5,000 battles: the sampler against the chain, each result within 4 SE.
    const n = 5_000;
    const mc = sampled(kernel, n, 7);
    expectWithin4SE(mc, board, n);
  });

  it('mirror armies have equal chances when the first bound is drawn at random, flank attacks included', () => {
    // Left and right, near and far are the board's: a bias in the geometry or the plan's order shows here.
    const army = 'general:blades+spears+cavalry';
    const kernel = prepareBattle(d3h2, battle(d3h2, army, army, { field: 'board', first: 'random' })).kernel as BattleKernel;
    const n = 6_000;
    const [pa, , pb] = sampled(kernel, n, 3);
    expect(Math.abs(pa - pb)).toBeLessThanOrEqual(4 * Math.sqrt((pa + pb) / n));
    expect(pa + pb).toBeGreaterThan(0.5);
  });

  // Two a side with a mounted element, so flank attacks (F23) happen: exact by the chain over
  // board states, against Monte Carlo within 4 SE, for results and for the chance that a side
  // loses an element to a flank or rear contact. About 8 s of CPU each for d3h2's, 90 s for hott2's (2026-11-29, with the camps): .ci/run runs them
  // (ODDSMITH_BOARD_EXACT=all); the suite keeps the two-against-one case above. The timeout
  // catches a hang only: 30 minutes, 20 times the slowest case's time on an idle machine.
  const twoASide = process.env.ODDSMITH_BOARD_EXACT === 'all' ? it : it.skip;
  twoASide.each([
    // Cavalry against Warband lost the defender an element to a flank or rear contact with a chance
    // of 2.8e-8 only, and with threat zones (F38) none (5e-13, rounding); against Blades, 0.46%.
    ['d3h2: general:cavalry+blades v general:blades+blades', d3h2, 'general:cavalry+blades', 'general:blades+blades'],
    ['d3h2: general:light-horse+blades v general:blades+blades', d3h2, 'general:light-horse+blades', 'general:blades+blades'],
    ['hott2: general:riders+blades v general:blades+blades', hott2, 'general:riders+blades', 'general:blades+blades'],
  ] as const)('%s, two a side: exact and Monte Carlo agree, flank contacts included', (_, system, a, b) => {
    const kernel = prepareBattle(system, battle(system, a, b, { field: 'board' })).kernel as BattleKernel;
    const exact = (kernel.exact as () => { weights: Float64Array; metrics: readonly Float64Array[] })();
    const chances = results(exact.weights);
    const n = 40_000;
    const mc = sampled(kernel, n, 11);
    expectWithin4SE(mc, chances, n);
    const flanked = kernel.metrics.findIndex((m) => m.name === 'defender-lost-to-flank-or-rear');
    const pFlanked = 1 - (exact.metrics[flanked]![0] ?? 0);
    // Reached by the chain at all (a flank attack, F23, then a loss with the enemy there).
    expect(pFlanked, 'the defender loses an element to a flank or rear contact in some battles').toBeGreaterThan(1e-9);
  }, 1_800_000);

  describe('a hand-worked fight (HOTT 2e: 100p is 5 eighths of a base width; Blades and Spears 1 BW wide, 100p deep)', () => {
    // Board 120 x 120. The Spears (side 1) face south, front edge on y = 60; Blades A face north
    // in frontal contact with them; Blades B face east, front edge on the Spears' right flank
    // (facing south, its right is west: x = 56), front corner to front corner.
    const { north, south, east } = FACING;
    const troops = ['blades', 'spears', 'knights'];
    const rules = hott2.battle!;
    const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
    const base = (side: number, type: number, x: number, y: number, facing: number, depth = 5): BoardBase => ({ side, type, width: 8, depth, x, y, facing });
    const m = battle(hott2, 'general:blades+blades', 'general:spears');
    const sides = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;

    /** The fight with the Spears' result forced to `spears` (effects.ts), the Blades' to none; what was asked and the board after. */
    function fought(spears: number, flanker: BoardBase | null, enemy = base(1, 1, 60, 60, south), front = base(0, 0, 60, 60, north), rearCorners = true): { board: Board; asked: number[] } {
      const board = new Board(120, 120, [front, ...(flanker ? [flanker] : []), enemy]);
      const state = new BoardState(field, board, [0, 0], rearCorners);
      state.stamp = 1;
      const tables = new CombatTables(hott2, rules, m, troops, sides);
      const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
      const dice: BattleDice = {
        d6: () => 1,
        pick: (table) => table.find((p) => packed.first(p) === EFFECT.none && packed.second(p) === spears) ?? -1,
      };
      new BoardCombat(parts).fightAll(dice);
      const close = tables.reads().filter((r) => r.asked[0] === FIGHT.close);
      return { board, asked: close.map((r) => r.asked[5]) };
    }

    it('without the flanker the Spears recoil their base depth (000:55)', () => {
      const { board, asked } = fought(EFFECT.recoil, null);
      expect(asked).toEqual([SITUATION.general]);
      expect([board.y[1], board.status[1]]).toEqual([65, BOARD_STATUS.ready]);
    });

    it('with an enemy\'s front edge on their flank they count it (000:52) and, made to recoil, are destroyed by the Blades (000:55)', () => {
      const { board, asked } = fought(EFFECT.recoil, base(0, 0, 56, 64, east));
      expect(asked).toEqual([SITUATION.general | (1 << SITUATION.flankShift)]);
      expect([board.status[2], board.lostBy[2], board.lostHow[2]]).toEqual([BOARD_STATUS.lost, 0, LOSS.flankOrRear]);
    });

    it('a flanker whose front edge only touches the flank still pins it (000:55 "in contact with enemy to flank")', () => {
      const { board } = fought(EFFECT.recoil, base(0, 0, 56, 66, east));
      expect(board.status[2]).toBe(BOARD_STATUS.lost);
    });

    it('an enemy past the Knights\' rear, facing away, rear corner to rear corner, overlaps them (002:387 "front or rear corner"; F6); with corner-overlaps=front-only it does not', () => {
      // Knights (200p deep) face south at x = 68, fighting Blades there; the other Blades stand
      // at x = 60 facing north, rear edge on y = 70, level with the Knights' rear edge.
      const knights = base(1, 2, 68, 60, south, 10);
      const fighting = base(0, 0, 68, 60, north);
      const past = base(0, 0, 60, 75, north);
      expect(fought(EFFECT.none, past, knights, fighting).asked).toEqual([SITUATION.general | (1 << SITUATION.overlapShift)]);
      expect(fought(EFFECT.none, past, knights, fighting, false).asked).toEqual([SITUATION.general]);
    });
  });

  describe('the flank attack (F23)', () => {
    // HOTT 2e on a 120 x 120 board: Spears (side 1) face south at x = 60, fighting Blades; a
    // Rider (500p move: 25 eighths; 200p deep) of side 0 faces north to the Spears' left (east).
    const { north, south, west } = FACING;
    const troops = ['blades', 'spears', 'riders'];
    const rules = hott2.battle!;
    const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
    const m = battle(hott2, 'general:blades+riders', 'general:spears');
    const sides = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;

    /** The board after side 0's moves with 6 PIPs, the Rider starting with its front edge centred on (x, y). */
    function moved(x: number, y: number): Board {
      const board = new Board(120, 120, [
        { side: 0, type: 0, width: 8, depth: 5, x: 60, y: 60, facing: north },
        { side: 0, type: 2, width: 8, depth: 10, x, y, facing: north },
        { side: 1, type: 1, width: 8, depth: 5, x: 60, y: 60, facing: south },
      ]);
      const state = new BoardState(field, board, [0, 0]);
      state.stamp = 1;
      state.boundsPlayed[0] = 1;
      const tables = new CombatTables(hott2, rules, m, troops, sides);
      const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
      new BoardMoves(parts).move(0, 6);
      state.contacts.update();
      return board;
    }

    it('a Rider entirely beyond the Spears\' left flank line turns onto it, front corner to front corner (000:41; 002:593), 20 eighths of its 25', () => {
      const board = moved(72, 60);
      expect([board.x[1], board.y[1], board.facing[1]]).toEqual([64, 64, west]);
    });

    it('a Rider partly level with the Spears\' flank may not contact it (000:41): it advances instead', () => {
      const board = moved(66, 50);
      expect(board.facing[1]).toBe(north);
    });

    it('a flank too far for its move is not attacked: the Rider advances instead', () => {
      const board = moved(84, 40);
      expect(board.facing[1]).toBe(north);
    });

    it('a Rider entirely beyond the Spears\' rear line, their flanks held by friends, rides onto the rear, centred, front edge on rear edge (000:41; 002:594 `full front edge contact`): 23 eighths of its 25', () => {
      // Facing east from (52, 72): its box 68-76 up, wholly past the Spears' rear edge at 65; a quarter turn (8) and 8 + 7 along.
      const board = new Board(120, 120, [
        { side: 0, type: 0, width: 8, depth: 5, x: 60, y: 60, facing: north },
        { side: 0, type: 2, width: 8, depth: 10, x: 52, y: 72, facing: FACING.east },
        { side: 1, type: 1, width: 8, depth: 5, x: 60, y: 60, facing: south },
        { side: 1, type: 1, width: 8, depth: 5, x: 52, y: 60, facing: south },
        { side: 1, type: 1, width: 8, depth: 5, x: 68, y: 60, facing: south },
      ]);
      const state = new BoardState(field, board, [0, 0]);
      state.stamp = 1;
      state.boundsPlayed[0] = 1;
      const parts = new BoardParts(state, { tables: new CombatTables(hott2, rules, m, troops, sides), policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
      new BoardMoves(parts).move(0, 6);
      state.contacts.update();
      expect([board.x[1], board.y[1], board.facing[1]]).toEqual([60, 65, south]);
      expect([state.contacts.rear[2], state.contacts.rearFull[2], state.contacts.pinned(2)]).toEqual([1, 1, true]);
    });
  });

  describe('turning to face a flank or rear contact (000:42; F28)', () => {
    // HOTT 2e on a 120 x 120 board: Spears (side 1) face south, front edge centred on (60, 60)
    // (box 56-64 across, 60-65 up); their left flank is the edge x = 64. A Rider of side 0 faces
    // west with its front edge on that flank, centred on (64, 64).
    const { north, south, east, west } = FACING;
    const rules = hott2.battle!;
    const field = new Field(rules, ['blades', 'spears', 'riders'].map((t) => rules.profiles.get(t)!));
    const spears = { side: 1, type: 1, width: 8, depth: 5, x: 60, y: 60, facing: south };
    const rider = { side: 0, type: 2, width: 8, depth: 10, x: 64, y: 64, facing: west };
    const turnedOn = (...others: BoardBase[]): Board => {
      const board = new Board(120, 120, [rider, ...others.filter((o) => o.side === 0), spears, ...others.filter((o) => o.side === 1)]);
      const contacts = new BoardState(field, board, [0, 0]).contacts;
      turnToFace(board, contacts);
      contacts.update();
      fronts = contacts.front;
      return board;
    };
    let fronts: ArrayLike<number> = [];
    const at = (board: Board, i: number): number[] => [board.x[i] as number, board.y[i] as number, board.facing[i] as number];

    it('Spears with no enemy on their front turn to face the Rider on their flank, front edge to front edge, and then fight it front to front', () => {
      const board = turnedOn();
      expect(at(board, 1)).toEqual([64, 64, east]);
      expect([fronts[1], fronts[0]]).toEqual([0, 1]);
    });

    it('Spears fighting Blades to their front do not turn (000:42: only with no frontal opponent)', () => {
      const board = turnedOn({ side: 0, type: 0, width: 8, depth: 5, x: 60, y: 60, facing: north });
      expect(at(board, 2)).toEqual([60, 60, south]);
    });

    it('Spears with no room to turn (a friend lined up behind them, where their turned base would stand) stay as they are', () => {
      const board = turnedOn({ side: 1, type: 1, width: 8, depth: 5, x: 60, y: 65, facing: south });
      expect(at(board, 1)).toEqual([60, 60, south]);
    });
  });
});
