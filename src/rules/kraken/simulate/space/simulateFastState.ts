import type { EnemyShip } from '../../../../content/schemas/flight';
import type { ShipSystemEffect, ShipWeaponEffect, StandardAbility } from '../../../../content/schemas/ship';
import type { MutableRngState } from '../../../dice/rng';
import type { FittedSystem } from '../../ship/state';
import type {
  CrewTask,
  EnemyShipState,
  Pending,
  ShotState,
  SpaceCombat,
  SpaceCrew,
  SpaceEnd,
  SpaceOutcome,
  SpacePhase,
} from '../../space/combatTypes';
import { STANDARD_ABILITIES } from '../../../../content/schemas/ship';
import { boxOrder } from '../../ship/boxes';
import { classOfEffect } from '../../ship/damage';
import { hullOf, systemOf } from '../../ship/state';

/**
 * The fast space-combat simulator's state (`simulateFast.ts`): one `SpaceCombat` held as mutable objects,
 * changed in place by the ported steps (`simulateFastTurn.ts`, `simulateFastFire.ts`) instead of a new
 * combat object — and a longer log — on every step. The combat's log is not kept (the estimate never reads
 * it; the reference simulator drops it too). `spaceCombatOf` turns the state back into a `SpaceCombat` for
 * the differential test against the reference (`simulate.ts`).
 */

export interface FastEnemy {
  uid: string;
  readonly slot: number;
  readonly def: EnemyShip;
  sp: number;
  crew: number;
  shield: number;
  destroyed: boolean;
}

export interface FastCrew {
  /** The crew member as the combat started: id, name and the four attributes never change. */
  readonly base: SpaceCrew;
  hp: number;
  conscious: boolean;
  /** As `SpaceCrew.dead`: absent until a boarding says. */
  dead: boolean | undefined;
}

export interface FastFitted {
  readonly base: FittedSystem;
  /** Still fitted (a system destroyed in the combat is erased from the ship). */
  present: boolean;
  damaged: boolean;
  readonly effect: ShipSystemEffect;
  /** The weapon's profile when it is a weapon (not a magazine). */
  readonly weapon: ShipWeaponEffect | null;
  /** The system-damage class (ship/damage.ts `classOfEffect`); null for a magazine, never hit. */
  readonly damageClass: 'standard' | 'weapon' | 'shield' | null;
}

/** ship/state.ts `ShipTotals` of the systems working now. */
export interface FastTotals {
  maxSp: number;
  shieldCapacity: number;
  shieldRecharge: number;
  armour: number;
  /** The standard systems that work, one flag each (the kernel's `abilities` set). */
  readonly works: Record<StandardAbility, boolean>;
  /** Working weapons, in fitted order. */
  readonly weapons: FastFitted[];
}

export interface FastShot {
  readonly weaponId: string;
  readonly targetUid: string;
  readonly overclock: boolean;
  face: number | null;
  rerolledBy: string | null;
  done: boolean;
}

export interface FastSpace {
  readonly start: SpaceCombat;
  readonly rng: MutableRngState;
  /** The fitted systems as the combat started; `present` says which are still fitted. */
  readonly fitted: readonly FastFitted[];
  /** The first fitted system with each id, for `fittedById`. */
  readonly fittedById: ReadonlyMap<string, FastFitted>;
  /** Indices into `fitted` in sheet order (ship/boxes.ts `inSheetOrder`: box order, then fitted order). */
  readonly sheetOrder: readonly number[];
  readonly crew: readonly FastCrew[];
  readonly enemies: readonly FastEnemy[];
  readonly totals: FastTotals;
  sp: number;
  shield: number;
  ammo: Record<string, number | null>;
  magazines: Record<string, number>;
  used: Record<string, CrewTask>;
  nextUid: number;
  turn: number;
  phase: SpacePhase;
  crossed: number;
  command: SpaceCombat['command'];
  solved: number;
  shots: FastShot[];
  volley: { readonly kind: 'attack' | 'regular'; queue: string[] } | null;
  incoming: { readonly uid: string; readonly damage: number } | null;
  evadeUsed: boolean;
  damagedThisTurn: string[];
  boardedThisTurn: boolean;
  failedEscapes: number;
  pending: Pending;
  outcome: SpaceOutcome | null;
  endedBy: SpaceEnd | null;
  /** The ship's systems changed in this run: the totals are read again at the next start. */
  shipChanged: boolean;
}

/**
 * ship/state.ts `shipTotals` over the systems still fitted: hull SP plus an expansion's SP for each working
 * Hull expansion, shield capacity and recharge and armour added up, the working standard systems and
 * weapons (a damaged system adds nothing, Reading kraken.ship-systems; magazines are not weapons).
 */
export function readTotals(s: FastSpace): void {
  const hull = hullOf(s.start.catalogue, s.start.ship);
  const t = s.totals;
  t.maxSp = hull.sp;
  t.shieldCapacity = 0;
  t.shieldRecharge = 0;
  t.armour = 0;
  for (const ability of STANDARD_ABILITIES) t.works[ability] = false;
  t.weapons.length = 0;
  for (const f of s.fitted) {
    if (!f.present || f.damaged || f.base.magazine === true) continue;
    const effect = f.effect;
    switch (effect.kind) {
      case 'standard':
        t.works[effect.ability] = true;
        break;
      case 'armour':
        t.armour += effect.reduction;
        break;
      case 'hull-expansion':
        t.maxSp += hull.expansionSp;
        break;
      case 'shield':
        t.shieldCapacity += effect.capacity;
        t.shieldRecharge += effect.recharge;
        break;
      case 'weapon':
        t.weapons.push(f);
        break;
    }
  }
}

