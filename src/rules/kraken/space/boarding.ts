import type { StandardAbility } from '../../../content/schemas/ship';
import type { RollNeed as DiceNeed } from '../../dice/need';
import type { DiceGroup } from '../../dice/types';
import { conditionOf, type Condition, type CrewMember } from '../crew/crew';
import { assertFace, needD6, type RollNeed } from '../crew/rolls';

/**
 * Space Kraken §10 phase 5 BOARDING ENEMY SHIPS as a pure kernel (kraken.boarding, kraken.boarding-loop,
 * kraken.after-boarding). A boarding is a small state machine of its own: `startBoarding` builds the state,
 * `boardingNeed` says what to roll, and each decision (`rollBoarding`, `chooseReroll`, `cancelHits`,
 * `takeHit`, `sacrifice`, `retreat`, …) returns the next state or `{ refused }` naming the rule. The state is
 * plain data, so a machine can keep it in its context and replay it from the log.
 */

export type Refused = { readonly refused: string };
export type Stepped<T> = T | Refused;

/** At most three rounds (§10 phase 5, Loop). */
export const BOARDING_ROUNDS = 3;
/** One die for every full 6 points of the boarders' best fighting attributes. */
export const POINTS_PER_DIE = 6;
/** The enemy: one die per 2 crew. */
export const CREW_PER_DIE = 2;
/** §10 Combat: enemy boarders leave 2 crew on their own ship. */
export const ENEMY_STAY_BEHIND = 2;
/** §10 Combat: only a ship with at least 4 crew boards you, and only while your shields are at 3 or less. */
export const ENEMY_BOARDING_MIN_CREW = 4;
export const BOARDING_SHIELD_MAX = 3;
/** Each enemy hit costs one of your participants 4 HP; a sacrifice attack costs 3. */
export const HIT_HP = 4;
export const SACRIFICE_HP = 3;
/** Heal in a hurry: 2–6 brings them back at 2 HP, 1 kills. */
export const HURRIED_HEAL_HP = 2;

/** A crew member in a boarding: who, their HP, and the two fighting attributes (from `CrewMember`). */
export interface BoardingCrew {
  readonly id: string;
  readonly name: string;
  readonly hp: number;
  readonly condition: Condition;
  readonly ranged: number;
  readonly melee: number;
  /** Back at 2 HP from a heal in a hurry: they act again only on the following turn (kraken.after-boarding). */
  readonly healedInAHurry?: boolean;
}

export function boardingCrewOf(member: CrewMember): BoardingCrew {
  return {
    id: member.id,
    name: member.name,
    hp: member.hp,
    condition: member.condition,
    ranged: member.attributes.ranged,
    melee: member.attributes.melee,
  };
}

// ——— Who may board ———

export interface EnemyAboard {
  readonly crewNow: number;
  readonly shieldNow: number;
  readonly destroyed: boolean;
}

/** §10 phase 5: one crewed enemy ship a turn, shields at 3 or less, with unused crew (kraken.boarding). */
export function youBoardRefusal(
  enemy: EnemyAboard,
  boarders: readonly BoardingCrew[],
  boardedThisTurn: boolean,
): string | null {
  if (boardedThisTurn) return 'You board at most one enemy ship a space combat turn (kraken.boarding).';
  if (enemy.destroyed) return 'That ship is destroyed (kraken.boarding).';
  if (enemy.crewNow <= 0) return 'An unmanned ship (crew 0) cannot be boarded (kraken.boarding).';
  if (enemy.shieldNow > BOARDING_SHIELD_MAX)
    return `Its shields are at ${enemy.shieldNow}: boarding needs ${BOARDING_SHIELD_MAX} or less (kraken.boarding).`;
  return participantsRefusal(boarders);
}

/**
 * §10 Combat (timeline) and §11 Boarding Shields: an enemy ship with at least 4 crew boards you while your
 * shield energy is 3 or less, unless your Boarding Shields work (kraken.boarding).
 */
