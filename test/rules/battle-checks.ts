import { readFileSync } from 'node:fs';
import type { RuleSystem } from '../../src/core/system.js';
import { seedText } from '../seed-text.js';

/**
 * What every DBA-family system's battle rules must hold, as a list of problems (empty when
 * sound): a profile per row, positive numbers where the battle model divides or moves by
 * them, ranges exactly where a row shoots or bespells, class names that exist, condition
 * keys and goings the system has, and a victory, army and field the model can use.
 */
export function battleProblems(system: RuleSystem, acts: (row: RuleSystem['rows'][number]) => { shoots: boolean; bespells: boolean }): string[] {
  const b = system.battle;
  if (!b) return [`${system.id} declares no battle rules`];
  const problems: string[] = [];
  const need = (ok: boolean, what: string): void => {
    if (!ok) problems.push(what);
  };
  const classes = new Set([...b.profiles.values()].flatMap((p) => p.classes));
  const keys = new Set(system.conditions.map((c) => c.key));
  need(b.army.budget > 0 && /^\d{3}:\d+/.test(b.army.cite), 'army: a budget and a cite');
  need(b.victory.kind === 'elements' ? b.victory.fraction > 0 && b.victory.fraction <= 1 : b.victory.points > 0, 'victory: a fraction or points');
  need(b.field.gap > 0 && b.field.rear > 0, 'field: gap and rear above 0');
  need(b.pips.bespell > 0, 'pips: bespelling costs PIPs');
  for (const key of Object.values(b.conditionKeys)) need(key === null || keys.has(key), `condition key '${String(key)}' is one of ${system.id}'s`);
  const going = system.conditions.find((c) => c.key === 'going');
  need(going?.kind === 'choice' && b.goings.every((g) => going.values.includes(g)), 'goings are values of the going condition');
  need(b.profiles.size === system.rows.length, 'one profile per row');
  for (const row of system.rows) {
    const p = b.profiles.get(row.id);
    if (!p) {
      problems.push(`${row.id}: no profile`);
      continue;
    }
    const { shoots, bespells } = acts(row);
    need(p.name === row.name, `${row.id}: name`);
    need(shoots === p.shootRange > 0, `${row.id}: a shooting range exactly when it shoots`);
    need(bespells === p.bespellRange > 0, `${row.id}: a bespelling range exactly when it bespells`);
    need(p.pursue >= 0 && p.moveBad >= 0, `${row.id}: pursuit and bad-going move not negative`);
    for (const c of [...p.recoilsThrough, ...p.pursueNotVs, ...p.rearSupportFrom, ...p.sideSupportFrom]) need(classes.has(c), `${row.id}: class '${c}' is some row's`);
    if (p.notDeployed === null) {
      need(p.category !== 'fixed', `${row.id}: a fixed element is not deployed`);
      need(p.cost > 0 && p.move > 0 && p.recoil > 0 && p.flee > 0, `${row.id}: cost, move, recoil and flight above 0 (${p.cost}, ${p.move}, ${p.recoil}, ${p.flee})`);
    } else need(/\d{3}:\d+/.test(p.notDeployed), `${row.id}: why it is not deployed cites a line`);
  }
  return problems;
}

/**
 * Rows of a battle table whose quoted `words` are not in the seed lines their `source`
 * cites (case and spacing aside), or null without the seeds. Rows without words are skipped.
 */
export function misquoted(rows: readonly unknown[], seeds: Readonly<Record<string, string>>): string[] | null {
  const norm = (text: string): string => text.replace(/[*’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
  const bad: string[] = [];
  for (const row of rows as { id: string; source: string; words?: string }[]) {
    if (row.words === undefined) continue;
    const lines: string[] = [];
    for (const cite of row.source.split(', ')) {
      const [seed = '', range = ''] = cite.split(':');
      const file = seeds[seed];
      const text = file === undefined ? null : seedText(file);
      if (text === null) return null;
      const [from, to = from] = range.split('-').map(Number) as [number, number?];
      lines.push(...text.split('\n').slice(from - 1, (to ?? from) as number));
    }
    if (!norm(lines.join(' ')).includes(norm(row.words))) bad.push(`${row.id} (${row.source})`);
  }
  return bad;
}

export const SEED_FILES = { '000': '000_4e153465d7893c13.txt', '001': '001_a3a2e917c5916244.txt', '002': '002_432c49c5757f1ed7.txt' } as const;

/** The rulings battle table rows name that no `## <id> — ` heading of the given RULINGS.md files has. */
export function unknownRulings(rows: readonly unknown[], files: readonly string[]): string[] {
  const headings = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^## ([A-Z]\d+) — /gm)].map((m) => m[1])));
  return (rows as { id: string; ruling?: string | null }[]).filter((r) => r.ruling && !headings.has(r.ruling)).map((r) => `${r.id}: ${String(r.ruling)}`);
}
