import { describe, expect, it } from 'vitest';
import type { Army } from '../../../src/core/army.js';
import type { BattleProfile, BattleRules } from '../../../src/core/battle-rules.js';
import { deploy } from '../../../src/rules/common/battle/deployment.js';
import { Field } from '../../../src/rules/common/battle/field.js';
import { Line, STATUS } from '../../../src/rules/common/battle/line.js';
import { flee, pursue, recoil } from '../../../src/rules/common/battle/outcome-moves.js';
import { Victory } from '../../../src/rules/common/battle/victory.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { fixtureRules } from './fixture-rules.js';

/**
 * The line's moves and the victory rules on positions set by hand (RULINGS B9-B11, B14), in
 * the fixture's units: lines 4 apart, every base 1 deep (2 for Knights), a base edge 6 behind.
 */
function lineOf(rules: BattleRules, a: Army, b: Army): Line {
  const troops = [...new Set([...a.elements, ...b.elements].map((e) => e.troop))];
  const field = new Field(rules, troops.map((t) => rules.profiles.get(t) as BattleProfile));
  const { columns, sides } = deploy(field, [a, b], (t) => troops.indexOf(t));
  return new Line(field, columns, sides);
}

const army = (...spec: (string | [string, number])[]): Army => ({
  name: 'test',
  home: null,
  elements: spec.map((s, i) => (typeof s === 'string' ? { troop: s, general: i === 0, behind: null } : { troop: s[0], general: false, behind: s[1] })),
});

const ENEMY = army('blades');

describe('recoil (000:55, 002:662-674; RULINGS B9)', () => {
  it('moves back its base depth; into a friend behind it passes through where the rows allow, else pushes it back', () => {
    const through = fixtureRules(hott2, { knights: { recoil: 2, recoilsThrough: ['spears'] } });
    const line = lineOf(through, army('knights', ['spears', 0]), ENEMY);
    expect([...(line.y[0] as Int32Array)]).toEqual([0, -2]); // the Spears touch the Knights' rear edge
    recoil(line, 0, 0, 0);
    line.refresh();
    expect((line.y[0] as Int32Array)[0]).toBe(-3); // behind the Spears (front -2, 1 deep)
    expect(line.frontOf(0, 0)).toBe(1);

    const push = fixtureRules(hott2, { knights: { recoil: 2 } });
    const pushed = lineOf(push, army('knights', ['spears', 0]), ENEMY);
    recoil(pushed, 0, 0, 0);
    expect([...(pushed.y[0] as Int32Array)]).toEqual([-2, -4]);
  });

  it('blocked by a friend it can neither pass nor push: HOTT destroys it; D3H2 ends its move there, and destroys it only if it could not move at all', () => {
    const still = { knights: { recoil: 2, pushable: false }, spears: { pushable: false } };
    const field = (blockedRecoil: 'destroyed' | 'stops') => ({ field: { unit: 'u', gap: 4, rear: 6, blockedRecoil, baseWidth: 2, flankCounts: 'any' as const, threatZone: null, shotBlocked: null, river: null, cite: 'test' } });
    // The Spears a unit further back: one unit of room for a recoil of two.
    const spaced = (blocked: 'destroyed' | 'stops'): Line => {
      const line = lineOf(fixtureRules(hott2, still, field(blocked)), army('knights', ['spears', 0]), ENEMY);
      (line.y[0] as Int32Array)[1] = -3;
      return line;
    };
    const hott = spaced('destroyed');
    recoil(hott, 0, 0, 7);
    expect(hott.lost[0]).toBe(1);
    expect((hott.lostBy[0] as Int32Array)[0]).toBe(7);
    const dba = spaced('stops');
    recoil(dba, 0, 0, 7);
    expect(dba.lost[0]).toBe(0);
    expect((dba.y[0] as Int32Array)[0]).toBe(-1); // its rear edge now on the Spears' front
    recoil(dba, 0, 0, 7); // touching: it cannot move at all
    expect(dba.lost[0]).toBe(1);
  });

  it('a friend pushed against the base edge: D3H2 pushes it as far as the edge and the recoil ends on it; HOTT destroys the recoiler (002:674, 000:55)', () => {
    // Knights 2 deep at 0, Spears 1 deep behind them at -2, the base edge 4 behind: a recoil of
    // 2 would push the Spears' rear to -5, one past the edge.
    const atEdge = (blockedRecoil: 'destroyed' | 'stops'): Line =>
      lineOf(fixtureRules(hott2, { knights: { recoil: 2 } }, { field: { unit: 'u', gap: 4, rear: 4, blockedRecoil, baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'test' } }), army('knights', ['spears', 0]), ENEMY);
    const dba = atEdge('stops');
    recoil(dba, 0, 0, 7);
    expect(dba.lost[0]).toBe(0);
    expect([...(dba.y[0] as Int32Array)]).toEqual([-1, -3]); // the Spears pushed 1, rear on the edge; the Knights 1, rear on the Spears
    recoil(dba, 0, 0, 7); // the Spears cannot move at all and touch the Knights: destroyed
    expect(dba.lost[0]).toBe(1);
    expect((dba.y[0] as Int32Array)[1]).toBe(-3);
    const hott = atEdge('destroyed');
    recoil(hott, 0, 0, 7);
    expect(hott.lost[0]).toBe(1);
    expect((hott.y[0] as Int32Array)[1]).toBe(-2); // not pushed
  });

  it('a recoil against the base edge stops there; one already on it is destroyed (002:674)', () => {
    const rules = fixtureRules(hott2, { knights: { recoil: 2 } }, { field: { unit: 'u', gap: 4, rear: 3, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'test' } });
    const line = lineOf(rules, army('knights'), ENEMY); // front at 0, 2 deep, base edge 3 behind
    recoil(line, 0, 0, 0);
    expect((line.y[0] as Int32Array)[0]).toBe(-1); // one unit of its two: its rear on the edge
    expect(line.lost[0]).toBe(0);
    recoil(line, 0, 0, 0);
    expect(line.lost[0]).toBe(1);
  });
});

