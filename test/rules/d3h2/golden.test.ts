import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exact, pairs } from './exact-helper.js';

/**
 * The 20 matchups of golden-cases.md, worked by hand from the seed (002) and RULINGS.md:
 * each side's outcome in dice pairs out of 36, and each side's total before its die.
 */
interface Case {
  readonly id: string;
  readonly attacker: string;
  readonly defender: string;
  readonly a?: Record<string, unknown>;
  readonly b?: Record<string, unknown>;
  readonly combat?: string;
  /** Attacker's and defender's totals before the die. */
  readonly totals: readonly [number, number];
  readonly attackerPairs: Record<string, number>;
  readonly defenderPairs: Record<string, number>;
}

const CASES: readonly Case[] = [
  { id: 'G1', attacker: 'fast-knights', defender: 'blades', totals: [3, 3], attackerPairs: { none: 15, recoil: 13, destroyed: 8 }, defenderPairs: { none: 21, destroyed: 15 } },
  { id: 'G2', attacker: 'fast-blades', defender: 'knights', totals: [3, 3], attackerPairs: { none: 15, recoil: 6, destroyed: 15 }, defenderPairs: { none: 15, recoil: 13, destroyed: 8 } },
  { id: 'G3', attacker: 'pikes', defender: 'blades', a: { support: true }, totals: [6, 5], attackerPairs: { none: 26, recoil: 10 }, defenderPairs: { none: 15, recoil: 20, destroyed: 1 } },
  { id: 'G4', attacker: 'spears', defender: 'warband', a: { 'side-support': true }, b: { support: true }, totals: [5, 4], attackerPairs: { none: 26, destroyed: 10 }, defenderPairs: { none: 15, recoil: 19, destroyed: 2 } },
  { id: 'G5', attacker: 'knights', defender: 'spears', a: { going: 'rough' }, b: { going: 'rough' }, totals: [3, 4], attackerPairs: { none: 10, recoil: 22, destroyed: 4 }, defenderPairs: { none: 26, recoil: 10 } },
  { id: 'G6', attacker: 'cavalry', defender: 'psiloi', a: { going: 'bad' }, b: { going: 'bad' }, totals: [1, 2], attackerPairs: { none: 15, flee: 12, destroyed: 9 }, defenderPairs: { none: 21, recoil: 13, flee: 2 } },
  { id: 'G7', attacker: 'blades', defender: 'spears', b: { flank: 1 }, totals: [5, 3], attackerPairs: { none: 30, recoil: 6 }, defenderPairs: { none: 10, destroyed: 26 } },
  { id: 'G8', attacker: 'warband', defender: 'bows', b: { rear: true }, totals: [3, 1], attackerPairs: { none: 30, recoil: 6 }, defenderPairs: { none: 10, destroyed: 26 } },
  { id: 'G9', attacker: 'blades', defender: 'camp', b: { garrison: 'bows' }, totals: [5, 4], attackerPairs: { none: 26, recoil: 10 }, defenderPairs: { none: 15, destroyed: 2, captured: 19 } },
  { id: 'G10', attacker: 'blades', defender: 'stronghold', a: { general: true }, b: { garrison: 'hordes' }, totals: [6, 7], attackerPairs: { none: 15, recoil: 21 }, defenderPairs: { none: 26, captured: 10 } },
  { id: 'G11', attacker: 'bows', defender: 'knights', a: { aiding: 1 }, combat: 'shooting', totals: [4, 2], attackerPairs: { none: 36 }, defenderPairs: { none: 6, recoil: 21, destroyed: 9 } },
  { id: 'G12', attacker: 'artillery', defender: 'artillery', b: { general: true, 'shoots-back': true }, combat: 'shooting', totals: [4, 5], attackerPairs: { none: 15, destroyed: 21 }, defenderPairs: { none: 26, destroyed: 10 } },
  { id: 'G13', attacker: 'mages', defender: 'heroes', b: { 'river-between': true }, combat: 'bespell', totals: [4, 7], attackerPairs: { none: 36 }, defenderPairs: { none: 33, ensorcelled: 3 } },
  { id: 'G14', attacker: 'mages', defender: 'gods', combat: 'bespell', totals: [4, 6], attackerPairs: { none: 10, destroyed: 26 }, defenderPairs: { none: 30, flee: 6 } },
  { id: 'G15', attacker: 'sneakers', defender: 'spears', totals: [5, 4], attackerPairs: { none: 26, flee: 10 }, defenderPairs: { none: 36 } },
  { id: 'G16', attacker: 'sneakers', defender: 'spears', b: { general: true }, totals: [5, 5], attackerPairs: { none: 21, flee: 15 }, defenderPairs: { none: 21, recoil: 15 } },
  { id: 'G17', attacker: 'double-blades', defender: 'spears', b: { 'side-support': true }, totals: [6, 5], attackerPairs: { none: 26, recoil: 10 }, defenderPairs: { none: 15, recoil: 20, destroyed: 1 } },
  { id: 'G18', attacker: 'scythed-chariots', defender: 'spears', totals: [3, 4], attackerPairs: { none: 10, destroyed: 26 }, defenderPairs: { none: 26, destroyed: 10 } },
  { id: 'G19', attacker: 'light-horse', defender: 'knights', a: { support: true }, totals: [3, 4], attackerPairs: { none: 15, recoil: 17, destroyed: 4 }, defenderPairs: { none: 21, recoil: 5, destroyed: 10 } },
  { id: 'G20', attacker: 'behemoths', defender: 'psiloi', totals: [5, 2], attackerPairs: { none: 33, destroyed: 3 }, defenderPairs: { none: 3, recoil: 33 } },
];

