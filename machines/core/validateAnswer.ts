import { validateFaces, formatDice } from '../../src/rules/dice/notation';
import type { DiceAnswerEvent, DiceRequest } from './diceRequest';

/**
 * Checks an answer against the request it claims to answer. Returns null when it fits, else a sentence that
 * says which group and which face is wrong, so the dice tray can show it and nothing is logged.
 */
export function validateAnswer(
  request: DiceRequest | null,
  answer: Pick<DiceAnswerEvent, 'requestId' | 'faces'>,
): string | null {
  if (request === null) return 'No roll is waiting for dice right now.';
  if (answer.requestId !== request.id) {
    return `These dice answer request ${answer.requestId}, but the roll waiting is ${request.id}.`;
  }
  if (answer.faces.length !== request.groups.length) {
    return `This roll needs ${request.groups.length} group(s) of dice, got ${answer.faces.length}.`;
  }
  for (const [i, group] of request.groups.entries()) {
    const faces = answer.faces[i] ?? [];
    const problem = validateFaces(group.spec, faces);
    if (problem !== null) return `${group.label} (${formatDice(group.spec)}): ${problem}`;
  }
  return null;
}
