/**
 * Seeded games that stop at a chosen situation deep inside the actor tree (a boarding inside a space combat
 * inside a campaign turn, a crawl's fight, a roll waiting for manual dice …): the richer fixtures the
 * save-compatibility work needs, since the plain fixture games (`fixtureGames.ts`) mostly stay at the root.
 * A bot plays each through the Session exactly as a player would — only choices the mode offers, digital dice
 * rolled by the session or manual faces answered through `answerDice` — leaning to the choices that lead to
 * the situation, and stops the moment it stands there. Pure given the pack: the same seed, the same game.
 */
import type { ContentPack } from '../../src/content/pack';
import type { Choice, ModeDefinition } from '../../src/game/mode';
import { Session, type DiceMode } from '../../src/game/session';
import { MODES } from '../../src/modes/headless';
import { waitingDice } from '../../machines/core/tree';
import { nextUint32, rollSpec, seedRng } from '../../src/rules/dice/rng';
import type { RngState } from '../../src/rules/dice/types';
import { fixtureInput } from './fixtureGames';
import { spaceCombatInput } from '../../src/modes/spaceCombat/setup';
import type { SpaceCombatContext } from '../../machines/kraken/space/spaceCombat.types';
import type { CampaignContext } from '../../machines/kraken/campaign/campaign.types';
import type { CampaignTurn } from '../../src/rules/kraken/campaign/turn.types';
import type { GroundCombatContext } from '../../machines/kraken/groundCombat.types';

export interface FixtureScenario {
  readonly name: string;
  readonly mode: string;
  /** The situation the returned session stands in, in words. */
  readonly describe: string;
  /** Plays the scenario's game and returns the live session standing in its situation; throws if it cannot. */
  play(pack: ContentPack): Session;
}

/** The bot's own random stream (apart from the game's dice), so its picks are the same for the same seed. */
interface BotRng {
  state: RngState;
}

function draw(rng: BotRng, n: number): number {
  const next = nextUint32(rng.state);
  rng.state = next.state;
  return next.value % n;
}

function pickOf<T>(rng: BotRng, list: readonly T[]): T | undefined {
  return list.length === 0 ? undefined : list[draw(rng, list.length)];
}

/** How a scenario's bot leans among the offered choices (matched against the choice ids). */
interface Steering {
  /** Tried in order: the first pattern that matches an offered choice gives the bot its pick. */
  readonly prefer: readonly RegExp[];
  /** Never taken while anything else is offered (what ends the game early or leads away from the target). */
  readonly avoid?: RegExp;
  /** How often, out of 8, the bot leans to `prefer` (the rest: any offered choice, so games vary by seed). */
  readonly lean: number;
}

/** The deepest machine's snapshot as the mode's functions take it (as the ChoiceBar hands it over). */
type ModeSnapshot = Parameters<ModeDefinition['choices']>[0];

/** What the ChoiceBar would offer now and the machine accepts (a disabled choice is never clicked). */
export function offeredChoices(session: Session): readonly Choice<unknown>[] {
  const snapshot = session.active().snapshot as unknown as ModeSnapshot;
  return session.mode
    .choices(snapshot)
    .filter((c) => c.disabled === undefined && c.odds !== 0 && snapshot.can(c.event as never));
}

/**
 * The bot's pick: with `lean` eighths of a chance the first preferred kind on offer, else any offered choice,
 * the avoided ones only when nothing else is. Among equals a choice not taken before wins (`taken`: the ids
 * the bot has sent in this game), so a crawl walks on to new tiles instead of pacing between two.
 */
function choose(
  rng: BotRng,
  offered: readonly Choice<unknown>[],
  steer: Steering,
  taken: ReadonlySet<string>,
): Choice<unknown> | undefined {
  const staying = steer.avoid === undefined ? offered : offered.filter((c) => !steer.avoid?.test(c.id));
  const pool = staying.length > 0 ? staying : offered;
  const fresh = (list: readonly Choice<unknown>[]) => {
    const unseen = list.filter((c) => !taken.has(c.id));
    return pickOf(rng, unseen.length > 0 ? unseen : list);
  };
  if (draw(rng, 8) < steer.lean) {
    for (const pattern of steer.prefer) {
      const matching = pool.filter((c) => pattern.test(c.id));
      if (matching.length > 0) return fresh(matching);
    }
  }
  return pickOf(rng, pool);
}

/** Physical faces for every group of the waiting request, each within its die (a player at the table). */
function typedFaces(rng: BotRng, session: Session): number[][] | null {
  const waiting = waitingDice(session.getSnapshot());
  if (waiting === null) return null;
  return waiting.request.groups.map((group) => {
    const thrown = rollSpec(rng.state, group.spec);
    rng.state = thrown.state;
    return thrown.faces;
  });
}

