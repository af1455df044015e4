import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planBattle } from '../../src/app/battle.js';
import { matchupKey } from '../../src/core/matchup.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { ROOT } from '../cli/run-cli.js';

const army = (name: string): string => join(ROOT, 'armies', `d3h2-${name}.yaml`);
const side = (troop: string) => ({ troop, conditions: {} });

/** The battle's options and key as planned from the command line's parts. */
async function planned(a: string, b: string, options: Record<string, unknown> = {}): Promise<{ terrain: unknown; field: unknown; key: string }> {
  const plan = await planBattle({ system: 'd3h2', attacker: side(a), defender: side(b), options });
  return { terrain: plan.matchup.options['terrain'], field: plan.matchup.options['field'], key: matchupKey(d3h2, plan.matchup) };
}

describe("a battle is fought on the board, in the defender's home terrain (src/battle/RULINGS.md F22, F30)", () => {
  it('lays the second army\'s home terrain, and names it in the battle\'s identity', async () => {
    const knightsDefend = await planned(army('warband'), army('knights-of-the-realm'));
    expect(knightsDefend).toMatchObject({ terrain: 'arable', field: 'board' });
    expect(knightsDefend.key).toContain('terrain=arable');
    expect(knightsDefend.key).not.toContain('field=');
    expect((await planned(army('knights-of-the-realm'), army('warband'))).terrain).toBe('forest');
  });

  it('lays open ground for a defender with no home terrain (every inline army), or when --terrain names it', async () => {
    expect((await planned(army('warband'), 'general:knights+3*blades')).terrain).toBe('open');
    expect((await planned(army('knights-of-the-realm'), army('warband'), { terrain: 'open' })).terrain).toBe('open');
    expect((await planned(army('knights-of-the-realm'), army('warband'), { terrain: 'hilly' })).terrain).toBe('hilly');
  });

  it('lays nothing on the line, where home is no terrain, and keeps the line\'s identity', async () => {
    const line = await planned(army('knights-of-the-realm'), army('warband'), { field: 'line' });
    expect(line).toMatchObject({ terrain: 'home', field: 'line' });
    expect(line.key).not.toContain('terrain=');
    await expect(planned(army('knights-of-the-realm'), army('warband'), { field: 'line', terrain: 'forest' })).rejects.toThrow("terrain 'forest' cannot be laid on the line");
  });
});