/** The ship's systems changed: the totals are read again now and at the start of the next run. */
export function shipChanged(s: FastSpace): void {
  s.shipChanged = true;
  readTotals(s);
}

function noAbilities(): Record<StandardAbility, boolean> {
  return Object.fromEntries(STANDARD_ABILITIES.map((a) => [a, false])) as Record<StandardAbility, boolean>;
}

function firstById(fitted: readonly FastFitted[]): Map<string, FastFitted> {
  const map = new Map<string, FastFitted>();
  for (const f of fitted) if (!map.has(f.base.id)) map.set(f.base.id, f);
  return map;
}

/** The fast simulator's copy of a combat, ready for `resetSpace`. */
export function compileSpace(start: SpaceCombat): FastSpace {
  const hull = hullOf(start.catalogue, start.ship);
  const fitted = start.ship.fitted.map((base): FastFitted => {
    const { effect } = systemOf(start.catalogue, base);
    const magazine = base.magazine === true;
    return {
      base,
      present: true,
      damaged: base.damaged,
      effect,
      weapon: !magazine && effect.kind === 'weapon' ? effect : null,
      damageClass: magazine ? null : classOfEffect(effect),
    };
  });
  const sheetOrder = fitted
    .map((f, i) => ({ i, order: boxOrder(hull, f.base.box) }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.i);
  const s: FastSpace = {
    start,
    rng: { a: 0, b: 0, c: 0, d: 0 },
    fitted,
    fittedById: firstById(fitted),
    sheetOrder,
    crew: start.crew.map((base) => ({ base, hp: base.hp, conscious: base.conscious, dead: base.dead })),
    enemies: start.enemies.map((e) => ({ ...e })),
    totals: { maxSp: 0, shieldCapacity: 0, shieldRecharge: 0, armour: 0, works: noAbilities(), weapons: [] },
    sp: 0,
    shield: 0,
    ammo: {},
    magazines: {},
    used: {},
    nextUid: 0,
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
    pending: start.pending,
    outcome: null,
    endedBy: null,
    shipChanged: true,
  };
  resetSpace(s);
  return s;
}

/** Back to the combat as it started, for the next run. */
export function resetSpace(s: FastSpace): void {
  const c = s.start;
  s.fitted.forEach((f, i) => {
    f.present = true;
    f.damaged = c.ship.fitted[i]?.damaged ?? false;
  });
  if (s.shipChanged) readTotals(s);
  s.shipChanged = false;
  s.crew.forEach((m) => {
    m.hp = m.base.hp;
    m.conscious = m.base.conscious;
    m.dead = m.base.dead;
  });
  c.enemies.forEach((e, j) => {
    const m = s.enemies[j];
    if (m === undefined) return;
    m.uid = e.uid;
    m.sp = e.sp;
    m.crew = e.crew;
    m.shield = e.shield;
    m.destroyed = e.destroyed;
  });
  s.sp = c.sp;
  s.shield = c.shield;
  s.ammo = { ...c.ammo };
  s.magazines = { ...c.magazines };
  s.used = { ...c.used };
  s.nextUid = c.nextUid;
  s.turn = c.turn;
  s.phase = c.phase;
  s.crossed = c.crossed;
  s.command = c.command;
  s.solved = c.solved;
  s.shots = c.shots.map((shot) => ({ ...shot }));
  s.volley = c.volley === null ? null : { kind: c.volley.kind, queue: [...c.volley.queue] };
  s.incoming = c.incoming;
  s.evadeUsed = c.evadeUsed;
  s.damagedThisTurn = [...c.damagedThisTurn];
  s.boardedThisTurn = c.boardedThisTurn;
  s.failedEscapes = c.failedEscapes;
  s.pending = c.pending;
  s.outcome = c.outcome;
  s.endedBy = c.endedBy;
}

/** The state as the game's `SpaceCombat` (without a log). */
export function spaceCombatOf(s: FastSpace): SpaceCombat {
  const c = s.start;
  const shots = s.shots.map((shot): ShotState => ({ ...shot }));
  return {
    ...c,
    ship: {
      ...c.ship,
      fitted: s.fitted.filter((f) => f.present).map((f) => ({ ...f.base, damaged: f.damaged })),
    },
    sp: s.sp,
    shield: s.shield,
    ammo: { ...s.ammo },
    magazines: { ...s.magazines },
    crew: s.crew.map((m) => ({ ...m.base, hp: m.hp, conscious: m.conscious, dead: m.dead })),
    used: { ...s.used },
    enemies: s.enemies.map((e): EnemyShipState => ({ ...e })),
    nextUid: s.nextUid,
    turn: s.turn,
    phase: s.phase,
    crossed: s.crossed,
    command: s.command,
    solved: s.solved,
    shots,
    volley: s.volley === null ? null : { kind: s.volley.kind, queue: [...s.volley.queue] },
    incoming: s.incoming,
    evadeUsed: s.evadeUsed,
    damagedThisTurn: [...s.damagedThisTurn],
    boardedThisTurn: s.boardedThisTurn,
    failedEscapes: s.failedEscapes,
    pending: s.pending,
    outcome: s.outcome,
    endedBy: s.endedBy,
    log: [],
  };
}
