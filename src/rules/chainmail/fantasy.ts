/**
 * One attack on the Fantasy Combat Table, exactly (003:1235-1239): two dice plus `modifier`
 * (a magic sword +1 to +3, magic armour on the defender -1, a weaker magic user -1 to -3:
 * 003:806, issue #25) against the table's value; under no effect, equal the defender falls
 * back one move, over it is killed. Over the 36 dice outcomes.
 *
 * @example
 * fantasyAttack(7); // => { noEffect: 15/36, fallBack: 6/36, killed: 15/36 } (Hero against Hero)
 */
export function fantasyAttack(value: number, modifier = 0): { noEffect: number; fallBack: number; killed: number } {
  let under = 0;
  let equal = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const score = a + b + modifier;
      if (score < value) under++;
      else if (score === value) equal++;
    }
  }
  return { noEffect: under / 36, fallBack: equal / 36, killed: (36 - under - equal) / 36 };
}
