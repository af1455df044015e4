/**
 * Plans of play on the board (src/battle/RULINGS.md P1-P5): each a position set by hand and the
 * moves of one bound of army A (side 0) under it. D3H2 on a board 160 eighths of a base width
 * across and 120 deep; A's line faces north, B's south. In D3H2 a base width is 2 field units,
 * so Blades and Hordes move 2 BW (16 eighths), Knights 3 BW (24), Cavalry 4 BW (32), Mages 5 BW
 * (40); in bad going Auxilia still 2 BW (002:289), Bows 1 BW (8). It is A's first bound: no extra
 * PIPs (002:210), and the plan begins (marks whom it holds).
 */
import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import type { LaidFeature } from '../../../src/battle/layout.js';
import { GOING, GROUND } from '../../../src/battle/terrain.js';
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
const TROOPS = ['blades', 'hordes', 'knights', 'cavalry', 'mages', 'auxilia', 'bows'] as const;
type Troop = (typeof TROOPS)[number];

/** An element of `side` (0: A at the foot facing north, 1: B facing south), its front edge centred on (`x`, `y`); bases 8 wide and 4 deep. */
interface Placed {
  readonly side: 0 | 1;
  readonly troop: Troop;
  readonly x: number;
  readonly y: number;
}

/**
 * A's bounds under `plan`, each with `pips`, B in line and standing still, on a board laid with
 * `features`: after each bound, where every element stands ([x, y] in board order), the PIPs left,
 * and what A's plan has each element do. A's first element is its general.
 */
function bounds(plan: PlanId, placed: readonly Placed[], count: number, pips = 6, features: readonly LaidFeature[] = []): { at: [number, number][]; left: number; planned: number[] }[] {
  const rules = d3h2.battle!;
  const field = new Field(rules, TROOPS.map((t) => rules.profiles.get(t)!));
  const k = 8 / rules.field.baseWidth;
  const bases: BoardBase[] = placed.map((e) => ({ side: e.side, type: TROOPS.indexOf(e.troop), width: 8, depth: 4, x: e.x, y: e.y, facing: e.side === 0 ? north : south }));
  const board = new Board(160, 120, bases);
  const generalB = placed.findIndex((e) => e.side === 1) - placed.filter((e) => e.side === 0).length;
  const state = new BoardState(field, board, [0, Math.max(0, generalB)], true, new BoardGround(board, field, rules.terrain, null, features));
  const tables = new CombatTables(d3h2, rules, battle(d3h2, 'general:blades', 'general:blades'), [...TROOPS], [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true], plans: [planOf(plan), planOf('line')] }, k);
  const moves = new BoardMoves(parts);
  return Array.from({ length: count }, () => {
    state.stamp++;
    const left = moves.move(0, pips);
    state.boundsPlayed[0]!++;
    return { at: placed.map((_, i): [number, number] => [board.x[i] as number, board.y[i] as number]), left, planned: [...state.planned] };
  });
}

/** A's first bound under `plan` (`bounds`'s first). */
const bound = (plan: PlanId, placed: readonly Placed[], pips = 6, features: readonly LaidFeature[] = []) => bounds(plan, placed, 1, pips, features)[0]!;

