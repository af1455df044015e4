import type { Army } from '../../../core/army.js';
import type { Field } from './field.js';
import type { Deployed } from './line.js';

/**
 * Both armies deployed as listed (RULINGS "Battles"): each front line left to right in list
 * order, both counted from the same end, the shorter line centred on the longer; an element
 * `behind` another stands in its column, touching its rear edge (rear support, a second
 * line), the next one behind that. The lines stand `gap` apart.
 */
export function deploy(field: Field, armies: readonly [Army, Army], typeOf: (troop: string) => number): { columns: number; sides: [Deployed, Deployed] } {
  const fronts = armies.map((a) => a.elements.filter((e) => e.behind === null).length);
  const columns = Math.max(fronts[0] ?? 0, fronts[1] ?? 0, 1);
  const side = (army: Army, front: number): Deployed => {
    const n = army.elements.length;
    const type = Int32Array.from(army.elements, (e) => typeOf(e.troop));
    const col = new Int32Array(n);
    const y = new Int32Array(n);
    const offset = Math.floor((columns - front) / 2);
    let next = 0;
    army.elements.forEach((e, i) => {
      if (e.behind === null) col[i] = offset + next++;
    });
    // Rear edge of the last element placed in each column so far.
    const rearOf = new Map<number, number>();
    army.elements.forEach((e, i) => {
      if (e.behind !== null) return;
      rearOf.set(i, -(field.recoil[type[i] as number] as number));
    });
    army.elements.forEach((e, i) => {
      if (e.behind === null) return;
      col[i] = col[e.behind] as number;
      const rear = rearOf.get(e.behind) ?? 0;
      y[i] = rear;
      rearOf.set(e.behind, rear - (field.recoil[type[i] as number] as number));
    });
    const general = Math.max(0, army.elements.findIndex((e) => e.general));
    return { type, col, y, general };
  };
  return { columns, sides: [side(armies[0], fronts[0] ?? 0), side(armies[1], fronts[1] ?? 0)] };
}
