import type { SystemMeta } from '../../core/system.js';

/** What names Little Orc Wars without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'low',
  title: 'Little Orc Wars',
  seedFile: '004_c98169fcf59b619a.txt',
  source: {
    title: 'Little Orc Wars',
    // Melee (004:372, also the rounds of an engagement), missile fire (004:455), catapult shot (004:296).
    lines: { melee: 372, engagement: 372, missile: 455, shot: 296 },
  },
  combatKinds: ['melee', 'engagement', 'missile', 'shot'],
};
