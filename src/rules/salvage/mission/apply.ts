import { d8Direction, randomMove, scatter, type D8Face } from '../../board/direction';
import { LEVEL_NAMES } from '../../board/types';
import { resolveFall } from '../../board/falls';
import { judgePool } from '../../dice/pool';
import { eventRowEffects, eventRowText, type SiteEffect } from '../../../content/schemas/salvage';
import { resolveAttack } from '../tables/attack';
import { CONDITIONS } from '../tables/conditions';
import { advanceDanger, dangerLevel, DANGER_LEVEL_NAMES } from '../tables/danger';
import { HAZARDS, wasteChuteDestination } from '../tables/hazards';
import { pickIndex } from '../tables/pick';
import { salvageQuality, SALVAGE_QUALITY_NAMES } from '../tables/salvageQuality';
import { gameLength } from '../tables/postGame';
import type { HazardNumber } from '../types';
import { performAct } from './act';
import { endActivation, startActivation, unitMaxPowerLoad } from './activation';
import { itemsToDrop, maxPower } from '../tables/power';
import {
  boardCentre,
  engagedEnemies,
  isStanding,
  missionBoard,
  pieceById,
  spotDistance,
  unitById,
  unitFigure,
} from './board';
import {
  bindPick,
  boilersOf,
  cardById,
  crewSides,
  first,
  gearById,
  hostiles,
  isCrewSide,
  say,
  withCompany,
  withUnit,
} from './core';
import type { Effect } from './effects.types';
import { climbToward, pushSpot, walkToward } from './geometry';
import { hostileTurn } from './hostiles';
import { placeUnit, applyFall } from './moves';
import { attackPools, initiativeDice, isSuccess, poolRollers, successCount, testTn, unlucky } from './needs';
import { afterPostGameRoll, climbBond, postGameChange } from './postGame';
import { closeRound, passTurn } from './phases';
import { applyTheme, fieldCrews, spawnHostile } from './setup';
import type { Mission, Spot, Unit } from './state';

/**
 * Applying one step of the queue: with the faces rolled for it when it needed dice. Every rule reads its
 * table from src/rules/salvage/tables; this file wires the results into the mission.
 */

type Faces = readonly (readonly number[])[];

const ALERT_RADIUS = 6;

function face(faces: Faces, group = 0, die = 0): number {
  return faces[group]?.[die] ?? 1;
}

function nameOf(m: Mission, id: string): string {
  return unitById(m, id)?.name ?? id;
}

// ——— damage, conditions, noise ———

function damage(m: Mission, unitId: string, amount: number, source: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || amount <= 0) return m;
  const health = Math.max(0, u.health - amount);
  let next = withUnit(m, unitId, (x) => ({ ...x, health, alert: x.side === 'site' ? true : x.alert }));
  next = say(next, `${u.name} takes ${amount} damage from ${source} (${health} Health left).`);
  if (u.side === 'site' && !u.alert) next = say(next, `${u.name} is hurt and turns Alert.`);
  if (health === 0) {
    next = withUnit(next, unitId, (x) => ({ ...x, status: 'mortallyWounded', conditions: [], power: 0 }));
    next = say(next, `${u.name} is Mortally Wounded: face down, out of the fight.`);
  }
  return next;
}

function addCondition(m: Mission, unitId: string, condition: Unit['conditions'][number]): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.status !== 'active' || u.conditions.includes(condition)) return m;
  return say(
    withUnit(m, unitId, (x) => ({ ...x, conditions: [...x.conditions, condition] })),
    `${u.name} is now ${CONDITIONS[condition].name}.`,
  );
}

function crewOfUnit(m: Mission, by: string | null): Mission['crews'][keyof Mission['crews']] | null {
  const u = by === null ? undefined : unitById(m, by);
  return u !== undefined && isCrewSide(u.side) ? (m.crews[u.side] ?? null) : null;
}

/** Advance the Danger Tracker; each new section: the causer draws an event card and the crew gains Blight. */
function moveDanger(m: Mission, steps: number, by: string | null): Mission {
  const { track, entered } = advanceDanger(m.danger, steps);
  let next: Mission = { ...m, danger: track };
  if (track !== m.danger)
    next = say(next, `Danger Tracker ${m.danger} → ${track} (${DANGER_LEVEL_NAMES[dangerLevel(track)]}).`);
  const owed: Effect[] = [];
  for (const level of entered) {
    const crew = crewOfUnit(next, by) ?? undefined;
    next = say(
      next,
      `A new Danger section: ${DANGER_LEVEL_NAMES[level]}. An event card is drawn and the crew gains Blight.`,
    );
    owed.push(
      { kind: 'drawEvent', drawer: by },
      ...(crew === undefined
        ? crewSides(next).map((side) => ({
            kind: 'blight' as const,
            side,
            amount: 1 + next.blightPerSection,
          }))
        : [{ kind: 'blight' as const, side: crew.side, amount: 1 + next.blightPerSection }]),
    );
    if (level === 'maximum') next = say(next, 'Maximum Danger: every airlock stands open.');
  }
  // Sections are resolved in the order they were entered.
  return first(next, owed);
}

