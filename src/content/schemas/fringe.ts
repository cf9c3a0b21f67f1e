import { z } from 'zod';
import { flag, id, idRef, intIn, listOf, numberIn, oneOf, text } from './fields';

/**
 * Fringe battle content: species with the traits the notes name, weapons and gear with their traits, crews
 * (the player's and the opponents'), the readings of what the notes leave out (a to-hit table, the enemy
 * behaviours) and battles on a depth board.
 *
 * The notes name weapons and gear but give no ranges, shots or damage, no to-hit numbers and no enemy
 * behaviour: those are pack values. The sample pack's are original and marked as sample; a book owner
 * replaces them with the book's own.
 */

/** Weapon traits of the notes (Snap Shot, Pistol, Melee, Heavy) and the Area trait "watch where you point" names. */
export const FRINGE_WEAPON_TRAITS = ['snap-shot', 'pistol', 'melee', 'heavy', 'area'] as const;
export type FringeWeaponTrait = (typeof FRINGE_WEAPON_TRAITS)[number];

/**
 * Gear the notes describe that changes a battle. Saving Throws: "a defensive screen or some form of armor"
 * gives a combatant a saving throw (`screen`, `armor`, each with its `save`).
 */
export const FRINGE_GEAR_EFFECTS = [
  'scanner-bot',
  'snooper-bot',
  'duplicator',
  'stabilizer',
  'screen',
  'armor',
] as const;
export type FringeGearEffect = (typeof FRINGE_GEAR_EFFECTS)[number];

/** Ship traits of the notes: Fuel Hog (travelling to a new world costs 1 more credit of fuel). */
export const FRINGE_SHIP_TRAITS = ['fuel-hog'] as const;
export type FringeShipTrait = (typeof FRINGE_SHIP_TRAITS)[number];

/** Gear effects that give a saving throw (Fringe, Saving Throws). */
export const FRINGE_SAVE_EFFECTS: readonly FringeGearEffect[] = ['screen', 'armor'];

/** The Notable sights the notes list. */
export const FRINGE_SIGHT_KINDS = [
  'documentation',
  'loot-cache',
  'shiny-bits',
  'peculiar-item',
  'curious-item',
  'person-of-interest',
] as const;
export type FringeSightKind = (typeof FRINGE_SIGHT_KINDS)[number];

/** What an enemy of a behaviour tries, first to last (see src/rules/fringe/enemy.ts). */
export const FRINGE_BEHAVIOUR_STEPS = ['charge', 'shoot', 'advance', 'hold'] as const;
export type FringeBehaviourStep = (typeof FRINGE_BEHAVIOUR_STEPS)[number];

export const fringeSpeciesSchema = z.strictObject({
  id: id(),
  name: text('name'),
  description: text('description'),
  /** Luck points: humans are the only species allowed more than one. */
  manyLuck: flag(),
  /** A Bot leader gets no Luck. */
  bot: flag(),
  /** K'Erin: brawl twice and keep the better roll. */
  brawlTwice: flag(),
  /** K'Erin: must charge an enemy they can reach without dashing. */
  mustCharge: flag(),
  /** Swift: leap gaps up to 4" and jump down any height unharmed. */
  swift: flag(),
  /** Built-in armour plating (Bots, Soulless, De-converted, Assault Bots): the saving throw to reach on a D6. */
  save: intIn(2, 6).optional(),
});
export type FringeSpecies = z.infer<typeof fringeSpeciesSchema>;

export const fringeWeaponSchema = z.strictObject({
  id: id(),
  name: text('name'),
  description: text('description'),
  /** Base range in inches; 0 for a weapon that only fights in brawls. */
  range: intIn(0, 60),
  /** Shots per attack (to-hit dice); 0 for a weapon that only fights in brawls. */
  shots: intIn(0, 6),
  /** Added to the d6 when a hit is resolved. */
  damage: intIn(0, 5),
  traits: listOf(oneOf(FRINGE_WEAPON_TRAITS), 'weapon traits').max(5, { error: 'at most 5 traits' }),
});
export type FringeWeapon = z.infer<typeof fringeWeaponSchema>;

