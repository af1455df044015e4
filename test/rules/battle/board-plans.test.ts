/**
 * Plans of play on the board (src/battle/RULINGS.md P1-P5): each a position set by hand and the
 * moves of one bound of army A (side 0) under it. D3H2 on a board 160 eighths of a base width
 * across and 120 deep; A's line faces north, B's south. In D3H2 a base width is 2 field units,
 * so Blades and Hordes move 2 BW (16 eighths), Knights 3 BW (24), Cavalry 4 BW (32), Mages 5 BW
 * (40). It is A's first bound: no extra PIPs (002:210), and the plan begins (marks whom it holds).
 */
import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { BoardGround } from '../../../src/rules/common/battle/board-ground.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables } from '../../../src/rules/common/battle/combat-tables.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { PLANNED } from '../../../src/rules/common/battle/board-plan.js';
import { planOf, type PlanId } from '../../../src/rules/common/battle/plans.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { matchupKey, resolveMatchup } from '../../../src/core/matchup.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { battle } from './battle-results.js';

const { north, south } = FACING;
const TROOPS = ['blades', 'hordes', 'knights', 'cavalry', 'mages'] as const;
type Troop = (typeof TROOPS)[number];

/** An element of `side` (0: A at the foot facing north, 1: B facing south), its front edge centred on (`x`, `y`); bases 8 wide and 4 deep. */
interface Placed {
  readonly side: 0 | 1;
  readonly troop: Troop;
  readonly x: number;
  readonly y: number;
}

/**
 * One bound of A's moves under `plan` with `pips`, B in line: where every element stands after
 * it ([x, y] in board order), the PIPs left, and what A's plan has each element do. A's first
 * element is its general.
 */
function bound(plan: PlanId, placed: readonly Placed[], pips = 6): { at: [number, number][]; left: number; planned: number[] } {
  const rules = d3h2.battle!;
  const field = new Field(rules, TROOPS.map((t) => rules.profiles.get(t)!));
  const k = 8 / rules.field.baseWidth;
  const bases: BoardBase[] = placed.map((e) => ({ side: e.side, type: TROOPS.indexOf(e.troop), width: 8, depth: 4, x: e.x, y: e.y, facing: e.side === 0 ? north : south }));
  const board = new Board(160, 120, bases);
  const generalB = placed.findIndex((e) => e.side === 1) - placed.filter((e) => e.side === 0).length;
  const state = new BoardState(field, board, [0, Math.max(0, generalB)], true, new BoardGround(board, field, rules.terrain, null, []));
  state.stamp = 1;
  const tables = new CombatTables(d3h2, rules, battle(d3h2, 'general:blades', 'general:blades'), [...TROOPS], [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true], plans: [planOf(plan), planOf('line')] }, k);
  const left = new BoardMoves(parts).move(0, pips);
  return { at: placed.map((_, i) => [board.x[i] as number, board.y[i] as number]), left, planned: [...state.planned] };
}

/** A's four Blades side by side at x 20 to 44 (front edges at y 20), general on the left. */
const A_LINE: Placed[] = [20, 28, 36, 44].map((x) => ({ side: 0, troop: 'blades', x, y: 20 }));
/** B's line opposite, 10 BW off (front edges at y 100): Hordes (1 AP) on the low side, Knights (2 AP) on the high. */
const B_LINE: Placed[] = [
  { side: 1, troop: 'hordes', x: 20, y: 100 },
  { side: 1, troop: 'hordes', x: 28, y: 100 },
  { side: 1, troop: 'knights', x: 36, y: 100 },
  { side: 1, troop: 'knights', x: 44, y: 100 },
];
const ys = (r: { at: [number, number][] }, n: number): number[] => r.at.slice(0, n).map(([, y]) => y);

