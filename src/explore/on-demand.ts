import type * as planGame from '../core/plan-game.js';
import type * as prepare from '../rules/common/battle/prepare.js';

/**
 * The explorer's battle code (issue #47): the battle kernel and the board it is fought on
 * (src/rules/common/battle/prepare.ts and all it reaches that a matchup does not) and the plan
 * game (src/core/plan-game.ts and its solver), bundled apart (src/explore/battle-part.ts,
 * src/explore/bundle.ts) and kept in the page as a script the browser does not run, so a
 * matchup's answer never parses it. The page's script calls it through stubs the bundle puts in
 * place of those two modules (bundle.ts), once `loadBattlePart` has run it; the Monte Carlo
 * worker is given it after the page's own script. In Node (the CLI, the tests) the modules are
 * imported as they are and none of this is used.
 */
export interface BattlePart {
  readonly prepare: typeof prepare;
  readonly planGame: typeof planGame;
}

/** The id of the page's element holding the battle code (explore/shell.ts). */
export const BATTLE_CODE_ID = 'battle-code';

let part: BattlePart | null = null;

/** Called by the battle code when it runs (battle-part.ts). */
export function registerBattlePart(loaded: BattlePart): void {
  part = loaded;
}

/** The battle code, loaded: the stubs call it. */
export function battlePart(): BattlePart {
  if (!part) throw new Error('internal: the battle code is not loaded (loadBattlePart first)');
  return part;
}

/** The battle code's text, as the page holds it ('' where it holds none). */
export function battleCode(): string {
  return document.getElementById(BATTLE_CODE_ID)?.textContent ?? '';
}

/**
 * Run the page's battle code, once, before anything fights a battle: a script element of its
 * text, which runs as it is added, allowed by its hash in the page's policy (explore/shell.ts).
 * Nothing to do where there is no page (the worker is given the code with its own, Node imports
 * the modules) or where it has run.
 */
export function loadBattlePart(): void {
  if (part || typeof document === 'undefined') return;
  const script = document.createElement('script');
  script.textContent = battleCode();
  document.head.append(script);
  if (!part) throw new Error('internal: the battle code did not run (is its hash in the page\'s policy?)');
}
