import { placementProblems } from '../../board/placement';
import type { Gear, UnitCard } from '../../../content/schemas/salvage';
import type { HazardNumber, ManifestationId } from '../types';
import { missionBoard, unitFigure } from './board';
import { cardById, crewSides, first, gearById, later, say, withAugment, withCompany } from './core';
import type { Effect } from './effects.types';
import type {
  Company,
  CrewSide,
  Mission,
  MissionContent,
  PlayMode,
  RosterBoiler,
  SetupStep,
  Spot,
  Unit,
} from './state';
import { SETUP_STEPS } from './state';

/**
 * Mission set-up, the quick reference's eight steps in order, and the making of units: Boilers from a
 * company's roster (with the injuries and Blight that bite this mission), hostiles from their cards.
 */

export const MAX_BOILERS = 3;

function baseUnit(card: UnitCard, id: string, side: Unit['side']): Unit {
  return {
    id,
    cardId: card.id,
    name: card.name,
    side,
    role: card.role,
    stats: card.stats,
    health: card.stats.health,
    maxHealth: card.stats.health,
    power: 0,
    exert: 0,
    concentrate: 0,
    conditions: [],
    gear: card.gear,
    startingGear: card.gear,
    salvage: [],
    at: null,
    alert: false,
    status: 'active',
    activated: false,
    actionsTaken: 0,
    exertedNow: false,
    heavyUsed: [],
    searched: false,
    injuries: [],
    curses: [],
    activations: 0,
    pickledBy: null,
  };
}

/** Roster limits: at most 3 Boilers, exactly one of them the Boss. Null when the roster is fine. */
export function rosterProblem(cards: readonly UnitCard[]): string | null {
  if (cards.length === 0) return 'A crew needs at least one Boiler.';
  if (cards.length > MAX_BOILERS)
    // Salvage quick reference, mission set-up: "Max 3 Boilers per mission. Must include 1 Boss." The Boss is one
    // of the three (Reading (salvage.crew-limits): the Boss is a Boiler, so a crew is at most 3 units in
    // all).
    return `At most ${MAX_BOILERS} Boilers go on a mission, the Boss counted among them (you picked ${cards.length}).`;
  const bosses = cards.filter((c) => c.role === 'boss').length;
  if (bosses !== 1) return `A crew must include exactly one Boss (this one has ${bosses}).`;
  if (cards.some((c) => c.role === 'hostile')) return 'Hostile unit cards cannot join a crew.';
  return null;
}

export function newCompany(side: CrewSide, name: string, cards: readonly UnitCard[], scrip: number): Company {
  const roster: RosterBoiler[] = cards.map((card, i) => ({
    id: `${side === 'attacker' ? 'a' : 'd'}${i + 1}-${card.id}`,
    cardId: card.id,
    name: card.name,
    role: card.role === 'boss' ? 'boss' : 'boiler',
    stats: card.stats,
    gear: card.gear,
    injuries: [],
  }));
  return {
    side,
    name,
    roster,
    scrip,
    blight: 0,
    salvage: [],
    stash: [],
    bond: 0,
    manifestations: [],
    missionsPlayed: 0,
    fallen: [],
  };
}

function cursesFor(company: Company, boilerId: string): ManifestationId[] {
  return company.manifestations.filter((x) => x.target === null || x.target === boilerId).map((x) => x.id);
}

/**
 * A Boiler as it takes the field: card stats after injuries and this mission's Blight, raised by the
 * augments it carries. Manifestation 5 ("cannot carry Augments next mission"): the struck Boiler takes the
 * field without its augments. Reading (salvage.blight-manifestation): they wait at home on the roster, not
 * in the stash, and are on the Boiler again after that mission (postGame.ts).
 */
