import { readScenarioText } from './read-text.js';
import { yamlText } from './yaml-text.js';

export type { Path, YamlFile } from './yaml-text.js';
import type { YamlFile } from './yaml-text.js';

/**
 * Read a scenario or overlay file: a regular UTF-8 file within the size limit, valid YAML,
 * aliases expanded at most LIMITS.aliases times. Every refusal is one line naming the file.
 */
export function readYamlFile(file: string, what = 'scenario file'): YamlFile {
  const { text, hash } = readScenarioText(file, what);
  return yamlText(text, hash, file);
}

