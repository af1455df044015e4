import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';
import { reportTree } from './same-output.js';

const work = tempDir('shard');
// A what-if for --compare (README's example overlay).
const overlay = join(work, 'general-plus-two.yaml');
writeFileSync(overlay, 'base: hott2\nname: general-plus-two\nfactors:\n  general: { value: 2 }\n');
// A sweep of a few matchups in two situations: each matchup's chunks are what is shared out.
const sweep = join(work, 'sweep.yaml');
writeFileSync(sweep, 'name: sweep\ntitle: a few mounted against foot\nsystem: hott2\nattackers: [knights, riders]\ndefenders: [blades, spears, warband]\nconditions:\n  - name: open ground\n    combat: close\n  - name: defender uphill\n    b: { uphill: true }\n');
// A sweep of four small battles on the board (a general and two elements a side): each battle a
// chunk, the chunks shared among the parts; small armies, because every part plans every battle;
// each with its plan game (25 pairs of plans, 4 battles each), cut among the parts as well.
const battles = join(work, 'battles.yaml');
writeFileSync(battles, "name: battles\ntitle: small battles\nsystem: d3h2\nattackers: ['general:knights+knights', 'general:warband+warband']\ndefenders: ['general:blades+psiloi', 'general:spears+bows']\nconditions:\n  - name: open battle\n    combat: battle\nmethod: mc\ntrials: 100\nplan-trials: 4\nseed: 1\n");
/**
 * A small army file of hott2 (a general between two elements of other types): `balance --battle`
 * re-fights each army once for every type of element it removes, under every plan and at every
 * price the break-even search tries, so each element more is a share more of every part's
 * planning; three types an army still give every column of the answer its figures.
 */
const army = (name: string, home: string, sides: readonly [string, string]): string => {
  const file = join(work, `${name.replace(/\W+/g, '-')}.yaml`);
  const elements = [sides[0], 'heroes, general: true', sides[1]].map((e) => `  - { troop: ${e} }`);
  writeFileSync(file, `system: hott2\nname: ${name}\nsource: a small army for a test\nhome: ${home}\nelements:\n${elements.join('\n')}\n`);
  return file;
};
const warband = army('Small Warband', 'forest', ['beasts', 'warband']);
const shieldwall = army('Small Shieldwall', 'hilly', ['shooters', 'spears']);

/** The parts of a run cut into `n`, run in a shuffled order (last first), into one counts folder; each part's stdout. */
async function shards(args: readonly string[], n: number, counts: string): Promise<string[]> {
  const order = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => ((b * 7) % (n + 1)) - ((a * 7) % (n + 1)));
  const lines: string[] = [];
  for (const i of order) {
    const r = await cli(...args, '--shard', `${i}/${n}`, '--counts', counts);
    expect(r.stderr.match(/^oddsmith: .*$/m)?.[0] ?? '', `shard ${i}/${n}`).toBe('');
    expect(r.code).toBe(0);
    lines.push(r.stdout);
  }
  return lines;
}

/**
 * Each command, whole and cut into 1, 2, 3 and 7 parts: the merge prints the same answer and
 * writes the same report files, byte for byte, as the whole run, but for the run's timing.
 */
