import { errors } from '../core/errors.js';
import { applyOverlay, type OverlaySpec } from '../core/overlay.js';
import type { Matchup, RuleSystem } from '../core/system.js';
/**
 * Every rule system oddsmith knows, by id, loaded only when a command needs it: `matchup`
 * pays for one system's tables, not all of them. A new system is one line here and one in
 * CATALOGUE.
 */
const LOADERS: Readonly<Record<string, () => Promise<RuleSystem>>> = {
  hott2: async () => (await import('./hott2/index.js')).hott2,
  hott25: async () => (await import('./hott25/index.js')).hott25,
  d3h2: async () => (await import('./d3h2/index.js')).d3h2,
  low: async () => (await import('./low/index.js')).low,
  'test-pool': async () => (await import('./test-pool/index.js')).testPool,
};

/** What `systems` lists, without loading any system (a test checks it against the systems). */
export const CATALOGUE: readonly { readonly id: string; readonly title: string; readonly combatKinds: readonly string[]; readonly seedFile: string }[] = [
  { id: 'hott2', title: 'Hordes of the Things, 2nd edition', combatKinds: ['close', 'shooting', 'bespell'], seedFile: '000_4e153465d7893c13.txt' },
  { id: 'hott25', title: 'Hordes of the Things 2.5 (crib sheet)', combatKinds: ['close', 'shooting', 'bespell'], seedFile: '001_a3a2e917c5916244.txt' },
  { id: 'd3h2', title: 'DBA 3.0 + Hordes of the Things 2.1 (D3H2)', combatKinds: ['close', 'shooting', 'bespell'], seedFile: '002_432c49c5757f1ed7.txt' },
  { id: 'low', title: 'Little Orc Wars', combatKinds: ['melee', 'engagement', 'missile', 'shot'], seedFile: '004_c98169fcf59b619a.txt' },
];

/** Every system id, listed or not. */
export const SYSTEM_IDS: readonly string[] = Object.keys(LOADERS);

/** Systems that work but are not listed by `systems`: the contract's worked example. */
export const UNLISTED: ReadonlySet<string> = new Set(['test-pool']);

const loaded = new Map<string, RuleSystem>();

/** Make an already imported system known (src/rules/all-systems.ts, for worker threads). */
export function registerSystem(system: RuleSystem): void {
  loaded.set(system.id, system);
}

/** Load the named systems (all by default); unknown ids are left for systemById to refuse. */
export async function loadSystems(ids: readonly string[] = SYSTEM_IDS): Promise<RuleSystem[]> {
  for (const id of ids.map((x) => x.toLowerCase())) {
    const load = LOADERS[id];
    if (load && !loaded.has(id)) loaded.set(id, await load());
  }
  return ids.flatMap((id) => loaded.get(id.toLowerCase()) ?? []);
}

/** The loaded system with this id (case-insensitive), or a UsageError suggesting the closest ids. */
export function systemById(id: string): RuleSystem {
  const key = id.toLowerCase();
  const found = loaded.get(key);
  if (found) return found;
  if (key in LOADERS) throw new Error(`internal: system '${key}' used before loadSystems`);
  throw errors.unknown('system', id, SYSTEM_IDS.filter((x) => !UNLISTED.has(x)));
}

const overlaid = new Map<string, { system: RuleSystem; changes: string[] }>();

/**
 * A system with an overlay applied, built once per overlay per thread (keyed by the
 * overlay's hash), so a worker rebuilds exactly the system the main thread checked.
 */
export function overlaidSystem(overlay: OverlaySpec): { system: RuleSystem; changes: string[] } {
  const key = `${overlay.base}@${overlay.hash}`;
  let built = overlaid.get(key);
  if (!built) {
    built = applyOverlay(systemById(overlay.base), overlay);
    overlaid.set(key, built);
  }
  return built;
}

/** The system a matchup runs on: its base system, with the matchup's overlay if it has one. */
export function systemFor(matchup: Pick<Matchup, 'system' | 'overlay'>): RuleSystem {
  return matchup.overlay ? overlaidSystem(matchup.overlay).system : systemById(matchup.system);
}
