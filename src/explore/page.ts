import { BATTLE } from '../core/battle-rules.js';
import type { ConditionDef } from '../core/conditions.js';
import { defaultConditions, formatConditions, resolveConditions, splitConditions } from '../core/conditions.js';
import { sideNames } from '../core/side-names.js';
import type { RuleSystem } from '../core/system.js';
import { parseTrials } from '../core/trials-and-seed.js';
import { kindOf } from '../engine/aggregate.js';
import { answerText } from '../report/answer-text.js';
import { escapeHtml } from '../report/escape.js';
import { CATALOGUE, loadSystem } from '../rules/registry.js';
import { answer, planTrialsOf, resolveState, type Answer } from './answer.js';
import type { WorkerProgress } from './mc-worker.js';
import { battleCode } from './on-demand.js';
import { pastedOverlay } from './pasted-overlay.js';
import { answerParts, compareHtml, errorLine, gridHtml, planGameHtml, type Compared } from './render.js';
import { copyText, shareLink } from './share.js';
import { cliCommand, DEFAULT_SEED, DEFAULT_TRIALS, formatHash, parseHash, trialsFor, type ExploreState } from './state.js';

/**
 * The explorer page (`oddsmith explore`): controls built from the chosen system's own
 * declarations (troops, combat kinds, conditions, options), the state in the URL hash, exact
 * answers worked in the page as the inputs change, Monte Carlo in a Web Worker with progress
 * and a cancel button, the answer to copy as text or as a link, the JSON `matchup --format
 * json` prints, and the CLI command. On a phone the answer comes first, the form after it. A
 * battle is answered as `battle` answers it, its plan game after it, in the worker.
 */

const START: ExploreState = { system: 'hott2', attacker: 'knights', defender: 'spears', a: '', b: '', combat: '', option: '', method: 'exact', trials: DEFAULT_TRIALS, seed: DEFAULT_SEED, planTrials: '' };

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`internal: no #${id} in the page`);
  return el as T;
};

/** This page's own script, run again as the Monte Carlo worker (main.ts). */
let ownSource = '';

let current: ExploreState = START;
let worker: Worker | null = null;
/** The answer on show, and the one kept to compare with (`Keep this answer`). */
let shown: { kind: ReturnType<typeof kindOf>; names: { attacker: string; defender: string }; compared: Compared; answer: Answer } | null = null;
let kept: Compared | null = null;

/**
 * One control for a condition or option: a checkbox, a select or a number, with its one-line
 * description shown under it (a phone has no hover for a title), which names its seed lines
 * and ruling.
 */
function control(prefix: string, def: ConditionDef, value: unknown): string {
  const id = escapeHtml(`${prefix}-${def.key}`);
  const key = escapeHtml(def.key);
  const attrs = `id="${id}" data-key="${key}" aria-describedby="${id}-why"`;
  const why = `<small class="why" id="${id}-why">${escapeHtml(def.description)}</small>`;
  if (def.kind === 'flag') return `<div class="control"><label class="flag"><input type="checkbox" ${attrs}${value === true ? ' checked' : ''}> ${key}</label>${why}</div>`;
  if (def.kind === 'choice') {
    const options = def.values.map((v) => `<option${v === value ? ' selected' : ''}>${escapeHtml(v)}</option>`).join('');
    return `<div class="control"><label>${key} <select ${attrs}>${options}</select></label>${why}</div>`;
  }
  return `<div class="control"><label>${key} <input type="number" ${attrs} min="${def.min}" max="${def.max}" value="${escapeHtml(String(value))}"></label>${why}</div>`;
}

/** The schema entries a combat kind reads. */
const readBy = (schema: readonly ConditionDef[], combat: string): ConditionDef[] => schema.filter((d) => !d.combat || d.combat.includes(combat));

/** Values from a text the CLI takes, defaults filled; a bad text leaves the defaults (the answer reports the error). */
function valuesOf(schema: readonly ConditionDef[], text: string): Readonly<Record<string, unknown>> {
  try {
    return resolveConditions(schema, splitConditions(text, ''), '');
  } catch {
    return defaultConditions(schema);
  }
}

/** The text the CLI takes from a group of controls: only what differs from the defaults. */
function textOf(schema: readonly ConditionDef[], container: HTMLElement): string {
  const values: Record<string, boolean | string | number> = { ...defaultConditions(schema) };
  for (const el of container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-key]')) {
    const key = el.dataset['key'] ?? '';
    values[key] = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el instanceof HTMLInputElement && el.type === 'number' ? Number(el.value) : el.value;
  }
  return formatConditions(schema, values);
}

