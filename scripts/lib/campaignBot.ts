/**
 * The campaign bench's player (a bench driver, not rules): it picks among the choices the ChoiceBar offers,
 * as a careful player of the book would. It recovers when hurt, flies easy flights and dodges the space combat
 * when the odds say the dodge is likely, takes a roll only when its odds are even or better, never sells what
 * keeps the crew alive, leaves a crawl when someone is hurt, and in a fight attacks with the best odds. Where it
 * has no preference it draws among the harmless choices with its own seeded stream, so a run is repeatable.
 */
import type { Choice } from '../../src/game/mode';
import type { Session } from '../../src/game/session';
import type { campaignMode } from '../../src/modes/campaign/mode';
import type { CrewMember } from '../../src/rules/kraken/crew/crew';
import { crewMaxHp } from '../../src/rules/kraken/crew/crew';
import { nextUint32, seedRng } from '../../src/rules/dice/rng';

type RngState = ReturnType<typeof seedRng>;

interface Event {
  readonly type: string;
  readonly value?: number;
  readonly berserk?: number;
  readonly crewId?: string;
  readonly leaderId?: string;
}

/** Choices that only spend what keeps the crew alive, or shuffle it to no end. */
const HARMFUL = new Set([
  'market.sell',
  'market.system.sell',
  'construction.sell',
  'construction.cancel',
  'starmap.erase',
  'storage.put',
  'storage.take',
  'cover.toggle',
  'activation.cancel',
  'exchange',
  'quest.accept',
]);

export class CarefulBot {
  private rng: RngState;
  /** Set once the location difficulty of the flight being planned was lowered. */
  private planned = false;
  /** Steps taken in the crawl under way: a long crawl runs out of oxygen. */
  private crawlSteps = 0;

  constructor(seed: string) {
    this.rng = seedRng(seed);
  }

  private draw(n: number): number {
    const d = nextUint32(this.rng);
    this.rng = d.state;
    return d.value % n;
  }

  private any<E>(pool: readonly Choice<E>[]): Choice<E> | undefined {
    return pool.length === 0 ? undefined : pool[this.draw(pool.length)];
  }

  /** The choice to take, or undefined when nothing is offered. `crew` is the campaign's crew now. */
  pick<E>(machine: string, offers: readonly Choice<E>[], crew: readonly CrewMember[]): Choice<E> | undefined {
    const type = (c: Choice<E>): string => (c.event as Event).type;
    const of = (...types: string[]): Choice<E>[] => offers.filter((c) => types.includes(type(c)));
    const first = (...types: string[]): Choice<E> | undefined => of(...types)[0];
    const best = (pool: readonly Choice<E>[]): Choice<E> | undefined =>
      [...pool].sort((a, b) => (b.odds ?? 1) - (a.odds ?? 1))[0];
    const likely = (pool: readonly Choice<E>[]): Choice<E>[] => pool.filter((c) => (c.odds ?? 1) >= 0.5);
    const alive = crew.filter((c) => c.condition !== 'killed');
    const hurt = alive.some((c) => c.hp < crewMaxHp(c) - 2);
    const healthiest = [...alive].sort((a, b) => b.hp - a.hp)[0]?.id;
    if (machine !== 'spaceFlight') this.planned = false;
    if (machine !== 'dungeon' && machine !== 'groundCombat') this.crawlSteps = 0;

    const chosen =
      // Between the phases: recover whenever someone is hurt; build and buy nothing (credits pay for healing).
      (hurt ? first('recovery.take') : first('recovery.pass')) ??
      first('construction.pass', 'market.leave', 'quest.decline') ??
      // The story: the healthiest leads; an event is read (ambushes happen when read) unless the crew is hurt.
      offers.find((c) => type(c) === 'story.lead' && (c.event as Event).leaderId === healthiest) ??
      (hurt ? first('story.skip', 'story.hold') : first('story.read')) ??
      best(of('story.choose')) ??
      // The free action: rest when hurt, else mostly fly; now and then land, so crawls stay in the campaign.
      (hurt ? first('free.skip') : undefined) ??
      (of('free.land').length > 0 && this.draw(6) === 0 ? first('free.land') : undefined) ??
      first('free.flight', 'free.skip') ??
      // Planning a flight: the easiest location, no shortcuts or side jobs.
      first('flight.removeOption') ??
      (!this.planned ? this.easier(of('flight.locationDifficulty'), first('flight.setOff')) : undefined) ??
      first('flight.setOff') ??
      (likely(of('flight.tryAvoid')).length > 0 ? first('flight.tryAvoid') : first('flight.faceCombat')) ??
      // Space combat: repairs and objectives with even odds or better, then fire; escape when it is likely.
      best(likely(of('repair.try'))) ??
      first('objectives.done') ??
      best(likely(of('escape'))) ??
      first('escape.skip') ??
      // A crawl: leave when hurt or after a while; dodge what the odds say is dodged; mines by the best odds.
      first('deploy') ??
      (hurt || this.crawlSteps > 24 ? first('entrance.back') : undefined) ??
      (hurt ? first('item.use') : undefined) ??
      best(likely(of('avoid.camouflage', 'avoid.run'))) ??
      first('encounter.fight') ??
      best(likely(of('mines.disarm'))) ??
      first('mines.brave') ??
      best(likely(of('bulkhead.attempt'))) ??
      // A fight: initiative, then the attack with the best odds (never berserk), re-rolls taken.
      first('initiative.roll', 'crew.activate', 'attack.reroll') ??
      best(of('attack').filter((c) => ((c.event as Event).berserk ?? 0) === 0)) ??
      offers.find((c) => type(c) === 'enemy.target' && (c.event as Event).crewId === healthiest) ??
      this.any(offers.filter((c) => !HARMFUL.has(type(c)) && type(c) !== 'free.land')) ??
      this.any(offers);
    if (machine === 'dungeon' && chosen !== undefined) this.crawlSteps += 1;
    if (chosen !== undefined && type(chosen) === 'flight.locationDifficulty') this.planned = true;
    return chosen;
  }

