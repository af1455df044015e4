import { checkKind, formatConditions, resolveConditions, type ConditionValue } from './conditions.js';
import { checkArmy } from './army-check.js';
import { armyGroup } from './army-count.js';
import { armyLabel, parseArmy } from './army-text.js';
import { BATTLE } from './battle-rules.js';
import { errors } from './errors.js';
import { figureCountRange, groupLabel, parseGroup } from './group.js';
import type { Matchup, MatchupRequest, RuleSystem, Side } from './system.js';
import type { BoardLayout } from './board-layout.js';

/** `count=N` on a side is not a condition: it multiplies the side's single troop id. */
function takeCount(raw: Readonly<Record<string, unknown>>, label: string, range: string): { count: number | undefined; rest: Record<string, unknown> } {
  const rest = Object.create(null) as Record<string, unknown>;
  let count: number | undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (key.toLowerCase() !== 'count') {
      rest[key] = value;
      continue;
    }
    const text = String(value).trim();
    count = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(count) || count < 1) throw errors.outOfRange(`${label} count`, value === true ? '(no value)' : value, range);
  }
  return { count, rest };
}

/** A battle's side: its army (inline, or read from a file), checked against the text's army rules for the battle's budget. */
function resolveArmySide(system: RuleSystem, side: MatchupRequest['attacker'], label: string, budget: number): Side {
  checkKind(system.conditions, side.conditions, BATTLE, label);
  const army = side.army ?? parseArmy(system, side.troop, label);
  checkArmy(system, army, budget);
  // The army file's plan of play, unless the side names one (src/battle/RULINGS.md P1-P5).
  const raw = army.plan !== undefined && !Object.keys(side.conditions).some((k) => k.toLowerCase() === 'plan') ? { ...side.conditions, plan: army.plan } : side.conditions;
  return { group: armyGroup(system, army), label: armyLabel(army), conditions: resolveConditions(system.conditions, raw, label), army };
}

function resolveSide(system: RuleSystem, combat: string, side: MatchupRequest['attacker'], label: string): Side {
  const { count, rest } = takeCount(side.conditions, label, figureCountRange(system));
  checkKind(system.conditions, rest, combat, label);
  const group = parseGroup(system, side.troop, count, label);
  return { group, label: groupLabel(group), conditions: resolveConditions(system.conditions, rest, label) };
}

/**
 * Check a raw request against a system's declared data (the overlaid system, if the request
 * has an overlay): troop ids or groups, combat kind (default: the system's first), each
 * side's conditions and the options (the overlay's, then the request's), each read by the
 * combat kind. What the troops can actually do is the system's `prepare` to judge.
 */
export function resolveMatchup(system: RuleSystem, request: MatchupRequest): Matchup {
  const kinds = system.combatKinds.map((k) => k.id);
  const combat = (request.combat ?? kinds[0] ?? '').toLowerCase();
  if (!kinds.includes(combat)) throw errors.unknown('combat kind', request.combat ?? '', kinds, `for ${system.id}`);
  const overlay = request.overlay ?? null;
  const raw = { ...(overlay?.options ?? {}), ...(request.options ?? {}) };
  checkKind(system.options, raw, combat, '', 'option');
  // An option only another kind reads (a battle's bound cap in a close combat) is no part of this matchup.
  const all = resolveConditions(system.options, raw, '', 'option');
  const options = Object.fromEntries(system.options.filter((d) => !d.combat || d.combat.includes(combat)).map((d) => [d.key, all[d.key] as ConditionValue]));
  const side = (request_: MatchupRequest['attacker'], label: string): Side =>
    combat === BATTLE && system.battle ? resolveArmySide(system, request_, label, Number(options['points'])) : resolveSide(system, combat, request_, label);
  const attacker = side(request.attacker, 'attacker');
  const defender = side(request.defender, 'defender');
  return {
    system: system.id,
    combat,
    attacker,
    defender,
    options: combat === BATTLE ? withHomeTerrain(options, defender) : options,
    overlay,
    ...(request.layout ? { layout: layoutFor(combat, request.layout) } : {}),
  };
}

/**
 * `terrain=home` (the default) on the board: the defender's home terrain (its army file's
 * `home`, 002:86; the second army is the defender, B3; src/battle/RULINGS.md F30), or open
 * ground for an army that names none; named, so the battle's identity says what was laid. On
 * the line nothing is laid.
 */
export function withHomeTerrain(options: Readonly<Record<string, ConditionValue>>, defender: { readonly army?: Side['army'] }): Readonly<Record<string, ConditionValue>> {
  if (options['terrain'] !== 'home' || options['field'] !== 'board') return options;
  return { ...options, terrain: defender.army?.home ?? 'open' };
}

/** A layout file's terrain: a battle's only (a single combat has no board). */
function layoutFor(combat: string, layout: BoardLayout): BoardLayout {
  if (combat !== BATTLE) throw errors.cannot(`the layout '${layout.name}'`, `be laid for a ${combat}`, 'only a battle on the board has terrain');
  return layout;
}

/**
 * Canonical text of a matchup: the same situation always gives the same text, so it can
 * name the matchup's random stream and key the prepare cache (a figure then does not depend
 * on what else is in a sweep). An overlay and options other than the defaults are part of it.
 *
 * @example
 * matchupKey(hott2, m); // => 'hott2|close|knights|charged|spears|general'
 */
export function matchupKey(system: RuleSystem, matchup: Matchup): string {
  const options = formatConditions(system.options, matchup.options);
  return [
    matchup.system,
    matchup.combat,
    matchup.attacker.label,
    formatConditions(system.conditions, matchup.attacker.conditions),
    matchup.defender.label,
    formatConditions(system.conditions, matchup.defender.conditions),
    ...(matchup.overlay ? [`overlay=${matchup.overlay.name}@${matchup.overlay.hash}`] : []),
    ...(matchup.layout ? [`layout=${matchup.layout.name}@${matchup.layout.hash}`] : []),
    ...(options ? [`options=${options}`] : []),
  ].join('|');
}
