/**
 * Writes the sample pack's derelict ore hauler (all original sample content, not taken from any book):
 *
 *   assets/packs/sample/kraken/location-hauler.json   eight tile maps and the location type that uses them
 *   assets/packs/sample/kraken/scenarios.json         the quick crawl: a sample crew and a ready location
 *
 * The maps are drawn below one character per cell, so a row reads like the map it makes: `#` wall, `~` void,
 * `.` plain tile, a lower-case letter a cell of that area, and every other character a code from the map's
 * own key (`E` → `r:E1`, `B` → `B1` …). The script spells each cell out as a token of the pack format
 * (docs/content.md, maps), lines the columns up, checks every map with the tile-map rules' validator
 * (validateTileMap: no errors allowed) and loads the whole sample pack with the new files before writing,
 * so a mistake stops the script instead of reaching the files (scripts/gen/lib/mapDrafts.ts). Nothing is
 * random: the same script always writes the same files, formatted with the project's prettier settings.
 *
 *   npx tsx scripts/gen/kraken-maps.ts           write the files
 *   npx tsx scripts/gen/kraken-maps.ts --check   only check that the files on disk are what it writes
 *   npx tsx scripts/gen/kraken-maps.ts --show    also print each map's spaces: Outside (o) and Inside (i)
 */
import { line, mapEntry, outline, writeSampleMaps, type MapDraft } from './lib/mapDrafts';

const LOCATION_FILE = 'kraken/location-hauler.json';
const SCENARIO_FILE = 'kraken/scenarios.json';

// ---------------------------------------------------------------------------------------------------
// The maps, in the order of the location type (Map-ID 1 to 8), from a gentle docking to the boss.