function alertRadius(m: Mission): number {
  const theme = m.theme?.effects.find((e) => e.kind === 'noiseRadius');
  return theme?.kind === 'noiseRadius' ? theme.inches : ALERT_RADIUS;
}

function noise(m: Mission, at: Spot, by: string | null): Mission {
  let next: Mission = { ...m, noise: [...m.noise, { at, by }] };
  next = say(next, `Noise${by === null ? '' : ` from ${nameOf(m, by)}`}.`);
  const radius = alertRadius(m);
  for (const h of hostiles(next)) {
    if (h.alert || h.at === null || h.status !== 'active') continue;
    if (spotDistance(next, h.at, at) <= radius + 1e-9) {
      next = say(
        withUnit(next, h.id, (x) => ({ ...x, alert: true })),
        `${h.name} hears it and turns Alert.`,
      );
    }
  }
  return moveDanger(next, 1, by);
}

// ——— tests and attacks ———

function applyTest(m: Mission, e: Effect & { kind: 'test' }, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.status !== 'active') return m;
  const all = [...(faces[0] ?? [])];
  const tn = testTn(u, e.tn);
  const j = judgePool(all, tn);
  const pass = j.successes >= 1;
  let next = u.concentrate > 0 ? withUnit(m, u.id, (x) => ({ ...x, concentrate: 0 })) : m;
  next = say(
    next,
    `${e.purpose}: ${all.join(', ')} at TN ${tn} — ${j.successes} success(es), ${pass ? 'passed' : 'failed'}.`,
  );
  return first(next, pass ? e.pass : e.fail);
}

function applyAttack(m: Mission, e: Effect & { kind: 'attack' }, faces: Faces): Mission {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined || d.status !== 'active') return m;
  const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
  const pools = attackPools(m, e);
  if (pools === null) return m;
  const result = resolveAttack({
    attackFaces: [...(faces[0] ?? [])],
    defenceFaces: [...(faces[1] ?? [])],
    attackTn: pools.attackTn,
    defenceTn: pools.defenceTn,
    melee: e.melee,
    damage: weapon?.damage ?? 1,
    keywords: weapon?.keywords ?? [],
    withinHalfRange: pools.withinHalfRange,
  });
  let next = a.concentrate > 0 ? withUnit(m, a.id, (x) => ({ ...x, concentrate: 0 })) : m;
  next = say(next, `${a.name} → ${d.name}: ${result.notes.join('; ')}.`);
  const after: Effect[] = [];
  if (result.outcome === 'pushApart') {
    after.push(
      { kind: 'push', unit: d.id, away: a.id, inches: 0.5 },
      { kind: 'push', unit: a.id, away: d.id, inches: 0.5 },
    );
  }
  if (result.outcome === 'miss' && weapon?.keywords.includes('Thrown') === true) {
    after.push({ kind: 'note', text: `${weapon.name} misses and clatters away 4" in a random direction.` });
  }
  if (result.outcome === 'hit') {
    const inMelee = engagedEnemies(m, d).length > 0;
    if (result.critLowFiringIntoMelee && inMelee) {
      const candidates = [d.id, ...engagedEnemies(m, d).map((u) => u.id)];
      after.push({
        kind: 'pick',
        purpose: 'Critical low firing into a melee: which Engaged unit takes the hit',
        rule: 'salvage.attack-modifiers',
        candidates,
        then: [{ kind: 'damage', unit: '$pick', amount: result.damage, source: `${a.name}'s stray shot` }],
      });
    } else if (
      weapon?.keywords.includes('Explosive') === true &&
      weapon.blast !== undefined &&
      d.at !== null
    ) {
      after.push(...blast(m, d.at, weapon.blast, result.damage, weapon.name));
    } else {
      after.push({
        kind: 'damage',
        unit: d.id,
        amount: result.damage,
        source: `${a.name}'s ${weapon?.name ?? 'fists'}`,
      });
      if (result.bleeding) after.push({ kind: 'condition', unit: d.id, condition: 'bleeding' });
      if (result.bluntPush > 0)
        after.push({ kind: 'push', unit: d.id, away: a.id, inches: result.bluntPush });
    }
  }
  if (result.twoHandedSplash) {
    for (const enemy of engagedEnemies(m, a)) {
      after.push({ kind: 'damage', unit: enemy.id, amount: 1, source: `${a.name}'s two-handed swing` });
    }
  }
  return first(next, after);
}

