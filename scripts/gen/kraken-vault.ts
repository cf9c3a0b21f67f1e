/**
 * Writes the sample pack's second Space Kraken location type, the ice-moon seed vault (all original sample
 * content, not taken from any book):
 *
 *   assets/packs/sample/kraken/location-vault.json   four tile maps and the location type that uses them
 *
 * A seed bank cut into the crust of a frozen moon, its cryo stacks flooded by meltwater and overrun. The four
 * maps between them use every element of the map legend. They are drawn one character per cell, as in
 * kraken-maps.ts (`#` wall, `~` void, `.` plain tile, a lower-case letter a cell of that area, any other
 * character a code from the map's own key), and written, checked and compared the same way
 * (scripts/gen/lib/mapDrafts.ts).
 *
 *   npx tsx scripts/gen/kraken-vault.ts           write the file
 *   npx tsx scripts/gen/kraken-vault.ts --check   only check that the file on disk is what it writes
 *   npx tsx scripts/gen/kraken-vault.ts --show    also print each map's spaces: Outside (o) and Inside (i)
 */
import { line, mapEntry, writeSampleMaps, type MapDraft } from './lib/mapDrafts';

const LOCATION_FILE = 'kraken/location-vault.json';

// ---------------------------------------------------------------------------------------------------
// The maps, in the order of the location type (Map-ID 1 to 4): down from the surface to the vault's heart.

