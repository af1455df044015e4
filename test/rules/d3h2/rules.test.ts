import { describe, expect, it } from 'vitest';
import { TROOPS } from '../../../src/rules/d3h2/troops.js';
import { cli } from '../../cli/run-cli.js';
import { exact, jointPairs, pairs } from './exact-helper.js';
import { NEEDS_SEEDS, seedText } from '../../seed-text.js';

const SEED = seedText('002_432c49c5757f1ed7.txt')?.split('\n') ?? null;
const ids = TROOPS.map((t) => t.id);

describe('d3h2 combat factors cite the CF table line that holds them', () => {
  it.skipIf(SEED === null)(`the vs-Foot and vs-Mounted parts cite the table lines printing those values (002:395-552) ${NEEDS_SEEDS}`, () => {
    if (SEED === null) return;
    for (const t of TROOPS.filter((r) => r.line >= 395 && r.line <= 552)) {
      const foot = exact(t.id, 'spears').build.attacker.parts[0];
      const mounted = exact(t.id, 'knights').build.attacker.parts[0];
      expect(SEED[Number(foot?.cite.slice(4)) - 1], `${t.id} vs foot`).toContain(`+${t.vsFoot}`);
      expect(SEED[Number(mounted?.cite.slice(4)) - 1], `${t.id} vs mounted`).toContain(`+${t.vsMounted}`);
    }
  });

  it('Blades and Command Posts fight at +4 when shot at or bespelled (002:428, 459), +5 in close combat', () => {
    expect(exact('bows', 'blades', {}, {}, 'shooting').build.defender.total).toBe(4);
    expect(exact('mages', 'command-posts', {}, {}, 'bespell').build.defender.total).toBe(4);
    expect(exact('spears', 'blades').build.defender.total).toBe(5);
  });
});

describe('every d3h2 element works', () => {
  it('in close combat against every element, and exactly 36 dice pairs each', () => {
    for (const a of ids) for (const d of ids) expect(exact(a, d).enumerated, `${a} v ${d}`).toBe(36);
  });

  it('shooting and bespelling for exactly the types that can, against every element', () => {
    const shooters = TROOPS.filter((t) => t.shoots !== null).map((t) => t.id);
    expect(shooters.sort()).toEqual(['artillery', 'bows', 'double-bows', 'fast-bows', 'fast-shooters', 'fast-war-wagons', 'shooters', 'war-wagons']);
    for (const a of shooters) for (const d of ids) expect(exact(a, d, {}, {}, 'shooting').enumerated).toBe(36);
    for (const d of ids) expect(exact('mages', d, {}, {}, 'bespell').enumerated).toBe(36);
  });
});