/** Explosive: every unit within the blast takes the damage; explosive containers caught in it go off. */
function blast(m: Mission, at: Spot, radius: number, amount: number, what: string): Effect[] {
  const out: Effect[] = [{ kind: 'note', text: `${what} blasts everything within ${radius}".` }];
  for (const u of m.units) {
    if (u.at === null || u.status !== 'active') continue;
    if (spotDistance(m, u.at, at) <= radius + 0.5)
      out.push({ kind: 'damage', unit: u.id, amount, source: what });
  }
  for (const h of m.hazards) {
    const piece = pieceById(m, h.id);
    if (h.hazard !== 4 || h.removed || piece === undefined) continue;
    if (spotDistance(m, { x: piece.x, z: piece.z, level: piece.level }, at) <= radius + 0.5) {
      out.push({ kind: 'explode', hazard: h.id });
    }
  }
  return out;
}

function explodeContainer(m: Mission, id: string): Mission {
  const piece = pieceById(m, id);
  const state = m.hazards.find((h) => h.id === id);
  if (piece === undefined || state === undefined || state.removed) return m;
  const next: Mission = say(
    { ...m, hazards: m.hazards.map((h) => (h.id === id ? { ...h, removed: true } : h)) },
    `The Explosive Container ${id} goes up!`,
  );
  const at: Spot = { x: piece.x, z: piece.z, level: piece.level };
  const hits: Effect[] = [];
  for (const u of next.units) {
    if (u.at !== null && u.status === 'active' && spotDistance(next, u.at, at) <= 3 + 0.5) {
      hits.push({ kind: 'damage', unit: u.id, amount: 1, source: 'the exploding container (no armour)' });
    }
  }
  return first(next, [...hits, { kind: 'noise', at, by: null }]);
}

function applyShove(m: Mission, e: Effect & { kind: 'shove' }, faces: Faces): Mission {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined) return m;
  const atk = judgePool(faces[0] ?? [], testTn(a, 6)).successes;
  const def = judgePool(faces[1] ?? [], testTn(d, 6)).successes;
  const next = a.concentrate > 0 ? withUnit(m, a.id, (x) => ({ ...x, concentrate: 0 })) : m;
  if (atk > def) {
    return first(
      say(next, `${a.name} wins the shove (${atk} to ${def}) and drives ${d.name} back ${a.stats.muscle}".`),
      [{ kind: 'push', unit: d.id, away: a.id, inches: a.stats.muscle }],
    );
  }
  return first(say(next, `The shove stalls (${atk} to ${def}): both are pushed 1" apart.`), [
    { kind: 'push', unit: d.id, away: a.id, inches: 0.5 },
    { kind: 'push', unit: a.id, away: d.id, inches: 0.5 },
  ]);
}

function push(m: Mission, e: Effect & { kind: 'push' }): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.at === null || u.status === 'escaped') return m;
  const away =
    unitById(m, e.away)?.at ??
    (pieceById(m, e.away) === undefined
      ? null
      : { ...u.at, x: pieceById(m, e.away)?.x ?? 0, z: pieceById(m, e.away)?.z ?? 0 });
  if (away === null) return m;
  const dx = u.at.x - away.x;
  const dz = u.at.z - away.z;
  const len = Math.hypot(dx, dz) || 1;
  const straight: Spot = { ...u.at, x: u.at.x + (dx / len) * e.inches, z: u.at.z + (dz / len) * e.inches };
  const board = missionBoard(m, u.id);
  const fall = resolveFall(board, unitFigure(u, straight), straight, 'forced');
  const b = m.content.board;
  const onTable = straight.x > 0 && straight.z > 0 && straight.x < b.width && straight.z < b.depth;
  if (onTable && fall.drop > 1.01) {
    return applyFall(say(m, `${u.name} is pushed over an edge (a forced fall, no test).`), u.id, fall);
  }
  const spot = pushSpot(m, u, away, e.inches);
  if (spot === null) return say(m, `${u.name} has nowhere to be pushed to.`);
  return placeUnit(say(m, `${u.name} is pushed ${e.inches}".`), u.id, spot);
}

// ——— site effects of event cards ———

function whoIds(
  m: Mission,
  who: Extract<SiteEffect, { who: unknown }>['who'],
  drawer: string | null,
): string[] | 'random' {
  const onLevel = (u: Unit) => isStanding(u) && (who.level === undefined || u.at?.level === who.level);
  switch (who.units) {
    case 'drawer':
      // Reading: the Enemy Phase card is drawn by a player, not a unit; "the drawer" is then a random
      // Boiler of the crews.
      return drawer === null ? 'random' : [drawer].filter((id) => onLevel(unitById(m, id) ?? ({} as Unit)));
    case 'randomBoiler':
      return 'random';
    case 'allBoilers':
      return m.units.filter((u) => u.side !== 'site' && onLevel(u)).map((u) => u.id);
    case 'allHostiles':
      return hostiles(m)
        .filter(onLevel)
        .map((u) => u.id);
    case 'allUnits':
      return m.units.filter(onLevel).map((u) => u.id);
  }
}

