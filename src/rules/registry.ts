import { errors } from '../core/errors.js';
import type { RuleSystem, SystemMeta } from '../core/system.js';
import { META as CHAINMAIL } from './chainmail/meta.js';
import { META as D3H2 } from './d3h2/meta.js';
import { META as HOTT2 } from './hott2/meta.js';
import { META as HOTT25 } from './hott25/meta.js';
import { META as LOW } from './low/meta.js';
import { META as TEST_POOL } from './test-pool/meta.js';

/** One rule system: what names it (its folder's meta.ts), whether `systems` lists it, and how to load it. */
interface Declaration {
  readonly meta: SystemMeta;
  readonly listed: boolean;
  load(): Promise<RuleSystem>;
}

/**
 * Every rule system oddsmith knows. Adding one is a folder under src/rules (its meta.ts and
 * index.ts) and one line here: `systems`, the lazy loading (a command pays for one system's
 * tables, not all), worker threads and the tests derive from this list; only a worker run
 * from source imports every system statically (all-systems.ts, kept equal by a test).
 */
const SYSTEMS: readonly Declaration[] = [
  { meta: HOTT2, listed: true, load: async () => (await import('./hott2/index.js')).hott2 },
  { meta: HOTT25, listed: true, load: async () => (await import('./hott25/index.js')).hott25 },
  { meta: D3H2, listed: true, load: async () => (await import('./d3h2/index.js')).d3h2 },
  { meta: LOW, listed: true, load: async () => (await import('./low/index.js')).low },
  { meta: CHAINMAIL, listed: true, load: async () => (await import('./chainmail/index.js')).chainmail },
  { meta: TEST_POOL, listed: false, load: async () => (await import('./test-pool/index.js')).testPool },
];

/** What `systems` lists, without loading any system (a test checks it against the systems). */
export const CATALOGUE: readonly SystemMeta[] = SYSTEMS.filter((s) => s.listed).map((s) => s.meta);

/** Every system id, listed or not. */
export const SYSTEM_IDS: readonly string[] = SYSTEMS.map((s) => s.meta.id);

/** Systems that work but are not listed by `systems`: the contract's worked example. */
export const UNLISTED: ReadonlySet<string> = new Set(SYSTEMS.filter((s) => !s.listed).map((s) => s.meta.id));

/**
 * The system with this id (case-insensitive), loaded; a UsageError suggesting the closest
 * listed ids for an unknown one. Loading is importing its module, which Node does once.
 */
export async function loadSystem(id: string): Promise<RuleSystem> {
  const found = SYSTEMS.find((s) => s.meta.id === id.toLowerCase());
  if (!found) throw errors.unknown('system', id, CATALOGUE.map((s) => s.id));
  return found.load();
}

/** The named systems (all by default), loaded. */
export async function loadSystems(ids: readonly string[] = SYSTEM_IDS): Promise<RuleSystem[]> {
  return Promise.all(ids.map(loadSystem));
}
