import type { StandardAbility } from '../../../content/schemas/ship';
import type { RollNeed } from '../../dice/need';
import type { BoardingCrew, BoardingSide, BoardingState, Stepped } from './boarding';
import type { BoardingOutcome, SpaceCombat, SpaceCrew } from './combatTypes';
import { canAct, enemyByUid, totalsOf } from './combatState';
import {
  BOARDING_ROUNDS,
  applyReroll,
  boardingNeed,
  cancelHits,
  chooseReroll,
  hurriedHeal,
  hurriedHealNeed,
  hurriedHealRefusal,
  nextRound,
  retreat,
  rollBoarding,
  sacrifice,
  startBoarding,
  takeHit,
} from './boarding';

/**
 * A boarding fought out one guided step at a time (Space Kraken §10 phase 5; kraken.boarding-loop), then the
 * heal-in-a-hurry choices for whoever was knocked out (kraken.after-boarding). It wraps the boarding kernel
 * (`boarding.ts`) in the shape the machines use: `boardingOwed` says what waits, `boardingFightNeed` the
 * dice with their odds, `boardingDecisionRefusal` / `decideBoarding` and `answerBoardingDice` move it on, and
 * `boardingOutcomeOf` is what the space combat takes back.
 */

export type BoardingDecision =
  | { readonly type: 'boarding.reroll'; readonly dice: readonly number[] }
  | { readonly type: 'boarding.cancel'; readonly count: number }
  | { readonly type: 'boarding.hit'; readonly crewId: string }
  | { readonly type: 'boarding.sacrifice'; readonly crewId: string | null }
  | { readonly type: 'boarding.next' }
  | { readonly type: 'boarding.retreat' }
  | { readonly type: 'boarding.heal'; readonly crewId: string }
  | { readonly type: 'boarding.heal.done' };

export interface BoardingFight {
  readonly state: BoardingState;
  /** After the fight: the unconscious participants not yet decided on (heal in a hurry, or leave them). */
  readonly healQueue: readonly string[];
  /** The one whose heal roll is waiting. */
  readonly healing: string | null;
}

export type BoardingOwed =
  | 'roll'
  | 'reroll'
  | 'reroll-roll'
  | 'cancel'
  | 'take-hits'
  | 'sacrifice'
  | 'continue'
  | 'heal'
  | 'heal-roll'
  | 'done';

function unconsciousIds(state: BoardingState): string[] {
  return state.crew.filter((m) => m.condition === 'unconscious').map((m) => m.id);
}

function withHeals(state: BoardingState): BoardingFight {
  return { state, healQueue: state.stage === 'done' ? unconsciousIds(state) : [], healing: null };
}

export function startBoardingFight(
  side: BoardingSide,
  crew: readonly BoardingCrew[],
  enemyCrew: number,
  abilities: ReadonlySet<StandardAbility>,
): Stepped<BoardingFight> {
  const state = startBoarding(side, crew, enemyCrew, abilities);
  return 'refused' in state ? state : withHeals(state);
}

export function boardingOwed(f: BoardingFight): BoardingOwed {
  if (f.state.stage !== 'done') return f.state.stage;
  if (f.healing !== null) return 'heal-roll';
  return f.healQueue.length > 0 ? 'heal' : 'done';
}

/**
 * The boarding goes on with another round: both sides still have dice and fewer than three rounds were
 * fought (the kernel has already opened it, boarding.ts `returnDice` / `nextRound`).
 */
export function anotherBoardingRound(f: BoardingFight): boolean {
  return f.state.stage === 'roll' && f.state.round <= BOARDING_ROUNDS;
}

/** The dice waiting now: both pools, the system's re-roll, or one heal in a hurry. */
export function boardingFightNeed(f: BoardingFight): RollNeed | null {
  if (f.healing !== null) {
    const member = f.state.crew.find((m) => m.id === f.healing);
    return member === undefined ? null : hurriedHealNeed(member);
  }
  return boardingNeed(f.state);
}

const STAGE_OF: Readonly<Record<BoardingDecision['type'], BoardingOwed>> = {
  'boarding.reroll': 'reroll',
  'boarding.cancel': 'cancel',
  'boarding.hit': 'take-hits',
  'boarding.sacrifice': 'sacrifice',
  'boarding.next': 'continue',
  'boarding.retreat': 'continue',
  'boarding.heal': 'heal',
  'boarding.heal.done': 'heal',
};

function step(f: BoardingFight, d: BoardingDecision): Stepped<BoardingFight> {
  if (boardingOwed(f) !== STAGE_OF[d.type])
    return { refused: 'That is not the boarding step waiting now (kraken.boarding-loop).' };
  const next = (s: Stepped<BoardingState>): Stepped<BoardingFight> => ('refused' in s ? s : withHeals(s));
  switch (d.type) {
    case 'boarding.reroll':
      return next(chooseReroll(f.state, d.dice));
    case 'boarding.cancel':
      return next(cancelHits(f.state, d.count));
    case 'boarding.hit':
      return next(takeHit(f.state, d.crewId));
    case 'boarding.sacrifice':
      return next(sacrifice(f.state, d.crewId));
    case 'boarding.next':
      return next(nextRound(f.state));
    case 'boarding.retreat':
      return next(retreat(f.state));
    case 'boarding.heal': {
      if (!f.healQueue.includes(d.crewId))
        return { refused: 'Choose an unconscious crew member of this boarding (kraken.after-boarding).' };
      const member = f.state.crew.find((m) => m.id === d.crewId);
      const why = member === undefined ? 'Unknown crew member.' : hurriedHealRefusal(member);
      return why === null ? { ...f, healing: d.crewId } : { refused: why };
    }
    case 'boarding.heal.done':
      // The rest stay unconscious, with no risk of dying (kraken.after-boarding).
      return { ...f, healQueue: [] };
  }
}

