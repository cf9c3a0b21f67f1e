import type { DungeonOutput } from '../../rules/kraken/dungeon/types';
import { campaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import { StateMachine } from 'xstate';
import type { dungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import type { DungeonContext, DungeonInput } from '../../../machines/kraken/dungeon/types';
import { initialContext } from '../../../machines/kraken/dungeon/dungeon.setup';
import { campaignMode } from './mode';

type Crew = DungeonOutput['crew'];

/** How the stubbed crawl ends. */
export interface StubCrawl {
  /** The crew as the crawl leaves them (a death, a whole team lost); unchanged by default. */
  readonly after?: (crew: Crew) => Crew;
  /** Crew members left behind. */
  readonly lost?: readonly string[];
  /** The maps cleared (by their place in the location's maps); none by default. */
  readonly cleared?: readonly number[];
  /** The crew come back with the XP and oxygen they went down with (else none: 0 XP, 0 oxygen). */
  readonly keepXpAndOxygen?: boolean;
}

/**
 * The campaign mode with its crawl replaced by one that ends at once and hands back only a result: the
 * crew as `stub.after` leaves them, the credits they went down with, the maps `stub.cleared`, nothing
 * found. For tests of what the campaign does with a crawl's result, through the session a player uses.
 */
export function campaignWithCrawl(stub: StubCrawl): typeof campaignMode {
  // The crawl's own kind of machine (its context, events, input and output), standing only in the crawl's
  // final state: what the campaign invokes as `dungeon`, whose states it may be in are a few of the crawl's.
  const crawl: typeof dungeonMachine = new StateMachine({
    id: 'dungeon',
    initial: 'done',
    // What the campaign hands the crawl, typed here: a bare machine config takes any input.
    context: ({ input }: { readonly input: DungeonInput }) => initialContext(input),
    states: { done: { type: 'final' } },
    output: ({ context }: { readonly context: DungeonContext }) => ({
      end: null,
      crew: stub.after === undefined ? context.sheets : stub.after(context.sheets),
      lost: stub.lost ?? [],
      oxygen: stub.keepXpAndOxygen === true ? (context.startOxygen ?? 25) : 0,
      credits: context.credits,
      xp: stub.keepXpAndOxygen === true ? context.xp : 0,
      record: { cleared: [...(stub.cleared ?? [])], solved: false, shopBonusTaken: [] },
      mapIds: [1, 3, 6, 7, 8],
      treasures: [],
      loot: [],
      reward: null,
      solveReward: null,
      notes: [],
      psi: { initiativeBonus: 0, lootShift: 0, midasCredits: 0 },
    }),
  });
  return { ...campaignMode, machine: campaignMachine.provide({ actors: { dungeon: crawl } }) };
}

/** `campaignWithCrawl` whose crawl leaves the crew as `after` makes them, `lost` left behind. */
export function campaignWithStubCrawl(
  after: (crew: Crew) => Crew,
  lost: readonly string[] = [],
): typeof campaignMode {
  return campaignWithCrawl({ after, lost });
}
