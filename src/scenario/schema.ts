import * as z from 'zod/mini';
import { MAX_FIGURES } from '../core/group.js';
import { DEFAULT_SEED, MAX_TRIALS } from '../core/trials-and-seed.js';
import { MAX_SEED } from '../rng/seed.js';
import { LIMITS } from './limits.js';

/**
 * The shape of a scenario file (scenarios/*.yaml). Field meanings are in docs/scenarios.md,
 * "Scenario format". Condition keys and values are checked against the system afterwards
 * (load.ts), so every system's conditions are accepted here as plain scalars.
 */
const conditionValue = z.union([z.boolean(), z.number(), z.string()]);
const sideConditions = z.record(z.string(), conditionValue);
/** A side: a troop id, a group expression (`8*infantry+champion`), or `{ troop, count }`. */
const side = z.union([z.string().check(z.minLength(1)), z.strictObject({ troop: z.string().check(z.minLength(1)), count: z.int().check(z.minimum(1), z.maximum(MAX_FIGURES)) })]);
const troopList = z.union([
  z.literal('all'),
  z.array(side).check(z.minLength(1, 'list at least one troop id, or write all'), z.maxLength(LIMITS.troops, `at most ${LIMITS.troops} troops`)),
]);

export const conditionSetSchema = z.strictObject({
  name: z.string().check(z.minLength(1, 'a condition set needs a name')),
  combat: z.optional(z.string().check(z.minLength(1))),
  /** A what-if overlay for this set only (relative to the scenario file): base and patched side by side. */
  overlay: z.optional(z.string().check(z.minLength(1))),
  a: z.optional(sideConditions),
  b: z.optional(sideConditions),
});

export const scenarioSchema = z.strictObject({
  name: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]*$/i, 'use letters, digits, dot, dash or underscore (it names the report folder)'), z.maxLength(LIMITS.nameLength, `at most ${LIMITS.nameLength} characters (it names the report folder)`)),
  title: z.string().check(z.minLength(1)),
  system: z.string().check(z.minLength(1)),
  /** A what-if overlay file, relative to the scenario file. */
  overlay: z.optional(z.string().check(z.minLength(1))),
  /** Option values (house rules, readings); the command line's --option overrides them. */
  options: z._default(z.record(z.string(), conditionValue), {}),
  attackers: troopList,
  defenders: troopList,
  conditions: z._default(z.array(conditionSetSchema).check(z.minLength(1, 'give at least one condition set'), z.maxLength(LIMITS.conditionSets, `at most ${LIMITS.conditionSets.toLocaleString('en-US')} condition sets`)), [{ name: 'open ground' }]),
  /** Matchups a writer wants across every condition set: `[attacker, defender]` pairs from the lists above. */
  focus: z._default(z.array(z.tuple([side, side])).check(z.maxLength(LIMITS.focus, `at most ${LIMITS.focus} focus matchups`)), []),
  method: z._default(z.enum(['exact', 'mc', 'auto']), 'auto'),
  /** Default 1,000,000 when neither trials nor precision is given (run-scenario.ts). */
  trials: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_TRIALS))),
  precision: z.optional(z.number().check(z.minimum(0.0001), z.maximum(0.5))),
  seed: z._default(z.int().check(z.minimum(0), z.maximum(MAX_SEED)), DEFAULT_SEED),
  /** Battles on the board: battles for each pair of plans of the plan game (default: a 25th of the trials, at least 100; 0 leaves it out). */
  'plan-trials': z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TRIALS))),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type ConditionSetFile = z.infer<typeof conditionSetSchema>;
