import { defaultConditions } from '../../core/conditions.js';
import type { RuleSystem } from '../../core/system.js';
import { twoDiceAtLeast } from '../../rules/chainmail/checks.js';
import { MAN_ARMORS, meleeValue, MELEE_RULE, WEAPONS, type Weapon } from '../../rules/chainmail/duel-table.js';
import { diceFor, killChance } from '../../rules/chainmail/melee-round.js';
import { equalGroups, volleyLaw, volleyOf, type MissileReadings } from '../../rules/chainmail/missile.js';
import { ARMOR_CLASSES, COMBAT_TABLE, MASS_CLASSES, MISSILE_TABLE, MISSILE_WEAPONS, type MassClass } from '../../rules/chainmail/tables.js';
import type { Troop } from '../../rules/chainmail/troops.js';
import type { QuotedRow, QuotedTable, TableEntry } from './quoted-table.js';

/**
 * Chainmail's tables as a writer quotes them, worked by the code its matchups run: the mass
 * missile table through `volleyOf` and `volleyLaw` (003:266-300; C17, C26), the Combat
 * Tables through `diceFor` and `killChance` (003:1045-1107), and the man-to-man melee table
 * through `meleeValue` and two dice (003:1109-1131; C34-C37). Each row names the `matchup`
 * whose answer holds its figure, with troops chosen by their fields: plain figures of the
 * class, armour or weapon asked.
 */

export const CHAINMAIL_TABLES: readonly TableEntry[] = [
  { id: 'missile', title: 'mass missile fire: kills per firing figure by figures firing, weapon and target armour' },
  { id: 'melee', title: 'mass melee: dice and kills per figure by attacking and defending class' },
  { id: 'man-to-man', title: 'man to man: the chance one blow kills, by weapon and armour' },
];

/** Figures firing: up to the largest group of the table (20 against the fully armoured, 003:281). */
const FIRING = Array.from({ length: 20 }, (_, i) => i + 1);
/** Enough targets that no volley of 20 is capped by the figures there are (two groups of 10 kill 10 at most). */
const TARGETS = 20;
/** A melee's attackers: a whole number of dice for every cell (1 to 4 men a die). */
const ATTACKERS = 12;
/** Defenders enough that the largest melee volley (12 men with 4 dice each) is never capped. */
const DEFENDERS = 100;

/**
 * A figure of the class with no rule of its own beyond it: one hit, no special formation,
 * weapon, dice or magic. A charge's impetus counts only charging (C23), which no table does.
 */
function plain(t: Troop): boolean {
  return t.weight === 1 && t.defendsAs === null && t.extraDice === 0 && t.closeFormation === null && !t.extraDiePerMan && t.poleArms === null && !t.reluctant
    && t.fantasy === null && t.magicLevel === 0 && t.fullLight === null && t.halfKillsWith.length === 0 && t.magicDiceAgainst.length === 0
    && t.toughness.hits === 1 && t.toughness.mode === 'cumulative' && !t.toughness.missileProof;
}

const fraction = (num: number, den: number): string => {
  const g = gcd(num, den);
  return den / g === 1 ? String(num / g) : `${num / g}/${den / g}`;
};
function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) || 1 : gcd(b, a % b);
}

/** Figures lost by the defender, the matchup answer's metric every mass table reads. */
const DEFENDER_LOST = 'metrics[defender-figures-lost].mean';

