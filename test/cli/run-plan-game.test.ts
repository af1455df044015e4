import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../../src/core/battle-rules.js';
import { tempDir } from '../temp-dir.js';
import { cli } from './run-cli.js';

/**
 * A scenario's battles on the board carry their plan game (issue #49: every battle answer
 * reports best-play chances and the spread across plans), the very game `battle` plays for the
 * same armies, options and seed: the same 25 matchups on the same streams.
 */
const work = tempDir('run-plan-game');
const A = 'general:knights+knights';
const B = 'general:blades+psiloi';
const scenario = join(work, 'one-battle.yaml');
writeFileSync(scenario, `name: one-battle\ntitle: one battle\nsystem: d3h2\nattackers: ['${A}']\ndefenders: ['${B}']\nconditions:\n  - name: open battle\n    combat: battle\noptions: { terrain: open }\nmethod: mc\ntrials: 200\nplan-trials: 40\nseed: 3\n`);

type Row = Record<string, string>;
const csv = (file: string): Row[] => parse(readFileSync(file, 'utf8'), { columns: true });

describe('run: the plan game of each battle on the board (issue 49)', () => {
  it('writes every pair of plans to plans.csv and the best plans beside each battle, as `battle` gives them', async () => {
    const out = join(work, 'reports');
    const [r, b] = await Promise.all([
      cli('run', scenario, '--out', out),
      cli('battle', 'd3h2', A, B, '--trials', '200', '--plan-trials', '40', '--terrain', 'open', '--seed', '3', '--format', 'json'),
    ]);
    expect([r.code, b.code]).toEqual([0, 0]);
    const battle = JSON.parse(b.stdout) as { totals: Record<string, number>; plans: { cells: { a: string; b: string; attackerWins: number; draws: number; defenderWins: number }[]; best: { attackerWins: number; draws: number; defenderWins: number }; value: number; valueRange: [number, number] } };
    const dir = join(out, 'one-battle');
    const pairs = csv(join(dir, 'plans.csv'));
    // 25 pairs in order: the attacker's plan, then the defender's.
    expect(pairs.map((p) => `${p['attacker_plan']} v ${p['defender_plan']}`)).toEqual(PLAN_IDS.flatMap((a) => PLAN_IDS.map((d) => `${a} v ${d}`)));
    expect(pairs.map((p) => [Number(p['attacker_wins']), Number(p['draws']), Number(p['defender_wins'])])).toEqual(battle.plans.cells.map((c) => [c.attackerWins, c.draws, c.defenderWins]));
    expect(new Set(pairs.map((p) => p['plan_trials']))).toEqual(new Set(['40']));
    const [row] = csv(join(dir, 'summary.csv'));
    expect(Number(row?.['attacker_wins'])).toBe(battle.totals['attackerWins']);
    expect([row?.['best_attacker_wins'], row?.['best_draws'], row?.['best_defender_wins']].map(Number)).toEqual([battle.plans.best.attackerWins, battle.plans.best.draws, battle.plans.best.defenderWins]);
    expect([row?.['best_edge'], row?.['best_edge_low'], row?.['best_edge_high']].map(Number)).toEqual([battle.plans.value, ...battle.plans.valueRange]);
    // The page says how the game was played and shows it in the summary table; the summary counts its battles.
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(page).toContain('<strong>Plans of play</strong>: each battle on the board was also fought under each of the 25 pairs of plans');
    expect(page).toContain('under best plans (A / draw / B)');
    expect(r.stdout).toContain('1,200 battles');
    expect(r.stdout).toContain('1,000 of them in 1 plan game');
  }, 180_000);

  it('leaves the game out with --plan-trials 0, and refuses a count that is no whole number in one sentence', async () => {
    const out = join(work, 'none');
    const r = await cli('run', scenario, '--out', out, '--plan-trials', '0');
    expect(r.code).toBe(0);
    expect(existsSync(join(out, 'one-battle', 'plans.csv'))).toBe(false);
    expect(Object.keys(csv(join(out, 'one-battle', 'summary.csv'))[0] ?? {})).not.toContain('best_attacker_wins');
    const bad = await cli('run', scenario, '--out', join(work, 'bad'), '--plan-trials', 'many');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('--plan-trials');
  }, 180_000);
});
