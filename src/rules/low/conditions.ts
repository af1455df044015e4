import type { ConditionDef } from '../../core/conditions.js';
import { POLICIES } from './casualties.js';
import { COVER } from './troops.js';

/** A side's situation (`--a`/`--b`, scenario `a:`/`b:`). */
export const CONDITIONS: readonly ConditionDef[] = [
  {
    key: 'water',
    kind: 'flag',
    description: 'the side is in water: amphibious and aquatic figures roll one more melee die against land creatures when both sides are (R11, R21); a shot landing in water kills only a figure knocked over and first struck (R17)',
  },
  {
    key: 'cover',
    kind: 'choice',
    values: ['none', ...COVER.map((c) => c.id)],
    default: 'none',
    description: 'woods or a fortification: the side\'s dice resisting missile fire convert low rolls; a fortification also protects in melee (R16)',
  },
  { key: 'wall', kind: 'count', min: 0, max: 24, default: 0, description: 'height in inches of the fortification the side stands on; needed for melee against it (R16, R28)' },
  { key: 'knocked-over', kind: 'flag', description: 'shot: the shot knocks the struck figure over (killed, R17)' },
  { key: 'not-first', kind: 'flag', description: 'shot: the shot touched another figure first (only the first touched dies without being knocked over, 004:298-302)' },
  { key: 'isolated', kind: 'flag', description: 'engagement: the side is Isolated (004:356-359) and, under option surrender, surrenders to a force twice its size (R25, R30)' },
];

/** House rules and contested readings; each default is the ruling in RULINGS.md. */
export const OPTIONS: readonly ConditionDef[] = [
  { key: 'cavalry-two-kills', kind: 'flag', description: 'R3: plain cavalry fall to 2 kills (the ruling: 1)' },
  { key: 'defender-six-extra', kind: 'flag', description: 'R7: every paired defender 6 kills one attacker on top of its pair (the ruling: only a 6-6 pair kills the attacker)' },
  {
    key: 'policy',
    kind: 'choice',
    values: POLICIES,
    default: 'attacker-best',
    description: 'R9: casualties; attacker-best (the attacker removes the defender\'s most points and his own fewest), cheapest-first (cheapest figures first on both sides), owner-chooses (each side loses its own fewest points)',
  },
  { key: 'split', kind: 'choice', values: ['twelve', 'none'], default: 'twelve', description: 'R10: melees of more than 12 attackers are split into sub-melees (twelve), or fought as one (none)' },
  { key: 'resist-one-die', kind: 'flag', description: 'R15: a target without missile weapons resists with one die (the ruling: its melee dice)' },
  {
    key: 'target-ties',
    kind: 'choice',
    values: ['white-first', 'coloured-first'],
    default: 'white-first',
    description: 'R31: missile fire, target dice of equal value are ordered with the unarmed (white) ones higher, or the armed (coloured) ones',
  },
  { key: 'fixed-roles', kind: 'flag', description: 'R25: in an engagement the attacker attacks every round (the ruling: roles alternate)' },
  { key: 'surrender', kind: 'flag', description: 'R25: an isolated side facing twice its figures or dice surrenders before a round (the ruling: no surrender)' },
  { key: 'round-cap', kind: 'count', min: 1, max: 1000, default: 100, description: 'R30: an engagement still undecided after this many rounds ends undecided' },
];
