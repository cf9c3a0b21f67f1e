import type { CrewAttributes } from '../../../content/schemas/crew';
import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import {
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  ATTRIBUTE_NAMES,
  CREATION_ATTRIBUTE_TOTAL,
  MAX_CREW,
  MAX_TRAITS,
  crewFromTemplate,
  maxHp,
  type AttributeName,
  type CrewMember,
  type CrewTrait,
} from '../crew/crew';
import { carryCapacity, carryItem, SLOT_IDS, type SlotContent } from '../crew/inventory';
import { validateLoadout, type CrewProblem } from '../crew/validateCrew';
import { carryWeapon } from '../crew/weaponState';

/**
 * Space Kraken §3.3–3.7 the crew sheet made by hand (kraken.crew-setup, kraken.attributes, kraken.crew-traits,
 * kraken.starting-equipment): one pure function per step of the set-up wizard, each answering what the step
 * refuses and why, with the rule it breaks. The wizard only renders them.
 *
 * - Crew: as many members as the backstory says (3 by default), never more than 4, each named; two templates
 *   printed on one fold-out sheet never together; a preset who died in this campaign never back.
 * - Attributes: each from 1 to 8, all six adding up to exactly 16.
 * - Traits: at most 4, values adding up to 0, the PSI trait on one member at most, at PSI level 1.
 * - Gear: bought from the credits the ship left, no grade limit, carried in the six slots (hands, then a
 *   backpack place per 2 Strength; up to 2 pieces over is overload, more is refused).
 * - Storage: bought the same way and kept in the ship's storage boxes.
 *
 * Reading (kraken.crew-setup): two crew members may not share a name — the log, the prompts and the choices
 * name crew members by name, and the book records one name per fold-out sheet.
 */

export type Piece = Weapon | Item;

/** The crew template a member came from (declared here so the set-up imports the sheet, never the reverse). */
export interface CrewTemplateRef {
  readonly id: string;
  readonly foldOut?: string | undefined;
  readonly preset?: boolean | undefined;
}

/** A crew member as the wizard builds them: from a template (the quick start) or made by hand. */
export interface CrewDraft {
  /** Stable within the set-up: the template's id, or `custom-<n>` for a member made by hand. */
  readonly key: string;
  readonly name: string;
  readonly template: CrewTemplateRef | null;
  readonly attributes: CrewAttributes;
  readonly traits: readonly CrewTrait[];
  /** Carried from the start, bought with the starting credits: hands first (weapons), then the backpack. */
  readonly gear: readonly Piece[];
}

const illegal = (rule: string, message: string): CrewProblem => ({ severity: 'illegal', rule, message });

export const isWeapon = (piece: Piece): piece is Weapon => 'hit' in piece;

// ---- Attributes (§3.3, §3.4) ----

/**
 * The six attributes of a member made by hand before any point is placed: each at its minimum of 1.
 * Reading (kraken.crew-setup): those 6 count among the 16, so 10 are left to place.
 */
export const FIRST_ATTRIBUTES: CrewAttributes = {
  agility: ATTRIBUTE_MIN,
  strength: ATTRIBUTE_MIN,
  tech: ATTRIBUTE_MIN,
  charisma: ATTRIBUTE_MIN,
  ranged: ATTRIBUTE_MIN,
  melee: ATTRIBUTE_MIN,
};

export function attributeTotal(attributes: CrewAttributes): number {
  return ATTRIBUTE_NAMES.reduce((sum, name) => sum + attributes[name], 0);
}

/** Points of the 16 not placed yet (negative: placed too many). */
export function pointsLeft(attributes: CrewAttributes): number {
  return CREATION_ATTRIBUTE_TOTAL - attributeTotal(attributes);
}

const ATTRIBUTE_WORDS: Readonly<Record<AttributeName, string>> = {
  agility: 'Agility',
  strength: 'Strength',
  tech: 'Tech',
  charisma: 'Charisma',
  ranged: 'Ranged',
  melee: 'Melee',
};
export const attributeWord = (name: AttributeName): string => ATTRIBUTE_WORDS[name];