  /** The lowest location difficulty offered, when it is lower than the one planned (read off Set off). */
  private easier<E>(pool: readonly Choice<E>[], setOff: Choice<E> | undefined): Choice<E> | undefined {
    const now = Number(/location difficulty (\d+)/.exec(setOff?.label ?? '')?.[1] ?? Infinity);
    const lowest = [...pool].sort(
      (a, b) => ((a.event as Event).value ?? 0) - ((b.event as Event).value ?? 0),
    )[0];
    return lowest !== undefined && ((lowest.event as Event).value ?? Infinity) < now ? lowest : undefined;
  }
}

/** The id of the machine a snapshot belongs to (xstate's snapshots carry it; the tree type leaves it out). */
function machineId(snapshot: object): string {
  const machine = (snapshot as { machine?: { id?: unknown } }).machine;
  return typeof machine?.id === 'string' ? machine.id : '';
}

type CampaignSession = Session<(typeof campaignMode)['machine']>;

/**
 * Plays a campaign session with the bot until turn `lastTurn` is over or the campaign ends; returns the turns
 * played and how it stands.
 */
export function playCampaign(
  session: CampaignSession,
  bot: CarefulBot,
  lastTurn: number,
): { turns: number; ended: 'defeat' | 'victory' | 'running' } {
  for (let step = 0; ; step++) {
    const root = session.getSnapshot();
    if (root.context.turn.campaign.turn > lastTurn || root.status === 'done') break;
    if (step > 200_000) throw new Error('the bot is going round in circles');
    const leaf = session.active().snapshot;
    const offers = session.choices().filter((c) => c.disabled === undefined);
    const choice = bot.pick(machineId(leaf), offers, root.context.turn.campaign.crew);
    if (choice === undefined || !session.send(choice.event).ok)
      throw new Error('the bot found nothing to do');
  }
  const root = session.getSnapshot();
  const done = root.status === 'done';
  return {
    turns: Math.min(lastTurn, root.context.turn.campaign.turn - (done ? 0 : 1)),
    ended: done ? (root.context.turn.campaign.victory === null ? 'defeat' : 'victory') : 'running',
  };
}
