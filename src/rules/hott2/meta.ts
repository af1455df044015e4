import type { SystemMeta } from '../../core/system.js';

/** What names Hordes of the Things 2nd edition without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'hott2',
  title: 'Hordes of the Things, 2nd edition',
  seedFile: '000_4e153465d7893c13.txt',
  combatKinds: ['close', 'shooting', 'bespell'],
};
