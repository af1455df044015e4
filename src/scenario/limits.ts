/**
 * What one scenario file, and one run, may ask for: generous for real sweeps, small enough
 * that no accepted input can exhaust memory before the first progress line. docs/reports.md,
 * "Limits", lists them.
 */
export const LIMITS = {
  /** Bytes of a scenario file. */
  fileBytes: 1024 * 1024,
  /** YAML aliases expanded while reading (an alias bomb ends here, in one line). */
  aliases: 1000,
  /** Entries in `attackers` or `defenders`. */
  troops: 500,
  /** Condition sets in one scenario. */
  conditionSets: 1000,
  /** Matchups (attackers x defenders x condition sets) in one run, over all its scenarios. */
  matchups: 250_000,
  /** Focus matchups of one scenario: each draws a chart across every condition set. */
  focus: 50,
  /** File-name limit of common file systems (ext4, APFS, NTFS): the report folder's name. */
  nameLength: 255,
} as const;