/** Build every control for a state of a system. */
function buildControls(system: RuleSystem, s: ExploreState): void {
  const combat = s.combat || system.combatKinds[0]?.id || '';
  $('system').innerHTML = CATALOGUE.map((m) => `<option value="${escapeHtml(m.id)}"${m.id === system.id ? ' selected' : ''}>${escapeHtml(m.title)}</option>`).join('');
  $('combat').innerHTML = system.combatKinds.map((k) => `<option value="${escapeHtml(k.id)}"${k.id === combat ? ' selected' : ''}>${escapeHtml(k.label)}</option>`).join('');
  $('troops').innerHTML = system.troops.map((t) => `<option value="${escapeHtml(t.id)}">${escapeHtml(t.name)}</option>`).join('');
  $<HTMLInputElement>('attacker').value = s.attacker;
  $<HTMLInputElement>('defender').value = s.defender;
  const conditions = readBy(system.conditions, combat);
  const options = readBy(system.options, combat);
  const a = valuesOf(system.conditions, s.a);
  const b = valuesOf(system.conditions, s.b);
  const o = valuesOf(system.options, s.option);
  $('a-conditions').innerHTML = conditions.map((d) => control('a', d, a[d.key])).join('');
  $('b-conditions').innerHTML = conditions.map((d) => control('b', d, b[d.key])).join('');
  $('options').innerHTML = options.length > 0 ? options.map((d) => control('o', d, o[d.key])).join('') : '<p class="hint">no options for this combat</p>';
  $<HTMLInputElement>('trials').value = s.trials;
  $<HTMLInputElement>('seed').value = s.seed;
  $<HTMLInputElement>('plan-trials').value = s.planTrials;
  $('plan-trials-label').hidden = combat !== BATTLE;
}

/** The state the controls say. */
async function stateFromControls(): Promise<ExploreState> {
  const system = await loadSystem($<HTMLSelectElement>('system').value);
  const combat = $<HTMLSelectElement>('combat').value;
  const first = system.combatKinds[0]?.id ?? '';
  return {
    system: system.id,
    attacker: $<HTMLInputElement>('attacker').value.trim(),
    defender: $<HTMLInputElement>('defender').value.trim(),
    a: textOf(system.conditions, $('a-conditions')),
    b: textOf(system.conditions, $('b-conditions')),
    combat: combat === first ? '' : combat,
    option: textOf(system.options, $('options')),
    method: current.method,
    // As typed: the answer reads them as --trials and --seed do, and refuses what they refuse.
    trials: $<HTMLInputElement>('trials').value.trim(),
    seed: $<HTMLInputElement>('seed').value.trim(),
    planTrials: combat === BATTLE ? $<HTMLInputElement>('plan-trials').value.trim() : '',
  };
}

/** Put an answer's first lines (or a message) in the answer's place, and the rest after the share buttons. */
function setAnswer(head: string, body = ''): void {
  $('answer').innerHTML = head;
  $('answer-more').innerHTML = body;
  $('share').hidden = true;
}

function showError(message: string): void {
  setAnswer(errorLine(message));
  $('actions').hidden = true;
}

/** Each side's name with its conditions, as the CLI's table heads its answer. */
function situationOf(a: Answer, names: { attacker: string; defender: string }): { attacker: string; defender: string } {
  const side = (s: 'attacker' | 'defender'): string => {
    const text = formatConditions(a.system.conditions, a.result[s].conditions).replaceAll(',', ', ');
    return `${names[s]}${text ? ` (${text})` : ''}`;
  };
  return { attacker: side('attacker'), defender: side('defender') };
}