describe('flight and pursuit (002:676-687; RULINGS B10, B11)', () => {
  it('a fleeing element turns about and goes back its flight; past its base edge it is lost', () => {
    const rules = fixtureRules(hott2, { blades: { flee: 3 } }, { field: { unit: 'u', gap: 4, rear: 5, blockedRecoil: 'stops', baseWidth: 2, flankCounts: 'any', threatZone: null, shotBlocked: null, river: null, cite: 'test' } });
    const line = lineOf(rules, army('blades'), ENEMY);
    flee(line, 0, 0, 0);
    expect((line.status[0] as Uint8Array)[0]).toBe(STATUS.fled);
    expect((line.y[0] as Int32Array)[0]).toBe(-3);
    flee(line, 0, 0, 0);
    expect(line.lost[0]).toBe(1);
  });

  it('a pursuer follows straight ahead, up to contact with whatever enemy is now ahead, who turns to face', () => {
    const rules = fixtureRules(hott2);
    const line = lineOf(rules, army('blades'), army('spears'));
    (line.y[1] as Int32Array)[0] = 1;
    (line.status[1] as Uint8Array)[0] = STATUS.fled;
    pursue(line, 0, 0, 10);
    expect((line.y[0] as Int32Array)[0]).toBe(3); // 3 + 1 = the gap of 4: contact
    expect((line.status[1] as Uint8Array)[0]).toBe(STATUS.ready);
  });
});

describe('victory (000:57-62, 001:212-216, 002:689-695; RULINGS B14)', () => {
  const six = army('blades', 'blades', 'blades', 'blades', 'blades', 'blades');
  const halfAp = (line: Line, s: number): number => [...(line.type[s] as Int32Array)].reduce((sum, t) => sum + (line.field.halfAp[t] as number), 0);

  it('HOTT 2e: a third or more of the elements and more than the enemy; the command lost the bound after its general', () => {
    const rules = hott2.battle as BattleRules;
    const line = lineOf(rules, six, six);
    const victory = new Victory(rules.victory, line, [halfAp(line, 0), halfAp(line, 1)], 24, 24);
    line.lose(0, 5, 0);
    expect(victory.defeated(line)).toBe(-1); // 1 of 6
    line.lose(0, 4, 0);
    expect(victory.defeated(line)).toBe(0); // 2 of 6 is a third, more than none
    line.lose(1, 3, 0);
    line.lose(1, 4, 0);
    expect(victory.defeated(line)).toBe(-1); // 2 each: not more than the enemy
    line.lose(1, 0, 0); // their general: 3 lost against 2 -> at the next bound's start the command is lost
    expect(victory.commandLost(line)).toBe(1);
    expect(line.lost[1]).toBe(6);
  });

  it('D3H2: 12 of 24 AP and more than the enemy, a general\'s element counting 2 more; scaled for a smaller army', async () => {
    const { d3h2 } = await import('../../../src/rules/d3h2/index.js');
    const rules = d3h2.battle as BattleRules;
    const twelve = army(...Array.from({ length: 12 }, () => 'blades')); // 24 AP
    const line = lineOf(rules, twelve, twelve);
    const victory = new Victory(rules.victory, line, [halfAp(line, 0), halfAp(line, 1)], 24, 24);
    for (const e of [11, 10, 9, 8, 7]) line.lose(0, e, 0); // 10 AP
    expect(victory.defeated(line)).toBe(-1);
    line.lose(0, 0, 0); // the general's Blades: 2 AP + 2 = 14
    expect(victory.defeated(line)).toBe(0);
    const small = lineOf(rules, army('blades', 'blades'), army('blades', 'blades')); // 4 AP: defeated at 12 x 4 / 24 = 2 AP
    const v = new Victory(rules.victory, small, [halfAp(small, 0), halfAp(small, 1)], 24, 24);
    small.lose(1, 1, 0);
    expect(v.defeated(small)).toBe(1);
  });

  it('HOTT 2.5: more lost than the enemy and either the general or half the elements', async () => {
    const { hott25 } = await import('../../../src/rules/hott25/index.js');
    const rules = hott25.battle as BattleRules;
    const line = lineOf(rules, six, six);
    const victory = new Victory(rules.victory, line, [halfAp(line, 0), halfAp(line, 1)], 24, 24);
    line.lose(0, 0, 0); // the general alone
    expect(victory.defeated(line)).toBe(0);
    const other = lineOf(rules, six, six);
    const v = new Victory(rules.victory, other, [halfAp(other, 0), halfAp(other, 1)], 24, 24);
    for (const e of [5, 4]) other.lose(1, e, 0);
    expect(v.defeated(other)).toBe(-1); // 2 of 6: a third is not half
    other.lose(1, 3, 0);
    expect(v.defeated(other)).toBe(1);
  });
});
