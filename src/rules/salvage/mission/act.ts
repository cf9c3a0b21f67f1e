import { airlockInteractTn, airlocksOpenAutomatically, dangerLevel } from '../tables/danger';
import { ACTIONS, DISENGAGE_INCHES } from '../tables/actions';
import { CONDITIONS } from '../tables/conditions';
import { engagedEnemies, missionBoard, pieceById, pieceSpot, thePiece, unitById } from './board';
import { containerTarget, moveCheck, orderCost } from './checks';
import { first, gearById, removeGear, say, withCompany, withUnit } from './core';
import type { Effect } from './effects.types';
import { applyFall, placeUnit } from './moves';
import type { ActionOrder, MoveOrder } from './orders';
import { awayFrom, pointOfFall } from './geometry';
import type { Mission, Spot, Unit } from './state';
import type { Gear } from '../../../content/schemas/salvage';
import type { TerrainPiece } from '../../board/types';
import { footprintExtents } from '../../board/terrain';

/**
 * Carrying out an order the rules have accepted: pay its Power, do it, and queue what follows (tests,
 * attacks, Noise). Called from the queue (`act` steps) so conditions that strike "before each action"
 * (Burning, Poisoned) have been resolved first.
 */

function pay(m: Mission, u: Unit, order: ActionOrder): Mission {
  const cost = orderCost(u, order.action);
  return withUnit(m, u.id, (x) => ({
    ...x,
    power: Math.max(0, x.power - cost),
    actionsTaken: x.actionsTaken + 1,
  }));
}

function noiseAt(u: Unit): Effect[] {
  return u.at === null ? [] : [{ kind: 'noise', at: u.at, by: u.id }];
}

function performMove(m: Mission, u: Unit, order: MoveOrder): Mission {
  if (u.at === null) return m;
  const result = moveCheck(m, u, order.action, order);
  if (result === null || !result.legal) return say(m, { kind: 'moveRefused', unit: u.id });
  let next = say(m, { kind: 'moved', unit: u.id, action: order.action, distance: result.distance });
  const end = result.fall === undefined ? result.end : result.fall.landing;
  if (order.action === 'launch' || order.action === 'scale') {
    // The Muscle test decides whether the unit gets there at all: a failure falls part-way (the nearest
    // lower depth or the edge), takes the fall's damage and lies Prone; it never reaches the far side.
    // Run, Launch and Scale are marked ● on the action table: Noise, whether the test passes or not.
    const from = pointOfFall(missionBoard(next, u.id), u.at, end);
    return first(next, [
      {
        kind: 'test',
        unit: u.id,
        stat: 'muscle',
        tn: 6,
        purpose: `${u.name}: ${ACTIONS[order.action].name} — Muscle test or fall`,
        rule: 'salvage.actions',
        pass: [
          { kind: 'place', unit: u.id, to: end },
          { kind: 'noise', at: end, by: u.id },
        ],
        fail: [
          { kind: 'note', event: { kind: 'lostGrip', unit: u.id } },
          {
            kind: 'fall',
            unit: u.id,
            damage: null,
            from,
            cause: order.action === 'launch' ? 'failed-launch' : 'failed-scale',
          },
          { kind: 'noise', at: from, by: u.id },
        ],
      },
    ]);
  }
  if (result.fall !== undefined) next = applyFall(next, u.id, result.fall);
  else next = placeUnit(next, u.id, end);
  const after: Effect[] = [];
  if (order.action === 'run') after.push({ kind: 'noise', at: end, by: u.id });
  if ((order.action === 'move' || order.action === 'crawl') && u.conditions.includes('pickled')) {
    after.push(
      { kind: 'note', event: { kind: 'pickledNoise', unit: u.id } },
      { kind: 'noise', at: end, by: u.id },
    );
  }
  return first(next, after);
}

