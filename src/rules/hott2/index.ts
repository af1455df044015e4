import type { RuleCitation, RuleSystem } from '../../core/system.js';
import { BAND_AXIS, encode } from '../../core/outcome-code.js';
import { errors } from '../../core/errors.js';
import { OpposedD6Kernel } from '../common/opposed-d6-kernel.js';
import { CONDITIONS } from './conditions.js';
import { buildTotal } from './factors.js';
import { notesFor } from './notes.js';
import { resolveCombat } from './resolve.js';
import { situationOf } from './situation.js';
import { BESPELLERS, SHOOTERS, TROOPS, troop } from './troops.js';

const OUTCOMES = [
  { id: 'none', label: 'no effect', unfavourable: false },
  { id: 'recoil', label: 'recoil', unfavourable: true },
  { id: 'flee', label: 'flee', unfavourable: true },
  { id: 'flee-off', label: 'flee off the battlefield', unfavourable: true },
  { id: 'destroyed', label: 'destroyed', unfavourable: true },
  { id: 'ensorcelled', label: 'ensorcelled', unfavourable: true },
  { id: 'captured', label: 'captured', unfavourable: true },
] as const;

const OUTCOME_IDS = OUTCOMES.map((o) => o.id);
const AXES = [BAND_AXIS, { name: 'attacker', values: OUTCOME_IDS }, { name: 'defender', values: OUTCOME_IDS }] as const;

const names = (ids: readonly string[]): string => ids.map((id) => troop(id).name).join(' and ');

/**
 * Hordes of the Things, 2nd edition, from its reference sheet (seed 000). One opposed
 * roll of a d6 each: 36 dice pairs, so exact enumeration is the default.
 */
export const hott2: RuleSystem = {
  id: 'hott2',
  title: 'Hordes of the Things, 2nd edition',
  seedFile: '000_4e153465d7893c13.txt',
  combatKinds: [
    { id: 'close', label: 'close combat', description: 'elements in frontal contact (line 24)' },
    { id: 'shooting', label: 'shooting', description: 'Shooters or Artillery shoot at a target (lines 23, 82, 84)' },
    { id: 'bespell', label: 'bespelling', description: 'a Magician bespells a target (lines 23, 88)' },
  ],
  conditions: CONDITIONS,
  outcomes: OUTCOMES,
  troops: TROOPS.map((t) => ({
    id: t.id,
    name: t.name,
    category: t.category,
    columns: { cfFoot: t.cfFoot, cfMounted: t.cfMounted, acts: SHOOTERS.includes(t.id) ? 'shoots' : BESPELLERS.includes(t.id) ? 'bespells' : '' },
  })),
  troopColumns: [
    { key: 'cfFoot', label: 'vs foot' },
    { key: 'cfMounted', label: 'vs mounted/aerial' },
    { key: 'acts', label: 'ranged' },
  ],

  prepare(matchup) {
    const attackerName = troop(matchup.attacker.troop).name;
    if (matchup.combat === 'shooting' && !SHOOTERS.includes(matchup.attacker.troop)) {
      throw errors.cannot(attackerName, 'shoot in hott2', `only ${names(SHOOTERS)} shoot (seed 000 lines 82, 84)`);
    }
    if (matchup.combat === 'bespell' && !BESPELLERS.includes(matchup.attacker.troop)) {
      throw errors.cannot(attackerName, 'bespell in hott2', `only ${names(BESPELLERS)} bespell (seed 000 line 88)`);
    }
    const s = situationOf(matchup);
    const attacker = buildTotal(s, s.attacker);
    const defender = buildTotal(s, s.defender);
    const rules = new Map<string, RuleCitation>();
    const kernel = new OpposedD6Kernel(AXES, (dieA, dieD) => {
      const r = resolveCombat(s, attacker.total + dieA, defender.total + dieD, dieA, dieD);
      const band = BAND_AXIS.values[r.band] ?? '';
      for (const [side, res] of [['attacker', r.attacker], ['defender', r.defender]] as const) {
        const key = `${side}|${band}|${res.outcome}`;
        const seen = rules.get(key);
        if (!seen) rules.set(key, { side, band, outcome: res.outcome, rule: res.rule, cite: res.cite });
        else if (!seen.rule.includes(res.rule)) rules.set(key, { ...seen, rule: `${seen.rule}; or ${res.rule}` });
      }
      return encode(AXES, [r.band, OUTCOME_IDS.indexOf(r.attacker.outcome), OUTCOME_IDS.indexOf(r.defender.outcome)]);
    });
    return {
      kernel,
      explanation: { dice: 'one d6 each side', attacker, defender, rules: [...rules.values()] },
      notes: notesFor(s),
    };
  },
};