/** Show an answer, with the share buttons, the JSON link and the CLI command. */
function show(s: ExploreState, a: Answer): void {
  const kind = kindOf(a.system, a.matchup.combat);
  const names = sideNames(a.system, a.result);
  const codes = a.prepared.kernel.diceGrid?.();
  const grid = codes ? gridHtml(kind, a.prepared.kernel.axes, codes, names) : '';
  const leversButton = a.levers === null && a.result.method === 'exact' ? '<p><button type="button" id="levers">What changes the odds most (an exact run per variation)</button></p>' : '';
  const parts = answerParts(kind, a.result, names, a.levers, a.notes, grid, situationOf(a, names));
  setAnswer(parts.head, (a.plans ? planGameHtml(a.plans, names) : '') + parts.body + leversButton);
  if (leversButton) $('levers').addEventListener('click', () => void answer(s, undefined, true).then((b) => show(s, b)));
  const link = $<HTMLAnchorElement>('json');
  link.href = `data:application/json;charset=utf-8,${encodeURIComponent(a.json)}`;
  link.download = `${s.system}-${s.attacker}-${s.defender}.json`.replace(/[^A-Za-z0-9.*+-]+/g, '_');
  $('command').textContent = cliCommand(s, 'json');
  $('actions').hidden = false;
  $('share').hidden = false;
  $('share-text').hidden = true;
  $('share-status').textContent = '';
  // Beside the form, where a phone shows it: the answer's first line, so a change there is seen where it is made (its results apart, not run together).
  $('form-summary').textContent = Array.from($('answer').querySelectorAll('ul.totals li'), (li) => li.textContent ?? '').join(' · ');
  $('a-legend').textContent = `Attacker: ${names.attacker}`;
  $('b-legend').textContent = `Defender: ${names.defender}`;
  shown = { kind, names, compared: { label: cliCommand(s).replace(/^npx oddsmith matchup /, ''), result: a.result }, answer: a };
  $('compare').innerHTML = kept && kept.result.combat === a.result.combat ? compareHtml(kind, names, kept, shown.compared) : '';
}

/** The link to the answer on show, or null where the page cannot know one (a local file without --base-url). */
const linkToCurrent = (): string | null => shareLink(location.href, document.querySelector('meta[name="oddsmith-base-url"]')?.getAttribute('content') ?? null, formatHash(current));

/** Copy, and say what happened in one line. */
async function share(text: string, what: string): Promise<void> {
  const copied = await copyText(text, $<HTMLTextAreaElement>('share-text'));
  $('share-status').textContent = copied ? `${what} copied.` : `${what} is selected below: copy it from there.`;
}

/** The same matchup under a pasted what-if overlay, checked as `--overlay` checks a file, beside the answer on show. */
async function compareOverlay(): Promise<void> {
  const text = $<HTMLTextAreaElement>('overlay').value;
  try {
    const overlay = await pastedOverlay(text);
    const what = await answer({ ...current, method: 'exact' }, undefined, false, overlay);
    if (!shown) return;
    $('compare').innerHTML = compareHtml(shown.kind, shown.names, shown.compared, { label: `the same under overlay ${overlay.spec.name} (${overlay.changes.join('; ')})`, result: what.result });
  } catch (error) {
    $('compare').innerHTML = errorLine(error instanceof Error ? error.message : String(error));
  }
}

/** An answer refused, in the CLI's words; one that cannot be enumerated offers Monte Carlo. */
function refused(s: ExploreState, message: string): void {
  if (/enumerated exactly/.test(message)) {
    setAnswer(`<p class="hint" role="status">${escapeHtml(message.replace(/: use --method mc$/, ''))}: this ${s.combat === BATTLE ? 'battle' : 'matchup'} needs Monte Carlo.</p><button type="button" id="use-mc">Run ${escapeHtml(parseTrials(s.trials, 'trials').toLocaleString('en-US'))} Monte Carlo ${s.combat === BATTLE ? 'battles' : 'trials'}</button>`);
    $('actions').hidden = true;
    $('use-mc').addEventListener('click', () => void go({ ...s, method: 'mc' }));
    return;
  }
  showError(message);
}

/** Work out the answer for `s`: exact here, or Monte Carlo (and any battle, with its plan game) in the worker. */
async function run(s: ExploreState): Promise<void> {
  worker?.terminate();
  worker = null;
  $('progress').hidden = true;
  if (s.method === 'mc' || s.combat === BATTLE) return runWorker(s);
  try {
    show(s, await answer(s));
  } catch (error) {
    refused(s, error instanceof Error ? error.message : String(error));
  }
}

/** In a Web Worker, with progress and cancel; the same streams as the CLI. */
function runWorker(s: ExploreState): void {
  const battle = s.combat === BATTLE;
  // The page's own script, and for a battle the battle code after it (on-demand.ts).
  const blob = new Blob(battle ? [ownSource, '\n', battleCode()] : [ownSource], { type: 'text/javascript' });
  const w = new Worker(URL.createObjectURL(blob));
  worker = w;
  // A battle's plan game: the same battle under every pair of plans, after it (none on the line, or at 0 plan trials).
  let plans = 0;
  try {
    plans = battle ? planTrialsOf(s) : 0;
  } catch {
    // The worker refuses it in the CLI's words.
  }
  $('progress').hidden = false;
  $<HTMLProgressElement>('bar').value = 0;
  $('progress-what').textContent = battle ? 'battles' : 'trials';
  setAnswer(`<p class="hint" role="status">${battle ? `Battles being fought${plans > 0 ? ', then every plan against every plan' : ''}` : 'Monte Carlo running'}…</p>`);
  w.onmessage = (event: MessageEvent<Partial<WorkerProgress> & { json?: string; error?: string }>) => {
    const m = event.data;
    if (m.error !== undefined) {
      refused(s, m.error);
      $('progress').hidden = true;
    } else if (m.json !== undefined) {
      $('progress').hidden = true;
      void answerFromJson(s, m.json ?? '').then((a) => show(s, a));
      w.terminate();
    } else if (m.done !== undefined && m.planned) {
      $('progress-what').textContent = m.phase === 'plans' ? 'plan game' : battle ? 'battles' : 'trials';
      $<HTMLProgressElement>('bar').value = m.done / m.planned;
    }
  };
  w.postMessage(s);
}

