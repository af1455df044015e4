import { EFFECT } from './effects.js';
import { Line, STATUS } from './line.js';

/**
 * The moves a result makes in the line (000:55 RECOILING, 002:662-687): recoil, flight,
 * pursuit and an advance, each moving an element with the friends lined up behind it where
 * the text says so. Integer positions only; nothing allocated.
 */

/** Move `e` and every friend lined up behind it in its column (touching, one behind the other) forward by `dy`. */
export function advance(line: Line, side: number, e: number, dy: number): void {
  const y = line.y[side] as Int32Array;
  let current = e;
  for (;;) {
    const next = line.behind(side, current);
    const touching = next >= 0 && (y[next] as number) === (y[current] as number) - line.depth(side, current);
    y[current] = (y[current] as number) + dy;
    if (!touching) break;
    current = next;
  }
  (line.moved[side] as Int32Array)[e] = line.stamp;
}

/**
 * Recoil `e` its base depth (000:55, 002:662-674): into the friend behind it, it passes
 * through where the rows allow, else pushes the friend back (who cannot pass or push
 * others; D3H2 as far as it can go), else its move ends there, or it is destroyed
 * (`blockedRecoil`). A recoiler that crushes (Behemoths, 002:673) destroys the friend it
 * recoils into. The base edge stops it.
 */
export function recoil(line: Line, side: number, e: number, killer: number): void {
  const f = line.field;
  const y = line.y[side] as Int32Array;
  const type = line.type[side] as Int32Array;
  const status = line.status[side] as Uint8Array;
  const depth = line.depth(side, e);
  const start = y[e] as number;
  const target = start - (f.recoil[type[e] as number] as number);
  const destroyWhenBlocked = f.rules.field.blockedRecoil === 'destroyed';
  for (;;) {
    const friend = line.behind(side, e);
    const friendFront = friend >= 0 ? (y[friend] as number) : -Infinity;
    if (friend < 0 || target - depth >= friendFront) {
      const floor = -f.rear + depth;
      if (target >= floor) y[e] = target;
      else if (start > floor && !destroyWhenBlocked) y[e] = floor;
      else line.lose(side, e, killer);
      return;
    }
    const et = type[e] as number;
    const ft = type[friend] as number;
    if (f.crushes[et] === 1) {
      if (f.crushes[ft] === 1) line.lose(side, e, killer);
      line.lose(side, friend, -2);
      if (status[e] === 2) return;
      continue;
    }
    if (status[friend] === STATUS.ready && f.passes[et * f.types + ft] === 1 && passThrough(line, side, e, friend)) return;
    // Pushed, the friend's front ends where the recoiler's rear edge does: all the way, or part of it.
    const stop = status[friend] === STATUS.ready && f.pushable[ft] === 1 ? pushBack(line, side, friend, target - depth, !destroyWhenBlocked) : friendFront;
    if (stop === target - depth) {
      y[e] = target;
      return;
    }
    const room = start - depth - stop;
    if (room <= 0 || destroyWhenBlocked) line.lose(side, e, killer);
    else y[e] = start - room;
    return;
  }
}

/** Pass through `friend` to the clear space immediately behind it (002:667), if it is clear. */
function passThrough(line: Line, side: number, e: number, friend: number): boolean {
  const y = line.y[side] as Int32Array;
  const spot = (y[friend] as number) - line.depth(side, friend);
  const depth = line.depth(side, e);
  const next = line.behind(side, friend);
  if (spot - depth < -line.field.rear) return false;
  if (next >= 0 && next !== e && spot - depth < (y[next] as number)) return false;
  y[e] = spot;
  return true;
}

/**
 * Push `friend` back toward front edge `front`; a pushed element passes or pushes no one
 * (002:672), so its base edge or the friend behind it stops it. Where it cannot go all the
 * way, D3H2 (`partly`) pushes it as far as it can go and its move ends there (002:674); HOTT
 * does not push it at all (000:55 "pushes them back if able to"). Returns its front edge.
 */
function pushBack(line: Line, side: number, friend: number, front: number, partly: boolean): number {
  const y = line.y[side] as Int32Array;
  const depth = line.depth(side, friend);
  const next = line.behind(side, friend);
  const floor = Math.max(-line.field.rear, next >= 0 ? (y[next] as number) : -Infinity) + depth;
  if (front >= floor || partly) y[friend] = Math.min(y[friend] as number, Math.max(front, floor));
  return y[friend] as number;
}

/**
 * Flee (002:676-679; HOTT's 600p, 000): turn about and move back the flight distance,
 * through friends it may pass, stopping at the first it may not; destroyed if it cannot move
 * at all, lost if it goes past its base edge.
 */
export function flee(line: Line, side: number, e: number, killer: number): void {
  const f = line.field;
  const y = line.y[side] as Int32Array;
  const type = line.type[side] as Int32Array;
  const depth = line.depth(side, e);
  const start = y[e] as number;
  const target = start - (f.flee[type[e] as number] as number);
  (line.status[side] as Uint8Array)[e] = STATUS.fled;
  let friend = line.behind(side, e);
  while (friend >= 0 && target - depth < (y[friend] as number)) {
    if (f.passes[(type[e] as number) * f.types + (type[friend] as number)] !== 1) {
      const stop = (y[friend] as number) + depth;
      if (stop >= start) line.lose(side, e, killer);
      else y[e] = stop;
      return;
    }
    friend = line.behind(side, friend);
  }
  if (target - depth < -f.rear) line.lose(side, e, killer);
  else y[e] = target;
}

/**
 * Pursue (002:681-687) up to `distance`: straight ahead with the friends behind, stopping at
 * contact with whatever enemy is now in the column (a fled one turns to face, 000:42); the
 * resulting combat is next bound's.
 */
export function pursue(line: Line, side: number, e: number, distance: number): void {
  const y = line.y[side] as Int32Array;
  const c = (line.col[side] as Int32Array)[e] as number;
  const other = 1 - side;
  const o = line.frontOf(other, c);
  const limit = line.field.gap - (o >= 0 ? ((line.y[other] as Int32Array)[o] as number) : 0);
  const to = Math.min((y[e] as number) + distance, limit);
  if (to <= (y[e] as number)) return;
  advance(line, side, e, to - (y[e] as number));
  if (o >= 0 && to === limit) (line.status[other] as Uint8Array)[o] = STATUS.ready;
}

/** Carry out one side's result of a fight, shot or bespelling; a destroyed element takes its rear supporter with it (000:55, 001:157). */
export function applyEffect(line: Line, side: number, e: number, effect: number, killer: number, supporter: number): void {
  if (effect === EFFECT.none || (line.status[side] as Uint8Array)[e] === STATUS.lost) return;
  if (effect === EFFECT.recoil) recoil(line, side, e, killer);
  else if (effect === EFFECT.flee) flee(line, side, e, killer);
  else {
    line.lose(side, e, killer);
    if (effect === EFFECT.destroyed && supporter >= 0) line.lose(side, supporter, killer);
  }
}
