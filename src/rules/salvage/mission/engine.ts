import type { SalvageQuality } from '../types';
import { endActivation, orderSteps, startActivation } from './activation';
import { applyEffect } from './apply';
import { unitById } from './board';
import { orderRefusal } from './checks';
import {
  bindPick,
  boilersOf,
  cardById,
  crewSides,
  first,
  gearById,
  isCrewSide,
  say,
  withCompany,
  withUnit,
} from './core';
import { crossingsOf } from './levels';
import { prepareRoutes } from './navGraph';
import { effectNeed, type RollNeed } from './needs';
import { activateHostile, beginRound, canActivate } from './phases';
import {
  applyTheme,
  deployProblem,
  MAX_BOILERS,
  newCompany,
  nextSetupStep,
  openMission,
  rosterProblem,
  themeRoll,
} from './setup';
import type { Decision } from './decisions';
import type { Company, CrewSide, Mission, MissionContent } from './state';

/**
 * The mission engine's face to the machine: what the mission waits on (dice or a decision), applying
 * dice answers and decisions, and moving on through every step that needs neither.
 */

/** Sample prices for salvage tokens in downtime, by quality (a book owner replaces them with the real ones). */
export const SAMPLE_SALVAGE_PRICES: Readonly<Record<SalvageQuality, number>> = {
  scrap: 5,
  useful: 10,
  valuable: 20,
  rare: 40,
};

/** Reading (salvage.downtime): gear sells back for half its price, rounded down. */
export function salePrice(price: number): number {
  return Math.floor(price / 2);
}

export type { Decision } from './decisions';

/**
 * The roll the queue's head needs, worked out once per mission value: the settling loop, the machine's
 * guards, its dice request and every refusal ask it of the same (immutable) mission in turn.
 */
const headNeeds = new WeakMap<Mission, RollNeed | null>();

function headNeed(m: Mission): RollNeed | null {
  const known = headNeeds.get(m);
  if (known !== undefined) return known;
  const head = m.queue[0];
  const need = head === undefined ? null : effectNeed(m, head);
  headNeeds.set(m, need);
  return need;
}

/** The roll the mission waits on, or null. */
export function pendingRoll(m: Mission): RollNeed | null {
  if (m.choice !== null || m.shove !== null) return null;
  return headNeed(m);
}

/** Applies the queue's head when it needs no dice; null when it waits on dice. */
function step(m: Mission): Mission | null {
  const head = m.queue[0];
  if (head === undefined) return null;
  if (headNeed(m) !== null) return null;
  if (head.kind === 'activationStart') return startActivation({ ...m, queue: m.queue.slice(1) }, head.unit);
  if (head.kind === 'activationEnd') return endActivation({ ...m, queue: m.queue.slice(1) }, head.unit);
  return applyEffect(m, head, null);
}

const LIMIT = 5000;

/**
 * Applies the owed steps of the queue that need neither dice nor a decision, and stops where one does or the
 * queue is empty. It never moves the mission to another phase: that is the machine's chart (round.ts holds
 * the rules its guards and actions call).
 */
export function drain(m0: Mission): Mission {
  let m = m0;
  for (let i = 0; i < LIMIT; i++) {
    if (m.choice !== null || m.shove !== null) return m;
    const next = step(m);
    if (next === null) return m;
    m = next;
  }
  throw new Error('The salvage mission did not settle (a rules loop): please report this save.');
}

/** Applies the faces of the pending roll, then the owed steps that follow (`drain`). */
export function answer(m: Mission, faces: readonly (readonly number[])[]): Mission {
  const head = m.queue[0];
  if (head === undefined) return m;
  return drain(applyEffect({ ...m, seq: m.seq + 1 }, head, faces));
}

// ——— decisions ———

function activeUnit(m: Mission): string | null {
  return m.stage.kind === 'boilerPhase' ? m.stage.active : null;
}

function downtimeOnly(m: Mission): string | null {
  return m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.queue.length === 0
    ? null
    : 'That is done in downtime, after the post-game rolls.';
}

function rosterBoiler(m: Mission, side: CrewSide, id: string) {
  return m.companies[side]?.roster.find((b) => b.id === id);
}

/**
 * The verdicts already given on one mission value: the ChoiceBar, the session's `can()` and the machine's
 * guard ask about the same decision of the same (immutable) mission in turn — mostly the very same event
 * object (the choice listed is the one clicked), so it is looked up by identity before its JSON is written.
 */
