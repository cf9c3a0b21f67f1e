import type { Choice } from '../../game/mode';
import type { DecisionEvent } from '../../game/presenter/presenter';
import { choicesForSeat, decidingSeat } from '../../game/online/seats';
import { promptForSeat } from '../../game/online/seatPrompts';
import type { Session } from '../../game/session';
import { choiceLevel } from '../../ui/choiceTree';
import type { ChoiceSieve } from '../../ui/ChoiceBar';
import type { TableView } from './tableClient';

/** At most this many of the other seat's choices are named in the turn line. */
const NAMED = 4;

/** "A, B or C", and how many more. */
function either(words: readonly string[]): string {
  const shown = words.slice(0, NAMED);
  const more = words.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1] ?? ''}`;
}

/**
 * The choice bar of a seat at an online table: only the choices the room would take from this seat (its own
 * crew's or side's, and those any seated player may take); a spectator none. While the other seat decides,
 * the bar says whose turn it is and what they are choosing between.
 */
export function seatSieve(session: Session, table: TableView): ChoiceSieve {
  const me = table.members.find((m) => m.id === table.you);
  const seat = me?.seat ?? null;
  return (choices: readonly Choice<DecisionEvent>[]) => {
    const context = (session.getSnapshot() as { context?: unknown }).context;
    const split = choicesForSeat(session.mode.id, context, seat, choices);
    let note: string | null = null;
    if (split.deciding !== null) {
      const deciding = split.deciding;
      const player = table.members.find((m) => m.seat === deciding.id);
      const who = player === undefined ? deciding.label : `${deciding.label} (${player.name})`;
      const steps = choiceLevel(split.theirs, []).map((node) => node.text);
      note =
        steps.length === 1
          ? `It is the turn of ${who}: next, ${steps[0] ?? ''}.`
          : `It is the turn of ${who}, choosing between ${either(steps)}.`;
    } else if (seat === null && choices.length > 0) {
      note = 'You are watching: the players take the next step.';
    }
    // A spectator sends nothing, a request to take a move back included (the room refuses it).
    const noUndo =
      seat === null ? 'Spectators watch: only the players may ask to take a move back.' : undefined;
    return { choices: split.mine, note, noUndo };
  };
}

/**
 * The prompt as a seat at an online table reads it: a line about one crew ("you won initiative") is worded
 * as this seat's own or as the deciding seat's, and in the third person for a spectator.
 */
export function seatPrompt(session: Session, table: TableView): (prompt: string) => string {
  const seat = table.members.find((m) => m.id === table.you)?.seat ?? null;
  return (prompt) => {
    const context = (session.getSnapshot() as { context?: unknown }).context;
    return promptForSeat(prompt, seat, decidingSeat(session.mode.id, context, session.choices()));
  };
}
