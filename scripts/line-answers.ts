/**
 * `npx tsx scripts/line-answers.ts`: writes test/rules/battle/line-answers.json, today's exact
 * answer of `battle <system> A B --method exact` for every pair of types one element a side
 * that the battle accepts, in hott2, hott25 and d3h2 (issue #48: the line battle as a special
 * case of the battlefield, recorded before the model changes). Run it only when a reading is
 * changed on purpose, and name the figures that moved in CHANGELOG; the test
 * test/rules/battle/line-answers.test.ts holds the model to the file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LINE_SYSTEMS, lineAnswer, type LineAnswers } from '../test/rules/battle/line-answer.js';
import { loadSystem } from '../src/rules/registry.js';

const file = fileURLToPath(new URL('../test/rules/battle/line-answers.json', import.meta.url));
const answers: LineAnswers = {};
for (const id of LINE_SYSTEMS) {
  const ids = (await loadSystem(id)).rows.map((r) => r.id);
  const rows: LineAnswers[string] = [];
  for (const a of ids) {
    for (const b of ids) {
      const answer = await lineAnswer(id, a, b);
      if (answer) rows.push([a, b, ...answer]);
    }
  }
  answers[id] = rows;
  process.stderr.write(`${id}: ${rows.length} pairs of ${ids.length * ids.length}\n`);
}
writeFileSync(file, `${JSON.stringify(answers, null, 0).replace(/\],\[/g, '],\n[')}\n`);
