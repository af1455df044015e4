import { describe, expect, it } from 'vitest';
import { META as CHAINMAIL } from '../../src/rules/chainmail/meta.js';
import { META as D3H2 } from '../../src/rules/d3h2/meta.js';
import { META as HOTT2 } from '../../src/rules/hott2/meta.js';
import { META as HOTT25 } from '../../src/rules/hott25/meta.js';
import { META as LOW } from '../../src/rules/low/meta.js';
import type { SystemMeta } from '../../src/core/system.js';
import { NEEDS_SEEDS, seedText } from '../seed-text.js';

/**
 * Every chart's source line cites the rule text by title and line (issue #34): each combat
 * kind's line, read in the seed, holds the heading or rule its outcomes come from.
 */
const EXPECTED: readonly (readonly [SystemMeta, Readonly<Record<string, string>>])[] = [
  [HOTT2, { close: 'Combat Outcome', shooting: 'Combat Outcome', bespell: 'Combat Outcome', battle: 'VICTORY CONDITIONS' }],
  [HOTT25, { close: 'COMBAT', shooting: 'COMBAT', bespell: 'COMBAT', battle: 'TO WIN' }],
  [D3H2, { close: 'COMBAT OUTCOME', shooting: 'COMBAT OUTCOME', bespell: 'COMBAT OUTCOME', battle: 'WINNING AND LOSING THE BATTLE' }],
  [CHAINMAIL, { melee: 'COMBAT TABLES', engagement: 'the side with the lower total reacts', morale: 'the side with the lower total reacts', missile: 'MISSILE FIRE', fantasy: 'NO EFFECT', joust: 'JOUSTING MATRIX', duel: 'APPENDIX B', shot: 'There is a kill' }],
  [LOW, { melee: 'Melee', engagement: 'Melee', missile: 'Missile Fire', shot: 'catapult' }],
];

describe('source lines of the charts', () => {
  it('cite a line for every combat kind of every system', () => {
    for (const [meta] of EXPECTED) expect(Object.keys(meta.source.lines).sort(), meta.id).toEqual([...meta.combatKinds].sort());
    for (const [meta, words] of EXPECTED) expect(Object.keys(words).sort(), meta.id).toEqual([...meta.combatKinds].sort());
  });

  for (const [meta, words] of EXPECTED) {
    const text = seedText(meta.seedFile);
    it.skipIf(text === null)(`${meta.id}: each kind's line holds its rule ${text === null ? NEEDS_SEEDS : ''}`, () => {
      const lines = (text ?? '').split('\n');
      for (const [kind, line] of Object.entries(meta.source.lines)) expect(lines[line - 1] ?? '', `${meta.id} ${kind}, line ${line}`).toContain(words[kind]);
    });
  }
});
