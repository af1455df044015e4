import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { planRun } from '../../src/app/run-plan.js';
import { loadScenario } from '../../src/scenario/load.js';
import { ROOT } from '../cli/run-cli.js';
import { tempDir } from '../temp-dir.js';

const dir = tempDir('battle-scenario');
let n = 0;
function file(text: string, name = `s${n++}.yaml`): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const PIKES = join(ROOT, 'armies', 'd3h2-pike-phalanx.yaml');
const WARBAND = join(ROOT, 'armies', 'd3h2-warband.yaml');
const HOTT_KNIGHTS = join(ROOT, 'armies', 'hott2-knights-of-the-realm.yaml');

/** A battle sweep: one shipped army file and one inline army against a shipped army. */
const VALID = `name: battles
title: Battles
system: d3h2
attackers: [${PIKES}, "general:Kn+4*Bd"]
defenders: [${WARBAND}]
conditions:
  - name: open battle
    combat: battle
options: { bounds: 20 }
trials: 200
`;

async function failure(text: string, overrides = {}): Promise<string> {
  const path = file(text);
  try {
    await planRun({ files: [path], overrides, workers: 0, poolWhenNeeded: false });
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message.replace(path, 'FILE');
  }
  throw new Error('expected the scenario to be refused');
}

describe('battle scenarios', () => {
  it('reads army files and inline armies as sides, labelled canonically and named by the file', async () => {
    const s = await loadScenario(file(VALID));
    expect(s.conditions.map((c) => c.combat)).toEqual(['battle']);
    expect(s.attackers).toHaveLength(2);
    expect(s.attackers[1]).toBe('general:knights+4*blades');
    expect(s.armies.get(s.attackers[0] ?? '')?.name).toBe('Pike Phalanx');
    expect(s.armies.get(s.defenders[0] ?? '')?.name).toBe('Barbarian Warband');
    // An inline army is named by its canonical text.
    expect(s.armies.get('general:knights+4*blades')?.name).toBe('general:knights+4*blades');
  });

  it('reads focus battles as the same armies, and refuses one not listed', async () => {
    const s = await loadScenario(file(`${VALID}focus: [["general:Kn+4*Bd", ${WARBAND}]]\n`));
    expect(s.focus).toEqual([{ attacker: 'general:knights+4*blades', defender: s.defenders[0] }]);
    expect(await failure(`${VALID}focus: [["general:Kn+3*Bd", ${WARBAND}]]\n`)).toBe("FILE: focus[0][0] (line 11): 'general:knights+3*blades' is not among the attackers");
  });

  it('plans a battle per pair of armies, with the armies in the matchups and the options of the file', async () => {
    const path = file(VALID);
    const s = await loadScenario(path);
    const plan = (await planRun({ files: [path], overrides: {}, workers: 0, poolWhenNeeded: false })).scenarios[0];
    if (!plan) throw new Error('no plan');
    expect(plan.playable).toHaveLength(2);
    const first = plan.playable[0]?.matchup;
    expect(first?.combat).toBe('battle');
    expect(first?.attacker.army?.elements).toHaveLength(16);
    expect(first?.defender.army?.name).toBe('Barbarian Warband');
    expect(first?.options['bounds']).toBe(20);
    // On the board (the default), in the defender's home terrain, as `battle` lays it (F30).
    expect([first?.options['field'], first?.options['terrain']]).toEqual(['board', 'forest']);
    expect(plan.facts.sideNames?.[s.attackers[0] ?? '']).toBe('Pike Phalanx');
    // The smaller inline army is fought, with the army rules' note.
    expect(plan.notes).toEqual(["open battle: army 'general:knights+4*blades' uses 10 of 24 AP"]);
  });

  it('plans each battle on the board with its plan game: 25 pairs of plans, a 25th of the trials a pair, at least 100 (issue 49)', async () => {
    const planOf = async (text: string, overrides = {}) => (await planRun({ files: [file(text)], overrides, workers: 0, poolWhenNeeded: false })).scenarios[0];
    const plan = await planOf(VALID);
    expect(plan?.playable.map((p) => p.pairs.length)).toEqual([25, 25]);
    // The first pair is both armies in line; every pair is the battle itself with the sides' plans set.
    const pair = plan?.playable[0]?.pairs[0];
    expect([pair?.attacker.conditions['plan'], pair?.defender.conditions['plan'], pair?.options]).toEqual(['line', 'line', plan?.playable[0]?.matchup.options]);
    expect(plan?.gameRun).toEqual({ method: 'auto', seed: 1, target: { trials: 100 } });
    // plan-trials in the file, then --plan-trials over it; 0 leaves the game out, as the line does.
    expect((await planOf(`${VALID}plan-trials: 30\n`))?.gameRun?.target).toEqual({ trials: 30 });
    expect((await planOf(`${VALID}plan-trials: 30\n`, { planTrials: 7 }))?.gameRun?.target).toEqual({ trials: 7 });
    for (const none of [await planOf(`${VALID}plan-trials: 0\n`), await planOf(VALID.replace('options: { bounds: 20 }', 'options: { bounds: 20, field: line }'))]) {
      expect(none?.playable.every((p) => p.pairs.length === 0)).toBe(true);
      expect(none?.gameRun).toBeNull();
    }
    expect(await failure(`${VALID}plan-trials: -1\n`)).toMatch(/^FILE: plan-trials \(line \d+\): /);
  });

  it('refuses an army file that does not exist, with the field and line', async () => {
    const message = await failure(VALID.replace(WARBAND, 'nowhere.yaml'));
    expect(message).toMatch(/^FILE: defenders\[0\] \(line 5\): .*nowhere\.yaml: cannot read the army file/);
  });

  it('refuses an army of another system, with the field and line', async () => {
    const message = await failure(VALID.replace(WARBAND, HOTT_KNIGHTS));
    expect(message).toMatch(/^FILE: defenders\[0\] \(line 5\): .*system \(line 2\): the army is for hott2, hott25, not d3h2/);
  });

  it('refuses a close-combat condition in a battle set, with the field and line', async () => {
    const message = await failure(`${VALID.replace('    combat: battle\n', '    combat: battle\n    a: { overlaps: 1 }\n')}`);
    expect(message).toMatch(/^FILE: conditions\[0\]\.a\.overlaps \(line 9\): /);
  });

  it('refuses an army breaking the army rules under the scenario budget, quoting the rule', async () => {
    const message = await failure(VALID.replace('options: { bounds: 20 }', 'options: { bounds: 20, points: 12 }'));
    expect(message).toMatch(/^FILE: attackers\[0\] \(line 4\): army 'Pike Phalanx' costs 24 AP, over its budget of 12 AP \(002:79/);
  });

  it('refuses troops where a battle wants armies, and battles mixed with single combats', async () => {
    expect(await failure(VALID.replace(`defenders: [${WARBAND}]`, 'defenders: all'))).toMatch(/^FILE: defenders \(line 5\): a battle sweep lists armies/);
    expect(await failure(`${VALID.replace('    combat: battle\n', '    combat: battle\n  - name: close\n    combat: close\n')}`)).toMatch(/^FILE: conditions\[1\]\.combat \(line 10\): .*battle/);
    expect(await failure(VALID.replace('"general:Kn+4*Bd"', '"general:Kn+4*Zz"'))).toMatch(/^FILE: attackers\[1\] \(line 4\): unknown troop 'Zz'/);
  });
});
