/**
 * Issue #33, section 2: every option a system's RULINGS.md names exists in the CLI with exactly
 * the values it names, and every option the CLI offers is named in that RULINGS.md.
 *
 * The convention: an option is declared where its ruling is, as the word Option (any case,
 * bold or not) followed by its specification in backticks, written as `oddsmith troops
 * <system>` prints it:
 *
 * - Option `key=default|other|...`: a choice, every value, the default first;
 * - Option `key`: a switch, off by default;
 * - Option `key=min..max`: a whole number in that range.
 *
 * A reading that is not offered is written without that form ("not offered yet"). Any other
 * `key=value` in backticks whose key is an option (`landsknechte-loss=as-swiss`) must name one
 * of its values.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../../src/rules/registry.js';
import { cli, ROOT } from '../cli/run-cli.js';

const RULES = join(ROOT, 'src', 'rules');

/** An option as the CLI offers it: its specification (`key=a|b`, `key`, `key=1..9`) and default. */
interface Offered {
  readonly key: string;
  readonly spec: string;
  readonly default: string;
}

const keyOf = (spec: string): string => spec.split('=')[0] ?? spec;

/** The options section of `oddsmith troops <id>`: one line per option, its specification first and its default last. */
async function offered(id: string): Promise<Offered[]> {
  const run = await cli('troops', id);
  expect(run.code).toBe(0);
  const section = run.stdout.split(/\noptions \(.*\n/)[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const spec = line.trim().split(/\s+/)[0] ?? '';
      return { key: keyOf(spec), spec, default: /; default (\S+)$/.exec(line)?.[1] ?? '' };
    });
}

/** What a specification says is wrong with it, or null: a switch, a choice of two or more values, or a range. */
function malformed(spec: string): string | null {
  if (/^[a-z0-9-]+$/.test(spec) || /^[a-z0-9-]+=\d+\.\.\d+$/.test(spec) || /^[a-z0-9-]+=[a-z0-9.-]+(\|[a-z0-9.-]+)+$/.test(spec)) return null;
  if (/^[a-z0-9-]+=[a-z0-9.-]+$/.test(spec)) return `Option \`${spec}\` names one value: declare every value, the default first`;
  return `Option \`${spec}\` is none of \`key=default|other\`, \`key\`, \`key=min..max\``;
}

/** Every problem with one system's RULINGS.md against what its CLI offers (empty when they agree). */
function disagreements(text: string, cliOptions: readonly Offered[]): string[] {
  const problems: string[] = [];
  const declared = [...text.matchAll(/\boption[*:]*\s+`([^`]*)`/gi)].map((m) => m[1] ?? '');
  const byKey = new Map(cliOptions.map((o) => [o.key, o]));
  for (const spec of new Set(declared)) {
    const bad = malformed(spec);
    const cliSpec = byKey.get(keyOf(spec))?.spec;
    if (bad) problems.push(bad);
    else if (cliSpec === undefined) problems.push(`Option \`${spec}\`: the CLI offers no option ${keyOf(spec)}`);
    else if (cliSpec !== spec) problems.push(`Option \`${spec}\`: the CLI offers \`${cliSpec}\``);
  }
  for (const o of cliOptions) {
    if (!declared.includes(o.spec)) problems.push(`the CLI's \`${o.spec}\` is not declared (Option \`${o.spec}\`)`);
    const first = /^[^=]+=([^|.]+)\|/.exec(o.spec)?.[1];
    if (first !== undefined && first !== o.default) problems.push(`the CLI's \`${o.spec}\` does not list its default ${o.default} first`);
  }
  // Mentions of one value: `landsknechte-loss=as-swiss`.
  for (const m of text.matchAll(/`([a-z0-9-]+)=([^`\s|]+)`/g)) {
    const [, key = '', value = ''] = m;
    if (declared.includes(`${key}=${value}`)) continue;
    const spec = byKey.get(key)?.spec ?? '';
    const choices = /=(.*\|.*)$/.exec(spec)?.[1]?.split('|');
    const range = /=(\d+)\.\.(\d+)$/.exec(spec);
    const fits = choices ? choices.includes(value) : range ? /^\d+$/.test(value) && Number(value) >= Number(range[1]) && Number(value) <= Number(range[2]) : true;
    if (!fits) problems.push(`\`${key}=${value}\`: the CLI offers \`${spec}\``);
  }
  return problems;
}

const withRulings = readdirSync(RULES).filter((dir) => existsSync(join(RULES, dir, 'RULINGS.md')));

describe('RULINGS.md and the CLI name the same options with the same values', () => {
  it('every RULINGS.md belongs to a system', () => {
    expect(withRulings.filter((dir) => !SYSTEM_IDS.includes(dir))).toEqual([]);
  });

  it.each(SYSTEM_IDS.map((id) => [id]))('%s', async (id) => {
    const options = await offered(id);
    const file = join(RULES, id, 'RULINGS.md');
    if (!existsSync(file)) {
      expect(options.map((o) => o.spec), `${id} offers options but has no RULINGS.md`).toEqual([]);
      return;
    }
    expect(disagreements(readFileSync(file, 'utf8'), options)).toEqual([]);
  });

  it('finds a declaration the CLI lacks, a value it lacks, an undeclared option and a bad mention', () => {
    const cliOptions: Offered[] = [
      { key: 'doubling', spec: 'doubling=both-under-20|total-under-20', default: 'both-under-20' },
      { key: 'round-cap', spec: 'round-cap=1..100', default: '30' },
      { key: 'parry', spec: 'parry', default: 'off' },
    ];
    const text = [
      '**Option** `doubling=both-under-20|total-under-20`.',
      '**Option**\n`loss-removal-of-remaining`: the second threshold.',
      'Option `round-cap=1..1000`, and `round-cap=200` at most.',
      '**Option, not offered yet** `no-default-lances`.',
      'Option `doubling: total-under-20`, Option `doubling=total-under-20`.',
    ].join('\n');
    expect(disagreements(text, cliOptions)).toEqual([
      'Option `loss-removal-of-remaining`: the CLI offers no option loss-removal-of-remaining',
      'Option `round-cap=1..1000`: the CLI offers `round-cap=1..100`',
      'Option `doubling: total-under-20` is none of `key=default|other`, `key`, `key=min..max`',
      'Option `doubling=total-under-20` names one value: declare every value, the default first',
      "the CLI's `round-cap=1..100` is not declared (Option `round-cap=1..100`)",
      "the CLI's `parry` is not declared (Option `parry`)",
      '`round-cap=200`: the CLI offers `round-cap=1..100`',
    ]);
  });
});
