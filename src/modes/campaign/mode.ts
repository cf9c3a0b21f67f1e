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
import type { StoryPhaseContext, StoryPhaseEvent } from '../../../machines/kraken/campaign/storyPhase.types';
import { storyPhaseMachine } from '../../../machines/kraken/campaign/storyPhase.machine';
import { spaceFlightMachine } from '../../../machines/kraken/space/spaceFlight.machine';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import type { SpaceCombatMachine } from '../../../machines/kraken/space/spaceCombat.machine';
import { flightDecisionSchema } from '../../../machines/kraken/space/spaceFlight.schema';
import type { SpaceFlightContext, SpaceFlightEvent } from '../../../machines/kraken/space/spaceFlight.types';
import { flightDecisionRefusal } from '../../rules/kraken/space/flightFlow';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { storyRefusal } from '../../rules/kraken/campaign/storyPhase';
import { campaignInvariants, finalScore } from '../../rules/kraken/campaign/campaignState';
import { shipLossOf } from '../../rules/kraken/campaign/spaceAfter';
import { withStoryParty } from '../../rules/kraken/campaign/turn';
import { phaseOfState } from '../../../machines/kraken/campaign/campaign.phase';
import type { CampaignState } from '../../rules/kraken/campaign/campaignState';
import { noSaveAndLoad } from '../../rules/kraken/campaign/difficulty';
import { undoRefusal } from '../../rules/kraken/dungeon/undo';
import type { LogEntry } from '../../game/log';
import type { Choice, ModeDefinition, TallyLine } from '../../game/mode';
import { dungeonInvariants } from '../invariants';
import { dungeonMode, dungeonPresenter } from '../dungeon/mode';
import { groundCombatMode, groundCombatPresenter } from '../quickFight/mode';
import { boardingPresenter, spaceCombatMode, spaceCombatPresenter } from '../spaceCombat/mode';
import { childOf, definePresenter, snapshotOf, type Around } from '../../game/presenter/presenter';
import { storyChoices, turnChoices } from './choices';
import { waitingAt } from './waitingAt';
import { describeFlightDecision, flightChoices } from './flightChoices';
import { describeTurnDecision, describeStoryDecision, narrateTurnNote, shipLostWords } from './narrate';
import { turnDecisionRefusal } from './stepWords';
import { diceLine } from '../../game/diceWords';

type Snap = SnapshotFrom<CampaignMachine>;
type StorySnap = SnapshotFrom<typeof storyPhaseMachine>;
type FlightSnap = SnapshotFrom<typeof spaceFlightMachine>;
type DungeonSnap = SnapshotFrom<DungeonMachine>;
type FightSnap = SnapshotFrom<typeof groundCombatMode.machine>;
type SpaceSnap = SnapshotFrom<SpaceCombatMachine>;

/**
 * The campaign turn's own choices. The machines it invokes — the story phase, the crawl (and its fight), an
 * event's ground combat, the space flight, its space combat and boarding — present themselves (`presenters`
 * below); the session asks the one playing.
 */
function choices(snapshot: Snap): readonly Choice<CampaignEvent>[] {
  return turnChoices(snapshot.context, waitingAt(snapshot.value));
}

function explainRefusal(snapshot: Snap, event: CampaignEvent): string {
  if (snapshot.status === 'done') return 'The campaign is over.';
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  const here = currentPrompt(snapshot)?.prompt ?? '';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const own = turnDecisionSchema.safeParse(event);
  const why = own.success ? turnDecisionRefusal(snapshot, own.data) : null;
  return why ?? `“${event.type}” is not possible now. ${here}`.trim();
}

/** The campaign around a machine it invoked (its outermost parent), typed, or null. */
function campaignAround(around: Around): Snap | null {
  return snapshotOf(campaignMachine, around.parents[0]?.snapshot);
}

/** A crew member's name from the campaign around, never an id. */
function crewNamer(campaign: Snap | null): (id: string) => string {
  const crew = campaign?.context.turn.campaign.crew ?? [];
  return (id) => crew.find((m) => m.id === id)?.name ?? 'a crew member';
}

/** The turn's own decisions in words; dice with their request. */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const c = snapshot.context.turn.campaign;
  const name = crewNamer(snapshot);
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const own = turnDecisionSchema.safeParse(entry.event);
    return own.success ? describeTurnDecision(own.data, c, name) : 'A decision the campaign no longer reads.';
  });
}

// —— The story phase (§6 Phase 1) ——

function storyChoicesOf(snapshot: StorySnap): readonly Choice<StoryPhaseEvent>[] {
  return storyChoices(snapshot.context);
}

function explainStoryRefusal(snapshot: StorySnap, event: StoryPhaseEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const here = currentPrompt(snapshot)?.prompt ?? '';
  const why = storyRefusal(snapshot.context.phase, event);
  return why ?? `That is not a story-phase decision now. ${here}`.trim();
}

/**
 * The story phase's entries: the k-th "read" or "choose" of a phase answered the k-th event it read
 * (kraken.cgm-event), named from the campaign's events.
 */
function narrateStory(log: readonly LogEntry[], snapshot: StorySnap, around: Around): readonly string[] {
  const campaign = campaignAround(around);
  const name = crewNamer(campaign);
  const titles = snapshot.context.phase.notes.flatMap((n) =>
    n.kind === 'event' ? [campaign?.context.events.get(n.event)?.title ?? 'an event'] : [],
  );
  let answered = 0;
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const story = storyDecisionSchema.safeParse(entry.event);
    if (!story.success) return 'A decision the story phase no longer reads.';
    const reads = story.data.type === 'story.read' || story.data.type === 'story.choose';
    return describeStoryDecision(story.data, name, reads ? (titles[answered++] ?? null) : null);
  });
}

