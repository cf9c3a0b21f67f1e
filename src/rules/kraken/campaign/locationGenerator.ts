import {
  GENERATOR_DIE_FACES,
  LOCATION_TABLE_ORDER,
  type LocationGenerator,
  type LocationTableName,
  type RolledTable,
} from '../../../content/schemas/campaign';
import type { EventLocation } from '../../../content/schemas/cgm';
import { needTable, type RollNeed } from '../crew/rolls';

/**
 * Space Kraken §12 creating a new location (kraken.location-generation): the generator's tables are rolled
 * in order — type, AO, AI, depth, teleport range, condition, species — and after each roll the player may
 * spend dice modifications on it (a re-roll, or +1 / −1 on one die; any number on the same die) before the
 * value is fixed and the next table is rolled. A fixed value is never revisited. The difficulty comes from
 * the flight and the Map-IDs are rolled last; neither can be modified. Modifications left over are lost.
 *
 * Reading: a +1 or −1 never moves a die past its own faces (a d6 stays 1–6): the book changes "its
 * result", and a face the die does not have is no result of it.
 * The Map-IDs are d20s noted as rolled; a type with fewer maps wraps them round (`mapIndexForId`).
 * Reading: a teleport range above the depth reaches every map, and is noted as the depth.
 */

/** The values fixed so far, table by table. */
export type LocationValues = {
  readonly [K in LocationTableName]?: LocationGenerator[K]['rows'][number]['value'];
};

export interface LocationDraft {
  readonly generator: LocationGenerator;
  readonly difficulty: number;
  /** Dice modifications still to spend (flight options, long-range sensors, drone bay). */
  readonly modifications: number;
  /** The table being defined (an index into LOCATION_TABLE_ORDER); past the last: the Map-IDs. */
  readonly table: number;
  /** The faces of the table being defined; null until rolled. */
  readonly dice: readonly number[] | null;
  readonly values: LocationValues;
  readonly mapIds: readonly number[];
}

export type DieChange = 'plus' | 'minus';

export function startLocation(
  generator: LocationGenerator,
  difficulty: number,
  modifications: number,
): LocationDraft {
  return {
    generator,
    difficulty,
    modifications: Math.max(0, Math.floor(modifications)),
    table: 0,
    dice: null,
    values: {},
    mapIds: [],
  };
}

/** The table being defined, or null once the seven are fixed (the Map-IDs are next). */
export function currentTable(draft: LocationDraft): LocationTableName | null {
  return LOCATION_TABLE_ORDER[draft.table] ?? null;
}

const TABLE_WORDS: Readonly<Record<LocationTableName, string>> = {
  type: 'the location type',
  ao: 'the Outside atmosphere (AO)',
  ai: 'the Inside atmosphere (AI)',
  depth: 'the depth',
  teleport: 'the teleport range',
  condition: 'the special condition',
  species: 'the species',
};

function tableOf(draft: LocationDraft, name: LocationTableName): RolledTable {
  return draft.generator[name];
}

/** What to roll next: the current table's dice, or one Map-ID die; null when the location is complete. */
export function locationNeed(draft: LocationDraft): RollNeed | null {
  const name = currentTable(draft);
  if (name !== null) {
    const t = tableOf(draft, name);
    const notation = `${t.dice > 1 ? t.dice : ''}${t.die}`;
    return {
      ...needTable(
        'location.table',
        `Location generator: ${TABLE_WORDS[name]} (${notation})`,
        'kraken.location-generation',
        'd6',
      ),
      check: { kind: 'table-roll', notation },
    };
  }
  if (draft.mapIds.length >= (draft.values.depth ?? 0)) return null;
  return {
    ...needTable(
      'location.map',
      `Location generator: the Map-ID of map ${draft.mapIds.length + 1} (d20)`,
      'kraken.location-parameters',
      'd20',
    ),
  };
}

/** The value a table gives for these faces (their sum), or undefined where no row holds it. */
export function tableValue(
  table: RolledTable,
  faces: readonly number[],
): RolledTable['rows'][number]['value'] | undefined {
  const total = faces.reduce((s, f) => s + f, 0);
  return table.rows.find((row) => total >= row.from && total <= row.to)?.value;
}

function facesOk(table: RolledTable, faces: readonly number[]): string | null {
  const sides = GENERATOR_DIE_FACES[table.die];
  if (faces.length !== table.dice) return `This table is rolled with ${table.dice} ${table.die}.`;
  for (const f of faces)
    if (!Number.isInteger(f) || f < 1 || f > sides)
      return `A ${table.die} shows 1 to ${sides}, not ${String(f)}.`;
  return null;
}

export type DraftOutcome = LocationDraft | { readonly refused: string };

