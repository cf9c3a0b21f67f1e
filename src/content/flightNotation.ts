import {
  OBJECTIVE_ATTRIBUTES,
  TIMELINE_CELLS,
  OBJECTIVE_CELLS,
  type EnemyShip,
  type ObjectiveAttribute,
  type SpaceObjective,
  type TimelineCommand,
} from './schemas/flight';

/**
 * The flight table's notation as the book prints it (Space Kraken §9.4 and the FLIGHT TABLE, core book
 * p. 163), read into the `flightTables` schema's values and written back. A book owner can type a row as
 * printed ("Mine 3-0, 5, 0-0", "T7, T7, T7, T9", "-, -, -, -, T") and compare it with a pack's row.
 */

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** §10 phase 1: the timeline's letters (the FLIGHT TABLE's legend). */
export const TIMELINE_LETTERS: Readonly<Record<string, TimelineCommand>> = {
  A: 'attack',
  B: 'backup',
  C: 'combat',
  E: 'evading',
  G: 'game-over',
  I: 'idle',
  S: 'shields',
  T: 'time',
  V: 'victory',
};

const LETTER_OF: Readonly<Record<TimelineCommand, string>> = Object.fromEntries(
  Object.entries(TIMELINE_LETTERS).map(([letter, command]) => [command, letter]),
) as Record<TimelineCommand, string>;

/** §10 phase 2: A attack, T tech, C charisma, ? any one of them. */
const OBJECTIVE_LETTERS: Readonly<Record<string, ObjectiveAttribute>> = {
  A: 'attack',
  T: 'tech',
  C: 'charisma',
  '?': 'any',
};
const OBJECTIVE_LETTER_OF: Readonly<Record<ObjectiveAttribute, string>> = {
  attack: 'A',
  tech: 'T',
  charisma: 'C',
  any: '?',
};

function cells(list: string): string[] {
  const trimmed = list.trim();
  return trimmed === '' ? [] : trimmed.split(',').map((c) => c.trim());
}

/** One timeline cell: a letter, or "-" (also "–" or empty) for an empty cell (null). */
export function parseTimelineCell(cell: string): Parsed<TimelineCommand | null> {
  const c = cell.trim().toUpperCase();
  if (c === '-' || c === '–' || c === '') return ok(null);
  const command = TIMELINE_LETTERS[c];
  return command === undefined
    ? fail(`"${cell}" is not a timeline command (A, B, C, E, G, I, S, T, V or -)`)
    : ok(command);
}

/** A whole timeline as printed: "-, -, -, -, T". */
export function parseTimeline(text: string): Parsed<(TimelineCommand | null)[]> {
  const parts = cells(text);
  if (parts.length > TIMELINE_CELLS) return fail(`a timeline has at most ${TIMELINE_CELLS} cells`);
  const out: (TimelineCommand | null)[] = [];
  for (const part of parts) {
    const cell = parseTimelineCell(part);
    if (!cell.ok) return fail(cell.error);
    out.push(cell.value);
  }
  return ok(out);
}

/** One objective: "T8" is a Tech check against 8. */
export function parseObjective(text: string): Parsed<SpaceObjective> {
  const match = /^\s*([ATC?])\s*(\d+)\s*$/i.exec(text);
  const letter = match?.[1]?.toUpperCase();
  const attribute = letter === undefined ? undefined : OBJECTIVE_LETTERS[letter];
  if (match === null || attribute === undefined || match[2] === undefined)
    return fail(`"${text}" is not an objective (A, T, C or ? followed by its difficulty, e.g. T8)`);
  if (!OBJECTIVE_ATTRIBUTES.includes(attribute)) return fail(`"${text}": unknown attribute`);
  return ok({ attribute, difficulty: Number(match[2]) });
}

/** The objectives cell: "T7, T7, T7, T9" (empty: none). */
export function parseObjectives(text: string): Parsed<SpaceObjective[]> {
  const parts = cells(text);
  if (parts.length > OBJECTIVE_CELLS) return fail(`at most ${OBJECTIVE_CELLS} objectives`);
  const out: SpaceObjective[] = [];
  for (const part of parts) {
    const objective = parseObjective(part);
    if (!objective.ok) return fail(objective.error);
    out.push(objective.value);
  }
  return ok(out);
}

/** "Mine 3-0, 5, 0-0": type, SP-CREW, WEAPON DAMAGE, SHIELD-SHIELD RECHARGE (§9.4). */
export function parseEnemy(text: string): Parsed<EnemyShip> {
  const match = /^\s*(.*?\S)\s+(\d+)\s*-\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  if (match === null)
    return fail(
      `"${text}" is not an enemy entry (type SP-crew, damage, shield-recharge, e.g. Mine 3-0, 5, 0-0)`,
    );
  const [, type, sp, crew, damage, shield, recharge] = match;
  return ok({
    type: type ?? '',
    sp: Number(sp),
    crew: Number(crew),
    damage: Number(damage),
    shield: Number(shield),
    recharge: Number(recharge),
  });
}

export function formatTimeline(timeline: readonly (TimelineCommand | null)[]): string {
  return timeline.map((c) => (c === null ? '-' : LETTER_OF[c])).join(', ');
}

export function formatObjectives(objectives: readonly SpaceObjective[]): string {
  return objectives.map((o) => `${OBJECTIVE_LETTER_OF[o.attribute]}${o.difficulty}`).join(', ');
}

export function formatEnemy(e: EnemyShip): string {
  return `${e.type} ${e.sp}-${e.crew}, ${e.damage}, ${e.shield}-${e.recharge}`;
}

/** A row as the book prints it, every cell in the book's notation. */
export interface PrintedFlightRow {
  readonly number: number;
  readonly name: string;
  readonly timeline: string;
  readonly objectives: string;
  readonly enemies: readonly string[];
  readonly xp: number;
}

export interface BookFlightRow {
  readonly number: number;
  readonly name: string;
  readonly timeline: (TimelineCommand | null)[];
  readonly objectives: SpaceObjective[];
  readonly enemies: EnemyShip[];
  readonly xp: number;
}

/** A printed row read into the schema's values (the pack's `rows[]` entry, less `sample`). */
export function parsePrintedRow(row: PrintedFlightRow): Parsed<BookFlightRow> {
  const timeline = parseTimeline(row.timeline);
  if (!timeline.ok) return fail(`row ${row.number} timeline: ${timeline.error}`);
  const objectives = parseObjectives(row.objectives);
  if (!objectives.ok) return fail(`row ${row.number} objectives: ${objectives.error}`);
  if (row.enemies.length > 4) return fail(`row ${row.number}: at most 4 enemies`);
  const enemies: EnemyShip[] = [];
  for (const [i, text] of row.enemies.entries()) {
    const enemy = parseEnemy(text);
    if (!enemy.ok) return fail(`row ${row.number} enemy ${i + 1}: ${enemy.error}`);
    enemies.push(enemy.value);
  }
  return ok({
    number: row.number,
    name: row.name,
    timeline: timeline.value,
    objectives: objectives.value,
    enemies,
    xp: row.xp,
  });
}