export const storyPresenter = definePresenter({
  machine: storyPhaseMachine,
  title: 'Story phase',
  decisions: storyDecisionSchema,
  choices: storyChoicesOf,
  explainRefusal: explainStoryRefusal,
  narrate: narrateStory,
  tally: (snapshot, around) => {
    const campaign = campaignAround(around);
    return campaign === null
      ? []
      : campaignTally(withStoryParty(campaign.context.turn.campaign, snapshot.context.phase.party));
  },
});

// —— The space flight (§12) ——

function flightChoicesOf(snapshot: FlightSnap): readonly Choice<SpaceFlightEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return flightChoices(snapshot.context, snapshot.value);
}

function explainFlightRefusal(snapshot: FlightSnap, event: SpaceFlightEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  return flightDecisionRefusal(snapshot.context.run, event) ?? 'That is not a flight decision now.';
}

function narrateFlight(log: readonly LogEntry[]): readonly string[] {
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const flight = flightDecisionSchema.safeParse(entry.event);
    return flight.success ? describeFlightDecision(flight.data) : 'A decision the flight no longer reads.';
  });
}

export const flightPresenter = definePresenter({
  machine: spaceFlightMachine,
  title: 'Space flight',
  decisions: flightDecisionSchema,
  choices: flightChoicesOf,
  explainRefusal: explainFlightRefusal,
  narrate: narrateFlight,
});

/** The crawl the campaign invoked, while the crew is down. */
export function crawlChild(snapshot: Snap): DungeonSnap | null {
  return childOf(snapshot, 'dungeon', dungeonMode.machine);
}

/** An event's ground combat the campaign invoked, while it is fought. */
export function eventFightChild(snapshot: Snap): FightSnap | null {
  return childOf(snapshot, 'groundCombat', groundCombatMode.machine);
}

/** The space flight the campaign invoked, while the ship is in space. */
export function flightChild(snapshot: Snap): SpaceFlightContext | null {
  return childOf(snapshot, 'spaceFlight', spaceFlightMachine)?.context ?? null;
}

/** The flight's space combat, or a story event's (invoked by the campaign itself), while it is fought. */
export function spaceCombatChild(snapshot: Snap): SpaceSnap | null {
  const own = childOf(snapshot, 'spaceCombat', spaceCombatMode.machine);
  if (own !== null) return own;
  const flight = childOf(snapshot, 'spaceFlight', spaceFlightMachine);
  return flight === null ? null : childOf(flight, 'combat', spaceCombatMode.machine);
}

/** An LT tile's line running inside the crawl (§13 LT: activated immediately), while it runs. */
export function crawlStoryChild(snapshot: Snap): StoryPhaseContext | null {
  const crawl = crawlChild(snapshot);
  return crawl === null ? null : (childOf(crawl, 'storyPhase', storyPhaseMachine)?.context ?? null);
}

/** The story phase the campaign invoked, while the lines run. */
export function storyChild(snapshot: Snap): StoryPhaseContext | null {
  return childOf(snapshot, 'storyPhase', storyPhaseMachine)?.context ?? null;
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

/** The crew's purse, XP, the ship's oxygen and each crew member's HP (after a step of the turn). */
function tally(snapshot: Snap): TallyLine[] {
  return campaignTally(campaignNow(snapshot));
}

function campaignTally(c: CampaignState): TallyLine[] {
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
  if (snapshot.matches('over')) {
    // Space Kraken §5 (kraken.victory-defeat): won by the story, lost with the ship or the whole crew.
    const score = finalScore(c);
    const how =
      c.victory !== null
        ? `won on turn ${c.turn}${score === null ? '' : `, score ${score}`}: ${c.victory.replace(/[.!\s]+$/, '')}`
        : c.shipDestroyed
          ? `lost on turn ${c.turn}: ${shipLostWords(shipLossOf(turn.journal))}`
          : c.crew.every((m) => m.condition === 'killed')
            ? `lost on turn ${c.turn}: the whole crew is dead`
            : `over after turn ${c.turn}`;
    return `Space Kraken campaign — ${how}${practice}`;
  }
  // The phase is the chart's state; what is under way inside it is the turn's data.
  const phase = phaseOfState(snapshot.value);
  const underway = turn.underway;
  const where =
    underway?.kind === 'crawl'
      ? `, down at ${underway.name}`
      : underway?.kind === 'flight'
        ? ', in space'
        : underway?.kind === 'fight'
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

/** The campaign turn itself, beside the presenters of the machines it invokes. */
export const campaignPresenter = definePresenter({
  machine: campaignMachine,
  title: 'Campaign',
  decisions: turnDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  tally,
});

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
  // Space Kraken §5: the campaign is won by the story, lost with the ship or the whole crew.
  endRule: (snapshot) => (snapshot.matches('over') ? 'kraken.victory-defeat' : null),
  presenters: [
    campaignPresenter,
    storyPresenter,
    dungeonPresenter,
    groundCombatPresenter,
    flightPresenter,
    spaceCombatPresenter,
    boardingPresenter,
  ],
  setupVersion: CAMPAIGN_SETUP_VERSION,
  setupMigrations: campaignSetupMigrations,
};
