import type { FittedSystem, ShipTotals } from '../ship/state';
import type {
  CrewTask,
  EnemyShipState,
  SpaceCombat,
  SpaceCombatInput,
  SpaceCrew,
  SpaceEnd,
  SpaceEvent,
  SpaceOutcome,
} from './combatTypes';
import { shipTotals, systemOf } from '../ship/state';

/**
 * Set-up and shared look-ups of a space combat (Space Kraken §9.4 and §10; kraken.space-combat). Every
 * function is pure: a new combat comes back, the old one is untouched.
 */

/** An enemy ship as the flight row defines it, fresh: full SP, crew and shield (§9.4). */
export function freshEnemy(uid: string, slot: number, def: EnemyShipState['def']): EnemyShipState {
  return { uid, slot, def, sp: def.sp, crew: def.crew, shield: def.shield, destroyed: false };
}

/**
 * §9.4: the combat sheet filled from the flight row, the ship and the crew. Both sides start with full
 * shields; every weapon and magazine is full.
 */
export function startSpaceCombat(input: SpaceCombatInput): SpaceCombat {
  const totals = shipTotals(input.catalogue, input.ship);
  const ammo: Record<string, number | null> = {};
  for (const fitted of input.ship.fitted) {
    if (fitted.magazine === true) continue;
    const { effect } = systemOf(input.catalogue, fitted);
    if (effect.kind === 'weapon') ammo[fitted.id] = effect.ammo;
  }
  const magazines = { ...(input.magazines ?? {}) };
  const enemies = input.row.enemies.map((def, slot) => freshEnemy(`e${slot + 1}`, slot, def));
  return {
    row: input.row,
    catalogue: input.catalogue,
    ship: input.ship,
    sp: totals.maxSp,
    shield: totals.shieldCapacity,
    ammo,
    magazines,
    magazinesFull: magazines,
    crew: input.crew,
    used: {},
    enemies,
    nextUid: enemies.length + 1,
    turn: 0,
    phase: 'setup',
    crossed: 0,
    command: null,
    solved: 0,
    shots: [],
    volley: null,
    incoming: null,
    evadeUsed: false,
    damagedThisTurn: [],
    boardedThisTurn: false,
    failedEscapes: 0,
    pending: { kind: 'open' },
    outcome: null,
    endedBy: null,
    log: [],
  };
}

export function logged(c: SpaceCombat, event: SpaceEvent): SpaceCombat {
  return { ...c, log: [...c.log, { turn: c.turn, event }] };
}

/**
 * The ship's totals are read many times a step; they depend only on the (immutable) ship and catalogue, so
 * they are worked out once per ship object. A cache of a pure function: the results are the same.
 */
const TOTALS = new WeakMap<
  SpaceCombat['ship'],
  { readonly catalogue: object; readonly totals: ShipTotals }
>();

export function totalsOf(c: SpaceCombat): ShipTotals {
  const known = TOTALS.get(c.ship);
  if (known !== undefined && known.catalogue === c.catalogue) return known.totals;
  const totals = shipTotals(c.catalogue, c.ship);
  TOTALS.set(c.ship, { catalogue: c.catalogue, totals });
  return totals;
}

/** The phase under way has nothing more to ask; which phase comes next is the chart's (combatOrder.ts). */
export function phaseDone(c: SpaceCombat): SpaceCombat {
  return { ...c, pending: { kind: 'open' } };
}

/** The combat ends here, with the rule that ended it. */
export function ended(c: SpaceCombat, outcome: SpaceOutcome, by: SpaceEnd): SpaceCombat {
  return logged(
    { ...c, phase: 'over', pending: { kind: 'over' }, outcome, endedBy: by },
    { kind: 'ended', outcome, by },
  );
}

export function crewById(c: SpaceCombat, id: string): SpaceCrew | undefined {
  return c.crew.find((m) => m.id === id);
}

