/**
 * Issue #46: 20 Peasants v 10 Light Foot, `loss-second=outright`, `loss-failure=morale-stands`.
 * An outside reading of 003:408-499 gave the Light Foot "back 1 move" 22.33% where oddsmith said
 * 19.54%. The step that differs is the Loss Table's second threshold (C11): 25% of 10 is 2.5, so
 * the check falls due at the 3rd loss (losses exceed 2.5, C10) and twice the fraction is 5. The
 * ruling removes at 5 lost (losses reach twice the fraction), the outside reading at 6 (they
 * exceed it, as the first check falls due); with `loss-second=outright` the same threshold
 * removes the Light Foot, unchecked, when one round kills 5 of them (13% of first rounds).
 * `loss-removal=exceeds` is the outside reading.
 *
 * The oracle below works the engagement from the text again, written apart from engagement.ts:
 * backwards, a memoised recursion from a state to the Light Foot's result, with its own
 * binomials and its own post-melee morale.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../cli/run-cli.js';

type Result = 'none' | 'back-half' | 'back-1' | 'retreat' | 'rout' | 'surrender' | 'removed' | 'eliminated';
type Law = Map<Result, number>;

const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};
/** P(k sixes on n dice), the last entry holding every k >= cap (kills past the last figure are lost). */
const sixes = (n: number, cap: number): number[] => {
  const law = new Array<number>(cap + 1).fill(0);
  for (let k = 0; k <= n; k++) law[Math.min(k, cap)] = (law[Math.min(k, cap)] ?? 0) + choose(n, k) * (1 / 6) ** k * (5 / 6) ** (n - k);
  return law;
};
/** Two dice plus `shift` scoring 8 or better, the Loss Table's "Light, peasants or levies" row (003:491). */
const stays = (shift: number): number => {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + y + shift >= 8) n++;
  return n / 36;
};
/** 003:425-430: the band of a difference of totals, null when the melee continues. */
const band = (diff: number): Result | null => (diff < 20 ? null : diff >= 100 ? 'surrender' : (['back-half', 'back-1', 'retreat', 'rout'] as const)[Math.floor(diff / 20) - 1] ?? null);

/**
 * The Light Foot's result, as a law, for 20 Peasants (rating 3) against 10 Light Foot (rating
 * 4): both fight as Light Foot against Light Foot, a die a man killing on a 6 (003:1045-1107),
 * and both are on the 25%, 8 or better row. Peasants check past 5 lost, Light Foot past 2.5;
 * `removeAt` is each side's second threshold: losses at which a side is removed once passed,
 * or before any check (loss-second=outright). A side removed by the Loss Table takes no result,
 * the other keeps its own (loss-failure=morale-stands). Fatigue from round 4: -1 on rating,
 * die and 2d6; Light Foot cannot fall a class (003:248-262). Totals doubled once both sides
 * began the round under 20 (C8).
 */
