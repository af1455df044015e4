import type { Clause } from './outcome-table.js';
import { opponentOf, type SideSituation, type Situation } from './situation.js';

/** Whether any of the element's outcome clauses passes the test. */
function rowAsks(side: SideSituation, test: (c: Clause) => boolean): boolean {
  const o = side.troop.outcomes;
  return [...o.equal, ...o.less, ...o.half].some(test);
}

/** Whether the element's outcome row asks if it moved into contact this bound (the Knights row, line 75). */
const rowAsksCharged = (own: SideSituation): boolean => rowAsks(own, (c) => c.ownCharged === true);

/** Whether aiding against a Stronghold counts: its -1 (line 52), or its row's capture by aided aerials (line 90). */
function assaultAidingCounts(opp: SideSituation): boolean {
  return opp.troop.fortress && (!opp.troop.ignoresAssaultAiding || rowAsks(opp, (c) => c.opponentAided === true));
}

/**
 * Conditions that are accepted but change nothing in this matchup (DESIGN.md: "a
 * condition that does not apply to a troop type is accepted and has no effect"). Each
 * entry says when the condition can matter; a note tells the user when it cannot.
 */
const RELEVANCE: readonly {
  readonly key: keyof SideSituation['conditions'];
  readonly name: string;
  readonly matters: (s: Situation, own: SideSituation) => boolean;
  readonly why: string;
}[] = [
  { key: 'general', name: 'general', matters: (s, own) => s.combat === 'close' || own.targeted, why: 'a general counts only in close combat or when shot at or bespelled' },
  { key: 'uphill', name: 'uphill', matters: (s, own) => s.combat === 'close' && opponentOf(s, own).troop.category !== 'aerial', why: 'upslope counts only in close combat, and not against aerials' },
  {
    key: 'support',
    name: 'support',
    matters: (s, own) => s.combat === 'close' && !own.conditions.badGoing && own.troop.secondRankSupport && !opponentOf(s, own).troop.deniesRankSupport,
    why: 'a second rank counts only for a type that fights with one (Spears, Warband), in good going, in close combat, and not against a type that denies it',
  },
  { key: 'overlaps', name: 'overlaps', matters: (s) => s.combat === 'close', why: 'overlaps count only in close combat' },
  { key: 'rear', name: 'rear', matters: (s) => s.combat === 'close', why: 'rear contact counts only in close combat' },
  { key: 'charged', name: 'charged', matters: (s, own) => s.combat === 'close' && rowAsksCharged(own), why: 'only the Knights row asks whether they moved into contact' },
  { key: 'cover', name: 'cover', matters: (_s, own) => own.targeted, why: 'cover counts only when shot at or bespelled' },
  { key: 'warded', name: 'warded', matters: (s, own) => s.combat === 'bespell' && own.targeted, why: 'the ward counts only when bespelled' },
  {
    key: 'aiding',
    name: 'aiding',
    matters: (s, own) => (s.combat === 'close' ? assaultAidingCounts(opponentOf(s, own)) : own.shooting),
    why: 'aiding elements count only for a side shooting, bespelling or attacking a Stronghold that counts them',
  },
  { key: 'shootsBack', name: 'shoots-back', matters: (_s, own) => !own.isAttacker && own.shooting, why: 'only a Shooters or Artillery target in a shooting combat can shoot back' },
  { key: 'water', name: 'water', matters: (s, own) => s.combat === 'close' && own.troop.waterLurker, why: 'only Lurkers can be Water Lurkers, and only in contact' },
  { key: 'nearStronghold', name: 'near-stronghold', matters: (s, own) => s.combat === 'bespell' && !own.isAttacker && own.troop.wardedNearStronghold, why: 'it protects only a Magician being bespelled' },
  { key: 'rolledOne', name: 'rolled-one', matters: (s, own) => s.combat === 'bespell' && own.isAttacker && own.troop.selfEnsorcelsOnOne, why: 'it matters only to a bespelling Magician' },
];

function isSet(value: boolean | number): boolean {
  return value === true || (typeof value === 'number' && value > 0);
}

/** One note per condition that was given but changes nothing in this matchup. */
export function notesFor(s: Situation): string[] {
  const notes: string[] = [];
  for (const [label, own] of [['attacker', s.attacker], ['defender', s.defender]] as const) {
    for (const r of RELEVANCE) {
      if (isSet(own.conditions[r.key]) && !r.matters(s, own)) {
        notes.push(`${label} condition ${r.name} has no effect on ${own.troop.name} here: ${r.why}`);
      }
    }
    if (own.conditions.cover && !own.conditions.badGoing) {
      notes.push(`${label} is in cover (a wood or BUA), which is bad going; add going=bad if its going should count`);
    }
  }
  return notes;
}
