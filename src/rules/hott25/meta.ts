import type { SystemMeta } from '../../core/system.js';

/** What names HOTT 2.5 without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'hott25',
  title: 'Hordes of the Things 2.5 (crib sheet)',
  seedFile: '001_a3a2e917c5916244.txt',
  source: {
    title: 'HOTT 2.5 crib sheet',
    // COMBAT OUTCOMES (001:87-151), for every kind; what the crib sheet leaves unsaid is the 2nd edition's (000:64).
    lines: { close: 87, shooting: 87, bespell: 87, battle: 212 },
  },
  combatKinds: ['close', 'shooting', 'bespell', 'battle'],
};