function lightFootLaw(removeAt: { peasants: number; lightFoot: number }): Law {
  const memo = new Map<string, Law>();
  const add = (law: Law, r: Result, p: number): void => {
    law.set(r, (law.get(r) ?? 0) + p);
  };
  const loss = (lostNow: number, lost: number, passed: boolean, check: number, remove: number, tired: boolean): { stay: number; passed: boolean } => {
    if (lostNow === 0) return { stay: 1, passed };
    if (passed) return { stay: lost >= remove ? 0 : 1, passed };
    if (lost < check) return { stay: 1, passed };
    if (lost >= remove) return { stay: 0, passed };
    return { stay: stays(tired ? -1 : 0), passed: true };
  };
  const from = (round: number, p: number, l: number, pp: boolean, lp: boolean): Law => {
    const key = `${round},${p},${l},${pp},${lp}`;
    const known = memo.get(key);
    if (known) return known;
    const law: Law = new Map();
    const tired = round > 3;
    const rating = { p: 3 - (tired ? 1 : 0), l: 4 - (tired ? 1 : 0) };
    const times = p < 20 && l < 20 ? 2 : 1;
    const onP = sixes(l, p);
    const onL = sixes(p, l);
    onP.forEach((qp, kp) =>
      onL.forEach((ql, kl) => {
        const q = qp * ql;
        if (q === 0) return;
        const [p2, l2] = [p - kp, l - kl];
        if (l2 === 0) return add(law, 'eliminated', q);
        if (p2 === 0) return add(law, 'none', q);
        const sp = loss(kp, 20 - p2, pp, 6, removeAt.peasants, tired);
        const sl = loss(kl, 10 - l2, lp, 3, removeAt.lightFoot, tired);
        const faces = kp === kl ? [0] : [1, 2, 3, 4, 5, 6].map((f) => Math.max(0, f - (tired ? 1 : 0)));
        for (const die of faces) {
          const w = q / faces.length;
          const total = (own: number, enemy: number, lost: number, enemyLost: number, r: number): number => (Math.max(0, enemyLost - lost) * die + Math.max(0, own - enemy) + r * own) * times;
          const tp = total(p2, l2, kp, kl, rating.p);
          const tl = total(l2, p2, kl, kp, rating.l);
          const lfBand = tl < tp ? band(tp - tl) : null;
          const pBand = tp < tl ? band(tl - tp) : null;
          add(law, 'removed', w * (1 - sl.stay));
          if (sp.stay < 1) add(law, lfBand ?? 'none', w * (1 - sp.stay) * sl.stay);
          const both = w * sp.stay * sl.stay;
          if (lfBand !== null) add(law, lfBand, both);
          else if (pBand !== null) add(law, 'none', both);
          else if (round === 30) add(law, 'none', both);
          else from(round + 1, p2, l2, sp.passed, sl.passed).forEach((x, r) => add(law, r, both * x));
        }
      }),
    );
    memo.set(key, law);
    return law;
  };
  return from(1, 20, 10, false, false);
}

async function cliLaw(...options: string[]): Promise<Record<string, number>> {
  const run = await cli('matchup', 'chainmail', '20*peasants', '10*light-foot', '--combat', 'engagement', ...options.flatMap((o) => ['--option', o]), '--format', 'json');
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { outcomes: Record<string, Record<string, number>> }).outcomes['defender'] ?? {};
}

describe('C11: the second Loss Table threshold, loss-removal (issue #46)', () => {
  const READINGS = ['loss-second=outright', 'loss-failure=morale-stands'];

  it('loss-removal=reaches (the ruling): removed at 5 lost; back 1 move 19.54%, as the recursion works it', async () => {
    const oracle = lightFootLaw({ peasants: 10, lightFoot: 5 });
    expect((oracle.get('back-1') ?? 0) * 100).toBeCloseTo(19.54, 2);
    const law = await cliLaw(...READINGS);
    for (const [r, p] of oracle) expect(law[r] ?? 0, r).toBeCloseTo(p, 12);
  });

  it('loss-removal=exceeds (the outside reading): removed at 6 lost; back 1 move 22.33%, as the recursion works it', async () => {
    const oracle = lightFootLaw({ peasants: 11, lightFoot: 6 });
    expect((oracle.get('back-1') ?? 0) * 100).toBeCloseTo(22.33, 2);
    const law = await cliLaw(...READINGS, 'loss-removal=exceeds');
    for (const [r, p] of oracle) expect(law[r] ?? 0, r).toBeCloseTo(p, 12);
  });

  it('the first round by hand: with exceeds, 5 Light Foot lost of 10 roll 8+ to stay instead of going outright', async () => {
    // Only the removal threshold differs: P(exactly 5 of 20 dice show a 6) moves out of "removed" on a pass.
    const five = choose(20, 5) * (1 / 6) ** 5 * (5 / 6) ** 15;
    const [reaches, exceeds] = [await cliLaw(...READINGS, 'round-cap=1'), await cliLaw(...READINGS, 'round-cap=1', 'loss-removal=exceeds')];
    expect((reaches['removed'] ?? 0) - (exceeds['removed'] ?? 0)).toBeCloseTo(five * (15 / 36), 12);
  });
});
