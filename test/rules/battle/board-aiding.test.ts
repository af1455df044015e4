import { describe, expect, it } from 'vitest';
import { Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardRanged } from '../../../src/rules/common/battle/board-ranged.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables, FIGHT, SITUATION } from '../../../src/rules/common/battle/combat-tables.js';
import type { BattleDice } from '../../../src/rules/common/battle/dice.js';
import { EFFECT, packed } from '../../../src/rules/common/battle/effects.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { battle } from './battle-results.js';

const { north, south } = FACING;
const rules = hott2.battle!;

/**
 * HOTT 2e on a 120 x 120 board (100p is 5 eighths): side 0's `troop` elements in a row facing
 * north, front edges on y = 40 at the given x, and one Blades of side 1 facing south at x = 60,
 * its front edge on y = 48 (160p ahead: in Shooters' 200p and Magicians' 600p). Returns what
 * the ranged phase asked of the tables and what a watcher heard.
 */
function ranged(troop: 'shooters' | 'magicians', xs: readonly number[], act: (r: BoardRanged, dice: BattleDice) => void): { asked: (readonly number[])[]; heard: number[][] } {
  const troops = [troop, 'blades'];
  const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
  const bases: BoardBase[] = [...xs.map((x) => ({ side: 0, type: 0, width: 8, depth: 5, x, y: 40, facing: north })), { side: 1, type: 1, width: 8, depth: 5, x: 60, y: 48, facing: south }];
  const state = new BoardState(field, new Board(120, 120, bases), [0, 0]);
  state.stamp = 1;
  const tables = new CombatTables(hott2, rules, battle(hott2, `general:${troop}`, 'general:blades'), troops, [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 5);
  const heard: number[][] = [];
  parts.watcher = { bound: () => {}, fought: (fight, first, second, _a, _b, aided = 0) => heard.push([fight, first, second, aided]) };
  // Every fight's first listed result, whatever it is: the test reads who fought and how aided, not what befell.
  act(new BoardRanged(parts), { d6: () => 3, pick: (table) => table[0] as number });
  return { asked: tables.reads().map((r) => r.asked), heard };
}

describe('aiding shooters and Magicians on the board (F33)', () => {
  it('three Shooters whose targets are one Blades shoot once, the first across the board aided by the other two (000:52 `each 2nd or 3rd element aiding`; 002:380)', () => {
    // The Shooters at x = 52 and 68 reach the Blades by the paths beside their own (F20), the one at 60 in its own.
    const { asked, heard } = ranged('shooters', [52, 60, 68], (r, dice) => r.shootAll(0, 0, dice));
    expect(heard).toEqual([[FIGHT.shooting, 0, 3, 2]]);
    const shot = asked.filter((a) => a[0] === FIGHT.shooting);
    expect(shot.map((a) => (a[4] as number) >> SITUATION.aidShift)).toEqual([2]);
  });

  it('a fourth shooter on the same target shoots on its own (at most 2 aid, 000:52)', () => {
    const { heard } = ranged('shooters', [44, 52, 60, 68], (r, dice) => r.shootAll(0, 0, dice));
    // The Shooters at 44 reaches nothing (two base widths aside); 52 shoots, aided by 60 and 68.
    expect(heard).toEqual([[FIGHT.shooting, 1, 4, 2]]);
  });

  it('two Magicians with one target: one spell, 2 PIPs and 1 for the aider (000:32 `Additional Magicians aiding require another 1 PIP each`); with 2 PIPs the second waits', () => {
    const three = ranged('magicians', [52, 60], (r, dice) => r.bespellAll(0, 3, dice));
    expect(three.heard).toEqual([[FIGHT.bespell, 0, 2, 1]]);
    expect(three.asked.filter((a) => a[0] === FIGHT.bespell).map((a) => (a[4] as number) >> SITUATION.aidShift)).toEqual([1]);
    const two = ranged('magicians', [52, 60], (r, dice) => r.bespellAll(0, 2, dice));
    expect(two.heard).toEqual([[FIGHT.bespell, 0, 2, 0]]);
  });

  it('the aided shot is the single combat with `aiding` set: the Blades count -1 for each aider (000:52)', () => {
    const field = ['shooters', 'blades'];
    const tables = new CombatTables(hott2, rules, battle(hott2, 'general:shooters', 'general:blades'), field, [{ going: 'good', uphill: false }, { going: 'good', uphill: false }]);
    const alone = tables.table(FIGHT.shooting, 0, 0, 1, 0, 0);
    const aided = tables.table(FIGHT.shooting, 0, 0, 1, 2 << SITUATION.aidShift, 0);
    const hit = (t: Int32Array): number => [...t].filter((p) => packed.second(p) !== EFFECT.none).length;
    // Shooters +3 against Blades +5 (000:80, 82): the Blades suffer where 3 + d beats 5 + d', d - d' at least 3: 6 of 36 pairs;
    // aided by 2 the Blades count 3, and 3 + d beats 3 + d' on the 15 pairs with d above d'.
    expect(hit(alone)).toBe(6);
    expect(hit(aided)).toBe(15);
  });
});