const MAPS: readonly MapDraft[] = [
  {
    id: 'sample-hauler-docking-collar',
    name: 'Docking collar (sample map)',
    // prettier-ignore
    draw: [
      '~~~~~~~~~~~~~~~~~~~~~~~~',
      '~~~~~~~###########~~~~~~',
      '~~~~~~~#rrrrrrrr##~~~~~~',
      '~~~~~~~#rrrrErrrT#~~~~~~',
      '~ggggg~#rrrrrrrr##~~~~~~',
      '~ggggg######.######~~~~~',
      '>ggMggBccccccccccc#~~~~~',
      '~ggggg###########c#~~~~~',
      '~ggggg###########c#~~~~~',
      '~~~~~~#@dddddddddd#~~~~~',
      '~~~~~~#############~~~~~',
      '~~~~~~~~~~~~~~~~~~~~~~~~',
      '~~~~~~~~~~~~~~~~~~~~~~~~',
    ],
    key: { M: 'g:M1', B: 'B1', E: 'r:E1', T: 'T1' },
    areas: {
      g: { name: 'Docking gantry', note: 'Open to space: Outside atmosphere. The gantry is mined.' },
      c: { name: 'Collar corridor' },
      r: { name: 'Crew locker room', note: 'A lone scavenger has made it its den.' },
      d: { name: 'Service passage' },
    },
    borders: [line([12, 5], [13, 5], 'door'), line([17, 9], [18, 9], 'door')],
    notes:
      'Sample map. A gentle start: cross the mined gantry, open the B1 airlock into the sealed corridor, and either ' +
      'take the service passage to the exit or fight the E1 in the locker room for the T1 locker behind it.',
  },
  {
    id: 'sample-hauler-crew-quarters',
    name: 'Crew quarters (sample map)',
    // prettier-ignore
    draw: [
      '#####################~~~~~',
      '#mmmmmmmm#bbbbb#kkkk#~~~~~',
      '#mmmmQmmm#bbHbb#kVkk#~~~~~',
      '#mmmEmmmm#bbbbb#kkkk##oooo',
      '#mmmmmmmm#bbbbb#kkTk##oooo',
      '####D#######.####.####oooo',
      '>hhhhhhhhhhhhhhhhhhhhhoooo',
      '#hhhhhhhShhhhhhhhhhhhhooo/',
      '####.#######X######.##oooo',
      '#ssssssss#lllllll##e##~~~~',
      '#sssFssss#lllGlll##e##~~~~',
      '#Rsssssss#lllllll##e##~~~~',
      '###################@######',
      '##########################',
    ],
    key: {
      Q: 'Q',
      H: 'MED',
      V: 'EV1',
      E: 'm:E?',
      T: 'k:T',
      D: 'DOOR',
      X: 'X',
      F: 's:E',
      G: 'G',
      R: 'T1',
      S: 'h:S1',
    },
    areas: {
      m: { name: 'Mess hall', note: 'The quest master keeps a table here; something else eats here.' },
      b: { name: 'Sick bay' },
      k: { name: "Bosun's cabin" },
      h: { name: 'Berth corridor', note: 'A pedlar has set up a stall (S1) in the corridor.' },
      o: { name: 'Observation deck', note: 'The glass is gone: Outside atmosphere.' },
      s: { name: 'Galley store' },
      l: { name: 'Crew lounge', note: 'Reached over a fallen bulkhead frame (an obstacle).' },
      e: { name: 'Service ladder' },
    },
    borders: [
      line([0, 6], [0, 7], 'airtight'),
      line([12, 5], [13, 5], 'door'),
      line([17, 6], [18, 6], 'door'),
      line([4, 9], [5, 9], 'door'),
      line([22, 6], [22, 7], 'door'),
      line([22, 7], [22, 8], 'wall'),
    ],
    notes:
      'Sample map. Pressurised quarters around one long corridor: a quest master in the mess, a med-station, an ' +
      'event in the cabin, a gambler in the lounge. The escape pod on the open deck (/) leaves the whole hauler.',
  },
  {
    id: 'sample-hauler-ore-hold',
    name: 'Ore hold (sample map)',
    // prettier-ignore
    draw: [
      '##############################',
      '#>cc##########################',
      '#Occwwwwwwwwwwwwwwwwwwww######',
      '#ccc#.wwwwwwMwwwwwwwwwww#tttt#',
      '#####ffffff~~~~~~eeeeeee#ttSt#',
      '#ffffffffff~~~~~~eeeeeeeWtttt#',
      '#ffffffffff~~~~~~eeeeeee#tttt#',
      '#ffEfffffff~~~~~~eeeeeee#ttAt#',
      '#ffffffffff~~~~~~eeeeeeeVtttt#',
      '#ffffffffff~~~~~~eeeeeee######',
      '#ffffffffff~~~~~~ggggggg######',
      '#ffffffffff~~~~~~ggggggg######',
      '#####L#####~~~~~~gggTggg######',
      '##kkkkkk@##~~~~~~ggggggg######',
      '##kkkkkk###~~~~~~gggFggg######',
      '###########~~~~~~#############',
    ],
    key: {
      O: 'O2',
      M: 'w:M2',
      S: 'S1',
      W: 'AUTOW',
      E: 'f:E2',
      A: 'AD',
      V: 'AUTOE',
      L: 'L1',
      T: 'g:T2',
      F: 'g:E1',
    },
    areas: {
      c: { name: 'Tally booth' },
      w: { name: 'Overhead catwalk', note: 'Mined. The ore floor lies one storey below (a void edge).' },
      f: { name: 'Ore floor' },
      e: { name: 'East ledge' },
      t: {
        name: "Scavenger's stall",
        note: 'In by the west hatch, out by the south one: both open one way.',
      },
      g: { name: 'Sorting bed', note: 'Behind a ridge of spilled ore (an obstacle).' },
      k: { name: 'Freight lift' },
    },
    borders: [
      line([4, 2], [4, 3], 'bulkhead', { level: 2 }),
      line([6, 4], [11, 4], 'void'),
      line([17, 10], [24, 10], 'obstacle'),
      line([5, 13], [6, 13], 'door'),
    ],
    notes:
      'Sample map. The hold is open to space through the conveyor trench (void, not airtight), so everything but ' +
      'the booth, the stall and the lift has the Outside atmosphere. Refill at the O2 station before the bulkhead.',
  },
  {
    id: 'sample-hauler-breached-berths',
    name: 'Breached berths (sample map)',
    // prettier-ignore
    draw: [
      '############################',
      '#rrrrrr#qqqqqq#vvvvvvv######',
      'Hrrrrrr#qqCqqq#vGvvvLv######',
      '#rrrErr#qqqqqq#vvvvvvv######',
      '#rrrrrr#qqqqqq#vvvvvvv######',
      '####D#####U##.###.#.########',
      '#>aaaaaaaaaaaaaaaaaaaaa#####',
      '##aaaaaaaaaaaaaaaaaaaaa#####',
      '######B#########N###########',
      '#sssssssss##xxxxxxxxxxxxx###',
      '#sssssTsss##xxxxFxxxxxxxx@##',
      '#sssssssss##xxxxxxxxxxxxx###',
      '#Pssssssss##Pxxxxxxxxxxxx###',
      '############################',
    ],
    key: {
      H: 'HB',
      C: 'CS',
      G: 'G',
      L: 'LT',
      E: 'r:E?',
      D: 'DOOR',
      U: 'AUTOS',
      B: 'B3',
      N: 'AUTON',
      T: 's:T2',
      F: 'x:E1',
      P: 'TP1',
    },
    areas: {
      r: { name: 'Breached berth', note: 'Outside atmosphere until the hull breach is welded shut.' },
      q: { name: 'Clone bay', note: 'In through a hatch that only opens inward, out by the aft door.' },
      v: { name: 'Off-watch lounge' },
      a: { name: 'Berth corridor' },
      s: { name: 'Bonded store' },
      x: { name: 'Engine crawlway' },
    },
    borders: [
      line([13, 6], [14, 6], 'automatic-door', { toward: 'south' }),
      line([17, 5], [18, 5], 'automatic-door', { toward: 'north' }),
      line([19, 5], [20, 5], 'door'),
      ...outline(20, 2, 'airtight'),
    ],
    notes:
      'Sample map. The teleportals TP1 link the bonded store (behind the B3 bulkhead) and the engine crawlway, ' +
      'which the corridor reaches only through a drop hatch. The story-line terminal stands in its own sealed booth.',
  },
  {
    id: 'sample-hauler-smelter',
    name: 'Smelter (sample map)',
    // prettier-ignore
    draw: [
      '############~~~~##############',
      '#wwwwwwwwwww~~~~eeeeeeeeeeee##',
      '#wSwwwwwwMww~~~~eeeeeTeeeeee##',
      '#wwwwwwwwwww~~~~eeeeeeeeeeee##',
      '#wwwwwwwwwww~~~~eeeeeeeeeeee##',
      '#wwwwwEwwwww~~~~eeeeeeeNeeee@#',
      '#wwwwwwwwwww~~~~eeeeeeeeeeee##',
      '#wwHwwwwwwww~~~~eeeeeeeeeeZe##',
      '#wwwwwwwwwww~~~~eeeeeeeQeeee##',
      '#wwwwwwwwwww~~~~eeeeeeeeeeee##',
      '#####B#####.########.#########',
      '~yyyyyyyyy#kkkkkLjjjjjj#######',
      '>yyyyyyyyy#kkkkk#jjjjjj#######',
      '~yyyyyyyyy####################',
      '~yyyyyyyyy####################',
      '~~~~~~~~~~####################',
    ],
    key: {
      S: 'S?',
      M: 'MOD',
      T: 'T2',
      E: 'w:E2',
      N: 'e:M?',
      H: 'MED',
      Z: 'LT',
      Q: 'E?',
      B: 'B',
      L: 'L2',
    },
    areas: {
      w: { name: 'West smelter hall', note: 'A trader and a modder work here, watched by an E2.' },
      e: { name: 'East smelter hall', note: 'Mined.' },
      y: { name: 'Slag yard', note: 'Open to space: Outside atmosphere.' },
      k: { name: 'Crucible passage' },
      j: { name: 'Ingot passage' },
    },
    borders: [
      line([12, 0], [12, 10], 'void-airtight'),
      line([16, 0], [16, 10], 'void-airtight'),
      line([20, 11], [21, 11], 'bulkhead', { level: '?' }),
    ],
    notes:
      'Sample map. The smelter shaft (void) runs from open space down between the two halls; its airtight lining ' +
      'keeps both halls Inside. A plain bulkhead (B, level 0) lets the team in from the slag yard.',
  },
  {
    id: 'sample-hauler-cargo-spine',
    name: 'Cargo spine (sample map)',
    // prettier-ignore
    draw: [
      '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
      '~oooooooooooooooooooooooooooooo~',
      '~ooooPoooooooooooooEoooooooTooo~',
      '~oooooooooooooooooooooooooooooo~',
      '#####B##########################',
      '#aaaaaaa#bbbbbbb#cccccPc#ddddd##',
      '>aaaaaaa.bbbbbbb#cccccccWddddd@#',
      '#aaaaaaa#bbbMbbb.ccccccc#ddddd##',
      '#aaaaaaa#bbbbbbb#cccYccc#ddddd##',
      '####################.###########',
      '##llllllllvvvvvvvvvvvvv#########',
      '##l/llllllvvvvvvFvvvvvv#########',
      '##llllllllvvvvvvvvvvvvv#########',
      '################################',
    ],
    key: {
      P: 'TP2',
      E: 'o:E3',
      T: 'T2',
      B: 'B2',
      W: 'AUTOW',
      M: 'b:M3',
      Y: 'c:E?',
      F: 'v:E1',
    },
    areas: {
      o: { name: 'Ore racks', note: 'On the outer hull: Outside atmosphere.' },
      a: { name: 'Forward spine' },
      b: { name: 'Mid spine', note: 'Mined.' },
      c: { name: 'Aft spine' },
      d: { name: 'Transfer lock' },
      l: { name: 'Lifeboat bay' },
      v: { name: 'Ventilation trunk' },
    },
    borders: [
      line([0, 6], [0, 7], 'airtight'),
      line([9, 6], [9, 7], 'automatic-door', { toward: 'east' }),
      line([17, 7], [17, 8], 'automatic-door', { toward: 'east' }),
      line([10, 10], [10, 13], 'automatic-door', { toward: 'west' }),
    ],
    notes:
      'Sample map, one way: the spine doors only open aft (east), so there is no walking back to the entrance. ' +
      'The only way back is the teleportal pair TP2 between the ore racks and the aft spine. The vent leads to a ' +
      'lifeboat (/) that leaves the hauler.',
  },
  {
    id: 'sample-hauler-officers-deck',
    name: "Officers' deck (sample map)",
    // prettier-ignore
    draw: [
      '##############################',
      '#########cccccccccc###########',
      '#########cIccccVcTc###########',
      '#########cccEcccccc###########',
      '##############B###############',
      '#Oaaaaaa###jjjjjj#gggggggggggg',
      '#aaaaaaa###jjjjjj#gggggggggggg',
      '>aaaaaaa.L.jjjjjjDgggggFgggggg',
      '#aaaaaaa###jjjjjj#gggggggggggg',
      '#aaaaaaa###jjjjjj#gggggggggggg',
      '#Haaaaaa###jjjjjS#gggggggggggg',
      '##################hhhhhhhhhhhh',
      '##################hhhMhhhhhhhh',
      '##################hhhhhh@hhhhh',
      '##################~~~~~~~~~~~~',
      '##################~~~~~~~~~~~~',
    ],
    key: {
      I: 'DIS',
      V: 'EV',
      T: 'T3',
      E: 'c:E3',
      B: 'B4',
      O: 'O2',
      L: 'L3',
      D: 'DOOR',
      F: 'g:E2',
      H: 'MED',
      S: 'S2',
      M: 'h:M2',
    },
    areas: {
      c: {
        name: 'Comms room',
        note: 'Its disruptor jams the ship teleporter until someone switches it off.',
      },
      a: { name: 'Wardroom' },
      j: { name: 'Junction' },
      g: { name: 'Observation gallery', note: 'Open to space: Outside atmosphere.' },
      h: { name: 'Debris field', note: 'Past a tangle of wreckage (an obstacle); mined.' },
    },
    borders: [line([0, 7], [0, 8], 'airtight'), line([18, 11], [30, 11], 'obstacle')],
    notes:
      'Sample map. A laser barrier (L3) guards the way from the wardroom to the junction. The comms room behind ' +
      'the B4 bulkhead holds the disruptor, an event and a T3; the exit lies out in the debris field.',
  },
  {
    id: 'sample-hauler-bridge',
    name: 'Bridge (sample map)',
    // prettier-ignore
    draw: [
      '~~~~~~~~~#####################',
      '~~~~~~~~~#####################',
      '~hhhhhhh~#####################',
      '~hhhhhhh########kkkkkkkkkk####',
      '~hhhhhhh########kkkkkkkkkk####',
      '~hhhhhhh########kkkkkkkkkk#zz#',
      '~hhhhhhh#Cvvvvv#kkkkkkkkkk#zz#',
      '~hhhhhhh#vvvvvv#kkkkkkkkkk#zz#',
      '>hhhhhhh.vvvvvvIkkkkkBkkkkSzz#',
      '~hhhhhhh#vvvvvv#kkkkkkkkkk#zz#',
      '~hhhhhhh#Hvvvvv#kkkkkkkkkk#zz#',
      '~hhhhhhh########kkkkkkkkkk#zz#',
      '~hhhhhhh########kkkkkkkkkk#@##',
      '~hhhhhhh########kkkkkkkkkk####',
      '~hhhhhhh###########ttt########',
      '~~~~~~~~###########tRt########',
      '~~~~~~~~######################',
      '~~~~~~~~######################',
    ],
    key: { C: 'CS', H: 'MED', I: 'DIS', B: 'k:BOSS2', S: 'SB', R: 'T3' },
    areas: {
      h: { name: 'Shuttle hangar', note: 'Open to space: Outside atmosphere.' },
      v: {
        name: 'Bridge vestibule',
        note: 'A clone station and a med-station: the last rest before the boss.',
      },
      k: {
        name: 'Bridge',
        note: 'The boss holds the bridge; its safety bulkheads stay sealed while it lives.',
      },
      z: { name: 'Escape corridor' },
      t: { name: "Captain's vault" },
    },
    borders: [
      line([9, 8], [9, 9], 'bulkhead', { level: 3 }),
      line([16, 8], [16, 9], 'door'),
      line([19, 14], [22, 14], 'safety-bulkhead'),
    ],
    notes:
      'Sample map, the last one. Switch off the disruptor on the way in (the teleporter is jammed until then), ' +
      "then beat the BOSS2 on the bridge: only that opens the safety bulkheads to the captain's vault and to the " +
      'exit, which solves the location.',
  },
];