describe('d3h2 readings the golden cases do not reach', () => {
  it('the two Stronghold routes agree against Foot and differ against Mounted as R6 says', () => {
    const element = exact('blades', 'stronghold', {}, { garrison: 'knights' });
    const occupant = exact('blades', 'knights', {}, { 'in-stronghold': true });
    expect(element.joint).toEqual(occupant.joint);
    // v Cavalry: Stronghold 4 + Knights' Foot CF 3 = 7; Knights in it 4 (vs mounted) + 4 = 8.
    expect(exact('cavalry', 'stronghold', {}, { garrison: 'knights' }).build.defender.total).toBe(7);
    expect(exact('cavalry', 'knights', {}, { 'in-stronghold': true }).build.defender.total).toBe(8);
  });

  it('a garrison is fought as its type: Bows beaten by a Camp held by Cavalry are destroyed by "any mounted" (R41)', () => {
    const held = exact('camp', 'bows', { garrison: 'cavalry' });
    expect(held.build.attacker.total).toBe(5); // Camp 2 + Cavalry's Foot CF 3
    // Camp 5 v Bows 2: Bows lose on 5+d > 2+b; "Destroyed by any mounted" (002:636).
    expect(pairs(held.outcomes.defender)['recoil']).toBeUndefined();
    // Held by Blades, Camp 2 + 5 v Bows 2: Bows lose unless (1,6); doubled when a >= 2d - 3 (6 + 6 + 4 + 2 pairs).
    expect(pairs(exact('camp', 'bows', { garrison: 'blades' }).outcomes.defender)).toEqual({ none: 1, recoil: 17, destroyed: 18 });
  });

  it('flank contact turns a flight into destroyed (002:679), but not in shooting (R42)', () => {
    expect(pairs(exact('spears', 'sneakers', {}, { flank: 1 }).outcomes.defender)['flee']).toBeUndefined();
    // Spears 4 v Sneakers 5: Sneakers lose when a >= d + 2, 10 pairs, and flee.
    expect(pairs(exact('spears', 'sneakers').outcomes.defender)).toEqual({ none: 26, flee: 10 });
    const shot = exact('bows', 'light-horse', {}, { flank: 1 }, 'shooting');
    expect(shot.outcomes.defender).toEqual(exact('bows', 'light-horse', {}, {}, 'shooting').outcomes.defender);
    expect(shot.notes).toContain('defender condition flank has no effect on Light Horse here: flank contact counts in close combat, and turns a recoil or flight into destroyed');
  });

  it('Scythed Chariots shot and beaten flee, unless shot on the rear edge (002:628, R19)', () => {
    // Bows 4 v Scythed Chariots 3: equal totals (5 pairs, 002:611) and doubled (a >= 2d + 2: 4 pairs) destroy them;
    // the other 17 losses flee.
    expect(pairs(exact('bows', 'scythed-chariots', {}, {}, 'shooting').outcomes.defender)).toEqual({ none: 10, flee: 17, destroyed: 9 });
    const rear = pairs(exact('bows', 'scythed-chariots', {}, { rear: true }, 'shooting').outcomes.defender);
    expect(rear).toEqual({ none: 10, destroyed: 26 });
  });

  it('a Mage with rolled-one is self-ensorcelled on every die of 1, whatever the result (002:657, R27)', () => {
    const r = exact('mages', 'spears', { 'rolled-one': true }, {}, 'bespell');
    expect(pairs(r.outcomes.attacker)).toEqual({ none: 30, ensorcelled: 6 });
    // The target's result stands: Mage 4+1 v Spears 4+d is a tie at d=1 and a Spears win otherwise.
    expect(jointPairs(r)['tie ensorcelled/none']).toBe(1);
  });

  it('Artillery shoots back only at Artillery (002:381): shoots-back against Bows changes nothing, and says so', () => {
    const r = exact('bows', 'artillery', {}, { 'shoots-back': true }, 'shooting');
    expect(r.joint).toEqual(exact('bows', 'artillery', {}, {}, 'shooting').joint);
    expect(r.notes.join('\n')).toMatch(/defender condition shoots-back has no effect on Artillery here/);
    // Shot back at, 2 + a v 2 + d: the Bows lose when d > a (15 pairs), doubled when d >= 2a + 2 (3 + 1 pairs).
    expect(pairs(exact('bows', 'bows', {}, { 'shoots-back': true }, 'shooting').outcomes.attacker)).toEqual({ none: 21, recoil: 11, destroyed: 4 });
  });

  it('rear support counts once, and not for Spears (R13); the double +1 not against a Stronghold (002:561)', () => {
    expect(exact('pikes', 'knights', { support: true }).build.attacker.parts.map((p) => p.value)).toEqual([4, 1]);
    expect(exact('pikes', 'cavalry', { support: true }).build.attacker.parts.map((p) => p.value)).toEqual([4]);
    expect(exact('spears', 'blades', { support: true }).notes.join('\n')).toMatch(/attacker condition support has no effect on Spears/);
    expect(exact('double-spears', 'camp').build.attacker.total).toBe(5);
    expect(exact('double-spears', 'stronghold').build.attacker.total).toBe(4);
  });

  it('charged is accepted and changes nothing (R36)', () => {
    const r = exact('knights', 'shooters', { charged: true });
    expect(r.joint).toEqual(exact('knights', 'shooters').joint);
    expect(r.notes).toEqual(['attacker condition charged has no effect on Knights here: no D3H2 rule depends on having moved into contact (ruling R36)']);
  });
});