export function boilerUnit(
  company: Company,
  b: RosterBoiler,
  card: UnitCard,
  gearOf: (id: string) => Gear | undefined,
): Unit {
  const curses = cursesFor(company, b.id);
  const gear = curses.includes('noAugments') ? b.gear.filter((id) => gearOf(id)?.kind !== 'augment') : b.gear;
  const injuries = b.injuries.map((i) => i.id);
  const frail = curses.includes('frailCrew') ? 1 : 0;
  const capacity = Math.max(0, b.stats.capacity - (curses.includes('lessCapacity') ? 1 : 0));
  const health = Math.max(1, b.stats.health - frail);
  // Manifestation 3 (weakened): its target reads "boiler|stat|loss" (see postGame.ts, statLoss).
  const loss = (stat: 'muscle' | 'smarts') =>
    company.manifestations
      .filter((x) => x.id === 'weakened' && x.target?.startsWith(`${b.id}|${stat}|`) === true)
      .reduce((sum, x) => sum + Number(x.target?.split('|')[2] ?? 0), 0);
  // Reading (salvage.injuries): never below one die.
  const muscle = Math.max(Math.min(1, b.stats.muscle), b.stats.muscle - loss('muscle'));
  const smarts = Math.max(Math.min(1, b.stats.smarts), b.stats.smarts - loss('smarts'));
  const stats = gear.reduce((s, id) => withAugment(s, gearOf(id), 1), {
    ...b.stats,
    capacity,
    health,
    muscle,
    smarts,
  });
  return {
    ...baseUnit(card, b.id, company.side),
    name: b.name,
    role: b.role,
    stats,
    health,
    maxHealth: health,
    gear,
    startingGear: gear,
    injuries,
    curses,
  };
}

export function openMission(
  mode: PlayMode,
  content: MissionContent,
  companies: Partial<Record<CrewSide, Company>>,
): Mission {
  const board = content.board;
  const theme =
    content.mission.themeId === undefined
      ? null
      : (content.themes.find((t) => t.id === content.mission.themeId) ?? null);
  const sides = (['attacker', 'defender'] as const).filter((s) => companies[s] !== undefined);
  const crews = Object.fromEntries(
    sides.map((side) => [
      side,
      {
        side,
        winCondition: null,
        won: false,
        searched: 0,
        roundLimit: null,
        perkUsed: false,
        extraPowerFor: null,
        filtersBitten: false,
      },
    ]),
  );
  const m: Mission = {
    mode,
    content,
    companies,
    crews,
    stage: { kind: 'setup', step: 'theme' },
    round: 0,
    roundLimit: null,
    theme,
    danger: 1,
    units: [],
    noise: [],
    airlocks: board.terrain
      .filter((p) => p.kind === 'airlock')
      .map((p) => ({ id: p.id, uses: 0, locked: false })),
    doors: Object.fromEntries(
      board.terrain.filter((p) => p.kind === 'door').map((p) => [p.id, p.open ?? false]),
    ),
    airlocksOpen: false,
    sites: board.terrain.filter((p) => p.kind === 'salvage-site').map((p) => ({ id: p.id, extractions: 0 })),
    hazards: board.terrain
      .filter((p) => p.kind === 'hazard-site')
      .map((p) => ({ id: p.id, hazard: (p.hazard ?? null) as HazardNumber | null, removed: false })),
    deck: content.events.map((e) => e.id),
    discard: [],
    initiative: mode === 'solo' ? (sides[0] ?? 'attacker') : null,
    queue: [],
    journal: [{ kind: 'setupBegins', mission: content.mission.name, width: board.width, depth: board.depth }],
    lastEvent: null,
    blightPerSection: 0,
    report: [],
    order: [],
    seq: 0,
    choice: null,
    shove: null,
  };
  return theme === null ? m : applyTheme(m, theme.id);
}

/** Step 1: the theme and what it changes. */
export function applyTheme(m: Mission, themeId: string): Mission {
  const theme = m.content.themes.find((t) => t.id === themeId);
  if (theme === undefined) return m;
  let next: Mission = { ...m, theme };
  for (const fx of theme.effects) {
    if (fx.kind === 'startingDanger') next = { ...next, danger: fx.value };
    if (fx.kind === 'extraBlightPerSection')
      next = { ...next, blightPerSection: next.blightPerSection + fx.amount };
  }
  return say(next, { kind: 'themeApplied', name: theme.name, rule: theme.rule });
}