export const fringeGearSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    description: text('description'),
    effect: oneOf(FRINGE_GEAR_EFFECTS),
    /** A screen's or armour's saving throw to reach on a D6; only those effects have one, and they must. */
    save: intIn(2, 6).optional(),
  })
  .superRefine((gear, ctx) => {
    const saves = FRINGE_SAVE_EFFECTS.includes(gear.effect);
    if (saves && gear.save === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['save'],
        message: `${gear.effect} gear needs its saving throw (save)`,
      });
    if (!saves && gear.save !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['save'],
        message: `only screen or armor gear has a saving throw`,
      });
  });
export type FringeGear = z.infer<typeof fringeGearSchema>;

export const fringeMemberSchema = z.strictObject({
  id: id(),
  name: text('name'),
  species: idRef('a Fringe species'),
  reactions: intIn(1, 6),
  speed: intIn(1, 12),
  combatSkill: intIn(0, 5),
  toughness: intIn(1, 8),
  savvy: intIn(0, 5),
  /** Luck before the Leader's point (only humans above 1). */
  luck: intIn(0, 5).default(0),
  weapons: listOf(idRef('a Fringe weapon'), 'weapon ids').max(4, { error: 'at most 4 weapons' }),
  gear: listOf(idRef('a Fringe gear item'), 'gear ids').max(6, { error: 'at most 6 gear items' }).default([]),
});
export type FringeMember = z.infer<typeof fringeMemberSchema>;

export const fringeCrewSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    description: text('description'),
    /** The member who leads (gets 1 Luck unless a Bot); absent for an enemy band. */
    leader: idRef('a member of this crew').optional(),
    storyPoints: intIn(0, 20).default(0),
    members: listOf(fringeMemberSchema, 'crew members')
      .min(1, { error: 'a list of at least 1 crew member' })
      .max(8, { error: 'at most 8 crew members' }),
    /** "Did you ever meet my mate?": who turns up mid-battle. */
    mate: fringeMemberSchema.optional(),
    /** How this band fights when the rules play it (an id of a behaviour of the battle's readings). */
    behaviour: idRef('an enemy behaviour').optional(),
    /** The traits of the crew's ship (Fuel Hog); absent for a band without one. */
    shipTraits: listOf(oneOf(FRINGE_SHIP_TRAITS), 'ship traits')
      .max(FRINGE_SHIP_TRAITS.length, { error: 'each ship trait at most once' })
      .optional(),
  })
  .superRefine((crew, ctx) => {
    const ids = new Set<string>();
    crew.members.forEach((m, i) => {
      if (ids.has(m.id))
        ctx.addIssue({
          code: 'custom',
          path: ['members', i, 'id'],
          input: m.id,
          message: 'an id no other member of this crew uses',
        });
      ids.add(m.id);
    });
    if (crew.mate !== undefined && ids.has(crew.mate.id))
      ctx.addIssue({
        code: 'custom',
        path: ['mate', 'id'],
        input: crew.mate.id,
        message: 'an id no member of this crew uses',
      });
    if (crew.leader !== undefined && !ids.has(crew.leader))
      ctx.addIssue({
        code: 'custom',
        path: ['leader'],
        input: crew.leader,
        message: `the id of a member of this crew (${[...ids].join(', ')})`,
      });
  });
export type FringeCrew = z.infer<typeof fringeCrewSchema>;

/** One range band of the to-hit table: up to `upTo` inches, the number to reach in the open and in cover. */
export const fringeHitBandSchema = z.strictObject({
  upTo: numberIn(0.5, 120),
  open: intIn(2, 12),
  cover: intIn(2, 12),
});
export type FringeHitBand = z.infer<typeof fringeHitBandSchema>;

