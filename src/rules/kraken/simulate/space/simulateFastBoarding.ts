import type { Condition } from '../../crew/crew';
import type { BoardingCrew } from '../../space/boarding';
import type { BoardingRequest } from '../../space/combatTypes';
import type { FastSpace } from './simulateFastState';
import { rollDieInPlace } from '../../../dice/rng';
import { conditionOf } from '../../crew/crew';
import {
  BOARDING_ROUNDS,
  CREW_PER_DIE,
  HIT_HP,
  HURRIED_HEAL_HP,
  enemyFighters,
  enemyPool,
  hitsOf,
  yourPool,
} from '../../space/boarding';
import { boardingCrewOf, canAct, enemyByUid } from './simulateFastLook';
import { answerBoarding, goOn } from './simulateFastTurn';

/**
 * A boarding (Space Kraken §10 phase 5; kraken.boarding, kraken.boarding-loop, kraken.after-boarding) fought
 * out by the space simulator's boarding policy (`simulatePolicy.ts` `boardingDecision`) on one mutable
 * state: the boarding kernel (`boarding.ts`, `boardingFlow.ts`) step by step — pools, the system's re-roll
 * of every die below 4, no hits cancelled, each enemy hit on the conscious participant with the most HP,
 * no sacrifice, always the next round, every unconscious participant healed in a hurry — with the dice in
 * the same order as `simulate.ts` throws them. `simulateFast.test.ts` compares whole combats with the
 * reference, boardings included.
 */

interface Fighter {
  readonly id: string;
  hp: number;
  condition: Condition;
}

/** The boarding in progress (boarding.ts `BoardingState`, only what the policy's path reads). */
const b = {
  theyBoard: false,
  round: 1,
  crew: [] as Fighter[],
  yourDice: 0,
  enemyDice: 0,
  enemyDiceAtStart: 0,
  fighters: 0,
  canReroll: false,
  yourHits: 0,
  enemyHits: 0,
};

function conscious(): number {
  let n = 0;
  for (const m of b.crew) if (m.condition === 'conscious') n += 1;
  return n;
}

function faces(s: FastSpace, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rollDieInPlace(s.rng, 6));
  return out;
}

/** `hurt`: one enemy hit, 4 HP (kraken.boarding-loop); one knocked out costs you a die. */
function takeHit(): void {
  let best: Fighter | undefined;
  for (const m of b.crew) if (m.condition === 'conscious' && (best === undefined || m.hp > best.hp)) best = m;
  const id = best?.id ?? '';
  const member = b.crew.find((m) => m.id === id);
  if (member?.condition !== 'conscious') throw new Error('Nobody can take the hit.');
  const raw = member.hp - HIT_HP;
  const condition = conditionOf(raw);
  for (const m of b.crew) {
    if (m.id !== id) continue;
    m.hp = Math.max(0, raw);
    m.condition = condition;
  }
  if (condition !== 'conscious') b.yourDice = Math.max(0, b.yourDice - 1);
  b.enemyHits -= 1;
}

/**
 * One round from the roll to its end (`rollBoarding`, `chooseReroll` / `applyReroll`, `cancelHits` of
 * none, `takeHit`, `afterHitsTaken`, `sacrifice` of none, `returnDice`). True when the boarding goes on.
 */
function round(s: FastSpace): boolean {
  const yours = faces(s, b.yourDice);
  const theirs = faces(s, b.enemyDice);
  b.yourHits = hitsOf(yours);
  b.enemyHits = hitsOf(theirs);
  if (b.canReroll) {
    const dice: number[] = [];
    yours.forEach((face, i) => {
      if (face < 4) dice.push(i);
    });
    if (dice.length > 0) {
      const again = faces(s, dice.length);
      dice.forEach((i, k) => (yours[i] = again[k] ?? yours[i] ?? 1));
      b.yourHits = hitsOf(yours);
    }
  }
  while (b.enemyHits > 0 && conscious() > 0) takeHit();
  const removed = Math.min(b.enemyDice, Math.floor(b.yourHits / 2));
  b.enemyHits = 0;
  b.enemyDice -= removed;
  b.yourHits = 0;
  if (b.yourDice === 0 && conscious() > 0) b.yourDice = 1;
  if (b.yourDice === 0 || b.enemyDice === 0 || b.round >= BOARDING_ROUNDS) return false;
  b.round += 1;
  return true;
}

