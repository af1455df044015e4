import type { Matchup, PreparedMatchup } from '../../core/system.js';
import type { EngagementSpec } from './engagement.js';
import { EngagementKernel } from './engagement-kernel.js';
import { meleeRuleLines, poolLines, section } from './explain.js';
import { ENGAGEMENT, engagementMetrics } from './kinds.js';
import { chooseMethod, EXACT_ASKED_BUDGET, offeredWhenAsked, type MethodChoice } from './method.js';
import { enemyBits, meleeSetup, type MeleeSetup } from './prepare-melee.js';
import { chainLawWork } from './chain-laws.js';
import { chainCells } from './round-exact.js';
import type { TypeSpec } from './side.js';
import type { Troop } from './troops.js';

/** Most chain states (figures left x figures left x role): 100 a side, every size a group may have. */
const MAX_CHAIN_STATES = 20_000;

/**
 * What a chain's own work weighs against a kill-law DP cell (about 0.15-0.2 µs, the unit
 * of the budget), measured on engagements of 36 to 100 infantry a side with their kill laws
 * known (the time of the chain alone): a convolution term of the round laws (chain-laws.ts)
 * about 1-2 ns, a cell of a state's law (built, then read about twice: a state is live two
 * rounds or so, however long the chain) about 15 ns.
 */
const TERMS_A_CELL = 100;
const LAW_CELLS_A_CELL = 10;

/**
 * Exact is the Markov chain over figures left, for sides of one troop type each: its cost is
 * the DP cells of every distinct sub-melee it can meet (their kill laws), plus the
 * convolutions that build each state's round law and the chain's reading of them
 * (chainLawWork), priced by their measured time. So 48 v 48 infantry (about 0.2 s with its
 * kill laws known, 0.6 s without, on a loaded machine) is exact by default, and 72 v 72 (0.5 s
 * and 1 s) to 100 v 100 (about 2 s) only with `--method exact`.
 */
function engagementMethod(s: MeleeSetup, spec: EngagementSpec): MethodChoice {
  const [A, D] = s.start.figures;
  if (s.types[0].length > 1 || s.types[1].length > 1) {
    const mixed = 'the exact Markov chain covers sides of one troop type each; these groups are mixed';
    return { exact: false, onRequest: false, line: `Monte Carlo: ${mixed}`, refusal: mixed, space: () => '' };
  }
  const roles = spec.fixedRoles ? 1 : 2;
  const states = A * D * roles;
  const what = `Markov chain over ${states.toLocaleString('en-US')} (figures, figures, attacker) states, round by round`;
  const choose = (cells: number, extra = 0): MethodChoice => chooseMethod(cells, what, extra, EXACT_ASKED_BUDGET);
  if (states > MAX_CHAIN_STATES) return choose(Infinity);
  const types = [s.types[0][0] as TypeSpec, s.types[1][0] as TypeSpec] as const;
  const roleList: (0 | 1)[] = roles === 1 ? [0] : [0, 1];
  const cells = chainCells(s.round, [A, D], roleList, [types[0].meleeFaces, types[1].meleeFaces], s.rules.six);
  if (cells > EXACT_ASKED_BUDGET) return choose(cells);
  const laws = chainLawWork(s.round, [A, D], roleList, [types[0].killsNeeded, types[1].killsNeeded], s.rules.six);
  return choose(cells, Math.round(laws.terms / TERMS_A_CELL + laws.cells / LAW_CELLS_A_CELL));
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
  // Sized when first asked: a balance matrix prepares each pair to check it can meet, and never asks.
  let choice: MethodChoice | undefined;
  const method = (): MethodChoice => (choice ??= engagementMethod(s, spec));
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
    kernel: offeredWhenAsked(new EngagementKernel(ENGAGEMENT.axes, metrics, spec, s.start, s.rules.six, space), method),
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
        {
          kind: 'lines',
          title: 'method',
          get lines() {
            return [method().line];
          },
        },
      ],
    },
    notes,
  };
}
