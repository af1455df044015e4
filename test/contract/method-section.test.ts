/**
 * Issue #33, say the method that was used: a system writes its `method` section when it
 * prepares a matchup ("exact: ..." where its kernel enumerates, "Monte Carlo: ..." where it
 * cannot), and the result of a Monte Carlo run says Monte Carlo there, with its trials and seed,
 * in the table, the JSON and the explorer alike (engine/method-section.ts).
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { MatchupResult } from '../../src/core/result.js';
import type { Explanation, PreparedMatchup, RuleSystem } from '../../src/core/system.js';
import { METHOD_SECTION, methodLineSays } from '../../src/engine/method-section.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { cli } from '../cli/run-cli.js';
import { SHIPPED } from '../shipped-systems.js';

const methodLines = (e: Explanation): readonly string[] | null => {
  const s = e.sections.find((x) => x.kind === 'lines' && x.title === METHOD_SECTION);
  return s && s.kind === 'lines' ? s.lines : null;
};

function prepare(system: RuleSystem, combat: string, attacker: string, defender: string): PreparedMatchup {
  return system.prepare(resolveMatchup(system, { system: system.id, combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } }));
}

/** The first pair of troops (in table order) that a combat kind takes, prepared. */
function firstPlayable(system: RuleSystem, combat: string): PreparedMatchup {
  for (const a of system.troops) {
    for (const d of system.troops) {
      try {
        return prepare(system, combat, a.id, d.id);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
      }
    }
  }
  throw new Error(`no playable matchup for ${system.id} ${combat}`);
}

async function run(system: string, attacker: string, defender: string, combat: string, method: 'exact' | 'mc' | 'auto', trials = 20_000, seed = 3): Promise<MatchupResult> {
  const s = SHIPPED.systemOf({ system, overlay: null } as never);
  const matchup = resolveMatchup(s, { system, combat, attacker: { troop: attacker, conditions: {} }, defender: { troop: defender, conditions: {} } });
  const [r] = await runMatchups([matchup], { systems: SHIPPED, method, target: { trials }, seed, workers: 0 });
  if (!r) throw new Error('no result');
  return r;
}

describe('a system\'s method section says what its kernel can do', () => {
  const cases = [
    ...ALL_SYSTEMS.flatMap((system) => system.combatKinds.map((k) => ({ name: `${system.id} ${k.id} (first playable pair)`, prepared: () => firstPlayable(system, k.id) }))),
    // The branches where exact is out of reach: mixed groups, and sides too large.
    { name: 'low engagement, mixed groups', prepared: () => prepare(byId('low'), 'engagement', '6*infantry+champion', '8*infantry') },
    { name: 'low melee, 100 v 100', prepared: () => prepare(byId('low'), 'melee', '100*infantry', '100*infantry') },
    { name: 'chainmail engagement, 70 v 70', prepared: () => prepare(byId('chainmail'), 'engagement', '70*heavy-foot', '70*heavy-foot') },
  ];
  it.each(cases)('$name', ({ prepared }) => {
    const p = prepared();
    const lines = methodLines(p.explanation);
    if (lines === null) return; // no method section: the result's header says the method
    expect(lines.map(methodLineSays)).toEqual([p.kernel.exact ? 'exact' : 'mc']);
  });

  it('the cases cover both: a kernel that enumerates and one that cannot', () => {
    const says = cases.map((c) => methodLines(c.prepared().explanation)?.map(methodLineSays)[0]);
    expect(says).toContain('exact');
    expect(says).toContain('mc');
  });
});

function byId(id: string): RuleSystem {
  const s = ALL_SYSTEMS.find((x) => x.id === id);
  if (!s) throw new Error(`no system ${id}`);
  return s;
}

describe('a result\'s method section says the method that ran', () => {
  it('low 6*infantry v 4*infantry engagement, --method mc: Monte Carlo with its trials and seed; the exact chain named as not used', async () => {
    const mc = await run('low', '6*infantry', '4*infantry', 'engagement', 'mc');
    expect(methodLines(mc.explanation)).toEqual([
      'Monte Carlo: 20,000 trials, seed 3, every chance and mean with its 95% interval',
      'exact is available and was not asked for: Markov chain over 48 (figures, figures, attacker) states, round by round, 1,627 states (within the 3,000,000 that finish fast)',
    ]);
    // 6 x 4 figures x 2 roles = 48 states; the exact run keeps the system's words.
    const exact = await run('low', '6*infantry', '4*infantry', 'engagement', 'auto');
    expect(methodLines(exact.explanation)).toEqual(['exact: Markov chain over 48 (figures, figures, attacker) states, round by round, 1,627 states (within the 3,000,000 that finish fast)']);
  });

  it('a kernel that cannot enumerate: Monte Carlo first, then why not exact', async () => {
    const r = await run('low', '6*infantry+champion', '8*infantry', 'engagement', 'auto', 1_000, 5);
    expect(methodLines(r.explanation)).toEqual([
      'Monte Carlo: 1,000 trials, seed 5, every chance and mean with its 95% interval',
      'why not exact: the exact Markov chain covers sides of one troop type each; these groups are mixed',
    ]);
  });

  it('chainmail melee by --method mc', async () => {
    const r = await run('chainmail', '10*heavy-foot', '10*light-foot', 'melee', 'mc', 2_000, 1);
    expect(methodLines(r.explanation)).toEqual(['Monte Carlo: 2,000 trials, seed 1, every chance and mean with its 95% interval', 'exact is available and was not asked for: two independent capped binomials']);
  });

  it('the issue\'s command: the table\'s header and method section agree, and so does the JSON', async () => {
    const args = ['matchup', 'low', '6*infantry', '4*infantry', '--combat', 'engagement', '--method', 'mc', '--trials', '20000', '--seed', '3'];
    const table = await cli(...args);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^Little Orc Wars · engagement · Monte Carlo, 20,000 trials, seed 3/);
    expect(table.stdout).toMatch(/ {2}method:\n {4}Monte Carlo: 20,000 trials, seed 3, every chance and mean with its 95% interval\n {4}exact is available and was not asked for: Markov chain over 48 /);
    expect(table.stdout).not.toMatch(/^\s+exact: /m);
    const json = JSON.parse((await cli(...args, '--format', 'json')).stdout) as MatchupResult;
    expect(methodLines(json.explanation)?.[0]).toBe('Monte Carlo: 20,000 trials, seed 3, every chance and mean with its 95% interval');
  });
});