function performInteract(m: Mission, u: Unit, order: ActionOrder & { action: 'interact' }): Mission {
  const piece = pieceById(m, order.target);
  const noise = noiseAt(u);
  if (piece?.kind === 'door') {
    const open = m.doors[piece.id] ?? piece.open ?? false;
    const closing: Effect[] = [];
    if (open) {
      const { sx, sz } = footprintExtents(piece);
      for (const o of m.units) {
        if (o.at === null || o.at.level !== piece.level || o.status === 'escaped') continue;
        const inside = Math.abs(o.at.x - piece.x) < sx / 2 + 0.5 && Math.abs(o.at.z - piece.z) < sz / 2 + 0.5;
        if (!inside) continue;
        closing.push(
          { kind: 'damage', unit: o.id, amount: 3, source: thePiece(piece.id, 'door') },
          { kind: 'push', unit: o.id, away: piece.id, inches: Math.max(sx, sz) / 2 + 1 },
        );
      }
    }
    return first(m, [
      {
        kind: 'test',
        unit: u.id,
        stat: 'smarts',
        tn: 6,
        purpose: `${u.name}: ${open ? 'close' : 'open'} ${thePiece(piece.id, 'door')} (Interact, Smarts test)`,
        rule: 'salvage.doors',
        pass: [{ kind: 'door', piece: piece.id, open: !open }, ...closing],
        fail: [{ kind: 'note', event: { kind: 'doorStuck', piece: piece.id } }],
      },
      ...noise,
    ]);
  }
  if (piece?.kind === 'airlock') {
    const exit = order.exit ?? u.id;
    const level = dangerLevel(m.danger);
    const go: Effect[] = [{ kind: 'exit', unit: exit, airlock: piece.id }];
    if (airlocksOpenAutomatically(level) || m.airlocksOpen) {
      return first(m, [{ kind: 'note', event: { kind: 'airlockFree' } }, ...go, ...noise]);
    }
    return first(m, [
      {
        kind: 'test',
        unit: u.id,
        stat: 'smarts',
        tn: airlockInteractTn(level) ?? 6,
        purpose: `${u.name}: cycle ${thePiece(piece.id, 'airlock')} (Interact, Smarts test)`,
        rule: 'salvage.airlocks',
        pass: go,
        fail: [{ kind: 'note', event: { kind: 'airlockRefuses', piece: piece.id } }],
      },
      ...noise,
    ]);
  }
  const hostile = unitById(m, order.target);
  if (hostile === undefined) return m;
  return first(m, [
    {
      kind: 'test',
      unit: u.id,
      stat: 'smarts',
      tn: 6,
      purpose: `${u.name}: search ${hostile.name} for Scrip (Interact, Smarts test)`,
      rule: 'salvage.mortally-wounded',
      pass: [{ kind: 'search', hostile: hostile.id, by: u.id }],
      fail: [{ kind: 'note', event: { kind: 'searchFailed', unit: u.id, hostile: hostile.id } }],
    },
    ...noise,
  ]);
}

function performUse(m: Mission, u: Unit, order: ActionOrder & { action: 'useItem' }): Mission {
  const item = gearById(m, order.item);
  if (item?.use === undefined) return m;
  const use = item.use;
  const targetId = order.target ?? u.id;
  let next = m;
  const consumable = item.consumable ?? item.kind === 'ration';
  next = say(next, { kind: 'itemUsed', unit: u.id, item: item.id });
  if (consumable) next = removeGear(next, u.id, item.id);
  switch (use.kind) {
    case 'heal':
      return withUnit(next, targetId, (x) => ({
        ...x,
        health: Math.min(x.maxHealth, x.health + use.amount),
      }));
    case 'removeExert':
      return withUnit(next, targetId, (x) => ({ ...x, exert: Math.max(0, x.exert - use.amount) }));
    case 'removeCondition':
      return withUnit(next, targetId, (x) => {
        // Conditions table: Pickled (†) ends only with the item that gave it, so an item that removes a
        // Condition removes what First Aid could, never Pickled.
        const removable = x.conditions.filter((c) => CONDITIONS[c].removable === 'firstAid');
        const gone = new Set(removable.slice(0, use.amount));
        return { ...x, conditions: x.conditions.filter((c) => !gone.has(c)) };
      });
    case 'removeBlight':
      return u.side === 'site'
        ? next
        : withCompany(next, u.side, (c) => ({ ...c, blight: Math.max(0, c.blight - use.amount) }));
  }
}

/**
 * Hazard 4, Explosive Container: "Takes any damage: removed; all within 3" take 1 dmg (no armour) + Noise."
 *
 * Reading (salvage.hazards): a container has no Armour and makes no defence roll, so an attack on it is a
 * Simple Test of the attack stat (Muscle in melee, Smarts at range): one success is a hit, and any hit
 * damages it, so it goes off. An Explosive weapon that hits blasts there (setting the container off with
 * everything else in reach); a Thrown weapon that misses scatters from it.
 */
function containerAttack(
  u: Unit,
  piece: TerrainPiece,
  weapon: Gear | undefined,
  action: 'meleeAttack' | 'rangedAttack',
): Effect[] {
  const melee = action === 'meleeAttack';
  const at: Spot = pieceSpot(piece);
  const explosive = weapon?.keywords.includes('Explosive') === true && weapon.blast !== undefined;
  const thrown = weapon?.keywords.includes('Thrown') === true;
  return [
    {
      kind: 'test',
      unit: u.id,
      stat: melee ? 'muscle' : 'smarts',
      tn: 6,
      purpose: `${u.name} ${melee ? 'strikes' : 'shoots'} ${thePiece(piece.id, 'Explosive Container')}${weapon === undefined ? '' : ` with ${weapon.name}`}: one success sets it off`,
      rule: 'salvage.hazards',
      pass: explosive ? [{ kind: 'blast', at, weapon: weapon.id }] : [{ kind: 'explode', hazard: piece.id }],
      fail: thrown ? [{ kind: 'scatter', attacker: u.id, weapon: weapon.id, at }] : [],
    },
  ];
}

