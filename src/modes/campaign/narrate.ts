import type { CampaignContext } from '../../../machines/kraken/campaign/campaign.types';
import type { CampaignState } from '../../rules/kraken/campaign/campaignState';
import type { EffectNote } from '../../rules/kraken/campaign/eventEffects';
import type { StoryDecision, StoryNote } from '../../rules/kraken/campaign/storyPhase';
import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import type { TurnNote } from '../../rules/kraken/campaign/turn.types';
import type { RecoveryPoint } from '../../rules/kraken/campaign/recovery';

/** The campaign's log and journal in the project's words (never stored as prose: words are made here). */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${Math.abs(n) === 1 ? one : many}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

export function describeTurnDecision(
  d: TurnDecision,
  c: CampaignState,
  name: (id: string) => string,
): string {
  const place = (key: string) => c.starmap.find((l) => l.key === key)?.name ?? 'a logged location';
  switch (d.type) {
    case 'quest.accept':
      return 'The crew takes the quest.';
    case 'quest.decline':
      return 'The crew turns the quest down.';
    case 'starmap.erase':
      return `Erases ${place(d.key)} from the Starmap log.`;
    case 'starmap.drop':
      return 'Lets the new location go: the Starmap log stays as it is.';
    case 'recovery.take':
      return 'The crew recovers.';
    case 'recovery.pass':
      return 'The crew goes on without recovering.';
    case 'construction.pass':
      return 'Phase 2 is done.';
    case 'construction.cancel':
      return 'The build is cancelled.';
    case 'free.land':
      return `Free action: the crew lands at ${place(d.key)}.`;
    case 'free.line':
      return `Free action: story line ${d.slot + 1} runs once more.`;
    case 'free.flight':
      return 'Free action: a space flight (stand-in).';
    case 'free.skip':
      return 'Free action skipped.';
    case 'crew.levelUp':
      return `${name(d.crewId)} levels up: ${d.attribute} +1.`;
  }
}

export function describeStoryDecision(d: StoryDecision, name: (id: string) => string): string {
  switch (d.type) {
    case 'story.skip':
      return 'The line is skipped this turn.';
    case 'story.lead':
      return `${name(d.leaderId)} leads the line.`;
    case 'story.read':
      return 'The event is carried out.';
    case 'story.choose':
      return `Option ${d.option} is chosen.`;
    case 'story.hold':
      return 'The event is left on STANDBY.';
  }
}

function effectWords(note: EffectNote, name: (id: string) => string): string {
  switch (note.kind) {
    case 'credits':
      return note.unpaid > 0
        ? `Credits ${signed(note.change)} (${plural(note.unpaid, 'credit')} could not be paid).`
        : `Credits ${signed(note.change)}.`;
    case 'xp':
      return `XP ${signed(note.change)}.`;
    case 'hp':
      return `${name(note.crewId)}: HP ${note.from} → ${note.to}${note.killed ? ' (killed)' : note.knockedOut ? ' (unconscious)' : ''}.`;
    case 'oxygen':
      return `Oxygen ${note.from} → ${note.to}.`;
    case 'variable':
      return `Variable ${note.name}: ${note.from} → ${note.to}.`;
  }
}

function storyWords(note: StoryNote, context: CampaignContext, name: (id: string) => string): string {
  const line = (slot: number) => `Line ${slot + 1}`;
  const title = (id: string) => context.events.get(id)?.title ?? `event ${id}`;
  switch (note.kind) {
    case 'skipped':
      return `${line(note.slot)} is skipped this turn.`;
    case 'led':
      return `${line(note.slot)}: ${name(note.leaderId)} leads.`;
    case 'unled':
      return `${line(note.slot)} waits: nobody is fit to lead it.`;
    case 'stopped':
      return `${line(note.slot)} stops for this turn.`;
    case 'ended':
      return `${line(note.slot)} has ended for good.`;
    case 'held':
      return `${line(note.slot)}: “${title(note.event)}” waits on STANDBY.`;
    case 'event':
      return `${line(note.slot)}: “${title(note.event)}”${note.option === null ? '' : `, option ${note.option}`}.`;
    case 'check':
      return `${line(note.slot)}: the check's die shows ${note.face}: ${note.passed ? 'passed' : 'failed'}.`;
    case 'effect':
      return `${line(note.slot)}: ${effectWords(note.note, name)}`;
  }
}

const AT: Readonly<Record<RecoveryPoint, string>> = {
  'after-phase-1': 'after phase 1',
  'after-phase-3': 'after phase 3',
  'after-phase-5': 'after phase 5',
};

export function narrateTurnNote(
  note: TurnNote,
  context: CampaignContext,
  name: (id: string) => string,
): string {
  const piece = (id: string) =>
    context.content.catalogue.weapons.find((w) => w.id === id)?.name ??
    context.content.catalogue.items.find((i) => i.id === id)?.name ??
    id;
  switch (note.kind) {
    case 'turn':
      return `— Turn ${note.turn} —`;
    case 'story':
      return storyWords(note.note, context, name);
    case 'item-stored':
      return `${piece(note.item)} goes into the ship's storage (for ${name(note.leaderId)}).`;
    case 'line-started':
      return `A new story line, “${note.name}”, starts in slot ${note.slot + 1}.`;
    case 'no-line-slot':
      return `“${note.name}” cannot start: all six line slots are taken.`;
    case 'location-logged':
      return `${note.name} is noted on the Starmap log.`;
    case 'location-erased':
      return `${note.name} is erased from the Starmap log.`;
    case 'location-dropped':
      return `${note.name} is not noted: the Starmap log was full.`;
    case 'stand-in': {
      const what = {
        fight: 'A fight',
        trader: 'A trader',
        flight: 'A space flight',
        shop: 'The grade-5 shop',
      }[note.what];
      return `${what} (${note.detail}) — stand-in: not played yet in the campaign.`;
    }
    case 'quest-taken':
      return `Quest taken: “${note.quest}”.`;
    case 'quest-declined':
      return `Quest turned down: “${note.quest}”.`;
    case 'quest-ticked':
      return `Quest timer: “${note.quest}” has ${plural(note.ticks, 'tick')}.`;
    case 'quest-failed':
      return `Quest failed: “${note.quest}” (its penalty is the quest sheet's).`;
    case 'quest-none':
      return note.roll === 0
        ? 'The quest sheet offers nothing.'
        : `The quest sheet has no quest on row ${note.roll}.`;
    case 'crawl-start':
      return `The crew goes down at ${note.name}.`;
    case 'crawl-end':
      return `Back from ${note.name}: credits ${signed(note.credits)}, XP ${signed(note.xp)}${note.lost.length > 0 ? `, lost: ${note.lost.map(name).join(', ')}` : ''}.`;
    case 'construction':
      return note.step === 'building'
        ? `${note.what}: one more turn of building.`
        : note.step === 'done'
          ? `${note.what} is built and paid for.`
          : `${note.what} could not be paid: the build fails.`;
    case 'construction-cancelled':
      return `${note.what}: the build is cancelled.`;
    case 'visit-skipped':
      return 'Phase 4: the ship has no teleporter, so there is no short visit.';
    case 'timer-skipped':
      return 'Phase 5: no quests are noted.';
    case 'recovered':
      return `Recovery ${AT[note.at]}: +3 HP each, oxygen full.`;
    case 'recovery-passed':
      return `No recovery ${AT[note.at]}.`;
    case 'level-up':
      return `${name(note.crewId)} is now level ${note.level}.`;
    case 'victory':
      return `Victory: ${note.text}`;
    case 'defeat':
      return 'The whole crew is dead: the campaign is lost.';
  }
}