const MAPS: readonly MapDraft[] = [
  {
    id: 'sample-vault-ice-stair',
    name: 'Ice stair (sample map)',
    // prettier-ignore
    draw: [
      '~~~~~~~~~~~~~~~~~~~~~~~~',
      '~ccccccccc~~############',
      '>ccccMcccc~~#hhhhhhhhhh#',
      '~cccccccccccBhhhhhOhhhh#',
      '~cccEcccccc~#hhhhhhhhhh#',
      '~ccccccccc~~#hhhhhhhhhh#',
      '~~ccccccc~~~#####.######',
      '~~~ccLcc~~~~#ssssssss###',
      '~~~~ccc~~~~~#ssssTsss###',
      '~~~~~~~~~~~~#sssssssss@#',
      '~~~~~~~~~~~~############',
      '~~~~~~~~~~~~~~~~~~~~~~~~',
    ],
    key: { M: 'c:M1', E: 'c:E1', B: 'B1', O: 'O2', L: 'LT', T: 's:T1' },
    areas: {
      c: {
        name: 'Crevasse',
        note: 'Open to the frozen sky: Outside atmosphere, and mined by old claim-jumpers.',
      },
      h: {
        name: 'Airlock hall',
        note: 'Sealed and still pressurised; an oxygen station stands by the inner door.',
      },
      s: { name: 'Cold store' },
    },
    borders: [line([17, 7], [18, 7], 'door')],
    notes:
      'Sample map. Climb down the mined crevasse past its lone E1, open the B1 vault door into the airlock hall ' +
      '(refill at the O2 station), and take the cold store to the lift (EX). A survey beacon (LT) stands in the ice.',
  },
  {
    id: 'sample-vault-archive',
    name: 'Seed archive (sample map)',
    // prettier-ignore
    draw: [
      '##########################',
      '#qqqqqqq#ggggggg.wwwwwwww#',
      '#qqQqqSq#ggGgggg#wwMwwwAw#',
      '#qqqqqEq#ggggggg#wwwwwwww#',
      '####D######.#######U######',
      '>ppppppppppppppppppppppp@#',
      '#ppppppppppppppppppppppp##',
      '######.#####X######B######',
      '#ddddddddd#nnnnnnn#kkkkkk#',
      '#dCdddHddd#nnVnnnn#kkTkkk#',
      '#ddddddddd#nnnnnnn#kkkkkk#',
      '##########################',
    ],
    key: {
      Q: 'Q',
      S: 'q:S2',
      E: 'q:E2',
      D: 'DOOR',
      G: 'G',
      M: 'MOD',
      A: 'AD',
      U: 'AUTON',
      C: 'CS',
      H: 'MED',
      X: 'X',
      V: 'EV1',
      B: 'B2',
      T: 'k:T2',
    },
    areas: {
      q: { name: 'Curator’s office', note: 'A quest master and a trader keep shop here, under an E2’s eye.' },
      g: { name: 'Catalogue room', note: 'A gambler plays the seed lottery.' },
      w: { name: 'Workshop', note: 'Its hatch to the gallery only opens outward (AUTON).' },
      p: { name: 'Archive gallery' },
      d: { name: 'Clone bay' },
      n: { name: 'Reading room', note: 'Behind a fallen shelf (X); an event waits here.' },
      k: { name: 'Sample safe' },
    },
    borders: [line([0, 5], [0, 6], 'airtight')],
    notes:
      "Sample map, the vault's inhabited level: a quest master, a shop, a gambler, a modder and an ammo dealer, a " +
      'clone station with a med-station, and a sealed safe (B2). The workshop is reached through the catalogue ' +
      'room and left by its one-way hatch.',
  },
  {
    id: 'sample-vault-cryo-stacks',
    name: 'Flooded cryo stacks (sample map)',
    // prettier-ignore
    draw: [
      '~~~~~~~~~~~~##############',
      '~iiiiiiiiiii#ffffffffffff#',
      '~iiiPiiiMiiiHffffEfffffff#',
      '~iiiiiiiiiii#ffffffffffff#',
      '~~iiiiiiiii~#fffffffffTff#',
      '#####L#######S############',
      '>llllllllllllllllllllllll#',
      '#llllllllllll#####B#######',
      '#######U######rrrrrrrrrr##',
      '#yyyyyyyyyy###rrrPrrrrrr##',
      '#yyyyZyyyyy###rrrrrrrrrr@#',
      '#yyyyyyyyyy###rrrrrrrrrr##',
      '##########################',
    ],
    key: {
      P: 'TP1',
      M: 'i:M?',
      Z: 'y:E?',
      E: 'f:E3',
      T: 'f:T3',
      H: 'HB',
      L: 'L2',
      S: 'AUTOS',
      B: 'B?',
      U: 'AUTON',
    },
    areas: {
      i: { name: 'Ice chimney', note: 'Open to the surface: Outside atmosphere. Mined.' },
      f: { name: 'Flooded stack', note: 'Outside atmosphere until the ruptured wall (HB) is sealed.' },
      l: { name: 'Stack corridor' },
      y: { name: 'Drained sump', note: 'One way in, by a hatch that opens only downward.' },
      r: { name: 'Pump room' },
    },
    borders: [line([0, 6], [0, 7], 'airtight'), line([5, 6], [6, 6], 'airtight')],
    notes:
      'Sample map. A laser barrier (L2) bars the ice chimney; the flooded stack is reached through a one-way hatch ' +
      'and open to the cold through its ruptured wall (HB) until someone welds it. The teleportal pair TP1 joins ' +
      'the chimney and the pump room behind the B? bulkhead.',
  },
  {
    id: 'sample-vault-heart',
    name: 'Vault heart (sample map)',
    // prettier-ignore
    draw: [
      '########################',
      '#aaaaaa#vvvvvvvvvvv#zzz#',
      '>aaaaaaDvvvvvvvvvvvSzzz#',
      '#aaaaaa#vvvvvBvvvvv#zzz#',
      '#aaIaaa#vvvvvvvvvvv#z@z#',
      '#aaaaaa#vvvvvvvvvvv#####',
      '#aaaaaa#vvvvvvvvvvv#####',
      '#####D####D######tt#####',
      '~ooooooooooooo#tttTttt##',
      '~oooo/ooooooooEttttttt##',
      '~ooooooooooooo#ttttttt##',
      '~~~~~~~~~~~~~~##########',
    ],
    key: { I: 'DIS', B: 'v:BOSS?', S: 'SB', D: 'DOOR', T: 't:T2', E: 'E1' },
    areas: {
      a: {
        name: 'Antechamber',
        note: 'Its disruptor jams the ship teleporter until someone switches it off.',
      },
      v: {
        name: 'Vault heart',
        note: 'The boss nests here; the safety bulkheads stay sealed while it lives.',
      },
      z: { name: 'Lift to the surface' },
      t: { name: 'Seed cellar', note: 'The last of the vault’s seed stock, guarded by an E1.' },
      o: {
        name: 'Ice cavern',
        note: 'Open to the cold: Outside atmosphere. A tunnel (/) leads out of the vault.',
      },
    },
    borders: [
      line([0, 2], [0, 3], 'airtight'),
      line([17, 7], [19, 7], 'safety-bulkhead'),
      line([15, 9], [15, 10], 'airtight'),
    ],
    notes:
      'Sample map, the last one. Switch off the disruptor in the antechamber, then face the boss (BOSS?) in the vault ' +
      'heart: only its death opens the safety bulkheads to the lift (EX) and the seed cellar. The ice cavern below ' +
      'has a tunnel out of the whole vault (/).',
  },
];

const LOCATION = {
  id: 'sample-ice-seed-vault',
  name: 'Sample: ice-moon seed vault',
  kind: 'underground',
  maps: MAPS.map((m) => m.id),
  description:
    'Sample location type: a seed bank cut into the crust of a frozen moon, its cryo stacks flooded by meltwater ' +
    'and overrun. Four levels, from the ice stair to the vault heart; Map-ID n is the n-th map.',
};

async function main() {
  const maps = MAPS.map(mapEntry);
  await writeSampleMaps(
    maps,
    { [LOCATION_FILE]: { schemaVersion: 1, maps, locations: [LOCATION] } },
    'ice-moon seed vault',
    'npx tsx scripts/gen/kraken-vault.ts',
  );
}

await main();