const LOCATION = {
  id: 'sample-derelict-ore-hauler',
  name: 'Sample: derelict ore hauler',
  kind: 'in-space',
  maps: MAPS.map((m) => m.id),
  description:
    'Sample location type: a bulk ore hauler adrift with its crew long gone. Eight decks, from the docking ' +
    'collar to the bridge; Map-ID n is the n-th map.',
};

const QUICK_CRAWL = {
  id: 'sample-quick-crawl-hauler',
  name: 'Quick crawl: the derelict ore hauler (sample)',
  mode: 'quick-crawl',
  crew: ['ada-voss', 'brann-okafor', 'cleo-marsh', 'dax-ilyin'],
  location: {
    type: LOCATION.id,
    difficulty: 2,
    ao: 'NO',
    ai: 'YES',
    depth: MAPS.length,
    mapIds: MAPS.map((_, i) => i + 1),
    teleport: 2,
    condition: 'none',
    species: 'The Lost',
  },
  description:
    'Sample scenario. Four sample crew board the derelict ore hauler and work their way deck by deck to the ' +
    'bridge. Breathable inside, vacuum outside; the ship teleporter reaches the first two decks.',
};

// ---------------------------------------------------------------------------------------------------
// Writing (scripts/gen/lib/mapDrafts.ts spells the drawings out, checks them and writes the files)

async function main() {
  const maps = MAPS.map(mapEntry);
  await writeSampleMaps(
    maps,
    {
      [LOCATION_FILE]: { schemaVersion: 1, maps, locations: [LOCATION] },
      [SCENARIO_FILE]: { schemaVersion: 1, scenarios: [QUICK_CRAWL] },
    },
    'derelict ore hauler',
    'npx tsx scripts/gen/kraken-maps.ts',
  );
}

await main();