export function enemyBoardRefusal(
  enemy: EnemyAboard,
  yourShield: number,
  abilities: ReadonlySet<StandardAbility>,
): string | null {
  if (abilities.has('boarding-shields'))
    return 'Your Boarding Shields are undamaged: no enemy can board your ship (kraken.standard-systems).';
  if (enemy.destroyed) return 'That ship is destroyed (kraken.boarding).';
  if (enemy.crewNow < ENEMY_BOARDING_MIN_CREW)
    return `Only a ship with at least ${ENEMY_BOARDING_MIN_CREW} crew boards you (kraken.timeline).`;
  if (yourShield > BOARDING_SHIELD_MAX)
    return `Your shields are at ${yourShield}: they board only at ${BOARDING_SHIELD_MAX} or less (kraken.timeline).`;
  return null;
}

function participantsRefusal(crew: readonly BoardingCrew[]): string | null {
  if (crew.length === 0) return 'At least one crew member takes part in a boarding (kraken.boarding).';
  const ids = new Set(crew.map((c) => c.id));
  if (ids.size !== crew.length) return 'Each crew member takes part once (kraken.boarding).';
  const out = crew.find((c) => c.condition !== 'conscious');
  if (out !== undefined) return `${out.name} is ${out.condition} and cannot fight (kraken.boarding).`;
  return null;
}

// ——— Pools ———

/** Each participant's higher of Ranged and Melee, added up (kraken.boarding). */
export function fightingPoints(crew: readonly BoardingCrew[]): number {
  return crew.reduce((s, c) => s + Math.max(c.ranged, c.melee), 0);
}

/** One d6 per full 6 points: 10 points give 1 die (kraken.boarding). */
export function yourPool(crew: readonly BoardingCrew[]): number {
  return Math.floor(fightingPoints(crew) / POINTS_PER_DIE);
}

/** One d6 per 2 enemy crew in the fight: 5 boarders give 2 dice (kraken.boarding). */
export function enemyPool(crew: number): number {
  return Math.floor(Math.max(0, crew) / CREW_PER_DIE);
}

/**
 * The enemy crew in the fight: all of them when you board; all but the 2 who stay on their ship when they
 * board you (kraken.boarding). Reading (kraken.boarding): the 2 who stay behind are never in the fight, so a
 * lost die never takes them; an odd boarder beyond the pairs adds no die and goes home with the rest.
 */
export function enemyFighters(side: BoardingSide, enemyCrew: number): number {
  return side === 'they-board' ? Math.max(0, enemyCrew - ENEMY_STAY_BEHIND) : Math.max(0, enemyCrew);
}

/** 4 or 5 is one hit, 6 two hits (kraken.boarding-loop). */
export function hitsOf(faces: readonly number[]): number {
  let hits = 0;
  for (const f of faces) {
    assertFace(f, 6);
    if (f === 6) hits += 2;
    else if (f >= 4) hits += 1;
  }
  return hits;
}

/** Exact distribution of the hits of `dice` d6 (each die: 0 hits 1/2, 1 hit 1/3, 2 hits 1/6). */
export function hitDistribution(dice: number): readonly number[] {
  let ways = [1];
  for (let i = 0; i < dice; i++) {
    const next = new Array<number>(ways.length + 2).fill(0);
    ways.forEach((w, h) => {
      next[h] = (next[h] ?? 0) + 3 * w;
      next[h + 1] = (next[h + 1] ?? 0) + 2 * w;
      next[h + 2] = (next[h + 2] ?? 0) + w;
    });
    ways = next;
  }
  const total = 6 ** dice;
  return ways.map((w) => w / total);
}

/** Exact chance that `yours` dice score more hits than `theirs` dice. */
export function outscoreOdds(yours: number, theirs: number): number {
  const a = hitDistribution(yours);
  const b = hitDistribution(theirs);
  let p = 0;
  a.forEach((pa, ha) => {
    b.forEach((pb, hb) => {
      if (ha > hb) p += pa * pb;
    });
  });
  return p;
}

// ——— The state ———

