import type { Army } from './army.js';
import { MAX_ARMY_ELEMENTS, tooManyElements } from './army-entries.js';
import { armyCost } from './army-count.js';
import type { ArmyRules } from './battle-rules.js';
import { errors, UsageError } from './errors.js';
import type { RuleSystem } from './system.js';

/** Fewer elements than this a side is a study of a pairing, not a battle (issue #35). */
const BATTLE_AT_LEAST = 4;

/** The rule's line and words, as every refusal of an army rule quotes them. */
const quote = (rules: ArmyRules): string => `(${rules.cite}: "${rules.words}"${rules.ruling ? `; ${rules.ruling}` : ''})`;

/** Elements stand behind front-line elements, one behind each, never behind themselves or a second-line element. */
function checkBehind(army: Army, label: string, nameOf: (troop: string) => string): void {
  const n = army.elements.length;
  const holder = new Map<number, number>();
  for (const [i, e] of army.elements.entries()) {
    if (e.behind === null) continue;
    const which = `${label}: element ${i + 1} (${nameOf(e.troop)})`;
    if (e.behind === i) throw new UsageError(`${which} stands behind itself`);
    const target = army.elements[e.behind];
    if (!Number.isInteger(e.behind) || !target) throw new UsageError(`${which} stands behind element ${e.behind + 1}, but the army has ${n} elements`);
    if (target.behind !== null) throw new UsageError(`${which} stands behind element ${e.behind + 1}, which stands behind another: elements stand behind the front line only (no chains or cycles)`);
    const before = holder.get(e.behind);
    if (before !== undefined) throw new UsageError(`${label}: elements ${before + 1} and ${i + 1} both stand behind element ${e.behind + 1}; one element stands behind another`);
    holder.set(e.behind, i);
  }
}

/**
 * Check an army against its system's army rules (002:79, borrowed by hott2 and hott25) for a
 * budget of `budget` AP: a refusal quotes the rule's line and words. The general's element is
 * paid for like any other: 002:79's "free General" is the command, not a free element (d3h2
 * ruling R52). Returns notes for an army that is fought but is not a full one.
 *
 * @example
 * checkArmy(d3h2, parseArmy(d3h2, 'general:Kn+4*Bd', 'army A'), 24); // => { notes: ["army 'general:knights+4*blades' uses 10 of 24 AP"] }
 */
export function checkArmy(system: RuleSystem, army: Army, budget: number): { notes: string[] } {
  const rules = system.battle?.army;
  if (!system.battle || !rules) throw errors.cannot(system.id, 'field an army', 'it declares no battle rules');
  if (!Number.isFinite(budget) || budget <= 0) throw errors.outOfRange('the army budget (--points)', budget, 'a positive number of AP');
  const label = `army '${army.name}'`;
  const n = army.elements.length;
  if (n === 0) throw new UsageError(`${label} has no elements: an army needs at least one`);
  if (n > MAX_ARMY_ELEMENTS) throw new UsageError(`${label} has ${tooManyElements(n)}`);

  const ids = system.rows.map((r) => r.id);
  for (const e of army.elements) {
    const row = system.rows.find((r) => r.id === e.troop);
    if (!row) throw errors.unknown('troop', e.troop, ids, `in ${label}`);
    if (row.cost === null) throw new UsageError(`${label} cannot field ${row.name}: it has no cost in ${system.id}, so it is not bought for an army`);
    // A type the board summons (Lurkers, F29) is bought: the battle refuses it on the line.
    const profile = system.battle.profiles.get(row.id);
    const off = profile?.summon ? null : profile?.notDeployed;
    if (off) throw new UsageError(`${label} cannot field ${row.name} in a line battle: ${off}`);
  }
  const nameOf = (troop: string): string => system.rows.find((r) => r.id === troop)?.name ?? troop;
  checkBehind(army, label, nameOf);

  const generals = army.elements.flatMap((e, i) => (e.general ? [i + 1] : []));
  if (generals.length === 0) throw new UsageError(`${label} has no general's element, but an army has one general ${quote(rules)}`);
  if (generals.length > 1) throw new UsageError(`${label} has ${generals.length} generals' elements (elements ${generals.slice(0, -1).join(', ')} and ${generals.at(-1)}), but an army has one general ${quote(rules)}`);

  const cost = armyCost(system, army);
  if (cost > budget) throw new UsageError(`${label} costs ${cost} AP, over its budget of ${budget} AP ${quote(rules)}`);
  if (rules.dear) {
    const { atLeast, share } = rules.dear;
    const dear = army.elements.reduce((sum, e) => {
      const c = system.rows.find((r) => r.id === e.troop)?.cost ?? 0;
      return c >= atLeast ? sum + c : sum;
    }, 0);
    const most = budget * share;
    if (dear > most) throw new UsageError(`${label} spends ${dear} AP on elements of ${atLeast} AP or more; at most ${most} (${share === 0.5 ? 'half' : `${share * 100}%`} of its ${budget} AP) may go on them ${quote(rules)}`);
  }

  const notes: string[] = [];
  if (cost < budget) notes.push(`${label} uses ${cost} of ${budget} AP`);
  if (n < BATTLE_AT_LEAST) notes.push(`${label} has ${n} element${n === 1 ? '' : 's'}: it studies a pairing, not a battle`);
  return { notes };
}
