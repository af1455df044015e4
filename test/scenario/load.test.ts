import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { loadScenario } from '../../src/scenario/load.js';
import { runSettings as effectiveSettings } from '../../src/app/scenario-plan.js';
import { tempDir } from '../temp-dir.js';

const dir = tempDir('scenario');
let n = 0;
function file(text: string): string {
  const path = join(dir, `s${n++}.yaml`);
  writeFileSync(path, text);
  return path;
}

const VALID = `name: hott2-open
title: HOTT 2e, mounted against foot
system: hott2
attackers: [knights, riders, heroes]
defenders: all
conditions:
  - name: open ground
    combat: close
  - name: defender uphill
    b: { uphill: true }
  - name: attacker in bad going, overlapped
    a: { going: bad, overlaps: 1 }
method: exact
trials: 1000000
seed: 1
`;

async function failure(text: string): Promise<string> {
  const path = file(text);
  try {
    await loadScenario(path);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message.replace(path, 'FILE');
  }
  throw new Error('expected the scenario to be refused');
}

describe('scenario files', () => {
  it('loads the shape given in issue #3', async () => {
    const s = await loadScenario(file(VALID));
    expect(s.name).toBe('hott2-open');
    expect(s.system.id).toBe('hott2');
    expect(s.attackers).toEqual(['knights', 'riders', 'heroes']);
    expect(s.defenders).toHaveLength(22);
    expect(s.conditions.map((c) => c.combat)).toEqual(['close', 'close', 'close']);
    expect(s.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads focus matchups as side labels, each from the lists, and refuses one that is not, with its line', async () => {
    const s = await loadScenario(file(`${VALID}focus: [[knights, spears], [{ troop: heroes, count: 1 }, blades]]\n`));
    expect(s.focus).toEqual([{ attacker: 'knights', defender: 'spears' }, { attacker: 'heroes', defender: 'blades' }]);
    expect(await failure(`${VALID}focus: [[spears, knights]]\n`)).toBe("FILE: focus[0][0] (line 16): 'spears' is not among the attackers");
    expect(await failure(`${VALID}focus: [[knights, nobody]]\n`)).toMatch(/^FILE: focus\[0\]\[1\] \(line 16\): unknown troop 'nobody' in hott2/);
    expect(await failure(`${VALID}focus: [[knights]]\n`)).toMatch(/^FILE: focus\[0\] \(line 16\)/);
  });

  it('fills defaults: auto method, a million trials, seed 1, one open-ground set', async () => {
    const s = await loadScenario(file('name: x\ntitle: X\nsystem: hott2\nattackers: all\ndefenders: [spears]\n'));
    expect([s.method, effectiveSettings(s, {}).target, s.seed, s.conditions.map((c) => c.name)]).toEqual(['auto', { trials: 1_000_000 }, 1, ['open ground']]);
  });

  const bad: [string, string, RegExp][] = [
    ['a missing field', VALID.replace('title: HOTT 2e, mounted against foot\n', ''), /^FILE: title \(line 1\): missing; expected text$/],
    ['an unknown field', VALID.replace('seed: 1', 'seed: 1\ncolour: red'), /^FILE: colour \(line 16\): unknown field/],
    ['an unknown field in a condition set', VALID.replace('    combat: close', '    comabt: close'), /^FILE: conditions\[0\]\.comabt \(line 8\): unknown field; did you mean combat\?/],
    ['an unknown system', VALID.replace('system: hott2', 'system: hot2'), /^FILE: system \(line 3\): unknown system 'hot2'; did you mean hott2, hott25\?/],
    ['an unknown troop', VALID.replace('riders', 'raiders'), /^FILE: attackers\[1\] \(line 4\): unknown troop 'raiders' in hott2; did you mean riders\?/],
    ['a troop listed twice', VALID.replace('heroes]', 'knights]'), /^FILE: attackers\[2\] \(line 4\): 'knights' is listed twice/],
    ['an unknown condition', VALID.replace('{ uphill: true }', '{ uphil: true }'), /^FILE: conditions\[1\]\.b\.uphil \(line 10\): unknown condition 'uphil' for defender; did you mean uphill\?/],
    ['a bad condition value', VALID.replace('overlaps: 1', 'overlaps: 5'), /^FILE: conditions\[2\]\.a\.overlaps \(line 12\): attacker condition overlaps must be a whole number from 0 to 2, got '5'/],
    ['an unknown combat kind', VALID.replace('combat: close', 'combat: melee'), /^FILE: conditions\[0\]\.combat \(line 8\): unknown combat kind 'melee' for hott2/],
    ['a duplicate condition set', VALID.replace('name: defender uphill', 'name: open ground'), /^FILE: conditions\[1\]\.name \(line 9\): condition set 'open ground' is named twice/],
    ['a bad method', VALID.replace('method: exact', 'method: fast'), /^FILE: method \(line 13\): expected one of exact, mc, auto$/],
    ['non-numeric trials', VALID.replace('trials: 1000000', 'trials: many'), /^FILE: trials \(line 14\): expected a number$/],
    ['a negative seed', VALID.replace('seed: 1', 'seed: -1'), /^FILE: seed \(line 15\): at least 0$/],
    ['a fractional seed', VALID.replace('seed: 1', 'seed: 1.5'), /^FILE: seed \(line 15\): expected a whole number$/],
    ['too many trials', VALID.replace('trials: 1000000', 'trials: 1e12'), /^FILE: trials \(line 14\): at most 100,000,000,000$/],
    ['501 attackers', VALID.replace('[knights, riders, heroes]', `[${Array(501).fill('knights').join(', ')}]`), /^FILE: attackers \(line 4\): at most 500 troops$/],
    ['a troop list that is neither all nor a list', VALID.replace('[knights, riders, heroes]', '7'), /^FILE: attackers \(line 4\): expected all, or a list$/],
    ['a condition value that is a list', VALID.replace('{ uphill: true }', '{ uphill: [1] }'), /^FILE: conditions\[1\]\.b\.uphill \(line 10\): expected true or false, a number, or text$/],
    ['an unknown field in a { troop, count } entry', VALID.replace('riders', '{ troop: riders, cuont: 2 }'), /^FILE: attackers\[1\]\.cuont \(line 4\): unknown field; did you mean count\?$/],
    ['__proto__ as a field', VALID.replace('seed: 1', 'seed: 1\n__proto__: { trials: 5 }'), /^FILE: __proto__ \(line 16\): unknown field; '__proto__' is never a field or a troop id$/],
    ['__proto__ inside a condition set', VALID.replace('{ uphill: true }', '{ __proto__: { uphill: true } }'), /^FILE: conditions\[1\]\.b\.__proto__ \(line 10\): unknown field/],
    ['an unsafe name', VALID.replace('name: hott2-open', 'name: ../escape'), /^FILE: name \(line 1\): use letters, digits/],
    ['an empty troop list', VALID.replace('[knights, riders, heroes]', '[]'), /^FILE: attackers \(line 4\): list at least one troop id/],
    ['an overlay file that does not exist', VALID.replace('system: hott2', 'system: hott2\noverlay: knights4.yaml'), /knights4\.yaml: cannot read the overlay file/],
    ['broken YAML', 'name: [unclosed\ntitle: x\n', /^FILE: line \d+: not valid YAML/],
    ['a count past any side, quoted as written', VALID.replace('riders', '{ troop: riders, count: 1e308 }'), /^FILE: attackers\[1\]\.count \(line 4\): the count '1e308' is not a whole number from 1 to 100, the most figures a side may hold$/],
    ['a count of zero, quoted as written', VALID.replace('riders', '{ troop: riders, count: 0 }'), /^FILE: attackers\[1\]\.count \(line 4\): the count '0' is not a whole number from 1 to 100, the most figures a side may hold$/],
    ['an unknown YAML tag', VALID.replace('title: HOTT', 'title: !!js/function HOTT'), /^FILE: line 2: the YAML tag '!!js\/function' is not one oddsmith reads \(it reads plain text, numbers, true\/false, lists and maps\); write the value without it$/],
    ['a local YAML tag in a condition set', VALID.replace('{ uphill: true }', '{ uphill: !yes true }'), /^FILE: line 10: the YAML tag '!yes' is not one/],
  ];

  it.each(bad)('refuses %s with the file, field path and line', async (_what, text, message) => {
    expect(await failure(text)).toMatch(message);
  });

  it('uses precision instead of trials when the file gives it, and lets the command line override', async () => {
    const s = await loadScenario(file(VALID.replace('method: exact', 'method: mc\nprecision: 0.002').replace(/^trials: .*\n/m, '')));
    expect(effectiveSettings(s, {})).toEqual({ method: 'mc', target: { precision: 0.002 }, seed: 1 });
    expect(effectiveSettings(s, { target: { trials: 10 }, seed: 4, method: 'exact' })).toEqual({ method: 'exact', target: { trials: 10 }, seed: 4 });
  });

  it('refuses a file that does not exist', async () => {
    await expect(loadScenario(join(dir, 'nope.yaml'))).rejects.toThrow(/cannot read the scenario file/);
  });
});

describe('a scenario names its systems (run loads only these)', () => {
  it("loads the scenario's system and its overlay's base when it is read, once, and refuses a system it does not know", async () => {
    const overlay = file('base: low\nname: elsewhere\ntroops:\n  infantry: { cost: 3 }\n');
    const s = await loadScenario(file(`name: s\ntitle: s\nsystem: low\noverlay: ${overlay}\nattackers: [infantry]\ndefenders: [infantry]\n`));
    expect([s.base.id, s.system.id, s.overlay?.spec.base]).toEqual(['low', 'low', 'low']);
    expect(s.system.rows.find((r) => r.id === 'infantry')?.cost).toBe(3);
    expect(s.base.rows.find((r) => r.id === 'infantry')?.cost).not.toBe(3);
    expect(await failure('name: x\ntitle: X\nsystem: hot2\nattackers: all\ndefenders: all\n')).toMatch(/^FILE: system \(line 3\): unknown system 'hot2'; did you mean hott2, hott25\?/);
  });
});
