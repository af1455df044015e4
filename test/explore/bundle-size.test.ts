/**
 * Issue #47: the explorer is opened on phones, so its script (inlined in the page) is held to
 * 150 KiB gzipped at zlib's default level. It was 950 KiB, 257 KiB gzipped, when classic zod
 * (47% of it) and the yaml package (10%) came in only to check a pasted overlay.
 *
 * Issue #48 builds the battlefield beside the line: while both are in the page the bound is
 * 165 KiB. The board's code was about 24 KiB minified, 8.5 KiB gzipped (155.5 KiB in all); its
 * terrain (the home terrain table, the layout, the ground under each element) added about
 * 12 KiB minified, 6.6 KiB gzipped (162.1 KiB); Lurkers, turning to face, the defender's home
 * terrain and Gods and Dragons brought it to 165.2 KiB; camps and aiding shooters (F32, F33)
 * to 167.1 KiB; a camp's garrison (F35: the army text's `garrison:`, the option) to 168.8 KiB;
 * command distance, aided assaults and the strip's camp legend (F36, F37) to 169.5 KiB; threat
 * zones and their option (F38) to 171.4 KiB; blocked shots (F39) to 172.0 KiB (176,105 bytes, 23
 * under the bound of 172 KiB); rivers and their option (F40) to 172.8 KiB, and the contract's
 * unlisted example left out of the page (src/explore/bundle.ts, 1.2 KiB) back to 171.6 KiB
 * (175,738 bytes, 390 under); bespelling across a river (F40) put it over again (176,181 bytes).
 * The build now mangles the names of esbuild's output again with terser (scripts/bundle-explorer.ts):
 * 172,153 bytes (168.1 KiB), and this measures the build's script, what `explore` gives a user
 * (test/global-setup.ts has made dist/ current). The faster board and combat tables (issue #49)
 * took it to 176,848 bytes; terser's compressor, two passes, back to 175,938 (190 under).
 * The explorer's battle answer with its plan game (issue #49: the plan game, the matrix game
 * solver, their words and the plan-trials field) took it to 178,865 bytes, under a bound of
 * 175 KiB for one commit.
 *
 * The battle code now loads on demand (src/explore/bundle.ts, on-demand.ts): the battle kernel,
 * the board and the plan game are a second script, kept in the page unrun (a `text/plain`
 * script element) and run, under its own hash in the page's policy, when a battle is first
 * asked for; a matchup's answer never parses it. The bound is back to issue #47's 150 KiB, on
 * what runs before the first answer: the page's script, 142,453 bytes gzipped (from 178,865).
 * The battle code is bounded apart, at 40 KiB (35,935 bytes gzipped; it takes what it shares
 * with the page's script from it, not a copy). The page (the HTML file) still holds both: it
 * is one file to save or send.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { explorerPage } from '../../src/app/explorer-page.js';

const built = (name: string): Buffer => readFileSync(new URL(`../../dist/explore/${name}.js`, import.meta.url));

describe("the explorer's scripts", () => {
  it('what runs before the first answer is at most 150 KiB gzipped, and holds no battle kernel or plan game', () => {
    const js = built('page');
    expect(gzipSync(js).length).toBeLessThanOrEqual(150 * 1024);
    // Strings of prepare.ts, plan-game.ts and the solver's fractions, in the battle code alone.
    for (const only of ['has no army', 'a plan game needs', 'Fraction: zero denominator']) {
      expect(js.toString('utf8')).not.toContain(only);
      expect(built('battle').toString('utf8')).toContain(only);
    }
  });

  it('the battle code, run when a battle is first asked for, is at most 40 KiB gzipped', () => {
    expect(gzipSync(built('battle')).length).toBeLessThanOrEqual(40 * 1024);
  });

  it('the page is one file: the battle code in it unrun, each script under its hash in the policy', async () => {
    const { html } = await explorerPage();
    const battle = /<script type="text\/plain" id="battle-code">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const page = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (battle === undefined || page === undefined) throw new Error('a script is missing');
    expect(html.indexOf('id="battle-code"')).toBeLessThan(html.indexOf('<script>'));
    const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(html).toContain(`script-src ${hash(page)} ${hash(battle)};`);
    expect(battle.length).toBeGreaterThan(50_000);
  });
});
