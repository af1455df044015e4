import { resolveMatchup } from '../../../src/core/matchup.js';
import type { MatchupResult, MetricResult } from '../../../src/core/result.js';
import { runMatchups } from '../../../src/engine/run-matchups.js';
import { low } from '../../../src/rules/low/index.js';
import { SHIPPED } from '../../shipped-systems.js';

export type Conds = Record<string, unknown>;

export interface Ask {
  readonly a?: Conds;
  readonly b?: Conds;
  readonly combat?: string;
  readonly options?: Conds;
  readonly method?: 'exact' | 'mc' | 'auto';
  readonly trials?: number;
  readonly seed?: number;
}

/** One low matchup through the engine, as `matchup` runs it (Monte Carlo in this thread). */
export async function lowResult(attacker: string, defender: string, ask: Ask = {}): Promise<MatchupResult> {
  const matchup = resolveMatchup(low, {
    system: 'low',
    combat: ask.combat ?? 'melee',
    options: ask.options ?? {},
    attacker: { troop: attacker, conditions: ask.a ?? {} },
    defender: { troop: defender, conditions: ask.b ?? {} },
  });
  const [r] = await runMatchups([matchup], { systems: SHIPPED, method: ask.method ?? 'exact', target: { trials: ask.trials ?? 200_000 }, seed: ask.seed ?? 11, workers: 0 });
  if (!r) throw new Error('no result');
  return r;
}

/** A metric of a result by the start of its name (the points metrics carry their unit). */
export function metric(r: MatchupResult, name: string): MetricResult {
  const m = r.metrics.find((x) => x.name.startsWith(name));
  if (!m) throw new Error(`no metric ${name} in ${r.metrics.map((x) => x.name).join(', ')}`);
  return m;
}

/** The joint probability of (attacker outcome, defender outcome) and any other axes given. */
export function jointP(r: MatchupResult, where: Record<string, string>): number {
  return r.joint.filter((j) => Object.entries(where).every(([k, v]) => j[k] === v)).reduce((s, j) => s + Number(j['p']), 0);
}

/** |exact - mc| within 4.5 standard errors of the Monte Carlo estimate of p. */
export function within(exact: number, mc: number, trials: number): boolean {
  return Math.abs(exact - mc) <= 4.5 * Math.sqrt((exact * (1 - exact)) / trials) + 1e-12;
}
