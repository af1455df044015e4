import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOARD_STATUS, Board, type BoardBase } from '../../../src/battle/board.js';
import { FACING } from '../../../src/battle/geometry.js';
import type { LaidFeature } from '../../../src/battle/layout.js';
import { GOING, GROUND } from '../../../src/battle/terrain.js';
import type { RuleSystem } from '../../../src/core/system.js';
import { BoardCombat } from '../../../src/rules/common/battle/board-combat.js';
import { BoardGround } from '../../../src/rules/common/battle/board-ground.js';
import { BoardParts } from '../../../src/rules/common/battle/board-parts.js';
import { BoardRanged } from '../../../src/rules/common/battle/board-ranged.js';
import { BoardState } from '../../../src/rules/common/battle/board-state.js';
import { CombatTables, FIGHT, SITUATION } from '../../../src/rules/common/battle/combat-tables.js';
import type { BattleDice } from '../../../src/rules/common/battle/dice.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { battle } from './battle-results.js';
import { cli } from '../../cli/run-cli.js';
import { tempDir } from '../../temp-dir.js';

// Rivers on the board (src/battle/RULINGS.md F40), worked by hand on a 120 x 120 board of eighths
// of a base width. Side 0 faces north, side 1 south. The river is a band ½ BW (4 eighths) deep
// from side edge to side edge, at y = 56..60 unless a test lays it elsewhere.

const { north, south } = FACING;
const TROOPS = ['blades', 'bows', 'knights', 'aerial-heroes'];
const [BLADES, BOWS, KNIGHTS, AERIAL] = [0, 1, 2, 3];
const feature = (id: string, x0: number, y0: number, x1: number, y1: number, ground: number): LaidFeature => ({ feature: id, x0, y0, x1, y1, going: GOING.good, ground });
const RIVER = feature('river', 0, 56, 120, 60, GROUND.water | GROUND.mire);
/** A road from base edge to base edge at x = 56..60, across the river: its ford or bridge. */
const ROAD = feature('road', 56, 0, 60, 120, GROUND.road);
const base = (side: number, type: number, x: number, y: number, facing: number, depth = 4): BoardBase => ({ side, type, width: 8, depth, x, y, facing });
const SIDES = [{ going: 'good', uphill: false }, { going: 'good', uphill: false }] as const;

/**
 * `system`'s (D3H2 by default) elements on a board laid with `features`, each side's general
 * (Blades) far off in a corner, out of every fight: the board, its parts and the tables they read.
 */
function onBoard(bases: readonly [BoardBase, BoardBase], features: readonly LaidFeature[], system: RuleSystem = d3h2, troops = system === d3h2 ? TROOPS : ['blades', 'shooters', 'knights', 'flyers']) {
  const rules = system.battle!;
  const field = new Field(rules, troops.map((t) => rules.profiles.get(t)!));
  const board = new Board(120, 120, [bases[0], base(0, BLADES, 4, 5, north), bases[1], base(1, BLADES, 116, 115, south)]);
  const state = new BoardState(field, board, [1, 1], true, new BoardGround(board, field, rules.terrain, null, features));
  state.stamp = 1;
  const tables = new CombatTables(system, rules, battle(system, 'general:blades', 'general:blades'), troops, SIDES);
  const parts = new BoardParts(state, { tables, policy: 'widest-first', slowGoing: [false, false], goodGoing: [true, true] }, 8 / rules.field.baseWidth);
  parts.contacts.update();
  return { board, state, parts, tables };
}

/** Dice that record the table a fight was fought on and give its first dice pair. */
function recording(): BattleDice & { table: Int32Array | null } {
  const dice = { table: null as Int32Array | null, d6: () => 1, pick: (table: Int32Array) => ((dice.table = table), table[0] as number) };
  return dice;
}