/** Why one point up (+1) or down (−1) on this attribute is refused, or null. */
export function attributeStepRefusal(
  draft: Pick<CrewDraft, 'name' | 'attributes'>,
  name: AttributeName,
  delta: 1 | -1,
): CrewProblem | null {
  const value = draft.attributes[name];
  const word = ATTRIBUTE_WORDS[name];
  if (delta > 0 && value >= ATTRIBUTE_MAX)
    return illegal(
      'kraken.attributes',
      `${draft.name}'s ${word} is already ${ATTRIBUTE_MAX}, the most an attribute starts at.`,
    );
  if (delta < 0 && value <= ATTRIBUTE_MIN)
    return illegal(
      'kraken.attributes',
      `${draft.name}'s ${word} is already ${ATTRIBUTE_MIN}, the least it can be.`,
    );
  if (delta > 0 && pointsLeft(draft.attributes) <= 0)
    return illegal(
      'kraken.crew-setup',
      `All ${CREATION_ATTRIBUTE_TOTAL} of ${draft.name}'s points are placed: take one from another attribute first.`,
    );
  return null;
}

/** The attributes with one point moved, or the same attributes when `attributeStepRefusal` refuses. */
export function stepAttribute<T extends Pick<CrewDraft, 'name' | 'attributes'>>(
  draft: T,
  name: AttributeName,
  delta: 1 | -1,
): T {
  if (attributeStepRefusal(draft, name, delta) !== null) return draft;
  return { ...draft, attributes: { ...draft.attributes, [name]: draft.attributes[name] + delta } };
}

/** What keeps the attribute step from being done for this member. */
export function attributeProblems(draft: Pick<CrewDraft, 'name' | 'attributes'>): CrewProblem[] {
  const problems: CrewProblem[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    const value = draft.attributes[name];
    if (!Number.isInteger(value) || value < ATTRIBUTE_MIN || value > ATTRIBUTE_MAX)
      problems.push(
        illegal(
          'kraken.attributes',
          `${draft.name}'s ${ATTRIBUTE_WORDS[name]} is ${value}; attributes run from ${ATTRIBUTE_MIN} to ${ATTRIBUTE_MAX}.`,
        ),
      );
  }
  const left = pointsLeft(draft.attributes);
  if (left > 0)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `${draft.name} has ${left} of the ${CREATION_ATTRIBUTE_TOTAL} attribute points still to place.`,
      ),
    );
  if (left < 0)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `${draft.name}'s attributes add up to ${attributeTotal(draft.attributes)}; they must add up to exactly ${CREATION_ATTRIBUTE_TOTAL}.`,
      ),
    );
  return problems;
}

// ---- Crew (§3.3) ----

/** What keeps the crew step from being done: the count, the names, the fold-out sheets, the dead presets. */
export function crewProblems(
  crew: readonly Pick<CrewDraft, 'key' | 'name' | 'template'>[],
  wanted: number,
  deadPresets: readonly string[] = [],
): CrewProblem[] {
  const problems: CrewProblem[] = [];
  if (crew.length !== wanted)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `This backstory starts with ${wanted} crew member${wanted === 1 ? '' : 's'}; ${crew.length} ${crew.length === 1 ? 'is' : 'are'} on the sheet.`,
      ),
    );
  if (crew.length > MAX_CREW)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `At most ${MAX_CREW} crew members can serve at once; ${crew.length} are on the sheet.`,
      ),
    );
  crew.forEach((c, i) => {
    if (c.name.trim() === '')
      problems.push(illegal('kraken.crew-setup', `Crew member ${i + 1} needs a name.`));
  });
  const names = crew.map((c) => c.name.trim().toLowerCase()).filter((n) => n !== '');
  const twice = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  for (const n of twice) {
    const shown = crew.find((c) => c.name.trim().toLowerCase() === n)?.name.trim() ?? n;
    problems.push(
      illegal('kraken.crew-setup', `Two crew members are called ${shown}; give each a name of their own.`),
    );
  }
  const keys = crew.map((c) => c.key);
  if (new Set(keys).size !== keys.length)
    problems.push(illegal('kraken.crew-setup', 'The same ready-made crew member is on the sheet twice.'));
  const bySheet = new Map<string, string[]>();
  for (const c of crew)
    if (c.template?.foldOut !== undefined)
      bySheet.set(c.template.foldOut, [...(bySheet.get(c.template.foldOut) ?? []), c.name]);
  for (const sheet of bySheet.values())
    if (sheet.length > 1)
      problems.push(
        illegal(
          'kraken.crew-setup',
          `${sheet.join(' and ')} are printed on one fold-out sheet and would cover each other; keep one of them.`,
        ),
      );
  const dead = new Set(deadPresets);
  for (const c of crew)
    if (c.template?.preset === true && dead.has(c.template.id))
      problems.push(
        illegal(
          'kraken.unconscious-killed',
          `${c.name} died in this campaign; a preset crew member never comes back.`,
        ),
      );
  return problems;
}

