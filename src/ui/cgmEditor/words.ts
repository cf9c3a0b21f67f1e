import { blueCells, type CgmBook } from '../../content/cgm/book';
import { branches, parseCell, type Operand } from '../../content/cgm/cells';
import { showCoordinate } from '../../content/cgm/coordinates';
import type { CgmEventEntry } from '../../content/schemas/cgm';
import type { EffectNote, FollowUp } from '../../rules/kraken/campaign/eventEffects';
import { d20AtLeastOdds } from '../../rules/kraken/cgm/line';
import type { PeekChoice, PeekEntry, PeekWait } from '../../rules/kraken/cgm/peek';

/**
 * The CGM editor's words for authors: what a cell does where it stands (its blue cells named), and what
 * peek mode's walk did, waits on and offers. Pure, so the wording is tested without React.
 */

const pct = (p: number) => `${Math.round(p * 100)}%`;
const operand = (o: Operand) => (o.kind === 'number' ? String(o.value) : `variable ${o.name}`);
const show = (key: string | undefined) => (key === undefined ? '(no cell)' : showCoordinate(key));

/** What the cell `key` holding `text` does, with the cells it leads to; the reader's sentence if it does not read. */
export function cellReading(
  book: CgmBook,
  events: ReadonlyMap<string, CgmEventEntry>,
  key: string,
  text: string,
): string {
  if (text.trim() === '')
    return 'Empty: a line that comes here finds nothing (the validator names it if one can).';
  const cell = parseCell(text);
  if ('error' in cell) return cell.error;
  const [first, second] = blueCells(book, key);
  switch (cell.kind) {
    case 'stop':
      return `Red coordinate: the line notes ${show(cell.to)} on its tracker and stops for this turn.`;
    case 'jump':
      return `Plain coordinate: the line goes on to ${show(cell.to)} at once.`;
    case 'end':
      return 'End of the line: the story line is complete and its slot erased.';
    case 'command': {
      const c = cell.command;
      const two = branches(c, (id) => events.get(id)?.choice !== undefined) === 2;
      switch (c.kind) {
        case 'compare':
          return `Compare ${operand(c.left)} ${c.op} ${operand(c.right)}: true → ${show(first)}, false → ${show(second)}.`;
        case 'modify':
          return `Change variable ${c.target} by ${c.op === '+' ? 'adding' : 'taking away'} ${operand(c.by)}, then → ${show(first)}.`;
        case 'random':
          return `Random switch: a d20 of ${c.atLeast} or more (${pct(d20AtLeastOdds(c.atLeast))}) → ${show(first)}, less → ${show(second)}.`;
        case 'event': {
          const event = events.get(c.id);
          const name = event === undefined ? `!${c.id} (not in the book)` : `!${c.id} “${event.title}”`;
          const standby = event?.standby === true ? ' May be left on STANDBY.' : '';
          return two
            ? `Event ${name}: option A → ${show(first)}, option B → ${show(second)}.${standby}`
            : `Event ${name}, then → ${show(first)}.${standby}`;
        }
      }
    }
  }
}

function noteWords(note: EffectNote): string {
  switch (note.kind) {
    case 'credits':
      return `Credits ${note.change >= 0 ? '+' : ''}${note.change}${note.unpaid > 0 ? ` (${note.unpaid} unpaid)` : ''}.`;
    case 'xp':
      return `XP +${note.change}.`;
    case 'hp':
      return `HP of ${note.crewId}: ${note.from} → ${note.to}.`;
    case 'oxygen':
      return `Oxygen ${note.from} → ${note.to}.`;
    case 'variable':
      return `Variable ${note.name}: ${note.from} → ${note.to}.`;
  }
}