describe('crossing a river (002:239 `Crossing River` 1 BW, 000:39 `across water (maximum move = 100p)`; F40)', () => {
  // D3H2 Knights move 3 BW (24 eighths); the enemy far off. Front edge at y = 40: the river's near bank is 16 ahead.
  const move = (y: number, features: readonly LaidFeature[], type = KNIGHTS, system: RuleSystem = d3h2): number =>
    onBoard([base(0, type, 60, y, north), base(1, BLADES, 20, 110, south)], features, system).parts.moveOf(0);

  it('D3H2 Knights 16 short of the bank go to it, not 3 BW into and across the river: 16 of 24', () => {
    expect(move(40, [])).toBe(24);
    expect(move(40, [RIVER])).toBe(16);
  });

  it('at the bank, or in the river, they cross at 1 BW (8); 1 BW short of it, the bank (8) is as far as a crossing goes', () => {
    expect(move(56, [RIVER])).toBe(8);
    expect(move(58, [RIVER])).toBe(8);
    expect(move(48, [RIVER])).toBe(8);
  });

  it('past the river, nothing ahead: the full move again', () => {
    expect(move(66, [RIVER])).toBe(24);
  });

  it('aerials ignore rivers (002:297): Aerial Heroes in the river move their 10 BW', () => {
    expect(move(58, [RIVER], AERIAL)).toBe(80);
  });

  it('HOTT 2e Knights (300p: 15 eighths, 100p being 5) in a river cross at 100p (5 eighths)', () => {
    expect(move(40, [], KNIGHTS, hott2)).toBe(15);
    expect(move(58, [RIVER], KNIGHTS, hott2)).toBe(5);
  });
});

describe('defending a river bank (000:49, 002:592: +1, as upslope; F40)', () => {
  // Blades of side 0 on the bank, front edge at y = 56 facing north; side 1's element in contact, its base in the river (56..60) and beyond.
  const situations = (features: readonly LaidFeature[], enemy = BLADES, x = 60): [number, number] => {
    const { parts, tables } = onBoard([base(0, BLADES, x, 56, north), base(1, enemy, x, 56, south)], features);
    new BoardCombat(parts).fightAll(recording());
    const read = tables.reads().find((r) => r.asked[0] === FIGHT.close);
    const [, firstSide, , , first, second] = read?.asked ?? [];
    return firstSide === 0 ? [first ?? -1, second ?? -1] : [second ?? -1, first ?? -1];
  };

  it('the Blades on the bank count uphill against Blades standing in the river; those in it do not', () => {
    const [bank, wet] = situations([RIVER]);
    expect(bank & SITUATION.uphill).toBe(SITUATION.uphill);
    expect(wet & SITUATION.uphill).toBe(0);
  });

  it('on open ground neither does', () => {
    expect(situations([]).map((s) => s & SITUATION.uphill)).toEqual([0, 0]);
  });

  it('no bank where the enemy stands on the road crossing it (000:49 `other than at a ford or bridge`, 002:592 `off-road`)', () => {
    expect(situations([RIVER, ROAD])[0] & SITUATION.uphill).toBe(0);
    // The road 40 eighths to the side: the bank counts again.
    expect(situations([RIVER, feature('road', 16, 0, 20, 120, GROUND.road)])[0] & SITUATION.uphill).toBe(SITUATION.uphill);
  });

  it('never against an aerial (000:49 `except against aerals`, 002:592 `unless either element is an Aerial`)', () => {
    expect(situations([RIVER], AERIAL)[0] & SITUATION.uphill).toBe(0);
  });
});

