import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/core/errors.js';
import { hott2 } from '../../../src/rules/hott2/index.js';
import { troopSchema } from '../../../src/rules/hott2/schemas.js';
import { TROOPS } from '../../../src/rules/hott2/troops.js';
import { exact, pairs } from './exact-helper.js';

const ids = TROOPS.map((t) => t.id);
const labels = (r: ReturnType<typeof exact>, side: 'attacker' | 'defender'): string[] => r.build[side].parts.map((p) => p.label);

describe('hott2 troop table (seed 000 lines 64-90)', () => {
  it('is plain data that the row schema accepts, and rejects a mistyped row', () => {
    expect(() => troopSchema.parse({ ...TROOPS[0], vsFoot: '+6' })).toThrow();
    expect(TROOPS.every((t) => troopSchema.safeParse(t).success)).toBe(true);
  });

  it('has all 22 troop types with both combat factors', () => {
    expect(ids).toHaveLength(22);
    expect(TROOPS.find((t) => t.id === 'airboats')).toMatchObject({ vsFoot: 5, vsMounted: 3, category: 'aerial' });
    expect(TROOPS.find((t) => t.id === 'knights')).toMatchObject({ vsFoot: 3, vsMounted: 4, category: 'mounted' });
    expect(TROOPS.find((t) => t.id === 'blades')).toMatchObject({ vsFoot: 5, vsMounted: 3, category: 'foot' });
  });
});

describe('every combat the rules allow is playable', () => {
  it('every troop type fights every other in close combat, each summing to 36 pairs', () => {
    for (const a of ids) {
      for (const d of ids) {
        const r = exact(a, d);
        const sum = Object.values(r.outcomes.defender).reduce((s, p) => s + p, 0);
        expect(sum, `${a} v ${d}`).toBeCloseTo(1, 12);
      }
    }
  });

  it.each(['shooters', 'artillery'])('%s can shoot every target type', (shooter) => {
    for (const target of ids) expect(exact(shooter, target, {}, {}, 'shooting').enumerated).toBe(36);
  });

  it('Magicians can bespell every target type', () => {
    for (const target of ids) expect(exact('magicians', target, {}, {}, 'bespell').enumerated).toBe(36);
  });

  it('a type asked to shoot or bespell when it cannot gets a clear UsageError', () => {
    expect(() => exact('knights', 'spears', {}, {}, 'shooting')).toThrow(/Knights cannot shoot in hott2: only Shooters and Artillery shoot/);
    expect(() => exact('shooters', 'spears', {}, {}, 'bespell')).toThrow(/Shooters cannot bespell in hott2: only Magicians bespell/);
    expect(() => exact('knights', 'spears', {}, {}, 'shooting')).toThrow(UsageError);
  });
});

describe('tactical factors (lines 48-53) and rulings', () => {
  it('the -2 of line 53 applies at most once (ruling R4)', () => {
    // Knights in bad going (clause 1) fighting Spears in bad going (clause 2): one -2.
    const r = exact('knights', 'spears', { going: 'bad' }, { going: 'bad' });
    expect(r.build.attacker.total).toBe(1);
    expect(labels(r, 'attacker')).toEqual(['combat factor vs foot', 'in bad going']);
  });

  it('Shooters, Warband, Lurkers, Beasts and Stronghold take no -2 in bad going', () => {
    for (const id of ['shooters', 'warband', 'lurkers', 'beasts']) {
      expect(exact(id, 'spears', { going: 'bad' }).build.attacker.total, id).toBe(TROOPS.find((t) => t.id === id)?.vsFoot);
    }
  });

  it("a Stronghold's opponents suffer no terrain penalty (line 90)", () => {
    expect(exact('knights', 'stronghold', { going: 'bad' }).build.attacker.total).toBe(3);
  });

  it('upslope counts in close combat, not against aerials (line 49)', () => {
    expect(exact('knights', 'spears', {}, { uphill: true }).build.defender.total).toBe(5);
    expect(exact('flyers', 'spears', {}, { uphill: true }).build.defender.total).toBe(4);
  });

  it('second rank counts for Spears and Warband in good going only (line 50)', () => {
    expect(exact('blades', 'warband', {}, { support: true }).build.defender.total).toBe(4);
    expect(exact('blades', 'warband', {}, { support: true, going: 'bad' }).build.defender.total).toBe(3);
    expect(exact('blades', 'blades', {}, { support: true }).build.defender.total).toBe(5);
  });

  it('a general counts when shot at but not when shooting unanswered (line 48)', () => {
    expect(exact('shooters', 'spears', { general: true }, {}, 'shooting').build.attacker.total).toBe(3);
    expect(exact('shooters', 'spears', {}, { general: true }, 'shooting').build.defender.total).toBe(5);
  });

  it('cover gives +2 against shooting, Clerics and Paladins ward themselves against bespelling (line 51)', () => {
    expect(exact('shooters', 'spears', {}, { cover: true, going: 'bad' }, 'shooting').build.defender.total).toBe(4);
    expect(exact('magicians', 'clerics', {}, {}, 'bespell').build.defender.total).toBe(6);
    expect(exact('magicians', 'spears', {}, { warded: true }, 'bespell').build.defender.total).toBe(6);
    expect(exact('magicians', 'spears', {}, { warded: true, cover: true }, 'bespell').build.defender.total).toBe(6);
  });

  it('overlaps, rear contact and aiding elements each cost -1 (line 52)', () => {
    expect(exact('blades', 'blades', { overlaps: 2, rear: true }).build.attacker.total).toBe(2);
    expect(exact('shooters', 'spears', { aiding: 2 }, {}, 'shooting').build.defender.total).toBe(2);
  });

  it('Water Lurkers cost -2 to those in contact; a Magician near its Stronghold costs its bespeller -2 (line 53)', () => {
    expect(exact('blades', 'lurkers', {}, { water: true }).build.attacker.total).toBe(3);
    expect(exact('magicians', 'magicians', {}, { 'near-stronghold': true }, 'bespell').build.attacker.total).toBe(2);
  });
});

