import { escapeHtml } from '../report/escape.js';
import { BATTLE_CODE_ID } from './on-demand.js';

/**
 * The explorer's HTML: the controls' frame, the answer's place, the style (usable from 390 px
 * up, by keyboard, with visible focus) and the bundled scripts inline, under a policy that
 * allows no network and no script but these two (by their hashes) and its own worker (a blob).
 * The battle code is held in a script element the browser does not run (`text/plain`): the
 * page runs a copy of it when a battle is first asked for (on-demand.ts), and hands it to the
 * worker with its own script.
 */

const STYLE = `
:root { color-scheme: light; --ink: #222; --muted: #595959; --rule: #ddd; --good: #cfe3f3; --bad: #f6d2c2; --both: #e7d3e8; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); }
header, main { max-width: 80rem; margin: 0 auto; padding: 0.3rem 1rem; }
header p { margin: 0; }
h1 { font-size: 1.1rem; margin: 0.2rem 0; display: inline; }
h2 { font-size: 1.15rem; margin: 0.6rem 0 0.3rem; }
h3 { font-size: 1rem; margin: 0.9rem 0 0.3rem; }
form { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
fieldset { border: 1px solid var(--rule); border-radius: 6px; padding: 0.4rem 0.6rem; min-width: 0; }
legend { font-weight: 600; }
/* A label holds its menu within its box: a system's long title (D3H2's) ran the menu past it at 390 px. */
label { display: inline-block; max-width: 100%; margin: 0.15rem 0.6rem 0.15rem 0; }
.control { margin: 0.3rem 0; }
.control label { margin: 0; }
.why { display: block; color: var(--muted); font-size: 0.85em; line-height: 1.3; }
/* On a phone the answer comes first and the form follows it; from 60rem up the form stands beside it. */
@media (min-width: 60rem) {
  main { display: grid; grid-template-columns: minmax(20rem, 26rem) 1fr; gap: 0 1.5rem; align-items: start; }
  #inputs { grid-column: 1; grid-row: 1; grid-template-columns: 1fr; }
  #results { grid-column: 2; grid-row: 1; min-width: 0; }
  #form-summary, .jump { display: none; }
}
ul.totals { font-size: 1.05rem; padding-left: 1.1rem; margin: 0.3rem 0; }
ul.notes { background: #fff8dc; border-left: 4px solid #b58900; padding: 0.3rem 0.5rem 0.3rem 1.4rem; margin: 0.4rem 0; }
#share { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
#share textarea { flex-basis: 100%; }
#form-summary { grid-column: 1 / -1; margin: 0; font-weight: 600; }
label.side { display: block; }
input[type=text] { width: 100%; }
#trials, #seed, #plan-trials { width: 17ch; }
input, select, button { font: inherit; max-width: 100%; }
:focus-visible { outline: 3px solid #0072b2; outline-offset: 2px; }
table { border-collapse: collapse; margin: 0.3rem 0; max-width: 100%; display: block; overflow-x: auto; }
th, td { border-bottom: 1px solid var(--rule); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
table.grid td { text-align: center; width: 2.2rem; }
td.good { background: var(--good); } td.bad { background: var(--bad); } td.both { background: var(--both); }
cite { color: var(--muted); font-style: normal; font-size: 0.9em; }
.meta, .hint { color: var(--muted); }
.error { color: #a00; font-weight: 600; }
#actions { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; }
table.dist { display: table; width: 100%; }
td.bar-cell { width: 70%; }
span.bar { display: block; height: 0.8em; background: #0072b2; min-width: 1px; }
textarea { width: 100%; font-family: ui-monospace, monospace; }
#command { font-family: ui-monospace, monospace; font-size: 0.85em; word-break: break-all; white-space: pre-wrap; }
ul { padding-left: 1.2rem; }
li { overflow-wrap: anywhere; }
`;

