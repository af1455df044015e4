import { errors } from '../../core/errors.js';
import type { Matchup, PreparedMatchup } from '../../core/system.js';
import { aimOf, CasualtyChooser, type Aim } from './casualties.js';
import { section } from './explain.js';
import { casualtyMetrics, MISSILE } from './kinds.js';
import { chooseMethod, offered } from './method.js';
import { MissileKernel, type VolleyPlan } from './missile-kernel.js';
import { situationNotes } from './notes.js';
import { sixFlags } from './pool-dice.js';
import { roundRules } from './prepare-melee.js';
import type { Roll } from './round.js';
import { composeFaces, costOf, PLAIN_FACES, rowsOf, unitsPerPoint } from './side.js';
import { sortedMeleeCells } from './sorted-melee.js';
import { COVER, type DieContext, type FaceMap, type Troop } from './troops.js';
import { poolCount } from './volley.js';

/** One type of a side in a volley: its row, how many, kills to fall, cost units. */
interface VolleyType {
  readonly row: Troop;
  readonly count: number;
  readonly units: number;
}

/** A row's faces in a context (R11): its conversion if it applies there, then `cover`. */
function facesIn(row: Troop, context: DieContext, cover: FaceMap | null): FaceMap {
  const own = row.conversion && row.conversion.in.includes(context) ? row.conversion.faces : PLAIN_FACES;
  return cover ? composeFaces(own, cover) : own;
}

/**
 * Figures and units lost for 0..most kills among `types`, chosen with `aim` (R8, R9).
 */
function lossTable(types: readonly VolleyType[], most: number, aim: Aim): { figures: number[]; units: number[] } {
  const figures: number[] = [];
  const units: number[] = [];
  const chooser = new CasualtyChooser(Int32Array.from(types.map((t) => t.row.killsNeeded)), Int32Array.from(types.map((t) => t.units)));
  const standing = Int32Array.from(types.map((t) => t.count));
  const out = new Int32Array(types.length);
  for (let k = 0; k <= most; k++) {
    if (types.length > 0) chooser.choose(standing, 0, k, aim, out, 0);
    figures.push(out.reduce((s, x) => s + x, 0));
    units.push(out.reduce((s, x, i) => s + x * (types[i]?.units ?? 0), 0));
  }
  return { figures, units };
}

/**
 * Losses under a giant's cap of `cap` figures slain (004:869-870): figure by figure, the
 * best one the kills of its colour still reach (the most valuable when the aim is `most`,
 * else the cheapest), at most `cap` of them. `kills[i]` are the kills on `groups[i]`.
 */
function cappedLoss(groups: readonly (readonly VolleyType[])[], kills: readonly number[], cap: number, aim: Aim): { figures: number; units: number } {
  const left = [...kills];
  const taken = groups.map((g) => g.map(() => 0));
  let figures = 0;
  let units = 0;
  while (figures < cap) {
    let best: { g: number; t: number; units: number } | null = null;
    groups.forEach((g, gi) =>
      g.forEach((type, ti) => {
        if ((taken[gi]?.[ti] ?? 0) >= type.count || type.row.killsNeeded > (left[gi] ?? 0)) return;
        if (!best || (aim === 'most' ? type.units > best.units : type.units < best.units)) best = { g: gi, t: ti, units: type.units };
      }),
    );
    if (best === null) break;
    const { g, t, units: u } = best as { g: number; t: number; units: number };
    (taken[g] as number[])[t] = ((taken[g] as number[])[t] as number) + 1;
    left[g] = (left[g] as number) - ((groups[g] as readonly VolleyType[])[t] as VolleyType).row.killsNeeded;
    figures++;
    units += u;
  }
  return { figures, units };
}

