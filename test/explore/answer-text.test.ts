/**
 * Issue #36: "copy as text" gives the answer as a few plain lines a player pastes into a forum
 * post or a chat (troops, conditions, chances, the rule lines), with the same figures as
 * `matchup`; levers name the sides as the CLI does.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/explore/answer.js';
import { parseHash } from '../../src/explore/state.js';
import { answerText } from '../../src/report/answer-text.js';
import { leverWords } from '../../src/engine/levers.js';
import { percent } from '../../src/report/percent.js';
import { cli } from '../cli/run-cli.js';

async function textOf(hash: string, link: string | null = null): Promise<string> {
  const s = parseHash(hash);
  if (!s) throw new Error('no state');
  const a = await answer(s);
  return answerText(a.system, a.result, a.notes, link);
}

interface Doc {
  outcomes: Record<'attacker' | 'defender', Record<string, number>>;
  totals: Record<string, number>;
}

describe('the answer as plain text', () => {
  it('Blades (+5) v Fast Auxilia (+3) in bad going, worked by hand: Blades win 26/36, double 6/36, tie 4/36', async () => {
    const text = await textOf('#d3h2/blades/fast-auxilia?b=going=bad', 'https://example.org/odds/#d3h2/blades/fast-auxilia?b=going=bad');
    const lines = text.split('\n');
    expect(lines[0]).toBe('DBA 3.0 + Hordes of the Things 2.1 (D3H2) · close combat · exact over 36 dice outcomes');
    expect(lines[1]).toBe('Blades v Fast Auxilia (going=bad)');
    // Blades win where 5 + a > 3 + d: 2 + 3 + 4 + 5 + 6 + 6 = 26 pairs; double where 5 + a >= 2(3 + d): 4 + 2 = 6; tie where d = a + 2: 4.
    expect(lines[2]).toBe('Blades win 72.2% (doubling 16.7%) · tie 11.1% · Fast Auxilia win 16.7% (doubling 0.0%)');
    expect(lines[3]).toBe('Blades: no effect 83.3%, recoil 16.7%');
    expect(text).toContain('\nBlades double Fast Auxilia, 16.7%: Fast Auxilia destroyed, All others row, lost, half or less: Destroyed [002:653]\n');
    // Fast Auxilia recoil under two rules: 20 pairs Blades win (55.6%), 4 ties (11.1%).
    expect(text).toContain('\nBlades win, 55.6%: Fast Auxilia recoil, Auxilia row, lost, more than half: Otherwise Recoil [002:635]\n');
    expect(text).toContain('\ntie, 11.1%: Fast Auxilia recoil, Other Fast row, equal totals: Recoiled in close combat unless opponent also Fast [002:615]\n');
    expect(text).toContain('note: defender condition going has no effect on Fast Auxilia here');
    expect(lines.at(-2)).toBe('https://example.org/odds/#d3h2/blades/fast-auxilia?b=going=bad');
    expect(text.endsWith('\n')).toBe(true);
  });

  it.each([
    ['#hott2/knights/spears?a=charged&b=general,support', ['hott2', 'knights', 'spears', '--a', 'charged', '--b', 'general,support']],
    ['#chainmail/hero/dragon?a=magic-sword=1&combat=fantasy', ['chainmail', 'hero', 'dragon', '--a', 'magic-sword=1', '--combat', 'fantasy']],
    ['#low/6*infantry/4*infantry?combat=engagement', ['low', '6*infantry', '4*infantry', '--combat', 'engagement']],
  ])('%s holds the figures matchup gives, as it rounds them', async (hash, args) => {
    const text = await textOf(hash);
    const run = await cli('matchup', ...args, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as Doc;
    const table = (await cli('matchup', ...args)).stdout;
    // The kind's totals line, word for word as the table prints it.
    const totalsLine = table.split('\n').find((l) => / · /.test(l) && !l.includes(' exact ') && !l.includes('Monte Carlo'))?.trim();
    expect(totalsLine).toBeTruthy();
    expect(text.split('\n')[2]).toBe(totalsLine);
    for (const p of Object.values(doc.totals)) expect(text).toContain(percent(p));
    for (const side of ['attacker', 'defender'] as const) {
      for (const p of Object.values(doc.outcomes[side]).filter((x) => x > 0)) expect(text).toContain(percent(p));
    }
  });

  it('names a user-chosen name through printable: a control character is an escape, never a line of its own', async () => {
    const s = parseHash('#hott2/knights/spears');
    if (!s) throw new Error('no state');
    const a = await answer(s);
    const text = answerText({ ...a.system, troops: a.system.troops.map((t) => (t.id === 'knights' ? { ...t, name: 'Kni\nghts\u202e' } : t)) }, a.result, [], null);
    expect(text).toContain('Kni\\nghts\\u202e v Spears');
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
  });
});

describe('levers in the sides\' names', () => {
  it('says "Spears drops support" where the side is the defender, as the CLI does', () => {
    const names = { attacker: 'Knights', defender: 'Spears' };
    expect(leverWords({ side: 'defender', key: 'support', from: true, to: false, favourable: 0, change: 0 }, names)).toBe('Spears drops support');
    expect(leverWords({ side: 'attacker', key: 'going', from: 'good', to: 'bad', favourable: 0, change: 0 }, names)).toBe('Knights going: good -> bad');
    expect(leverWords({ side: 'option', key: 'good-going', from: 'loser', to: 'winner', favourable: 0, change: 0 }, names)).toBe('option good-going: loser -> winner');
    expect(leverWords({ side: 'defender', key: 'support', from: true, to: false, favourable: 0, change: 0 })).toBe('defender drops support');
  });
});
