import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import { armyLabel, parseArmy } from '../../../src/core/army-text.js';
import { BoardCombat } from '../../../src/rules/common/battle/board-combat.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables, FIGHT } from '../../../src/rules/common/battle/combat-tables.js';
import type { BattleDice } from '../../../src/rules/common/battle/dice.js';
import { EFFECT, packed } from '../../../src/rules/common/battle/effects.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { garrisonedCamp, type GarrisonFights } from '../../../src/rules/common/battle/garrison.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import { Victory } from '../../../src/rules/common/battle/victory.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';
import { battle } from './battle-results.js';

const rules = d3h2.battle!;
const camp = rules.camp!;
const profile = (t: string) => rules.profiles.get(t)!;
const sides = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;

/** Knights (type 0, side 0) against side 1's camp (type 1): held by `garrison` as `fights` says, or unheld. */
function knightsVCamp(garrison: string | null, fights: GarrisonFights = 'occupant') {
  const held = garrison ? garrisonedCamp(camp, profile('camp'), profile(garrison), fights) : null;
  const field = new Field(rules, [profile('knights'), held?.profile ?? profile('camp')]);
  const tables = new CombatTables(d3h2, rules, battle(d3h2, 'general:knights', 'general:blades'), ['knights', held ? { troop: held.troop, extra: held.extra } : 'camp'], sides);
  return { field, tables, held };
}

/** Of the 36 dice pairs of the Knights' close combat with the camp, how many take the camp out of the battle: captured (002:642) or its defenders destroyed (002:648). */
const campLost = (garrison: string | null, fights?: GarrisonFights): number =>
  [...knightsVCamp(garrison, fights).tables.table(FIGHT.close, 0, 0, 1, 0, 0)].filter((p) => packed.second(p) === EFFECT.lost || packed.second(p) === EFFECT.destroyed).length;

describe('a camp held by a garrison (002:186; src/battle/RULINGS.md F35)', () => {
  it('fights as the element occupying it by default: Blades 3 v mounted +2 (002:389, 590) against Knights 3: lost only where the Knights roll 3 more, 6 of 36', () => {
    // 3 + a > 5 + d: a = d + 3 or more, (4,1) (5,1) (5,2) (6,1) (6,2) (6,3); never half (5 + d > 9 / 2).
    expect(campLost('blades')).toBe(6);
  });

  it('as the Camp\'s row with the garrison\'s Foot CF added (garrison-fights=camp-row, 002:446): 2 + 5 = 7 against 3, lost on (6,1) alone', () => {
    expect(campLost('blades', 'camp-row')).toBe(1);
  });

  it('unheld, the Camp fights with its own +2 (002:389): beaten wherever the Knights roll as high, 21 of 36 (equal totals: no effect, 002:608)', () => {
    // 3 + a > 2 + d: a >= d, 21 pairs; of them 2 + d <= (3 + a) / 2 (a >= 2d + 1: 4 + 2 pairs) destroys its defenders, the other 15 capture it.
    expect(campLost(null)).toBe(21);
  });

  it('is one base whose loss counts the Camp\'s 2 AP and the garrison\'s (002:690): 4 AP lost, the army\'s 12 of 24 scaled to what it fields', () => {
    const { field, tables, held } = knightsVCamp('blades');
    expect(held?.profile.name).toBe('Camp held by Blades');
    const bases: BoardBase[] = [
      { side: 0, type: 0, width: 8, depth: 4, x: 60, y: 60, facing: FACING.north },
      { side: 1, type: 1, width: 16, depth: 8, x: 60, y: 60, facing: FACING.south, fixed: true },
    ];
    const board = new Board(120, 120, bases);
    const state = new BoardState(field, board, [0, 0]);
    state.stamp = 1;
    const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 8 / rules.field.baseWidth);
    const dice: BattleDice = { d6: () => 1, pick: (table) => table.find((p) => packed.first(p) === EFFECT.none && packed.second(p) === EFFECT.lost) ?? -1 };
    new BoardCombat(parts).fightAll(dice);
    state.refresh();
    expect(board.status[1]).toBe(BOARD_STATUS.lost);
    expect([state.lostHalfAp[1], state.campLost[1]]).toEqual([8, 1]);
    // An army fielding 2 AP besides (its threshold 1 AP of 12 of 24, B14) with the camp and garrison gone: 4 AP lost defeat it.
    expect(new Victory(rules.victory, state, [4, 4], 24, 24).defeated(state)).toBe(1);
  });

  it('leaves its army\'s line, and counts in what the army fields: the board holds the Knights, the Blades general and one camp base each', () => {
    const line = (prepareBattle(d3h2, battle(d3h2, 'general:knights', 'general:blades+garrison:blades', { field: 'board' })).kernel as unknown as { setup: { line: BoardState } }).setup.line;
    expect([...line.fixed]).toEqual([1, 1]);
    expect(line.board.count).toBe(4);
  });
});

