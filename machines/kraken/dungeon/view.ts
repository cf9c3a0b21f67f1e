import type { TileMap } from '../../../src/content/schemas/tileMap';
import { avoidOptions, type AvoidOption } from '../../../src/rules/tilemap/dungeonRolls';
import { movePreviews, type BlockedSide, type MovePreview } from '../../../src/rules/tilemap/dungeonSteps';
import type { Zone } from '../../../src/rules/tilemap/atmosphere';
import {
  currentZone,
  memoryOf,
  teleporterUsable,
  type MapMemory,
} from '../../../src/rules/tilemap/exploration';
import type { PlacedElement } from '../../../src/rules/tilemap/graph';
import { describeSpace } from '../../../src/rules/tilemap/graph';
import { waysOutHere } from '../../../src/rules/tilemap/journey';
import type { PendingTrigger } from '../../../src/rules/tilemap/triggers';
import { avoidMembers, deployedSheets } from '../../../src/rules/kraken/dungeon/crewSync';
import { encounterLevels } from '../../../src/rules/kraken/dungeon/elementValue';
import { standingGraph, tileMapFor } from '../../../src/rules/kraken/dungeon/graphs';
import type { ActiveEncounter, DungeonContext } from './types';

/**
 * What the dungeon screen draws, read from the context in one place: the map the team is on, where it
 * stands, its neighbours with the oxygen each move costs and what it sets off, oxygen, crew, credits, XP,
 * the encounter in hand with its avoid odds, and what the exploration remembers of the map.
 */

export interface CrewLine {
  readonly id: string;
  readonly name: string;
  readonly hp: number;
  readonly maxHp: number;
  readonly conscious: boolean;
  readonly alive: boolean;
  readonly psi: { readonly level: number; readonly exhausted: boolean } | null;
  /** The captured alien carried for a quest (its enemy id), or null (kraken.capture-alien). */
  readonly captive: string | null;
}

export interface DungeonView {
  readonly locationName: string;
  readonly mapNumber: number | null;
  readonly depth: number;
  readonly mapId: number | null;
  readonly tileMap: TileMap | null;
  readonly position: string | null;
  readonly positionName: string | null;
  readonly zone: Zone | null;
  readonly oxygen: number | null;
  readonly oxygenCapacity: number | null;
  readonly crew: readonly CrewLine[];
  readonly credits: number;
  readonly xp: number;
  readonly moves: readonly MovePreview[];
  readonly blocked: readonly BlockedSide[];
  /** Elements on the team's space. */
  readonly here: readonly PlacedElement[];
  readonly waysOut: readonly ('exit' | 'back' | 'exit-location')[];
  readonly teleporter: { readonly usable: boolean; readonly reason: string | null };
  readonly pending: readonly PendingTrigger[];
  readonly encounter: ActiveEncounter | null;
  readonly avoid: readonly AvoidOption[];
  readonly memory: MapMemory | null;
  readonly cleared: readonly number[];
  readonly freeMove: boolean;
  readonly movedBack: boolean;
  readonly over: boolean;
}

export function dungeonView(context: DungeonContext): DungeonView {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  const crew: CrewLine[] = deployedSheets(context).map((s) => ({
    id: s.id,
    name: s.name,
    hp: s.hp,
    maxHp: exploration?.crew.find((m) => m.id === s.id)?.maxHp ?? s.hp,
    conscious: s.condition === 'conscious',
    alive: s.condition !== 'killed',
    psi: s.psi,
    captive: s.captive,
  }));
  const standing =
    exploration !== null && graph !== null && exploration.transit === null ? exploration : null;
  const previews = standing === null || graph === null ? null : movePreviews(standing, graph);
  const teleporter = standing === null || graph === null ? null : teleporterUsable(standing, graph);
  const encounter = context.encounter;
  return {
    locationName: context.locationName,
    mapNumber: exploration?.mapNumber ?? context.deployMap,
    depth: context.location.depth,
    mapId: exploration === null ? null : (context.mapIds[exploration.mapNumber - 1] ?? null),
    tileMap: exploration === null ? null : tileMapFor(context, exploration.mapNumber),
    position: exploration?.position ?? null,
    positionName: exploration === null || graph === null ? null : describeSpace(graph, exploration.position),
    zone: standing === null || graph === null ? null : currentZone(standing, graph),
    oxygen: exploration?.oxygen ?? null,
    oxygenCapacity: exploration?.oxygenCapacity ?? null,
    crew,
    credits: context.credits,
    xp: context.xp,
    moves: previews?.open ?? [],
    blocked: previews?.blocked ?? [],
    here: standing === null || graph === null ? [] : (graph.spaces.get(standing.position)?.elements ?? []),
    waysOut: standing === null || graph === null ? [] : waysOutHere(standing, graph),
    teleporter:
      teleporter === null
        ? { usable: false, reason: null }
        : teleporter.usable
          ? { usable: true, reason: null }
          : { usable: false, reason: teleporter.reason },
    pending: exploration?.pending ?? [],
    encounter,
    avoid:
      encounter === null
        ? []
        : avoidOptions(
            encounterLevels(context, encounter),
            encounter.boss,
            avoidMembers(context),
            context.credits,
          ),
    memory: exploration === null ? null : memoryOf(exploration),
    cleared: exploration?.record.cleared ?? context.record.cleared,
    freeMove: exploration?.freeMove ?? false,
    movedBack: exploration?.movedBack ?? false,
    over: exploration?.ended != null,
  };
}
