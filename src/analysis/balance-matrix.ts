import { MAX_FIGURES } from '../core/group.js';
import { resolveMatchup } from '../core/matchup.js';
import type { OverlaySpec } from '../core/overlay-spec.js';
import type { Matchup, RuleSystem } from '../core/system.js';
import type { Playability } from '../engine/prepare-cache.js';
import { equalPoints } from './equal-points.js';

/** What one side of a balance matchup fields: its figures and the points they cost (null for a type without a cost). */
export interface Fielded {
  readonly count: number;
  readonly points: number | null;
}

/** One matchup of the balance matrix: two troop types under one condition set. */
export interface MatrixMatchup {
  readonly condition: string;
  readonly attacker: string;
  readonly defender: string;
  readonly matchup: Matchup;
  readonly fielded: { readonly attacker: Fielded; readonly defender: Fielded };
}

export interface MatrixSpec {
  /** The system the matchups run on (overlaid, when `overlay` is given). */
  readonly system: RuleSystem;
  readonly overlay: OverlaySpec | null;
  readonly options: Readonly<Record<string, unknown>>;
  readonly sets: readonly { readonly name: string; readonly combat: string; readonly a?: Readonly<Record<string, unknown>> | undefined; readonly b?: Readonly<Record<string, unknown>> | undefined }[];
  /** For a system of groups: the points both sides spend at least (`--points`); null for single elements. */
  readonly budget: number | null;
}

/**
 * Every type against every other type, in both roles, under every condition set. In a
 * system of groups both sides spend the same points: the least points at or above the
 * budget that both costs divide (equal-points.ts), so a 7.5-point war beast meets 2-point
 * infantry 4 against 15 at 30 points; a pair that cannot meet at equal points within the
 * figure limit, and a matchup the rules refuse, is skipped with its reason. In a system of
 * single elements each side is one element, whatever it costs.
 */
export function balanceMatrix(spec: MatrixSpec, playabilityOf: (matchup: Matchup) => Playability): { playable: MatrixMatchup[]; skipped: { condition: string; attacker: string; defender: string; reason: string }[] } {
  const { system, budget } = spec;
  const types = system.rows.filter((r) => budget === null || r.cost !== null);
  const most = Math.min(system.groups.maxFigures, MAX_FIGURES);
  const playable: MatrixMatchup[] = [];
  const skipped: { condition: string; attacker: string; defender: string; reason: string }[] = [];
  for (const set of spec.sets) {
    for (const a of types) {
      for (const d of types) {
        if (a.id === d.id) continue;
        let fielded: MatrixMatchup['fielded'];
        if (budget === null) {
          fielded = { attacker: { count: 1, points: a.cost }, defender: { count: 1, points: d.cost } };
        } else {
          const equal = equalPoints(a.cost ?? 0, d.cost ?? 0, budget, most);
          if (!equal) {
            skipped.push({ condition: set.name, attacker: a.id, defender: d.id, reason: `${a.id} (${a.cost}) and ${d.id} (${d.cost}) cannot meet at equal points within ${most} figures a side` });
            continue;
          }
          fielded = { attacker: { count: equal.attackerCount, points: equal.points }, defender: { count: equal.defenderCount, points: equal.points } };
        }
        const side = (id: string, count: number, conditions: Readonly<Record<string, unknown>> | undefined) => ({ troop: budget === null ? id : `${count}*${id}`, conditions: conditions ?? {} });
        const matchup = resolveMatchup(system, {
          system: system.id,
          combat: set.combat,
          overlay: spec.overlay,
          options: spec.options,
          attacker: side(a.id, fielded.attacker.count, set.a),
          defender: side(d.id, fielded.defender.count, set.b),
        });
        const playability = playabilityOf(matchup);
        if (playability.playable) playable.push({ condition: set.name, attacker: a.id, defender: d.id, matchup, fielded });
        else skipped.push({ condition: set.name, attacker: a.id, defender: d.id, reason: playability.reason });
      }
    }
  }
  return { playable, skipped };
}