/** Who boards whom: you board an enemy ship, or enemy boarders come aboard yours. */
export type BoardingSide = 'you-board' | 'they-board';

export type BoardingStage =
  /** Both pools are rolled. */
  | 'roll'
  /** The Boarding Armory / Onboard Defense re-roll may be used (choose dice or none). */
  | 'reroll'
  /** The chosen dice are re-rolled. */
  | 'reroll-roll'
  /** Spend your hits to cancel enemy hits, 1 for 1 (any number, 0 too). */
  | 'cancel'
  /** Each enemy hit left: choose who loses 4 HP. */
  | 'take-hits'
  /** One hit left over: a sacrifice attack or not. */
  | 'sacrifice'
  /** You board: go on to the next round or retreat. */
  | 'continue'
  /** The boarding is over: see `result`. */
  | 'done';

export type BoardingResult =
  /** They boarded and took every one of your dice: the game is lost. */
  | 'game-lost'
  /** You boarded and took every one of their dice: their ship is destroyed. */
  | 'ship-destroyed'
  /** Otherwise: the enemy ship loses 2 crew per die it lost. */
  | 'crew-lost';

export interface BoardingState {
  readonly side: BoardingSide;
  /** 1 to 3. */
  readonly round: number;
  readonly stage: BoardingStage;
  readonly crew: readonly BoardingCrew[];
  readonly yourDice: number;
  readonly enemyDice: number;
  /** The enemy pool at the start, to count the dice lost. */
  readonly enemyDiceAtStart: number;
  /** The enemy crew in the fight at the start (the most they can lose). */
  readonly enemyFighters: number;
  /** The Boarding Armory (you board) or Onboard Defense (they board) works. */
  readonly canReroll: boolean;
  readonly yourFaces: readonly number[];
  readonly enemyFaces: readonly number[];
  /** Indices of `yourFaces` chosen for the re-roll. */
  readonly rerollDice: readonly number[];
  /** Your hits not yet spent this round. */
  readonly yourHits: number;
  /** Enemy hits not yet cancelled or taken this round. */
  readonly enemyHits: number;
  readonly retreated: boolean;
  readonly result: BoardingResult | null;
  /** Enemy crew lost (2 per die lost, at most the fighters). */
  readonly enemyCrewLost: number;
}

/**
 * The boarding starts: your participants and the enemy's crew on the ship (`enemyCrew`, before the 2 who
 * stay behind when they board). Reading (kraken.boarding-loop): the one-die floor ("no more dice, but not
 * everyone unconscious") holds from the start too, so boarders whose best attributes add up to less than 6
 * still fight with one die; the enemy has no such floor. An enemy with no die ends the boarding at once (when
 * you board, their ship is destroyed).
 * Reading (kraken.boarding): when enemies board you, `crew` is the defenders the player chose among the crew
 * members conscious aboard, used this turn or not; the machine offers them.
 */
export function startBoarding(
  side: BoardingSide,
  crew: readonly BoardingCrew[],
  enemyCrew: number,
  abilities: ReadonlySet<StandardAbility>,
): Stepped<BoardingState> {
  const refusal = participantsRefusal(crew);
  if (refusal !== null) return { refused: refusal };
  const fighters = enemyFighters(side, enemyCrew);
  const enemyDice = enemyPool(fighters);
  // §11: the Boarding Armory helps only when you board, Onboard Defense only when you are boarded.
  const canReroll = abilities.has(side === 'you-board' ? 'boarding-armory' : 'onboard-defense');
  const state: BoardingState = {
    side,
    round: 1,
    stage: 'roll',
    crew: [...crew],
    yourDice: Math.max(1, yourPool(crew)),
    enemyDice,
    enemyDiceAtStart: enemyDice,
    enemyFighters: fighters,
    canReroll,
    yourFaces: [],
    enemyFaces: [],
    rerollDice: [],
    yourHits: 0,
    enemyHits: 0,
    retreated: false,
    result: null,
    enemyCrewLost: 0,
  };
  return enemyDice === 0 ? finish(state) : state;
}

