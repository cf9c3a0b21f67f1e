/**
 * Characters: the profile, Luck and the Leader.
 *
 * Fringe, Abilities: Reactions (when a character acts), Speed (inches moved), Combat Skill (added to every
 * attack roll), Toughness (what damage must reach), Savvy (wits, mostly off the battlefield).
 * Fringe, Luck points: only humans may hold more than one point of Luck.
 * Fringe, Leaders: the Leader receives 1 Luck point; a Bot may lead but then receives none.
 */
import type { FringeMember, FringeSpecies } from '../../content/schemas/fringe';
import type { BoardPoint } from '../board/types';
import type { Fighter, Side } from './types';

/**
 * The Luck a character starts a battle with: its own, plus 1 for a Leader who is no Bot, at most 1 for any
 * species but humans.
 * Reading (fringe.luck): the cap applies to the total, so a non-human Leader who already has 1 Luck stays at
 * 1.
 */
export function startingLuck(member: FringeMember, species: FringeSpecies, leader: boolean): number {
  const total = member.luck + (leader && !species.bot ? 1 : 0);
  return species.manyLuck ? total : Math.min(1, total);
}

/** Why a member's own Luck breaks the rules (more than 1 for a non-human), or null. */
export function luckProblem(member: FringeMember, species: FringeSpecies): string | null {
  if (species.manyLuck || member.luck <= 1) return null;
  return `${member.name} has ${member.luck} Luck, but only humans may hold more than 1 (Fringe: Luck points).`;
}

/** A member of a crew as a figure on the table. */
export function fighterOf(
  member: FringeMember,
  species: FringeSpecies,
  side: Side,
  leader: boolean,
  at: BoardPoint | null,
): Fighter {
  return {
    id: member.id,
    name: member.name,
    side,
    species: species.id,
    leader,
    reactions: member.reactions,
    speed: member.speed,
    combatSkill: member.combatSkill,
    toughness: member.toughness,
    savvy: member.savvy,
    luck: startingLuck(member, species, leader),
    save: species.save ?? null,
    swift: species.swift,
    brawlTwice: species.brawlTwice,
    mustCharge: species.mustCharge,
    bot: species.bot,
    weapons: member.weapons,
    gear: member.gear,
    at,
    stun: 0,
    out: null,
    emptied: [],
    damagedGear: [],
  };
}
