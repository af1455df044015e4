import type { SystemMeta } from '../../core/system.js';

/** What names Chainmail without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'chainmail',
  title: 'Chainmail',
  seedFile: '003_2e1ef94db81ea8a3.txt',
  combatKinds: ['melee', 'engagement', 'morale', 'missile', 'fantasy', 'joust', 'duel', 'shot'],
};
