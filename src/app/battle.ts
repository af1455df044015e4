import { existsSync } from 'node:fs';
import type { SideRequest } from '../core/system.js';
import { BATTLE } from '../core/battle-rules.js';
import { errors } from '../core/errors.js';
import { CATALOGUE } from '../rules/registry.js';
import { loadArmy, namesArmyFile } from '../scenario/army-file.js';
import { loadLayout, namesLayoutFile } from '../scenario/layout-file.js';
import type { MatchupResult } from '../core/result.js';
import type { McProgress } from '../engine/montecarlo.js';
import type { BatchRun } from '../engine/work.js';
import type { ShardRequest } from './counts-file.js';
import type { Computation } from './driver.js';
import { planMatchup, type MatchupAsk, type MatchupPlan } from './matchup.js';
import { runMatchups } from '../engine/run-matchups.js';
import type { PlanGame } from '../core/plan-game.js';
import { planGamePairs, planGameRun, playPlanGame } from '../engine/plan-game-run.js';

export { defaultPlanTrials, planGameRun } from '../engine/plan-game-run.js';

/** How a battle is fought: its batch's settings and the threads it may use. */
export type BattleRun = BatchRun & { readonly workers: number; readonly poolWhenNeeded: boolean };

/** What `battle` asks: the system, an optional overlay, both armies as typed (inline lists or army files) and the options. */
export type BattleAsk = Omit<MatchupAsk, 'combat'>;

/** Whether a side as typed names an army file: a YAML name, or a path that exists. */
function isArmyFile(text: string): boolean {
  return namesArmyFile(text) || (text.includes('/') && existsSync(text));
}

/** A side as typed, with its army file read (for the system asked) when it names one. */
async function armySide(system: string, side: SideRequest): Promise<SideRequest> {
  if (!isArmyFile(side.troop)) return side;
  const loaded = await loadArmy(side.troop, system);
  return { ...side, army: loaded.army };
}

/**
 * A battle resolved once: the same plan as a matchup's, of the system's `battle` kind, with
 * army files read and every army checked against the text's army rules (a refusal quotes
 * its line).
 */
export async function planBattle(ask: BattleAsk): Promise<MatchupPlan> {
  const fights = CATALOGUE.filter((m) => m.combatKinds.includes(BATTLE)).map((m) => m.id);
  const known = CATALOGUE.find((m) => m.id === ask.system.trim().toLowerCase());
  if (known && !fights.includes(known.id)) throw errors.cannot(known.id, 'fight battles', `the line battle is the DBA family's: ${fights.join(', ')}`);
  const [attacker, defender] = await Promise.all([armySide(ask.system, ask.attacker), armySide(ask.system, ask.defender)]);
  // `--terrain my-table.yaml`: a layout file, laid as it is (F24), instead of a home terrain drawn for each battle.
  const terrain = ask.options?.['terrain'];
  if (typeof terrain === 'string' && namesLayoutFile(terrain)) {
    const layout = await loadLayout(terrain, ask.system.trim().toLowerCase());
    return planMatchup({ ...ask, attacker, defender, combat: BATTLE, options: { ...ask.options, terrain: 'open' }, layout });
  }
  return planMatchup({ ...ask, attacker, defender, combat: BATTLE });
}

/** A battle's answer: its result under the plans asked, and the plan game (every plan against every plan, solved), or null where it is not fought. */
export interface BattleAnswer {
  readonly result: MatchupResult;
  readonly plans: PlanGame | null;
}

/**
 * A planned battle as the driver runs it (driver.ts): one matchup of the `battle` kind and, on
 * the board with `planTrials` above 0, the same battle under every pair of plans (plan-game.ts);
 * worked whole, in parts, or from their counts, on one pool.
 */
export function battleComputation(plan: MatchupPlan, run: BattleRun, planTrials: number, request: ShardRequest, onProgress?: McProgress, onPlanProgress?: McProgress): Computation<BattleAnswer> {
  const pairs = planGamePairs(plan.matchup, planTrials);
  const gameRun = planGameRun(run, planTrials);
  return {
    request,
    systems: plan.cache.systems,
    cache: plan.cache,
    workers: run.workers,
    poolWhenNeeded: run.poolWhenNeeded,
    work: () => [{ kind: 'batch', matchups: [plan.matchup], run }, ...(pairs.length > 0 ? [{ kind: 'batch' as const, matchups: pairs, run: gameRun }] : [])],
    answer: async (book) => {
      const shared = { systems: plan.cache.systems, cache: plan.cache, workers: run.workers, poolWhenNeeded: run.poolWhenNeeded, book };
      // One pool for both runs (as the break-even search shares one): a merge reads counts and runs nothing.
      const pool = run.workers === 0 || pairs.length === 0 || book?.replays === true ? null : await (await import('../engine/lazy-pool.js')).createRunPool(run.workers, run.poolWhenNeeded, plan.cache);
      try {
        const [result] = await runMatchups([plan.matchup], { ...shared, ...run, executor: pool?.run, onProgress });
        if (!result) throw new Error('internal: no battle result');
        const plans = await playPlanGame(pairs, gameRun, { ...shared, executor: pool?.run, onProgress: onPlanProgress });
        return { result, plans };
      } finally {
        await pool?.close();
      }
    },
  };
}
