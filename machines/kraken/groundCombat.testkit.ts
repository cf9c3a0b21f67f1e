import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { EnemyProfile } from '../../src/content/schemas/enemy';
import type { Item } from '../../src/content/schemas/item';
import type { Weapon } from '../../src/content/schemas/weapon';
import type { CrewMember, CrewTrait } from '../../src/rules/kraken/crew/crew';
import type { Encounter, FightInput } from '../../src/rules/kraken/groundCombat/combatTypes';
import type { TreasureTable } from '../../src/rules/kraken/groundCombat/spoils';
import { crewFromTemplate } from '../../src/rules/kraken/crew/crew';
import { makeEnemy, makeItem, makeWeapon } from '../../src/rules/kraken/testkit/fixtures';
import { AWAITING_DICE } from '../core/diceRequest';
import { groundCombatMachine } from './groundCombat.machine';
import type { GroundCombatEvent } from './groundCombat.types';

/**
 * Builders for the ground-combat tests: small original sample content (not the book's), a driver that sends
 * decisions and scripted dice and fails loudly when the machine refuses one.
 */

export const RIFLE: Weapon = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3, ammo: 5 });
export const PRY_BAR: Weapon = makeWeapon({
  id: 'pry-bar',
  name: 'Pry Bar',
  kind: 'melee',
  hit: 4,
  damage: 2,
  ammo: null,
  damageTypes: ['ML'],
});
export const MEDKIT: Item = makeItem({ id: 'medkit', name: 'Medkit', kind: 'medkit', heal: 3, uses: 1 });
export const PSI_TRAIT: CrewTrait = { id: 'psi', name: 'PSI', value: 2, rule: 'psi' };
export const AGGRESSIVE: CrewTrait = { id: 'hothead', name: 'Hothead', value: -1, rule: 'aggressive' };

export function member(
  id: string,
  name: string,
  attributes: Partial<CrewMember['attributes']>,
  loadout: readonly (Weapon | Item)[],
  traits: readonly CrewTrait[] = [],
  psi?: number,
): CrewMember {
  return crewFromTemplate(
    {
      id,
      name,
      level: 1,
      attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2, ...attributes },
      psi,
    },
    traits,
    loadout,
  );
}

export const ADA = member('ada', 'Ada', { ranged: 2 }, [RIFLE, MEDKIT]);
export const BRANN = member('brann', 'Brann', { melee: 2, strength: 5 }, [PRY_BAR]);
export const DAX = member('dax', 'Dax', { agility: 4 }, [PRY_BAR], [PSI_TRAIT], 2);

export const BEAST: EnemyProfile = makeEnemy({ id: 'gnawer', name: 'Gnawer', species: 'Beasts', level: 2 });
export const BEAST_PUP: EnemyProfile = makeEnemy({
  id: 'pup',
  name: 'Pup',
  species: 'Beasts',
  level: 1,
  hp: 3,
  xp: 1,
});
export const GREY: EnemyProfile = makeEnemy({ id: 'grey', name: 'Grey Drone', species: 'Greys', level: 2 });
export const HELLSPAWN: EnemyProfile = makeEnemy({
  id: 'hellspawn',
  name: 'Hellspawn',
  species: 'hell',
  level: 6,
  hp: 20,
  xp: 10,
  treasure: 6,
  escape: null,
});
export const BRUTE: EnemyProfile = makeEnemy({
  id: 'brute',
  name: 'Brute',
  species: 'Beasts',
  level: 6,
  hp: 12,
  xp: 8,
  treasure: 5,
});
export const PROFILES: readonly EnemyProfile[] = [BEAST, BEAST_PUP, GREY, HELLSPAWN, BRUTE];

export const TABLE: TreasureTable = {
  gradeValues: [4, 8, 12, 30, 50, 80],
  columns: [
    {
      locationKinds: ['planet-surface', 'underground', 'space-station', 'in-space', 'other'],
      bands: [
        { from: 1, to: 5, drop: 'cash' },
        { from: 6, to: 10, drop: 'item' },
        { from: 11, to: 14, drop: 'weapon' },
        { from: 15, to: 18, drop: 'ammo' },
        { from: 19, to: 20, drop: 'prototype' },
      ],
    },
  ],
};

export const ENCOUNTER: Encounter = {
  difficulty: 1,
  locationKind: 'underground',
  atmosphere: 'breathable',
  map: 1,
  elementValue: 1,
  boss: false,
  ambush: false,
  species: 'Beasts',
};

export function fightInput(
  over: Partial<Omit<FightInput, 'encounter'>> & { encounter?: Partial<Encounter> } = {},
): FightInput {
  return {
    crew: over.crew ?? [ADA, BRANN],
    encounter: { ...ENCOUNTER, ...over.encounter },
    enemyProfiles: over.enemyProfiles ?? PROFILES,
    treasureTable: over.treasureTable ?? TABLE,
    oxygen: over.oxygen ?? 25,
    dropGrids: over.dropGrids ?? [
      {
        list: 'weapons',
        grade: 2,
        rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: `w2-${roll}-l`, right: `w2-${roll}-r` })),
      },
      {
        list: 'items',
        grade: 2,
        rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: `i2-${roll}-l`, right: `i2-${roll}-r` })),
      },
    ],
  };
}

export type CombatActor = Actor<typeof groundCombatMachine>;

/** Drives a fight: `send` and `roll` throw with the machine's state when something is refused. */
export class Driver {
  readonly actor: CombatActor;

  constructor(input: FightInput) {
    this.actor = createActor(groundCombatMachine, { input }).start();
  }

  get snap() {
    return this.actor.getSnapshot();
  }

  get fight() {
    return this.snap.context.fight;
  }

  get state(): string {
    return JSON.stringify(this.snap.value);
  }

  send(event: GroundCombatEvent): this {
    if (!this.snap.can(event)) {
      throw new Error(`Refused ${JSON.stringify(event)} in ${this.state}`);
    }
    this.actor.send(event);
    return this;
  }

  /** Answers the waiting request with these faces, one request per face. */
  roll(...faces: number[]): this {
    for (const face of faces) {
      const request = this.snap.context.diceRequest;
      if (!this.snap.hasTag(AWAITING_DICE) || request === null) {
        throw new Error(`No dice are awaited in ${this.state} (face ${face})`);
      }
      const sides = request.groups[0]?.spec.die === 'd20' ? 20 : 6;
      if (face > sides) throw new Error(`Face ${face} is not on a d${sides}`);
      this.send({ type: 'dice.answer', requestId: request.id, faces: [[face]], source: 'script' });
    }
    return this;
  }

  /** The attack order most tests use: one target, all boost into damage. */
  attack(
    weapon: 'L' | 'R' | 'fists',
    target: string,
    extra: Partial<{ flank: boolean; berserk: number }> = {},
  ) {
    return this.send({
      type: 'attack',
      weapon,
      targets: [target],
      boost: { damage: 1, accuracy: 0 },
      berserk: extra.berserk ?? 0,
      flank: extra.flank ?? false,
    });
  }
}
