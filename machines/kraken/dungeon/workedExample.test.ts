import { describe, expect, it } from 'vitest';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { areaSpaceId, tileSpaceId } from '../../../src/rules/tilemap/graph';
import { AWAITING_DICE } from '../../core/diceRequest';
import { currentPrompt } from '../../core/meta';
import { waitingDice } from '../../core/tree';
import { runningFight } from './running';
import { answer, decide, dungeonInput, location, mapsFor, oxygen, sheet, start, tileMap } from './testkit';
import type { DungeonActor } from './testkit';

/** The waiting roll as the session sees it: the deepest machine tagged as waiting, with its request. */
function waiting(actor: DungeonActor) {
  const found = waitingDice(actor.getSnapshot());
  expect(found).not.toBeNull();
  return found?.request ?? null;
}

/** E2 (level 4) comes alone; the crew wins initiative; Dex knocks it down with one critical punch. */
function winTheFight(actor: DungeonActor): void {
  expect(waiting(actor)).toMatchObject({ id: 'gc-1', dice: 'd6', target: 4, odds: 0.5 });
  answer(actor, 1); // no reaction
  answer(actor, 1); // 1 + map 1: no minions
  expect(runningFight(actor.getSnapshot())?.enemies.map((e) => e.level)).toEqual([4]);
  decide(actor, { type: 'initiative.roll' });
  answer(actor, 6); // the crew: 6 + lowest Agility 3
  answer(actor, 1); // the enemy: 1 + 3
  decide(actor, { type: 'crew.activate', crewId: 'dex' });
  const punch = {
    type: 'attack',
    weapon: 'fists',
    targets: ['e1'],
    boost: { damage: 1, accuracy: 0 },
    berserk: 0,
    flank: false,
  } as const;
  decide(actor, punch);
  expect(waiting(actor)).toMatchObject({ id: 'gc-5', target: 4 });
  answer(actor, 6); // a critical: 1 + 1 boost + 1 = 3 damage, the drone's 3 HP
  // The spoils: 2 credits first, then the d20 (3: cash) and the extra cash (6: all of grade 2's 8).
  decide(actor, { type: 'spoils.take', choice: 'credits' });
  answer(actor, 3);
  answer(actor, 6);
}

/**
 * Space Kraken §13 EXAMPLE OF A DUNGEON EXPLORATION, replayed through the machine with scripted dice on the
 * map of src/rules/tilemap/workedExample.test.ts: landing on map 1 (Map-ID 8), the free move into the mined
 * purple area (disarm fails, three dodges), bulkhead B2 failing then passing, oxygen spent outside and not
 * inside, E2 attacking in the grey area (the real ground combat, played through the dungeon's own snapshot
 * as the session plays it: its dice requests and its decisions), the quest master, back through B2 and the
 * spent mines, B1 at the first try, the obstacle, the exit, and map 2 (Map-ID 3, thrown on entry) with its
 * free move.
 */
const FIRST = tileMap(
  mapOf(
    [
      '#  #  #  #     #   #   ~   ~   ~   ~',
      '#  Q  g  g:E2  E3  #   ~   ~   ~   ~',
      '#  #  g  g     #   #   ~   ~   ~   ~',
      '#  #  #  B2    #   #   ~   ~   ~   ~',
      '>  p  p  p:M   p   p   B1  r   X   s',
      '~  p  p  p     p   p   #   r   X   s',
      '~  ~  p  p     p   ~   #   r   #   EX',
    ],
    { id: 'map-8' },
  ),
);
const SECOND = tileMap(mapOf(['>  a  a  EX'], { id: 'map-3' }));

const crew = [
  sheet('dex', { tech: 4, agility: 4 }),
  sheet('ana', { tech: 5, agility: 3 }),
  sheet('bo', { tech: 2, agility: 5 }),
  sheet('cy', { tech: 3, agility: 5 }),
];

const input = dungeonInput(mapsFor({ 8: FIRST, 3: SECOND }, SECOND), crew, {
  location: location({ difficulty: 2, ao: 'NO', ai: 'YES', mapIds: [8, null, null, null] }),
});