/**
 * Plays from where the session stands until `reached` holds (checked before every decision and every
 * manual roll), at most `limit` steps. Returns whether it got there; the session is left where it stopped.
 */
function drive(
  session: Session,
  rng: BotRng,
  steer: Steering | ((session: Session) => Steering),
  reached: (session: Session) => boolean,
  limit: number,
): boolean {
  const taken = new Set<string>();
  for (let step = 0; step < limit; step++) {
    if (reached(session)) return true;
    if (session.diceMode === 'manual') {
      const faces = typedFaces(rng, session);
      if (faces !== null) {
        const answered = session.answerDice(faces);
        if (!answered.ok) throw new Error(`the typed faces are refused: ${answered.reason}`);
        continue;
      }
    }
    const choice = choose(
      rng,
      offeredChoices(session),
      typeof steer === 'function' ? steer(session) : steer,
      taken,
    );
    if (choice === undefined) return false;
    const sent = session.send(choice.event);
    if (!sent.ok) throw new Error(`the offered choice ${choice.id} is refused: ${sent.reason}`);
    taken.add(choice.id);
  }
  return reached(session);
}

/** A fresh game of the mode with the fixture set-up (the set-up screen's defaults). */
function startGame(
  pack: ContentPack,
  modeId: string,
  seed: string,
  diceMode: DiceMode,
  input: unknown = fixtureInput(pack, modeId),
): Session {
  const mode = MODES[modeId];
  if (mode === undefined) throw new Error(`no mode "${modeId}"`);
  return Session.start(mode, { mode: modeId, seed, input }, diceMode);
}

/**
 * Tries the seeds in order until a game reaches the situation; throws, naming the scenario, when none does.
 * Every game is started afresh (never continued from another seed's), so the fixture is the seed's own game.
 */
function firstReaching(
  name: string,
  seeds: readonly string[],
  attempt: (seed: string) => Session | null,
): Session {
  for (const seed of seeds) {
    const session = attempt(seed);
    if (session !== null) return session;
  }
  throw new Error(`fixture scenario ${name}: no seed of ${seeds.join(', ')} reaches its situation`);
}

/** The deepest machine's context, read as the shape a scenario's check needs (checked before use). */
function leafContext<T>(session: Session): Partial<T> {
  return session.active().snapshot.context ?? {};
}

function samePath(session: Session, path: readonly string[]): boolean {
  return JSON.stringify(session.active().path) === JSON.stringify(path);
}

/** A ground combat stands at the path and at least one attack's hit die has been thrown in it. */
function fightUnderway(session: Session, path: readonly string[]): boolean {
  if (!samePath(session, path)) return false;
  const fight = leafContext<GroundCombatContext>(session).fight;
  return fight !== undefined && fight.outcome === null && fight.log.some((l) => l.event.kind === 'hit-die');
}

/** A ground combat's bot: attack, whatever else keeps the fight going; never run. */
const FIGHTING: Steering = {
  prefer: [/^attack-/, /^split-/, /^activate-/, /^target-/, /^initiative$/, /^keep$/],
  avoid: /^escape$|^cancel$/,
  lean: 7,
};

/** A crawl's bot: walk on, open what is in the way, fight what is met; never leave the map. */
const CRAWLING: Steering = {
  prefer: [/^fight$/, /^deploy-/, /^move-/, /^bulkhead-/, /^mines-disarm-/, /^activate$/],
  avoid: /teleporter|^back$|^avoid-|^escape$|^psi-|^item-/,
  lean: 6,
};

