import type { Matchup, PreparedMatchup } from '../../core/system.js';
import type { EngagementSpec } from './engagement.js';
import { EngagementKernel } from './engagement-kernel.js';
import { meleeRuleLines, poolLines, section } from './explain.js';
import { ENGAGEMENT, engagementMetrics } from './kinds.js';
import { chooseMethod, type MethodChoice } from './method.js';
import { enemyBits, meleeSetup, type MeleeSetup } from './prepare-melee.js';
import { chainCells } from './round-exact.js';
import type { TypeSpec } from './side.js';
import type { Troop } from './troops.js';

/** Most chain states (figures left x figures left x role) worth sizing up for exact. */
const MAX_CHAIN_STATES = 20_000;

/**
 * Exact is the Markov chain over figures left, for sides of one troop type each: its cost is
 * the DP cells of every distinct sub-melee it can meet plus the chain's own steps (states x
 * successors x rounds). A chain step is one multiply-add against a row of them for a DP
 * cell, so steps are weighted 1/50: a rough weight under which the 12 v 12 and 24 v 24
 * infantry chains (48 ms and 233 ms in scripts/bench-low.ts) are exact and 48 v 48 is not.
 */
function engagementMethod(s: MeleeSetup, spec: EngagementSpec): MethodChoice {
  const [A, D] = s.start.figures;
  if (s.types[0].length > 1 || s.types[1].length > 1) {
    return { exact: false, line: 'Monte Carlo: the exact Markov chain covers sides of one troop type each; these groups are mixed', space: () => '' };
  }
  const roles = spec.fixedRoles ? 1 : 2;
  const states = A * D * roles;
  if (states > MAX_CHAIN_STATES) return chooseMethod(Infinity, `Markov chain over ${states.toLocaleString('en-US')} states`);
  const faces = [(s.types[0][0] as TypeSpec).meleeFaces, (s.types[1][0] as TypeSpec).meleeFaces] as const;
  const cells = chainCells(s.round, [A, D], roles === 1 ? [0] : [0, 1], faces, s.rules.six);
  // Each round, every live state spreads over at most (a + 1)(d + 1) successors.
  const steps = (states * ((A + 1) * (D + 1))) / 4;
  return chooseMethod(cells, `Markov chain over ${states.toLocaleString('en-US')} (figures, figures, attacker) states, round by round`, Math.round((steps * spec.cap) / 50));
}

/** `--combat engagement`: melee rounds repeated until a side is destroyed or surrenders (R25, R30). */
export function prepareEngagement(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const s = meleeSetup(matchup, byId);
  const surrender = matchup.options['surrender'] === true;
  const spec: EngagementSpec = {
    round: s.round,
    fixedRoles: matchup.options['fixed-roles'] === true,
    cap: Number(matchup.options['round-cap']),
    mayAskQuarter: [surrender && matchup.attacker.conditions['isolated'] === true, surrender && matchup.defender.conditions['isolated'] === true],
    meleeDice: [Int32Array.from(s.types[0].map((t) => t.meleeDice)), Int32Array.from(s.types[1].map((t) => t.meleeDice))],
    undead: [Int32Array.from(s.types[0].map((t) => (t.undead ? 1 : 0))), Int32Array.from(s.types[1].map((t) => (t.undead ? 1 : 0)))],
  };
  const method = engagementMethod(s, spec);
  const metrics = engagementMetrics(s.start.figures, s.start.units, s.unit, spec.cap);
  const notes = [...s.notes];
  if (!surrender && (matchup.attacker.conditions['isolated'] === true || matchup.defender.conditions['isolated'] === true)) {
    notes.push('isolated has no effect without --option surrender (R25: surrender needs both players\' agreement, so the ruling is none)');
  }
  const roles = spec.fixedRoles
    ? 'the attacker attacks every round (option fixed-roles)'
    : 'roles alternate: the side that has just moved attacks, so the attacker attacks rounds 1, 3, 5 ... and the defender rounds 2, 4 ... (R25, 004:365-367)';
  const space = `every round's sorted-dice distribution, by a Markov chain over figures left, up to ${spec.cap} rounds`;
  return {
    kernel: new EngagementKernel(ENGAGEMENT.axes, metrics, spec, s.start, s.rules.six, method.exact ? space : null),
    explanation: {
      dice: 'melee dice each round, each side pooled and sorted',
      sections: [
        ...section('dice pools (first round)', [...poolLines('attacker', s.types[0], enemyBits(s, 0), s.fortified[0]), ...poolLines('defender', s.types[1], enemyBits(s, 1), s.fortified[1])]),
        ...section('each round', meleeRuleLines(s.rules.six, s.rules.policy)),
        ...section('engagement', [
          `rounds repeat with the survivors until a side has no figures; ${roles}`,
          surrender
            ? 'an isolated side facing at least twice its figures or melee dice surrenders before a round and is taken prisoner; undead never surrender and cannot take prisoners; if both sides qualify neither does (R25, R30)'
            : 'no surrender (R25: it needs both players\' agreement; --option surrender to allow it)',
          `undecided if no figure on either side can fall in any round to come (stalemate), or after ${spec.cap} rounds (option round-cap, R30)`,
        ]),
        ...section('method', [method.line]),
      ],
    },
    notes,
  };
}
