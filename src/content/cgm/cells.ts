import { coordinateKey, normaliseCgmText, parseCoordinate } from './coordinates';

/**
 * What a CGM sheet's cell holds (Space Kraken §6):
 * - a red coordinate (`stop`): note it on the line's tracker; the line is done for this turn;
 * - a plain coordinate (`jump`): go there at once (the blue cells beside a command hold these);
 * - a green command (`command`): carry it out, then follow the blue cell on its right — or the one after it
 *   when the command's answer is "false", "below" or option B;
 * - `/` (`end`): the line is over for good and is erased.
 *
 * How a book owner types a cell (content notation): `3HC` a plain coordinate, `#3HC` a red one, `A>4`, `A<B`,
 * `A=1` compares, `A+3`, `D-2`, `D+A` changes of a variable, `!A7` an event, `%12` the random switch, `/` the
 * end. The notation is the project's: the book prints colours, a pack cannot.
 */

/** A–H belong to the line, I–Z are the interlink memory shared by every line. */
export type Variable = string;
export const LINE_VARIABLES = 'ABCDEFGH';
export const SHARED_VARIABLES = 'IJKLMNOPQRSTUVWXYZ';

/** A number written in a command, or a variable read when the command runs. */
export type Operand =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'variable'; readonly name: Variable };

export type Command =
  | {
      readonly kind: 'compare';
      readonly op: '>' | '<' | '=';
      readonly left: Operand;
      readonly right: Operand;
    }
  | { readonly kind: 'modify'; readonly op: '+' | '-'; readonly target: Variable; readonly by: Operand }
  | { readonly kind: 'event'; readonly id: string }
  | { readonly kind: 'random'; readonly atLeast: number };

export type Cell =
  | { readonly kind: 'stop'; readonly to: string }
  | { readonly kind: 'jump'; readonly to: string }
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'end' };

/** The largest number a command may carry (typed content stays within sane bounds). */
export const MAX_OPERAND = 9999;

function operand(text: string): Operand | null {
  if (/^[A-Z]$/.test(text)) return { kind: 'variable', name: text };
  if (/^-?[0-9]{1,4}$/.test(text)) {
    const value = Number(text);
    return Math.abs(value) <= MAX_OPERAND ? { kind: 'number', value } : null;
  }
  return null;
}

/** A cell's content notation read; a sentence saying what is wrong otherwise. */
export function parseCell(text: string): Cell | { readonly error: string } {
  const t = normaliseCgmText(text);
  const bad = {
    error: `“${text.slice(0, 40)}” is not a CGM cell (a coordinate, #coordinate, a command or /).`,
  };
  if (t === '/') return { kind: 'end' };
  if (t.startsWith('#')) {
    const c = parseCoordinate(t.slice(1));
    return 'error' in c ? c : { kind: 'stop', to: coordinateKey(c) };
  }
  if (t.startsWith('!')) {
    const id = t.slice(1);
    if (!/^[0-9A-Z]{2}$/.test(id))
      return { error: `“${text.slice(0, 40)}”: an event id is two characters from 0–9 and A–Z, as in !A7.` };
    return { kind: 'command', command: { kind: 'event', id } };
  }
  if (t.startsWith('%')) {
    const n = Number(t.slice(1));
    if (!/^%[0-9]{1,2}$/.test(t) || n < 1 || n > 20)
      return {
        error: `“${text.slice(0, 40)}”: the random switch is %N with N from 1 to 20 (a d20 of N or more).`,
      };
    return { kind: 'command', command: { kind: 'random', atLeast: n } };
  }
  const m = /^([A-Z]|-?[0-9]{1,4})([<>=+-])(.+)$/.exec(t);
  if (m !== null) {
    const [, leftText = '', op = '', rightText = ''] = m;
    const left = operand(leftText);
    const right = operand(rightText);
    if (left === null || right === null) return bad;
    if (op === '+' || op === '-') {
      if (left.kind !== 'variable')
        return { error: `“${text.slice(0, 40)}”: only a variable (A–Z) can be changed by + or −.` };
      return { kind: 'command', command: { kind: 'modify', op, target: left.name, by: right } };
    }
    if (op === '<' || op === '>' || op === '=')
      return { kind: 'command', command: { kind: 'compare', op, left, right } };
  }
  const c = parseCoordinate(t);
  return 'error' in c ? bad : { kind: 'jump', to: coordinateKey(c) };
}

/** How many blue cells a command is followed by: two where it branches, one where it does not. */
export function branches(command: Command, eventHasChoice: (id: string) => boolean): 1 | 2 {
  switch (command.kind) {
    case 'compare':
    case 'random':
      return 2;
    case 'modify':
      return 1;
    case 'event':
      return eventHasChoice(command.id) ? 2 : 1;
  }
}