describe('a flight into a river (002:679 `It is destroyed ... if it enters any river`; F40)', () => {
  // Side 1's Blades face south, base 76..80: fleeing, they turn about and move toward their own base edge their 2 BW (16), to 92..96.
  const AHEAD = feature('river', 0, 86, 120, 90, GROUND.water);
  const flee = (features: readonly LaidFeature[], system: RuleSystem = d3h2): number => {
    const { board, parts } = onBoard([base(0, BLADES, 20, 10, north), base(1, BLADES, 60, 76, south)], features, system);
    parts.outcome.flee(2, 0);
    return board.status[2] as number;
  };

  it('D3H2: destroyed in a river across its flight; on open ground it flees', () => {
    expect(flee([])).toBe(BOARD_STATUS.fled);
    expect(flee([AHEAD])).toBe(BOARD_STATUS.lost);
  });

  it('D3H2: a river beyond its flight (100..104) does not drown it; one it starts in (78..82) does not either', () => {
    expect(flee([feature('river', 0, 100, 120, 104, GROUND.water)])).toBe(BOARD_STATUS.fled);
    expect(flee([feature('river', 0, 78, 120, 82, GROUND.water)])).toBe(BOARD_STATUS.fled);
  });

  it('HOTT 2e drowns no one', () => {
    expect(flee([AHEAD], hott2)).toBe(BOARD_STATUS.fled);
  });
});

describe('no shooting from a river (002:369 `at least partly in a river ... cannot shoot`; F40)', () => {
  // D3H2 Bows (side 0) face north at y = 44 (base 40..44 is out of the river; at y = 58 it is in it), Blades 1 BW ahead of them.
  const shoots = (y: number, features: readonly LaidFeature[], system: RuleSystem = d3h2): boolean => {
    const { parts } = onBoard([base(0, BOWS, 60, y, north), base(1, BLADES, 60, y + 8, south)], features, system);
    const dice = recording();
    new BoardRanged(parts).shootAll(0, 0, dice);
    return dice.table !== null;
  };

  it('D3H2 Bows on the bank shoot; partly in the river they do not', () => {
    expect(shoots(56, [RIVER])).toBe(true);
    expect(shoots(58, [RIVER])).toBe(false);
  });

  it('HOTT 2e Shooters in a river still shoot', () => {
    expect(shoots(58, [RIVER], hott2)).toBe(true);
  });

  it('D3H2 Bows with their rear half in a marsh do not shoot (`or a marsh`, F39); on its edge only, they do', () => {
    const marsh = (y0: number): LaidFeature => ({ feature: 'marsh', x0: 40, y0, x1: 80, y1: y0 + 16, going: GOING.bad, ground: GROUND.mire });
    expect(shoots(44, [marsh(26)])).toBe(false);
    expect(shoots(44, [marsh(24)])).toBe(true);
  });
});

describe('a gully (002:369 `An element entirely in a gully cannot shoot or be shot at`; F39)', () => {
  // D3H2 Bows (side 0) face north at y = 44 (base 40..44); the Blades ahead of them at 52 (base 52..56).
  const GULLY = (y0: number, y1: number): LaidFeature => ({ feature: 'gully', x0: 0, y0, x1: 120, y1, going: GOING.bad, ground: GROUND.sunken });
  const shoots = (features: readonly LaidFeature[]): boolean => {
    const { parts } = onBoard([base(0, BOWS, 60, 44, north), base(1, BLADES, 60, 52, south)], features);
    const dice = recording();
    new BoardRanged(parts).shootAll(0, 0, dice);
    return dice.table !== null;
  };

  it('Bows wholly in a gully do not shoot; half in it, they do', () => {
    expect(shoots([GULLY(38, 46)])).toBe(false);
    expect(shoots([GULLY(42, 46)])).toBe(true);
  });

  it('Blades wholly in a gully are not shot at; half in it, they are', () => {
    expect(shoots([GULLY(50, 58)])).toBe(false);
    expect(shoots([GULLY(54, 58)])).toBe(true);
  });
});

