import type { DiceRequest, DiceSource } from '../../machines/core/diceRequest';
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

/** A name a player reads, not an id ("ana", "crew-2"): requests of older saves may carry ids. */
const isName = (who: string | null | undefined): who is string =>
  who !== null && who !== undefined && who !== '' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(who);

/**
 * A dice line that says what the roll was for and whose dice they were: "Objective 1 (Tech, difficulty 7) — digital dice: 6."
 * or "Dodge the blast — Ada Voss, digital dice: 3." (the thrower only where the purpose does not name them).
 */
export function rollLine(entry: DiceEntry, request: Pick<DiceRequest, 'purpose' | 'who'>): string {
  const purpose = request.purpose.trim().replace(/[.:]$/, '');
  if (purpose === '') return diceLine(entry);
  const who = isName(request.who) && !purpose.includes(request.who) ? `${request.who}, ` : '';
  return `${purpose} — ${who}${diceSourceWords(entry.source)}: ${facesWords(entry.faces)}.`;
}