describe('writing a garrison', () => {
  it('inline garrison: marks one element, which the army\'s canonical text keeps', () => {
    const army = parseArmy(d3h2, 'general:knights+2*blades+garrison:spears', 'army A');
    expect(army.elements.map((e) => e.garrison === true)).toEqual([false, false, false, true]);
    expect(armyLabel(army)).toBe('general:knights+2*blades+garrison:spears');
    expect(armyLabel(parseArmy(d3h2, armyLabel(army), 'army A'))).toBe(armyLabel(army));
    // 2*garrison: marks the first of them; the second stands in the line.
    expect(parseArmy(d3h2, 'general:knights+2*garrison:blades', 'army A').elements.map((e) => [e.garrison === true, e.behind])).toEqual([[false, null], [true, null], [false, null]]);
  });

  it.each([
    ['general:knights+garrison:blades+garrison:spears', 'one garrison at most'],
    ['general:garrison:knights+blades', 'cannot also garrison'],
    ['general:knights+behind:garrison:blades', 'not behind an element'],
  ])('refuses %s in one sentence', (text, words) => {
    expect(() => parseArmy(d3h2, text, 'army A')).toThrow(words);
  });

  it.each([
    ['general:knights+garrison:sneakers', {}, 'Sneakers cannot occupy a Camp'],
    ['general:knights+garrison:blades', { field: 'line' }, 'only the board lays camps'],
    ['general:knights+garrison:blades', { camps: 'none' }, 'no camp is laid'],
    ['general:knights+3*war-wagons+garrison:blades', {}, 'it holds no camp'],
  ])('a battle refuses %s (%o): %s', (text, options, words) => {
    expect(() => prepareBattle(d3h2, battle(d3h2, text, 'general:blades', { field: 'board', ...options }))).toThrow(words);
  });

  it('HOTT\'s Stronghold holds its own garrison (000:90): refused', () => {
    expect(() => prepareBattle(hott2, battle(hott2, 'general:knights+garrison:blades', 'general:blades', { field: 'board' }))).toThrow("hott2's camps take no garrison");
  });

  it('the answer names the garrison and how it fights, and a refusal is one line, exit 2', async () => {
    // The answer's words, not its plan game (2,500 battles by default): left out.
    const r = await cli('battle', 'd3h2', 'general:knights+3*blades+garrison:blades', 'general:knights+4*blades', '--trials', '200', '--plan-trials', '0');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("General's Knights, 3 Blades, Blades holding the camp v General's Knights, 4 Blades");
    expect(r.stdout).toContain('or by the garrison an army names (F35: as an element occupying it, its own factor +2, 002:389, 590; its AP lost with it)');
    // An army file marks it `garrison: true`.
    const file = join(tempDir('garrison'), 'held.yaml');
    writeFileSync(file, 'system: d3h2\nname: Held\nsource: a test\nelements:\n  - { troop: knights, general: true }\n  - { troop: blades, count: 3 }\n  - { troop: blades, garrison: true }\n');
    const fromFile = await cli('battle', 'd3h2', file, 'general:knights+4*blades', '--trials', '200', '--plan-trials', '0');
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(fromFile.stdout).toContain("Armies: General's Knights, 3 Blades, Blades holding the camp v");
    const bad = await cli('battle', 'd3h2', 'general:knights+garrison:psiloi', 'general:blades', '--field', 'line');
    expect([bad.code, bad.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(bad.stderr).toContain('only the board lays camps');
  });
});
