import { actionOxygen } from '../../../src/rules/tilemap/dungeonSteps';
import { isLocked, techCheckOdds } from '../../../src/rules/tilemap/elements';
import { bulkheadMemory, memoryOf, type Exploration } from '../../../src/rules/tilemap/exploration';
import type { TileMapGraph } from '../../../src/rules/tilemap/graph';
import { elementWords } from '../../../src/rules/tilemap/words';
import { crackingWeapon, deployedSheets, teamCanWeld } from '../../../src/rules/kraken/dungeon/crewSync';
import { knownValue } from '../../../src/rules/kraken/dungeon/elementValue';
import type { DungeonDecision, Offer } from '../../../src/rules/kraken/dungeon/types';
import type { DungeonContext } from './types';
import { dungeonView } from './view';

/**
 * Offers of the exploring states that concern the team's own space: the elements there (bulkheads,
 * lasers, stations, traders, quests, breaches, portals) and the ways out (exit, entrance, exit location,
 * teleporter). Shared helpers for every offer live here too.
 */

export type { Offer } from '../../../src/rules/kraken/dungeon/types';

export const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;

export function awake(context: DungeonContext) {
  return deployedSheets(context).filter((s) => s.condition === 'conscious');
}

/** Who passes out for each unpaid action when the oxygen cannot pay `cost` (the first conscious members). */
export function knock(context: DungeonContext, cost: number): { knockOut?: readonly string[] } {
  const exploration = context.exploration;
  if (exploration === null || cost === 0 || exploration.oxygen >= cost) return {};
  return {
    knockOut: awake(context)
      .map((s) => s.id)
      .slice(0, 2),
  };
}

export function knockHint(offer: { knockOut?: readonly string[] }, context: DungeonContext): string {
  const who = offer.knockOut?.[0];
  if (who === undefined) return '';
  return ` — no oxygen left: ${deployedSheets(context).find((s) => s.id === who)?.name ?? who} passes out`;
}