// ---- Traits (§3.5) ----

export const hasPsiTrait = (draft: Pick<CrewDraft, 'traits'>): boolean =>
  draft.traits.some((t) => t.rule === 'psi');

export function traitTotal(draft: Pick<CrewDraft, 'traits'>): number {
  return draft.traits.reduce((sum, t) => sum + t.value, 0);
}

/** Why this trait may not be added to this member (the others on the sheet are `crew`), or null. */
export function addTraitRefusal(
  crew: readonly CrewDraft[],
  key: string,
  trait: CrewTrait,
): CrewProblem | null {
  const draft = crew.find((c) => c.key === key);
  if (draft === undefined) return illegal('kraken.crew-setup', 'That crew member is not on the sheet.');
  if (draft.traits.some((t) => t.id === trait.id))
    return illegal('kraken.crew-traits', `${draft.name} already has ${trait.name}.`);
  if (draft.traits.length >= MAX_TRAITS)
    return illegal(
      'kraken.crew-traits',
      `${draft.name} already has ${MAX_TRAITS} traits, the most a crew member may have.`,
    );
  if (trait.rule === 'psi') {
    const other = crew.find((c) => c.key !== key && hasPsiTrait(c));
    if (other !== undefined)
      return illegal(
        'kraken.crew-traits',
        `${other.name} already has the PSI trait; only one crew member may have it.`,
      );
  }
  return null;
}

/** What keeps the trait step from being done, for the whole sheet. */
export function traitProblems(crew: readonly CrewDraft[]): CrewProblem[] {
  const problems: CrewProblem[] = [];
  for (const draft of crew) {
    if (draft.traits.length > MAX_TRAITS)
      problems.push(
        illegal(
          'kraken.crew-traits',
          `${draft.name} has ${draft.traits.length} traits; at most ${MAX_TRAITS}.`,
        ),
      );
    if (new Set(draft.traits.map((t) => t.id)).size !== draft.traits.length)
      problems.push(illegal('kraken.crew-traits', `${draft.name} has the same trait twice.`));
    const total = traitTotal(draft);
    if (total !== 0)
      problems.push(
        illegal(
          'kraken.crew-traits',
          `${draft.name}'s trait values add up to ${total > 0 ? '+' : ''}${total}; a new crew member's must add up to 0.`,
        ),
      );
  }
  const psi = crew.filter(hasPsiTrait);
  if (psi.length > 1)
    problems.push(
      illegal(
        'kraken.crew-traits',
        `${psi.map((c) => c.name).join(' and ')} all have the PSI trait; only one crew member may.`,
      ),
    );
  return problems;
}

// ---- Gear and storage (§3.7, §4 inventory and overload) ----

export const piecePrice = (pieces: readonly Piece[]): number => pieces.reduce((sum, p) => sum + p.price, 0);

/** What the crew's gear and the storage cost together. */
export function sheetGearPrice(crew: readonly Pick<CrewDraft, 'gear'>[], storage: readonly Piece[]): number {
  return crew.reduce((sum, c) => sum + piecePrice(c.gear), 0) + piecePrice(storage);
}

/** Pieces a member can carry without overload: both hands and a backpack place per 2 Strength. */
export const carryingRoom = (draft: Pick<CrewDraft, 'attributes'>): number =>
  carryCapacity(draft.attributes.strength);

/**
 * Space Kraken carrying capacity (kraken.overload): how far the member's gear goes past what their Strength
 * carries — null when it fits; up to 2 pieces over is overload (allowed, with its penalties), more is refused.
 * The Attributes step flags it as soon as a Strength change causes it, before the gear step is reached.
 */
export function overloadOf(draft: Pick<CrewDraft, 'attributes' | 'gear'>): {
  readonly pieces: number;
  readonly room: number;
  readonly over: number;
  readonly refused: boolean;
} | null {
  const room = carryingRoom(draft);
  const over = draft.gear.length - room;
  return over <= 0 ? null : { pieces: draft.gear.length, room, over, refused: over > 2 };
}

/**
 * The overload a Strength change leaves, as the Attributes step judges it (kraken.overload): up to 2 pieces
 * over is noted (allowed, with its penalties), more is refused, so Next waits until Strength carries the gear
 * or the gear step gives some back.
 */