/** Spots in a deployment zone on a grid, legal for a 1" base, nearest the zone's centre first. */
function zoneSpots(m: Mission, side: CrewSide): Spot[] {
  const zone = m.content.mission.deployment[side];
  const spots: Spot[] = [];
  // The grid is clipped to the board, so the work is bounded by the table, not by what a file claims.
  const maxX = Math.min(zone.maxX, m.content.board.width);
  const maxZ = Math.min(zone.maxZ, m.content.board.depth);
  for (let x = Math.max(0, zone.minX) + 0.75; x <= maxX - 0.5; x += 1.5) {
    for (let z = Math.max(0, zone.minZ) + 0.75; z <= maxZ - 0.5; z += 1.5)
      spots.push({ x, z, level: zone.level });
  }
  const cx = (zone.minX + zone.maxX) / 2;
  const cz = (zone.minZ + zone.maxZ) / 2;
  return spots.sort((a, b) => Math.hypot(a.x - cx, a.z - cz) - Math.hypot(b.x - cx, b.z - cz));
}

/** Why a Boiler may not be deployed at a spot (zone, floor, overlap, Blight spacing); null when it may. */
export function deployProblem(m: Mission, unitId: string, spot: Spot): string | null {
  const u = m.units.find((x) => x.id === unitId);
  if (u === undefined || u.side === 'site') return `There is no Boiler "${unitId}".`;
  const zone = m.content.mission.deployment[u.side];
  if (
    spot.level !== zone.level ||
    spot.x < zone.minX ||
    spot.x > zone.maxX ||
    spot.z < zone.minZ ||
    spot.z > zone.maxZ
  ) {
    return `Deploy inside your deployment zone (level ${zone.level}, x ${zone.minX}–${zone.maxX}, z ${zone.minZ}–${zone.maxZ}).`;
  }
  const problems = placementProblems(missionBoard(m, u.id), unitFigure(u, spot));
  if (problems.length > 0) return problems.join(' ');
  if (u.curses.includes('spreadOut')) {
    for (const o of m.units) {
      if (o.id === u.id || o.side !== u.side || o.at === null) continue;
      if (Math.hypot(o.at.x - spot.x, o.at.z - spot.z) - 1 < 2)
        return 'Blight: Boilers cannot deploy within 2" of each other this mission.';
    }
  }
  return null;
}

function autoDeploy(m: Mission, side: CrewSide): Mission {
  let next = m;
  for (const u of next.units.filter((x) => x.side === side)) {
    const spot = zoneSpots(next, side).find((s) => deployProblem(next, u.id, s) === null);
    if (spot !== undefined)
      next = { ...next, units: next.units.map((x) => (x.id === u.id ? { ...x, at: spot } : x)) };
  }
  return next;
}

export function fieldCrews(m: Mission): Mission {
  let next = m;
  for (const side of crewSides(m)) {
    const company = m.companies[side];
    if (company === undefined) continue;
    const stashed: string[] = [];
    const units = company.roster.slice(0, MAX_BOILERS).flatMap((b) => {
      const card = cardById(m, b.cardId);
      if (card === undefined) return [];
      const u = boilerUnit(company, b, card, (id) => gearById(m, id));
      const { gear, left } = fitCapacity(m, u.gear, u.stats.capacity);
      stashed.push(...left);
      return [withCarriedConditions(m, { ...u, gear, startingGear: gear })];
    });
    next = { ...next, units: [...next.units.filter((u) => u.side !== side), ...units] };
    if (stashed.length > 0) {
      // Capacity: a unit cannot begin a game over its Capacity; what does not fit stays in the stash.
      next = withCompany(next, side, (c) => ({ ...c, stash: [...c.stash, ...stashed] }));
      next = say(next, { kind: 'overCapacityStashed', items: stashed });
    }
    if (company.manifestations.some((x) => x.id === 'blightSurge'))
      next = { ...next, blightPerSection: next.blightPerSection + 1 };
    next = autoDeploy(next, side);
    next = say(next, { kind: 'deployed', side, units: units.map((u) => u.id) });
  }
  return next;
}

/** Conditions table †: a unit carrying an item that grants Pickled is Pickled while it carries it. */
function withCarriedConditions(m: Mission, u: Unit): Unit {
  const jug = u.gear.find((id) => gearById(m, id)?.grants === 'pickled');
  if (jug === undefined || u.conditions.includes('pickled')) return u;
  return { ...u, conditions: [...u.conditions, 'pickled'], pickledBy: jug };
}