describe('plans of play on the board (src/battle/RULINGS.md P1-P5)', () => {
  it('P1 line: the four Blades advance together their 2 BW (16 eighths), one group for 1 PIP', () => {
    const r = bound('line', [...A_LINE, ...B_LINE]);
    expect(ys(r, 4)).toEqual([36, 36, 36, 36]);
    expect(r.left).toBe(5);
  });

  it('P2 refuse: the wing facing the Knights (the stronger half, 4 AP to 2) holds; the wing facing the Hordes advances', () => {
    const r = bound('refuse', [...A_LINE, ...B_LINE]);
    expect(ys(r, 4)).toEqual([36, 36, 20, 20]);
    expect(r.planned.slice(0, 4)).toEqual([PLANNED.free, PLANNED.free, PLANNED.held, PLANNED.held]);
    // Knights now on the low side: the low wing (with the general) is the one refused.
    const swapped = B_LINE.map((e, i) => ({ ...e, troop: i < 2 ? 'knights' : 'hordes' }) as Placed);
    expect(ys(bound('refuse', [...A_LINE, ...swapped]), 4)).toEqual([20, 20, 36, 36]);
  });

  it('P2 refuse: the refused wing goes, all of it, once an enemy comes within reach of any of its elements (Knights 2 BW ahead of the outer Blades: within its 2 BW move)', () => {
    const near = B_LINE.map((e, i) => (i === 3 ? { ...e, y: 36 } : e));
    const r = bound('refuse', [...A_LINE, ...near]);
    expect(r.planned.slice(0, 4)).toEqual([0, 0, 0, 0]);
    // The outer Blades meets the Knights 2 BW ahead (its front edge at y 20 + 16 = 36); the rest advance their 2 BW with it.
    expect(ys(r, 4)).toEqual([36, 36, 36, 36]);
  });

  it('P4 hold: with the enemy 9 BW off, the army stands and spends nothing; within reach of one element, all counter-attack', () => {
    const far = bound('hold', [...A_LINE, ...B_LINE]);
    expect(ys(far, 4)).toEqual([20, 20, 20, 20]);
    expect(far.left).toBe(6);
    const near = bound('hold', [...A_LINE, ...B_LINE.map((e, i) => (i === 0 ? { ...e, y: 36 } : e))]);
    expect(near.planned.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(near.left).toBeLessThan(6);
    expect(ys(near, 4).every((y) => y > 20)).toBe(true);
  });

  it('P5 reserve: the general and the Mages stay back while the rest advance; the general goes once an enemy is within its reach', () => {
    const withMages = A_LINE.map((e, i) => (i === 2 ? { ...e, troop: 'mages' } : e) as Placed);
    // B 11.25 BW off (90 eighths): beyond the Mages' reach, their 5 BW move and 5 BW range (80 eighths).
    const farther = B_LINE.map((e) => ({ ...e, y: 110 }));
    const r = bound('reserve', [...withMages, ...farther]);
    expect(r.planned.slice(0, 4)).toEqual([PLANNED.held, PLANNED.free, PLANNED.held, PLANNED.free]);
    expect(ys(r, 4)).toEqual([20, 36, 20, 36]);
    // An enemy 1 BW (8 eighths) ahead of the general: it goes (each on its own: the Mages stay).
    const near = bound('reserve', [...withMages, ...farther.map((e, i) => (i === 0 ? { ...e, y: 28 } : e))]);
    // 10 BW off, they are within the Mages' reach too: a target has appeared for them.
    expect(bound('reserve', [...withMages, ...B_LINE]).planned[2]).toBe(PLANNED.free);
    expect(near.planned.slice(0, 4)).toEqual([PLANNED.free, PLANNED.free, PLANNED.held, PLANNED.free]);
    expect(near.at[0]?.[1]).toBe(28);
  });

  // A: Blades (general) at 60 and 68, Cavalry at 76; B: three Blades at 60 to 76, 10 BW off. The enemy line ends at x 56 and 80: 56 eighths of room on the low side, 80 on the high: the Cavalry's wing (high) is the open one.
  const A_HORSE: Placed[] = [
    { side: 0, troop: 'blades', x: 60, y: 20 },
    { side: 0, troop: 'blades', x: 68, y: 20 },
    { side: 0, troop: 'cavalry', x: 76, y: 20 },
  ];
  const B_FOOT: Placed[] = [60, 68, 76].map((x) => ({ side: 1, troop: 'blades', x, y: 100 }));

  it('P3 envelop: the Cavalry on the open wing steps past the end of the enemy line (to x 84: its base from 80, where the enemy ends) and goes on with the rest of its 4 BW, 1 PIP of its own; the Blades advance', () => {
    const r = bound('envelop', [...A_HORSE, ...B_FOOT]);
    expect(r.planned.slice(0, 3)).toEqual([PLANNED.free, PLANNED.free, PLANNED.enveloping]);
    expect(r.at[2]).toEqual([84, 20 + 32 - 8]);
    expect(ys(r, 2)).toEqual([36, 36]);
    expect(r.left).toBe(4);
  });

  it('P3 envelop: past the end and level with the rear of the enemy there, it waits (no PIP); with no room past the enemy, it advances with the line', () => {
    // At x 84, its front edge at y 108, past the enemy's rear (the Blades at 76 face south, their rear edge at y 104): in place.
    const waiting = bound('envelop', [...A_HORSE.slice(0, 2), { side: 0, troop: 'cavalry', x: 84, y: 108 }, ...B_FOOT]);
    expect(waiting.at[2]).toEqual([84, 108]);
    expect(waiting.left).toBe(5);
    // The enemy line across the board (bases from 4 to 156): 4 eighths of room either side, the low side taken on a tie, where the Cavalry
    // now stands (x 60, left of its Blades); no room there for its base: it joins the line advance, beside the Blades, at their pace.
    const wall: Placed[] = Array.from({ length: 19 }, (_, i) => ({ side: 1, troop: 'blades', x: 8 + 8 * i, y: 100 }));
    const r = bound('envelop', [{ side: 0, troop: 'blades', x: 68, y: 20 }, { side: 0, troop: 'blades', x: 76, y: 20 }, { side: 0, troop: 'cavalry', x: 60, y: 20 }, ...wall]);
    expect(r.planned[2]).toBe(PLANNED.free);
    expect(r.at[2]).toEqual([60, 36]);
  });
});

describe("a side's plan as a condition of the battle", () => {
  const army = (plan?: string) => ({ name: 'Host', home: null, elements: [{ troop: 'blades', general: true, behind: null }, { troop: 'blades', general: false, behind: null }], ...(plan ? { plan } : {}) });
  const matchup = (a: Record<string, unknown>, plan?: string, options: Record<string, unknown> = {}) =>
    resolveMatchup(d3h2, { system: 'd3h2', combat: 'battle', attacker: { troop: 'blades', conditions: a, army: army(plan) }, defender: { troop: 'blades', conditions: {} }, options });

  it("is the army file's unless the side names one, line by default, and part of the battle's key", () => {
    expect(matchup({}).attacker.conditions['plan']).toBe('line');
    expect(matchup({}, 'hold').attacker.conditions['plan']).toBe('hold');
    expect(matchup({ plan: 'envelop' }, 'hold').attacker.conditions['plan']).toBe('envelop');
    expect(matchupKey(d3h2, matchup({ plan: 'refuse' }))).not.toBe(matchupKey(d3h2, matchup({})));
  });

  it('is stated in the answer, and only the line advance is played on the line (one sentence)', () => {
    const lines = prepareBattle(d3h2, matchup({ plan: 'reserve' })).explanation.sections.flatMap((s) => (s.kind === 'lines' ? s.lines : []));
    expect(lines.find((l) => l.startsWith('plans: '))).toMatch(/^plans: Host reserve \(the general and Magicians stay back .*; P5\); \S+ line \(the whole line advances on the enemy; P1\) \(src\/battle\/RULINGS.md P1-P5/);
    expect(() => prepareBattle(d3h2, matchup({ plan: 'hold' }, undefined, { field: 'line' }))).toThrow(/^plan=hold cannot be played on the line: only the board holds elements back or sends them round a flank \(leave out --field line\)$/);
    expect(() => matchup({ plan: 'charge' })).toThrow("attacker condition plan must be one of line, refuse, envelop, hold, reserve, got 'charge'");
  });
});
