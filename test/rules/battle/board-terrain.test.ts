import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, LOSS, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { GOING, GROUND } from '../../../src/battle/terrain.js';
import { laidFeature, type LaidFeature } from '../../../src/battle/layout.js';
import { BoardCombat } from '../../../src/rules/common/battle/board-combat.js';
import { BoardGround } from '../../../src/rules/common/battle/board-ground.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardRanged } from '../../../src/rules/common/battle/board-ranged.js';
import { BoardMoves } from '../../../src/rules/common/battle/board-moves.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables, FIGHT, SITUATION } from '../../../src/rules/common/battle/combat-tables.js';
import type { BattleDice } from '../../../src/rules/common/battle/dice.js';
import { EFFECT, packed } from '../../../src/rules/common/battle/effects.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { battle, expectWithin4SE, results, sampled } from './battle-results.js';
import type { BoardLayout } from '../../../src/core/board-layout.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';

const exactOf = (kernel: BattleKernel): [number, number, number] => results((kernel.exact as () => { weights: Float64Array })().weights);

// HOTT 2e on a 120 x 120 board (100p is 5 eighths of a base width; F1): side 0 faces north, side 1 south.
const { north, south } = FACING;
const troops = ['blades', 'shooters', 'warband', 'knights'];
const [BLADES, SHOOTERS, WARBAND, KNIGHTS] = [0, 1, 2, 3];
const rules = hott2.battle!;
const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
const m = battle(hott2, 'general:blades+shooters', 'general:warband');
const sides = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;
const base = (side: number, type: number, x: number, y: number, facing: number, depth = 5): BoardBase => ({ side, type, width: 8, depth, x, y, facing });
const feature = (id: string, x0: number, y0: number, x1: number, y1: number, going: number, ground: number): LaidFeature => ({ feature: id, x0, y0, x1, y1, going, ground });
const WOOD = (x0: number, y0: number, x1: number, y1: number): LaidFeature => feature('woods', x0, y0, x1, y1, GOING.bad, GROUND.cover);

/**
 * Army A's element and army B's on a board laid with `features` (board indices 0 and 2), each
 * side's general (Blades, index 1 and 3) far off in a corner, out of every fight: the state,
 * its parts and the tables they read.
 */
function onBoard([a, b]: readonly [BoardBase, BoardBase], features: readonly LaidFeature[]) {
  const board = new Board(120, 120, [a, base(0, BLADES, 4, 5, north), b, base(1, BLADES, 116, 115, south)]);
  const state = new BoardState(field, board, [1, 1], true, new BoardGround(board, field, rules.terrain, null, features));
  state.stamp = 1;
  const tables = new CombatTables(hott2, rules, m, troops, sides);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
  return { board, state, parts, tables };
}

/** Dice that record the table a fight was fought on and give its first dice pair. */
function recording(): BattleDice & { table: Int32Array | null } {
  const dice = { table: null as Int32Array | null, d6: () => 1, pick: (table: Int32Array) => ((dice.table = table), table[0] as number) };
  return dice;
}

/** How many of a table's 36 dice pairs give the second element each effect. */
function secondEffects(table: Int32Array): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of table) {
    const name = Object.entries(EFFECT).find(([, v]) => v === packed.second(p))?.[0] ?? '?';
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}