/** Carries out an accepted order. */
export function performAct(m: Mission, order: ActionOrder): Mission {
  const u = unitById(m, order.unit);
  if (u === undefined || u.status !== 'active' || u.at === null) return m;
  const paid = pay(m, u, order);
  const me = unitById(paid, u.id) ?? u;
  switch (order.action) {
    case 'move':
    case 'crawl':
    case 'run':
    case 'jump':
    case 'launch':
    case 'climb':
    case 'scale':
      return performMove(paid, me, order);
    case 'standUp':
      return say(
        withUnit(paid, u.id, (x) => ({ ...x, conditions: x.conditions.filter((c) => c !== 'prone') })),
        { kind: 'stoodUp', unit: u.id },
      );
    case 'goProne':
      return say(
        withUnit(paid, u.id, (x) => ({ ...x, conditions: [...x.conditions, 'prone'] })),
        { kind: 'wentProne', unit: u.id },
      );
    case 'concentrate':
      return say(
        withUnit(paid, u.id, (x) => ({ ...x, concentrate: x.concentrate + 1 })),
        { kind: 'concentrated', unit: u.id },
      );
    case 'exert':
      return say(
        withUnit(paid, u.id, (x) => ({ ...x, power: x.power + 1, exert: x.exert + 1, exertedNow: true })),
        { kind: 'exerted', unit: u.id },
      );
    case 'rest':
      if (order.remove === 'exert') {
        return say(
          withUnit(paid, u.id, (x) => ({ ...x, exert: Math.max(0, x.exert - 1) })),
          { kind: 'restedExert', unit: u.id },
        );
      }
      return u.side === 'site'
        ? paid
        : say(
            withCompany(paid, u.side, (c) => ({ ...c, blight: Math.max(0, c.blight - 1) })),
            { kind: 'restedBlight', unit: u.id },
          );
    case 'disengage': {
      const enemies = engagedEnemies(paid, me);
      const to = awayFrom(paid, me, enemies, DISENGAGE_INCHES + 0.1);
      return first(paid, [
        {
          kind: 'test',
          unit: u.id,
          stat: 'muscle',
          tn: 6,
          purpose: `${u.name}: Disengage (Muscle test)`,
          rule: 'salvage.engagement',
          pass: to === null ? [] : [{ kind: 'place', unit: u.id, to }],
          fail: [{ kind: 'note', event: { kind: 'breakAwayFailed', unit: u.id } }],
        },
      ]);
    }
    case 'shove':
      return first(paid, [{ kind: 'shove', attacker: u.id, target: order.target }]);
    case 'rangedAttack':
    case 'meleeAttack': {
      const weapon = order.weapon === null ? undefined : gearById(paid, order.weapon);
      let next = paid;
      if (weapon?.keywords.includes('Heavy') === true) {
        next = withUnit(next, u.id, (x) => ({ ...x, heavyUsed: [...x.heavyUsed, weapon.id] }));
      }
      const container = containerTarget(next, order.target);
      if (container !== null) return first(next, containerAttack(u, container, weapon, order.action));
      const target = unitById(next, order.target);
      // Thrown (weapon keywords): an Explosive throw targets the point where the target stands — a Smarts
      // test lands it there, a failure scatters it 4" — and blasts where it lands. Reading
      // (salvage.weapon-keywords): a Thrown weapon without Explosive is thrown at the unit like any ranged
      // attack; a miss scatters it (handlers/attack.ts).
      if (
        weapon?.keywords.includes('Thrown') === true &&
        weapon.keywords.includes('Explosive') &&
        target?.at !== undefined &&
        target.at !== null
      ) {
        return first(next, [
          {
            kind: 'test',
            unit: u.id,
            stat: 'smarts',
            tn: 6,
            purpose: `${u.name} throws ${weapon.name} at ${target.name}'s spot: Smarts test to land it there`,
            rule: 'salvage.weapon-keywords',
            pass: [{ kind: 'blast', at: target.at, weapon: weapon.id }],
            fail: [{ kind: 'scatter', attacker: u.id, weapon: weapon.id, at: target.at }],
          },
        ]);
      }
      return first(next, [
        {
          kind: 'attack',
          attacker: u.id,
          target: order.target,
          weapon: order.weapon,
          melee: order.action === 'meleeAttack',
        },
      ]);
    }
    case 'useItem':
      return performUse(paid, me, order);
    case 'interact':
      return performInteract(paid, me, order);
    case 'extractSalvage':
      return first(paid, [{ kind: 'quality', unit: u.id, site: order.site }]);
    case 'firstAid': {
      const target = unitById(paid, order.target);
      if (target === undefined) return paid;
      if (order.remove !== undefined) {
        const gone = order.remove;
        return say(
          withUnit(paid, target.id, (x) => ({ ...x, conditions: x.conditions.filter((c) => c !== gone) })),
          { kind: 'treated', unit: u.id, target: target.id, condition: gone },
        );
      }
      return say(
        withUnit(paid, target.id, (x) => ({ ...x, health: Math.min(x.maxHealth, x.health + 1) })),
        { kind: 'patchedUp', unit: u.id, target: target.id },
      );
    }
  }
}