/** `finish` (kraken.after-boarding): the result and the enemy crew lost, 2 per die. */
function result(): { gameLost: boolean; destroyed: boolean; crewLost: number } {
  const lost = b.enemyDiceAtStart - b.enemyDice;
  if (b.theyBoard && b.yourDice === 0)
    return { gameLost: true, destroyed: false, crewLost: Math.min(b.fighters, CREW_PER_DIE * lost) };
  if (!b.theyBoard && b.enemyDice === 0) return { gameLost: false, destroyed: true, crewLost: b.fighters };
  return { gameLost: false, destroyed: false, crewLost: Math.min(b.fighters, CREW_PER_DIE * lost) };
}

/**
 * `fightBoarding` of simulate.ts: who fights (boardingFlow.ts `boardingParty`, Reading kraken.boarding:
 * every crew member able to act defends), the rounds, the heals in a hurry (2–6 back at 2 HP, a 1 kills),
 * then the combat takes the outcome.
 */
export function fightBoarding(s: FastSpace, request: BoardingRequest): void {
  const uid = request.side === 'ours' ? request.enemyUid : request.candidates[0];
  const enemy = uid === undefined ? undefined : enemyByUid(s, uid);
  if (uid === undefined || enemy === undefined) throw new Error('The boarding names no enemy ship.');
  const party: BoardingCrew[] =
    request.side === 'ours'
      ? s.crew.filter((m) => request.crewIds.includes(m.base.id)).map(boardingCrewOf)
      : s.crew.filter(canAct).map(boardingCrewOf);
  // boardingFlow.ts `undefendedBoarding`: boarders who meet nobody able to fight win without a roll.
  if (request.side === 'theirs' && party.length === 0) {
    answerBoarding(s, uid, { enemyCrewLost: 0, enemyDestroyed: false, gameLost: true, crew: [] });
    goOn(s);
    return;
  }
  // boarding.ts `startBoarding`: the participants must all be distinct and conscious.
  if (party.length === 0 || new Set(party.map((m) => m.id)).size !== party.length)
    throw new Error('The boarding party is refused.');
  if (party.some((m) => m.condition !== 'conscious')) throw new Error('The boarding party is refused.');
  b.theyBoard = request.side === 'theirs';
  b.round = 1;
  b.crew = party.map((m) => ({ id: m.id, hp: m.hp, condition: m.condition }));
  b.fighters = enemyFighters(b.theyBoard ? 'they-board' : 'you-board', enemy.crew);
  b.enemyDice = enemyPool(b.fighters);
  b.enemyDiceAtStart = b.enemyDice;
  b.canReroll = s.totals.works[b.theyBoard ? 'onboard-defense' : 'boarding-armory'];
  b.yourDice = Math.max(1, yourPool(party));
  if (b.enemyDice > 0) while (round(s));
  // boardingFlow.ts: the unconscious, in order, one die each (by id, as the kernel's queue holds them).
  let queue = b.crew.filter((m) => m.condition === 'unconscious').map((m) => m.id);
  const healed = new Set<string>();
  while (queue.length > 0) {
    const id = queue[0];
    const face = rollDieInPlace(s.rng, 6);
    for (const m of b.crew) {
      if (m.id !== id) continue;
      m.hp = face === 1 ? 0 : HURRIED_HEAL_HP;
      m.condition = face === 1 ? 'killed' : 'conscious';
      if (face !== 1) healed.add(m.id);
    }
    queue = queue.filter((x) => x !== id);
  }
  const end = result();
  answerBoarding(s, uid, {
    enemyCrewLost: end.crewLost,
    enemyDestroyed: end.destroyed,
    gameLost: end.gameLost,
    crew: b.crew.map((m) => ({
      crewId: m.id,
      hp: m.hp,
      conscious: m.condition === 'conscious',
      dead: m.condition === 'killed',
      healedInAHurry: healed.has(m.id),
    })),
  });
  goOn(s);
}