function forWho(
  m: Mission,
  who: Extract<SiteEffect, { who: unknown }>['who'],
  drawer: string | null,
  make: (id: string) => Effect[],
): Effect[] {
  const ids = whoIds(m, who, drawer);
  if (ids !== 'random') return ids.flatMap(make);
  const candidates = m.units
    .filter(
      (u) => u.side !== 'site' && isStanding(u) && (who.level === undefined || u.at?.level === who.level),
    )
    .map((u) => u.id);
  if (candidates.length === 0) return [];
  return [
    {
      kind: 'pick',
      purpose: 'The event strikes a random Boiler',
      rule: 'salvage.event-cards',
      candidates,
      then: make('$pick'),
    },
  ];
}

function siteEffect(m: Mission, fx: SiteEffect, drawer: string | null): Effect[] {
  switch (fx.kind) {
    case 'none':
      return [];
    case 'danger':
      return [{ kind: 'danger', amount: fx.amount, by: drawer }];
    case 'noise': {
      const at =
        fx.at === 'drawer' && drawer !== null ? (unitById(m, drawer)?.at ?? boardCentre(m)) : boardCentre(m);
      return [{ kind: 'noise', at, by: fx.at === 'drawer' ? drawer : null }];
    }
    case 'blight':
      return [{ kind: 'blight', side: null, amount: fx.amount }];
    case 'damage':
      return forWho(m, fx.who, drawer, (id) => [
        {
          kind: 'damage',
          unit: id,
          amount: fx.amount,
          source: fx.ignoresArmour ? 'the event (no armour)' : 'the event',
        },
      ]);
    case 'condition':
      return forWho(m, fx.who, drawer, (id) => [{ kind: 'condition', unit: id, condition: fx.condition }]);
    case 'fall':
      return forWho(m, fx.who, drawer, (id) => [{ kind: 'fall', unit: id, damage: null }]);
    case 'test':
      return forWho(m, fx.who, drawer, (id) => [
        {
          kind: 'test',
          unit: id,
          stat: fx.stat,
          tn: fx.tn,
          purpose: `${nameOf(m, id)}: ${fx.stat === 'muscle' ? 'Muscle' : 'Smarts'} test against the event`,
          rule: 'salvage.event-cards',
          pass: [],
          fail: fx.onFail.map((f): Effect => {
            switch (f.kind) {
              case 'damage':
                return {
                  kind: 'damage',
                  unit: id,
                  amount: f.amount,
                  source: f.ignoresArmour ? 'the event (no armour)' : 'the event',
                };
              case 'condition':
                return { kind: 'condition', unit: id, condition: f.condition };
              case 'fall':
                return { kind: 'fall', unit: id, damage: null };
              case 'blight':
                return { kind: 'blight', side: null, amount: f.amount };
            }
          }),
        },
      ]);
    case 'alertAll':
      return hostiles(m)
        .filter((h) => h.status === 'active' && !h.alert)
        .map((h) => ({ kind: 'alert', unit: h.id }) as const);
    case 'spawnHostile': {
      const slots = m.content.mission.hostileSlots.map((_, i) => String(i));
      const deck = fx.cardId === undefined ? m.content.mission.hostileDeck : [fx.cardId];
      return [
        {
          kind: 'pick',
          purpose: 'A new hostile arrives: which hostile slot',
          rule: 'salvage.event-cards',
          candidates: slots,
          then: [{ kind: 'spawnAt', slot: '$pick', deck: [...deck] }],
        },
      ];
    }
    case 'openAirlocks':
      return [{ kind: 'openAirlocks' }];
    case 'lockAirlock': {
      const open = m.airlocks.filter((a) => !a.locked).map((a) => a.id);
      return open.length === 0
        ? []
        : [
            {
              kind: 'pick',
              purpose: 'Which airlock seals for good',
              rule: 'salvage.event-cards',
              candidates: open,
              then: [{ kind: 'lockAirlock', airlock: '$pick' }],
            },
          ];
    }
  }
}

function drawEvent(m: Mission, e: Effect & { kind: 'drawEvent' }, faces: Faces): Mission {
  let deck = m.deck;
  let discard = m.discard;
  if (deck.length === 0) {
    deck = discard;
    discard = [];
  }
  if (deck.length === 0) return say(m, 'There are no event cards at all.');
  const index = deck.length === 1 ? 0 : pickIndex(Math.min(deck.length, 20), face(faces));
  if (index === null) return first(m, [e]);
  const cardId = deck[index] ?? '';
  const card = m.content.events.find((c) => c.id === cardId);
  deck = deck.filter((_, i) => i !== index);
  discard = [...discard, cardId];
  if (deck.length === 0) {
    deck = discard;
    discard = [];
  }
  const level = dangerLevel(m.danger);
  const row = card?.effects[level];
  if (card === undefined || row === undefined) return { ...m, deck, discard };
  const text = eventRowText(row);
  let next: Mission = { ...m, deck, discard, lastEvent: { cardId, level, text } };
  next = say(next, `Event card “${card.name}” at ${DANGER_LEVEL_NAMES[level]}: ${text}`);
  const effects = eventRowEffects(row);
  if (effects === null) return say(next, 'This row has no automatic effect: apply it by hand.');
  return first(next, [{ kind: 'siteEffects', drawer: e.drawer, effects }]);
}