function missileTable(system: RuleSystem, rows: readonly Troop[]): QuotedTable {
  const options = defaultConditions(system.options);
  const readings: MissileReadings = {
    halfArmor56: options['missile-half-armor-5-6'] as MissileReadings['halfArmor56'],
    fullyArmoredFrom: Number(options['missile-fully-armored-from']) as MissileReadings['fullyArmoredFrom'],
  };
  // Weapons that add the same to the die fire alike: one row each.
  const bonuses = [...new Set(MISSILE_WEAPONS.map((w) => w.dieBonus))];
  const out: QuotedRow[] = [];
  for (const bonus of bonuses) {
    const weapons = MISSILE_WEAPONS.filter((w) => w.dieBonus === bonus);
    const weapon = weapons[0]?.id ?? 'bow';
    const shooter = rows.find((r) => plain(r) && r.missile !== null && weapons.some((w) => w.id === r.missile));
    for (const armor of ARMOR_CLASSES) {
      const target = rows.find((r) => plain(r) && r.missile === null && r.armor === armor);
      const most = MISSILE_TABLE.find((b) => b.target === armor)?.rows.at(-1)?.firing[1] ?? 1;
      for (const firing of FIRING) {
        const law = volleyLaw(volleyOf(firing, weapon, armor, 'none', TARGETS, readings));
        const mean = law.reduce((sum, p, k) => sum + p * k, 0);
        out.push({
          cells: { weapon: `${weapons.map((w) => w.id).join(', ')}${bonus > 0 ? ` (+${bonus} on the die)` : ''}`, armor, firing, groups: equalGroups(firing, most).join('+'), kills: mean, 'per figure': mean / firing },
          matchup: shooter && target ? { args: ['matchup', system.id, `${firing}*${shooter.id}`, `${TARGETS}*${target.id}`, '--combat', 'missile'] } : null,
        });
      }
    }
  }
  return {
    system: system.id,
    id: 'missile',
    title: 'Mass missile fire: kills per firing figure',
    notes: [
      'One volley (003:266-283): the firing figures split into the fewest groups within the target\'s largest row (10, or 20 against the fully armoured), as equal as whole figures allow (C26); each group rolls a die and its row gives the kills; a heavy crossbow adds 1 to the die (003:287).',
      `Kills: the expected figures killed, exactly, at ${TARGETS} targets in no cover (soft cover halves them, 003:300); per figure: that over the figures firing. Readings of the doubtful rows as the defaults (C17: half armour 5-6 ${readings.halfArmor56}, fully armoured from ${readings.fullyArmoredFrom} firing).`,
    ],
    columns: [
      { key: 'weapon', label: 'weapon' },
      { key: 'armor', label: 'target armour' },
      { key: 'firing', label: 'figures firing' },
      { key: 'groups', label: 'groups' },
      { key: 'kills', label: 'kills', matchupField: DEFENDER_LOST },
      { key: 'per figure', label: 'kills per firing figure' },
    ],
    rows: out,
    chart: null,
  };
}

const faces = (kills: readonly number[]): string => (kills.length === 1 ? String(kills[0]) : `${kills[0]}-${kills[kills.length - 1]}`);

