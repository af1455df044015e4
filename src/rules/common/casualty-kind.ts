import type { CombatKind, OutcomeDef } from '../../core/system.js';

/** Index of a side's outcome on a casualty kind's axis: 0 none, 1 losses, 2 lost every figure. */
export function casualtyOutcome(lost: number, figures: number): number {
  return lost === 0 ? 0 : lost >= figures ? 2 : 1;
}

/**
 * A combat kind whose result is each side's casualties (a round of melee, a volley, a shot):
 * each side took none, took some and survived, or lost every figure, which each system
 * names in its own words (`destroyed`, `eliminated`); with each side's "lose figures" total
 * and, under it, its loss of every figure.
 *
 * @example
 * casualtyKind('melee', 'melee round', '...', { id: 'destroyed', label: 'destroyed' });
 */
export function casualtyKind(id: string, label: string, description: string, all: { readonly id: string; readonly label: string }): CombatKind {
  const outcomes: readonly OutcomeDef[] = [
    { id: 'none', label: 'no losses', unfavourable: false },
    { id: 'losses', label: 'took casualties, survived', unfavourable: true },
    { id: all.id, label: all.label, unfavourable: true },
  ];
  const values = outcomes.map((o) => o.id);
  const total = (side: 'attacker' | 'defender'): CombatKind['totals'] => {
    const losses = `${side}Losses`;
    const whole = `${side}${all.id.charAt(0).toUpperCase()}${all.id.slice(1)}`;
    return [
      { id: losses, label: `{${side}} lose figures`, axis: side, values: ['losses', all.id] },
      { id: whole, label: all.label, axis: side, values: [all.id], partOf: losses },
    ];
  };
  return {
    id,
    label,
    description,
    outcomes,
    axes: [
      { name: 'attacker', values },
      { name: 'defender', values },
    ],
    totals: [...total('attacker'), ...total('defender')],
  };
}
