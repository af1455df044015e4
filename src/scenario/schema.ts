import { z } from 'zod';
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
const side = z.union([z.string().min(1), z.strictObject({ troop: z.string().min(1), count: z.number().int().min(1).max(MAX_FIGURES) })]);
const troopList = z.union([
  z.literal('all'),
  z.array(side).min(1, 'list at least one troop id, or write all').max(LIMITS.troops, `at most ${LIMITS.troops} troops`),
]);

export const conditionSetSchema = z.strictObject({
  name: z.string().min(1, 'a condition set needs a name'),
  combat: z.string().min(1).optional(),
  /** A what-if overlay for this set only (relative to the scenario file): base and patched side by side. */
  overlay: z.string().min(1).optional(),
  a: sideConditions.optional(),
  b: sideConditions.optional(),
});

export const scenarioSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'use letters, digits, dot, dash or underscore (it names the report folder)')
    .max(LIMITS.nameLength, `at most ${LIMITS.nameLength} characters (it names the report folder)`),
  title: z.string().min(1),
  system: z.string().min(1),
  /** A what-if overlay file, relative to the scenario file. */
  overlay: z.string().min(1).optional(),
  /** Option values (house rules, readings); the command line's --option overrides them. */
  options: z.record(z.string(), conditionValue).default({}),
  attackers: troopList,
  defenders: troopList,
  conditions: z
    .array(conditionSetSchema)
    .min(1, 'give at least one condition set')
    .max(LIMITS.conditionSets, `at most ${LIMITS.conditionSets.toLocaleString('en-US')} condition sets`)
    .default([{ name: 'open ground' }]),
  /** Matchups a writer wants across every condition set: `[attacker, defender]` pairs from the lists above. */
  focus: z.array(z.tuple([side, side])).max(LIMITS.focus, `at most ${LIMITS.focus} focus matchups`).default([]),
  method: z.enum(['exact', 'mc', 'auto']).default('auto'),
  /** Default 1,000,000 when neither trials nor precision is given (run-scenario.ts). */
  trials: z.number().int().min(1).max(MAX_TRIALS).optional(),
  precision: z.number().min(0.0001).max(0.5).optional(),
  seed: z.number().int().min(0).max(MAX_SEED).default(DEFAULT_SEED),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type ConditionSetFile = z.infer<typeof conditionSetSchema>;
