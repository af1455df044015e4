/**
 * Issue #36: "a copy of another type at another price" is the systems' data, not code that
 * names troops. What the shipped rows give, and a check that the fields each system declares
 * unread by its balance combat are unread: rows that differ only in them fight exactly alike.
 */
import { describe, expect, it } from 'vitest';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { RuleSystem } from '../../src/core/system.js';
import { exactTally } from '../../src/engine/exact.js';
import { chainmail } from '../../src/rules/chainmail/index.js';
import { low } from '../../src/rules/low/index.js';

describe('chainmail', () => {
  it('Levies fight as Heavy Foot by 003:554, differing in morale, Loss Table and charge rows', () => {
    expect(chainmail.kinship?.('levies')).toEqual([{ id: 'heavy-foot', times: 1, how: 'declared', lines: ['003:554'], differs: ['morale', 'lossRow', 'chargeRow'], unread: [] }]);
  });

  it('Crossbowmen fight as Light Foot; their missile weapon is all that differs, and Heavy Crossbowmen are their twins at the same price', () => {
    const kin = chainmail.kinship?.('crossbowmen') ?? [];
    expect(kin[0]).toMatchObject({ id: 'light-foot', how: 'declared', differs: [], unread: ['missile'] });
    expect(kin.find((k) => k.id === 'heavy-crossbowmen')).toMatchObject({ how: 'twin', differs: [], unread: ['missile'] });
  });

  it('an ogre fights as six Heavy Foot (003:867); a class\'s own row fights as no other', () => {
    expect(chainmail.kinship?.('ogres')?.[0]).toMatchObject({ id: 'heavy-foot', times: 6, lines: ['003:867'] });
    expect(chainmail.kinship?.('heavy-foot')).toEqual([]);
  });
});

describe('low', () => {
  it('Dwarves are Infantry in every field melee reads (their move is not), at the same price', () => {
    expect(low.kinship?.('dwarves')?.find((k) => k.id === 'infantry')).toEqual({ id: 'infantry', times: 1, how: 'twin', lines: [], differs: [], unread: ['move'] });
  });
});

/** The exact tally of `group` x 3 against 2 of `opponent` in the balance combat. */
function tally(system: RuleSystem, troop: string, opponent: string): number[] {
  const combat = system.balanceGroups?.combat ?? '';
  const matchup = resolveMatchup(system, { system: system.id, combat, attacker: { troop: `3*${troop}`, conditions: {} }, defender: { troop: `2*${opponent}`, conditions: {} } });
  const exact = exactTally(system.prepare(matchup).kernel);
  if (!exact) throw new Error(`no exact tally for ${troop} v ${opponent}`);
  return Array.from(exact.weights, (w) => w / exact.total);
}

describe.each([
  [chainmail, 'heavy-foot'],
  [low, 'cavalry'],
])('%s: a row and its kin that differ only in unread fields fight exactly alike', (system, opponent) => {
  // Each row's first such kin, fought exactly against the same opponent: a field wrongly
  // declared unread would show as a different tally.
  const pairs = system.rows.flatMap((r) => {
    const kin = system.kinship?.(r.id).find((k) => k.differs.length === 0 && k.times === 1 && k.unread.length > 0);
    return kin && r.id < kin.id ? [[r.id, kin.id] as const] : [];
  });

  it('has such pairs', () => expect(pairs.length).toBeGreaterThan(2));

  it.each(pairs)('%s and %s', (a, b) => {
    const x = tally(system, a, opponent);
    const y = tally(system, b, opponent);
    expect(x.length).toBe(y.length);
    x.forEach((p, k) => expect(p).toBeCloseTo(y[k] ?? NaN, 12));
  });
});
