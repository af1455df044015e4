/**
 * Issue #36: every result of every shipped system cites its seed line, the winner's too (the
 * page showed `[]` beside "won"). Checked on `matchup --format json`, so the CLI's answer and
 * the explorer's (the same document) both carry them.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/run-cli.js';

interface Explained {
  explanation: { sections: ({ kind: 'totals'; attacker: { parts: { cite: string }[] }; defender: { parts: { cite: string }[] } } | { kind: 'rules'; rules: { rule: string; cite: string }[] } | { kind: 'lines'; lines: string[] })[] };
}

/** The cites of every total's part and every result's rule: none may be empty. */
function cites(doc: Explained): [string, string][] {
  return doc.explanation.sections.flatMap((s): [string, string][] =>
    s.kind === 'totals' ? [...s.attacker.parts, ...s.defender.parts].map((p) => ['part', p.cite]) : s.kind === 'rules' ? s.rules.map((r) => [r.rule, r.cite]) : [],
  );
}

/** The lines that name a seed line (003:408) or a ruling (C20), for systems that explain in lines. */
const citedLines = (doc: Explained): string[] => doc.explanation.sections.flatMap((s) => (s.kind === 'lines' ? s.lines.filter((l) => /\b\d{3}:\d+|\b[A-Z]\d+\b/.test(l)) : []));

describe('every shipped system cites the seed line behind every result', () => {
  it.each([
    ['hott2', 'blades', 'knights'],
    ['hott25', 'knights', 'spears'],
    ['d3h2', 'blades', 'fast-auxilia'],
    ['d3h2', 'knights', 'spears', '--b', 'going=bad'],
    ['chainmail', 'heavy-foot', 'light-foot'],
    ['low', '6*infantry', '4*infantry', '--combat', 'engagement'],
  ])('%s %s v %s', async (...args) => {
    const run = await cli('matchup', ...args, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as Explained;
    expect(cites(doc).length + citedLines(doc).length).toBeGreaterThan(0);
    expect(cites(doc).filter(([, cite]) => cite === '')).toEqual([]);
  });
});
