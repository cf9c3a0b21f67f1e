import type { SnapshotFrom } from 'xstate';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { CAMPAIGN_SETUP_VERSION, campaignSetupMigrations } from './setupMigrations';
import { currentPrompt } from '../../../machines/core/meta';
import { campaignMachine, type CampaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import {
  campaignDecisionSchema,
  campaignInputSchema,
  turnDecisionSchema,
} from '../../../machines/kraken/campaign/campaign.schema';
import type { CampaignEvent } from '../../../machines/kraken/campaign/campaign.types';
import { storyDecisionSchema } from '../../../machines/kraken/campaign/storyPhase.schema';
import type { StoryPhaseContext } from '../../../machines/kraken/campaign/storyPhase.types';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import type { SpaceCombatMachine } from '../../../machines/kraken/space/spaceCombat.machine';
import { flightDecisionSchema } from '../../../machines/kraken/space/spaceFlight.schema';
import type { SpaceFlightContext } from '../../../machines/kraken/space/spaceFlight.types';
import { flightDecisionRefusal } from '../../rules/kraken/space/flightFlow';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { storyRefusal } from '../../rules/kraken/campaign/storyPhase';
import { campaignInvariants, finalScore } from '../../rules/kraken/campaign/campaignState';
import { phaseOf, turnRefusal, withStoryParty } from '../../rules/kraken/campaign/turn';
import type { CampaignState } from '../../rules/kraken/campaign/campaignState';
import { noSaveAndLoad } from '../../rules/kraken/campaign/difficulty';
import { undoRefusal } from '../../rules/kraken/dungeon/undo';
import type { LogEntry } from '../../game/log';
import type { Choice, ModeDefinition, TallyLine } from '../../game/mode';
import { dungeonInvariants } from '../invariants';
import { dungeonMode } from '../dungeon/mode';
import { groundCombatMode } from '../quickFight/mode';
import { spaceCombatMode } from '../spaceCombat/mode';
import { storyChoices, turnChoices } from './choices';
import { waitingAt } from './waitingAt';
import { describeFlightDecision, flightChoices } from './flightChoices';
import { describeTurnDecision, describeStoryDecision, narrateTurnNote } from './narrate';
import { diceLine } from '../../game/diceWords';

type Snap = SnapshotFrom<CampaignMachine>;
type DungeonSnap = SnapshotFrom<DungeonMachine>;
type FightSnap = SnapshotFrom<typeof groundCombatMode.machine>;
type SpaceSnap = SnapshotFrom<SpaceCombatMachine>;
interface StorySnap {
  readonly machine: { readonly id: string };
  readonly context: StoryPhaseContext;
  readonly value: unknown;
}
interface FlightSnap {
  readonly machine: { readonly id: string };
  readonly context: SpaceFlightContext;
  readonly value: unknown;
  readonly status: string;
  hasTag(tag: string): boolean;
  can(event: { readonly type: string }): boolean;
}

type Who = 'campaign' | 'story' | 'crawl' | 'fight' | 'flight' | 'space';

/**
 * The session hands the mode's functions the deepest active machine: the campaign itself, or a machine it
 * invoked — the story phase, the crawl (and the crawl's fight), an event's ground combat, the space flight,
 * or the flight's space combat and its boarding. Each is answered by its own functions.
 */
function whose(snapshot: Snap): Who {
  const id = (snapshot as { readonly machine: { readonly id: string } }).machine.id;
  switch (id) {
    case 'campaign':
      return 'campaign';
    case 'storyPhase':
      return 'story';
    case 'groundCombat':
      return 'fight';
    case 'spaceFlight':
      return 'flight';
    case 'spaceCombat':
    case 'boarding':
      return 'space';
    default:
      return 'crawl';
  }
}

const asStory = (s: Snap) => s as unknown as StorySnap;
const asCrawl = (s: Snap) => s as unknown as DungeonSnap;
const asFight = (s: Snap) => s as unknown as FightSnap;
const asFlight = (s: Snap) => s as unknown as FlightSnap;
const asSpace = (s: Snap) => s as unknown as SpaceSnap;

function choices(snapshot: Snap): readonly Choice<CampaignEvent>[] {
  switch (whose(snapshot)) {
    case 'campaign':
      return turnChoices(snapshot.context, waitingAt(snapshot.value));
    case 'story':
      return storyChoices(asStory(snapshot).context) as unknown as readonly Choice<CampaignEvent>[];
    case 'crawl':
      return dungeonMode.choices(asCrawl(snapshot)) as readonly Choice<never>[];
    case 'fight':
      return groundCombatMode.choices(asFight(snapshot)) as readonly Choice<never>[];
    case 'flight': {
      const flight = asFlight(snapshot);
      if (flight.status !== 'active' || flight.hasTag(AWAITING_DICE)) return [];
      return flightChoices(flight.context, flight.value) as unknown as readonly Choice<CampaignEvent>[];
    }
    case 'space':
      return spaceCombatMode.choices(asSpace(snapshot)) as readonly Choice<never>[];
  }
}

function explainRefusal(snapshot: Snap, event: CampaignEvent): string {
  const who = whose(snapshot);
  if (who === 'crawl') return dungeonMode.explainRefusal(asCrawl(snapshot), event as never);
  if (who === 'fight') return groundCombatMode.explainRefusal(asFight(snapshot), event as never);
  if (who === 'space') return spaceCombatMode.explainRefusal(asSpace(snapshot), event as never);
  if (who === 'flight') {
    if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
    const flight = asFlight(snapshot);
    if (flight.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
    const parsed = flightDecisionSchema.safeParse(event);
    const why = parsed.success ? flightDecisionRefusal(flight.context.run, parsed.data) : null;
    return why ?? `“${event.type}” is not a flight decision now.`;
  }
  if (snapshot.status === 'done') return 'The campaign is over.';
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  const here = currentPrompt(snapshot)?.prompt ?? '';
  if (who === 'story') {
    const story = storyDecisionSchema.safeParse(event);
    const why = story.success ? storyRefusal(asStory(snapshot).context.phase, story.data) : null;
    return why ?? `“${event.type}” is not a story-phase decision now. ${here}`.trim();
  }
  if ((snapshot as { hasTag(tag: string): boolean }).hasTag(AWAITING_DICE))
    return 'A roll is waiting for its dice: answer it first.';
  const own = turnDecisionSchema.safeParse(event);
  const why = own.success ? turnRefusal(snapshot.context.turn, own.data, snapshot.context.content) : null;
  return why ?? `“${event.type}” is not possible now. ${here}`.trim();
}

/** The entries at the end of the log a running child logged (their path starts with its id). */
function childEntries(log: readonly LogEntry[], id: string): number {
  let from = log.length;
  while (from > 0 && log[from - 1]?.path?.[0] === id) from -= 1;
  return from;
}

/** The child's own entries, with its id taken off their paths, for the child's own narration. */
function strip(entries: readonly LogEntry[]): LogEntry[] {
  return entries.map((e) => {
    const path = e.path?.slice(1) ?? [];
    return path.length === 0 ? { ...e, path: undefined } : { ...e, path };
  });
}

/**
 * One line per log entry: the turn's and the story phase's decisions in words; the entries of a running
 * crawl, ground combat or space combat as that machine words them (afterwards, their kind); the flight's
 * decisions in words; dice with their request.
 */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const c = snapshot.context.turn.campaign;
  const name = (id: string) => c.crew.find((m) => m.id === id)?.name ?? id;
  const running: Record<number, string> = {};
  const crawl = crawlChild(snapshot);
  if (crawl !== null) {
    const from = childEntries(log, 'dungeon');
    dungeonMode.narrate(strip(log.slice(from)), crawl).forEach((line, i) => (running[from + i] = line));
  }
  const fight = eventFightChild(snapshot);
  if (fight !== null) {
    const from = childEntries(log, 'groundCombat');
    groundCombatMode.narrate(strip(log.slice(from)), fight).forEach((line, i) => (running[from + i] = line));
  }
  const combat = spaceCombatChild(snapshot);
  if (combat !== null) {
    // A story event's combat is the campaign's own child; a flight's is the flight's.
    const own = (snapshot.children as Children).spaceCombat !== undefined;
    let from = log.length;
    const inCombat = (e: LogEntry | undefined) =>
      own ? e?.path?.[0] === 'spaceCombat' : e?.path?.[0] === 'spaceFlight' && e.path.length > 1;
    while (from > 0 && inCombat(log[from - 1])) from -= 1;
    const entries = own ? strip(log.slice(from)) : strip(strip(log.slice(from)));
    spaceCombatMode.narrate(entries, combat).forEach((line, i) => (running[from + i] = line));
  }
  // Every event read or chosen, in order: the journal's, then those of the story phase still running. The
  // k-th "read" or "choose" of the log answered the k-th of them.
  const titles = eventTitles(snapshot);
  let answered = 0;
  return log.map((entry, index) => {
    // §13 LT: a line run inside the crawl logs its decisions under the crawl; they read as the story's.
    const storyInCrawl = entry.kind === 'decision' && entry.path?.at(-1) === 'storyPhase';
    const said = storyInCrawl ? undefined : running[index];
    if (said !== undefined) return said;
    const where = entry.path?.at(-1) === 'storyPhase' ? 'storyPhase' : entry.path?.[0];
    if (entry.kind === 'dice') return diceLine(entry);
    if (where === 'storyPhase') {
      const story = storyDecisionSchema.safeParse(entry.event);
      if (!story.success) return `Story: ${entry.event.type}.`;
      const reads = story.data.type === 'story.read' || story.data.type === 'story.choose';
      return describeStoryDecision(story.data, name, reads ? (titles[answered++] ?? null) : null);
    }
    if (where === 'dungeon') return `Crawl: ${entry.event.type}.`;
    if (where === 'groundCombat') return `Fight: ${entry.event.type}.`;
    if (where === 'spaceCombat') return `Space combat: ${entry.event.type}.`;
    if (where === 'spaceFlight') {
      if ((entry.path?.length ?? 0) > 1) return `Space combat: ${entry.event.type}.`;
      const flight = flightDecisionSchema.safeParse(entry.event);
      return flight.success ? describeFlightDecision(flight.data) : `Flight: ${entry.event.type}.`;
    }
    const own = turnDecisionSchema.safeParse(entry.event);
    return own.success ? describeTurnDecision(own.data, c, name) : `Decision: ${entry.event.type}.`;
  });
}

type Children = Record<string, { getSnapshot(): unknown } | undefined>;

/** The titles of the events read so far, oldest first (kraken.cgm-event). */
function eventTitles(snapshot: Snap): readonly string[] {
  const notes = snapshot.context.turn.journal.flatMap((n) => (n.kind === 'story' ? [n.note] : []));
  // §13 LT: the lines an LT ran in the crawl still under way, then the one running there now.
  const inCrawl = crawlChild(snapshot)?.context.story?.notes ?? [];
  const running = (storyChild(snapshot) ?? crawlStoryChild(snapshot))?.phase.notes ?? [];
  return [...notes, ...inCrawl, ...running].flatMap((n) =>
    n.kind === 'event' ? [snapshot.context.events.get(n.event)?.title ?? `event ${n.event}`] : [],
  );
}

/** The crawl the campaign invoked, while the crew is down. */
export function crawlChild(snapshot: Snap): DungeonSnap | null {
  const child = (snapshot.children as Children).dungeon;
  return child === undefined ? null : (child.getSnapshot() as DungeonSnap);
}

/** An event's ground combat the campaign invoked, while it is fought. */
export function eventFightChild(snapshot: Snap): FightSnap | null {
  const child = (snapshot.children as Children).groundCombat;
  return child === undefined ? null : (child.getSnapshot() as FightSnap);
}

/** The space flight the campaign invoked, while the ship is in space. */
export function flightChild(snapshot: Snap): SpaceFlightContext | null {
  const child = (snapshot.children as Children).spaceFlight;
  return child === undefined ? null : (child.getSnapshot() as FlightSnap).context;
}

/** The flight's space combat, or a story event's (invoked by the campaign itself), while it is fought. */
export function spaceCombatChild(snapshot: Snap): SpaceSnap | null {
  const own = (snapshot.children as Children).spaceCombat;
  if (own !== undefined) return own.getSnapshot() as SpaceSnap;
  const flight = (snapshot.children as Children).spaceFlight;
  if (flight === undefined) return null;
  const combat = (flight.getSnapshot() as { children: Children }).children.combat;
  return combat === undefined ? null : (combat.getSnapshot() as SpaceSnap);
}

/** The story phase the campaign invoked, while the lines run. */
export function storyChild(snapshot: Snap): StoryPhaseContext | null {
  const child = (snapshot.children as Children).storyPhase;
  return child === undefined ? null : (child.getSnapshot() as StorySnap).context;
}

/** An LT tile's line running inside the crawl (§13 LT: activated immediately), while it runs. */
export function crawlStoryChild(snapshot: Snap): StoryPhaseContext | null {
  const crawl = (snapshot.children as Children).dungeon;
  if (crawl === undefined) return null;
  const child = (crawl.getSnapshot() as { readonly children: Children }).children.storyPhase;
  return child === undefined ? null : (child.getSnapshot() as StorySnap).context;
}

function invariants(snapshot: Snap): readonly string[] {
  const catalogue = shipCatalogueOf(snapshot.context.content.ship);
  const out = [...campaignInvariants(snapshot.context.turn.campaign, catalogue)];
  const crawl = crawlChild(snapshot);
  if (crawl !== null) out.push(...dungeonInvariants(crawl));
  const combat = spaceCombatChild(snapshot);
  if (combat !== null) out.push(...spaceCombatMode.invariants(combat));
  return out;
}

/**
 * kraken.difficulty: the app's undo stands in for the book's load. Reading: Just a Simulation loads at the
 * start of each turn, so undo works on the ship; Adventurer loads at a clone station only, so undo works
 * there (inside a crawl); Real Life and Hardcore never. A practice campaign undoes anywhere.
 */
function undoAllowed(snapshot: Snap): string | null {
  const c = snapshot.context.turn.campaign;
  if (c.practice) return null;
  const crawl = crawlChild(snapshot);
  if (crawl !== null) return undoRefusal(crawl.context);
  if (c.difficulty === 'just-a-simulation') return null;
  return c.difficulty === 'adventurer'
    ? 'On Adventurer the game is only reloaded at a clone station: undo works there.'
    : noSaveAndLoad(c.difficulty);
}

/**
 * kraken.saving-loading: Real Life and Hardcore keep no save slots and take no older save loaded over them;
 * the autosave goes on (Reading: it is the table left as it is). A practice campaign saves freely, and so
 * do Just a Simulation and Adventurer (their load points bound undo, above, not the save slots).
 */
function saveAllowed(snapshot: Snap): string | null {
  const c = snapshot.context.turn.campaign;
  return c.practice ? null : noSaveAndLoad(c.difficulty);
}

/**
 * The campaign as the player sees it now: while the story phase runs, its party (credits, XP, oxygen, crew)
 * is the crew's own — an event's 40 credits show at once, not when the phase ends.
 */
export function campaignNow(snapshot: Snap): CampaignState {
  const story = storyChild(snapshot);
  const c = snapshot.context.turn.campaign;
  return story === null ? c : withStoryParty(c, story.phase.party);
}

function tally(snapshot: Snap): TallyLine[] {
  const crawl = crawlChild(snapshot);
  if (crawl !== null) return [...(dungeonMode.tally?.(crawl) ?? [])];
  const fight = eventFightChild(snapshot);
  if (fight !== null) return [...(groundCombatMode.tally?.(fight) ?? [])];
  const combat = spaceCombatChild(snapshot);
  if (combat !== null) return [...(spaceCombatMode.tally?.(combat) ?? [])];
  const c = campaignNow(snapshot);
  return [
    { key: 'credits', who: 'Crew', what: 'credits', value: String(c.credits) },
    { key: 'xp', who: 'Crew', what: 'XP', value: String(c.xp) },
    { key: 'oxygen', who: 'Ship', what: 'oxygen', value: `${c.oxygen} of ${c.oxygenCapacity}` },
    ...c.crew.map((m) => ({ key: `${m.id}:hp`, who: m.name, what: 'HP', value: String(Math.max(0, m.hp)) })),
  ];
}

/** "Space Kraken campaign — turn 3, phase 1 (practice)". */
export function describeCampaign(snapshot: Snap): string {
  const turn = snapshot.context.turn;
  const c = turn.campaign;
  const practice = c.practice ? ' (practice)' : '';
  if (turn.step.kind === 'over') {
    const score = finalScore(c);
    return `Space Kraken campaign — over after turn ${c.turn}${score === null ? '' : `, score ${score}`}${practice}`;
  }
  const phase = phaseOf(turn);
  const where =
    turn.step.kind === 'crawl'
      ? `, down at ${turn.step.name}`
      : turn.step.kind === 'flight'
        ? ', in space'
        : turn.step.kind === 'fight'
          ? ', fighting'
          : '';
  return `Space Kraken campaign — turn ${c.turn}, phase ${phase ?? '?'}${where}${practice}`;
}

/** Words for the campaign journal, newest last (the side panel reads them). */
export function journalLines(snapshot: Snap): readonly string[] {
  const c = snapshot.context.turn.campaign;
  const name = (id: string) => c.crew.find((m) => m.id === id)?.name ?? id;
  return snapshot.context.turn.journal.map((note) => narrateTurnNote(note, snapshot.context, name));
}

export const campaignMode: ModeDefinition<CampaignMachine> = {
  id: 'kraken-campaign',
  system: 'kraken',
  title: 'Space Kraken campaign',
  machine: campaignMachine,
  inputSchema: campaignInputSchema,
  decisionSchema: campaignDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants,
  undoAllowed,
  saveAllowed,
  tally,
  describe: describeCampaign,
  setupVersion: CAMPAIGN_SETUP_VERSION,
  setupMigrations: campaignSetupMigrations,
};