const CASES: readonly { readonly name: string; readonly args: readonly string[]; readonly report: boolean; readonly ns?: readonly number[]; readonly shows?: RegExp }[] = [
  // Single rolls at 140,000 trials: three chunks a matchup, each matchup split among the parts.
  { name: 'run, a Monte Carlo sweep of many chunks', args: ['run', 'SWEEP', '--method', 'mc', '--trials', '140000', '--seed', '5'], report: true },
  // Four battles of one chunk each: whole matchups shared among the parts (every part plans
  // all four, which is most of this small run's time: three parts show it).
  { name: 'run, a battle sweep', args: ['run', 'BATTLES'], report: true, ns: [3] },
  // A system of groups: one type's matchups (exact and sampled) and its break-even search, a unit run whole on one part.
  // From 20 points a side, not 60: the same search, exact matchups and a sampled break-even
  // cost, in a third of the CPU (every part plans it).
  { name: 'balance of one type with its break-even search', args: ['balance', 'chainmail', 'heavy-horse', '--points', '20', '--format', 'json'], report: false, shows: /"method": "exact; break-even costs by mc"[^]*"breakEven": \{\s+"cost": \d/ },
  { name: 'balance with a report', args: ['balance', 'hott2', '--method', 'mc', '--trials', '3000'], report: true },
  // The other ways of balance: two analyses at once, the searches alone, battles beside the matrix.
  { name: 'balance --compare', args: ['balance', 'hott2', '--compare', 'GENERAL_PLUS_TWO', '--method', 'mc', '--trials', '500'], report: false, ns: [2] },
  { name: 'balance --solve', args: ['balance', 'chainmail', 'heavy-horse', '--solve', '--format', 'json'], report: false, ns: [2] },
  // Best play's plan games at 4 battles a matchup (not the default 100), the worths from 40: a
  // worth of each kind (best plan, on the line) still comes out a number.
  { name: 'balance --battle', args: ['balance', 'hott2', '--battle', '--trials', '40', '--plan-trials', '4', '--armies', 'WARBAND', '--armies', 'SHIELDWALL', '--format', 'json'], report: false, ns: [2], shows: /"worth": -?\d[^]*"onLine": \{\s+"worth": -?\d/ },
  // Under each plan and with the break-even search's what-ifs (issue #49), a few battles a matchup.
  { name: 'balance --battle --plans --break-even', args: ['balance', 'hott2', '--battle', '--plans', 'every', '--break-even', '--trials', '4', '--armies', 'WARBAND', '--armies', 'SHIELDWALL', '--format', 'json'], report: false, ns: [2], shows: /"breakEven": \{[^}]*"breakEven": -?\d/ },
  // Two chunks: a part of seven either runs one chunk or nothing (Knights ride Psiloi down in
  // a few bounds, so 70,000 battles are quick, and each side still wins some).
  // On the line, ten times faster: the sweep above fights on the board, with the board's own metrics.
  { name: 'battle', args: ['battle', 'd3h2', 'general:knights+knights', 'general:psiloi+psiloi', '--trials', '70000', '--field', 'line', '--format', 'json'], report: false },
  // On the board with its plan game (issue #49): the 25 pairs of plans are work of the same plan, cut and merged with the answer.
  { name: 'battle with its plan game', args: ['battle', 'd3h2', 'general:knights+knights', 'general:psiloi+psiloi', '--trials', '500', '--plan-trials', '60', '--terrain', 'open', '--format', 'json'], report: false, ns: [3] },
];

describe('a run cut into parts merges into exactly the whole run (issue #37)', () => {
  const files = new Map([['GENERAL_PLUS_TWO', overlay], ['SWEEP', sweep], ['BATTLES', battles], ['WARBAND', warband], ['SHIELDWALL', shieldwall]]);
  for (const c of CASES.map((k) => ({ ...k, args: k.args.map((a) => files.get(a) ?? a) }))) {
    const ns = c.ns ?? [1, 2, 3, 7];
    it(`${c.name}: n = ${ns.join(', ')}`, async () => {
      const place = join(work, c.name.replace(/\W+/g, '-'));
      const whole = await cli(...c.args, ...(c.report ? ['--out', join(place, 'whole')] : []));
      expect(whole.code, whole.stderr).toBe(0);
      // Small inputs, but answers with figures in them: not a comparison of blanks.
      if (c.shows) expect(whole.stdout).toMatch(c.shows);
      for (const n of ns) {
        const counts = join(place, `counts-${n}`);
        const lines = await shards(c.args, n, counts);
        expect(lines.join('')).toMatch(new RegExp(`^shard \\d+ of ${n} \\(plan [0-9a-f]{12}\\): `, 'm'));
        expect(readdirSync(counts).filter((f) => f.endsWith('.counts.json'))).toHaveLength(n);
        // The folder, or its files named one by one in another order: the same merge.
        const files = readdirSync(counts).sort().reverse().map((f) => join(counts, f));
        const given = n % 2 === 1 ? [counts] : files;
        const merged = await cli('merge', ...given, ...(c.report ? ['--out', join(place, `merged-${n}`)] : []));
        expect(merged.code, merged.stderr).toBe(0);
        if (c.report) {
          expect(reportTree(join(place, `merged-${n}`)), `n = ${n}`).toEqual(reportTree(join(place, 'whole')));
          // Every line but the timings ("computed in 1.2 s", "M trials/s") is the same too, the
          // words as well as where prose wraps round a report's path (which names its own folder).
          const plain = (text: string, out: string): string =>
            text
              .replaceAll(`/${out}/`, '/<out>/')
              .replace(/\d+(\.\d+)? s\b/g, '<s>')
              .replace(/; Monte Carlo .*$/m, '')
              .replace(/ at [\d.,]+M? [a-z]+\/s/g, '')
              .replace(/\s+/g, ' ');
          expect(plain(merged.stdout, `merged-${n}`)).toBe(plain(whole.stdout, 'whole'));
        } else {
          expect(merged.stdout, `n = ${n}`).toBe(whole.stdout);
        }
      }
    });
  }
});