/** An answer from the worker's JSON document: the page shows what the worker computed. */
async function answerFromJson(s: ExploreState, json: string): Promise<Answer> {
  const { system, matchup, prepared } = await resolveState(s);
  const doc = JSON.parse(json) as { notes: string[]; levers: Answer['levers']; plans?: Answer['plans'] } & Answer['result'];
  // The JSON calls the largest half-width `precision` (engine/matchup-json.ts).
  const result = { ...doc, maxHalfWidth: (doc as unknown as { precision: number }).precision };
  return { system, matchup, prepared, result, notes: doc.notes, levers: doc.levers, ...(doc.plans === undefined ? {} : { plans: doc.plans }), json };
}

/** Put a state in the hash, the controls and the answer. */
async function go(s: ExploreState, fromHash = false): Promise<void> {
  current = s;
  try {
    buildControls(await loadSystem(s.system), s);
  } catch (error) {
    showError(error instanceof Error ? error.message : String(error));
    return;
  }
  const hash = formatHash(s);
  if (!fromHash && location.hash !== hash) history.replaceState(null, '', hash);
  await run(s);
}

async function changed(event: Event): Promise<void> {
  const target = event.target as HTMLElement;
  if (target.id === 'system') {
    const system = await loadSystem($<HTMLSelectElement>('system').value);
    const first = system.troops[0]?.id ?? '';
    return go({ ...START, system: system.id, attacker: first, defender: first });
  }
  // A new combat kind reads other conditions: keep only what it reads.
  const s = await stateFromControls();
  await go(target.id === 'combat' ? { ...s, a: '', b: '', option: '', trials: trialsFor(s.combat, s.trials) } : { ...s, method: target.id === 'trials' || target.id === 'seed' || target.id === 'plan-trials' ? s.method : 'exact' });
}

export function start(source: string): void {
  ownSource = source;
  // Every input answers on change; the form itself never submits (no inline handler: the page's policy allows none).
  $('inputs').addEventListener('submit', (e) => e.preventDefault());
  $('inputs').addEventListener('change', (e) => void changed(e));
  $('cancel').addEventListener('click', () => {
    worker?.terminate();
    worker = null;
    $('progress').hidden = true;
    setAnswer('<p class="hint" role="status">Monte Carlo cancelled.</p>');
  });
  $('run-mc').addEventListener('click', () => void stateFromControls().then((s) => go({ ...s, method: 'mc' })));
  $('copy').addEventListener('click', () => void navigator.clipboard?.writeText($('command').textContent ?? ''));
  // A button, not a link to #inputs: the hash holds the matchup.
  $('to-form').addEventListener('click', () => $('inputs').scrollIntoView());
  $('copy-text').addEventListener('click', () => {
    if (shown) void share(answerText(shown.answer.system, shown.answer.result, shown.answer.notes, linkToCurrent(), shown.answer.plans ?? null), 'The answer as text');
  });
  $('copy-link').addEventListener('click', () => {
    const link = linkToCurrent();
    if (link) void share(link, 'The link');
    else $('share-status').textContent = 'This page is a file on this computer, so its address opens nothing elsewhere: publish its folder on a web host (or write it with explore --base-url) to share links. Copy as text works here.';
  });
  $('pin').addEventListener('click', () => {
    kept = shown?.compared ?? null;
    $('compare').innerHTML = kept ? `<p class="hint" role="status">Kept: ${escapeHtml(kept.label)}. Change the inputs to see another answer beside it.</p>` : '';
  });
  $('apply-overlay').addEventListener('click', () => void compareOverlay());
  window.addEventListener('hashchange', () => void go(parseHash(location.hash) ?? START, true));
  void go(parseHash(location.hash) ?? START, true);
}
