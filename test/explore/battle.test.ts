/**
 * Issue #35 item 5: the explorer takes two inline armies in its link and fights the battle by
 * Monte Carlo (the page runs `answer` in its worker, src/explore/mc-worker.ts), on the same
 * seeded streams as `oddsmith battle`; exact is refused in the CLI's words. Issue #49: its
 * answer is `battle`'s, plan game and all: the JSON `battle --format json` prints for the
 * command the page gives, to the byte, at `battle`'s default plan trials and at a link's.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/explore/answer.js';
import { cliCommand, formatHash, parseHash } from '../../src/explore/state.js';
import { answerHtml, planGameHtml } from '../../src/explore/render.js';
import { sideNames } from '../../src/core/side-names.js';
import { answerText } from '../../src/report/answer-text.js';
import { planGameLines } from '../../src/report/plan-game-text.js';
import { shellReader } from '../shell-reads.js';
import { BATTLE_KIND } from '../../src/rules/common/battle/kind.js';
import { cli } from '../cli/run-cli.js';

const LINK = '#d3h2/general:Kn+3*Bd/general:Wb+3*Wb?combat=battle&method=mc&trials=500&seed=4';

describe('a battle in the explorer', () => {
  // The page's command, run: its JSON is the page's answer's, to the byte (words read as a shell reads them).
  const read = shellReader();
  async function commandJson(link: string): Promise<{ page: Awaited<ReturnType<typeof answer>>; cliJson: string; command: string }> {
    const s = parseHash(link);
    if (!s) throw new Error('no state');
    const command = cliCommand(s, 'json');
    const run = await cli(...read(command).slice(2));
    expect(run.code, run.stderr).toBe(0);
    return { page: await answer(s), cliJson: run.stdout, command };
  }
  /** LINK's page answer and its command's JSON, worked once for the three tests that read them (each a plan game of 2,500 battles). */
  let linkRun: ReturnType<typeof commandJson> | null = null;
  const linkOnce = (): ReturnType<typeof commandJson> => (linkRun ??= commandJson(LINK));

  it('reads two inline armies from the link and gives the counts `battle` gives', async () => {
    const s = parseHash(LINK);
    if (!s) throw new Error('no state');
    expect([s.attacker, s.defender, s.combat]).toEqual(['general:Kn+3*Bd', 'general:Wb+3*Wb', 'battle']);
    const { page: a, cliJson, command } = await linkOnce();
    expect(command).toBe("npx oddsmith battle d3h2 'general:Kn+3*Bd' 'general:Wb+3*Wb' --method mc --trials 500 --seed 4 --format json");
    expect(a.result.method).toBe('mc');
    const json = JSON.parse(cliJson) as { totals: Record<string, number> };
    expect(a.result.totals).toEqual(json.totals);
    expect(a.result.explanation.sections.flatMap((x) => (x.kind === 'lines' ? x.lines : [])).some((l) => l.startsWith('left out: terrain pieces'))).toBe(true);
  });

  it('gives the battle command to copy, and the metrics named by side, not by placeholder', async () => {
    const s = parseHash(LINK);
    if (!s) throw new Error('no state');
    expect(cliCommand(s)).toBe("npx oddsmith battle d3h2 'general:Kn+3*Bd' 'general:Wb+3*Wb' --method mc --trials 500 --seed 4");
    const { page: a } = await linkOnce();
    const html = answerHtml(BATTLE_KIND, a.result, { attacker: 'Army A', defender: 'Army B' }, null, [], '');
    expect(html).not.toContain('{attacker}');
    expect(html).toContain('Army A elements lost');
  });

  it('reports the plan game as `battle` does: its JSON, at battle\'s default plan trials, to the byte', async () => {
    const { page, cliJson, command } = await linkOnce();
    expect(command).not.toContain('--plan-trials');
    expect(page.json).toBe(cliJson);
    // battle's default: a 25th of the battles, at least 100 a pair; every plan against every plan.
    expect(page.plans?.trials).toBe(100);
    expect(page.plans?.cells).toHaveLength(25);
    const names = { attacker: 'Army A', defender: 'Army B' };
    const html = planGameHtml(page.plans ?? ({} as never), names);
    expect(html).toContain("under both sides&#39; best plans: Army A win");
    expect(html).toContain('both advancing in line: Army A win');
    expect(html).toMatch(/across the 25 pairs of plans Army A wins from [\d.]+% \(Army A \w+ v Army B \w+\)<br>to [\d.]+%/);
    // Copied as text, with the lines `battle` prints.
    const text = answerText(page.system, page.result, page.notes, null, page.plans ?? null);
    for (const line of planGameLines(page.plans ?? ({} as never), sideNames(page.system, page.result))) expect(text).toContain(line);
  });

  it('takes a link\'s plan trials as --plan-trials, in the link and the command; 0 and the line play none', async () => {
    const link = `${LINK.replace('trials=500', 'trials=200')}&plan-trials=8`;
    const s = parseHash(link);
    if (!s) throw new Error('no state');
    expect(formatHash(s)).toBe(link);
    const { page, cliJson, command } = await commandJson(link);
    expect(command).toBe("npx oddsmith battle d3h2 'general:Kn+3*Bd' 'general:Wb+3*Wb' --method mc --trials 200 --seed 4 --plan-trials 8 --format json");
    expect(page.json).toBe(cliJson);
    expect(page.plans?.trials).toBe(8);
    for (const none of [`${LINK}&plan-trials=0`, `${LINK.replace('combat=battle', 'combat=battle&option=field=line')}`]) {
      const run = await commandJson(none.replace('trials=500', 'trials=100'));
      expect(run.page.plans).toBeNull();
      expect(run.page.json).toBe(run.cliJson);
    }
    // Refused in --plan-trials' words.
    await expect(answer({ ...s, planTrials: '-1' })).rejects.toThrow("plan trials must be a whole number from 0 to 10,000,000, got '-1'");
  });

  it('an exact battle of one element a side: its plan game worked exactly, as `battle` works it', async () => {
    const { page, cliJson } = await commandJson('#d3h2/Kn/Bd?combat=battle');
    expect(page.result.method).toBe('exact');
    expect(page.plans?.trials).toBeNull();
    expect(page.json).toBe(cliJson);
  });

  it('refuses exact for armies too large to enumerate, in the CLI words', async () => {
    const s = parseHash(LINK.replace('method=mc', 'method=exact'));
    if (!s) throw new Error('no state');
    await expect(answer(s)).rejects.toThrow('d3h2 battle cannot be enumerated exactly: an army of 4 elements, over the 3 a side the exact battle chain reaches; use --method mc');
  });
});