interface Verdicts {
  readonly byEvent: WeakMap<Decision, string | null>;
  readonly byKey: Map<string, string | null>;
}

const verdicts = new WeakMap<Mission, Verdicts>();

/** Why a decision is refused now, naming the rule; null when it is accepted. */
export function refusal(m: Mission, d: Decision): string | null {
  let known = verdicts.get(m);
  if (known === undefined) {
    known = { byEvent: new WeakMap(), byKey: new Map() };
    verdicts.set(m, known);
  }
  const same = known.byEvent.get(d);
  if (same !== undefined) return same;
  const key = JSON.stringify(d);
  let verdict = known.byKey.get(key);
  if (verdict === undefined) {
    verdict = judge(m, d);
    known.byKey.set(key, verdict);
  }
  known.byEvent.set(d, verdict);
  return verdict;
}

function judge(m: Mission, d: Decision): string | null {
  if (pendingRoll(m) !== null) return 'A roll is waiting: answer the dice first.';
  if (d.type === 'choice.pick') {
    if (m.choice === null) return 'Nothing is waiting on your choice.';
    return m.choice.candidates.includes(d.id) ? null : `Choose one of: ${m.choice.candidates.join(', ')}.`;
  }
  if (m.choice !== null) return `Choose first: ${m.choice.purpose}.`;
  if (d.type === 'shove.push') {
    if (m.shove === null) return 'No won Shove is waiting for its direction.';
    return d.inches > m.shove.inches + 1e-9
      ? `The push goes up to ${m.shove.inches}" (the winner's Muscle), not ${d.inches}".`
      : null;
  }
  if (m.shove !== null) {
    return `Choose first where ${unitById(m, m.shove.attacker)?.name ?? 'the winner'} pushes ${unitById(m, m.shove.target)?.name ?? 'the loser'}: any direction, up to ${m.shove.inches}".`;
  }
  const s = m.stage;
  switch (d.type) {
    case 'setup.next':
      if (s.kind !== 'setup') return 'Set-up is over.';
      if (s.step === 'theme' && m.theme === null && m.content.themes.length > 0)
        return 'Choose or roll a mission theme first (set-up step 1).';
      return null;
    case 'theme.choose':
    case 'theme.roll':
      if (s.kind !== 'setup' || s.step !== 'theme') return 'The theme is chosen in set-up step 1.';
      if (m.content.mission.themeId !== undefined) return 'This mission sets its own theme.';
      if (m.theme !== null) return `The theme is set: ${m.theme.name}.`;
      if (d.type === 'theme.choose' && !m.content.themes.some((t) => t.id === d.themeId))
        return `There is no theme "${d.themeId}".`;
      return null;
    case 'unit.deploy':
      if (s.kind !== 'setup' || s.step !== 'deployment')
        return 'Units are placed in set-up step 3, Deployment.';
      return deployProblem(m, d.unit, {
        x: d.x,
        z: d.z,
        level:
          m.units.find((u) => u.id === d.unit)?.side === 'defender'
            ? m.content.mission.deployment.defender.level
            : m.content.mission.deployment.attacker.level,
      });
    case 'initiative.first':
      if (s.kind !== 'boilerPhase' || s.turn !== null || m.initiative === null)
        return 'Only the winner of initiative picks who activates first, right after the roll.';
      return m.crews[d.side] === undefined ? 'There is no such crew.' : null;
    case 'unit.activate': {
      if (s.kind !== 'boilerPhase' || s.turn === null) return 'Units activate in the Boiler Phase.';
      if (s.active !== null)
        return `${unitById(m, s.active)?.name ?? 'A unit'} is still activating: end its activation first.`;
      const u = unitById(m, d.unit);
      if (u === undefined) return `There is no unit "${d.unit}".`;
      if (u.side !== s.turn) return `It is the ${s.turn}'s turn to activate a unit (activations alternate).`;
      if (!canActivate(u)) return `${u.name} cannot activate (already activated, Mortally Wounded or gone).`;
      return null;
    }
    case 'unit.order': {
      const active = activeUnit(m);
      if (active === null) return 'Activate a unit first.';
      if (d.order.unit !== active)
        return `Only ${unitById(m, active)?.name ?? 'the active unit'} may act now.`;
      return orderRefusal(m, d.order);
    }
    case 'unit.end':
      return activeUnit(m) === null ? 'No unit is activating.' : null;
    case 'hostile.activate': {
      if (s.kind !== 'enemyPhase' || s.part === 'event' || m.order.length === 0) {
        return 'Hostiles are picked one by one in the Enemy Phase.';
      }
      if (!m.order.includes(d.unit)) {
        return `${unitById(m, d.unit)?.name ?? d.unit} is not waiting to act in this part of the Enemy Phase (Unalert hostiles first, then Alert ones).`;
      }
      return null;
    }
    case 'perk.use': {
      if (s.kind !== 'boilerPhase' || s.turn === null)
        return 'A Boss perk is used at the start of a Boiler Phase.';
      const u = unitById(m, d.unit);
      if (u === undefined || !isCrewSide(u.side)) return 'Pick a Boiler of your crew.';
      const crew = m.crews[u.side];
      const boss = boilersOf(m, u.side).find((b) => b.role === 'boss' && b.status === 'active');
      const perk = boss === undefined ? undefined : cardById(m, boss.cardId)?.perk;
      if (perk?.use === undefined) return 'Your Boss has no perk the rules apply (or is out of action).';
      if (boilersOf(m, u.side).some((b) => b.curses.includes('noPerk')))
        return 'Blight: the Boss perk cannot be used this mission.';
      if (crew?.perkUsed === true) return 'The Boss perk has been used this mission.';
      if (s.active !== null || boilersOf(m, u.side).some((b) => b.activated))
        return 'Only at the start of a Boiler Phase, before your crew activates.';
      if (perk.use === 'removeExert' && u.exert === 0) return `${u.name} has no Exert token to remove.`;
      return null;
    }
    case 'downtime.buy': {
      const problem = downtimeOnly(m);
      if (problem !== null) return problem;
      const gear = gearById(m, d.gearId);
      const company = m.companies[d.side];
      if (gear === undefined || company === undefined) return 'Unknown gear or crew.';
      if (company.scrip < gear.price)
        return `${gear.name} costs ${gear.price} Scrip; the crew has ${company.scrip}.`;
      const b = rosterBoiler(m, d.side, d.boiler);
      if (b === undefined) return 'Pick a Boiler on the roster to carry it.';
      const used = b.gear.reduce((sum, id) => sum + (gearById(m, id)?.size ?? 0), 0);
      if (used + gear.size > b.stats.capacity)
        return `${b.name} would start over Capacity (${used + gear.size} of ${b.stats.capacity}): a unit cannot begin a game over its Capacity.`;
      return null;
    }
    case 'downtime.sell': {
      const problem = downtimeOnly(m);
      if (problem !== null) return problem;
      const b = rosterBoiler(m, d.side, d.boiler);
      return b?.gear.includes(d.gearId) === true ? null : 'That Boiler does not carry that item.';
    }
    case 'downtime.trade': {
      const problem = downtimeOnly(m);
      if (problem !== null) return problem;
      const other = d.side === 'attacker' ? 'defender' : 'attacker';
      const buyer = m.companies[other];
      if (buyer === undefined) return 'Trading is between the two crews of a hot-seat game.';
      if (rosterBoiler(m, d.side, d.boiler)?.gear.includes(d.gearId) !== true)
        return 'That Boiler does not carry that item.';
      const to = rosterBoiler(m, other, d.toBoiler);
      if (to === undefined) return 'Pick a Boiler of the other crew to take it.';
      if (!Number.isInteger(d.scrip) || d.scrip < 0)
        return 'The price is a whole number of Scrip, 0 or more.';
      if (buyer.scrip < d.scrip) return `${buyer.name} has ${buyer.scrip} Scrip, not ${d.scrip}.`;
      const size = gearById(m, d.gearId)?.size ?? 0;
      const used = to.gear.reduce((sum, id) => sum + (gearById(m, id)?.size ?? 0), 0);
      if (used + size > to.stats.capacity) {
        return `${to.name} would start over Capacity (${used + size} of ${to.stats.capacity}): a unit cannot begin a game over its Capacity.`;
      }
      return null;
    }
    case 'downtime.sellSalvage':
      return (
        downtimeOnly(m) ??
        ((m.companies[d.side]?.salvage.length ?? 0) === 0 ? 'There is no salvage to sell.' : null)
      );
    case 'downtime.hire': {
      const problem = downtimeOnly(m);
      if (problem !== null) return problem;
      const company = m.companies[d.side];
      const card = cardById(m, d.cardId);
      if (company === undefined || card === undefined) return 'Unknown crew or unit card.';
      if (!m.content.mission.roster.includes(card.id)) return `${card.name} is not offered for hire.`;
      const cards = [
        ...company.roster.map((b) => cardById(m, b.cardId)).filter((c) => c !== undefined),
        card,
      ];
      if (cards.length > MAX_BOILERS) return `A company fields at most ${MAX_BOILERS} Boilers.`;
      if (card.role === 'boss' && company.roster.some((b) => b.role === 'boss'))
        return 'The crew already has its Boss.';
      return null;
    }
    case 'mission.next': {
      const problem = downtimeOnly(m);
      if (problem !== null) return problem;
      for (const side of crewSides(m)) {
        const company = m.companies[side];
        const cards = company?.roster.map((b) => cardById(m, b.cardId)).filter((c) => c !== undefined) ?? [];
        const roster = rosterProblem(cards);
        if (roster !== null) return `${company?.name ?? side}: ${roster} Hire in downtime first.`;
      }
      return null;
    }
  }
}