// ——— pick and the notes that carry a follow-up ———

function applyPick(m: Mission, e: Effect & { kind: 'pick' }, faces: Faces | null): Mission {
  if (e.candidates.length === 0) return m;
  const n = Math.min(e.candidates.length, 20);
  const index = e.candidates.length === 1 ? 0 : pickIndex(n, face(faces ?? []));
  if (index === null) return first(m, [e]);
  const chosen = e.candidates[index] ?? '';
  const then = e.then.map((x) => bindPick(x, chosen));
  return first(say(m, `${e.purpose}: ${unitById(m, chosen)?.name ?? chosen}.`), then);
}

// ——— moves the dice decide ———

function wander(
  m: Mission,
  unitId: string,
  inches: number,
  d8: number,
  what: string,
  oneStays = true,
): Mission {
  const u = unitById(m, unitId);
  if (u === undefined || u.at === null) return m;
  if (!oneStays && d8 === 1) {
    // Only Unalert wanderers stay put on a 1 (D8 direction); any other random move goes the 1's way.
    const dir = d8Direction(1);
    const b = m.content.board;
    const goal = {
      ...u.at,
      x: Math.min(Math.max(u.at.x + dir.dx * inches, 0.5), b.width - 0.5),
      z: Math.min(Math.max(u.at.z + dir.dz * inches, 0.5), b.depth - 0.5),
    };
    const to = walkToward(m, u, goal, inches, 0);
    return to === null
      ? say(m, `${u.name} ${what} ${dir.name} but is blocked.`)
      : placeUnit(say(m, `${u.name} ${what} ${dir.name}.`), u.id, to);
  }
  const intent = randomMove(m.content.board, u.at, d8 as D8Face, inches);
  if (intent.outcome === 'no-move') return say(m, `${u.name} ${what}: a 1, it stays put.`);
  const goal: Spot = { ...u.at, x: intent.x, z: intent.z };
  const walked = walkToward(m, u, goal, inches, 0);
  const walkedInches = walked === null ? 0 : Math.hypot(walked.x - u.at.x, walked.z - u.at.z);
  // Unalert hostiles climb when their move reaches a climbable surface with distance to spare.
  const climbed =
    oneStays && walkedInches < intent.moved - 0.25 ? climbToward(m, u, goal, inches, walkedInches) : null;
  const to = climbed ?? walked;
  if (to === null) return say(m, `${u.name} ${what} ${intent.direction ?? ''} but is blocked.`);
  if (climbed !== null) {
    return placeUnit(
      say(m, `${u.name} ${what} ${intent.direction ?? ''} and climbs to ${LEVEL_NAMES[climbed.level]}.`),
      u.id,
      climbed,
    );
  }
  return placeUnit(
    say(
      m,
      `${u.name} ${what} ${intent.direction ?? ''} (${intent.outcome === 'toward-centre' ? 'toward the centre' : intent.outcome}).`,
    ),
    u.id,
    to,
  );
}

function applyWasteChute(m: Mission, e: Effect & { kind: 'wasteChute' }, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  if (u === undefined || u.at === null) return m;
  const level = wasteChuteDestination(u.at.level, face(faces));
  const next =
    level === u.at.level
      ? say(m, `The chute heaves but ${u.name} stays on its depth.`)
      : placeUnit(
          say(m, `The Waste Chute carries ${u.name} ${level < u.at.level ? 'up' : 'down'} a depth.`),
          u.id,
          { x: u.at.x, z: u.at.z, level },
        );
  return first(next, [{ kind: 'damage', unit: u.id, amount: 1, source: 'the Waste Chute' }]);
}

function applyQuality(m: Mission, e: Effect & { kind: 'quality' }, faces: Faces): Mission {
  const u = unitById(m, e.unit);
  const site = pieceById(m, e.site);
  if (u === undefined || site === undefined) return m;
  const q = salvageQuality(face(faces), site.level, dangerLevel(m.danger));
  const next = say(
    m,
    `Quality ${q.total}: ${SALVAGE_QUALITY_NAMES[q.quality]} — extraction at TN ${q.extractTn}.`,
  );
  return first(next, [
    {
      kind: 'test',
      unit: u.id,
      stat: 'muscle',
      tn: q.extractTn,
      purpose: `${u.name}: extract ${SALVAGE_QUALITY_NAMES[q.quality]} salvage (Muscle test, TN ${q.extractTn})`,
      rule: 'salvage.salvage-quality',
      pass: [
        { kind: 'gainSalvage', unit: u.id, site: site.id, quality: q.quality },
        ...(u.at === null ? [] : [{ kind: 'noise' as const, at: u.at, by: u.id }]),
      ],
      fail: [{ kind: 'note', text: `${u.name} fails to pry it loose (no Noise on a failed extraction).` }],
    },
  ]);
}

