import type { ShownBattle } from '../core/shown-battle.js';
import { VERSION } from '../version.js';
import { accountLines, endingWords, shownAccount, type ShownNames } from './battle-show-text.js';
import { battleStripSvg } from './charts/battle-strip.js';
import { htmlDocument } from './html.js';
import { html } from './markup.js';
import type { ReportFile } from './report-folder.js';
import { chartDom } from './svg-document.js';

/**
 * The folder `battle --show N --out` writes: the battle drawn bound by bound (battle.svg), its
 * account (battle.txt), and a page with both and the command that draws it again; written
 * whole or not at all by the report-folder code, like every report.
 */

/** The report's folder name under --out: `battle-<system>-show-<n>`. */
export const battleShowReportName = (system: string, n: number): string => `battle-${system}-show-${n}`;

const titleOf = (show: ShownBattle, names: ShownNames): string => `Battle ${show.n.toLocaleString('en-US')}: ${names[0]} v ${names[1]}`;

/** The report's files, made one at a time as they are written. `command` draws it again. */
export function* battleShowFiles(show: ShownBattle, names: ShownNames, command: string): Generator<ReportFile> {
  const svg = battleStripSvg(chartDom(), show, names);
  const account = shownAccount(show, names);
  yield ['battle.svg', `${String(svg)}\n`];
  yield ['battle.txt', `${accountLines(account).join('\n')}\n`];
  const title = titleOf(show, names);
  const body = html`<main>
<h1>${title}</h1>
<p>${account.head}</p>
${account.terrain ? html`<p>${account.terrain}</p>` : null}
<p>Drawn again by <code>${command}</code></p>
<figure class="chart"><div class="figure-scroll">${svg}</div></figure>
<ol>${account.bounds.map((b) => html`<li>${b.line}${b.fights.length > 0 ? html`<ul>${b.fights.map((f) => html`<li>${f}</li>`)}</ul>` : null}</li>`)}</ol>
</main>`;
  yield ['index.html', String(htmlDocument({ title, body }))];
}

/** What the manifest records besides its kind and files. */
export function battleShowManifest(show: ShownBattle, names: ShownNames, system: string): object {
  return { oddsmith: VERSION, system, title: titleOf(show, names), headline: `${endingWords(show, names)} (battle ${show.n}, seed ${show.seed}), drawn bound by bound`, createdAt: new Date().toISOString() };
}
