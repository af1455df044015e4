import { planSystems } from '../src/core/plan.js';
import { ALL_SYSTEMS } from '../src/rules/all-systems.js';

/** Every shipped system as a run plan's systems, for tests that run matchups without an overlay. */
export const SHIPPED = planSystems(ALL_SYSTEMS);