describe('a whole battle across a river, worked exactly (F40)', () => {
  // One element a side, a river laid across the middle of the board between the lines (y = 7 to 7.5 BW of 15).
  const layout = join(tempDir('board-river'), 'river.yaml');
  writeFileSync(layout, 'system: [hott2, d3h2]\nname: A river\nfeatures:\n  - { feature: river, x: 0, y: 7, width: 15, depth: 0.5 }\n');
  const win = async (...extra: string[]): Promise<number> => {
    const r = await cli('battle', 'd3h2', 'general:knights', 'general:blades', '--method', 'exact', '--format', 'json', '--plan-trials', '0', ...extra);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout).totals.attackerWins as number;
  };

  it('Knights crossing to Blades on the far bank win less often than on open ground; a paltry river (`--option rivers=paltry`) is open ground to them', async () => {
    const open = await win('--terrain', 'open');
    const river = await win('--terrain', layout);
    const paltry = await win('--terrain', layout, '--option', 'rivers=paltry');
    expect(river).toBeLessThan(open - 0.02);
    // Neither shoots nor flees here: with no crossing move and no bank, nothing of the river is left.
    expect(paltry).toBeCloseTo(open, 12);
  });

  it('the option is D3H2\'s alone: hott2 refuses `rivers=paltry` in one sentence, exit 2 (HOTT has no paltry rivers)', async () => {
    const r = await cli('battle', 'hott2', 'general:knights', 'general:blades', '--terrain', layout, '--option', 'rivers=paltry');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/rivers/);
  });

  it('a shown battle names the river as water, not going (`--show`)', async () => {
    // The shown battle's words, not the plan game's (left out: 25 more exact chains).
    const r = await cli('battle', 'd3h2', 'general:knights', 'general:blades', '--terrain', layout, '--show', '1', '--trials', '1', '--plan-trials', '0');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('terrain: A river: River (water) 0-15 across, 7-7.5 up');
  });
});

describe('bespelled across a river (000:51 `shortest line to bespeller crosses running water`, 002:577 `crosses a river`: +2; F40)', () => {
  // A Magician (side 0) faces north, base 36..40; its target, Blades of side 1, faces south, base 60..64, 20 eighths ahead (HOTT's 600p is 30).
  const read = (system: RuleSystem, features: readonly LaidFeature[], x = 60): { theirs: number; table: Int32Array } => {
    const mage = system === d3h2 ? 'mages' : 'magicians';
    const { parts, tables } = onBoard([base(0, 1, 60, 40, north), base(1, BLADES, x, 60, south)], features, system, ['blades', mage]);
    new BoardRanged(parts).bespellAll(0, 6, recording());
    const spell = tables.reads().find((r) => r.asked[0] === FIGHT.bespell);
    return { theirs: spell?.asked[5] ?? -1, table: spell?.table ?? new Int32Array() };
  };
  const BETWEEN = feature('river', 0, 48, 120, 52, GROUND.water | GROUND.mire);

  it('HOTT 2e: the river between them wards the Blades (their +2); beyond them, or on open ground, it does not', () => {
    const open = read(hott2, []);
    const warded = read(hott2, [BETWEEN]);
    expect(open.theirs & SITUATION.acrossWater).toBe(0);
    expect(warded.theirs & SITUATION.acrossWater).toBe(SITUATION.acrossWater);
    expect(warded.table).not.toEqual(open.table);
    expect(read(hott2, [feature('river', 0, 80, 120, 84, GROUND.water)]).theirs & SITUATION.acrossWater).toBe(0);
  });

  it('D3H2: the same, as its `river-between` (the one +2 with a wood or a Paladin near)', () => {
    expect(read(d3h2, [BETWEEN]).theirs & SITUATION.acrossWater).toBe(SITUATION.acrossWater);
    expect(read(d3h2, [BETWEEN]).table).not.toEqual(read(d3h2, []).table);
  });

  it('a river of a layout file that stops short of the line between them does not ward them', () => {
    expect(read(hott2, [feature('river', 80, 48, 120, 52, GROUND.water)]).theirs & SITUATION.acrossWater).toBe(0);
  });
});