const B2 = tileSpaceId(3, 3);
const B1 = tileSpaceId(6, 4);
const purple = areaSpaceId('p');
const grey = areaSpaceId('g');

describe('the worked example of a dungeon exploration, through the machine (§13)', () => {
  it('replays every step with the book’s dice and oxygen', () => {
    const actor = start(input);
    // Map-ID 8 is known; the others are thrown on entering their maps.
    expect(actor.getSnapshot().value).toBe('settingUp');
    decide(actor, { type: 'mapIds.onEntry' });
    expect(actor.getSnapshot().value).toBe('deploying');
    decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 4), crewIds: ['dex', 'ana', 'bo', 'cy'] });
    expect(actor.getSnapshot().matches({ exploring: 'freeMove' })).toBe(true);
    expect(oxygen(actor)).toBe(25);

    // The free move: into the purple area, where the mine goes off.
    decide(actor, { type: 'move', to: purple });
    expect(oxygen(actor)).toBe(25);
    expect(actor.getSnapshot().matches({ resolving: 'mines' })).toBe(true);
    decide(actor, { type: 'mines.disarm', crewId: 'dex' });
    const disarm = actor.getSnapshot();
    expect(disarm.hasTag(AWAITING_DICE)).toBe(true);
    expect(disarm.context.diceRequest).toMatchObject({ dice: '2d6', modifier: 4, target: 10 });
    expect(disarm.context.diceRequest?.odds).toBeCloseTo(26 / 36, 12);
    answer(actor, 2, 2); // 2 + 2 + Tech 4 = 8 < 10: the mine goes off
    // Dodges, d6 + Agility against 8: Ana 2 + 3, Bo 4 + 5, Cy 5 + 5.
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ who: 'Ana', modifier: 3, target: 8 });
    expect(actor.getSnapshot().context.diceRequest?.odds).toBeCloseTo(2 / 6, 12);
    answer(actor, 2);
    answer(actor, 4);
    answer(actor, 5);
    let snap = actor.getSnapshot();
    expect(snap.matches({ exploring: 'acting' })).toBe(true);
    expect(snap.context.exploration?.crew.map((m) => m.hp)).toEqual([6, 8, 10, 10]);

    // Onto B2 (1 oxygen outside); its activation is the first Tech check: 3 + 3 + 5 = 11 against 12.
    decide(actor, { type: 'move', to: B2 });
    expect(oxygen(actor)).toBe(24);
    decide(actor, { type: 'bulkhead.attempt', bulkhead: '3,3#0', crewId: 'ana' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 5, target: 12 });
    expect(actor.getSnapshot().context.diceRequest?.odds).toBeCloseTo(21 / 36, 12);
    answer(actor, 3, 3);
    expect(oxygen(actor)).toBe(24);
    expect(actor.getSnapshot().can({ type: 'move', to: grey })).toBe(false);
    // Another action, another oxygen: 6 + 3 + 5 = 14, open.
    decide(actor, { type: 'bulkhead.attempt', bulkhead: '3,3#0', crewId: 'ana' });
    answer(actor, 6, 3);
    expect(oxygen(actor)).toBe(23);

    // Into the grey area (inside, breathable): E2 attacks at level 4; the team fights and wins.
    decide(actor, { type: 'move', to: grey });
    expect(oxygen(actor)).toBe(23);
    snap = actor.getSnapshot();
    expect(snap.matches({ encounter: 'choosing' })).toBe(true);
    expect(snap.context.encounter).toMatchObject({ code: 'E2', level: 4, boss: false });
    decide(actor, { type: 'encounter.fight' });
    expect(actor.getSnapshot().matches({ encounter: 'fighting' })).toBe(true);
    winTheFight(actor);
    snap = actor.getSnapshot();
    expect(snap.matches({ exploring: 'acting' })).toBe(true);
    expect(snap.context.exploration?.maps[0]?.defeated).toEqual(['3,1#0']);
    expect(snap.context.exploration?.crew.map((m) => m.hp)).toEqual([6, 8, 10, 10]);
    expect(snap.context).toMatchObject({
      credits: 20,
      xp: 4,
      diceRequest: null,
    });
    expect(runningFight(snap)).toBeNull();
    expect(oxygen(actor)).toBe(23);

    // The quest master, then back out: grey and B2 cost nothing, E2 stays beaten, B2 stays open.
    decide(actor, { type: 'move', to: tileSpaceId(1, 1) });
    decide(actor, { type: 'quest.take', key: '1,1#0' });
    decide(actor, { type: 'move', to: grey });
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
    decide(actor, { type: 'move', to: B2 });
    expect(oxygen(actor)).toBe(23);
    // Back into the mined area: 1 oxygen, the spent mines stay quiet.
    decide(actor, { type: 'move', to: purple });
    expect(oxygen(actor)).toBe(22);
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
    // To B1 (1 oxygen) and open it at once: 5 + 4 + 5 = 14 against 11.
    decide(actor, { type: 'move', to: B1 });
    decide(actor, { type: 'bulkhead.attempt', bulkhead: '6,4#0', crewId: 'ana' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ target: 11 });
    answer(actor, 5, 4);
    expect(oxygen(actor)).toBe(21);
    for (const to of [areaSpaceId('r'), tileSpaceId(8, 4), areaSpaceId('s'), tileSpaceId(9, 6)]) {
      decide(actor, { type: 'move', to });
    }
    expect(oxygen(actor)).toBe(17);

    // Mark the map cleared and go on; map 2's Map-ID is thrown now (3), then an entrance is picked.
    decide(actor, { type: 'exit.take' });
    snap = actor.getSnapshot();
    expect(snap.context.record.cleared).toEqual([1]);
    expect(snap.context.diceRequest).toMatchObject({ dice: 'd20', odds: null });
    answer(actor, 3);
    expect(actor.getSnapshot().value).toBe('travelling');
    decide(actor, { type: 'arrive', space: tileSpaceId(0, 0) });
    snap = actor.getSnapshot();
    expect(snap.context.exploration?.mapNumber).toBe(2);
    expect(snap.context.mapIds).toEqual([8, 3, null, null]);
    expect(snap.context.exploration?.location.mapIds).toEqual([8, 3, null, null]);
    decide(actor, { type: 'move', to: areaSpaceId('a') });
    expect(oxygen(actor)).toBe(17);

    // What the campaign follows up: the quest.
    expect(actor.getSnapshot().context.notes).toContainEqual({ kind: 'quest', mapNumber: 1, key: '1,1#0' });
    expect(currentPrompt(actor.getSnapshot())?.rule).toBe('kraken.move-activate');
  });

  it('an escape puts the team back where it stood, and the enemy goes off again', () => {
    const actor = start(input);
    decide(actor, { type: 'mapIds.onEntry' });
    decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 4), crewIds: ['dex', 'ana', 'bo', 'cy'] });
    decide(actor, { type: 'move', to: purple });
    decide(actor, { type: 'mines.disarm', crewId: 'ana' });
    answer(actor, 6, 6); // disarmed
    decide(actor, { type: 'move', to: B2 });
    decide(actor, { type: 'bulkhead.attempt', bulkhead: '3,3#0', crewId: 'ana' });
    answer(actor, 6, 6);
    decide(actor, { type: 'move', to: grey });
    decide(actor, { type: 'encounter.fight' });
    answer(actor, 1);
    answer(actor, 1);
    decide(actor, { type: 'initiative.roll' });
    answer(actor, 6);
    answer(actor, 1);
    decide(actor, { type: 'crew.activate', crewId: 'ana' });
    decide(actor, { type: 'escape', escaping: ['dex', 'ana', 'bo', 'cy'], sacrificed: [] });
    // d6 + the lowest Agility of those running (3) against the highest enemy Agility (3).
    expect(waiting(actor)).toMatchObject({ modifier: 3, target: 3 });
    answer(actor, 2);
    let snap = actor.getSnapshot();
    expect(snap.context.exploration?.position).toBe(B2);
    expect(snap.context.exploration?.maps[0]?.defeated).toEqual([]);
    expect(snap.matches({ exploring: 'acting' })).toBe(true);
    decide(actor, { type: 'move', to: grey });
    snap = actor.getSnapshot();
    expect(snap.matches({ encounter: 'choosing' })).toBe(true);
  });
});