function d6Pool(label: string, count: number): DiceGroup {
  return { label, spec: { count, die: 'd6', read: 'pool' }, target: 4 };
}

/** What the boarding asks to roll now, or null. */
export function boardingNeed(state: BoardingState): DiceNeed | null {
  if (state.stage === 'roll') {
    return {
      purpose: `Boarding round ${state.round}: your ${state.yourDice}d6 against their ${state.enemyDice}d6 (4–5 one hit, 6 two)`,
      rule: 'kraken.boarding-loop',
      // The chance your hits outnumber theirs this round.
      odds: outscoreOdds(state.yourDice, state.enemyDice),
      groups: [d6Pool('Your boarding party', state.yourDice), d6Pool('Enemy crew', state.enemyDice)],
      target: 4,
    };
  }
  if (state.stage === 'reroll-roll') {
    return {
      purpose: `Boarding round ${state.round}: re-roll ${state.rerollDice.length}d6 (${state.side === 'you-board' ? 'Boarding Armory' : 'Onboard Defense'})`,
      rule: 'kraken.boarding-loop',
      odds: null,
      groups: [d6Pool('Re-rolled dice', state.rerollDice.length)],
      target: 4,
    };
  }
  return null;
}

function refuse(state: BoardingState, stage: BoardingStage, what: string): Refused | null {
  return state.stage === stage ? null : { refused: `${what} is not the step now (kraken.boarding-loop).` };
}

/** Step 1: both pools thrown. */
export function rollBoarding(
  state: BoardingState,
  yourFaces: readonly number[],
  enemyFaces: readonly number[],
): Stepped<BoardingState> {
  const wrong = refuse(state, 'roll', 'Rolling the pools');
  if (wrong !== null) return wrong;
  if (yourFaces.length !== state.yourDice || enemyFaces.length !== state.enemyDice)
    return { refused: `The pools are ${state.yourDice}d6 and ${state.enemyDice}d6 (kraken.boarding-loop).` };
  const rolled = {
    ...state,
    yourFaces: [...yourFaces],
    enemyFaces: [...enemyFaces],
    yourHits: hitsOf(yourFaces),
    enemyHits: hitsOf(enemyFaces),
    rerollDice: [],
  };
  return state.canReroll ? { ...rolled, stage: 'reroll' } : toCancel(rolled);
}

/**
 * Step 1, the system's re-roll: any of your dice, once a round (kraken.boarding-loop). An empty choice
 * keeps the dice as they fell.
 */
export function chooseReroll(state: BoardingState, dice: readonly number[]): Stepped<BoardingState> {
  const wrong = refuse(state, 'reroll', 'A re-roll');
  if (wrong !== null) return wrong;
  const unique = new Set(dice);
  if (unique.size !== dice.length)
    return { refused: 'Each die is re-rolled at most once (kraken.boarding-loop).' };
  for (const d of dice)
    if (!Number.isInteger(d) || d < 0 || d >= state.yourFaces.length)
      return { refused: `There is no die ${d + 1} in your pool (kraken.boarding-loop).` };
  if (dice.length === 0) return toCancel(state);
  return { ...state, stage: 'reroll-roll', rerollDice: [...dice].sort((a, b) => a - b) };
}

export function applyReroll(state: BoardingState, faces: readonly number[]): Stepped<BoardingState> {
  const wrong = refuse(state, 'reroll-roll', 'The re-roll');
  if (wrong !== null) return wrong;
  if (faces.length !== state.rerollDice.length)
    return { refused: `Re-roll ${state.rerollDice.length}d6 (kraken.boarding-loop).` };
  faces.forEach((f) => assertFace(f, 6));
  const yourFaces = state.yourFaces.map((f, i) => {
    const k = state.rerollDice.indexOf(i);
    return k < 0 ? f : (faces[k] ?? f);
  });
  return toCancel({ ...state, yourFaces, yourHits: hitsOf(yourFaces) });
}

/** Step 2 is a choice only when both sides have hits; otherwise the round goes straight on. */
function toCancel(state: BoardingState): BoardingState {
  return Math.min(state.yourHits, state.enemyHits) > 0
    ? { ...state, stage: 'cancel' }
    : afterHitsTaken(state);
}