export function overloadProblems(draft: Pick<CrewDraft, 'name' | 'attributes' | 'gear'>): CrewProblem[] {
  const load = overloadOf(draft);
  if (load === null) return [];
  const carried = `${draft.name} carries ${load.pieces} pieces and Strength ${draft.attributes.strength} carries ${load.room} without overload`;
  return [
    load.refused
      ? illegal('kraken.overload', `${carried}: ${load.over} over is more than the 2 allowed.`)
      : {
          severity: 'note',
          rule: 'kraken.overload',
          message: `${carried}: overloaded by ${load.over}, allowed with its penalties.`,
        },
  ];
}

/** The crew member the draft makes: level 1, full HP, PSI 1 with the PSI trait (§3.5), the gear carried. */
export function memberOf(draft: CrewDraft): CrewMember {
  const gear = draft.gear.slice(0, SLOT_IDS.length);
  return crewFromTemplate(
    {
      id: draft.key,
      name: draft.name.trim(),
      level: 1,
      attributes: draft.attributes,
      psi: hasPsiTrait(draft) ? 1 : undefined,
    },
    draft.traits,
    gear,
  );
}

/** Why this piece may not be bought for this member with the credits left, or null. */
export function buyGearRefusal(draft: CrewDraft, piece: Piece, creditsLeft: number): CrewProblem | null {
  if (piece.price > creditsLeft)
    return illegal(
      'kraken.starting-equipment',
      `${piece.name} costs ${piece.price}¢ and ${Math.max(0, creditsLeft)}¢ are left.`,
    );
  if (draft.gear.length >= SLOT_IDS.length)
    return illegal(
      'kraken.inventory',
      `${draft.name}'s ${SLOT_IDS.length} slots (two hands, four backpack places) are full.`,
    );
  const over = draft.gear.length + 1 - carryingRoom(draft);
  if (over > 2)
    return illegal(
      'kraken.overload',
      `${draft.name} would carry ${over} pieces more than Strength ${draft.attributes.strength} allows; at most 2 over.`,
    );
  return null;
}

/** Why this piece may not go into the ship's storage, or null. */
export function storeRefusal(
  storage: readonly Piece[],
  boxes: number,
  piece: Piece,
  creditsLeft: number,
): CrewProblem | null {
  if (piece.price > creditsLeft)
    return illegal(
      'kraken.starting-equipment',
      `${piece.name} costs ${piece.price}¢ and ${Math.max(0, creditsLeft)}¢ are left.`,
    );
  if (storage.length >= boxes)
    return illegal(
      'kraken.ship-systems',
      `The ship's storage has ${boxes} box${boxes === 1 ? '' : 'es'} and ${boxes === 1 ? 'it is' : 'all are'} taken.`,
    );
  return null;
}

/** What keeps the gear step from being done: every member's slots and overload, and the money. */
export function gearProblems(crew: readonly CrewDraft[], creditsLeft: number): CrewProblem[] {
  const problems: CrewProblem[] = [];
  for (const draft of crew) {
    if (draft.gear.length > SLOT_IDS.length) {
      problems.push(
        illegal(
          'kraken.inventory',
          `${draft.name} carries ${draft.gear.length} pieces; there are ${SLOT_IDS.length} slots.`,
        ),
      );
      continue;
    }
    problems.push(...validateLoadout(memberOf(draft)));
  }
  if (creditsLeft < 0)
    problems.push(
      illegal('kraken.starting-equipment', `The purchases come to ${-creditsLeft}¢ more than the crew has.`),
    );
  return problems;
}

/** What keeps the storage step from being done. */
export function storageProblems(storage: readonly unknown[], boxes: number): CrewProblem[] {
  return storage.length > boxes
    ? [
        illegal(
          'kraken.ship-systems',
          `The storage holds ${storage.length} pieces; the ship has ${boxes} storage box${boxes === 1 ? '' : 'es'}.`,
        ),
      ]
    : [];
}

/** The storage as the campaign keeps it: each piece in a box, weapons loaded, items ready. */
export const storedContents = (storage: readonly Piece[]): SlotContent[] =>
  storage.map((p) => (isWeapon(p) ? carryWeapon(p) : carryItem(p)));

/** The crew member's maximum HP at these attributes (twice Strength, at most 14: kraken.strength). */
export const draftHp = (draft: Pick<CrewDraft, 'attributes'>): number => maxHp(draft.attributes.strength);
