import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINE_SYSTEMS, lineAnswer, type LineAnswers } from './line-answer.js';

// Issue #48 builds the battlefield; on an open board with both armies in one line facing each
// other and the line-advance plan it must give the line's answers. line-answers.json holds the
// exact answer of every pair one element a side (hott2 324, hott25 441, d3h2 2,601 pairs),
// written by scripts/line-answers.ts before the model changed. The suite checks a cover on the
// line and on the board: each attacker type once, its defenders taken along the diagonal, so
// every type is fought on both sides; ODDSMITH_LINE_ANSWERS=all checks every pair on the board
// (.ci/run does, about three minutes of CPU).
const answers = JSON.parse(readFileSync(new URL('line-answers.json', import.meta.url), 'utf8')) as LineAnswers;
const all = process.env.ODDSMITH_LINE_ANSWERS === 'all';

/** The recorded rows checked: all, or for the k-th attacker type its (k mod n)-th row. */
function checked(rows: LineAnswers[string], field: 'line' | 'board'): LineAnswers[string] {
  if (all && field === 'board') return rows;
  const byAttacker = new Map<string, LineAnswers[string]>();
  for (const row of rows) byAttacker.set(row[0], [...(byAttacker.get(row[0]) ?? []), row]);
  return [...byAttacker.values()].map((own, k) => own[k % own.length]!);
}

describe.each(LINE_SYSTEMS.flatMap((system) => (['line', 'board'] as const).map((field) => [system, field] as const)))('%s on the %s: one element a side gives the recorded exact answer', (system, field) => {
  const rows = answers[system] ?? [];

  it('holds every pair the battle accepts', () => {
    expect(rows.length).toBeGreaterThan(300);
  });

  it.each(checked(rows, field).map(([a, b, ...p]) => [`${a} v ${b}`, a, b, p] as const))('%s', async (_, a, b, recorded) => {
    const answer = await lineAnswer(system, a, b, field);
    expect(answer).not.toBeNull();
    answer!.forEach((p, i) => expect(p, ['attacker wins', 'draws', 'defender wins'][i]).toBeCloseTo(recorded[i]!, 12));
  });
});