function conscious(state: BoardingState): readonly BoardingCrew[] {
  return state.crew.filter((c) => c.condition === 'conscious');
}

/** Step 2: spend `count` of your hits to cancel as many enemy hits (0 to keep them all for attack). */
export function cancelHits(state: BoardingState, count: number): Stepped<BoardingState> {
  const wrong = refuse(state, 'cancel', 'Cancelling hits');
  if (wrong !== null) return wrong;
  const most = Math.min(state.yourHits, state.enemyHits);
  if (!Number.isInteger(count) || count < 0 || count > most)
    return {
      refused: `You can cancel 0 to ${most} enemy hits, one of yours for each (kraken.boarding-loop).`,
    };
  return afterHitsTaken({ ...state, yourHits: state.yourHits - count, enemyHits: state.enemyHits - count });
}

/**
 * Step 3: one enemy hit costs `crewId` 4 HP (no shield or armour). A crew member knocked out costs a die.
 * Reading (kraken.boarding-loop): hits go only to conscious participants; once all are unconscious the rest
 * of the hits are lost, and HP below 0 keeps the book's conditions (0 to −3 unconscious, −4 or lower killed)
 * but is recorded as 0 — a conscious crew member has at least 1 HP, so one hit never kills.
 */
export function takeHit(state: BoardingState, crewId: string): Stepped<BoardingState> {
  const wrong = refuse(state, 'take-hits', 'Taking a hit');
  if (wrong !== null) return wrong;
  const hit = hurt(state, crewId, HIT_HP);
  if ('refused' in hit) return hit;
  return afterHitsTaken({ ...hit, enemyHits: hit.enemyHits - 1 });
}

function hurt(state: BoardingState, crewId: string, hp: number): Stepped<BoardingState> {
  const member = state.crew.find((c) => c.id === crewId);
  if (member === undefined)
    return { refused: 'Only a crew member in this boarding can take it (kraken.boarding-loop).' };
  if (member.condition !== 'conscious')
    return { refused: `${member.name} is ${member.condition} already (kraken.boarding-loop).` };
  const raw = member.hp - hp;
  const condition = conditionOf(raw);
  const knockedOut = condition !== 'conscious';
  return {
    ...state,
    crew: state.crew.map((c) => (c.id === crewId ? { ...c, hp: Math.max(0, raw), condition } : c)),
    // "If a Crew Member loses consciousness that way you will lose a single d6 from your attack pool."
    yourDice: knockedOut ? Math.max(0, state.yourDice - 1) : state.yourDice,
  };
}

/** After the enemy hits are all taken (or nobody is left to take them): step 4, deal damage. */
function afterHitsTaken(state: BoardingState): BoardingState {
  if (state.enemyHits > 0 && conscious(state).length > 0) return { ...state, stage: 'take-hits' };
  const removed = Math.min(state.enemyDice, Math.floor(state.yourHits / 2));
  const dealt = {
    ...state,
    enemyHits: 0,
    enemyDice: state.enemyDice - removed,
    yourHits: state.yourHits % 2,
  };
  if (dealt.yourHits === 1 && dealt.enemyDice > 0 && conscious(dealt).length > 0)
    return { ...dealt, stage: 'sacrifice' };
  return returnDice({ ...dealt, yourHits: 0 });
}

/**
 * Step 4: the lone hit left as a sacrifice attack: `crewId` loses 3 HP and one enemy die is removed; null
 * lets the hit go (kraken.boarding-loop). Reading: a sacrifice that knocks its giver out also costs a die.
 */
export function sacrifice(state: BoardingState, crewId: string | null): Stepped<BoardingState> {
  const wrong = refuse(state, 'sacrifice', 'A sacrifice attack');
  if (wrong !== null) return wrong;
  if (crewId === null) return returnDice({ ...state, yourHits: 0 });
  const hurtState = hurt(state, crewId, SACRIFICE_HP);
  if ('refused' in hurtState) return hurtState;
  return returnDice({ ...hurtState, yourHits: 0, enemyDice: hurtState.enemyDice - 1 });
}

