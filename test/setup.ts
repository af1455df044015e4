/** Before each test file: every rule system loaded, as a command loads those it needs. */
import { loadSystems } from '../src/rules/registry.js';

await loadSystems();