describe('outcome table details', () => {
  it('Spears are destroyed by Knights only in good going (ruling R3)', () => {
    expect(pairs(exact('knights', 'spears').outcomes.defender)['recoil']).toBeUndefined();
    // Bad going: Knights 3 - 2 v Spears 4 - 2. Spears lose when 1 + a > 2 + d (10 pairs), doubled when a >= 2d + 3: (5,1) (6,1).
    expect(pairs(exact('knights', 'spears', {}, { going: 'bad' }).outcomes.defender)).toEqual({ none: 26, recoil: 8, destroyed: 2 });
  });

  it('Knights charging Shooters are destroyed when they lose; when not charging they recoil', () => {
    // Knights +3 (vs foot) v Shooters +4 (vs mounted): difference -1, Knights lose 21.
    // Not charging: doubled iff 2(3 + a) <= 4 + d, i.e. d >= 2a + 2: (1,4) (1,5) (1,6) (2,6) = 4.
    expect(pairs(exact('knights', 'shooters', { charged: true }).outcomes.attacker)).toEqual({ none: 15, destroyed: 21 });
    expect(pairs(exact('knights', 'shooters').outcomes.attacker)).toEqual({ none: 15, recoil: 17, destroyed: 4 });
  });

  it('a Hero losing to a Magician is captured, the outcome ensorcelled (ruling R5)', () => {
    // Magician +4 (vs mounted/aerial) v Hero +5 (vs foot): the Hero loses when a >= d + 2, 10 pairs.
    expect(pairs(exact('magicians', 'heroes', {}, {}, 'bespell').outcomes.defender)).toEqual({ none: 26, ensorcelled: 10 });
  });

  it('a Magician bespelling Gods does not disregard losing (ruling R9)', () => {
    // Magician +4 (vs aerial) v Gods +6 (vs foot): difference -2: 6 wins, 4 ties, 26 losses.
    // Losing to a God destroys a Magician (line 88); Gods losing to a Magician flee off (line 67).
    const r = exact('magicians', 'gods', {}, {}, 'bespell');
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 10, destroyed: 26 });
    expect(pairs(r.outcomes.defender)).toEqual({ none: 30, 'flee-off': 6 });
  });

  it('a shooter that is shot back at suffers its own losses (ruling R9)', () => {
    expect(pairs(exact('shooters', 'shooters', {}, {}, 'shooting').outcomes.attacker)).toEqual({ none: 36 });
    // Shot back at, 3 + a v 3 + d: the shooter loses when d > a (15 pairs), doubled when d >= 2a + 3: (1,5) (1,6).
    expect(pairs(exact('shooters', 'shooters', {}, { 'shoots-back': true }, 'shooting').outcomes.attacker)).toEqual({ none: 21, recoil: 13, destroyed: 2 });
  });

  it('only Shooters or Artillery can shoot back: shoots-back on Knights changes nothing (ruling R9)', () => {
    const plain = exact('shooters', 'knights', { general: true }, {}, 'shooting');
    const claimed = exact('shooters', 'knights', { general: true }, { 'shoots-back': true }, 'shooting');
    expect(claimed.joint).toEqual(plain.joint);
    expect(claimed.build.attacker.total).toBe(4);
    // Artillery shooting back makes the shooter count as shot at: its general's +1 applies.
    expect(exact('shooters', 'artillery', { general: true }, { 'shoots-back': true }, 'shooting').build.attacker.total).toBe(4);
  });

  it('shooting or bespelling never captures a Stronghold (ruling R8)', () => {
    expect(pairs(exact('artillery', 'stronghold', { aiding: 2 }, {}, 'shooting').outcomes.defender)).toEqual({ none: 36 });
  });

  it('Paladin v Magician with equal odd totals destroys both, in close combat only', () => {
    // Paladins +6 (vs foot), Magicians +4 (vs mounted); ties when d = a + 2: (1,3) (2,4) (3,5) (4,6);
    // totals 7, 8, 9, 10: odd twice.
    const both = exact('paladins', 'magicians').joint.find((j) => j.attacker === 'destroyed' && j.defender === 'destroyed');
    expect(Math.round(Number(both?.['p'] ?? 0) * 36)).toBe(2);
  });

  it('explains each outcome with its rule and seed line', () => {
    const r = exact('knights', 'spears');
    const rules = r.explanation.sections.flatMap((s) => (s.kind === 'rules' ? s.rules : []));
    expect(rules).toContainEqual(expect.objectContaining({ side: 'defender', outcome: 'destroyed', when: { band: 'attacker-wins' }, cite: '000:81' }));
  });

  it('notes a condition that has no effect on the troop type', () => {
    const defaults = Object.fromEntries(hott2.conditions.map((c) => [c.key, c.kind === 'flag' ? false : c.default]));
    const prepared = hott2.prepare({
      system: 'hott2',
      combat: 'close',
      options: {},
      overlay: null,
      attacker: { group: [{ troop: 'knights', count: 1 }], label: 'knights', conditions: { ...defaults, support: true } },
      defender: { group: [{ troop: 'blades', count: 1 }], label: 'blades', conditions: defaults },
    });
    expect(prepared.notes.join('\n')).toMatch(/support has no effect on Knights/);
  });
});
