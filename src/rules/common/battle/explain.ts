import type { Army } from '../../../core/army.js';
import { BATTLE_DEFAULTS, onTheBoard, type BattleRules } from '../../../core/battle-rules.js';
import type { ConditionValues } from '../../../core/conditions.js';
import type { Explanation, RuleSystem } from '../../../core/system.js';
import type { HomeTerrain } from '../../../battle/layout.js';
import type { BoardLayout } from '../../../core/board-layout.js';
import type { Plan } from './plans.js';

/** What the line battle leaves out, in every battle answer and report (RULINGS "Battles"). */
export const LEFT_OUT: readonly string[] = [
  'terrain pieces (each whole line stands in one going)',
  'manoeuvre beyond the line (no element turns to a flank or rear; no flank or rear contact)',
  'strongholds and camps',
  'summoned Gods and Dragons, Lurkers',
  'command distance and roads (every element is within command distance)',
  'aiding shooters and Magicians (each shoots or bespells alone)',
  'the battlefield\'s side edges',
  'ensorcelled elements returned for 6 PIPs, Inexhaustible Hordes replaced',
];

/** What a battle on the board leaves out (src/battle/RULINGS.md F22-F39): the line's list less what the board has; its first item is the terrain's. */
export const LEFT_OUT_ON_BOARD: readonly string[] = [
  'terrain pieces (open ground: each army stands in one going; the defender\'s army file names none; --terrain lays a home terrain)',
  'manoeuvre beyond the plans of play (P1-P5: a plan holds elements where they stand, sends fast ones round the end of the enemy line, or (hold) sends those that fight well in bad going into any within a move, seeks no hill or river bank, and does not change with the battle) and flank and rear attacks (only mounted and aerials attack flanks and rears, of enemies already fighting to their front; an element turns to face a flank or rear contact only where its turned base has room)',
  "of the summoned (F29, F31): where a player would choose a God's or Dragons' arrival (they come at the board's middle, as far forward as they may)",
  "of camps and strongholds (F32): a garrison leaving its camp (it holds it all battle, F35), a plan sending elements at them (an element attacks one only where it stands in its path), D3H2's strongholds laid as terrain, elements aiding an assault on a D3H2 camp (002:389 `Same as DBA 3.0`, HOTT's are aided, F37)",
  "of PIPs (F36): a first move entirely by road for no PIP (002:206-209; the board's roads are narrower than a base) and HOTT's 100p more by road for a PIP (000:31)",
  ...LEFT_OUT.filter((item) => !item.startsWith('terrain') && !item.startsWith('manoeuvre') && !item.startsWith('the battlefield') && !item.startsWith('summoned') && !item.startsWith('strongholds') && !item.startsWith('aiding') && !item.startsWith('command distance') && !item.startsWith('ensorcelled')),
];

/** What a battle on a laid home terrain leaves out of the terrain (F24-F27), in place of the open board's first item. */
export const LEFT_OUT_OF_TERRAIN =
  "of the terrain: a road's faster march";

/** How an army reads in an answer: 'General's Knights, 3 Knights, 4 Blades (2 behind)'. */
export function armyText(system: RuleSystem, army: Army): string {
  const name = (id: string): string => system.rows.find((r) => r.id === id)?.name ?? id;
  const runs: string[] = [];
  const general = army.elements.find((e) => e.general);
  if (general) runs.push(`General's ${name(general.troop)}`);
  const garrison = army.elements.find((e) => e.garrison === true);
  const counts = new Map<string, { front: number; behind: number }>();
  for (const e of army.elements) {
    if (e === general || e === garrison) continue;
    const c = counts.get(e.troop) ?? { front: 0, behind: 0 };
    if (e.behind === null) c.front++;
    else c.behind++;
    counts.set(e.troop, c);
  }
  for (const [troop, c] of counts) runs.push(`${c.front + c.behind} ${name(troop)}${c.behind > 0 ? ` (${c.behind} behind)` : ''}`);
  if (garrison) runs.push(`${name(garrison.troop)} holding the camp`);
  return runs.join(', ');
}

/** A plan as the answer states it: 'refuse (the wing facing ...)'. */
const planWords = (plan: Plan): string => `${plan.id} (${plan.what}; ${plan.ruling})`;

/** A home terrain's name as its table gives it ('Arable'), else its id. */
const terrainName = (home: HomeTerrain): string => home.label ?? home.id;

