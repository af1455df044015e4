/**
 * Issue #33: the explorer's answer says the method that ran, and every Monte Carlo figure
 * carries its 95% interval as `matchup` prints it; its error line escapes control and
 * bidirectional characters as the CLI's does; the page has no inline handler its own policy
 * would block.
 */
import { describe, expect, it } from 'vitest';
import { sideNames } from '../../src/core/side-names.js';
import { kindOf } from '../../src/engine/aggregate.js';
import { answer, type Answer } from '../../src/explore/answer.js';
import { answerHtml, compareHtml, errorLine } from '../../src/explore/render.js';
import { explorerHtml } from '../../src/explore/shell.js';
import { parseHash } from '../../src/explore/state.js';
import { cli } from '../cli/run-cli.js';

async function pageAnswer(hash: string): Promise<{ a: Answer; html: string }> {
  const s = parseHash(hash);
  if (!s) throw new Error('no state');
  const a = await answer(s);
  return { a, html: answerHtml(kindOf(a.system, a.matchup.combat), a.result, sideNames(a.system, a.result), a.levers, a.notes, '') };
}

/** The text of an HTML fragment: tags dropped, the page's entities read back. */
const text = (html: string): string => html.replace(/<[^>]*>/g, ' ').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const ISSUE = '#low/6*infantry/4*infantry?combat=engagement&method=mc&trials=20000&seed=3';

describe('a Monte Carlo answer in the page', () => {
  it('says Monte Carlo in its method section, not the exact chain it did not run', async () => {
    const { html } = await pageAnswer(ISSUE);
    expect(html).toContain('<h3>method</h3><ul><li>Monte Carlo: 20,000 trials, seed 3, every chance and mean with its 95% interval</li><li>exact is available and was not asked for: Markov chain over 48 ');
    expect(html).not.toMatch(/<li>exact: /);
    expect(html).toMatch(/Monte Carlo, 20,000 trials, seed 3, largest 95% half-width ±0\.5%/);
  });

  it('shows each chance and mean with the interval matchup prints beside it', async () => {
    const { html } = await pageAnswer(ISSUE);
    const table = (await cli('matchup', 'low', '6*infantry', '4*infantry', '--combat', 'engagement', '--method', 'mc', '--trials', '20000', '--seed', '3')).stdout;
    const chances = table.match(/\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/g) ?? [];
    const means = table.match(/\d+\.\d\d \[\d+\.\d\d, \d+\.\d\d\]/g) ?? [];
    expect(chances.length).toBe(4); // holds the field and destroyed, each side
    expect(means.length).toBe(5); // rounds, figures left and points lost, each side
    for (const figure of [...chances, ...means]) expect(text(html)).toContain(figure);
  });

  it('gives every total and every bar of a distribution its interval: P(one round) = 23.6% of 20,000, Wilson [23.1%, 24.2%]', async () => {
    const { html } = await pageAnswer(ISSUE);
    // 6 Infantry hold the field in 17,244 of 20,000 (86.2%), as its outcome row says.
    expect(text(html)).toMatch(/6 Infantry hold the field: +86\.2% \[85\.7%, 86\.7%\]/);
    const totals = html.match(/<ul class="totals">.*?<\/ul>/s)?.[0] ?? '';
    expect(totals.match(/<strong>[^<]*<\/strong>/g)?.every((t) => /%\s\[/.test(t))).toBe(true);
    // k = 4,728 of n = 20,000: p = 0.2364, centre 0.23645, half-width 1.96 sqrt(p(1-p)/n) / (1 + 1.96^2/n) = 0.00589.
    const rounds = html.match(/<summary>rounds fought: distribution<\/summary>.*?<\/table>/s)?.[0] ?? '';
    expect(text(rounds)).toMatch(/\b1\s+23\.6% \[23\.1%, 24\.2%\]/);
    const bars = rounds.match(/<tr>.*?<\/tr>/g) ?? [];
    expect(bars.length).toBeGreaterThan(3);
    expect(bars.every((b) => /%\s\[\d/.test(b))).toBe(true);
  });

  it('side by side, each Monte Carlo figure has its interval too', async () => {
    const { a } = await pageAnswer(ISSUE);
    const html = compareHtml(kindOf(a.system, a.matchup.combat), sideNames(a.system, a.result), { label: 'first', result: a.result }, { label: 'second', result: a.result });
    expect(text(html)).toMatch(/6 Infantry: holds the field\s+86\.2% \[85\.7%, 86\.7%\]\s+86\.2% \[85\.7%, 86\.7%\]\s+0/);
  });

  it('an exact answer has no intervals and keeps its system\'s method line', async () => {
    const { html } = await pageAnswer('#low/6*infantry/4*infantry?combat=engagement');
    expect(html).not.toMatch(/%\s\[/);
    expect(html).toContain('<li>exact: Markov chain over 48 ');
  });
});

describe('the page\'s error line and markup', () => {
  it('shows control and bidirectional characters from a link as escapes, as the CLI does, on one line', () => {
    const html = errorLine("unknown troop 'kni\u202eghts\u001b]0;x\u0007'\nforged");
    expect(html).toBe('<p class="error" role="alert">unknown troop &#39;kni\\u202eghts\\x1b]0;x\\x07&#39;\\nforged</p>');
    expect(html).not.toMatch(/[\u0000-\u001f\u202e]/);
  });

  it('has no inline event handler, which its own Content-Security-Policy blocks', () => {
    const page = explorerHtml({ page: 'void 0', battle: 'void 1' }, { page: 'hash', battle: 'battle-hash' });
    expect(page).toContain("script-src 'sha256-hash' 'sha256-battle-hash';");
    expect(page).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  });
});