/** The current table's dice, as thrown. */
export function rollTable(draft: LocationDraft, faces: readonly number[]): DraftOutcome {
  const name = currentTable(draft);
  if (name === null) return { refused: 'Every table is fixed: the Map-IDs are rolled now.' };
  if (draft.dice !== null)
    return { refused: `${TABLE_WORDS[name]} is rolled already: modify it or keep it.` };
  const bad = facesOk(tableOf(draft, name), faces);
  return bad !== null ? { refused: bad } : { ...draft, dice: [...faces] };
}

function spend(
  draft: LocationDraft,
  die: number,
): { refused: string } | { table: RolledTable; dice: readonly number[] } {
  const name = currentTable(draft);
  if (name === null || draft.dice === null) return { refused: 'There is no rolled die to modify now.' };
  if (draft.modifications <= 0)
    return { refused: 'No dice modifications are left (kraken.location-generation).' };
  if (!Number.isInteger(die) || die < 0 || die >= draft.dice.length)
    return { refused: `There is no die ${die + 1} on this table.` };
  return { table: tableOf(draft, name), dice: draft.dice };
}

/** One modification: +1 or −1 on one die of the current table. */
export function modifyDie(draft: LocationDraft, die: number, change: DieChange): DraftOutcome {
  const s = spend(draft, die);
  if ('refused' in s) return s;
  const sides = GENERATOR_DIE_FACES[s.table.die];
  const face = (s.dice[die] ?? 0) + (change === 'plus' ? 1 : -1);
  if (face < 1 || face > sides)
    return {
      refused: `A ${s.table.die} shows 1 to ${sides}: this die cannot go ${change === 'plus' ? 'higher' : 'lower'}.`,
    };
  return {
    ...draft,
    modifications: draft.modifications - 1,
    dice: s.dice.map((f, i) => (i === die ? face : f)),
  };
}

/** What a re-roll of one die of the current table throws (one die of the table's kind). */
export function rerollNeed(draft: LocationDraft): RollNeed | null {
  const name = currentTable(draft);
  if (name === null || draft.dice === null || draft.modifications <= 0) return null;
  const t = tableOf(draft, name);
  return {
    ...needTable(
      'location.reroll',
      `Location generator: re-roll a die of ${TABLE_WORDS[name]}`,
      'kraken.location-generation',
      'd6',
    ),
    check: { kind: 'table-roll', notation: t.die },
  };
}

/** One modification: a die of the current table re-rolled, the new face replacing it. */
export function rerollDie(draft: LocationDraft, die: number, face: number): DraftOutcome {
  const s = spend(draft, die);
  if ('refused' in s) return s;
  const sides = GENERATOR_DIE_FACES[s.table.die];
  if (!Number.isInteger(face) || face < 1 || face > sides)
    return { refused: `A ${s.table.die} shows 1 to ${sides}, not ${String(face)}.` };
  return {
    ...draft,
    modifications: draft.modifications - 1,
    dice: s.dice.map((f, i) => (i === die ? face : f)),
  };
}

/** The current table's value fixed as its dice now show; the next table is rolled after. */
export function keepTable(draft: LocationDraft): DraftOutcome {
  const name = currentTable(draft);
  if (name === null || draft.dice === null) return { refused: 'Roll the table before keeping its value.' };
  const value = tableValue(tableOf(draft, name), draft.dice);
  if (value === undefined) return { refused: `No row of ${TABLE_WORDS[name]} holds this roll.` };
  // The row came from the table of this name, so its value has that table's type.
  const values = { ...draft.values, [name]: value } as LocationValues;
  return { ...draft, table: draft.table + 1, dice: null, values };
}

/** A Map-ID rolled (never modified). */
export function rollMapId(draft: LocationDraft, face: number): DraftOutcome {
  if (currentTable(draft) !== null) return { refused: 'The Map-IDs are rolled after every table is fixed.' };
  const depth = draft.values.depth ?? 0;
  if (draft.mapIds.length >= depth) return { refused: 'Every map of the location has its Map-ID.' };
  if (!Number.isInteger(face) || face < 1 || face > 20)
    return { refused: `A d20 shows 1 to 20, not ${String(face)}.` };
  return { ...draft, mapIds: [...draft.mapIds, face] };
}

/** The finished location (unused modifications are lost with the draft), or null while rolls remain. */
export function finishedLocation(draft: LocationDraft): EventLocation | null {
  if (locationNeed(draft) !== null) return null;
  const { type, ao, ai, depth, teleport, condition, species } = draft.values;
  if (
    type === undefined ||
    ao === undefined ||
    ai === undefined ||
    depth === undefined ||
    teleport === undefined ||
    condition === undefined ||
    species === undefined
  )
    return null;
  return {
    type,
    difficulty: draft.difficulty,
    ao,
    ai,
    depth,
    mapIds: [...draft.mapIds],
    teleport: Math.min(depth, teleport),
    condition,
    species,
  };
}