/** A feature laid by hand: D3H2's woods and marsh are bad going (002:105, 115), scrub rough (002:102). */
const laid = (feature: string, x0: number, y0: number, x1: number, y1: number, going: number, ground = 0): LaidFeature => ({ feature, x0, y0, x1, y1, going, ground });
const WOOD = (x0: number, y0: number, x1: number, y1: number): LaidFeature => laid('woods', x0, y0, x1, y1, GOING.bad, GROUND.cover | GROUND.sight | GROUND.secluded);

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

  // A: the general's Blades at 20, Auxilia at 28 and 36, Blades at 44 (bases 16-20 deep in y); B's line 10 BW off.
  const A_AUX: Placed[] = A_LINE.map((e, i) => (i === 1 || i === 2 ? { ...e, troop: 'auxilia' } : e) as Placed);

  it('P4 hold: the Auxilia (no -2 in bad going, 002:595) go into the wood 1 BW ahead, as deep as their 2 BW bad-going move takes them (wholly in), 1 PIP each; the Blades hold; all stay held', () => {
    // A wood from x 24 to 48, y 28 to 48: 1 BW ahead of the line's front edges (y 20).
    const wood = WOOD(24, 28, 48, 48);
    const r = bound('hold', [...A_AUX, ...B_LINE], 6, [wood]);
    // Their rear edges (y 16) to the wood's near edge (y 28): 12 eighths ahead, front edges at y 32.
    expect(r.at.slice(0, 4)).toEqual([[20, 20], [28, 32], [36, 32], [44, 20]]);
    expect(r.left).toBe(4);
    expect(r.planned.slice(0, 4)).toEqual([PLANNED.held, PLANNED.held, PLANNED.held, PLANNED.held]);
    // With 1 PIP the first in the army's order goes this bound, the other the next; once in, they stay.
    const short = bounds('hold', [...A_AUX, ...B_LINE], 3, 1, [wood]);
    expect(short.map((b) => ys(b, 4))).toEqual([[20, 32, 20, 20], [20, 32, 32, 20], [20, 32, 32, 20]]);
    expect(short.map((b) => b.left)).toEqual([0, 0, 1]);
    // A wood beside the line, along it (x 50 to 74, y 10 to 30): the outer Auxilia (at 44 now, base x 40-48) steps 2 eighths across
    // into it, then on with the rest of its move to wholly in (its base from x 50: 10 across), and nothing ahead.
    const beside = bound('hold', [...A_LINE.map((e, i) => (i === 3 ? { ...e, troop: 'auxilia' } : e) as Placed), ...B_LINE], 6, [WOOD(50, 10, 74, 30)]);
    expect(beside.at[3]).toEqual([54, 20]);
  });

  it('P4 hold: where no bad going is within a move, or only rough going, or a marsh for a shooter, or for the general, the army holds where it stands and spends nothing', () => {
    const stands = (placed: readonly Placed[], features: readonly LaidFeature[]) => {
      const r = bound('hold', [...placed, ...B_LINE], 6, features);
      return { ys: ys(r, 4), left: r.left };
    };
    const held = { ys: [20, 20, 20, 20], left: 6 };
    // The wood 3 BW ahead (y 44): the Auxilia's 2 BW (16 eighths) bring no part of them in.
    expect(stands(A_AUX, [WOOD(24, 44, 48, 60)])).toEqual(held);
    // Scrub is rough going: no -2 there for anyone (002:595 `Bad (not Rough) Going`), so none seeks it.
    expect(stands(A_AUX, [laid('scrub', 24, 28, 48, 48, GOING.rough)])).toEqual(held);
    // Bows shoot, and cannot from a marsh (002:369): they seek none; nor do the Blades (a -2 in it).
    const bows = A_LINE.map((e, i) => (i === 1 || i === 2 ? { ...e, troop: 'bows' } : e) as Placed);
    expect(stands(bows, [laid('marsh', 24, 22, 48, 48, GOING.bad, GROUND.mire | GROUND.secluded)])).toEqual(held);
    // A wood instead, half a BW ahead: the Bows go their bad-going move, 1 BW (8 eighths), which takes them wholly in (front edges at y 28).
    expect(stands(bows, [WOOD(24, 24, 48, 48)])).toEqual({ ys: [20, 28, 28, 20], left: 4 });
    // 7 eighths ahead, their move takes them only partly in, by an eighth (F15: in it); 1 BW ahead, no part of them: they hold.
    expect(stands(bows, [WOOD(24, 27, 48, 48)])).toEqual({ ys: [20, 28, 28, 20], left: 4 });
    expect(stands(bows, [WOOD(24, 28, 48, 48)])).toEqual(held);
    // An Auxilia general commands (002:212: entirely in a wood, every move a PIP more): it holds; the Auxilia beside it goes.
    const general = A_AUX.map((e, i) => (i === 0 ? { ...e, troop: 'auxilia' } : e) as Placed);
    expect(stands(general, [WOOD(8, 28, 48, 48)]).ys).toEqual([20, 32, 32, 20]);
    // No wood at all: as before.
    expect(stands(A_AUX, [])).toEqual(held);
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

describe('P3 envelop over its bounds', () => {
  // A: Blades (general) at 20 and 28, Cavalry at 36 (the high wing of A's line); B: three Blades at 60 to 76, 10 BW off (front edges
  // at y 100, rear edges at 104). The enemy line ends at x 56 and 80: 56 eighths of room on the low side, 80 on the high.
  it('the Cavalry goes across the board to past the end of the enemy line (x 84), then straight on, up to level with its rear (y 104), and waits there; the Blades, with no enemy ahead, stand', () => {
    const placed: Placed[] = [
      { side: 0, troop: 'blades', x: 20, y: 20 },
      { side: 0, troop: 'blades', x: 28, y: 20 },
      { side: 0, troop: 'cavalry', x: 36, y: 20 },
      ...[60, 68, 76].map((x): Placed => ({ side: 1, troop: 'blades', x, y: 100 })),
    ];
    const r = bounds('envelop', placed, 6);
    // 48 eighths to go across: its whole 4 BW (32) across in the first bound, the 16 left and 16 ahead in the second; then 32 ahead
    // a bound, and the last 4 to level with the enemy's rear; then it waits.
    expect(r.map((b) => b.at[2])).toEqual([[68, 20], [84, 36], [84, 68], [84, 100], [84, 104], [84, 104]]);
    expect(r.every((b) => b.planned[2] === PLANNED.enveloping)).toBe(true);
    expect(r.map((b) => ys(b, 2))).toEqual(Array.from({ length: 6 }, () => [20, 20]));
    // Its PIP a bound while it moves, none once it waits.
    expect(r[5]!.left).toBe(6);
    expect(r.slice(0, 5).every((b) => b.left < 6)).toBe(true);
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
