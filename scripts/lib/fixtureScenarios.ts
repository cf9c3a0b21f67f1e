/**
 * Seeded games that stop at a chosen situation deep inside the actor tree (a boarding inside a space combat
 * inside a campaign turn, a crawl's fight, a roll waiting for manual dice …): the richer fixtures the
 * save-compatibility work needs, since the plain fixture games (`fixtureGames.ts`) mostly stay at the root.
 * A bot plays each through the Session exactly as a player would — only choices the mode offers, digital dice
 * rolled by the session or manual faces answered through `answerDice` — leaning to the choices that lead to
 * the situation, and stops the moment it stands there. Pure given the pack: the same seed, the same game.
 */
import type { ContentPack } from '../../src/content/pack';
import type { Choice } from '../../src/game/mode';
import { Session, type DiceMode } from '../../src/game/session';
import { MODES } from '../../src/modes/headless';
import { waitingDice } from '../../machines/core/tree';
import { nextUint32, rollSpec, seedRng } from '../../src/rules/dice/rng';
import type { RngState } from '../../src/rules/dice/types';
import { fringeInput } from '../../src/modes/fringe/setup';
import { spaceCombatInput } from '../../src/modes/spaceCombat/setup';
import type { CampaignTurn } from '../../src/rules/kraken/campaign/turn.types';
import type { CampaignContext } from '../../machines/kraken/campaign/campaign.types';
import type { GroundCombatContext } from '../../machines/kraken/groundCombat.types';
import type { SpaceCombatContext } from '../../machines/kraken/space/spaceCombat.types';
import { AVOID, PREFER, fixtureInput } from './fixtureGames';

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

/** What the ChoiceBar would offer now and the machine accepts (a disabled choice is never clicked). */
export function offeredChoices(session: Session): readonly Choice<unknown>[] {
  return session.choices().filter((c) => c.disabled === undefined && c.odds !== 0);
}

/**
 * The bot's pick: with `lean` eighths of a chance the first preferred kind on offer, else any offered choice,
 * the avoided ones only when nothing else is. Among the preferred ones a choice not taken before wins
 * (`taken`: the ids the bot has sent in this game), so a crawl walks on to new tiles instead of pacing.
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

/** A fresh game of the mode from the set-up, as the set-up screen starts one. */
function startGame(modeId: string, seed: string, diceMode: DiceMode, input: unknown): Session {
  const mode = MODES[modeId];
  if (mode === undefined) throw new Error(`no mode "${modeId}"`);
  return Session.start(mode, { mode: modeId, seed, input }, diceMode);
}

/** What a scenario is made of: its game, its bot, and the situation it stops in. */
interface ScenarioPlan {
  readonly name: string;
  readonly mode: string;
  readonly describe: string;
  readonly diceMode?: DiceMode;
  /** The set-up; absent: the fixture games' own (`fixtureInput`). */
  readonly input?: (pack: ContentPack) => unknown;
  readonly steer: Steering | ((session: Session) => Steering);
  readonly reached: (session: Session) => boolean;
  /** The most steps (decisions and typed rolls) one seed's game may take to get there. */
  readonly limit: number;
}

/** How many seeds a scenario tries before it gives up. */
const SEEDS_TRIED = 12;

/**
 * A scenario from its plan. It tries the seeds `<name>-1`, `<name>-2` … in order (its own names, so adding a
 * scenario changes no other's game) and returns the first game that gets there; every try is a fresh game,
 * so the fixture is its seed's own game. It throws, naming the scenario, when no seed gets there.
 */
function scenario(plan: ScenarioPlan): FixtureScenario {
  return {
    name: plan.name,
    mode: plan.mode,
    describe: plan.describe,
    play(pack) {
      const input = plan.input?.(pack) ?? fixtureInput(pack, plan.mode);
      for (let i = 1; i <= SEEDS_TRIED; i++) {
        const seed = `${plan.name}-${String(i)}`;
        const session = startGame(plan.mode, seed, plan.diceMode ?? 'digital', input);
        const rng = { state: seedRng(`bot:${seed}`) };
        if (drive(session, rng, plan.steer, plan.reached, plan.limit)) return session;
        session.dispose();
      }
      throw new Error(
        `fixture scenario ${plan.name}: none of its ${String(SEEDS_TRIED)} seeds reaches ${plan.describe}`,
      );
    },
  };
}

// ——— what the scenarios check ———

/** The deepest machine's context, as far as a check reads it (each field is checked before use). */
function leafContext<T>(session: Session): Partial<T> {
  return session.active().snapshot.context ?? {};
}

/** The root machine's state value (a nested state is an object keyed by its parent state). */
function rootValue(session: Session): unknown {
  return (session.getSnapshot() as { value?: unknown }).value;
}

/** A state value holds the compound state `name` at any depth. */
function holds(value: unknown, name: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, sub]) => key === name || holds(sub, name));
}

