import type { SystemMeta } from '../../core/system.js';

/** What names Chainmail without loading its tables: `systems` lists it, the registry loads it by its id. */
export const META: SystemMeta = {
  id: 'chainmail',
  title: 'Chainmail',
  seedFile: '003_2e1ef94db81ea8a3.txt',
  source: {
    title: 'Chainmail with the Fantasy Supplement',
    // Per kind, where its outcomes are read: the Combat Tables (003:1047), post-melee morale's
    // reactions (003:423), mass missile fire (003:266), the Fantasy Combat Table's three results
    // (003:1235), the Jousting Matrix (003:1151), the man-to-man tables (003:1109, 1133).
    lines: { melee: 1047, engagement: 423, morale: 423, missile: 266, fantasy: 1235, joust: 1151, duel: 1109, shot: 1133 },
  },
  combatKinds: ['melee', 'engagement', 'morale', 'missile', 'fantasy', 'joust', 'duel', 'shot'],
};
