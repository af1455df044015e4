import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArmy } from '../../src/core/army-check.js';
import { armyCost } from '../../src/core/army-count.js';
import { armyLabel, parseArmy } from '../../src/core/army-text.js';
import { UsageError } from '../../src/core/errors.js';
import { loadSystem } from '../../src/rules/registry.js';
import { loadArmy } from '../../src/scenario/army-file.js';
import { ROOT } from '../cli/run-cli.js';
import { withBattle } from '../core/army-fixture.js';
import { tempDir } from '../temp-dir.js';

const dir = tempDir('army');
let n = 0;
function file(text: string): string {
  const path = join(dir, `a${n++}.yaml`);
  writeFileSync(path, text);
  return path;
}

const VALID = `system: hott2
name: Test Host
source: a test army, not an official list
elements:
  - { troop: knights, count: 2 }
  - { troop: heroes, general: true }
  - { troop: spears, count: 2 }
  - { troop: spears, count: 2, behind: true }
`;

async function failure(text: string, wanted?: string): Promise<string> {
  const path = file(text);
  try {
    await loadArmy(path, wanted);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message.replace(path, 'FILE');
  }
  throw new Error('expected the army file to be refused');
}

describe('army files', () => {
  it('reads the elements left to right, the general, and behind: true as inline behind:', async () => {
    const loaded = await loadArmy(file(VALID));
    expect(loaded.system).toBe('hott2');
    expect(loaded.army.name).toBe('Test Host');
    expect(armyLabel(loaded.army)).toBe('2*knights+general:heroes+2*spears+2*behind:spears');
    expect(loaded.army.elements[5]).toEqual({ troop: 'spears', general: false, behind: 3 });
    expect(loaded.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(loaded.notes).toEqual([]);
  });

  it('reads behind: N as behind the Nth front-line element, and the same army inline', async () => {
    const loaded = await loadArmy(file(VALID.replace('count: 2, behind: true', 'behind: 1 }\n  - { troop: spears, behind: 5')));
    expect(loaded.army.elements.slice(5).map((e) => e.behind)).toEqual([0, 4]);
    const hott2 = await loadSystem('hott2');
    expect(parseArmy(hott2, armyLabel(loaded.army), 'army A').elements).toEqual(loaded.army.elements);
  });

  it('makes the first front element the general when none is marked, and says so', async () => {
    const path = file(VALID.replace(', general: true', ''));
    const loaded = await loadArmy(path);
    expect(loaded.army.elements.map((e) => e.general)).toEqual([true, false, false, false, false, false, false]);
    expect(loaded.notes).toEqual([`${path}: no element is marked general: true, so the first front-line element (Knights) is the general's`]);
  });

  it('serves every system it lists, and refuses one it does not', async () => {
    const both = VALID.replace('system: hott2', 'system: [hott2, hott25]');
    expect((await loadArmy(file(both), 'hott25')).system).toBe('hott25');
    expect((await loadArmy(file(both))).system).toBe('hott2');
    expect(await failure(VALID, 'd3h2')).toBe('FILE: system (line 1): the army is for hott2, not d3h2');
    expect(await failure(VALID.replace('system: hott2', 'system: [hott2, d3h2]').replace('troop: heroes', 'troop: riders'))).toBe('FILE: elements[1].troop (line 6): riders is a troop of hott2 but not of d3h2, which the file also lists');
  });

  it.each([
    ['an unknown field', VALID.replace('name: Test Host', 'name: Test Host\nnotse: x'), 'FILE: notse (line 3): unknown field; did you mean notes?'],
    ['an unknown field in an element', VALID.replace('count: 2 }', 'cuont: 2 }'), 'FILE: elements[0].cuont (line 5): unknown field; did you mean count?'],
    ['an unknown system', VALID.replace('system: hott2', 'system: hot2'), "FILE: system (line 1): unknown system 'hot2'; did you mean hott2, hott25?"],
    ['a system listed twice', VALID.replace('system: hott2', 'system: [hott2, HOTT2]'), "FILE: system[1] (line 1): 'hott2' is listed twice"],
    ['an unknown troop', VALID.replace('troop: knights', 'troop: knigts'), "FILE: elements[0].troop (line 5): unknown troop 'knigts' in hott2; did you mean knights?"],
    ['a huge count', VALID.replace('count: 2 }', 'count: 1e12 }'), "FILE: elements[0].count (line 5): the count '1e12' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
    ['too many elements in all', VALID.replace('count: 2 }', 'count: 40 }').replace('count: 2, behind', 'count: 8, behind'), "FILE: elements (line 4): 51 elements, but an army may have at most 48 (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
    ['a count of zero', VALID.replace('count: 2 }', 'count: 0 }'), "FILE: elements[0].count (line 5): the count '0' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
    ['behind a front element past any army', VALID.replace('count: 2, behind: true', 'behind: 1e308'), "FILE: elements[3].behind (line 8): at most 48 (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)"],
    ['no elements', VALID.replace(/elements:[\s\S]*/, 'elements: []\n'), 'FILE: elements (line 4): an army needs at least one element'],
    ['a name too long', VALID.replace('Test Host', 'x'.repeat(300)), 'FILE: name (line 2): at most 255 characters'],
    ['behind with nothing to stand behind', VALID.replace('count: 2, behind: true', 'count: 3, behind: true'), 'FILE: elements[3].behind (line 8): no front-line spears element is left without one behind it, so this spears element has nothing to stand behind'],
    ['behind a front element that does not exist', VALID.replace('count: 2, behind: true', 'behind: 9'), 'FILE: elements[3].behind (line 8): there is no front-line element 9 to stand behind: the front line has 5'],
    ['behind front element 0', VALID.replace('count: 2, behind: true', 'behind: 0'), 'FILE: elements[3].behind (line 8): front-line elements are numbered from 1'],
    ['two behind one', VALID.replace('count: 2, behind: true', 'behind: 1 }\n  - { troop: spears, behind: 1'), 'FILE: elements[4].behind (line 9): front-line element 1 already has an element behind it'],
    [
      'a cycle of behind',
      'system: hott2\nname: Loop\nsource: a cycle\nelements:\n  - { troop: spears, behind: 2 }\n  - { troop: spears, behind: 1 }\n',
      'FILE: elements[0].behind (line 5): there is no front-line element 2 to stand behind: the front line has 0',
    ],
    ['__proto__ as a field', VALID.replace('name: Test Host', 'name: Test Host\n__proto__: { name: x }'), "FILE: __proto__ (line 3): unknown field; '__proto__' is never a field or a troop id"],
    ['not YAML', 'system: [hott2\n', /^FILE: line \d+: not valid YAML/],
    ['a list, not a map', '- knights\n', 'FILE: line 1: expected a map of fields'],
  ])('refuses %s in one line naming the field and its line', async (_what, text, expected) => {
    const message = await failure(text);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it.each(['1e308', '49', '-1', '1.5', '"3"', '9007199254740993', '1e3', '.inf', '0x40', '[2]', `${'9'.repeat(60)}`])(
    'refuses the count %s in one sentence quoting it and the real limit, 48',
    async (written) => {
      const shown = written.length > 40 ? `${written.slice(0, 40)}...` : written;
      expect(await failure(VALID.replace('count: 2 }', `count: ${written} }`))).toBe(
        `FILE: elements[0].count (line 5): the count '${shown}' is not a whole number from 1 to 48, the most elements an army may hold (a sanity limit of oddsmith's, not a rule: 24 AP buys at most 24 elements)`,
      );
    },
  );

  it.each([
    ['a JavaScript tag', 'name: !!js/function "function () { return 1 }"', 'line 2', '!!js/function'],
    ['a local tag', 'name: !host Test Host', 'line 2', '!host'],
    ['a YAML 1.1 tag the core schema does not know', 'name: !!binary VGVzdA==', 'line 2', '!!binary'],
    ['a tag on an element', '  - !!python/object { troop: knights }', 'line 9', '!!python/object'],
  ])('refuses %s in one sentence with the file and line', async (_what, line, where, tag) => {
    const text = line.startsWith('  -') ? `${VALID}${line}\n` : VALID.replace('name: Test Host', line);
    expect(await failure(text)).toBe(`FILE: ${where}: the YAML tag '${tag}' is not one oddsmith reads (it reads plain text, numbers, true/false, lists and maps); write the value without it`);
  });

  it('reads its home terrain (002:86; F30) in any case, for every system it serves, and refuses one no system lays', async () => {
    expect((await loadArmy(file(VALID))).army.home).toBeNull();
    const both = VALID.replace('system: hott2', 'system: [hott2, hott25, d3h2]').replace('elements:', 'home: Forest\nelements:');
    expect((await loadArmy(file(both), 'd3h2')).army.home).toBe('forest');
    expect(await failure(VALID.replace('elements:', 'home: jungle\nelements:'))).toBe(
      "FILE: home (line 4): unknown home terrain 'jungle' in hott2; known: arable, forest, hilly, steppe, dry, tropical, littoral",
    );
    expect(await failure(VALID.replace('elements:', 'home: [forest]\nelements:'))).toMatch(/^FILE: home \(line 4\): /);
  });

  it('reads its plan of play (src/battle/RULINGS.md P1-P5) in any case, and refuses one the system does not play', async () => {
    expect((await loadArmy(file(VALID))).army.plan).toBeUndefined();
    expect((await loadArmy(file(VALID.replace('elements:', 'plan: Refuse\nelements:')))).army.plan).toBe('refuse');
    expect(await failure(VALID.replace('elements:', 'plan: charge\nelements:'))).toBe("FILE: plan (line 4): unknown plan 'charge' in hott2; known: line, refuse, envelop, hold, reserve");
  });

  it('keeps a name with markup and control characters as data', async () => {
    const name = '<script>alert(1)</script>\u001b]0;x\u0007 \u202eHost';
    const loaded = await loadArmy(file(VALID.replace('name: Test Host', `name: ${JSON.stringify(name)}`)));
    expect(loaded.army.name).toBe(name);
  });
});

describe('the shipped armies', () => {
  const ARMIES = join(ROOT, 'armies');
  const files = readdirSync(ARMIES).filter((f) => f.endsWith('.yaml'));

  it('are at least six for hott2 and six for d3h2, each listed in armies/README.md', () => {
    const readme = readFileSync(join(ARMIES, 'README.md'), 'utf8');
    expect(files.filter((f) => f.startsWith('hott2-')).length).toBeGreaterThanOrEqual(6);
    expect(files.filter((f) => f.startsWith('d3h2-')).length).toBeGreaterThanOrEqual(6);
    for (const f of files) expect(readme).toContain(`(${f})`);
  });

  it.each(files)('%s loads, costs 24 AP and passes the army rules of every system it lists', async (name) => {
    const first = await loadArmy(join(ARMIES, name));
    expect(first.source).toMatch(/not an official/);
    for (const id of first.systems) {
      const loaded = await loadArmy(join(ARMIES, name), id);
      const system = withBattle(await loadSystem(id));
      expect(armyCost(system, loaded.army)).toBe(24);
      expect(checkArmy(system, loaded.army, system.battle?.army.budget ?? 24)).toEqual({ notes: [] });
      expect(loaded.notes).toEqual([]);
      expect(parseArmy(system, armyLabel(loaded.army), 'army A').elements).toEqual(loaded.army.elements);
    }
  });
});