export const fringeBehaviourSchema = z.strictObject({
  id: id(),
  name: text('name'),
  description: text('description'),
  steps: listOf(oneOf(FRINGE_BEHAVIOUR_STEPS), 'behaviour steps')
    .min(1, { error: 'a list of at least 1 behaviour step' })
    .max(4, { error: 'at most 4 behaviour steps' }),
});
export type FringeBehaviour = z.infer<typeof fringeBehaviourSchema>;

/**
 * What the notes refer to but do not give, as a pack's reading: the to-hit table (d6 + Combat Skill against
 * a number by range band and cover), the Seize the Initiative target and the enemy behaviours.
 */
export const fringeReadingsSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    description: text('description'),
    /** Bands in order of `upTo`; a shot further than the last band's `upTo` uses the last band. */
    toHit: listOf(fringeHitBandSchema, 'to-hit bands')
      .min(1, { error: 'a list of at least 1 to-hit band' })
      .max(8, { error: 'at most 8 to-hit bands' }),
    /** Seize the Initiative: d6 + the crew's best Savvy must reach this. */
    initiative: intIn(2, 12),
    behaviours: listOf(fringeBehaviourSchema, 'enemy behaviours')
      .min(1, { error: 'a list of at least 1 enemy behaviour' })
      .max(12, { error: 'at most 12 enemy behaviours' }),
  })
  .superRefine((r, ctx) => {
    r.toHit.forEach((band, i) => {
      const before = r.toHit[i - 1];
      if (before !== undefined && band.upTo <= before.upTo)
        ctx.addIssue({
          code: 'custom',
          path: ['toHit', i, 'upTo'],
          input: band.upTo,
          message: `a band reaching further than the one before (${before.upTo}")`,
        });
    });
    const ids = new Set<string>();
    r.behaviours.forEach((b, i) => {
      if (ids.has(b.id))
        ctx.addIssue({
          code: 'custom',
          path: ['behaviours', i, 'id'],
          input: b.id,
          message: 'an id no other behaviour of these readings uses',
        });
      ids.add(b.id);
    });
  });
export type FringeReadings = z.infer<typeof fringeReadingsSchema>;

const level = () =>
  z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'a level: 1 (Topside), 2 (The Mids) or 3 (The Sink)',
  });

/** A spot on the board: where a figure is set up or a sight lies. */
export const fringeSpotSchema = z.strictObject({
  x: numberIn(0, 120),
  z: numberIn(0, 120),
  level: level(),
  /** Inches above the level's floor (standing on a crate). */
  elevation: numberIn(0, 12).optional(),
});
export type FringeSpot = z.infer<typeof fringeSpotSchema>;

export const fringeSightSchema = z.strictObject({
  id: id(),
  kind: oneOf(FRINGE_SIGHT_KINDS),
  x: numberIn(0, 120),
  z: numberIn(0, 120),
  level: level(),
});
export type FringeSight = z.infer<typeof fringeSightSchema>;

export const fringeBattleSchema = z.strictObject({
  id: id(),
  name: text('name'),
  description: text('description'),
  /** The depth board it is fought on (its own figures are not used). */
  board: idRef('a board'),
  /** The readings of what the notes leave out. */
  readings: idRef('a set of Fringe readings'),
  /** The opponents in a solo battle. */
  enemy: idRef('a Fringe crew'),
  /** The battle ends after this many rounds. */
  rounds: intIn(1, 20),
  /** Where the player's crew (or the first crew) is set up, member by member. */
  crewDeploy: listOf(fringeSpotSchema, 'spots').min(1, { error: 'at least 1 spot' }).max(9),
  /** Where the opponents (or the second crew) are set up. */
  enemyDeploy: listOf(fringeSpotSchema, 'spots').min(1, { error: 'at least 1 spot' }).max(9),
  /** Subtracted from the Seize the Initiative roll (the Snooper Bot may cancel it). */
  initiativePenalty: intIn(0, 6).default(0),
  /** The crew may not Seize the Initiative at all (the Snooper Bot may cancel this). */
  initiativeNegated: flag().default(false),
  sights: listOf(fringeSightSchema, 'notable sights').max(12).default([]),
});
export type FringeBattle = z.infer<typeof fringeBattleSchema>;
