/**
 * Issue #35 item 5: the explorer takes two inline armies in its link and fights the battle by
 * Monte Carlo (the page runs `answer` in its worker, src/explore/mc-worker.ts), on the same
 * seeded streams as `oddsmith battle`; exact is refused in the CLI's words.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/explore/answer.js';
import { cliCommand, parseHash } from '../../src/explore/state.js';
import { answerHtml } from '../../src/explore/render.js';
import { BATTLE_KIND } from '../../src/rules/common/battle/kind.js';
import { cli } from '../cli/run-cli.js';

const LINK = '#d3h2/general:Kn+3*Bd/general:Wb+3*Wb?combat=battle&method=mc&trials=500&seed=4';

describe('a battle in the explorer', () => {
  it('reads two inline armies from the link and gives the counts `battle` gives', async () => {
    const s = parseHash(LINK);
    if (!s) throw new Error('no state');
    expect([s.attacker, s.defender, s.combat]).toEqual(['general:Kn+3*Bd', 'general:Wb+3*Wb', 'battle']);
    const a = await answer(s);
    expect(a.result.method).toBe('mc');
    const json = JSON.parse((await cli('battle', 'd3h2', 'general:Kn+3*Bd', 'general:Wb+3*Wb', '--trials', '500', '--seed', '4', '--format', 'json')).stdout) as { totals: Record<string, number> };
    expect(a.result.totals).toEqual(json.totals);
    expect(a.result.explanation.sections.flatMap((x) => (x.kind === 'lines' ? x.lines : [])).some((l) => l.startsWith('left out: terrain pieces'))).toBe(true);
  });

  it('gives the battle command to copy, and the metrics named by side, not by placeholder', async () => {
    const s = parseHash(LINK);
    if (!s) throw new Error('no state');
    expect(cliCommand(s)).toBe("npx oddsmith battle d3h2 'general:Kn+3*Bd' 'general:Wb+3*Wb' --method mc --trials 500 --seed 4");
    const a = await answer(s);
    const html = answerHtml(BATTLE_KIND, a.result, { attacker: 'Army A', defender: 'Army B' }, null, [], '');
    expect(html).not.toContain('{attacker}');
    expect(html).toContain('Army A elements lost');
  });

  it('refuses exact for armies too large to enumerate, in the CLI words', async () => {
    const s = parseHash(LINK.replace('method=mc', 'method=exact'));
    if (!s) throw new Error('no state');
    await expect(answer(s)).rejects.toThrow('d3h2 battle cannot be enumerated exactly: an army of 4 elements, over the 3 a side the exact battle chain reaches; use --method mc');
  });
});
