import { formatConditions, resolveConditions } from '../../src/core/conditions.js';
import { resolveMatchup } from '../../src/core/matchup.js';
import type { Matchup } from '../../src/core/system.js';
import { runMatchups } from '../../src/engine/run-matchups.js';
import { conditionEffectSvg } from '../../src/report/charts/condition-effect.js';
import { heatmapSvg } from '../../src/report/charts/heatmap.js';
import { outcomeBarsSvg } from '../../src/report/charts/outcome-bars.js';
import type { HtmlChart } from '../../src/report/html.js';
import { netEdge, unfavourable, type ConditionSet, type SweepCell, type SweepReport } from '../../src/report/sweep.js';
import { hott2 } from '../../src/rules/hott2/index.js';

/** One condition set of the fixture, as a scenario file would spell it. */
export interface FixtureConditionSet {
  readonly name: string;
  readonly combat?: string;
  readonly attacker?: Readonly<Record<string, unknown>>;
  readonly defender?: Readonly<Record<string, unknown>>;
}

export interface FixtureOptions {
  readonly attackers?: readonly string[];
  readonly defenders?: readonly string[];
  readonly conditions?: readonly FixtureConditionSet[];
  /** 'exact' (default) or 'mc' with `trials` and `seed`, run in this thread. */
  readonly method?: 'exact' | 'mc';
  readonly trials?: number;
  readonly seed?: number;
  /** Display names to override, e.g. to check that names from user files are escaped. */
  readonly troopNames?: Readonly<Record<string, string>>;
  readonly scenarioTitle?: string;
}

/** The sweep most report tests use: 3 attackers x 4 defenders on open ground and uphill. */
export const FIXTURE = {
  attackers: ['knights', 'riders', 'heroes'],
  defenders: ['spears', 'blades', 'hordes', 'knights'],
  conditions: [
    { name: 'open ground', attacker: {}, defender: {} },
    { name: 'defender uphill', attacker: {}, defender: { uphill: true } },
  ],
} as const satisfies { attackers: readonly string[]; defenders: readonly string[]; conditions: readonly FixtureConditionSet[] };

const FIXED_TIME = '2025-01-01T00:00:00.000Z';

/**
 * A SweepReport built from real HOTT 2e results (the engine, not hand-written numbers), so
 * report tests check charts against what a scenario run would hand them. Matchups the rules
 * refuse (e.g. Knights asked to shoot) go to `skipped` with the rules' own message.
 *
 * @example
 * const report = await fixtureReport();
 * report.cells.length; // => 24 (3 attackers x 4 defenders x 2 condition sets)
 */
export async function fixtureReport(options: FixtureOptions = {}): Promise<SweepReport> {
  const attackers: readonly string[] = options.attackers ?? FIXTURE.attackers;
  const defenders: readonly string[] = options.defenders ?? FIXTURE.defenders;
  const sets: readonly FixtureConditionSet[] = options.conditions ?? FIXTURE.conditions;
  const method = options.method ?? 'exact';

  const conditions: ConditionSet[] = [];
  const playable: { condition: string; matchup: Matchup }[] = [];
  const skipped: SweepReport['skipped'][number][] = [];
  for (const set of sets) {
    const combat = set.combat ?? hott2.combatKinds[0]?.id ?? 'close';
    const a = resolveConditions(hott2.conditions, set.attacker ?? {}, 'attacker');
    const d = resolveConditions(hott2.conditions, set.defender ?? {}, 'defender');
    conditions.push({
      name: set.name,
      combat,
      attacker: formatConditions(hott2.conditions, a),
      defender: formatConditions(hott2.conditions, d),
    });
    for (const attacker of attackers) {
      for (const defender of defenders) {
        const matchup = resolveMatchup(hott2, {
          system: hott2.id,
          combat,
          attacker: { troop: attacker, conditions: set.attacker ?? {} },
          defender: { troop: defender, conditions: set.defender ?? {} },
        });
        try {
          hott2.prepare(matchup);
          playable.push({ condition: set.name, matchup });
        } catch (error) {
          skipped.push({ condition: set.name, attacker, defender, reason: (error as Error).message });
        }
      }
    }
  }

  const results = await runMatchups(
    playable.map((p) => p.matchup),
    { method, target: { trials: options.trials ?? 20_000 }, seed: options.seed ?? 7, workers: 0 },
  );
  const cells: SweepCell[] = playable.map((p, i) => {
    const result = results[i];
    if (!result) throw new Error(`fixture: no result for matchup ${i}`);
    return { condition: p.condition, attacker: p.matchup.attacker.troop, defender: p.matchup.defender.troop, result };
  });
  const trials = cells.reduce<number | null>((max, c) => (c.result.trials === null ? max : Math.max(max ?? 0, c.result.trials)), null);

  return {
    scenario: {
      name: 'fixture',
      title: options.scenarioTitle ?? 'Mounted troops against a foot line (test fixture)',
      file: 'test/report/fixture.ts',
      hash: '0'.repeat(64),
    },
    system: {
      id: hott2.id,
      title: hott2.title,
      seedFile: hott2.seedFile,
      outcomes: hott2.outcomes,
      troopNames: { ...Object.fromEntries(hott2.troops.map((t) => [t.id, t.name])), ...options.troopNames },
    },
    conditions,
    attackers: [...attackers],
    defenders: [...defenders],
    cells,
    skipped,
    method,
    trials,
    seed: method === 'mc' ? (options.seed ?? 7) : null,
    startedAt: FIXED_TIME,
    finishedAt: FIXED_TIME,
  };
}

/**
 * Every chart a report page shows for `report`: a heatmap per condition set, outcome bars
 * per attacker under each condition set, and the condition-effect chart.
 */
export function fixtureCharts(report: SweepReport): HtmlChart[] {
  const name = (id: string): string => report.system.troopNames[id] ?? id;
  const charts: HtmlChart[] = report.conditions.map((c) => ({
    id: `heatmap ${c.name}`,
    title: `Net edge, ${c.name}`,
    caption: `Attacker's net edge for every matchup under ${c.name}; blue favours the attacker, red the defender.`,
    svg: heatmapSvg(report, c.name),
  }));
  for (const c of report.conditions) {
    for (const a of report.attackers) {
      charts.push({
        id: `bars ${a} ${c.name}`,
        title: `${name(a)} — outcomes, ${c.name}`,
        caption: `Chance of each unfavourable outcome for ${name(a)} (left) and each defender (right) under ${c.name}.`,
        svg: outcomeBarsSvg(report, a, c.name),
      });
    }
  }
  charts.push({
    id: 'condition-effect',
    title: 'Effect of each condition set',
    caption: `Change in every matchup's net edge relative to ${report.conditions[0]?.name ?? 'the first condition set'}.`,
    svg: conditionEffectSvg(report),
  });
  return charts;
}

/** Summary rows of the kind a scenario run writes: names, a number column and percentage text. */
export function fixtureSummaryRows(report: SweepReport): Record<string, string | number>[] {
  const name = (id: string): string => report.system.troopNames[id] ?? id;
  const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
  return report.cells.map((c) => ({
    condition: c.condition,
    attacker: name(c.attacker),
    defender: name(c.defender),
    'net edge': Number(netEdge(c.result, report.system.outcomes).toFixed(4)),
    'attacker suffers': percent(unfavourable(c.result, 'attacker', report.system.outcomes)),
    'defender suffers': percent(unfavourable(c.result, 'defender', report.system.outcomes)),
    method: c.result.method,
  }));
}
