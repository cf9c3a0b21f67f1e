/**
 * Avoiding a ground combat with an enemy tile (Space Kraken §13 Avoiding a ground combat;
 * kraken.avoid-combat). Success skips this combat but the enemy stays on the map and triggers again next
 * time; bosses cannot be avoided at all. Pure checks on thrown faces.
 */

type Refusal = { readonly ok: false; readonly reason: string };
export type AvoidResult =
  { readonly ok: true; readonly success: boolean; readonly total: number; readonly target: number } | Refusal;

const d6 = (face: number) => Number.isInteger(face) && face >= 1 && face <= 6;

/** Run: d6 + the lowest and the highest Agility among active crew, against enemy level + 9. */
export function runAway(input: {
  readonly face: number;
  readonly agilities: readonly number[];
  readonly enemyLevel: number;
}): AvoidResult {
  if (!d6(input.face)) return { ok: false, reason: `${input.face} is not a face of a d6.` };
  if (input.agilities.length === 0) return { ok: false, reason: 'Nobody active is left to run.' };
  const total = input.face + Math.min(...input.agilities) + Math.max(...input.agilities);
  const target = input.enemyLevel + 9;
  return { ok: true, success: total >= target, total, target };
}

/** Camouflage: every crew member passes d6 + Tech against enemy level + 2. */
export function camouflage(input: {
  readonly rolls: readonly { readonly tech: number; readonly face: number }[];
  readonly enemyLevel: number;
}): AvoidResult {
  if (input.rolls.length === 0) return { ok: false, reason: 'Nobody is there to hide.' };
  if (!input.rolls.every((r) => d6(r.face))) return { ok: false, reason: 'Every face must be 1 to 6.' };
  const target = input.enemyLevel + 2;
  const worst = Math.min(...input.rolls.map((r) => r.face + r.tech));
  return { ok: true, success: worst >= target, total: worst, target };
}

/** Charisma: d6 + the whole crew's Charisma + any credits paid first, against enemy level × 3 + 5. */
export function talkPast(input: {
  readonly face: number;
  readonly charismaTotal: number;
  readonly credits?: number;
  readonly enemyLevel: number;
}): AvoidResult {
  if (!d6(input.face)) return { ok: false, reason: `${input.face} is not a face of a d6.` };
  const total = input.face + input.charismaTotal + Math.max(0, input.credits ?? 0);
  const target = input.enemyLevel * 3 + 5;
  return { ok: true, success: total >= target, total, target };
}

/**
 * Intimidate: automatic when the enemy level is below the second-lowest crew member Level. Reading
 * (kraken.avoid-combat): a lone crew member has no second-lowest Level, so intimidation needs two or more.
 */
export function intimidates(enemyLevel: number, crewLevels: readonly number[]): boolean {
  const second = [...crewLevels].sort((a, b) => a - b)[1];
  return second !== undefined && enemyLevel < second;
}