function meleeTable(system: RuleSystem, rows: readonly Troop[]): QuotedTable {
  const of = (cls: MassClass): Troop | undefined => rows.find((r) => plain(r) && r.missile === null && r.fightsAs === cls);
  const out: QuotedRow[] = MASS_CLASSES.flatMap((attacker) =>
    MASS_CLASSES.map((defender) => {
      const cell = COMBAT_TABLE[attacker].vs[defender];
      const dice = diceFor(ATTACKERS, cell);
      const a = of(attacker);
      const d = of(defender);
      return {
        cells: {
          attacker,
          defender,
          'dice per figure': fraction(cell.dice, cell.men),
          kills: `${faces(cell.kills)} (${cell.line})`,
          chance: { count: cell.kills.length, of: 6 },
          'per figure': (cell.dice * cell.kills.length) / (cell.men * 6),
          exactly: fraction(cell.dice * cell.kills.length, cell.men * 6),
          [`by ${ATTACKERS}`]: dice * killChance(cell.kills),
        },
        matchup: a && d ? { args: ['matchup', system.id, `${ATTACKERS}*${a.id}`, `${DEFENDERS}*${d.id}`, '--combat', 'melee'] } : null,
      };
    }),
  );
  return {
    system: system.id,
    id: 'melee',
    title: 'Mass melee: kills per figure by class',
    notes: [
      'The Combat Tables (003:1045-1107): the attacker rolls so many dice per so many figures, each die showing one of the faces given kills a defender (the cell\'s seed line beside it). Kills per figure: the dice a figure rolls times the chance a die kills, before rounding dice down (a unit rolls whole dice, 003:1045; C20).',
      `By ${ATTACKERS}: the expected kills of ${ATTACKERS} attacking figures in one round, fresh, from the front, not charging: the figure a matchup of ${ATTACKERS} against ${DEFENDERS} gives. Pole arms, mass shock, charges, flanks and fatigue change the dice (003:438, 478, 1103-1107).`,
    ],
    columns: [
      { key: 'attacker', label: 'attacker' },
      { key: 'defender', label: 'defender' },
      { key: 'dice per figure', label: 'dice per figure' },
      { key: 'kills', label: 'kills on (line)' },
      { key: 'chance', label: 'a die kills' },
      { key: 'per figure', label: 'kills per figure' },
      { key: 'exactly', label: 'exactly' },
      { key: `by ${ATTACKERS}`, label: `kills by ${ATTACKERS}`, matchupField: DEFENDER_LOST },
    ],
    rows: out,
    chart: { label: ['attacker', 'defender'], series: ['per figure'] },
  };
}

function manToManTable(system: RuleSystem, rows: readonly Troop[]): QuotedTable {
  // A man to pose with any weapon and armour: on foot, or on a horse for the mounted lance (man-to-man.ts reads the category so).
  const man = (w: Weapon): Troop | undefined => rows.find((r) => plain(r) && r.missile === null && (r.category === 'horse') === w.mountedOnly);
  const out: QuotedRow[] = WEAPONS.flatMap((w) =>
    MAN_ARMORS.map((armor) => {
      const value = meleeValue(w.id, armor);
      const m = man(w);
      return {
        cells: { weapon: w.id, armor, needs: `${value}+`, chance: { count: Math.round(twoDiceAtLeast(value) * 36), of: 36 } },
        // The defender holds the same weapon: the attacker then strikes first, once (003:656-662, 690), and a round
        // of one blow each ends on his kill (003:654), so the defender's death in one round is that blow's chance.
        matchup: m ? { args: ['matchup', system.id, m.id, m.id, '--combat', 'duel', '--a', `weapon=${w.id}`, '--b', `weapon=${w.id},armor=${armor}`, '--option', 'duel-rounds=1'] } : null,
      };
    }),
  );
  return {
    system: system.id,
    id: 'man-to-man',
    title: 'Man to man: the chance one blow kills',
    notes: [
      `The MELEE TABLE (003:1109-1131): "${MELEE_RULE.words}" (003:${MELEE_RULE.line}). Readings of the printed columns and weapon numbers: C34-C37; the duel around the blow (who strikes first, how many blows, parries, horses): 003:650-690, C38-C41.`,
      'The chance is of one blow, with no modifier (not mounted against foot, not from the rear, no parry, no magic armour); "x to 1" is odds against, the pairs of dice that fail to those that kill.',
    ],
    columns: [
      { key: 'weapon', label: 'weapon' },
      { key: 'armor', label: 'armour' },
      { key: 'needs', label: 'kills on two dice of' },
      { key: 'chance', label: 'one blow kills', matchupField: 'outcomes.defender.killed' },
    ],
    rows: out,
    chart: null,
  };
}

/** One Chainmail table by id, over the system's rows (an overlay's, if any). */
export function chainmailTable(system: RuleSystem, id: string): QuotedTable {
  const rows = system.rows as readonly Troop[];
  if (id === 'missile') return missileTable(system, rows);
  if (id === 'melee') return meleeTable(system, rows);
  if (id === 'man-to-man') return manToManTable(system, rows);
  throw new Error(`internal: no chainmail table ${id}`);
}

