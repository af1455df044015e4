import { Board, OFF_BOARD, UNITS_PER_BW, type BoardBase } from '../../../battle/board.js';
import { FACING } from '../../../battle/geometry.js';
import type { Field } from './field.js';
import type { Deployed } from './line.js';

/** The board's units (eighths of a base width, F1) in one field unit: 5 for HOTT's 100p, 4 for D3H2's 1/2 BW. */
export function eighthsPerUnit(field: Field): number {
  const k = UNITS_PER_BW / field.rules.field.baseWidth;
  if (!Number.isInteger(k)) throw new Error(`a field unit of ${field.rules.field.unit} is not a whole number of eighths of a base width`);
  return k;
}

/**
 * The line's deployment (B1, B2) on the board: a square `2 x rear + gap` field units a side,
 * the columns one base width each, centred across it, side 0 facing north from its
 * deployment line `rear` up from its base edge, side 1 facing south from the far one; each
 * base its row's recoil deep (the line's depth), a base width wide. Positions map exactly
 * (F1): two elements in one column touch front to front on the board when they do on the line.
 * Elements held off the board to be summoned (`held`, type indices per side; F29) follow each
 * side's deployed elements, and its camp or stronghold (`camps`, a type index or -1; F32) comes last.
 */
export function boardOfLine(field: Field, columns: number, sides: readonly [Deployed, Deployed], held: readonly [readonly number[], readonly number[]] = [[], []], camps: readonly [number, number] = [-1, -1]): Board {
  const k = eighthsPerUnit(field);
  const size = (2 * field.rear + field.gap) * k;
  const left = Math.floor((size - columns * UNITS_PER_BW) / 2);
  const bases: BoardBase[] = [];
  sides.forEach((d, side) => {
    d.type.forEach((type, i) => {
      const y = (field.rear + (d.y[i] ?? 0)) * k;
      bases.push({
        side, type, width: UNITS_PER_BW, depth: (field.recoil[type] ?? 0) * k,
        x: left + (d.col[i] ?? 0) * UNITS_PER_BW + UNITS_PER_BW / 2,
        y: side === 0 ? y : size - y,
        facing: side === 0 ? FACING.north : FACING.south,
      });
    });
    // Elements held off the board (F29) follow their side's deployed ones, off the board's edge until summoned.
    for (const type of held[side] ?? []) bases.push({ side, type, width: UNITS_PER_BW, depth: (field.recoil[type] ?? 0) * k, x: OFF_BOARD, y: OFF_BOARD, facing: FACING.north });
    // Its camp or stronghold last (F32): in the middle of its base edge, its rear edge on it, facing the enemy.
    const camp = camps[side] ?? -1;
    const rule = field.rules.camp;
    if (camp >= 0 && rule) {
      const depth = Math.round(rule.depth * k);
      bases.push({ side, type: camp, width: 2 * Math.round((rule.width * k) / 2), depth, x: Math.floor(size / 2), y: side === 0 ? depth : size - depth, facing: side === 0 ? FACING.north : FACING.south, fixed: true });
    }
  });
  const board = new Board(size, size, bases);
  for (let i = 0; i < board.count; i++) {
    if (board.fixed[i] === 1 && !board.fits(i)) throw new Error('internal: a camp laid where an element stands (F32)');
  }
  return board;
}