/** The gear that fits within Capacity (kept in order) and what is left over, last items first. */
export function fitCapacity(
  m: Mission,
  gear: readonly string[],
  capacity: number,
): { gear: string[]; left: string[] } {
  const kept = [...gear];
  const left: string[] = [];
  const size = (ids: readonly string[]) => ids.reduce((s, id) => s + (gearById(m, id)?.size ?? 0), 0);
  while (kept.length > 0 && size(kept) > capacity) left.unshift(kept.pop() ?? '');
  return { gear: kept, left };
}

/** Puts a hostile drawn for a slot on the board (an event may bring one in mid-mission, already Alert). */
export function spawnHostile(m: Mission, cardId: string, slot: number, alert: boolean): Mission {
  const card = cardById(m, cardId);
  const at = m.content.mission.hostileSlots[slot];
  if (card === undefined || at === undefined) return m;
  const id = `h${m.units.filter((u) => u.side === 'site').length + 1}-${card.id}`;
  // Two hostiles of one card must be told apart on the board, in the choices and in the journal: the
  // second makes them "Rust Hound 1" and "Rust Hound 2" (names only; ids, and so saves, are unchanged).
  const twins = m.units.filter((u) => u.side === 'site' && u.cardId === card.id);
  const name = twins.length === 0 ? card.name : `${card.name} ${twins.length + 1}`;
  const unit: Unit = withCarriedConditions(m, {
    ...baseUnit(card, id, 'site'),
    name,
    at: { x: at.x, z: at.z, level: at.level },
    alert,
  });
  const numbered =
    twins.length === 1
      ? m.units.map((u) => (u === twins[0] ? { ...u, name: `${card.name} 1` } : u))
      : m.units;
  let spot: Spot = unit.at ?? { x: at.x, z: at.z, level: at.level };
  const board = missionBoard(m);
  for (let r = 0; r < 4 && placementProblems(board, unitFigure(unit, spot)).length > 0; r += 1) {
    spot = { ...spot, x: at.x + 1.2 * (r + 1), z: at.z };
  }
  return say(
    { ...m, units: [...numbered, { ...unit, at: spot }] },
    { kind: 'hostilePlaced', slot, unit: id, alert },
  );
}

/** The rolls a set-up step needs when it begins. */
function stepRolls(m: Mission, step: SetupStep): Effect[] {
  switch (step) {
    case 'theme':
      return [];
    case 'deployment':
      return [...(m.mode === 'hotseat' ? [{ kind: 'rollOff' } as const] : []), { kind: 'fieldCrews' }];
    case 'hazards':
      return m.content.mission.hazardRolls
        ? m.hazards
            .filter((h) => h.hazard === null)
            .map((h) => ({ kind: 'hazardRoll', hazard: h.id }) as const)
        : [];
    case 'hostiles':
      return m.content.mission.hostileSlots.map((_, slot) => ({ kind: 'hostileCard', slot }) as const);
    case 'winConditions':
      return (['defender', 'attacker'] as const)
        .filter((s) => m.crews[s] !== undefined)
        .map((side) => ({ kind: 'winCondition', side }) as const);
    case 'gameLength':
      return [{ kind: 'gameLength' }];
    default:
      return [];
  }
}

/** Moves set-up on to its next step (and queues that step's rolls); after step 8 the game begins. */
export function nextSetupStep(m: Mission): Mission {
  if (m.stage.kind !== 'setup') return m;
  const at = SETUP_STEPS.indexOf(m.stage.step);
  const step = SETUP_STEPS[at + 1];
  if (step === undefined) return m;
  const next: Mission = { ...m, stage: { kind: 'setup', step } };
  return later(next, stepRolls(next, step));
}

export function themeRoll(m: Mission): Effect[] {
  return [
    {
      kind: 'pick',
      purpose: 'Roll for the mission theme',
      rule: 'salvage.mission-setup',
      candidates: m.content.themes.map((t) => t.id),
      then: [{ kind: 'theme', theme: '$pick' }],
    },
  ];
}

export { first };
