/**
 * The explorer's battle code, bundled apart from the page's script (src/explore/bundle.ts,
 * src/explore/on-demand.ts): the battle kernel, the board and the plan game. When it runs it
 * hands them to the page's script; whatever it shares with that script (the core, the engine,
 * the rules' tables) it takes from it, not a copy.
 */
import * as planGame from '../core/plan-game.js';
import * as prepare from '../rules/common/battle/prepare.js';
import { registerBattlePart } from './on-demand.js';

registerBattlePart({ prepare, planGame });
