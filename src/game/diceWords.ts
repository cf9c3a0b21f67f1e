import type { DiceSource } from '../../machines/core/diceRequest';
import type { DiceEntry } from './log';

/**
 * A logged dice answer in a player's words: whose dice and the faces, never the request's id ("gc-6",
 * "salvage-5"), which is the log's bookkeeping. Every mode's narration uses these for its dice lines.
 */

/** "digital dice", "your dice" or "scripted dice". */
export function diceSourceWords(source: DiceSource): string {
  return source === 'digital' ? 'digital dice' : source === 'manual' ? 'your dice' : 'scripted dice';
}

/** The faces of each group, groups apart: "3, 5 / 2". */
export function facesWords(faces: DiceEntry['faces']): string {
  return faces.map((group) => group.join(', ')).join(' / ');
}

/** "Digital dice: 3, 5 / 2." — a dice line with nothing more to say about what it decided. */
export function diceLine(entry: DiceEntry): string {
  const who = diceSourceWords(entry.source);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)}: ${facesWords(entry.faces)}.`;
}

/** What a roll decided, marked with whose dice: "Pry Bar hits… (digital dice)". */
export function saidWithDice(said: string, entry: DiceEntry): string {
  return `${said} (${diceSourceWords(entry.source)})`;
}