/**
 * The root stands in the compound state `name`, at any depth (`{ postGame: … }`, `{ round: … }`, and the
 * Fringe brawl inside its round's activation: `{ round: { activation: { brawl: … } } }`).
 */
function rootIn(session: Session, name: string): boolean {
  return holds(rootValue(session), name);
}

function samePath(session: Session, path: readonly string[]): boolean {
  return JSON.stringify(session.active().path) === JSON.stringify(path);
}

/** A ground combat stands at the path, still on, and at least one attack's hit die has been thrown in it. */
function fightUnderway(session: Session, path: readonly string[]): boolean {
  if (!samePath(session, path)) return false;
  const fight = leafContext<GroundCombatContext>(session).fight;
  return fight !== undefined && fight.outcome === null && fight.log.some((l) => l.event.kind === 'hit-die');
}

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

/** The campaign turn standing now (the root machine's context), or null when the root is not a campaign. */
function campaignTurn(session: Session): CampaignTurn | null {
  return (session.getSnapshot().context as Partial<CampaignContext> | undefined)?.turn ?? null;
}

/** Whether the player has bought a ship system or started a build in this campaign (its logged decisions). */
function shipWorkDone(session: Session): boolean {
  return session.log.some((e) => e.kind === 'decision' && /^construction\.(buy|build)$/.test(e.event.type));
}

/** A roll waits for dice typed in, after at least `answered` rolls were typed in this game. */
function manualRollWaiting(session: Session, answered: number): boolean {
  const typed = session.log.filter((e) => e.kind === 'dice' && e.source === 'manual').length;
  return session.diceMode === 'manual' && typed >= answered && waitingDice(session.getSnapshot()) !== null;
}

// ——— the bots ———

