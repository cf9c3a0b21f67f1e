import type { ObjectiveAttribute } from './combatTypes';

/**
 * A space combat objective in words (Space Kraken §10: the book prints an objective as its attribute's letter and
 * its difficulty, "T8": a Tech objective the crew's Tech plus a d6 must reach 8). A player reads the words,
 * never the code.
 */
interface Objective {
  readonly attribute: ObjectiveAttribute;
  readonly difficulty: number;
}

const ATTRIBUTE_WORDS: Readonly<Record<Exclude<ObjectiveAttribute, 'any'>, string>> = {
  attack: 'attack',
  tech: 'Tech',
  charisma: 'Charisma',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "Tech objective of difficulty 8", "attack objective of difficulty 7", "objective of difficulty 9 (any
 * attribute)"; with `start`, capitalised to begin a label or a line.
 */
export function objectiveWords(o: Objective, start = false): string {
  const words =
    o.attribute === 'any'
      ? `objective of difficulty ${String(o.difficulty)} (any attribute)`
      : `${ATTRIBUTE_WORDS[o.attribute]} objective of difficulty ${String(o.difficulty)}`;
  return start ? capital(words) : words;
}

/** What the roll must reach, after the objective's number: "Tech, difficulty 8", "any attribute, difficulty 9". */
export function objectiveNeed(o: Objective): string {
  return `${o.attribute === 'any' ? 'any attribute' : ATTRIBUTE_WORDS[o.attribute]}, difficulty ${String(o.difficulty)}`;
}

/** The short form on an objective's card: "Tech 8", "Attack 7", "Any 9". */
export function objectiveCard(o: Objective): string {
  return `${capital(o.attribute === 'any' ? 'any' : ATTRIBUTE_WORDS[o.attribute])} ${String(o.difficulty)}`;
}
