import type { SystemMeta } from '../../core/system.js';

/** What names D3H2 without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'd3h2',
  title: 'DBA 3.0 + Hordes of the Things 2.1 (D3H2)',
  seedFile: '002_432c49c5757f1ed7.txt',
  source: {
    title: 'DBA 3.0 + HOTT 2.1',
    // COMBAT OUTCOME (002:605-653), for close combat, shooting and bespelling alike.
    lines: { close: 605, shooting: 605, bespell: 605, battle: 689 },
  },
  combatKinds: ['close', 'shooting', 'bespell', 'battle'],
};
