/**
 * How long `snapshot.can(event)` takes on a dungeon crawl standing among map elements: the ChoiceBar asks it
 * for every offer after every change, so it must stay cheap. Prints the mean per call and one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { mapOf } from '../../src/rules/tilemap/fixtures';
import { buildGraph, spacesWith } from '../../src/rules/tilemap/graph';
import { dungeonOffers, statePath } from '../../machines/kraken/dungeon/offers';
import { decide, dungeonInput, location, sheet, start, tileMap } from '../../machines/kraken/dungeon/testkit';
import type { DungeonEvent } from '../../machines/kraken/dungeon/types';

const CALLS = 1000;
const crew = [sheet('ana', { tech: 5, agility: 3 }), sheet('bo', { tech: 2, agility: 5 })];
const map = tileMap(
  mapOf(['>  .  MED  CS  S1  AD  G  MOD  Q  EV  LT  .', '~  B2  .  .  .  TP1  #  TP1  .  .  .  EX']),
);
const actor = start(dungeonInput([map], crew, { location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }) }));
const entrance = spacesWith(buildGraph(map), 'entrance')[0] ?? '';
decide(actor, { type: 'deploy', entrance, crewIds: crew.map((c) => c.id) });
const snapshot = actor.getSnapshot();
const offered = dungeonOffers(snapshot.context, statePath(snapshot.value)).map(
  (o) => o.event as DungeonEvent,
);
// A move to every space of the map as well: most are refused (too far, or behind walls).
const moves = [...buildGraph(map).spaces.keys()].map((to): DungeonEvent => ({ type: 'move', to }));

function time(label: string, events: readonly DungeonEvent[]): number {
  let accepted = 0;
  for (let i = 0; i < 50; i += 1) snapshot.can(events[i % events.length] as DungeonEvent); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i += 1)
    if (snapshot.can(events[i % events.length] as DungeonEvent)) accepted += 1;
  const ms = performance.now() - t0;
  console.log(
    `${label}: ${CALLS} can() calls over ${events.length} events, ${ms.toFixed(1)} ms = ${((ms * 1000) / CALLS).toFixed(1)} µs each (${accepted} accepted)`,
  );
  return Math.round(ms * 10) / 10;
}

const offersMs = time('offers', offered);
const mixedMs = time('offers + every move', [...offered, ...moves]);
console.log(JSON.stringify({ bench: 'dungeon-can', calls: CALLS, offersMs, mixedMs }));