/** What the board's camps are (F32): each army's, where it stands and what its loss does; or none. */
function campLine(rules: BattleRules, options: ConditionValues): string {
  const camp = rules.camp;
  if (!camp || String(options['camps'] ?? BATTLE_DEFAULTS.camps) !== 'laid') return 'camps: none laid (--option camps=none)';
  const name = rules.profiles.get(camp.troop)?.name ?? camp.troop;
  const lost = camp.lost === 'defeats' ? 'its loss defeats its army' : 'its loss counts its AP with the other losses';
  const u = camp.unlessMoreThan;
  const unless = u ? ` (none for an army of more than ${u.count} ${rules.profiles.get(u.troop)?.name ?? u.troop})` : '';
  const held = camp.garrison
    ? `, or by the garrison an army names (F35: ${String(options['garrison-fights'] ?? BATTLE_DEFAULTS['garrison-fights']) === 'camp-row' ? "the Camp's row with its Foot CF added, 002:446" : 'as an element occupying it, its own factor +2, 002:389, 590'}; its AP lost with it)`
    : '';
  return `camps: each army's ${name}${unless}, ${camp.width / rules.field.baseWidth} x ${camp.depth / rules.field.baseWidth} BW in the middle of its base edge, fought for by its own row${held}; captured by ground troops that beat it, ${lost} (${camp.cite}; F32)`;
}

/** The battle's explanation: the armies, deployment, policy, each side's plan on the board, victory rule with its line, and what is left out. */
export function battleExplanation(system: RuleSystem, rules: BattleRules, armies: readonly [Army, Army], options: ConditionValues, layout: BoardLayout | null = null, plans: readonly [Plan, Plan] | null = null): Explanation {
  const first = String(options['first'] ?? BATTLE_DEFAULTS.first);
  const board = onTheBoard(options);
  const home = board ? (rules.terrain?.homes.find((h) => h.id === options['terrain']) ?? null) : null;
  const leftOut = board ? [home || layout ? LEFT_OUT_OF_TERRAIN : LEFT_OUT_ON_BOARD[0], ...LEFT_OUT_ON_BOARD.slice(1)] : LEFT_OUT;
  return {
    dice: 'a d6 of PIPs each bound, a d6 each side in every fight',
    sections: [
      {
        kind: 'lines',
        title: 'the battle',
        lines: [
          `armies: ${armyText(system, armies[0])} v ${armyText(system, armies[1])}`,
          ...(board ? [`field: the board, ${2 * rules.field.rear + rules.field.gap} x ${rules.field.unit} a side, bases with facings; contacts, overlaps, flank and rear contact and outcome moves from the bases (src/battle/RULINGS.md F1-F44)`] : []),
          ...(board ? [campLine(rules, options)] : []),
          ...(home ? [`terrain: ${terrainName(home)}, the defender's home terrain, laid anew for each battle from its table (${rules.terrain?.cite ?? ''}; F24): going, cover from shooting and bespelling, hills' upslope, rivers and waterways under and beside each element (F25-F27, F40, F42)`] : []),
          ...(layout ? [`terrain: ${layout.name}, a layout file of ${layout.features.length} feature${layout.features.length === 1 ? '' : 's'} (${layout.features.map((f) => f.feature).join(', ') || 'none'}) laid for every battle (F24): going, cover from shooting and bespelling, hills' upslope, rivers and waterways under and beside each element (F25-F27, F40, F42)`] : []),
          `deployment: as listed, one line each, both counted from the same end, the shorter centred; elements behind stand in their front element's column; lines ${rules.field.gap} x ${rules.field.unit} apart (${rules.field.cite})`,
          `policy: ${String(options['policy'] ?? BATTLE_DEFAULTS.policy)} (PIPs move the ${options['policy'] === 'left-first' ? 'leftmost' : 'widest'} group first; shooters and Magicians stop in range; combats left to right); first bound: ${first === 'random' ? 'drawn at random' : first === 'attacker' ? 'the attacker' : 'the defender'}`,
          ...(board && plans ? [`plans: ${armies[0].name} ${planWords(plans[0])}; ${armies[1].name} ${planWords(plans[1])} (src/battle/RULINGS.md P1-P5; --a plan=..., --b plan=...)`] : []),
          `victory: ${rules.victory.words} (${rules.victory.cite}); a draw after ${String(options['bounds'] ?? BATTLE_DEFAULTS.bounds)} bounds`,
          `left out: ${leftOut.join('; ')}`,
        ],
      },
    ],
  };
}
