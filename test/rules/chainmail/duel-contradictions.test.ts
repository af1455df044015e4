/**
 * Issue #33: man to man, what cannot be is refused (a prone man on a horse or charging, both
 * men above the other) and a note about armour says the true reason (C50).
 */
import { describe, expect, it } from 'vitest';
import { armorNoEffect, checkDuelSituation } from '../../../src/rules/chainmail/man-to-man.js';
import { troop } from '../../../src/rules/chainmail/troops.js';
import { UsageError } from '../../../src/core/errors.js';
import { cli } from '../../cli/run-cli.js';

const duel = (...args: string[]) => cli('matchup', 'chainmail', ...args);

describe('man-to-man contradictions refused, one line and exit 2 (C50)', () => {
  it('a prone man on a horse', async () => {
    for (const [side, flag] of [['attacker', '--a'], ['defender', '--b']] as const) {
      const run = await duel('heavy-horse', 'light-horse', '--combat', 'duel', flag, 'prone');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(new RegExp(`^oddsmith: ${side} (Heavy|Light) Horse cannot be prone: a prone man is dismounted \\(003:1131\\)[^\\n]*\\(C50\\)\\n$`));
    }
  });

  it('a prone man charging', async () => {
    const run = await duel('armored-foot', 'heavy-foot', '--combat', 'duel', '--a', 'prone,charging');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('oddsmith: attacker Armored Foot cannot be prone and charging: a man on the ground does not charge (003:1131; C50)\n');
  });

  it('both men striking from above', async () => {
    const run = await duel('heavy-foot', 'light-foot', '--combat', 'duel', '--a', 'from-above', '--b', 'from-above');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('oddsmith: attacker and defender both from-above: only one man can fight from above the other (003:662, 670; C50): for level ground give neither\n');
  });

  it('still takes a prone man on foot, and one man above', async () => {
    // A sword against plate and shield is starred (003:1118): 11, but 7 against a prone man (C37).
    // Prone and struck first with no return blow in round 1 from the rear: P(killed in round 1) = P(2d6 + 1 >= 7) = 26/36.
    const run = await duel('light-foot', 'armored-foot', '--combat', 'duel', '--b', 'prone', '--a', 'approach=rear', '--option', 'duel-rounds=1', '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { totals: Record<string, number> }).totals['defenderKilled']).toBeCloseTo(26 / 36, 12);
    expect((await duel('heavy-foot', 'light-foot', '--combat', 'duel', '--a', 'from-above')).code).toBe(0);
  });

  it('at the unit level: checkDuelSituation throws a UsageError for each, and passes the possible', () => {
    const [horse, foot] = [troop('heavy-horse'), troop('armored-foot')];
    expect(() => checkDuelSituation([horse, foot], [{ prone: true }, {}])).toThrow(UsageError);
    expect(() => checkDuelSituation([foot, horse], [{}, { prone: true }])).toThrow(/^defender Heavy Horse cannot be prone/);
    expect(() => checkDuelSituation([foot, foot], [{ prone: true, charging: true }, {}])).toThrow(/cannot be prone and charging/);
    expect(() => checkDuelSituation([foot, foot], [{ 'from-above': true }, { 'from-above': true }])).toThrow(/both from-above/);
    expect(() => checkDuelSituation([foot, horse], [{ prone: true, 'from-above': true }, {}])).not.toThrow();
  });
});

describe('the armour note says why the armour changes nothing (C50)', () => {
  it('a shooter\'s armour: no shot strikes him (Archers have no armour: as-troop is not to blame)', async () => {
    const run = await cli('matchup', 'chainmail', 'archers', 'light-foot', '--combat', 'shot', '--a', 'armor=leather');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('note: attacker condition armor has no effect on Archers here: only the man shot at wears armour that counts in a shot\n');
  });

  it('an armour the blows treat alike: a dagger kills on 12 through plate and through plate and shield (003:1115)', async () => {
    const run = await duel('light-foot', 'armored-foot', '--combat', 'duel', '--a', 'weapon=dagger', '--b', 'armor=plate');
    expect(run.stderr).toBe('note: defender condition armor has no effect on Armored Foot here: against these blows plate is no better and no worse than plate-shield, the armour as-troop gives this man\n');
  });

  it('the armour as-troop already gives', async () => {
    const run = await duel('light-foot', 'armored-foot', '--combat', 'duel', '--b', 'armor=plate-shield');
    expect(run.stderr).toBe('note: defender condition armor has no effect on Armored Foot here: plate-shield is the armour as-troop already gives this man\n');
  });

  it('armorNoEffect, unit level', () => {
    const archers = troop('archers');
    expect(armorNoEffect(archers, { armor: 'none' }, null)).toBe('none is the armour as-troop already gives this man');
    expect(armorNoEffect(archers, { armor: 'leather' }, null)).toBe('only the man shot at wears armour that counts in a shot');
    expect(armorNoEffect(archers, { armor: 'leather' }, 'shot')).toBe('against this shot leather is no better and no worse than none, the armour as-troop gives this man');
  });
});

describe('a man with no bow of his own shoots the one given him', () => {
  it('Heavy Foot with --a bow=arquebus shoot it (was: refused, "it has no missile weapon"), and the line says "an arquebus"', async () => {
    const run = await cli('matchup', 'chainmail', 'heavy-foot', 'heavy-foot', '--combat', 'shot', '--a', 'bow=arquebus');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Heavy Foot shoots an arquebus at close range');
    expect(run.stderr).not.toContain('bow has no effect');
  });
});
