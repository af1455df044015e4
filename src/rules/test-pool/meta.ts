import type { SystemMeta } from '../../core/system.js';

/** What names the test pool without loading its tables: the registry loads it by its id (`systems` does not list it). */
export const META: SystemMeta = {
  id: 'test-pool',
  title: 'Test pool (a worked example of the contract, not a published rule set)',
  seedFile: '(none)',
  source: { title: 'Test pool (no rule text)', lines: {} },
  combatKinds: ['volley'],
};
