import { beforeAll, describe, expect, it } from 'vitest';
import { reportModel, type ReportModel } from '../../src/report/model.js';
import { hott2 } from '../../src/rules/hott2/index.js';
import { FIXTURE, fixtureReport } from './fixture.js';

// The report model (model.ts): every cell with its names and figures worked once, and the
// lookups every writer asks instead of filtering cells by name.

let model: ReportModel;
let shooting: ReportModel;

beforeAll(async () => {
  model = reportModel(await fixtureReport());
  shooting = reportModel(await fixtureReport({ attackers: ['shooters', 'knights'], defenders: ['spears', 'hordes'], conditions: [{ name: 'shooting', combat: 'shooting' }] }));
});

describe('reportModel', () => {
  it('works a cell out by hand: Knights (+3) against Spears (+4) in the open, 36 dice pairs', () => {
    const cell = model.cell('open ground', 'knights', 'spears');
    // Knights win on a die difference of 2 or more (10 pairs of 36), Spears on 0 or less
    // (21 pairs); every win of either side gives the loser an unfavourable outcome
    // (recoil, or destroyed when doubled).
    expect(cell).toMatchObject({ condition: 'open ground', attacker: 'knights', defender: 'spears', attackerName: 'Knights', defenderName: 'Spears' });
    expect(cell?.defenderUnfavourable).toBeCloseTo(10 / 36, 12);
    expect(cell?.attackerUnfavourable).toBeCloseTo(21 / 36, 12);
    expect(cell?.netEdge).toBeCloseTo(-11 / 36, 12);
    expect(cell?.result.totals['attackerWins']).toBeCloseTo(10 / 36, 12);
    // Uphill the Spears gain +1: Knights need a difference of 3 (6 pairs), Spears win on 1 or less (26).
    const uphill = model.cell('defender uphill', 'knights', 'spears');
    expect(uphill).toMatchObject({ condition: 'defender uphill', defenderConditions: 'uphill', attackerConditions: '', options: '' });
    expect(uphill?.netEdge).toBeCloseTo((6 - 26) / 36, 12);
  });

  it('indexes cells by condition set and attacker, in scenario order', () => {
    expect(model.cells).toHaveLength(FIXTURE.attackers.length * FIXTURE.defenders.length * FIXTURE.conditions.length);
    expect(model.cellsOf('open ground').map((c) => `${c.attacker} v ${c.defender}`)).toEqual(FIXTURE.attackers.flatMap((a) => FIXTURE.defenders.map((d) => `${a} v ${d}`)));
    expect(model.cellsOf('defender uphill', 'riders').map((c) => c.defender)).toEqual([...FIXTURE.defenders]);
    expect(model.cellsOf('no such set')).toEqual([]);
    expect(model.cell('open ground', 'riders', 'nobody')).toBeUndefined();
    // The same objects as the cells list: figures are worked once.
    expect(model.cellsOf('open ground', 'heroes')[0]).toBe(model.cell('open ground', 'heroes', 'spears'));
  });

  it('keeps the skipped matchups by set and attacker, with the rules reason', () => {
    expect(shooting.cellsOf('shooting').map((c) => c.attacker)).toEqual(['shooters', 'shooters']);
    expect(shooting.skippedOf('shooting', 'knights').map((s) => [s.defender, s.reason])).toEqual([
      ['spears', expect.stringContaining('Knights cannot shoot in hott2')],
      ['hordes', expect.stringContaining('Knights cannot shoot in hott2')],
    ]);
    expect(shooting.skippedOf('shooting', 'shooters')).toEqual([]);
  });

  it('names sides and groups one way, and gives each combat kind its outcome ids', () => {
    expect(model.name('knights')).toBe('Knights');
    expect(model.name('2*knights+riders')).toBe('2 Knights + Riders');
    expect(model.outcomeIds('close')).toEqual(hott2.combatKinds.find((k) => k.id === 'close')?.outcomes.map((o) => o.id));
    expect(model.outcomeIds('no-such-kind')).toEqual([]);
  });

  it('gives each attacking group its size, cost and mean win chance under a set, once', () => {
    const groups = model.groups('open ground');
    expect(groups.map((g) => g.label)).toEqual([...FIXTURE.attackers]);
    const knights = groups[0];
    const wins = model.cellsOf('open ground', 'knights').map((c) => c.result.totals['attackerWins'] ?? NaN);
    expect(knights).toMatchObject({ figures: 1, spent: hott2.troops.find((t) => t.id === 'knights')?.cost, inflicted: null, suffered: null });
    expect(knights?.winChance).toBeCloseTo(wins.reduce((s, w) => s + w, 0) / wins.length, 12);
    expect(model.groups('open ground')).toBe(groups);
  });
});