function followUpWords(f: FollowUp): string {
  switch (f.kind) {
    case 'item':
      return `Gives the item ${f.item} (not played here).`;
    case 'start-line':
      return `Starts the line “${f.name}”${f.start === undefined ? ' at a d20 start' : ` at ${show(f.start)}`} (not played here).`;
    case 'location':
      return `Notes a location (${f.location.type}) on the Starmap (not played here).`;
    case 'crawl':
      return `Starts a crawl at ${f.location.type} (not played here).`;
    case 'fight':
      return `Starts a fight${f.ambush ? ' (an ambush)' : ''} (not played here).`;
    case 'trader':
      return `Opens a ${f.trader} of grade ${f.grade} (not played here).`;
    case 'space-combat':
      return `Starts the space combat of flight ${f.flight} (not played here).`;
    case 'quest':
      return `Offers a quest from ${f.sheet} (not played here).`;
    case 'victory':
      return `Declares the victory: “${f.text}”.`;
  }
}

/** One line of the walk's log. */
export function peekEntryWords(entry: PeekEntry): string {
  switch (entry.kind) {
    case 'turn':
      return `Turn ${entry.turn}: the line is activated.`;
    case 'cells':
      return `Cells: ${entry.cells.map(show).join(' → ')}.`;
    case 'roll':
      return `d20 of ${entry.atLeast}+: taken as ${entry.face}, the ${entry.first ? 'first' : 'second'} way.`;
    case 'event':
      return `Event !${entry.id} read${entry.option === null ? '' : `, option ${entry.option}`}.`;
    case 'held':
      return `Event !${entry.id} left on STANDBY: the line waits.`;
    case 'check':
      return `The check ${entry.passed ? 'passes' : 'fails'}.`;
    case 'effect':
      return noteWords(entry.note);
    case 'follow-up':
      return followUpWords(entry.followUp);
    case 'stopped':
      return `Red coordinate ${show(entry.at)}: noted, the line stops for this turn.`;
    case 'ended':
      return 'The line ends (/): its slot is erased.';
  }
}

/** What the walk waits on now. */
export function peekWaitWords(wait: PeekWait, events: ReadonlyMap<string, CgmEventEntry>): string {
  switch (wait.kind) {
    case 'roll':
      return `A d20: ${wait.atLeast} or more takes the first way (${pct(d20AtLeastOdds(wait.atLeast))}). Pick the way.`;
    case 'event': {
      const event = events.get(wait.id);
      const title = event === undefined ? '' : ` “${event.title}”`;
      const asks = wait.choice ? ' It asks A or B.' : '';
      return `Event !${wait.id}${title} waits to be read.${asks}${wait.standby ? ' It may be left on STANDBY.' : ''}`;
    }
    case 'check':
      return `The event's ${wait.check.attribute} check, ${wait.check.target}+: does it pass?`;
    case 'stopped':
      return `Stopped at ${show(wait.at)} for this turn.`;
    case 'held':
      return `Event !${wait.id} is on STANDBY: the line moves no further until it is taken up.`;
    case 'ended':
      return 'The line has ended.';
    case 'broken':
      return wait.message;
  }
}

/** A button's label for an answer the walk offers. */
export function peekChoiceWords(
  choice: PeekChoice,
  events: ReadonlyMap<string, CgmEventEntry>,
  waiting: PeekWait,
): string {
  const a = choice.answer;
  const odds = choice.odds === undefined ? '' : ` (${pct(choice.odds)})`;
  switch (a.kind) {
    case 'roll':
      return waiting.kind === 'roll'
        ? a.first
          ? `d20 ${waiting.atLeast}+: first way${odds}`
          : `d20 below ${waiting.atLeast}: second way${odds}`
        : 'Roll';
    case 'read': {
      if (a.option === undefined) return 'Read the event';
      const event = waiting.kind === 'event' ? events.get(waiting.id) : undefined;
      const label = a.option === 'A' ? event?.choice?.a.label : event?.choice?.b.label;
      return `Option ${a.option}${label === undefined ? '' : `: ${label}`}`;
    }
    case 'hold':
      return 'Leave it on STANDBY';
    case 'check':
      return a.passed ? 'The check passes' : 'The check fails';
    case 'next-turn':
      return waiting.kind === 'held' ? 'Next turn (offer it again)' : 'Next turn';
  }
}
