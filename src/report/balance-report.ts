import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BalanceAnalysis } from '../analysis/balance.js';
import type { RuleSystem } from '../core/system.js';
import { VERSION } from '../version.js';
import { balanceCsv, balanceMarkdown, type BalanceContext } from './balance-format.js';
import { escapeText } from './chart-markup.js';
import { balanceBarsSvg } from './charts/balance-bars.js';
import { balanceScatterSvg } from './charts/balance-scatter.js';
import { checkReportTarget, installFolder, prepareOutRoot, removeLeftovers, stageFolder } from './report-folder.js';

/**
 * Write a balance report to `<out>/balance-<system>[-<overlay>]/`, whole or not at all (the
 * same folder safety as `run`): balance.csv, summary.md (paste-ready), the strength-cost
 * scatter and the strength-per-point bars, index.html and manifest.json. Returns the folder.
 */
export function writeBalanceReport(out: string, system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext): string {
  const root = prepareOutRoot(out);
  removeLeftovers(root);
  const dir = join(root, `balance-${system.id}${context.overlay ? `-${context.overlay.name}` : ''}`);
  checkReportTarget(dir);
  const temp = stageFolder(root);
  try {
    const markdown = balanceMarkdown(system, analysis, context);
    const charts: [string, string][] = [
      ['strength-cost.svg', balanceScatterSvg(analysis, system.title)],
      ['strength-per-point.svg', balanceBarsSvg(analysis, system.title)],
    ];
    const page = [
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
      `<title>${escapeText(`Balance: ${system.title}`)}</title>`,
      '<style>body{font:14px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}svg{max-width:100%;height:auto}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>',
      '</head><body>',
      ...charts.map(([, svg]) => `<figure>${svg}</figure>`),
      `<h2>Summary (summary.md)</h2><pre>${escapeText(markdown)}</pre>`,
      '</body></html>',
    ].join('\n');
    const files: [string, string][] = [['balance.csv', balanceCsv(analysis, context)], ['summary.md', markdown], ...charts.map(([f, svg]): [string, string] => [join('charts', f), svg]), ['index.html', page]];
    const names = [...files.map(([f]) => f), 'manifest.json'];
    files.push(['manifest.json', `${JSON.stringify({ oddsmith: VERSION, kind: 'balance', ...context, createdAt: new Date().toISOString(), files: names }, null, 2)}\n`]);
    mkdirSync(join(temp, 'charts'));
    for (const [name, content] of files) writeFileSync(join(temp, name), content);
    installFolder(temp, dir);
    return dir;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
