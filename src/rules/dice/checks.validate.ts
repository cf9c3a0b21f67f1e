import type { BrawlerSpec, CheckSpec } from './checks.types';
import { MAX_DICE, parseDice } from './notation';

/**
 * Refuses checks no game could ask for, with a sentence a player can act on. The bounds are generous
 * (the rulebooks stay far inside them) but keep the odds tables and the dice tray a sensible size.
 */

const ATTRIBUTE_MAX = 20;
const TARGET_MAX = 60;
/** Stacked salvage TNs are clamped anyway; this only stops absurd inputs. */
const TN_LIMIT = 20;
const CREW_MAX = 8;
const NAME_MAX = 40;

function wholeIn(label: string, value: number, min: number, max: number): string | null {
  if (Number.isInteger(value) && value >= min && value <= max) return null;
  return `${label} must be a whole number from ${min} to ${max}, not ${String(value)}.`;
}

function first(...problems: (string | null)[]): string | null {
  return problems.find((p) => p !== null) ?? null;
}

function brawlerProblem(side: BrawlerSpec, which: string): string | null {
  const name = side.name.trim();
  if (name === '') return `The ${which} brawler needs a name.`;
  if (name.length > NAME_MAX) return `The ${which} brawler's name is longer than ${NAME_MAX} characters.`;
  if (![0, 1, 2].includes(side.weaponBonus)) {
    return `${name}'s weapon bonus must be 0, +1 (pistol) or +2 (melee weapon), not ${String(side.weaponBonus)}.`;
  }
  return first(
    wholeIn(`${name}'s Combat Skill`, side.combatSkill, 0, ATTRIBUTE_MAX),
    wholeIn(`${name}'s other bonus`, side.otherBonus, 0, ATTRIBUTE_MAX),
  );
}

/** Null when the check makes sense, else a sentence saying what is wrong. */
export function validateCheck(check: CheckSpec): string | null {
  switch (check.kind) {
    case 'kraken-attribute':
      return first(
        wholeIn('The attribute', check.attribute, 0, ATTRIBUTE_MAX),
        wholeIn('The target', check.target, 1, TARGET_MAX),
      );
    case 'kraken-tech-2d6':
      return first(
        wholeIn('Tech', check.tech, 0, ATTRIBUTE_MAX),
        wholeIn('The level', check.level, 0, ATTRIBUTE_MAX),
      );
    case 'kraken-objective':
      if (check.attributes.length < 1) return 'An objective needs at least one crew member.';
      if (check.attributes.length > CREW_MAX)
        return `At most ${CREW_MAX} crew members can join one objective.`;
      return first(
        ...check.attributes.map((value, i) =>
          wholeIn(`Crew member ${i + 1}'s attribute`, value, 0, ATTRIBUTE_MAX),
        ),
        wholeIn('The difficulty', check.difficulty, 1, TARGET_MAX),
      );
    case 'salvage-test':
      return first(
        wholeIn('The pool', check.dice, 1, MAX_DICE),
        wholeIn('The base TN', check.baseTn, -TN_LIMIT, TN_LIMIT),
        wholeIn('The TN modifier', check.tnModifier, -TN_LIMIT, TN_LIMIT),
        wholeIn('The successes needed', check.need, 1, MAX_DICE),
      );
    case 'salvage-attack':
      return first(
        wholeIn('The attack pool', check.attackDice, 1, MAX_DICE),
        // A defender with no Armour and no gear throws nothing and scores nothing.
        wholeIn('The defence pool', check.defenceDice, 0, MAX_DICE),
        wholeIn('The attack TN', check.attackTn, -TN_LIMIT, TN_LIMIT),
        wholeIn('The defence TN', check.defenceTn, -TN_LIMIT, TN_LIMIT),
      );
    case 'fringe-hit':
      return first(
        wholeIn('Combat Skill', check.combatSkill, 0, ATTRIBUTE_MAX),
        wholeIn('The target number', check.target, 1, TARGET_MAX),
      );
    case 'fringe-damage':
      return first(
        wholeIn('Damage', check.damage, 0, ATTRIBUTE_MAX),
        wholeIn('Toughness', check.toughness, 1, ATTRIBUTE_MAX),
      );
    case 'fringe-brawl':
      return first(brawlerProblem(check.a, 'first'), brawlerProblem(check.b, 'second'));
    case 'table-roll':
      try {
        const spec = parseDice(check.notation);
        return spec.read === 'pool'
          ? 'A table roll is read as a number; a pool needs a test or an attack.'
          : null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
  }
}
