import type { Rng } from '../../../core/kernel.js';
import type { ShownBattle, ShownBound, ShownEffect, ShownFight, ShownPlaces } from '../../../core/shown-battle.js';
import type { Board } from '../../../battle/board.js';
import { BoardState } from './board-state.js';
import { GROUND } from '../../../battle/terrain.js';
import type { BattleSetup } from './battle.js';
import { fightBattle } from './battle.js';
import { RolledDice } from './dice.js';
import { EFFECT } from './effects.js';
import { FIGHT } from './combat-tables.js';
import { RESULT, type Ending } from './kind.js';

const FIGHTS: Readonly<Record<number, ShownFight['fight']>> = { [FIGHT.close]: 'close', [FIGHT.shooting]: 'shooting', [FIGHT.bespell]: 'bespell' };
const EFFECTS: Readonly<Record<number, ShownEffect>> = { [EFFECT.none]: 'none', [EFFECT.recoil]: 'recoil', [EFFECT.flee]: 'flee', [EFFECT.destroyed]: 'destroyed', [EFFECT.lost]: 'lost', [EFFECT.fledOff]: 'fled-off', [EFFECT.ensorcelled]: 'ensorcelled' };
const RESULTS = { [RESULT.attackerWins]: 'attacker-wins', [RESULT.draw]: 'draw', [RESULT.defenderWins]: 'defender-wins' } as const;

/** What a fight's result did to element `e` of the board: a camp or stronghold taken out is captured (002:642, 000:90; F32). */
function effectOn(board: Board, e: number, effect: number): ShownEffect {
  const shown = EFFECTS[effect] ?? 'none';
  return board.fixed[e] === 1 && (shown === 'destroyed' || shown === 'lost') ? 'captured' : shown;
}

/**
 * One battle of `setup` on the board, fought on `rng` with the same bound code as every trial
 * and recorded bound by bound (`battle --show`): the board after each bound, its PIPs and every
 * fight, heard from the bound as it plays (battle-state.ts BoundWatcher). Null on the line.
 */
export function watchBattle(setup: BattleSetup, rng: Rng, n: number, seed: number): ShownBattle | null {
  const state = setup.line;
  if (!(state instanceof BoardState) || !setup.bound.watch) return null;
  const b = state.board;
  const places = (): ShownPlaces => ({ x: b.x.slice(), y: b.y.slice(), facing: b.facing.slice(), status: b.status.slice() });
  const bounds: ShownBound[] = [];
  let fights: ShownFight[] = [];
  let active = 0;
  let pips = 0;
  let heard = false;
  const dice = new RolledDice();
  dice.rng = rng;
  const ending: Ending = { result: RESULT.draw, bound: 0 };
  setup.bound.watch({
    bound: (side, rolled) => {
      active = side;
      pips = rolled;
      heard = true;
    },
    fought: (fight, first, second, firstEffect, secondEffect, aided = 0) =>
      fights.push({ fight: FIGHTS[fight] ?? 'close', first, second, firstEffect: effectOn(b, first, firstEffect), secondEffect: effectOn(b, second, secondEffect), ...(aided > 0 ? { aided } : {}) }),
  });
  setup.layout?.draw(rng);
  try {
    fightBattle(state, setup.bound, setup.victory, setup.first, setup.bounds, dice, ending, (k) => {
      // A bound that never began (000:62) rolled no PIPs: it was the other side's turn.
      if (!heard && bounds.length > 0) active = 1 - active;
      bounds.push({ bound: k, active, pips: heard ? pips : 0, fights, commandLost: !heard, ...places() });
      fights = [];
      heard = false;
    });
  } finally {
    setup.bound.watch(null);
  }
  const names = state.field.profiles.map((p) => p.name);
  state.reset();
  return {
    n,
    seed,
    width: b.width,
    height: b.height,
    side: b.side.slice(),
    name: Array.from(b.type, (t) => names[t] ?? String(t)),
    half: b.half.slice(),
    depth: b.depth.slice(),
    start: places(),
    bounds,
    ending: { result: RESULTS[ending.result as 0 | 1 | 2], bound: ending.bound },
    generals: [state.generalAt(0), state.generalAt(1)],
    fixed: b.fixed.slice(),
    ...terrainOf(state),
  };
}

const GOINGS = ['good', 'rough', 'bad'] as const;

/** The home terrain laid for the battle and its features, named as its table names them. */
function terrainOf(state: BoardState): Pick<ShownBattle, 'home' | 'terrain'> {
  const ground = state.ground;
  if (!ground.laid) return { home: null, terrain: [] };
  const kinds = state.field.rules.terrain?.features ?? [];
  return {
    home: ground.name,
    terrain: ground.features().map((f) => {
      const kind = kinds.find((k) => k.id === f.feature);
      return { name: kind?.label ?? f.feature, going: GOINGS[f.going] ?? 'good', cover: (f.ground & GROUND.cover) !== 0, hill: (f.ground & GROUND.hill) !== 0, water: (f.ground & GROUND.water) !== 0, x0: f.x0, y0: f.y0, x1: f.x1, y1: f.y1 };
    }),
  };
}