/**
 * Unlucky (conditions table): "Re-roll all successes once; keep the second result." When a roller of this
 * pool roll is Unlucky and threw successes, the re-roll comes first; the roll is read after it.
 */
function unluckyReroll(m: Mission, e: Effect, faces: Faces): Effect | null {
  if ((e.kind !== 'test' && e.kind !== 'attack' && e.kind !== 'shove') || e.rerolled === true) return null;
  const rollers = poolRollers(m, e);
  if (rollers === null) return null;
  const groups = rollers.flatMap((r, g) =>
    unlucky(r.unit) && successCount(faces[g] ?? [], r.tn) > 0 ? [g] : [],
  );
  return groups.length === 0 ? null : { kind: 'reroll', of: e, faces, groups };
}

function applyReroll(m: Mission, e: Effect & { kind: 'reroll' }, faces: Faces): Mission {
  const rollers = poolRollers(m, e.of) ?? [];
  const combined = e.faces.map((thrown, g) => {
    const at = e.groups.indexOf(g);
    if (at < 0) return thrown;
    const tn = rollers[g]?.tn ?? 6;
    return [...thrown.filter((f) => !isSuccess(f, tn)), ...(faces[at] ?? [])];
  });
  const of = e.of;
  const next = say(m, `Unlucky re-roll: ${combined.map((g) => g.join(', ')).join(' / ')}.`);
  if (of.kind === 'test') return applyTest(next, { ...of, rerolled: true }, combined);
  if (of.kind === 'attack') return applyAttack(next, { ...of, rerolled: true }, combined);
  if (of.kind === 'shove') return applyShove(next, { ...of, rerolled: true }, combined);
  return next;
}