export function elementOffers(
  context: DungeonContext,
  exploration: Exploration,
  graph: TileMapGraph,
): Offer[] {
  const offers: Offer[] = [];
  const cost = actionOxygen(exploration, graph);
  const k = knock(context, cost);
  const team = awake(context);
  const bestTech = [...team].sort((a, b) => b.attributes.tech - a.attributes.tech)[0];
  for (const info of graph.bulkheads.values()) {
    if (!info.spaces.includes(exploration.position)) continue;
    const memory = bulkheadMemory(exploration, info.key);
    if (memory.opened) continue;
    const known = info.value !== 'random' || memoryOf(exploration).randomValues[info.key] !== undefined;
    const level = knownValue(exploration, info.key, info.value, {});
    if (bestTech !== undefined && !isLocked(memory)) {
      const odds = known ? techCheckOdds(bestTech.attributes.tech, level) : null;
      offers.push({
        id: `bulkhead-${info.key}`,
        label: `${bestTech.name} works bulkhead B${known ? level : '?'}${odds === null ? '' : ` (${pct(odds)})`}`,
        event: { type: 'bulkhead.attempt', bulkhead: info.key, crewId: bestTech.id, ...k },
        odds,
        rule: 'kraken.bulkhead',
        hint: `2d6 + Tech against 10 + level; ${memory.fails} of 3 attempts failed${knockHint(k, context)}`,
      });
    }
    for (const sheet of deployedSheets(context)) {
      for (const slot of ['L', 'R', '1', '2', '3', '4'] as const) {
        const weapon = crackingWeapon(sheet, slot);
        if (weapon?.ammoCapacity == null || weapon.loaded < weapon.ammoCapacity || weapon.grade < level)
          continue;
        offers.push({
          id: `crack-${info.key}-${sheet.id}-${slot}`,
          label: `Crack the bulkhead with ${sheet.name}'s weapon in slot ${slot} (empties its magazine)`,
          event: { type: 'bulkhead.crack', bulkhead: info.key, crewId: sheet.id, slot, ...k },
          rule: 'kraken.bulkhead',
        });
      }
    }
  }
  const here = graph.spaces.get(exploration.position)?.elements ?? [];
  for (const item of here) {
    const key = item.key;
    const code = item.element.code;
    switch (item.element.type) {
      case 'laser-barrier':
        if (bestTech !== undefined && !memoryOf(exploration).lasersOff.includes(key)) {
          const odds = techCheckOdds(
            bestTech.attributes.tech,
            knownValue(exploration, key, item.element.value, {}),
          );
          offers.push({
            id: `laser-${key}`,
            label: `${bestTech.name} disarms ${code} (${pct(odds)})`,
            event: { type: 'laser.disarm', key, crewId: bestTech.id, ...k },
            odds,
            rule: 'kraken.laser-barrier',
            hint: 'A failure burns the team as entering does.',
          });
        }
        break;
      case 'med-station':
        for (const m of exploration.crew.filter((c) => c.alive && c.hp < c.maxHp)) {
          offers.push({
            id: `med-${key}-${m.id}`,
            label: `Heal ${m.name} at ${code}`,
            event: { type: 'station.med', key, crewId: m.id, ...k },
            rule: 'kraken.med-station',
          });
        }
        break;
      case 'clone-station':
        offers.push({
          id: `clone-${key}`,
          label: `Use clone station ${code}`,
          event: { type: 'station.clone', key, ...k },
          rule: 'kraken.clone-station',
        });
        break;
      case 'shop':
        offers.push({
          id: `shop-${key}`,
          label: `Visit shop ${code}`,
          event: { type: 'shop.visit', key, ...k },
          rule: 'kraken.shop',
        });
        break;
      case 'ammo-dealer':
        offers.push({
          id: `ammo-${key}`,
          label: 'Visit the ammo dealer',
          event: { type: 'ammo.visit', key, ...k },
          rule: 'kraken.ammo-dealer',
        });
        break;
      case 'gambler':
      case 'modder':
      case 'event':
        offers.push({
          id: `element-${key}`,
          // The element by what it is ("the event tile EV1", "the gambler"), never its bare code.
          label: `Activate ${elementWords(item.element)}`,
          event: { type: 'element.activate', key, ...k },
          rule: item.element.type === 'event' ? 'kraken.event-tile' : `kraken.${item.element.type}`,
        });
        break;
      case 'quest-master':
        offers.push({
          id: `quest-${key}`,
          label: 'Take a quest',
          event: { type: 'quest.take', key, ...k },
          rule: 'kraken.quest-master',
        });
        break;
      case 'hull-breach':
        if (teamCanWeld(context)) {
          const repaired = memoryOf(exploration).hullRepaired.includes(key);
          offers.push({
            id: `hull-${key}`,
            label: repaired ? 'Open the hull breach again' : 'Weld the hull breach shut',
            event: { type: 'hull.repair', key, ...k },
            rule: 'kraken.hull-breach',
          });
        }
        break;
      case 'teleportal':
        offers.push({
          id: `portal-${key}`,
          label: `Jump through ${code} again (an action)`,
          event: { type: 'portal.jump', key, ...k },
          rule: 'kraken.teleportal',
        });
        break;
      default:
        break;
    }
  }
  return offers;
}

export function leaveOffers(context: DungeonContext, exploration: Exploration, graph: TileMapGraph): Offer[] {
  const view = dungeonView(context);
  const k = knock(context, actionOxygen(exploration, graph));
  const memory = memoryOf(exploration);
  const mayKeep =
    memory.treasureTaken.length === 0 && !exploration.record.cleared.includes(exploration.mapNumber);
  const offers: Offer[] = [];
  const add = (id: string, label: string, event: DungeonDecision, rule: string) => {
    offers.push({ id, label, event, rule });
  };
  const last = exploration.mapNumber === exploration.location.depth;
  if (view.waysOut.includes('exit')) {
    add(
      'exit',
      last ? 'Leave through the last exit (solves the location)' : 'Take the exit to the next map',
      { type: 'exit.take', ...k },
      'kraken.exit',
    );
    if (mayKeep)
      add(
        'exit-uncleared',
        'Take the exit, keeping this map uncleared',
        { type: 'exit.take', keepUncleared: true, ...k },
        'kraken.clearing-maps',
      );
  }
  if (view.waysOut.includes('back')) {
    add(
      'back',
      exploration.mapNumber === 1
        ? 'Leave through the entrance of map 1'
        : 'Go back to the previous map (no moving forward again)',
      { type: 'entrance.back', ...k },
      'kraken.entrance',
    );
  }
  if (view.waysOut.includes('exit-location'))
    add('exit-location', 'Leave the location here', { type: 'location.exit', ...k }, 'kraken.exit-location');
  if (view.teleporter.usable)
    add('teleporter', 'Teleport back to the ship', { type: 'teleporter.out' }, 'kraken.teleporter');
  return offers;
}