export function boardingDecisionRefusal(f: BoardingFight, d: BoardingDecision): string | null {
  const s = step(f, d);
  return 'refused' in s ? s.refused : null;
}

export function decideBoarding(f: BoardingFight, d: BoardingDecision): BoardingFight {
  const s = step(f, d);
  if ('refused' in s) throw new Error(s.refused);
  return s;
}

/** The faces of the dice `boardingFightNeed` asked for, one list per group. */
export function answerBoardingDice(f: BoardingFight, faces: readonly (readonly number[])[]): BoardingFight {
  const owed = boardingOwed(f);
  const take = (s: Stepped<BoardingState>): BoardingFight => {
    if ('refused' in s) throw new Error(s.refused);
    return withHeals(s);
  };
  if (owed === 'roll') return take(rollBoarding(f.state, faces[0] ?? [], faces[1] ?? []));
  if (owed === 'reroll-roll') return take(applyReroll(f.state, faces[0] ?? []));
  if (owed === 'heal-roll' && f.healing !== null) {
    const id = f.healing;
    const member = f.state.crew.find((m) => m.id === id);
    if (member === undefined) throw new Error('The crew member to heal is gone.');
    const healed = hurriedHeal(member, faces[0]?.[0] ?? 0);
    if ('refused' in healed) throw new Error(healed.refused);
    return {
      state: { ...f.state, crew: f.state.crew.map((m) => (m.id === id ? healed : m)) },
      healQueue: f.healQueue.filter((x) => x !== id),
      healing: null,
    };
  }
  throw new Error('No boarding dice are waiting.');
}

/** What the space combat takes back (combatBoarding.ts `answerBoarding`). */
export function boardingOutcomeOf(f: BoardingFight): BoardingOutcome {
  const { state } = f;
  return {
    enemyCrewLost: state.enemyCrewLost,
    enemyDestroyed: state.result === 'ship-destroyed',
    gameLost: state.result === 'game-lost',
    crew: state.crew.map((m) => ({
      crewId: m.id,
      hp: m.hp,
      conscious: m.condition === 'conscious',
      dead: m.condition === 'killed',
      healedInAHurry: m.healedInAHurry === true,
    })),
  };
}

/** Who fights a boarding the space combat has reached, and against how many (§10 phase 5). */
export interface BoardingParty {
  readonly side: BoardingSide;
  readonly crew: readonly BoardingCrew[];
  readonly enemyCrew: number;
  readonly abilities: readonly StandardAbility[];
  readonly enemyName: string;
}

/** A space-combat crew member as the boarding kernel reads them. */
export function boardingCrewOfSpace(m: SpaceCrew): BoardingCrew {
  const condition = m.dead === true ? 'killed' : m.conscious ? 'conscious' : 'unconscious';
  return { id: m.id, name: m.name, hp: m.hp, condition, ranged: m.ranged, melee: m.melee };
}

/**
 * The boarding for `enemyUid`: yours takes the crew you sent; theirs is met by every crew member able to
 * act. Reading (kraken.boarding): the book leaves open who defends when you are boarded; the whole crew
 * able to act does, and defending does not mark them used (only crew you send are marked).
 */
export function boardingParty(c: SpaceCombat, enemyUid: string): BoardingParty | null {
  const p = c.pending;
  const enemy = enemyByUid(c, enemyUid);
  if (p.kind !== 'boarding' || enemy === undefined) return null;
  const abilities = [...totalsOf(c).abilities];
  const name = `${enemy.def.type} (${enemy.slot + 1})`;
  if (p.request.side === 'ours') {
    const sent = p.request.crewIds;
    const crew = c.crew.filter((m) => sent.includes(m.id)).map(boardingCrewOfSpace);
    return { side: 'you-board', crew, enemyCrew: enemy.crew, abilities, enemyName: name };
  }
  const crew = c.crew.filter(canAct).map(boardingCrewOfSpace);
  return { side: 'they-board', crew, enemyCrew: enemy.crew, abilities, enemyName: name };
}

/**
 * Space Kraken §10 After Boarding Combat: boarded, and every one of your dice lost, the game is lost.
 * Reading (kraken.boarding): when boarders come aboard and no crew member can fight (all unconscious or
 * dead), the defence starts with no die (the one-die floor needs someone still conscious), so the boarding
 * is lost at once, with no fight. Null when the boarding has a defender, or is yours.
 */
export function undefendedBoarding(c: SpaceCombat, enemyUid: string): BoardingOutcome | null {
  const party = boardingParty(c, enemyUid);
  if (party === null || party.side !== 'they-board' || party.crew.length > 0) return null;
  return { enemyCrewLost: 0, enemyDestroyed: false, gameLost: true, crew: [] };
}