/** Applies the step at the front of the queue; `faces` answer its roll when it needed one. */
export function applyEffect(m0: Mission, e: Effect, faces: Faces | null): Mission {
  const m: Mission = { ...m0, queue: m0.queue.slice(1) };
  const f = faces ?? [];
  const unluckyFirst = faces === null ? null : unluckyReroll(m, e, faces);
  if (unluckyFirst !== null)
    return first(say(m, 'Unlucky: the successes must be thrown again.'), [unluckyFirst]);
  switch (e.kind) {
    case 'reroll':
      return faces === null ? m : applyReroll(m, e, f);
    case 'test':
      return faces === null ? m : applyTest(m, e, f);
    case 'attack':
      return faces === null ? m : applyAttack(m, e, f);
    case 'shove':
      return faces === null ? m : applyShove(m, e, f);
    case 'pick':
      return applyPick(m, e, faces);
    case 'unalertMove': {
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active') return m;
      // Alerted earlier in this part of the phase: it acts with the Alert hostiles instead.
      if (u.alert) return say(m, `${u.name} is Alert now: it will act on its Motivations.`);
      return wander(m, e.unit, u.stats.move, face(f), 'wanders');
    }
    case 'randomMove':
      return wander(m, e.unit, e.inches, face(f), 'is flung', false);
    case 'initiative': {
      const sides = initiativeDice(m);
      const scores = sides.map((s, i) => ({ side: s.side, n: judgePool(f[i] ?? [], 6).successes }));
      const [x, y] = scores;
      if (x === undefined || y === undefined || x.n === y.n)
        return first(say(m, 'Initiative is tied: roll again.'), [e]);
      const winner = x.n > y.n ? x.side : y.side;
      return say(
        { ...m, initiative: winner },
        `${winner === 'attacker' ? 'Attacker' : 'Defender'} wins initiative (${x.n} to ${y.n}) and chooses who activates first.`,
      );
    }
    case 'rollOff': {
      const a = face(f, 0);
      const b = face(f, 1);
      if (a === b) return first(say(m, `Roll-off tied at ${a}: again.`), [e]);
      return a > b
        ? say(m, `Crew A rolls ${a} to ${b}: Crew A is the Attacker.`)
        : swapSides(say(m, `Crew B rolls ${b} to ${a}: Crew B is the Attacker.`));
    }
    case 'drawEvent':
      return drawEvent(m, e, f);
    case 'quality':
      return applyQuality(m, e, f);
    case 'hazardRoll': {
      const hazard = face(f) as HazardNumber;
      return say(
        { ...m, hazards: m.hazards.map((h) => (h.id === e.hazard ? { ...h, hazard } : h)) },
        `Hazard ${e.hazard} is a ${HAZARDS[hazard].name}.`,
      );
    }
    case 'hostileCard': {
      const deck = m.content.mission.hostileDeck;
      const index = deck.length === 1 ? 0 : pickIndex(deck.length, face(f));
      if (index === null) return first(m, [e]);
      return spawnHostile(m, deck[index] ?? '', e.slot, false);
    }
    case 'winCondition': {
      const list = m.content.mission.winConditions;
      const index = list.length === 1 ? 0 : pickIndex(list.length, face(f));
      const other = e.side === 'attacker' ? m.crews.defender : m.crews.attacker;
      const chosen = index === null ? undefined : list[index];
      if (chosen === undefined || (other?.winCondition?.id === chosen.id && list.length > 1))
        return first(m, [e]);
      const crew = m.crews[e.side];
      if (crew === undefined) return m;
      return say(
        { ...m, crews: { ...m.crews, [e.side]: { ...crew, winCondition: chosen } } },
        `${e.side === 'attacker' ? 'Attacker' : 'Defender'}'s win condition: ${chosen.name} — ${chosen.text} (${chosen.scrip} Scrip).`,
      );
    }
    case 'gameLength': {
      const rounds = gameLength(face(f));
      return say({ ...m, roundLimit: rounds }, `Game length: ${face(f)} on the D4 — ${rounds} rounds.`);
    }
    case 'wasteChute':
      return applyWasteChute(m, e, f);
    case 'scatter': {
      const weapon = gearById(m, e.weapon);
      const landed = scatter(m.content.board, e.at, face(f) as D8Face, 4);
      const at: Spot = { ...e.at, x: landed.x, z: landed.z };
      const next = say(m, `The throw scatters ${landed.direction} and lands 4" off.`);
      return weapon?.blast === undefined
        ? next
        : first(next, blast(next, at, weapon.blast, weapon.damage ?? 1, weapon.name));
    }
    case 'injury':
    case 'statLoss':
    case 'transitFind':
    case 'blightCheck':
    case 'manifestation':
      return afterPostGameRoll(m, e, f);
    case 'act':
      return performAct(m, e.order);
    case 'hostileTurn':
      return hostileTurn(m, e.unit);
    case 'activationStart':
      return startActivation(m, e.unit);
    case 'activationEnd':
      return endActivation(m, e.unit);
    case 'damage':
      return damage(m, e.unit, e.amount, e.source);
    case 'condition':
      return addCondition(m, e.unit, e.condition);
    case 'noise':
      return noise(m, e.at, e.by);
    case 'danger':
      return moveDanger(m, e.amount, e.by);
    case 'blight': {
      const sides = e.side === null ? crewSides(m) : [e.side];
      let next = m;
      for (const side of sides) {
        // Damaged Filters: only the first Blight gain of the mission is 1 more (its journal line marks it).
        const filters = `Damaged Filters: the ${side}'s first Blight gain this mission is 1 more.`;
        const extra =
          boilersOf(next, side).some((u) => u.injuries.includes('damagedFilters')) &&
          !next.journal.includes(filters)
            ? 1
            : 0;
        next = withCompany(next, side, (c) => ({ ...c, blight: c.blight + e.amount + extra }));
        next = say(next, ...(extra > 0 ? [filters] : []), `The crew gains ${e.amount + extra} Blight.`);
      }
      return next;
    }
    case 'alert': {
      const u = unitById(m, e.unit);
      return u === undefined || u.alert
        ? m
        : say(
            withUnit(m, e.unit, (x) => ({ ...x, alert: true })),
            `${u.name} turns Alert.`,
          );
    }
    case 'fall': {
      const u = unitById(m, e.unit);
      if (u === undefined || u.at === null || u.status !== 'active') return m;
      if (e.damage !== null) {
        const board = missionBoard(m, u.id);
        const result = resolveFall(board, unitFigure(u, u.at), u.at, 'forced');
        return applyFall(m, u.id, { ...result, damage: e.damage });
      }
      const lower = Math.min(3, u.at.level + 1) as Spot['level'];
      const landing: Spot = { x: u.at.x, z: u.at.z, level: lower };
      return first(placeUnit(say(m, `${u.name} drops to a lower depth.`), u.id, landing), [
        { kind: 'damage', unit: u.id, amount: 1, source: 'the drop' },
        { kind: 'condition', unit: u.id, condition: 'prone' },
      ]);
    }
    case 'push':
      return push(m, e);
    case 'siteEffects':
      return first(
        m,
        e.effects.flatMap((fx) => siteEffect(m, fx, e.drawer)),
      );
    case 'note':
      return say(m, e.text);
    case 'door':
      return say(
        { ...m, doors: { ...m.doors, [e.piece]: e.open } },
        `Door ${e.piece} is now ${e.open ? 'open' : 'closed'}.`,
      );
    case 'exit': {
      const u = unitById(m, e.unit);
      if (u === undefined) return m;
      const airlocks = m.airlocks.map((a) =>
        a.id === e.airlock ? { ...a, uses: a.uses + 1, locked: a.uses + 1 >= 3 } : a,
      );
      const state = airlocks.find((a) => a.id === e.airlock);
      let next = withUnit({ ...m, airlocks }, u.id, (x) => ({ ...x, at: null, status: 'escaped' }));
      next = say(next, `${u.name} cycles out through airlock ${e.airlock} and escapes.`);
      if (state?.locked === true)
        next = say(next, `Airlock ${e.airlock} has let 3 units out: it locks for good.`);
      return next;
    }
    case 'search': {
      const h = unitById(m, e.hostile);
      const by = unitById(m, e.by);
      if (h === undefined || by === undefined || !isCrewSide(by.side)) return m;
      const scrip = cardById(m, h.cardId)?.scrip ?? 0;
      const side = by.side;
      let next = withUnit(m, h.id, (x) => ({ ...x, searched: true }));
      next = withCompany(next, side, (c) => ({ ...c, scrip: c.scrip + scrip }));
      const crew = next.crews[side];
      if (crew !== undefined)
        next = { ...next, crews: { ...next.crews, [side]: { ...crew, searched: crew.searched + 1 } } };
      return say(next, `${by.name} searches ${h.name}: +${scrip} Scrip.`);
    }
    case 'place':
      return placeUnit(m, e.unit, e.to);
    case 'gainSalvage': {
      const next = withUnit(m, e.unit, (x) => ({ ...x, salvage: [...x.salvage, e.quality] }));
      const sites = next.sites.map((s) => (s.id === e.site ? { ...s, extractions: s.extractions + 1 } : s));
      const got = say(
        { ...next, sites },
        `${nameOf(m, e.unit)} pulls out a ${SALVAGE_QUALITY_NAMES[e.quality]} salvage token.`,
      );
      return first(got, capacityDrops(got, e.unit));
    }
    case 'spawn':
      return spawnHostile(m, e.cardId, e.slot, true);
    case 'spawnAt':
      return first(m, [
        {
          kind: 'pick',
          purpose: 'Which hostile card arrives',
          rule: 'salvage.event-cards',
          candidates: e.deck,
          then: [{ kind: 'spawn', cardId: '$pick', slot: Number(e.slot) }],
        },
      ]);
    case 'explode':
      return explodeContainer(m, e.hazard);
    case 'choose':
      return e.candidates.length === 0
        ? m
        : { ...m, choice: { purpose: e.purpose, rule: e.rule, candidates: e.candidates, then: e.then } };
    case 'blast': {
      const weapon = gearById(m, e.weapon);
      return weapon?.blast === undefined
        ? m
        : first(m, blast(m, e.at, weapon.blast, weapon.damage ?? 1, weapon.name));
    }
    case 'openAirlocks':
      return say({ ...m, airlocksOpen: true }, 'Every airlock grinds open: they cycle without a test.');
    case 'lockAirlock':
      return say(
        { ...m, airlocks: m.airlocks.map((a) => (a.id === e.airlock ? { ...a, locked: true } : a)) },
        `Airlock ${e.airlock} seals for good.`,
      );
    case 'theme':
      return applyTheme(m, e.theme);
    case 'fieldCrews':
      return fieldCrews(m);
    case 'closeRound':
      return closeRound(m);
    case 'passTurn':
      return passTurn({ ...m, stage: { kind: 'boilerPhase', active: null, turn: e.side } }, e.side);
    case 'postGameStep': {
      const next: Mission = { ...m, stage: { kind: 'postGame', step: e.step } };
      return e.step === 'downtime'
        ? say(next, 'Downtime: spend Scrip, buy and sell gear, then set out on the next mission.')
        : next;
    }
    case 'climbBond':
      return climbBond(m);
    case 'loseBoiler':
    case 'curse':
    case 'destroyItem':
      return postGameChange(m, e);
    case 'dropItem': {
      const u = unitById(m, e.unit);
      const item = gearById(m, e.item);
      if (u === undefined) return m;
      const at = u.gear.indexOf(e.item);
      const dropped = say(
        withUnit(m, e.unit, (x) => ({ ...x, gear: x.gear.filter((_, i) => i !== at) })),
        `${u.name} is so over Capacity it has no Power left: it drops ${item?.name ?? e.item}.`,
      );
      return first(dropped, capacityDrops(dropped, e.unit));
    }
  }
}

/**
 * Capacity: "If max Power = 0, drop random items until 1 max Power remains." One random item at a time;
 * each drop is checked again. Reading: salvage tokens are not items, so only gear is dropped.
 */
function capacityDrops(m: Mission, unitId: string): Effect[] {
  const u = unitById(m, unitId);
  if (u === undefined || u.gear.length === 0) return [];
  const over = unitMaxPowerLoad(m, u);
  if (!itemsToDrop(maxPower({ power: u.stats.power, overCapacity: over }))) return [];
  return [
    {
      kind: 'pick',
      purpose: `${u.name} is over Capacity with no Power left: which item it drops`,
      rule: 'salvage.capacity',
      candidates: [...u.gear],
      then: [{ kind: 'dropItem', unit: unitId, item: '$pick' }],
    },
  ];
}

function swapSides(m: Mission): Mission {
  const { attacker, defender } = m.companies;
  const swapped = {
    ...(defender === undefined ? {} : { attacker: { ...defender, side: 'attacker' as const } }),
    ...(attacker === undefined ? {} : { defender: { ...attacker, side: 'defender' as const } }),
  };
  return { ...m, companies: swapped };
}