/** Step 5 and 6: dice return, the one-die floor, and the loop's end checks. */
function returnDice(state: BoardingState): BoardingState {
  const anyone = conscious(state).length > 0;
  const yourDice = state.yourDice === 0 && anyone ? 1 : state.yourDice;
  const next = { ...state, yourDice, yourFaces: [], enemyFaces: [], rerollDice: [] };
  if (next.yourDice === 0 || next.enemyDice === 0 || next.round >= BOARDING_ROUNDS) return finish(next);
  // §10 phase 5: only a boarding party of yours may retreat; enemy boarders stay for the three rounds.
  return next.side === 'you-board'
    ? { ...next, stage: 'continue' }
    : { ...next, stage: 'roll', round: next.round + 1 };
}

/** Step 6 when you board: on to the next round. */
export function nextRound(state: BoardingState): Stepped<BoardingState> {
  const wrong = refuse(state, 'continue', 'The next round');
  if (wrong !== null) return wrong;
  return { ...state, stage: 'roll', round: state.round + 1 };
}

/** Step 6 when you board: back to your ship without a roll (kraken.boarding-loop). */
export function retreat(state: BoardingState): Stepped<BoardingState> {
  if (state.side === 'they-board')
    return { refused: 'You cannot retreat from boarders on your own ship (kraken.boarding).' };
  const wrong = refuse(state, 'continue', 'A retreat');
  if (wrong !== null) return wrong;
  return finish({ ...state, retreated: true });
}

/** After boarding combat (kraken.after-boarding). */
function finish(state: BoardingState): BoardingState {
  const lost = state.enemyDiceAtStart - state.enemyDice;
  const base = { ...state, stage: 'done' as const, yourHits: 0, enemyHits: 0 };
  if (state.side === 'they-board' && state.yourDice === 0)
    return {
      ...base,
      result: 'game-lost',
      enemyCrewLost: Math.min(state.enemyFighters, CREW_PER_DIE * lost),
    };
  if (state.side === 'you-board' && state.enemyDice === 0)
    return { ...base, result: 'ship-destroyed', enemyCrewLost: state.enemyFighters };
  return { ...base, result: 'crew-lost', enemyCrewLost: Math.min(state.enemyFighters, CREW_PER_DIE * lost) };
}

/** The enemy ship's crew after the boarding (its destruction is the result `ship-destroyed`). */
export function enemyCrewAfter(state: BoardingState, enemyCrew: number): number {
  return Math.max(0, enemyCrew - state.enemyCrewLost);
}

/** Your participants' HP and conditions after the boarding, to copy back onto the crew. */
export function crewAfter(state: BoardingState): readonly BoardingCrew[] {
  return state.crew;
}

// ——— Heal in a hurry ———

/** d6: 2–6 back to 2 HP, 1 dies; exact odds 5/6 (kraken.after-boarding). */
export function hurriedHealNeed(member: BoardingCrew): RollNeed {
  return {
    ...needD6(
      'boarding.heal',
      `Heal ${member.name} in a hurry: 2–6 back at 2 HP, a 1 kills`,
      'kraken.after-boarding',
      0,
      2,
      true,
    ),
    who: member.name,
  };
}

export function hurriedHealRefusal(member: BoardingCrew): string | null {
  return member.condition === 'unconscious'
    ? null
    : `Only an unconscious crew member can be healed in a hurry; ${member.name} is ${member.condition} (kraken.after-boarding).`;
}

export function hurriedHeal(member: BoardingCrew, face: number): Stepped<BoardingCrew> {
  const refusal = hurriedHealRefusal(member);
  if (refusal !== null) return { refused: refusal };
  assertFace(face, 6);
  return face === 1
    ? { ...member, hp: 0, condition: 'killed' }
    : { ...member, hp: HURRIED_HEAL_HP, condition: 'conscious', healedInAHurry: true };
}