describe('terrain on the board (rulings F24-F27)', () => {
  it('a Warband shot at in a wood counts +2 (000:51) and no -2 (000:53 exempts Warband): 6 of 36 rolls make it recoil, none destroy it; in the open 13 and 2', () => {
    // Shooters face north, front edge on y = 40; the Warband faces south, front edge on y = 50 (200p, in the Shooters' 300p).
    const shoot = (features: readonly LaidFeature[]): { table: Int32Array; theirs: number } => {
      const { parts, tables } = onBoard([base(0, SHOOTERS, 60, 40, north), base(1, WARBAND, 60, 50, south)], features);
      const dice = recording();
      new BoardRanged(parts).shootAll(0, 0, dice);
      const read = tables.reads().find((r) => r.asked[0] === FIGHT.shooting);
      return { table: dice.table as Int32Array, theirs: read?.asked[5] ?? -1 };
    };
    const wooded = shoot([WOOD(50, 48, 70, 62)]);
    expect(wooded.theirs).toBe((GOING.bad << SITUATION.goingShift) | SITUATION.cover);
    // Shooters 3 v Warband 3 + 2: the shooter wins when its die beats the Warband's by 3 or more (6 pairs), and cannot double 5 + 1.
    expect(secondEffects(wooded.table)).toEqual({ none: 30, recoil: 6 });
    const open = shoot([]);
    expect(open.theirs).toBe(0);
    // 3 v 3: 15 pairs won, 2 of them doubled (a 5 or 6 against a 1).
    expect(secondEffects(open.table)).toEqual({ none: 21, recoil: 13, destroyed: 2 });
  });

  it('Knights partly in marsh count -2 (000:53) and are destroyed whenever they lose (000:75 "or if in bad going"): 26 of 36 rolls against Blades, 2 in good going', () => {
    const fight = (features: readonly LaidFeature[]): Record<string, number> => {
      // Knights (side 1, 200p deep) face south on y = 60; Blades face north in contact with them.
      const { parts } = onBoard([base(0, BLADES, 60, 60, north), base(1, KNIGHTS, 60, 60, south, 10)], features);
      const dice = recording();
      new BoardCombat(parts).fightAll(dice);
      return secondEffects(dice.table as Int32Array);
    };
    // Only the Knights' rear half lies in the marsh: any part of a base is in it (F15).
    expect(fight([feature('marsh', 40, 66, 80, 90, GOING.bad, 0)])).toEqual({ none: 10, destroyed: 26 });
    expect(fight([])).toEqual({ none: 21, recoil: 13, destroyed: 2 });
  });

  it('Blades whose front edge stands on a hill fight upslope (+1, 000:49) against Blades below it: they win 21 of 36, 1 doubled', () => {
    const { parts, tables } = onBoard([base(0, BLADES, 60, 60, north), base(1, BLADES, 60, 60, south)], [feature('gentle-hills', 40, 40, 80, 60, GOING.good, GROUND.hill)]);
    const dice = recording();
    new BoardCombat(parts).fightAll(dice);
    const read = tables.reads().find((r) => r.asked[0] === FIGHT.close);
    expect([read?.asked[4], read?.asked[5]]).toEqual([SITUATION.uphill, 0]);
    expect(secondEffects(dice.table as Int32Array)).toEqual({ none: 15, recoil: 20, destroyed: 1 });
  });

  it('a move that would cross bad going is the bad-going move (F25); aerials fly over it; a loss on a feature is counted in terrain', () => {
    // Knights: 300p in good going, 200p in bad (15 and 10 eighths); a marsh 12 eighths ahead of them.
    const { board, parts } = onBoard([base(0, KNIGHTS, 60, 40, north, 10), base(1, BLADES, 60, 100, south)], [feature('marsh', 40, 52, 80, 70, GOING.bad, 0)]);
    expect(parts.moveOf(0)).toBe(10);
    board.place(0, 60, 30, north);
    expect(parts.moveOf(0)).toBe(15);
    board.lose(2, -2);
    board.place(0, 60, 60, north);
    board.lose(0, -2);
    expect([board.lostHow[0], board.lostHow[2]]).toEqual([LOSS.other | LOSS.inTerrain, LOSS.other]);
    expect(board.status[0]).toBe(BOARD_STATUS.lost);
  });

  it('a layout laid by hand is a fixed board, so it is worked exactly, and Monte Carlo agrees within 4 SE: Blades and Knights meeting a Warband over a marsh (d3h2)', () => {
    // In base widths: the marsh across the middle where the lines meet (4.5 and 10.5 BW up), a gentle hill behind the Warband.
    const bw = 8;
    const layout: BoardLayout = {
      name: 'a marsh between them',
      hash: 'test',
      features: [
        { feature: 'marsh', x0: 5 * bw, y0: 6.5 * bw, x1: 10 * bw, y1: 8.5 * bw },
        { feature: 'gentle-hills', x0: 7.5 * bw, y0: 9 * bw, x1: 10.5 * bw, y1: 13 * bw },
      ],
    };
    const on = (l: BoardLayout | null) => prepareBattle(d3h2, battle(d3h2, 'general:blades+knights', 'general:warband', { field: 'board' }, l)).kernel as BattleKernel;
    const kernel = on(layout);
    const exact = exactOf(kernel);
    // The Knights fight in the marsh (-2, destroyed whenever they lose, 002:595, 627): the Warband, which ignores it, wins most.
    // With each army's camp (F32, the default): 0.3909 without them, the Blades and Knights now also taking the Warband's camp.
    // A general standing entirely in the marsh pays a PIP more for each move (002:212; F36): 0.4088 before that rule.
    expect(exact[0]).toBeCloseTo(0.3919, 3);
    expect(exactOf(on(null))[0]).toBeCloseTo(0.8561, 3);
    // 5,000 battles: the sampler against the chain, each result within 4 SE.
    const n = 5_000;
    const mc = sampled(kernel, n, 11);
    expectWithin4SE(mc, exact, n, '', 1e-9);
  });

  it('Flyers advancing on an enemy stop short of a wood across their path (000:67 "cannot end a move in bad going"; F25); over open ground they fly their 1200p', () => {
    const kinds = ['blades', 'flyers'];
    const fField = new Field(rules, kinds.map((t) => rules.profiles.get(t)!));
    const fm = battle(hott2, 'general:blades+flyers', 'general:blades', { field: 'board' });
    const flown = (features: readonly LaidFeature[]): number => {
      // The Flyers (200p deep) face north, front edge on y = 20; the enemy Blades stand far ahead at y = 110.
      const board = new Board(120, 120, [base(0, 1, 60, 20, north, 10), base(0, 0, 4, 5, north), base(1, 0, 60, 110, south), base(1, 0, 116, 115, south)]);
      const state = new BoardState(fField, board, [1, 1], true, new BoardGround(board, fField, rules.terrain, null, features));
      state.stamp = 1;
      const tables = new CombatTables(hott2, rules, fm, kinds, sides);
      new BoardMoves(new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5)).move(0, 6);
      return board.y[0] as number;
    };
    expect(flown([])).toBe(80);
    expect(flown([WOOD(40, 50, 80, 70)])).toBe(50);
    // A marsh is bad going, but not to aerials (000:67): they fly over it.
    expect(flown([feature('marsh', 40, 50, 80, 70, GOING.bad, 0)])).toBe(80);
  });

  it('--terrain lays a new home terrain for each battle: refused on the line and by the exact chain, reproducible by seed', () => {
    expect(() => prepareBattle(d3h2, battle(d3h2, 'general:blades', 'general:warband', { field: 'line', terrain: 'forest' }))).toThrow("terrain 'forest' cannot be laid on the line: terrain pieces need the board (leave out --field line)");
    const prepared = prepareBattle(d3h2, battle(d3h2, 'general:blades', 'general:warband', { field: 'board', terrain: 'forest' }));
    const kernel = prepared.kernel as BattleKernel;
    expect(kernel.exact).toBeUndefined();
    expect(kernel.exactRefusal).toMatch(/laid anew for each battle/);
    expect(sampled(kernel, 400, 7)).toEqual(sampled(kernel, 400, 7));
  });

  describe('Lurkers (000:86; F29)', () => {
    // HOTT 2e: Knights (side 1, 200p deep) face south, front edge on y = 60; side 0's general (Blades) stands far off
    // and its Lurker is held off the board. The board index of the Lurker is 1, of the Knights 2.
    const lurkerRules = hott2.battle!;
    const kinds = ['blades', 'lurkers', 'knights'];
    const lurkerField = new Field(lurkerRules, kinds.map((t) => lurkerRules.profiles.get(t)!));
    const lm = battle(hott2, 'general:blades+lurkers', 'general:knights', { field: 'board' });
    function summoned(features: readonly LaidFeature[], pips: number) {
      const board = new Board(120, 120, [base(0, 0, 10, 10, north), base(0, 1, -16, -16, north), base(1, 2, 60, 60, south, 10)]);
      const state = new BoardState(lurkerField, board, [0, 0], true, new BoardGround(board, lurkerField, lurkerRules.terrain, null, features));
      state.reset();
      state.stamp = 1;
      const tables = new CombatTables(hott2, lurkerRules, lm, kinds, sides);
      const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
      const moves = new BoardMoves(parts);
      const left = moves.summons.summon(0, pips);
      return { board, state, moves, left, parts, tables };
    }
    const RIVER = (y0: number, y1: number): LaidFeature => laidFeature(lurkerRules.terrain!.features.find((f) => f.id === 'river')!, 0, y0, 120, y1);

    it('HOTT: a Lurker meets an enemy that has just entered water too (000:86 `entering bad going or water`) and lurks there as a Water Lurker: the Knights fight it at -2 (000:53)', () => {
      // A river from y = 52 to 64 under the Knights' front (their base 60 to 70): the Lurker before them (50 to 60) stands in it.
      const { board, left, parts, tables } = summoned([RIVER(52, 64)], 3);
      expect([board.status[1], board.x[1], board.y[1], left]).toEqual([BOARD_STATUS.ready, 60, 60, 2]);
      const dice = recording();
      new BoardCombat(parts).fightAll(dice);
      const read = tables.reads().find((r) => r.asked[0] === FIGHT.close);
      expect([read?.asked[2], read?.asked[3]]).toEqual([1, 2]);
      expect(((read?.asked[4] ?? 0) & SITUATION.waterLurker) !== 0).toBe(true);
      // Lurkers +2 against the general's Knights, +3 +1 less 2: the Knights (second) are beaten when 2 + a > 2 + b, 15 of 36 rolls (6 without the -2).
      expect(secondEffects(dice.table as Int32Array)).toEqual({ none: 21, recoil: 11, destroyed: 4 });
    });

    it("D3H2's Lurkers lurk in bad going only (002:215, 218): none meets the Knights in the river", () => {
      const r = d3h2.battle!;
      const f = new Field(r, kinds.map((t) => r.profiles.get(t)!));
      const board = new Board(120, 120, [base(0, 0, 10, 10, north), base(0, 1, -16, -16, north), base(1, 2, 60, 60, south, 8)]);
      const river = laidFeature(r.terrain!.features.find((k) => k.id === 'river')!, 0, 52, 120, 64);
      const state = new BoardState(f, board, [0, 0], true, new BoardGround(board, f, r.terrain, null, [river]));
      state.reset();
      state.stamp = 1;
      const parts = new BoardParts(state, { tables: new CombatTables(d3h2, r, battle(d3h2, 'general:blades+lurkers', 'general:knights', { field: 'board' }), kinds, sides), policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 4);
      new BoardMoves(parts).summons.summon(0, 6);
      expect(board.status[1]).toBe(BOARD_STATUS.held);
    });

    it('a Lurker held off the board appears front edge to front edge with Knights deployed in a wood, for 1 PIP (000:86 "in contact with enemy entering bad going")', () => {
      const { board, state, left } = summoned([WOOD(40, 50, 80, 80)], 3);
      expect([board.status[1], board.x[1], board.y[1], board.facing[1]]).toEqual([BOARD_STATUS.ready, 60, 60, north]);
      expect([left, state.summoned[0], state.moved[1]]).toEqual([2, 1, 1]);
      state.contacts.update();
      expect([state.contacts.front[1], state.contacts.front[2]]).toEqual([2, 1]);
    });

    it('none appears where the Knights are not in bad going, where the Lurker\'s base would touch no bad going, or without the PIP', () => {
      expect(summoned([], 6).board.status[1]).toBe(BOARD_STATUS.held);
      // The wood ends at the Knights' front edge: a Lurker before them would stand outside it.
      expect(summoned([WOOD(40, 60, 80, 80)], 6).board.status[1]).toBe(BOARD_STATUS.held);
      expect(summoned([WOOD(40, 50, 80, 80)], 0).board.status[1]).toBe(BOARD_STATUS.held);
    });

    it('the second time costs 2 PIPs (000:86 "+1 each time"); a Lurker taken out of the bad going goes back off the board', () => {
      const { board, state, moves } = summoned([WOOD(40, 50, 80, 80)], 3);
      board.place(1, 60, 40, north);
      moves.summons.settle();
      expect([board.status[1], board.x[1]]).toEqual([BOARD_STATUS.held, -16]);
      state.entered[2] = 0;
      expect([moves.summons.summon(0, 1), board.status[1]]).toEqual([1, BOARD_STATUS.held]);
      expect([moves.summons.summon(0, 2), board.status[1]]).toEqual([0, BOARD_STATUS.ready]);
    });

    it('a D3H2 Lurker with no enemy within 6 BW goes back off the board (002:219); HOTT\'s stays', () => {
      const kept = (system: typeof d3h2, enemyY: number): number => {
        const r = system.battle!;
        const f = new Field(r, ['blades', 'lurkers'].map((t) => r.profiles.get(t)!));
        // A Lurker stands ready in a wood, facing north, front edge on y = 40; an enemy Blade faces south at `enemyY`.
        const board = new Board(120, 120, [base(0, 0, 4, 5, north), base(0, 1, 60, 40, north), base(1, 0, 60, enemyY, south)]);
        const state = new BoardState(f, board, [0, 0], true, new BoardGround(board, f, r.terrain, null, [WOOD(40, 30, 80, 50)]));
        state.reset();
        board.status[1] = BOARD_STATUS.ready;
        board.place(1, 60, 40, north);
        const m = battle(system, 'general:blades+lurkers', 'general:blades', { field: 'board' });
        const parts = new BoardParts(state, { tables: new CombatTables(system, r, m, ['blades', 'lurkers'], sides), policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 4);
        new BoardMoves(parts).summons.settle();
        return board.status[1] as number;
      };
      // D3H2's boards count 8 to a base width: the enemy's front edge 6 BW (48) from the Lurker's, then 6 BW and an eighth.
      expect(kept(d3h2, 88)).toBe(BOARD_STATUS.ready);
      expect(kept(d3h2, 89)).toBe(BOARD_STATUS.held);
      expect(kept(hott2, 110)).toBe(BOARD_STATUS.ready);
    });

    it('on the line Lurkers are refused in one sentence; on the board they are fought, exactly on a layout: General\'s Blades and a Lurker v General\'s Knights across a wood is an even fight, 0.5', () => {
      expect(() => prepareBattle(hott2, battle(hott2, 'general:blades+lurkers', 'general:knights', { field: 'line' }))).toThrow('Lurkers cannot fight in a hott2 line battle: Not deployed initially - 1 PIP to deploy (000:86)');
      expect(() => prepareBattle(hott2, battle(hott2, 'general:lurkers+blades', 'general:knights', { field: 'board' }))).toThrow("army 'general:lurkers+blades' cannot make its Lurkers the general's element");
      const bw = 8;
      const wood: BoardLayout = { name: 'a wood across the middle', hash: 'test', features: [{ feature: 'woods', x0: 4 * bw, y0: 6 * bw, x1: 11 * bw, y1: 9 * bw }] };
      const kernel = prepareBattle(hott2, battle(hott2, 'general:blades+lurkers', 'general:knights', { field: 'board' }, wood)).kernel as BattleKernel;
      // The Knights enter the wood; the Lurker meets them there: Lurkers +2 against Knights +3, -2 in bad going, +1 general's;
      // whoever loses first loses the battle (a Lurker is one of A's two elements; the Knights lose in bad going are destroyed).
      expect(exactOf(kernel)[0]).toBeCloseTo(0.5, 12);
      const n = 5_000;
      const mc = sampled(kernel, n, 5);
      expect(Math.abs(mc[0] - 0.5)).toBeLessThanOrEqual(4 * Math.sqrt(0.25 / n));
    });
  });
});

describe('pursuit into bad going (002:686; F34)', () => {
  // HOTT 2e: Knights (200p deep: 10 eighths) of side 0 face north, front edge on y = 60, against
  // a Warband of side 1 facing south; the Warband is destroyed and the Knights would pursue 1 BW
  // (8 eighths, 000:75 `Will pursue`; hott2 R18), unless that takes them into a wood.
  function pursued(features: readonly LaidFeature[]): number {
    const { board, parts } = onBoard([base(0, KNIGHTS, 60, 60, north, 10), base(1, WARBAND, 60, 60, south)], features);
    const dice: BattleDice = { d6: () => 1, pick: (table) => table.find((p) => packed.winner(p) === 1 && packed.first(p) === EFFECT.none && packed.second(p) === EFFECT.destroyed) ?? -1 };
    let won = false;
    new BoardCombat(parts).fightAll({ ...dice, pick: (table) => { const p = dice.pick(table); won = p >= 0; return p; } });
    expect([won, board.status[2]]).toEqual([true, BOARD_STATUS.lost]);
    return board.y[0] as number;
  }

  it('in the open the Knights pursue their 200p (10 eighths)', () => {
    expect(pursued([])).toBe(70);
  });

  it('a wood 6 eighths ahead, beyond the Warband: no pursuit (`does not pursue if its potential pursuit move would ... enter going it counts as Bad`)', () => {
    expect(pursued([{ ...WOOD(40, 66, 80, 90), ground: GROUND.cover | GROUND.haltsPursuit }])).toBe(60);
  });

  it('a marsh does not stop them (`other than Marsh or Gully`)', () => {
    expect(pursued([feature('marsh', 40, 66, 80, 90, GOING.bad, 0)])).toBe(70);
  });

  it('laid, every feature of bad going halts a pursuit but Marsh and Gully: in HOTT a BUA too (bad going there, 000:67), in D3H2 not (rough)', () => {
    const halting = (system: typeof hott2): string[] => system.battle!.terrain!.features.filter((f) => (laidFeature(f, 0, 0, 8, 8).ground & GROUND.haltsPursuit) !== 0).map((f) => f.id).sort();
    expect(halting(hott2)).toEqual(['bua', 'difficult-hills', 'dunes', 'oasis', 'woods']);
    expect(halting(d3h2)).toEqual(['difficult-hills', 'dunes', 'oasis', 'woods']);
  });
});
