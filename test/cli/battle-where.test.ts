import { describe, expect, it } from 'vitest';
import { cli } from './run-cli.js';

// Issue #48: "the report shows, over all battles, where on the board each army lost its elements".
describe('battle: where on the board each army lost its elements', () => {
  it('counts every lost element in one ninth of the board, so the ninths add up to the elements lost; the line does not tell', async () => {
    // The answer's own battles are counted by ninths; its plan game (100 battles a pair by default) is left out.
    const r = await cli('battle', 'hott2', 'general:blades+2*riders+3*blades', 'general:spears+4*spears', '--trials', '400', '--plan-trials', '0', '--format', 'json');
    expect(r.code).toBe(0);
    const metrics: { name: string; mean: number }[] = JSON.parse(r.stdout).metrics;
    const mean = (name: string): number => metrics.find((m) => m.name === name)?.mean ?? NaN;
    for (const side of ['attacker', 'defender']) {
      const zones = Array.from({ length: 9 }, (_, z) => mean(`${side}-lost-in-zone-${z}`));
      expect(zones.reduce((s, x) => s + x, 0)).toBeCloseTo(mean(`${side}-lost`), 12);
      // The lines meet in the middle third.
      expect(zones[3]! + zones[4]! + zones[5]!).toBeGreaterThan(0.5 * mean(`${side}-lost`));
    }
    const text = await cli('battle', 'hott2', 'general:blades+2*riders+3*blades', 'general:spears+4*spears', '--trials', '400', '--plan-trials', '0');
    expect(text.stdout).toMatch(/where lost \(mean per battle\) +on the board +left +centre +right/);
    expect(text.stdout).toContain("(A's base edge at the foot, B's third at the top; left to right as A sees the board)");
    const line = await cli('battle', 'hott2', 'general:blades+2*riders+3*blades', 'general:spears+4*spears', '--trials', '400', '--field', 'line', '--format', 'json');
    expect(JSON.parse(line.stdout).metrics.some((m: { name: string }) => m.name.includes('-lost-in-zone-'))).toBe(false);
  }, 120_000);
});