/** The one capped shooter of a side (a giant archer), or null; refused if it is not alone. */
function capOf(rows: readonly Troop[], count: number, label: string): number | null {
  const capped = rows.find((r) => r.missileMaxKills !== null);
  if (!capped) return null;
  if (count > 1) throw errors.cannot(capped.name, `shoot or return fire with other figures (${label})`, 'a giant\'s missile fire is made separately, not with other missile fire (004:868-869)');
  return capped.missileMaxKills;
}

const diceText = (rolls: readonly Roll[]): string => rolls.map((r) => `${r.dice}${r.faces.every((v, i) => v === PLAIN_FACES[i]) ? '' : ` (1-6 count as ${r.faces.join(',')})`}`).join(' + ') || 'none';

/** `--combat missile`: the attacker's figures shoot one volley at the defender's (R15, R16). */
export function prepareMissile(matchup: Matchup, byId: ReadonlyMap<string, Troop>): PreparedMatchup {
  const rows = [rowsOf(matchup.attacker.group, byId, matchup.options), rowsOf(matchup.defender.group, byId, matchup.options)] as const;
  const unarmed = rows[0].find((r) => r.missileDice === 0);
  if (unarmed) throw errors.cannot(unarmed.name, 'shoot in low', 'only figures with missile weapons fire (bows, crossbows, slings, 004:457-458)');
  const unit = unitsPerPoint([...rows[0], ...rows[1]]);
  const typesOf = (side: 0 | 1): VolleyType[] =>
    (side === 0 ? matchup.attacker : matchup.defender).group.map((e, i) => ({ row: rows[side][i] as Troop, count: e.count, units: costOf(rows[side][i] as Troop) * unit }));
  const firers = typesOf(0);
  const targets = typesOf(1);
  const figures = [firers.reduce((s, t) => s + t.count, 0), targets.reduce((s, t) => s + t.count, 0)] as const;
  const firerCap = capOf(rows[0], figures[0], 'attacker');
  const targetCap = capOf(rows[1], figures[1], 'defender');
  const cover = COVER.find((c) => c.id === matchup.defender.conditions['cover'])?.faces ?? null;
  const oneDie = matchup.options['resist-one-die'] === true;
  const rules = roundRules(matchup);
  const six = sixFlags(rules.six);
  const armed = targets.filter((t) => t.row.missileDice > 0);
  const plain = targets.filter((t) => t.row.missileDice === 0);
  const firerRolls: Roll[] = firers.map((t) => ({ dice: t.count * t.row.missileDice, faces: facesIn(t.row, 'missile', null) }));
  const white: Roll[] = plain.map((t) => ({ dice: t.count * (oneDie ? 1 : t.row.meleeDice), faces: facesIn(t.row, 'resist', cover) }));
  const coloured: Roll[] = armed.map((t) => ({ dice: t.count * t.row.missileDice, faces: facesIn(t.row, 'missile', cover) }));
  const sum = (rolls: readonly Roll[]): number => rolls.reduce((s, r) => s + r.dice, 0);
  const pairs = Math.min(sum(firerRolls), sum(white) + sum(coloured));
  const firerAim = aimOf(rules.policy, 'attacker');
  const targetAim = aimOf(rules.policy, 'defender');
  const firerMost = six.extraSix ? 2 * pairs : pairs;
  const firerLoss = lossTable(firers, firerMost, firerAim);
  if (targetCap !== null) {
    for (let k = 0; k <= firerMost; k++) {
      const capped = cappedLoss([firers], [k], targetCap, firerAim);
      firerLoss.figures[k] = capped.figures;
      firerLoss.units[k] = capped.units;
    }
  }
  const whiteLoss = lossTable(plain, pairs, targetAim);
  const colouredLoss = lossTable(armed, pairs, targetAim);
  const strideC = pairs + 1;
  const targetFigures = new Int32Array(strideC * strideC);
  const targetUnits = new Int32Array(strideC * strideC);
  for (let kW = 0; kW <= pairs; kW++) {
    for (let kC = 0; kC <= pairs; kC++) {
      const loss =
        firerCap === null
          ? { figures: (whiteLoss.figures[kW] ?? 0) + (colouredLoss.figures[kC] ?? 0), units: (whiteLoss.units[kW] ?? 0) + (colouredLoss.units[kC] ?? 0) }
          : cappedLoss([plain, armed], [kW, kC], firerCap, targetAim);
      targetFigures[kW * strideC + kC] = loss.figures;
      targetUnits[kW * strideC + kC] = loss.units;
    }
  }
  const plan: VolleyPlan = {
    firers: firerRolls,
    white,
    coloured,
    pairs,
    whiteFirst: matchup.options['target-ties'] !== 'coloured-first',
    six,
    firerFigures: Int32Array.from(firerLoss.figures),
    firerUnits: Int32Array.from(firerLoss.units),
    strideC,
    targetFigures,
    targetUnits,
    figures,
    units: [firers.reduce((s, t) => s + t.count * t.units, 0), targets.reduce((s, t) => s + t.count * t.units, 0)],
  };
  const classes = (rolls: readonly Roll[]) => rolls.map((r) => ({ dice: r.dice, probs: [1, 2, 3, 4, 5, 6].map((f) => r.faces.filter((v) => v === f).length / 6) }));
  const dp = (rolls: readonly Roll[]) => classes(rolls).map((c) => ({ count: c.dice, weights: c.probs }));
  const method =
    white.length > 0 && coloured.length > 0
      ? chooseMethod(poolCount(classes(firerRolls)) * poolCount(classes(white)) * poolCount(classes(coloured)), 'every sorted pool of the firers\', white and coloured dice')
      : chooseMethod(sortedMeleeCells(dp(firerRolls), dp([...white, ...coloured]), { defenderSix: rules.six }), 'dynamic programming over sorted dice');
  const dice = sum(firerRolls) + sum(white) + sum(coloured);
  const notes = situationNotes(matchup);
  return {
    kernel: offered(new MissileKernel(MISSILE.axes, casualtyMetrics(figures, plan.units, unit), plan, method.exact ? method.space(dice) : null), method),
    explanation: {
      dice: `${sum(firerRolls)} firing dice against ${sum(white)} white and ${sum(coloured)} coloured`,
      sections: [
        ...section('dice', [
          ...firers.map((t) => `firer: ${t.count} ${t.row.name}, ${t.row.missileDice} missile ${t.row.missileDice === 1 ? 'die' : 'dice'} each [004:${t.row.line}]`),
          ...armed.map((t) => `target, returns fire (coloured): ${t.count} ${t.row.name}, ${t.row.missileDice} missile ${t.row.missileDice === 1 ? 'die' : 'dice'} each`),
          ...plain.map((t) => `target, resists (white): ${t.count} ${t.row.name}, ${oneDie ? '1 die each (option resist-one-die)' : `its ${t.row.meleeDice} melee ${t.row.meleeDice === 1 ? 'die' : 'dice'} each`}`),
          `firing dice ${diceText(firerRolls)}; white ${diceText(white)}; coloured ${diceText(coloured)}${cover ? ` (target cover ${String(matchup.defender.conditions['cover'])}, R16)` : ''}`,
        ]),
        ...section('rules', [
          'dice sorted and compared pair by pair (R6); a firer\'s higher die kills a target of that die\'s colour; a coloured die higher kills a firer, a coloured 6-6 too; white dice only resist (R15, 004:472-485)',
          `target dice of equal value: ${plan.whiteFirst ? 'white' : 'coloured'} first (R31); kills of one colour fall on that colour's figures, whole figures only (R8), the attacker choosing within a colour (R9)`,
          ...(firerCap !== null || targetCap !== null ? [`a giant's missile fire slays at most ${firerCap ?? targetCap} figure (004:869-870)`] : []),
        ]),
        ...section('method', [method.line]),
      ],
    },
    notes,
  };
}
