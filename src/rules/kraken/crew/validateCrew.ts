import type { CrewMember } from './crew';
import {
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  ATTRIBUTE_NAMES,
  CREATION_ATTRIBUTE_TOTAL,
  MAX_CREW,
  MAX_TRAITS,
  PSI_MAX,
  hasTraitRule,
} from './crew';
import { SLOT_IDS, isHand, itemsCarried, overloadOf } from './inventory';
import type { ItemLimitGroup } from './modifiers';
import { itemLimitGroup } from './modifiers';

/**
 * Refuses an illegal crew member, loadout or team with sentences naming the rule broken
 * (Space Kraken §3.3–3.5 and §4; kraken.crew-setup, kraken.attributes, kraken.crew-traits,
 * kraken.inventory, kraken.overload, kraken.item-restrictions, kraken.armor, kraken.personal-shields).
 */

export interface CrewProblem {
  /** 'illegal' must be fixed; 'note' is allowed but has a consequence the player should know. */
  readonly severity: 'illegal' | 'note';
  /** Rules-reference entry id. */
  readonly rule: string;
  readonly message: string;
}

const illegal = (rule: string, message: string): CrewProblem => ({ severity: 'illegal', rule, message });
const note = (rule: string, message: string): CrewProblem => ({ severity: 'note', rule, message });

function attributeProblems(crew: CrewMember): CrewProblem[] {
  const problems: CrewProblem[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    const value = crew.attributes[name];
    if (!Number.isInteger(value) || value < ATTRIBUTE_MIN || value > ATTRIBUTE_MAX) {
      problems.push(
        illegal(
          'kraken.attributes',
          `${crew.name}'s ${name} is ${value}; attributes run from ${ATTRIBUTE_MIN} to ${ATTRIBUTE_MAX}.`,
        ),
      );
    }
  }
  return problems;
}

function traitProblems(crew: CrewMember): CrewProblem[] {
  const problems: CrewProblem[] = [];
  if (crew.traits.length > MAX_TRAITS) {
    problems.push(
      illegal(
        'kraken.crew-traits',
        `${crew.name} has ${crew.traits.length} traits; at most ${MAX_TRAITS} may be active.`,
      ),
    );
  }
  const ids = new Set(crew.traits.map((t) => t.id));
  if (ids.size !== crew.traits.length)
    problems.push(illegal('kraken.crew-traits', `${crew.name} has the same trait twice.`));
  const psiTrait = hasTraitRule(crew, 'psi');
  if (psiTrait && crew.psi === null) {
    problems.push(illegal('kraken.crew-traits', `${crew.name} has the PSI trait but no PSI level.`));
  }
  if (!psiTrait && crew.psi !== null) {
    problems.push(illegal('kraken.crew-traits', `${crew.name} has a PSI level but not the PSI trait.`));
  }
  if (crew.psi !== null && (crew.psi.level < 1 || crew.psi.level > PSI_MAX)) {
    problems.push(
      illegal(
        'kraken.psi-check',
        `${crew.name}'s PSI level is ${crew.psi.level}; it runs from 1 to ${PSI_MAX}.`,
      ),
    );
  }
  return problems;
}

/**
 * A crew member at creation: attributes 1..8 adding up to exactly 16, level 1, at most 4 traits whose
 * values add up to 0, and PSI no higher than 1 — plus everything `validateCrewMember` checks.
 */
export function validateNewCrewMember(crew: CrewMember): readonly CrewProblem[] {
  const problems = [...validateCrewMember(crew)];
  const total = ATTRIBUTE_NAMES.reduce((sum, name) => sum + crew.attributes[name], 0);
  if (total !== CREATION_ATTRIBUTE_TOTAL) {
    problems.push(
      illegal(
        'kraken.crew-setup',
        `${crew.name}'s attributes add up to ${total}; a new crew member's must add up to exactly ${CREATION_ATTRIBUTE_TOTAL}.`,
      ),
    );
  }
  if (crew.level !== 1)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `${crew.name} starts at level ${crew.level}; every new crew member starts at level 1.`,
      ),
    );
  const traitTotal = crew.traits.reduce((sum, t) => sum + t.value, 0);
  if (traitTotal !== 0) {
    problems.push(
      illegal(
        'kraken.crew-traits',
        `${crew.name}'s trait values add up to ${traitTotal}; a new crew member's must add up to 0.`,
      ),
    );
  }
  if (crew.psi !== null && crew.psi.level > 1) {
    problems.push(
      illegal(
        'kraken.crew-traits',
        `${crew.name} starts at PSI ${crew.psi.level}; a new crew member's PSI may not be above 1.`,
      ),
    );
  }
  return problems;
}

/** A crew member during play: attributes, traits, PSI and loadout. */
export function validateCrewMember(crew: CrewMember): readonly CrewProblem[] {
  return [...attributeProblems(crew), ...traitProblems(crew), ...validateLoadout(crew)];
}

