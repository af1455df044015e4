import { describe, expect, it } from 'vitest';
import { layOutTerrain } from '../../../src/battle/layout.js';
import { Terrain } from '../../../src/battle/terrain.js';
import type { BoardLayout } from '../../../src/core/board-layout.js';
import { prepareBattle } from '../../../src/rules/common/battle/prepare.js';
import type { BattleKernel } from '../../../src/rules/common/battle/kernel.js';
import { d3h2 } from '../../../src/rules/d3h2/index.js';
import { chunkRng } from '../../../src/rng/seed.js';
import { cli } from '../../cli/run-cli.js';
import { battle, sampled } from './battle-results.js';

// Waterways (002:100, 162-163; src/battle/RULINGS.md F42) on a 15 BW board of eighths of a base
// width (120 x 120): a band 2 BW (16) wide along a side edge, which the land ends at.
const littoral = d3h2.battle!.terrain!.homes.find((h) => h.id === 'littoral')!;
const kinds = new Map(d3h2.battle!.terrain!.features.map((f) => [f.id, f]));

describe('a waterway on the board (F42)', () => {
  it("Littoral is offered and lays its compulsory waterway along one side edge, 2 BW wide, base edge to base edge; the land ends at it", () => {
    const edges = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const laid = layOutTerrain(littoral, kinds, chunkRng(seed, 0n, 0), 120, 120);
      const water = laid.filter((f) => f.feature === 'waterway');
      expect(water).toHaveLength(1);
      const [w] = water;
      expect([w!.y0, w!.y1, w!.x1 - w!.x0]).toEqual([0, 120, 16]);
      const terrain = new Terrain(120, 120, laid);
      expect([terrain.landX0, terrain.landX1]).toEqual(w!.x0 === 0 ? [16, 120] : [0, 104]);
      edges.add(w!.x0 === 0 ? 'west' : 'east');
    }
    expect([...edges].sort()).toEqual(['east', 'west']);
  });

  // 13 columns (104 of the 120) centred stand from x = 8 to 112: a waterway on the west (to 16) takes them 8 east, onto the land's edge.
  const west: BoardLayout = { name: 'a waterway on the west', hash: 'test', features: [{ feature: 'waterway', x0: 0, y0: 0, x1: 16, y1: 120 }] };
  const kernelOn = (layout: BoardLayout | null, options: Record<string, unknown> = {}): BattleKernel =>
    prepareBattle(d3h2, battle(d3h2, 'general:blades+12*spears', 'general:blades+12*spears', { field: 'board', camps: 'none', points: 26, ...options }, layout)).kernel as BattleKernel;
  const firstEdges = (kernel: BattleKernel): [number, number] => {
    const shown = kernel.shown(chunkRng(1, 0n, 0), 1, 1)!;
    const left = Math.min(...Array.from(shown.start.x, (x, i) => x - (shown.half[i] as number)));
    const right = Math.max(...Array.from(shown.start.x, (x, i) => x + (shown.half[i] as number)));
    return [left, right];
  };

  it('the armies deploy off the water by the least that clears it, both lines alike, so the columns still face each other', () => {
    expect(firstEdges(kernelOn(null))).toEqual([8, 112]);
    expect(firstEdges(kernelOn(west))).toEqual([16, 120]);
  });

  it('a battle on it is reproducible by seed, and a layout file with a waterway is worked exactly as any fixed board is', () => {
    const kernel = kernelOn(null, { terrain: 'littoral' });
    expect(sampled(kernel, 60, 5)).toEqual(sampled(kernel, 60, 5));
    const small = prepareBattle(d3h2, battle(d3h2, 'general:blades', 'general:warband', { field: 'board' }, west)).kernel as BattleKernel;
    expect(small.exact).toBeDefined();
  });

  it('`battle --terrain littoral` names the waterway it lays in the shown battle', async () => {
    // The shown battle's words, not the plan game's (left out: 2,500 battles).
    const r = await cli('battle', 'd3h2', 'general:knights', 'general:blades', '--terrain', 'littoral', '--show', '1', '--trials', '1', '--plan-trials', '0');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Waterway/);
  });
});
