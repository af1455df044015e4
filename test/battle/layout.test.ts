import { describe, expect, it } from 'vitest';
import { layOutTerrain, type LaidFeature } from '../../src/battle/layout.js';
import { GOING, GROUND, Terrain } from '../../src/battle/terrain.js';
import { D3H2_HOME_TERRAIN, D3H2_TERRAIN_FEATURES } from '../../src/rules/d3h2/terrain-table.js';
import { chunkRng } from '../../src/rng/seed.js';

// Seeded layouts of each D3H2 home terrain (002:87-171) on a 15 BW board (120 eighths),
// checked against the rules F16-F18 say they follow, over many seeds.
const kinds = new Map(D3H2_TERRAIN_FEATURES.map((f) => [f.id, f]));
const SIZE = 120;
const layout = (home: (typeof D3H2_HOME_TERRAIN)[number], seed: number): LaidFeature[] => layOutTerrain(home, kinds, chunkRng(seed, 0n, 0), SIZE, SIZE);

describe.each(D3H2_HOME_TERRAIN.map((t) => [t.id, t] as const))('a seeded %s layout', (_, home) => {
  const layouts = Array.from({ length: 200 }, (_, seed) => layout(home, seed));

  it('is the same for the same seed, and not always the same', () => {
    expect(layout(home, 7)).toEqual(layouts[7]);
    expect(new Set(layouts.map((l) => JSON.stringify(l))).size).toBeGreaterThan(100);
  });

  it('holds one compulsory alternative whole, and two or three optional features within their limits', () => {
    const problems: string[] = [];
    layouts.forEach((laid, seed) => {
      const ids = laid.map((f) => f.feature);
      const count = (id: string): number => ids.filter((i) => i === id).length;
      // Some alternative's features are all there in their numbers (area features may be left out for want of room: F17).
      const whole = home.compulsory.some((alt) => alt.every(({ feature, min }) => count(feature) >= min || kinds.get(feature)?.lies === 'area'));
      if (!whole) problems.push(`seed ${seed}: no compulsory alternative in ${ids.join(',')}`);
      for (const [id, kind] of kinds) if (kind.most !== null && count(id) > kind.most) problems.push(`seed ${seed}: ${count(id)} ${id}`);
      for (const [a, b] of home.eitherOr) if (count(a) > 0 && count(b) > 0) problems.push(`seed ${seed}: ${a} and ${b}`);
      const compulsoryMost = Math.max(...home.compulsory.map((alt) => alt.reduce((n, c) => n + c.max, 0)));
      if (ids.length > compulsoryMost + 3) problems.push(`seed ${seed}: ${ids.length} features`);
    });
    expect(problems).toEqual([]);
  });

  it('lays area features on the board in one quarter, 2 to 4 BW a side, each at least 1 BW from the others and from water along an edge', () => {
    const problems: string[] = [];
    layouts.forEach((laid, seed) => {
      const kept = laid.filter((f) => ['area', 'side-edge'].includes(kinds.get(f.feature)?.lies ?? ''));
      for (const f of laid.filter((l) => kinds.get(l.feature)?.lies === 'area')) {
        const [w, h] = [f.x1 - f.x0, f.y1 - f.y0];
        if (f.x0 < 0 || f.y0 < 0 || f.x1 > SIZE || f.y1 > SIZE) problems.push(`seed ${seed}: ${f.feature} off the board`);
        if (![16, 24, 32].includes(w) || ![16, 24, 32].includes(h)) problems.push(`seed ${seed}: ${f.feature} ${w} x ${h}`);
        if ((f.x0 < 60) !== (f.x1 <= 60) || (f.y0 < 60) !== (f.y1 <= 60)) problems.push(`seed ${seed}: ${f.feature} across a quarter's edge`);
        for (const g of kept) {
          if (g === f) continue;
          const gapX = Math.max(g.x0 - f.x1, f.x0 - g.x1);
          const gapY = Math.max(g.y0 - f.y1, f.y0 - g.y1);
          if (Math.max(gapX, gapY) < 8) problems.push(`seed ${seed}: ${f.feature} within 1 BW of ${g.feature}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('a laid layout on the board', () => {
  it('gives the ground each feature is: a wood bad going with cover, a road good going', () => {
    const terrain = new Terrain(SIZE, SIZE, [
      { x0: 10, y0: 10, x1: 26, y1: 26, going: GOING.bad, ground: GROUND.cover },
      { x0: 60, y0: 0, x1: 64, y1: 120, going: GOING.good, ground: 0 },
    ]);
    expect([terrain.goingIn(12, 12, 13, 13), terrain.groundAt(12, 12), terrain.goingIn(61, 50, 62, 51), terrain.groundAt(61, 50)]).toEqual([GOING.bad, GROUND.cover, GOING.good, 0]);
  });

  it('lays a forest with its woods, each bad going with cover that halts a pursuit and a flight, blocks a shot across it and secludes a general', () => {
    const forest = D3H2_HOME_TERRAIN.find((t) => t.id === 'forest');
    const woods = forest ? layout(forest, 1).filter((f) => f.feature === 'woods') : [];
    expect(woods.length).toBeGreaterThan(0);
    // Bad going a pursuit may not enter and a flight stops at (002:678 (e), 686; F34), and ½ BW of which blocks a shot (002:369; F39).
    // A general entirely in one pays a PIP more for each move (002:212; F36).
    expect(woods.every((w) => w.going === GOING.bad && w.ground === (GROUND.cover | GROUND.haltsPursuit | GROUND.haltsFlight | GROUND.sight | GROUND.secluded))).toBe(true);
  });
});
