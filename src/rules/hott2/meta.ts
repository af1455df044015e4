import type { SystemMeta } from '../../core/system.js';

/** What names Hordes of the Things 2nd edition without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'hott2',
  title: 'Hordes of the Things, 2nd edition',
  seedFile: '000_4e153465d7893c13.txt',
  source: {
    title: 'Hordes of the Things 2nd ed. reference sheet',
    // The combat outcome table (000:64-89) gives every kind's outcomes: close combat, shooting, bespelling.
    lines: { close: 64, shooting: 64, bespell: 64, battle: 57 },
  },
  combatKinds: ['close', 'shooting', 'bespell', 'battle'],
};