const BODY = `
<header><h1>oddsmith explorer</h1> <p class="hint">Odds of a fight as you change troops and conditions, by the same rules as <code>oddsmith matchup</code>.</p></header>
<main>
<div id="results">
<section id="answer" aria-live="polite"></section>
<section id="share" hidden>
  <button type="button" id="copy-text">Copy as text</button>
  <button type="button" id="copy-link">Copy link</button>
  <button type="button" class="jump" id="to-form">Change troops or conditions</button>
  <span id="share-status" class="hint" role="status"></span>
  <textarea id="share-text" readonly hidden spellcheck="false" aria-label="the text copied"></textarea>
</section>
<section id="answer-more"></section>
<details id="compare-tools"><summary>Side by side: another matchup, or a what-if overlay</summary>
  <p><button type="button" id="pin">Keep this answer to compare</button> <span class="hint">then change the inputs: each new answer is shown beside the one kept</span></p>
  <label class="side">what-if overlay (YAML, as <code>--overlay</code> takes it) <textarea id="overlay" rows="6" spellcheck="false" placeholder="base: hott2&#10;name: knights-plus-one&#10;troops:&#10;  knights: { vsFoot: 4 }"></textarea></label>
  <button type="button" id="apply-overlay">Compare this matchup under the overlay</button>
</details>
<section id="compare" aria-live="polite"></section>
<section id="actions" hidden>
  <a id="json" href="#">JSON (as the command below gives it with --format json)</a>
  <button type="button" id="copy">Copy the CLI command</button>
  <code id="command"></code>
</section>
</div>
<form id="inputs">
  <p id="form-summary" aria-live="polite"></p>
  <fieldset><legend>Matchup</legend>
    <label>system <select id="system"></select></label>
    <label>combat <select id="combat"></select></label>
  </fieldset>
  <fieldset><legend id="a-legend">Attacker</legend>
    <label class="side">troop, group or army <input type="text" id="attacker" list="troops" autocomplete="off" spellcheck="false"></label>
    <div id="a-conditions"></div>
  </fieldset>
  <fieldset><legend id="b-legend">Defender</legend>
    <label class="side">troop, group or army <input type="text" id="defender" list="troops" autocomplete="off" spellcheck="false"></label>
    <div id="b-conditions"></div>
  </fieldset>
  <fieldset><legend>Options</legend><div id="options"></div></fieldset>
  <fieldset><legend>Monte Carlo</legend>
    <label>trials <input type="text" id="trials" inputmode="numeric" autocomplete="off" spellcheck="false"></label>
    <label>seed <input type="text" id="seed" inputmode="numeric" autocomplete="off" spellcheck="false"></label>
    <div id="plan-trials-label" class="control" hidden><label>plan trials <input type="text" id="plan-trials" inputmode="numeric" autocomplete="off" spellcheck="false" placeholder="default" aria-describedby="plan-trials-why"></label><small class="why" id="plan-trials-why">a battle's plan game (--plan-trials): the battles of each pair of plans; by default a 25th of the battles, at least 100; 0 for none</small></div>
    <button type="button" id="run-mc">Run Monte Carlo</button>
    <div id="progress" hidden><span id="progress-what"></span> <progress id="bar" max="1" value="0"></progress> <button type="button" id="cancel">Cancel</button></div>
  </fieldset>
  <datalist id="troops"></datalist>
</form>
</main>`;

/**
 * The page, with `scripts` (the bundles, made safe by `inlineScript`) inline and their SHA-256s
 * (base64) in the policy, and the address it will be published at (`explore --base-url`, already
 * checked), if any: the link a copy of the page opened from a local file gives (share.ts).
 */
export function explorerHtml(scripts: { readonly page: string; readonly battle: string }, hashes: { readonly page: string; readonly battle: string }, baseUrl: string | null = null): string {
  const policy = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hashes.page}' 'sha256-${hashes.battle}'; worker-src blob:; img-src data:`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${policy}">
${baseUrl ? `<meta name="oddsmith-base-url" content="${escapeHtml(baseUrl)}">\n` : ''}<title>oddsmith explorer</title>
<style>${STYLE}</style>
</head>
<body>${BODY}
<script type="text/plain" id="${BATTLE_CODE_ID}">${scripts.battle}</script>
<script>${scripts.page}</script>
</body>
</html>
`;
}

/** The bundle made safe inside a script element: `</script` cannot end it early. */
export function inlineScript(bundle: string): string {
  return bundle.replace(/<\/(script)/gi, '<\\/$1');
}