const run = (c: Case) => exact(c.attacker, c.defender, c.a, c.b, c.combat);

describe('d3h2 golden matchups, worked by hand (golden-cases.md)', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = run(c);
    expect([r.build.attacker.total, r.build.defender.total], 'totals before the die').toEqual(c.totals);
    expect(pairs(r.outcomes.attacker), 'attacker').toEqual(c.attackerPairs);
    expect(pairs(r.outcomes.defender), 'defender').toEqual(c.defenderPairs);
  });

  it('agrees with the Result line of each case in golden-cases.md', () => {
    const doc = readFileSync(new URL('./golden-cases.md', import.meta.url), 'utf8');
    const text = (p: Record<string, number>) => Object.entries(p).map(([k, n]) => `${k} ${n}/36`).join(', ');
    for (const c of CASES) {
      const section = doc.split(/^## /m).find((s) => s.startsWith(`${c.id} `)) ?? '';
      expect(section, c.id).toContain(`Result: attacker ${text(c.attackerPairs)}; defender ${text(c.defenderPairs)}.`);
    }
  });
});

describe('d3h2 golden matchups: which rule gave each outcome (002 line)', () => {
  const rule = (c: Case, side: 'attacker' | 'defender', band: string, outcome: string): string | undefined =>
    run(c).rules.find((x) => x.side === side && x.when['band'] === band && x.outcome === outcome)?.cite;
  const byId = (id: string): Case => CASES.find((c) => c.id === id) as Case;

  it('Fast Knights tying Blades are destroyed by the Fast Knights row (002:612); 4Kn tying Fast Blades by the Other Knights row (002:613)', () => {
    expect(rule(byId('G1'), 'attacker', 'tie', 'destroyed')).toBe('002:612');
    expect(rule(byId('G2'), 'defender', 'tie', 'destroyed')).toBe('002:613');
    expect(rule(byId('G2'), 'attacker', 'tie', 'recoil')).toBe('002:615');
  });

  it('a recoil with an enemy on a flank or the rear is destroyed instead (002:674)', () => {
    expect(rule(byId('G7'), 'defender', 'attacker-wins', 'destroyed')).toBe('002:674');
    expect(rule(byId('G8'), 'defender', 'attacker-wins', 'destroyed')).toBe('002:674');
  });

  it('Camp and Stronghold: captured (002:642), doubled defenders destroyed (002:648), ties no effect (002:608)', () => {
    expect(rule(byId('G9'), 'defender', 'attacker-wins', 'captured')).toBe('002:642');
    expect(rule(byId('G9'), 'defender', 'attacker-doubles', 'destroyed')).toBe('002:648');
    expect(rule(byId('G10'), 'attacker', 'tie', 'none')).toBe('002:608');
  });

  it('an unanswered shooter or bespeller disregards losing (002:606), but not one bespelling Gods', () => {
    expect(rule(byId('G11'), 'attacker', 'defender-wins', 'none')).toBe('002:606');
    expect(rule(byId('G13'), 'attacker', 'defender-doubles', 'none')).toBe('002:606');
    expect(rule(byId('G14'), 'attacker', 'defender-wins', 'destroyed')).toBe('002:627');
    expect(rule(byId('G12'), 'attacker', 'defender-wins', 'destroyed')).toBe('002:643');
  });

  it('Sneakers: a non-general disregards, a general does not (002:606)', () => {
    expect(rule(byId('G15'), 'defender', 'attacker-wins', 'none')).toBe('002:606');
    expect(rule(byId('G16'), 'defender', 'attacker-wins', 'recoil')).toBe('002:633');
  });

  it('the totals cite their seed lines: CF rows, support, garrison', () => {
    const cites = (c: Case, side: 'attacker' | 'defender') => run(c).build[side].parts.map((p) => `${p.value}@${p.cite}`);
    expect(cites(byId('G3'), 'attacker')).toEqual(['3@002:509', '3@002:558']);
    expect(cites(byId('G9'), 'defender')).toEqual(['2@002:444', '2@002:446']);
    expect(cites(byId('G10'), 'defender')).toEqual(['4@002:545', '3@002:547']);
    expect(cites(byId('G17'), 'attacker')).toEqual(['5@002:428', '1@002:561']);
    expect(cites(byId('G17'), 'defender')).toEqual(['4@002:535', '1@002:571']);
    expect(cites(byId('G11'), 'defender')).toEqual(['3@002:489', '-1@002:586']);
    expect(cites(byId('G13'), 'defender')).toEqual(['5@002:479', '2@002:577']);
  });
});