function groupsCarried(crew: CrewMember, per: ItemLimitGroup['per']): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { item } of itemsCarried(crew.inventory)) {
    const limit = itemLimitGroup(item.item);
    if (limit?.per !== per) continue;
    groups.set(limit.group, [...(groups.get(limit.group) ?? []), item.item.name]);
  }
  return groups;
}

/**
 * The slots: overload of at most 2, magazines two to a slot, a spare magazine only beside a weapon that
 * uses them, one active jacket, helmet, physical shield (in a hand) and energy/flash shield, one tool set
 * counting. A weapon needing more Strength is a note: it can be carried, not attacked with (attack.ts).
 */
export function validateLoadout(crew: CrewMember): readonly CrewProblem[] {
  const problems: CrewProblem[] = [];
  const overload = overloadOf(crew.inventory, crew.attributes.strength);
  if (overload > 2) {
    problems.push(
      illegal(
        'kraken.overload',
        `${crew.name} carries ${overload} pieces over capacity; at most 2 are allowed.`,
      ),
    );
  } else if (overload > 0) {
    problems.push(
      note(
        'kraken.overload',
        `${crew.name} is overloaded by ${overload}: −${overload} to ground combat attack rolls.`,
      ),
    );
  }
  for (const slot of SLOT_IDS) {
    const content = crew.inventory[slot];
    if (content === null) continue;
    if (
      content.kind === 'magazines' &&
      (content.count < 1 || content.count > 2 || !Number.isInteger(content.count))
    ) {
      problems.push(
        illegal(
          'kraken.inventory',
          `Slot ${slot} holds ${content.count} magazines; a slot holds one or two of one kind.`,
        ),
      );
    }
    if (content.kind === 'weapon') {
      if (content.spareMagazine && content.weapon.ammo === null) {
        problems.push(
          illegal('kraken.inventory', `${content.weapon.name} uses no magazines, so none can sit beside it.`),
        );
      }
      if (content.weapon.strength > crew.attributes.strength) {
        problems.push(
          note(
            'kraken.strength',
            `${content.weapon.name} needs Strength ${content.weapon.strength}; ${crew.name} can carry it but not attack with it.`,
          ),
        );
      }
    }
  }
  const items = itemsCarried(crew.inventory);
  const activeOf = (kinds: readonly string[]) =>
    items.filter(({ item }) => item.active && kinds.includes(item.item.kind));
  const single: readonly [readonly string[], string][] = [
    [['armor-jacket'], 'jacket'],
    [['helmet'], 'helmet'],
    [['physical-shield'], 'physical shield'],
    [['shield-a', 'shield-b'], 'flash or energy shield'],
  ];
  for (const [kinds, label] of single) {
    const count = activeOf(kinds).length;
    if (count > 1)
      problems.push(
        illegal(
          'kraken.armor',
          `${crew.name} has ${count} active ${label}s; only one can be used at a time.`,
        ),
      );
  }
  for (const { slot, item } of activeOf(['physical-shield'])) {
    if (!isHand(slot))
      problems.push(
        note('kraken.armor', `${item.item.name} only protects when held in a hand, not in slot ${slot}.`),
      );
  }
  for (const names of groupsCarried(crew, 'crew-member').values()) {
    if (names.length > 1) {
      problems.push(
        note(
          'kraken.item-restrictions',
          `${crew.name} carries ${names.join(' and ')}; only one of them helps.`,
        ),
      );
    }
  }
  return problems;
}

/** The whole team: at most 4 crew, at most one with PSI, at most one Mobile transmitter, each crew member valid. */
export function validateTeam(crew: readonly CrewMember[]): readonly CrewProblem[] {
  const problems: CrewProblem[] = crew.flatMap(validateCrewMember);
  if (crew.length > MAX_CREW)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `The team has ${crew.length} crew members; at most ${MAX_CREW} can serve at once.`,
      ),
    );
  const ids = new Set(crew.map((member) => member.id));
  if (ids.size !== crew.length)
    problems.push(illegal('kraken.crew-setup', 'The same crew member is in the team twice.'));
  const psi = crew.filter((member) => member.psi !== null || hasTraitRule(member, 'psi'));
  if (psi.length > 1) {
    problems.push(
      illegal(
        'kraken.crew-traits',
        `${psi.map((m) => m.name).join(' and ')} all have PSI; only one crew member may.`,
      ),
    );
  }
  const perTeam = new Map<string, string[]>();
  for (const member of crew) {
    for (const [group, names] of groupsCarried(member, 'team')) {
      perTeam.set(group, [...(perTeam.get(group) ?? []), ...names]);
    }
  }
  for (const names of perTeam.values()) {
    if (names.length > 1) {
      problems.push(
        illegal(
          'kraken.item-restrictions',
          `The team carries ${names.length} of ${names[0] ?? 'one item'}; only one is allowed.`,
        ),
      );
    }
  }
  return problems;
}

/** Only the 'illegal' problems, for a yes/no answer. */
export function refusals(problems: readonly CrewProblem[]): readonly CrewProblem[] {
  return problems.filter((p) => p.severity === 'illegal');
}
