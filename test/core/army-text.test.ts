import { describe, expect, it } from 'vitest';
import { armyCost, armyGroup } from '../../src/core/army-count.js';
import { armyLabel, parseArmy, parseInlineArmy } from '../../src/core/army-text.js';
import { UsageError } from '../../src/core/errors.js';
import { d3h2 } from '../../src/rules/d3h2/index.js';
import { hott2 } from '../../src/rules/hott2/index.js';

/** The elements in a short form: troop, then G for the general's, then >i for standing behind element i. */
const shape = (text: string, system = hott2): string[] =>
  parseArmy(system, text, 'army A').elements.map((e) => `${e.troop}${e.general ? ' G' : ''}${e.behind === null ? '' : ` >${e.behind}`}`);

function refusal(text: string, system = hott2): string {
  try {
    parseArmy(system, text, 'army A');
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected '${text}' to be refused`);
}

describe('inline armies', () => {
  it('lays out entries left to right with their counts, the general first of its entry', () => {
    expect(shape('general:knights+2*knights+4*blades+2*shooters')).toEqual(['knights G', 'knights', 'knights', 'blades', 'blades', 'blades', 'blades', 'shooters', 'shooters']);
    expect(shape('2xknights + 3 * blades')).toEqual(['knights G', 'knights', 'blades', 'blades', 'blades']);
    expect(shape('blades+2*general:knights')).toEqual(['blades', 'knights G', 'knights']);
    expect(shape('blades+general:2*knights')).toEqual(['blades', 'knights G', 'knights']);
  });

  it("reads d3h2's list codes, 3Kn being Fast Knights and 3xKn three Knights", () => {
    expect(shape('Kn+3Kn+2*Bd+3xKn+behind:2*3Kn+3Kn', d3h2).slice(7)).toEqual(['fast-knights >1', 'fast-knights >9', 'fast-knights']);
    expect(shape('Kn+3Kn+2*Bd+3xKn', d3h2)).toEqual(['knights G', 'fast-knights', 'blades', 'blades', 'knights', 'knights', 'knights']);
    expect(shape('general:Pl+4Kn+2*8Sp', d3h2)).toEqual(['paladins G', 'knights', 'double-spears', 'double-spears']);
  });

  it('with no general: written, makes the first front-line element the general and says so', () => {
    const { army, notes } = parseInlineArmy(hott2, 'behind:spears+spears+knights', 'army A');
    expect(army.elements.map((e) => e.general)).toEqual([false, true, false]);
    expect(notes).toEqual(["army A marks no general: its first front-line element (Spears) is the general's (write general: before the one you mean)"]);
    expect(parseInlineArmy(hott2, 'general:knights+spears', 'army A').notes).toEqual([]);
  });

  it('puts behind: elements behind the leftmost front elements of their troop with none behind yet', () => {
    expect(shape('general:heroes+2*spears+2*behind:spears')).toEqual(['heroes G', 'spears', 'spears', 'spears >1', 'spears >2']);
    expect(shape('spears+behind:spears+spears+behind:spears')).toEqual(['spears G', 'spears >0', 'spears', 'spears >2']);
    expect(shape('2*behind:warband+general:heroes+3*warband')).toEqual(['warband >3', 'warband >4', 'heroes G', 'warband', 'warband', 'warband']);
  });

  it('puts behindN: elements behind the Nth front-line element, of any troop', () => {
    expect(shape('general:blades+3*blades+behind2:shooters+behind4:shooters')).toEqual(['blades G', 'blades', 'blades', 'blades', 'shooters >1', 'shooters >3']);
  });

  it('refuses what it cannot lay out, in one sentence naming the entry', () => {
    expect(refusal('general:knights+behind:spears')).toBe("army A 'general:knights+behind:spears': 'behind:spears': no front-line spears element is left without one behind it, so this spears element has nothing to stand behind");
    expect(refusal('spears+2*behind:spears')).toMatch(/'2\*behind:spears': no front-line spears element is left/);
    expect(refusal('blades+behind3:shooters')).toBe("army A 'blades+behind3:shooters': 'behind3:shooters': there is no front-line element 3 to stand behind: the front line has 1");
    expect(refusal('blades+behind1:shooters+behind1:shooters')).toMatch(/'behind1:shooters': front-line element 1 already has an element behind it$/);
    expect(refusal('blades+behind0:shooters')).toMatch(/numbers the front-line elements from 1/);
    expect(refusal('knights++blades')).toMatch(/an entry is empty/);
    expect(refusal('knights+0*knights')).toBe("army A 'knights+0*knights': '0*knights': the count '0' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)");
    expect(refusal('general:general:knights')).toMatch(/says general: twice/);
    expect(refusal('behind:2*behind:spears')).toMatch(/says behind: twice/);
    expect(refusal('2*3*knights')).toBe("unknown troop '3*knights' in army A (hott2); did you mean knights?");
    expect(refusal('knigts')).toBe("unknown troop 'knigts' in army A (hott2); did you mean knights?");
  });

  it('refuses a huge count before laying anything out, saying the limit is a sanity limit', () => {
    expect(refusal('99999999999999999999*hordes')).toMatch(/'99999999999999999999\*hordes': the count '99999999999999999999' is not a whole number from 1 to 48,/);
    expect(refusal('1000000*hordes')).toBe("army A '1000000*hordes': '1000000*hordes': the count '1000000' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)");
    expect(refusal('30*hordes+30*hordes')).toMatch(/60 elements, but an army may have at most 48/);
    const long = refusal(Array.from({ length: 100_000 }, () => 'hordes').join('+'));
    expect(long.length).toBeLessThan(400);
    expect(long).toMatch(/\.\.\.': 100000 entries, but an army may have at most 48 elements \(a sanity limit/);
  });
});

describe('armyLabel', () => {
  const texts = [
    'general:knights+2*knights+4*blades+2*shooters',
    'general:heroes+4*spears+4*behind:spears+2*shooters',
    'general:blades+3*blades+behind2:shooters+behind4:shooters',
    '2*behind:warband+general:heroes+3*warband',
    'spears+behind:spears+spears+behind:spears',
    'blades+spears+behind2:spears+spears+behind:spears',
    'spears+spears+behind2:spears+behind:spears',
  ];

  it('writes the canonical text, general always written and like elements counted', () => {
    expect(armyLabel(parseArmy(hott2, '2*knights+spears+behind:spears', 'army A'))).toBe('general:knights+knights+spears+behind:spears');
    expect(armyLabel(parseArmy(hott2, '2xKNIGHTS + 1*blades+blades', 'army A'))).toBe('general:knights+knights+2*blades');
    expect(armyLabel(parseArmy(d3h2, 'general:Kn+3Kn+2*Bd', 'army A'))).toBe('general:knights+fast-knights+2*blades');
    expect(armyLabel(parseArmy(hott2, 'general:blades+3*blades+behind2:shooters+behind4:shooters', 'army A'))).toBe('general:blades+3*blades+behind2:shooters+behind4:shooters');
    // behind the leftmost free front spears is what behind: means, so it is written that way
    expect(armyLabel(parseArmy(hott2, 'blades+spears+behind2:spears+spears+behind:spears', 'army A'))).toBe('general:blades+spears+behind:spears+spears+behind:spears');
    // behind the second spears is not what behind: would give (the first), so it keeps its number
    expect(armyLabel(parseArmy(hott2, 'spears+spears+behind2:spears+behind:spears', 'army A'))).toBe('general:spears+spears+behind2:spears+behind:spears');
  });

  it('round-trips: the label reads back to the same army, and is its name', () => {
    for (const text of texts) {
      const army = parseArmy(hott2, text, 'army A');
      expect(army.name).toBe(armyLabel(army));
      expect(parseArmy(hott2, armyLabel(army), 'army A')).toEqual(army);
    }
  });
});

describe('armyGroup and armyCost', () => {
  it('counts the elements by type in the system row order', () => {
    expect(armyGroup(hott2, parseArmy(hott2, 'general:knights+2*knights+4*blades+2*shooters', 'army A'))).toEqual([
      { troop: 'knights', count: 3 }, { troop: 'blades', count: 4 }, { troop: 'shooters', count: 2 },
    ]);
    expect(armyGroup(hott2, parseArmy(hott2, 'spears+knights+spears', 'army A'))).toEqual([{ troop: 'knights', count: 1 }, { troop: 'spears', count: 2 }]);
  });

  it('adds up the row costs, the general paid for like any element', () => {
    expect(armyCost(hott2, parseArmy(hott2, 'general:knights+2*knights+4*blades+2*shooters', 'army A'))).toBe(18);
    expect(armyCost(d3h2, parseArmy(d3h2, 'Pl+4*Kn+2*Wb', 'army A'))).toBe(15);
    expect(armyCost(hott2, parseArmy(hott2, 'general:heroes+8*hordes+4*behind:hordes', 'army A'))).toBe(16);
  });

  it('refuses a type with no cost', () => {
    expect(() => armyCost(hott2, { name: 'x', elements: [{ troop: 'stronghold', general: true, behind: null }], home: null })).toThrow('Stronghold (stronghold) cannot be bought for an army: it has no cost in hott2');
  });
});
