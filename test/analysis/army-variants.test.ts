import { describe, expect, it } from 'vitest';
import { generalMoved, withoutOne } from '../../src/analysis/army-variants.js';
import { armyLabel, parseArmy } from '../../src/core/army-text.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';

const army = (text: string) => parseArmy(d3h2, text, 'r');
const label = (v: ReturnType<typeof withoutOne>) => (v ? armyLabel(v.army) : null);

describe('army variants for worth in an army', () => {
  it('removes the last ordinary element of the type with nobody behind it', () => {
    expect(label(withoutOne(army('Ps+general:Kn+2*Bd+Ps'), 'blades'))).toBe('psiloi+general:knights+blades+psiloi');
    // The front Warband with one behind keep theirs: the second-line one goes.
    expect(label(withoutOne(army('general:Hr+2*Wb+behind:Wb'), 'warband'))).toBe('general:heroes+2*warband');
  });

  it('closes the rank up when every element of the type has one behind it', () => {
    const v = withoutOne(army('general:Kn+Bd+Bd+behind2:Sh+behind3:Sh'), 'blades');
    // The last Blades goes; the Shooters behind it steps into its place.
    expect(label(v)).toBe('general:knights+blades+shooters+behind2:shooters');
  });

  it('moves the general when the type is only his element', () => {
    const v = withoutOne(army('Ps+general:Pl+3*Kn+Ps'), 'paladins');
    expect(v?.generalTo).toBe('knights');
    expect(label(v)).toBe('psiloi+general:knights+2*knights+psiloi');
    expect(withoutOne(army('general:Kn'), 'knights')).toBeNull();
    expect(withoutOne(army('general:Kn+Bd'), 'spears')).toBeNull();
  });

  it('moves the general to the first front element of the most common other type', () => {
    const v = generalMoved(army('Ps+general:Pl+Bd+3*Kn+behind:Kn'));
    expect(v?.generalTo).toBe('knights');
    expect(label(v)).toBe('psiloi+paladins+blades+general:knights+2*knights+behind:knights');
  });
});