const crawlFight: FixtureScenario = {
  name: 'crawl-fight',
  mode: 'dungeon-crawl',
  describe: 'a quick crawl standing in the ground combat it invoked, after at least one attack was rolled',
  play(pack) {
    return firstReaching('crawl-fight', seeds('crawl-fight'), (seed) => {
      const session = startGame(pack, 'dungeon-crawl', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      const steer = (s: Session) => (s.active().path.length > 0 ? FIGHTING : CRAWLING);
      if (drive(session, rng, steer, (s) => fightUnderway(s, ['groundCombat']), 200)) return session;
      session.dispose();
      return null;
    });
  },
};

/** A space combat at the path, still on, in its `turn`-th round or later, with SP lost to an enemy hit. */
function spaceCombatDamaged(session: Session, path: readonly string[], turn: number): boolean {
  if (!samePath(session, path)) return false;
  const combat = leafContext<SpaceCombatContext>(session).combat;
  return (
    combat !== undefined &&
    combat.outcome === null &&
    combat.turn >= turn &&
    combat.log.some((l) => l.event.kind === 'ship-hit' && l.event.sp > 0)
  );
}

/**
 * A space combat's bot that lets the fight last: it holds its fire often (the full fit's guns end a one-ship
 * fight in a round or two, before the enemy has hit back) and never tries to escape.
 */
const DRAWN_OUT: Steering = {
  prefer: [/^fire-hold$/, /^objectives-done$/, /^reroll-skip$/, /^escape-skip$/],
  avoid: /^escape-try$|^board-e/,
  lean: 6,
};

/**
 * The fixture combat (flight 9) with the book's starter fit instead of the full one: the full fit's shields
 * and armour soak every enemy shot, so the ship would never lose SP.
 */
function starterFitCombat(pack: ContentPack): unknown {
  const hullId = [...pack.hulls.keys()][0] ?? '';
  const crew = [...pack.crewTemplates.keys()].slice(0, 4);
  const built = spaceCombatInput(pack, { hullId, fit: 'starter', flightNumber: 9, crew });
  if (!built.ok) throw new Error(built.reason);
  return built.input;
}

const spaceCombatMid: FixtureScenario = {
  name: 'space-combat-mid',
  mode: 'space-combat',
  describe: 'a space combat still on in its third round or later, the ship having lost SP to an enemy hit',
  play(pack) {
    return firstReaching('space-combat-mid', seeds('space-combat-mid'), (seed) => {
      const session = startGame(pack, 'space-combat', seed, 'digital', starterFitCombat(pack));
      const rng = { state: seedRng(`bot:${seed}`) };
      if (drive(session, rng, DRAWN_OUT, (s) => spaceCombatDamaged(s, [], 3), 200)) return session;
      session.dispose();
      return null;
    });
  },
};

/** The campaign turn standing now (the root machine's context), or null when the root is not a campaign. */
function campaignTurn(session: Session): CampaignTurn | null {
  return (session.getSnapshot().context as Partial<CampaignContext> | undefined)?.turn ?? null;
}

/** Whether the player has bought a ship system or started a build in this campaign (its logged decisions). */
function shipWorkDone(session: Session): boolean {
  return session.log.some((e) => e.kind === 'decision' && /^construction\.(buy|build)$/.test(e.event.type));
}

/**
 * A campaign's bot that keeps the game going turn after turn: it takes the quests it is offered, recovers,
 * buys or builds one ship system, and stays aboard (no flight, no landing: those are where a crew dies).
 */
function homeKeeping(session: Session): Steering {
  const built = shipWorkDone(session);
  return {
    prefer: [
      /^quest-accept$/,
      /^recovery-take$/,
      ...(built ? [/^construction-pass$/] : [/^buy:/, /^build:/]),
      /^free-skip$/,
      /^arrival-stay$/,
      /^visit-pass$/,
    ],
    avoid: /^free-flight$|^land:|^erase:|^construction-cancel$|^sell-system:|^quest-decline$/,
    lean: 7,
  };
}

const campaignTurn5: FixtureScenario = {
  name: 'campaign-turn5',
  mode: 'kraken-campaign',
  describe: 'a campaign in its fifth turn or later, a ship system bought or built, a quest in the log',
  play(pack) {
    return firstReaching('campaign-turn5', seeds('campaign-turn5'), (seed) => {
      const session = startGame(pack, 'kraken-campaign', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      const reached = (s: Session) => {
        const turn = campaignTurn(s);
        return (
          turn !== null &&
          turn.step.kind !== 'over' &&
          turn.campaign.turn >= 5 &&
          turn.campaign.quests.length > 0 &&
          shipWorkDone(s)
        );
      };
      if (drive(session, rng, homeKeeping, reached, 400)) return session;
      session.dispose();
      return null;
    });
  },
};

/** The child ids from a campaign down to a boarding: campaign → spaceFlight → combat → boarding. */
const CAMPAIGN_BOARDING = ['spaceFlight', 'combat', 'boarding'] as const;

/**
 * A campaign's bot that flies to meet a fight and boards it: phase 3's free action is the flight, the flight
 * faces its combat (no avoid check, no safe option), and the combat boards the enemy ship as soon as it may.
 * Outside the flight it keeps house as `homeKeeping` does, so the crew reaches phase 3 whole.
 */
function boarder(session: Session): Steering {
  const depth = session.active().path.length;
  if (depth === 0) {
    return {
      prefer: [/^free-flight$/, /^quest-accept$/, /^recovery-take$/, /^construction-pass$/, /^arrival-stay$/],
      avoid: /^land:|^erase:|^construction-cancel$|^sell-system:|^free-skip$|^line:|^free-shop$/,
      lean: 8,
    };
  }
  const path = session.active().path;
  if (path[0] === 'spaceFlight' && depth === 1) {
    return {
      prefer: [/^flight-face$/, /^flight-set-off$/],
      avoid: /^flight-avoid$|^flight-add-|^flight-stealth$/,
      lean: 8,
    };
  }
  if (path[0] === 'spaceFlight' && depth === 2) {
    return {
      prefer: [/^board-e/, /^objectives-done$/, /^fire-hold$/, /^escape-skip$/, /^reroll-skip$/],
      avoid: /^escape-try$|^board-skip$/,
      lean: 8,
    };
  }
  return homeKeeping(session);
}

const campaignBoarding: FixtureScenario = {
  name: 'campaign-boarding',
  mode: 'kraken-campaign',
  describe:
    'a campaign turn whose flight’s space combat stands in a boarding (campaign → flight → combat → boarding)',
  play(pack) {
    return firstReaching('campaign-boarding', seeds('campaign-boarding'), (seed) => {
      const session = startGame(pack, 'kraken-campaign', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      if (drive(session, rng, boarder, (s) => samePath(s, CAMPAIGN_BOARDING), 400)) return session;
      session.dispose();
      return null;
    });
  },
};

/**
 * A campaign's bot that lands to fight: at phase 3 it lands at a location on the Starmap log, or flies to
 * find one (steering clear of the flight's combat) and lands on arrival; down there it crawls and fights as
 * the quick crawl's bot does.
 */
function lander(session: Session): Steering {
  const path = session.active().path;
  if (path.length === 0) {
    return {
      prefer: [
        /^land:/,
        /^arrival-land$/,
        /^free-flight$/,
        /^quest-accept$/,
        /^recovery-take$/,
        /^construction-pass$/,
      ],
      avoid: /^free-skip$|^line:|^free-shop$|^erase:|^arrival-stay$|^construction-cancel$|^sell-system:/,
      lean: 8,
    };
  }
  if (path[0] === 'spaceFlight') {
    return path.length === 1
      ? { prefer: [/^flight-set-off$/, /^flight-avoid$/], avoid: /^flight-add-|^flight-stealth$/, lean: 8 }
      : { prefer: [/^fire-all-/], avoid: /^board-e/, lean: 6 };
  }
  if (path[0] === 'dungeon') return path.length === 1 ? CRAWLING : FIGHTING;
  if (path[0] === 'groundCombat') return FIGHTING;
  return homeKeeping(session);
}

const campaignCrawlFight: FixtureScenario = {
  name: 'campaign-crawl-fight',
  mode: 'kraken-campaign',
  describe:
    'a campaign turn whose landing’s crawl stands in a ground combat, an attack rolled (campaign → dungeon → groundCombat)',
  play(pack) {
    return firstReaching('campaign-crawl-fight', seeds('campaign-crawl-fight'), (seed) => {
      const session = startGame(pack, 'kraken-campaign', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      const reached = (s: Session) => fightUnderway(s, ['dungeon', 'groundCombat']);
      if (drive(session, rng, lander, reached, 600)) return session;
      session.dispose();
      return null;
    });
  },
};

/** The mission's root state names the post-game (`{ postGame: … }`). */
function inPostGame(session: Session): boolean {
  const value = (session.getSnapshot() as { value?: unknown }).value;
  return typeof value === 'object' && value !== null && 'postGame' in value;
}

/**
 * A salvage bot that hurries the mission to its end: it sets up, activates each unit and ends its turn
 * (the round limit closes the mission), fighting only now and then.
 */
const HURRY: Steering = {
  prefer: [/^choose-/, /^theme-roll/, /^setup-next/, /^activate-/, /^hostile-/, /^unit-end/],
  lean: 7,
};

const salvagePostgame: FixtureScenario = {
  name: 'salvage-postgame',
  mode: 'salvage-mission',
  describe: 'a salvage mission played to its end, standing in the post-game',
  play(pack) {
    return firstReaching('salvage-postgame', seeds('salvage-postgame'), (seed) => {
      const session = startGame(pack, 'salvage-mission', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      if (drive(session, rng, HURRY, inPostGame, 600)) return session;
      session.dispose();
      return null;
    });
  },
};

/** The battle's root state is inside its nested `brawl` state (`{ brawl: 'winner' }` or `'rolling'`). */
function inBrawl(session: Session): boolean {
  const value = (session.getSnapshot() as { value?: unknown }).value;
  return typeof value === 'object' && value !== null && 'brawl' in value;
}

/**
 * A Fringe bot that charges into a brawl and never leaves the field early. In the drill battle a charge is
 * in reach only at the crew's first activation (the choices offer no free board moves, which come by clicks),
 * and later rounds end before a brawl comes, so the brawl is an early one; shots come next in its lean.
 */
const CHARGING: Steering = {
  prefer: [/^charge-/, /^aim-/, /^shoot-/, /^enemy-go/, /^accept/],
  avoid: /time-to-go|^mate-/,
  lean: 6,
};

const fringeBrawl: FixtureScenario = {
  name: 'fringe-brawl',
  mode: 'fringe-battle',
  describe:
    'a Fringe battle standing in its nested brawl state: the winner that took its opponent out, to move or stay',
  play(pack) {
    return firstReaching('fringe-brawl', seeds('fringe-brawl'), (seed) => {
      const session = startGame(pack, 'fringe-battle', seed, 'digital');
      const rng = { state: seedRng(`bot:${seed}`) };
      if (drive(session, rng, CHARGING, inBrawl, 300)) return session;
      session.dispose();
      return null;
    });
  },
};

/** A roll waits for dice typed in, after at least `answered` rolls were typed in this game. */
function manualRollWaiting(session: Session, answered: number): boolean {
  const typed = session.log.filter((e) => e.kind === 'dice' && e.source === 'manual').length;
  return session.diceMode === 'manual' && typed >= answered && waitingDice(session.getSnapshot()) !== null;
}

const quickfightManual: FixtureScenario = {
  name: 'quickfight-manual',
  mode: 'ground-combat',
  describe:
    'a Quick fight with manual dice, mid-fight after an attack, stopped while the next roll waits for dice',
  play(pack) {
    return firstReaching('quickfight-manual', seeds('quickfight-manual'), (seed) => {
      const session = startGame(pack, 'ground-combat', seed, 'manual');
      const rng = { state: seedRng(`bot:${seed}`) };
      // Past the spawn and initiative dice, into the fight's turns after an attack: still fighting.
      const reached = (s: Session) => {
        const fight = leafContext<GroundCombatContext>(s).fight;
        return (
          manualRollWaiting(s, 6) &&
          fight?.phase === 'turn' &&
          fight.log.some((l) => l.event.kind === 'hit-die')
        );
      };
      if (drive(session, rng, FIGHTING, reached, 200)) return session;
      session.dispose();
      return null;
    });
  },
};

const salvageManual: FixtureScenario = {
  name: 'salvage-manual',
  mode: 'salvage-mission',
  describe: 'a salvage mission with manual dice, into its rounds, stopped while a roll waits for dice',
  play(pack) {
    return firstReaching('salvage-manual', seeds('salvage-manual'), (seed) => {
      const session = startGame(pack, 'salvage-mission', seed, 'manual');
      const rng = { state: seedRng(`bot:${seed}`) };
      // Past the set-up's table rolls, into the rounds: a roll of a fight or a test is what waits.
      const reached = (s: Session) => manualRollWaiting(s, 8) && inRound(s);
      if (drive(session, rng, SALVAGE_FIGHTING, reached, 400)) return session;
      session.dispose();
      return null;
    });
  },
};

/** The mission's root state is in its rounds (`{ round: … }`). */
function inRound(session: Session): boolean {
  const value = (session.getSnapshot() as { value?: unknown }).value;
  return typeof value === 'object' && value !== null && 'round' in value;
}

/** The fixture games' salvage lean (fixtureGames.ts): attack, extract, move, and on through the set-up. */
const SALVAGE_FIGHTING: Steering = {
  prefer: [
    /^choose-/,
    /^order-meleeAttack/,
    /^order-rangedAttack/,
    /^order-extractSalvage/,
    /^order-move-/,
    /^theme-roll/,
    /^setup-next/,
    /^activate-/,
    /^hostile-/,
    /^unit-end/,
  ],
  lean: 4,
};

/** The seeds a scenario tries, in order: its own names, so adding a scenario changes no other's game. */
function seeds(name: string, count = 12): readonly string[] {
  return Array.from({ length: count }, (_, i) => `${name}-${String(i + 1)}`);
}

export const FIXTURE_SCENARIOS: readonly FixtureScenario[] = [
  campaignTurn5,
  campaignBoarding,
  crawlFight,
  campaignCrawlFight,
  salvagePostgame,
  fringeBrawl,
  quickfightManual,
  salvageManual,
  spaceCombatMid,
];
