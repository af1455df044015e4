import type { SystemMeta } from '../../core/system.js';

/** What names Little Orc Wars without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'low',
  title: 'Little Orc Wars',
  seedFile: '004_c98169fcf59b619a.txt',
  combatKinds: ['melee', 'engagement', 'missile', 'shot'],
};
