import { dirname, join } from 'node:path';
import type { BalanceAnalysis } from '../analysis/balance.js';
import type { RuleSystem } from '../core/system.js';
import { VERSION } from '../version.js';
import { balanceCsv, balanceMarkdown, type BalanceContext } from './balance-format.js';
import { escapeText } from './chart-markup.js';
import { balanceBarsSvg } from './charts/balance-bars.js';
import { balanceMatrixSvg } from './charts/balance-matrix.js';
import { balanceScatterSvg } from './charts/balance-scatter.js';
import { checkReportTarget, prepareOutRoot, removeLeftovers, stageFolder, writeFolder } from './report-folder.js';

/**
 * Where a balance report goes, `<out>/balance-<system>[-<overlay>]/`, checked before any
 * computing with the same safety as `run`: a usable --out, and nothing there but an earlier
 * oddsmith report.
 */
export function balanceReportDir(out: string, systemId: string, overlayName: string | undefined): string {
  const root = prepareOutRoot(out);
  removeLeftovers(root);
  const dir = join(root, `balance-${systemId}${overlayName ? `-${overlayName}` : ''}`);
  checkReportTarget(dir);
  return dir;
}

/**
 * Write a balance report to `dir` (from balanceReportDir), whole or not at all: balance.csv, summary.md (paste-ready), the strength-cost
 * scatter and the strength-per-point bars, index.html and manifest.json. Returns the folder.
 */
export function writeBalanceReport(dir: string, system: RuleSystem, analysis: BalanceAnalysis, context: BalanceContext): string {
  const markdown = balanceMarkdown(system, analysis, context);
  const charts: [string, string][] = [
    ['strength-cost.svg', balanceScatterSvg(analysis, system.title)],
    ['strength-per-point.svg', balanceBarsSvg(analysis, system.title)],
    ['matrix.svg', balanceMatrixSvg(analysis, system.title)],
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
  writeFolder(stageFolder(dirname(dir)), dir, files);
  return dir;
}