/**
 * Conscious and alive: able to act at all.
 * Reading (kraken.space-combat): an unconscious or dead crew member cannot be used in space combat.
 */
export function canAct(m: SpaceCrew): boolean {
  return m.conscious && m.dead !== true;
}

/** §10: each crew member can be used once a turn; these are still free. */
export function unusedCrew(c: SpaceCombat): readonly SpaceCrew[] {
  return c.crew.filter((m) => canAct(m) && c.used[m.id] === undefined);
}

export function markUsed(c: SpaceCombat, ids: readonly string[], task: CrewTask): SpaceCombat {
  const used = { ...c.used };
  for (const id of ids) used[id] = task;
  return { ...c, used };
}

/** Null when every id names a distinct, unused crew member able to act; else why not. */
export function crewRefusal(c: SpaceCombat, ids: readonly string[], min: number, max: number): string | null {
  if (ids.length < min)
    return min === 1 ? 'Choose at least one crew member.' : `Choose at least ${min} crew members.`;
  if (ids.length > max) return `At most ${max} crew member${max === 1 ? '' : 's'} can take part.`;
  if (new Set(ids).size !== ids.length) return 'A crew member is named twice.';
  for (const id of ids) {
    const m = crewById(c, id);
    if (m === undefined) return `There is no crew member "${id}".`;
    if (!canAct(m)) return `${m.name} cannot act.`;
    if (c.used[id] === 'healed')
      return `${m.name} was healed in a hurry and is available on the following turn (kraken.after-boarding).`;
    if (c.used[id] !== undefined) return `${m.name} has already been used this turn.`;
  }
  return null;
}

export function enemyByUid(c: SpaceCombat, uid: string): EnemyShipState | undefined {
  return c.enemies.find((e) => e.uid === uid);
}

export function liveEnemies(c: SpaceCombat): readonly EnemyShipState[] {
  return c.enemies.filter((e) => !e.destroyed);
}

export function replaceEnemy(c: SpaceCombat, enemy: EnemyShipState): SpaceCombat {
  return { ...c, enemies: c.enemies.map((e) => (e.uid === enemy.uid ? enemy : e)) };
}

/**
 * The shield an enemy holds up right now: none while the Shields command has them down this turn (§10
 * phase 1), its charge otherwise.
 * Reading (kraken.timeline): under the Shields command an enemy counts as unshielded for every rule of the
 * turn (hits go to SP, HE works, EMP drains nothing, it may be boarded); the charge it kept is back next
 * turn, without this turn's recharge.
 */
export function activeEnemyShield(c: SpaceCombat, enemy: EnemyShipState): number {
  return c.command === 'shields' ? 0 : enemy.shield;
}

export function objectivesLeft(c: SpaceCombat): number {
  return c.row.objectives.length - c.solved;
}

export function allObjectivesSolved(c: SpaceCombat): boolean {
  return c.row.objectives.length > 0 && objectivesLeft(c) === 0;
}

/**
 * The turn already ends in a win (§10 Loop): the last objective solved, or with no objectives every enemy
 * destroyed.
 */
export function wonAtTurnEnd(c: SpaceCombat): boolean {
  if (c.row.objectives.length > 0) return allObjectivesSolved(c);
  return liveEnemies(c).length === 0;
}

/**
 * Keeps SP and shield within what the working systems allow.
 * Reading (kraken.space-combat): a damaged shield system or hull expansion stops adding its capacity or SP at
 * once, so a shield charge or SP above the new maximum is cut down to it.
 */
export function withinTotals(c: SpaceCombat): SpaceCombat {
  const t = totalsOf(c);
  return { ...c, sp: Math.min(c.sp, t.maxSp), shield: Math.min(c.shield, t.shieldCapacity) };
}

export function fittedById(c: SpaceCombat, id: string): FittedSystem | undefined {
  return c.ship.fitted.find((f) => f.id === id);
}
