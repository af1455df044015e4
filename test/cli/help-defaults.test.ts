import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { BATTLE, BATTLE_DEFAULTS } from '../../src/core/battle-rules.js';
import { DEFAULT_BATTLES, DEFAULT_SEED, DEFAULT_TRIALS, MATRIX_TRIALS, SOLVE_TRIALS, WORTH_BATTLES } from '../../src/core/trials-and-seed.js';
import { ALL_SYSTEMS } from '../../src/rules/all-systems.js';
import { UNLISTED } from '../../src/rules/registry.js';

// Issue #47: `battle --help` said 1,000,000 trials where a battle runs 100,000. Each default a
// command's --help states is checked here against the constant the command runs with.

const program = buildProgram({ stdout: { write: () => true }, stderr: { write: () => true } });
const help = (command: string, flag: string): string => {
  const option = program.commands.find((c) => c.name() === command)?.options.find((o) => o.long === flag);
  if (!option) throw new Error(`${command} has no ${flag}`);
  return option.description;
};
const count = (n: number): string => n.toLocaleString('en-US');
/** The counts of trials a help line names: its numbers of three digits or more, as written. */
const counts = (text: string): string[] => [...text.matchAll(/\d{1,3}(?:,\d{3})+|\d{3,}/g)].map((m) => m[0]).sort();

describe("each command's --help gives the defaults it runs with", () => {
  it('--trials: the trials (or battles) each command runs when none is given', () => {
    expect(counts(help('matchup', '--trials'))).toEqual([count(DEFAULT_TRIALS)]);
    expect(counts(help('battle', '--trials'))).toEqual([count(DEFAULT_BATTLES)]);
    expect(counts(help('run', '--trials'))).toEqual([count(DEFAULT_TRIALS), count(DEFAULT_BATTLES)].sort());
    expect(counts(help('balance', '--trials'))).toEqual([count(MATRIX_TRIALS), count(SOLVE_TRIALS), count(WORTH_BATTLES)].sort());
    expect(counts(help('balance', '--battle'))).toEqual([count(WORTH_BATTLES)]);
  });

  it('--seed: the root seed every sampling command starts from', () => {
    for (const command of ['matchup', 'battle', 'run', 'balance']) expect(help(command, '--seed')).toContain(`(default ${DEFAULT_SEED})`);
  });

  it("battle's --points, --policy, --first, --bounds and --field: the options' defaults in every system that fights battles", () => {
    const battles = ALL_SYSTEMS.filter((s) => s.combatKinds.some((k) => k.id === BATTLE));
    expect(battles.length).toBeGreaterThan(0);
    for (const system of battles) {
      const defaults = Object.fromEntries(system.options.filter((o) => o.combat?.includes(BATTLE)).map((o) => [o.key, 'default' in o ? o.default : undefined]));
      // Two contested readings only D3H2 offers: how a camp's garrison fights (its camps alone take one, F35)
      // and how far a threat zone reaches (002:312 is silent, HOTT's 000:41 is not; F38); and whether a river is paltry (F40).
      const { 'garrison-fights': garrisonFights, 'threat-zones': threatZones, rivers, ...common } = BATTLE_DEFAULTS;
      const expected = system.id === 'd3h2' ? { ...common, 'garrison-fights': garrisonFights, 'threat-zones': threatZones, rivers } : common;
      expect(defaults, system.id).toEqual({ ...expected, points: defaults['points'] });
      expect(help('battle', '--points'), system.id).toContain(`(default ${String(defaults['points'])},`);
    }
    expect(help('battle', '--policy')).toContain(`(default ${BATTLE_DEFAULTS.policy})`);
    expect(help('battle', '--first')).toContain(`(default ${BATTLE_DEFAULTS.first})`);
    expect(help('battle', '--bounds')).toContain(`(default ${BATTLE_DEFAULTS.bounds})`);
    expect(help('battle', '--field')).toContain(`(default ${BATTLE_DEFAULTS.field})`);
  });

  it("balance's --points: each listed system of groups' own points", () => {
    for (const system of ALL_SYSTEMS.filter((s) => s.balanceGroups && !UNLISTED.has(s.id))) expect(help('balance', '--points'), system.id).toContain(`${system.balanceGroups?.points} for ${system.id}`);
  });
});