/** Applies an accepted decision, then the owed steps that follow (`drain`). Callers check `refusal` first. */
export function decide(m: Mission, d: Decision, nextContent?: MissionContent): Mission {
  switch (d.type) {
    case 'setup.next': {
      if (m.stage.kind === 'setup' && m.stage.step === 'gameLength') return drain(beginRound(m));
      return drain(nextSetupStep(m));
    }
    case 'theme.choose':
      return drain(applyTheme(m, d.themeId));
    case 'theme.roll':
      return drain(first(m, themeRoll(m)));
    case 'unit.deploy': {
      const u = unitById(m, d.unit);
      if (u === undefined) return m;
      const level =
        u.side === 'defender'
          ? m.content.mission.deployment.defender.level
          : m.content.mission.deployment.attacker.level;
      return withUnit(m, d.unit, (x) => ({ ...x, at: { x: d.x, z: d.z, level } }));
    }
    case 'initiative.first':
      return drain(
        say(
          { ...m, stage: { kind: 'boilerPhase', active: null, turn: d.side } },
          { kind: 'activatesFirst', side: d.side },
        ),
      );
    case 'unit.activate': {
      const next = startActivation(
        {
          ...m,
          stage: {
            kind: 'boilerPhase',
            active: d.unit,
            turn: m.stage.kind === 'boilerPhase' ? m.stage.turn : null,
          },
        },
        d.unit,
      );
      return drain(next);
    }
    case 'unit.order':
      return drain(first(m, orderSteps(m, d.order)));
    case 'hostile.activate':
      return drain(activateHostile(m, d.unit));
    case 'unit.end': {
      const active = activeUnit(m);
      return active === null
        ? m
        : drain(
            withUnit(say(m, { kind: 'activationEnded', unit: active }), active, (x) => ({
              ...x,
              power: 0,
            })),
          );
    }
    case 'perk.use': {
      const u = unitById(m, d.unit);
      if (u === undefined || !isCrewSide(u.side)) return m;
      const side = u.side;
      const boss = boilersOf(m, side).find((b) => b.role === 'boss');
      const perk = boss === undefined ? undefined : cardById(m, boss.cardId)?.perk;
      const crew = m.crews[side];
      if (perk === undefined || crew === undefined) return m;
      let next: Mission = {
        ...m,
        crews: {
          ...m.crews,
          [side]: { ...crew, perkUsed: true, extraPowerFor: perk.use === 'extraPower' ? u.id : null },
        },
      };
      if (perk.use === 'removeExert')
        next = withUnit(next, u.id, (x) => ({ ...x, exert: Math.max(0, x.exert - 1) }));
      return say(next, {
        kind: 'perkUsed',
        unit: u.id,
        perk: perk.name,
        removeExert: perk.use === 'removeExert',
      });
    }
    case 'downtime.buy': {
      const gear = gearById(m, d.gearId);
      if (gear === undefined) return m;
      const next = withCompany(m, d.side, (c) => ({
        ...c,
        scrip: c.scrip - gear.price,
        roster: c.roster.map((b) => (b.id === d.boiler ? { ...b, gear: [...b.gear, gear.id] } : b)),
      }));
      return say(next, { kind: 'bought', gear: gear.id, price: gear.price });
    }
    case 'downtime.sell': {
      const gear = gearById(m, d.gearId);
      const price = salePrice(gear?.price ?? 0);
      const next = withCompany(m, d.side, (c) => ({
        ...c,
        scrip: c.scrip + price,
        roster: c.roster.map((b) => {
          if (b.id !== d.boiler) return b;
          const at = b.gear.indexOf(d.gearId);
          return { ...b, gear: b.gear.filter((_, i) => i !== at) };
        }),
      }));
      return say(next, { kind: 'sold', gear: d.gearId, price });
    }
    case 'downtime.trade': {
      const other = d.side === 'attacker' ? 'defender' : 'attacker';
      let next = withCompany(m, d.side, (c) => ({
        ...c,
        scrip: c.scrip + d.scrip,
        roster: c.roster.map((b) => {
          if (b.id !== d.boiler) return b;
          const at = b.gear.indexOf(d.gearId);
          return { ...b, gear: b.gear.filter((_, i) => i !== at) };
        }),
      }));
      next = withCompany(next, other, (c) => ({
        ...c,
        scrip: c.scrip - d.scrip,
        roster: c.roster.map((b) => (b.id === d.toBoiler ? { ...b, gear: [...b.gear, d.gearId] } : b)),
      }));
      return say(next, { kind: 'traded', gear: d.gearId, scrip: d.scrip });
    }
    case 'downtime.sellSalvage': {
      const company = m.companies[d.side];
      const worth = (company?.salvage ?? []).reduce((s, q) => s + SAMPLE_SALVAGE_PRICES[q], 0);
      return say(
        withCompany(m, d.side, (c) => ({ ...c, salvage: [], scrip: c.scrip + worth })),
        {
          kind: 'salvageSold',
          qualities: company?.salvage ?? [],
          scrip: worth,
        },
      );
    }
    case 'downtime.hire': {
      const card = cardById(m, d.cardId);
      if (card === undefined) return m;
      const hired = newCompany(d.side, '', [card], 0).roster[0];
      if (hired === undefined) return m;
      // A roster id never used before: hiring the same card twice gives two Boilers.
      const taken = new Set(m.companies[d.side]?.roster.map((b) => b.id) ?? []);
      let n = (m.companies[d.side]?.missionsPlayed ?? 0) + 1;
      while (taken.has(`${hired.id}-h${n}`)) n += 1;
      return say(
        withCompany(m, d.side, (c) => ({
          ...c,
          roster: [...c.roster, { ...hired, id: `${hired.id}-h${n}` }],
        })),
        { kind: 'hired', card: card.id },
      );
    }
    case 'shove.push': {
      const shove = m.shove;
      if (shove === null) return m;
      const next = say(
        { ...m, shove: null },
        { kind: 'shovePushed', target: shove.target, bearing: d.bearing, inches: d.inches },
      );
      if (d.inches <= 0) return drain(next);
      return drain(
        first(next, [
          { kind: 'push', unit: shove.target, away: shove.attacker, inches: d.inches, bearing: d.bearing },
        ]),
      );
    }
    case 'choice.pick': {
      const choice = m.choice;
      if (choice === null) return m;
      return drain(
        first(
          { ...m, choice: null },
          choice.then.map((x) => bindPick(x, d.id, unitById(m, d.id)?.name ?? d.id)),
        ),
      );
    }
    case 'mission.next': {
      const companies = Object.fromEntries(
        // Lasting effects were ticked down when the mission just played ended (see beginPostGame).
        crewSides(m).map((side) => [side, m.companies[side] as Company]),
      );
      const opened = openMission(m.mode, nextContent ?? m.content, companies);
      // As startMission: the next board's crossings and routes are worked out as it opens.
      crossingsOf(opened.content.board);
      prepareRoutes(opened, true);
      return drain(opened);
    }
  }
}

export function startMission(...args: Parameters<typeof openMission>): Mission {
  const m = openMission(...args);
  // The deck edges, ramps and ladders of the board and the hostiles' navigation graph are worked out as the
  // mission opens, not at the first Alert hostile's turn (levels.ts and navGraph.ts keep them per board).
  crossingsOf(m.content.board);
  prepareRoutes(m, true);
  return drain(m);
}