/** The fixture games' lean of a mode (`PREFER` in fixtureGames.ts), as patterns on the choice ids. */
function fixtureLean(modeId: string): readonly RegExp[] {
  return (PREFER[modeId] ?? []).map(
    (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

/** A ground combat's bot: attack, and whatever else keeps the fight going; never run. */
const FIGHTING: Steering = {
  prefer: [/^attack-/, /^split-/, /^activate-/, /^target-/, /^initiative$/, /^keep$/],
  avoid: /^escape$|^cancel$/,
  lean: 7,
};

/**
 * A crawl's bot: walk on (to tiles it has not been to first), open what is in the way, fight what it meets;
 * never leave the map (the fixture games' AVOID, and the teleporter out) nor slip past an encounter.
 */
const CRAWLING: Steering = {
  prefer: [/^fight$/, /^deploy-/, /^move-/, /^bulkhead-/, /^mines-disarm-/, /^activate$/],
  avoid: new RegExp(`${AVOID.source}|teleporter|^back$|^avoid-|^psi-|^item-`),
  lean: 6,
};

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

/**
 * A campaign's bot that flies to meet a fight and boards it: phase 3's free action is the flight, the flight
 * faces its combat (no avoid check, no option), and the combat holds its fire (an enemy shot to pieces cannot
 * be boarded) and boards the enemy ship as soon as it may. Elsewhere it keeps house as `homeKeeping` does.
 */
function boarder(session: Session): Steering {
  const path = session.active().path;
  if (path.length === 0) {
    return {
      prefer: [/^free-flight$/, /^quest-accept$/, /^recovery-take$/, /^construction-pass$/, /^arrival-stay$/],
      avoid: /^land:|^erase:|^construction-cancel$|^sell-system:|^free-skip$|^line:|^free-shop$/,
      lean: 8,
    };
  }
  if (path[0] === 'spaceFlight' && path.length === 1) {
    return {
      prefer: [/^flight-face$/, /^flight-set-off$/],
      avoid: /^flight-avoid$|^flight-add-|^flight-stealth$/,
      lean: 8,
    };
  }
  if (path[0] === 'spaceFlight' && path.length === 2) {
    return {
      prefer: [/^board-e/, /^objectives-done$/, /^fire-hold$/, /^escape-skip$/, /^reroll-skip$/],
      avoid: /^escape-try$|^board-skip$/,
      lean: 8,
    };
  }
  return homeKeeping(session);
}

/**
 * A campaign's bot that lands to fight: at phase 3 it lands at a location on the Starmap log, or flies to
 * find one (steering clear of the flight's combat) and lands on arrival; down there it crawls and fights as
 * the quick crawl's bot does, and an event's fight it fights.
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

/**
 * A salvage bot that hurries the mission to its end: it sets up, activates each unit and ends its turn at
 * once (the round limit closes the mission), fighting only now and then.
 */
const HURRY: Steering = {
  prefer: [/^choose-/, /^theme-roll/, /^setup-next/, /^activate-/, /^hostile-/, /^unit-end/],
  lean: 7,
};

/**
 * A Fringe bot that shoots, and charges when a charge is in reach (the choices offer no free board moves,
 * which come by clicks, so a brawl comes when a charge does); it never leaves the field early.
 */
const CHARGING: Steering = {
  prefer: [/^charge-/, /^aim-/, /^shoot-/, /^enemy-go/, /^accept/],
  avoid: /time-to-go|^mate-/,
  lean: 6,
};

/**
 * The drill battle with the pack's second crew: the fixture games' first crew has a charge in reach at its
 * very first activation, which ends the drill at once, so its brawl would be the save's only content.
 */
function drillWithSecondCrew(pack: ContentPack): unknown {
  const battleId = [...pack.fringeBattles.keys()][0] ?? '';
  const crewId = [...pack.fringeCrews.keys()][1] ?? '';
  const built = fringeInput(pack, { battleId, crewId, play: 'solo' });
  if (!built.ok) throw new Error(built.reason);
  return built.input;
}

/**
 * A space combat's bot that lets the fight last: it holds its fire often (the guns would end a one-ship
 * fight before the enemy has hit back), never boards and never tries to escape.
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

// ——— the scenarios ———

export const FIXTURE_SCENARIOS: readonly FixtureScenario[] = [
  scenario({
    name: 'campaign-turn5',
    mode: 'kraken-campaign',
    describe: 'a campaign in its fifth turn or later, a ship system bought or built, a quest in the log',
    steer: homeKeeping,
    reached: (s) => {
      const turn = campaignTurn(s);
      return (
        turn !== null &&
        s.getSnapshot().status !== 'done' &&
        turn.campaign.turn >= 5 &&
        turn.campaign.quests.length > 0 &&
        shipWorkDone(s)
      );
    },
    limit: 400,
  }),
  scenario({
    name: 'campaign-boarding',
    mode: 'kraken-campaign',
    describe:
      'a campaign whose flight’s space combat stands in a boarding (campaign → flight → combat → boarding)',
    steer: boarder,
    reached: (s) => samePath(s, ['spaceFlight', 'combat', 'boarding']),
    limit: 400,
  }),
  scenario({
    name: 'crawl-fight',
    mode: 'dungeon-crawl',
    describe: 'a quick crawl standing in the ground combat it invoked, after at least one attack was rolled',
    steer: (s) => (s.active().path.length > 0 ? FIGHTING : CRAWLING),
    reached: (s) => fightUnderway(s, ['groundCombat']),
    limit: 200,
  }),
  scenario({
    name: 'campaign-crawl-fight',
    mode: 'kraken-campaign',
    describe:
      'a campaign whose landing’s crawl stands in a ground combat after an attack (campaign → dungeon → groundCombat)',
    steer: lander,
    reached: (s) => fightUnderway(s, ['dungeon', 'groundCombat']),
    limit: 600,
  }),
  scenario({
    name: 'salvage-postgame',
    mode: 'salvage-mission',
    describe: 'a salvage mission played to its end, standing in the post-game',
    steer: HURRY,
    reached: (s) => rootIn(s, 'postGame'),
    limit: 600,
  }),
  scenario({
    name: 'fringe-brawl',
    mode: 'fringe-battle',
    describe:
      'a Fringe battle a few steps in, standing in its nested brawl state: the winner that took its opponent out',
    input: drillWithSecondCrew,
    steer: CHARGING,
    // Not the battle's first step: the save should carry more than the charge.
    reached: (s) => rootIn(s, 'brawl') && s.log.length >= 8,
    limit: 300,
  }),
  scenario({
    name: 'quickfight-manual',
    mode: 'ground-combat',
    describe:
      'a Quick fight with manual dice, mid-fight after an attack, stopped while a roll waits for dice',
    diceMode: 'manual',
    steer: FIGHTING,
    // Past the spawn and initiative dice, into the fight's turns after an attack: still fighting.
    reached: (s) => {
      const fight = leafContext<GroundCombatContext>(s).fight;
      return (
        manualRollWaiting(s, 6) &&
        fight?.phase === 'turn' &&
        fight.log.some((l) => l.event.kind === 'hit-die')
      );
    },
    limit: 200,
  }),
  scenario({
    name: 'salvage-manual',
    mode: 'salvage-mission',
    describe: 'a salvage mission with manual dice, into its rounds, stopped while a roll waits for dice',
    diceMode: 'manual',
    // The fixture games' own salvage lean, less often: attacks, salvage and moves mixed with the rest.
    steer: { prefer: fixtureLean('salvage-mission'), lean: 4 },
    // Past the set-up's table rolls, into the rounds: a roll of a fight or a test is what waits.
    reached: (s) => manualRollWaiting(s, 8) && rootIn(s, 'round'),
    limit: 400,
  }),
  scenario({
    name: 'space-combat-mid',
    mode: 'space-combat',
    describe: 'a space combat still on in its third round or later, the ship having lost SP to an enemy hit',
    input: starterFitCombat,
    steer: DRAWN_OUT,
    reached: (s) => spaceCombatDamaged(s, [], 3),
    limit: 200,
  }),
];
