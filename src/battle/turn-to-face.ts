import { BOARD_STATUS, type Board } from './board.js';
import type { Contacts } from './contacts.js';
import { boxInto, turned } from './geometry.js';

/** Scratch for the box a base facing an enemy would take (no allocation in a trial). */
const BOX = new Int32Array(4);

/**
 * Turning to face a flank or rear contact (000:42 `it automatically turns to face if it has no
 * frontal opponent`; 002:331 `Same as DBA 3.0`; ruling F28): every element standing ready with
 * an enemy's front edge on a flank or its rear, and no enemy on its front, turns to face that
 * enemy (its left flank's first, then its right's, then its rear's), its front edge on the
 * enemy's front edge, centred on it, so the two fight front to front. It does not turn where
 * its new base would leave the board or overlap another element; a camp or stronghold (F32)
 * never turns. Returns whether any turned.
 */
export function turnToFace(board: Board, contacts: Contacts): boolean {
  contacts.update();
  let any = false;
  for (let i = 0; i < board.count; i++) {
    if (board.status[i] !== BOARD_STATUS.ready || (contacts.front[i] as number) >= 0 || board.fixed[i] === 1) continue;
    const enemy = firstOf(contacts.flank[2 * i] as number, contacts.flank[2 * i + 1] as number, contacts.rear[i] as number);
    if (enemy < 0 || board.status[enemy] !== BOARD_STATUS.ready) continue;
    const box = boxFacing(board, i, enemy);
    if (!board.clearOf(box[0] as number, box[1] as number, box[2] as number, box[3] as number, i)) continue;
    placeFacing(board, i, enemy);
    contacts.update();
    any = true;
  }
  return any;
}

/**
 * The box element `i` would take facing `enemy` front edge to front edge, centred on its front
 * edge (a turn to face it, F28; a Lurker summoned against it, F29): written into one scratch
 * array, read before the next call.
 */
export function boxFacing(board: Board, i: number, enemy: number): Int32Array {
  boxInto(BOX, 0, board.x[enemy] as number, board.y[enemy] as number, turned(board.facing[enemy] as number, 2), board.half[i] as number, board.depth[i] as number);
  return BOX;
}

/** Put element `i` where `boxFacing` has it. */
export function placeFacing(board: Board, i: number, enemy: number): void {
  board.place(i, board.x[enemy] as number, board.y[enemy] as number, turned(board.facing[enemy] as number, 2));
}

const firstOf = (a: number, b: number, c: number): number => (a >= 0 ? a : b >= 0 ? b : c);