describe('d3h2 on the command line', () => {
  it('troops d3h2 lists every element with its cost and factors', async () => {
    const out = (await cli('troops', 'd3h2')).stdout;
    for (const t of TROOPS) expect(out, t.id).toMatch(new RegExp(`^${t.id}\\s+${t.name.replace(/[()]/g, '\\$&')}\\s+${t.category}\\s+${t.cost ?? '-'}\\s+${t.vsFoot}`, 'm'));
  });

  it('troops d3h2 --format json prints the rows an overlay patches', async () => {
    const json = JSON.parse((await cli('troops', 'd3h2', '--format', 'json')).stdout);
    expect(json.troops).toHaveLength(56);
    expect(json.troops.find((t: { id: string }) => t.id === 'fast-knights')).toMatchObject({ vsFoot: 3, vsMounted: 4, cost: 2, fast: true, classes: ['knights'] });
    expect(json.troops.find((t: { id: string }) => t.id === 'pikes')).toMatchObject({ rearSupportFrom: ['pikes'], badGoingPenaltyExempt: false });
  });

  it('systems lists d3h2 with its four combat kinds (battle too)', async () => {
    expect((await cli('systems')).stdout).toMatch(/^d3h2\s+DBA 3\.0 \+ Hordes of the Things 2\.1 \(D3H2\)\s+close, shooting, bespell, battle\s+002_432c49c5757f1ed7\.txt$/m);
  });

  it('accepts list codes and singular names as aliases', async () => {
    const json = JSON.parse((await cli('matchup', 'd3h2', '3Kn', '6Bd', '--format', 'json')).stdout);
    expect([json.attacker.troop, json.defender.troop]).toEqual(['fast-knights', 'double-blades']);
    const r = await cli('matchup', 'd3h2', 'knight', 'Sp', '--format', 'json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).defender.troop).toBe('spears');
  });

  const bad: [string, string[], RegExp][] = [
    ['a type that cannot shoot asked to shoot', ['knights', 'spears', '--combat', 'shooting'], /^oddsmith: Knights cannot shoot in d3h2: only Bows, Artillery, War Wagons, Shooters \(and their Fast and double elements\) shoot \(002:343-347\)$/],
    ['a type that cannot bespell asked to', ['clerics', 'spears', '--combat', 'bespell'], /^oddsmith: Clerics cannot bespell in d3h2: only Mages bespell \(002:335\)$/],
    ['an unknown id, with a suggestion', ['knigths', 'spears'], /^oddsmith: unknown troop 'knigths' in d3h2; did you mean knights\?$/],
    ['a garrison that cannot garrison', ['blades', 'stronghold', '--b', 'garrison=sneakers'], /^oddsmith: Sneakers cannot garrison a Stronghold: Aerials, Sneakers, Behemoths, Scythed Chariots, Strongholds and Camps cannot \(002:179, 186; ruling R6\)$/],
    ['an Aerial occupying a Camp', ['blades', 'dragons', '--b', 'in-camp'], /^oddsmith: Dragons cannot occupy a Camp/],
    ['both occupying flags', ['blades', 'spears', '--b', 'in-camp,in-stronghold'], /^oddsmith: defender conditions in-stronghold and in-camp: an element occupies one or the other$/],
    ['rough is a going, muddy is not', ['blades', 'spears', '--b', 'going=muddy'], /^oddsmith: defender condition going must be one of good, rough, bad, got 'muddy'$/],
    ['a flank count out of range', ['blades', 'spears', '--b', 'flank=3'], /^oddsmith: defender condition flank must be a whole number from 0 to 2, got '3'$/],
  ];
  it.each(bad)('refuses %s in one line, exit 2', async (_what, args, message) => {
    const r = await cli('matchup', 'd3h2', ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });

  it('explains itself: totals and the rule of each outcome with 002 citations', async () => {
    const out = (await cli('matchup', 'd3h2', 'knights', 'spears', '--b', 'flank=1')).stdout;
    expect(out).toMatch(/Spears\s+\+3\s+combat factor vs mounted\/aerials \+4 \[002:536\], overlapped or enemy on a flank -1 \[002:593\]/);
    expect(out).toMatch(/Knights win\s+36\.1% \(13\/36\)\s+Spears destroyed\s+Spears, Pikes, or Blades row, lost, more than half: Destroyed by Knights or Scythed Chariots if in good going or by Warband \[002:633\]/);
  });
});
