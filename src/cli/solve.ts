import { attackerShare } from '../analysis/matchup-score.js';
import { breakEven, type ShareAt, type SolveRow } from '../analysis/break-even.js';
import { resolveMatchup } from '../core/matchup.js';
import { MAX_FIGURES } from '../core/group.js';
import type { OverlaySpec } from '../core/overlay.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import { kindOf } from '../engine/aggregate.js';
import { runMatchups, type RunOptions } from '../engine/run-matchups.js';
import type { CliIo } from './io.js';

type ConditionSets = readonly { readonly name: string; readonly a?: Readonly<Record<string, unknown>> | undefined; readonly b?: Readonly<Record<string, unknown>> | undefined }[];

/**
 * `balance --solve`: each costed type's break-even cost at equal points against the field,
 * its group (of `figures`) meeting each opponent's group of the same points in both roles
 * under every condition set, in the system's balance combat (an engagement, to a result).
 */
export async function solveBreakEvens(
  io: CliIo,
  system: RuleSystem,
  overlay: OverlaySpec | null,
  options: Readonly<Record<string, unknown>>,
  sets: ConditionSets,
  field: ReadonlyMap<string, number>,
  run: Omit<RunOptions, 'onProgress'>,
): Promise<SolveRow[]> {
  const spec = system.balanceGroups;
  if (!spec) throw new Error(`internal: ${system.id} declares no balanceGroups`);
  const outcomes = kindOf(system, spec.combat).outcomes;
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  const opponents = system.rows.filter((o) => o.cost !== null && (field.get(o.id) ?? 0) > 0);
  const costed = system.rows.filter((r) => r.cost !== null);
  const started = Date.now();
  const rows: SolveRow[] = [];
  for (const [k, type] of costed.entries()) {
    const shareAt = async (figures: number): Promise<ShareAt> => {
      const matchups: { matchup: Matchup; weight: number; ours: 'attacker' | 'defender' }[] = [];
      for (const o of opponents) {
        const theirs = Math.min(most, Math.max(1, Math.round(spec.points / (o.cost ?? 1))));
        for (const set of sets) {
          const side = (troop: string, n: number, conditions: Readonly<Record<string, unknown>> | undefined) => ({ troop: `${n}*${troop}`, conditions: conditions ?? {} });
          const weight = field.get(o.id) ?? 0;
          const make = (ours: 'attacker' | 'defender') =>
            resolveMatchup(system, {
              system: system.id,
              combat: spec.combat,
              overlay,
              options,
              attacker: ours === 'attacker' ? side(type.id, figures, set.a) : side(o.id, theirs, set.a),
              defender: ours === 'attacker' ? side(o.id, theirs, set.b) : side(type.id, figures, set.b),
            });
          matchups.push({ matchup: make('attacker'), weight, ours: 'attacker' }, { matchup: make('defender'), weight, ours: 'defender' });
        }
      }
      const results = await runMatchups(matchups.map((m) => m.matchup), run);
      let total = 0;
      let weights = 0;
      let variance = 0;
      results.forEach((r, i) => {
        const m = matchups[i];
        if (!m) return;
        const s = attackerShare(r, outcomes);
        total += m.weight * (m.ours === 'attacker' ? s : 1 - s);
        weights += m.weight;
        variance += (m.weight * r.maxHalfWidth) ** 2;
      });
      return { figures, share: total / weights, halfWidth: Math.sqrt(variance) / weights };
    };
    // Search up to four times the group the type's own cost buys: a break-even cost below a
    // quarter of the price is reported as such (largest-group-loses), not chased to 100 figures.
    const own = Math.max(1, Math.round(spec.points / (type.cost ?? 1)));
    rows.push({ id: type.id, cost: type.cost, breakEven: await breakEven(spec.points, Math.min(most, 4 * own), shareAt) });
    const elapsed = (Date.now() - started) / 1000;
    const eta = (elapsed / (k + 1)) * (costed.length - k - 1);
    io.stderr.write(`solve: ${k + 1}/${costed.length} types (${type.id}), ${elapsed.toFixed(0)} s, ETA ${eta.toFixed(0)} s\n`);
  }
  return rows;
}
