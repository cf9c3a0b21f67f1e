import { describe, expect, it } from 'vitest';
import { makeItem, makeWeapon } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, carryItem, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { carryWeapon } from '../../../src/rules/kraken/crew/weaponState';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { areaSpaceId, buildGraph, spacesWith, tileSpaceId } from '../../../src/rules/tilemap/graph';
import type { CrewMember } from '../../../src/rules/kraken/crew/crew';
import { dungeonMachine, type DungeonMachine } from './dungeon.machine';
import { dungeonInputSchema } from './dungeon.schema';
import { statePath } from './offers';
import { fakeCombat, answer, decide, dungeonInput, location, oxygen, sheet, start, tileMap } from './testkit';
import type { DungeonInput, DungeonLocation } from './types';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';

/**
 * Every map element reached through the machine's events (Space Kraken §13 Map elements), one small map
 * each, with scripted dice. The rules themselves are tested in src/rules/tilemap; these check that the
 * machine asks for the right dice, routes to the right waiting state and keeps what the campaign needs.
 */

const CREW = [sheet('ana', { tech: 5, agility: 3 }), sheet('bo', { tech: 2, agility: 5 })];

function landed(
  rows: readonly string[],
  options: {
    readonly crew?: readonly CrewMember[];
    readonly location?: Partial<DungeonLocation>;
    readonly input?: Partial<DungeonInput>;
    readonly machine?: DungeonMachine;
    readonly deploy?: boolean;
  } = {},
) {
  const map = tileMap(mapOf(rows));
  const crew = options.crew ?? CREW;
  const input = dungeonInput([map], crew, {
    location: location({ mapIds: [1, 1, 1, 1], ...options.location }),
    ...options.input,
  });
  const actor = start(input, options.machine);
  const entrance = spacesWith(buildGraph(map), 'entrance')[0] ?? '';
  if (options.deploy !== false) decide(actor, { type: 'deploy', entrance, crewIds: crew.map((c) => c.id) });
  return actor;
}

const t = tileSpaceId;
const hp = (actor: ReturnType<typeof landed>) =>
  actor.getSnapshot().context.exploration?.crew.map((m) => m.hp);

describe('dungeon crawl machine: map elements', () => {
  it('mines without a disarm: everyone dodges, the caught take difficulty + grade', () => {
    const actor = landed(['>  a:M1  EX']);
    decide(actor, { type: 'move', to: areaSpaceId('a') });
    expect(actor.getSnapshot().matches({ resolving: 'mines' })).toBe(true);
    decide(actor, { type: 'mines.brave' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ who: 'Ana', target: 8, modifier: 3 });
    answer(actor, 1); // Ana 1 + 3: caught for 2 + 1
    answer(actor, 6); // Bo 6 + 5: clear
    expect(hp(actor)).toEqual([7, 10]);
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
  });

  it('a laser barrier fires on entry; disarming it is an action with its own odds', () => {
    const actor = landed(['>  L1  .'], { location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    expect(hp(actor)).toEqual([7, 7]);
    decide(actor, { type: 'laser.disarm', key: '1,0#0', crewId: 'ana' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 5, target: 11 });
    answer(actor, 1, 1); // fails: burns again
    expect(hp(actor)).toEqual([4, 4]);
    decide(actor, { type: 'laser.disarm', key: '1,0#0', crewId: 'ana' });
    answer(actor, 6, 6);
    expect(actor.getSnapshot().context.exploration?.maps[0]?.lasersOff).toEqual(['1,0#0']);
    expect(actor.getSnapshot().can({ type: 'laser.disarm', key: '1,0#0', crewId: 'ana' })).toBe(false);
  });

  it('T? throws its d6 as the team enters; O2 refills; a disruptor goes off', () => {
    const actor = landed(['>  .  T?  O2  DIS']);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ dice: 'd6', odds: null });
    answer(actor, 5); // ? = 3: grade 2 + 3
    expect(actor.getSnapshot().context.treasures).toEqual([{ mapNumber: 1, key: '2,0#0', grade: 5 }]);
    decide(actor, { type: 'treasure.take', choice: 'credits' });
    answer(actor, 3); // d20 3: cash
    answer(actor, 6); // extra cash: all of grade 5's 50
    expect(oxygen(actor)).toBe(24);
    decide(actor, { type: 'move', to: t(3, 0) });
    expect(oxygen(actor)).toBe(25);
    decide(actor, { type: 'move', to: t(4, 0) });
    expect(actor.getSnapshot().context.exploration?.maps[0]?.disruptorsOff).toEqual(['4,0#0']);
  });

  it('stations, traders, the quest master, event tiles and story-line triggers are recorded', () => {
    const hurt = [{ ...sheet('ana', { tech: 5, charisma: 5 }), hp: 3 }, sheet('bo')];
    const actor = landed(['>  .  MED  CS  S1  AD  G  MOD  Q  EV  LT  .'], {
      crew: hurt,
      location: { ao: 'YES' },
    });
    const walk = (x: number) => decide(actor, { type: 'move', to: t(x, 0) });
    walk(1);
    walk(2);
    decide(actor, { type: 'station.med', key: '2,0#0', crewId: 'ana' });
    expect(hp(actor)).toEqual([7, 10]);
    walk(3);
    decide(actor, { type: 'station.clone', key: '3,0#0' });
    expect(hp(actor)).toEqual([10, 10]);
    walk(4);
    decide(actor, { type: 'shop.visit', key: '4,0#0' });
    expect(actor.getSnapshot().context.credits).toBe(13); // junk: Charisma 5 - 2
    walk(5);
    decide(actor, { type: 'ammo.visit', key: '5,0#0' });
    walk(6);
    decide(actor, { type: 'element.activate', key: '6,0#0' });
    walk(7);
    decide(actor, { type: 'element.activate', key: '7,0#0' });
    walk(8);
    decide(actor, { type: 'quest.take', key: '8,0#0' });
    expect(actor.getSnapshot().can({ type: 'quest.take', key: '8,0#0' })).toBe(false);
    walk(9);
    decide(actor, { type: 'element.activate', key: '9,0#0' });
    walk(10);
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ dice: 'd20' });
    answer(actor, 3);
    const { notes, storyLineSlots } = actor.getSnapshot().context;
    expect(storyLineSlots).toBe(0);
    expect(notes.map((n) => n.kind)).toEqual([
      'save-point',
      'trader',
      'trader',
      'trader',
      'trader',
      'quest',
      'event-tile',
      'story-line',
    ]);
    expect(notes.at(-1)).toMatchObject({ start: '1AC' });
  });

  it('a quest master rolls a d6 on the quest sheet and notes the rolled quest', () => {
    const row = (roll: number) => ({
      roll,
      quest: `Quest ${roll}`,
      objective: { kind: 'deliver' as const, detail: `Parcel ${roll} to the shop.` },
      reward: { credits: 10 * roll, xp: 1 },
      urgent: roll === 4,
      penalty: roll === 4 ? 'Lose 5 credits.' : 'None.',
      penaltyEffects: roll === 4 ? [{ kind: 'credits' as const, amount: -5 }] : [],
    });
    const questSheet = {
      id: 'board',
      name: 'Test board',
      die: 'd6' as const,
      rows: [1, 2, 3, 4, 5, 6].map(row),
    };
    expect(dungeonInputSchema.shape.questSheet.safeParse(questSheet).success).toBe(true);
    const actor = landed(['>  Q  .'], { location: { ao: 'YES' }, input: { questSheet } });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'quest.take', key: '1,0#0' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ dice: 'd6', odds: null });
    expect(actor.getSnapshot().context.diceRequest?.purpose).toMatch(/quest/i);
    answer(actor, 4);
    const { notes } = actor.getSnapshot().context;
    const journal = journalLines(actor.getSnapshot().context);
    expect(notes.filter((n) => n.kind === 'quest')).toEqual([
      {
        kind: 'quest',
        mapNumber: 1,
        key: '1,0#0',
        quest: {
          sheetId: 'board',
          roll: 4,
          quest: 'Quest 4',
          objective: { kind: 'deliver', detail: 'Parcel 4 to the shop.' },
          reward: { credits: 40, xp: 1 },
          urgent: true,
          penalty: [{ kind: 'credits', amount: -5 }],
        },
      },
    ]);
    expect(journal.at(-1)).toMatch(
      /Quest accepted \(d6 4 on Test board\): Quest 4\..*40 credits.*Lose 5 credits/,
    );
    expect(actor.getSnapshot().can({ type: 'quest.take', key: '1,0#0' })).toBe(false);
  });

  it('without a quest sheet a quest master only notes the tile, with no dice', () => {
    const actor = landed(['>  Q  .'], { location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'quest.take', key: '1,0#0' });
    expect(actor.getSnapshot().context.diceRequest).toBeNull();
    expect(actor.getSnapshot().context.notes.filter((n) => n.kind === 'quest')).toEqual([
      { kind: 'quest', mapNumber: 1, key: '1,0#0' },
    ]);
  });

  it('a portal without a twin rerolls until a number fits; several twins make the player choose', () => {
    const actor = landed(['>  .  TP1  #  TP2'], { location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    answer(actor, 4); // no portal 4: again
    answer(actor, 2);
    expect(actor.getSnapshot().context.exploration?.position).toBe(t(4, 0));
    decide(actor, { type: 'portal.jump', key: '4,0#0' });
    answer(actor, 2); // its own number: stays
    expect(actor.getSnapshot().context.exploration?.position).toBe(t(4, 0));

    const many = landed(['>  TP1  #  TP1  #  TP1'], { location: { ao: 'YES' } });
    decide(many, { type: 'move', to: t(1, 0) });
    expect(statePath(many.getSnapshot().value)).toBe('resolving.portal.portalChoice');
    expect(many.getSnapshot().can({ type: 'portal.choose', space: t(0, 0) })).toBe(false);
    decide(many, { type: 'portal.choose', space: t(5, 0) });
    expect(many.getSnapshot().context.exploration?.position).toBe(t(5, 0));
  });

  it('a bulkhead locks after three failures; a full weapon of its grade cracks it open', () => {
    const weapon = makeWeapon({ grade: 2, ammo: 4 });
    const armed = {
      ...sheet('ana', { tech: 1 }),
      inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(weapon)),
    };
    const actor = landed(['>  B2  .'], { crew: [armed], location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    for (let i = 0; i < 3; i += 1) {
      decide(actor, { type: 'bulkhead.attempt', bulkhead: '1,0#0', crewId: 'ana' });
      answer(actor, 1, 1);
    }
    expect(actor.getSnapshot().context.exploration?.maps[0]?.bulkheads['1,0#0']).toEqual({
      opened: false,
      fails: 3,
    });
    expect(actor.getSnapshot().can({ type: 'bulkhead.attempt', bulkhead: '1,0#0', crewId: 'ana' })).toBe(
      false,
    );
    decide(actor, { type: 'bulkhead.crack', bulkhead: '1,0#0', crewId: 'ana', slot: 'L' });
    const snap = actor.getSnapshot();
    expect(snap.context.exploration?.maps[0]?.bulkheads['1,0#0']?.opened).toBe(true);
    expect(snap.context.sheets[0]?.inventory.L).toMatchObject({ ammo: 0 });
    decide(actor, { type: 'move', to: t(2, 0) });
  });

  it('emergency release: on a One-way location a locked bulkhead with no other way out opens itself', () => {
    const actor = landed(['>  .  B1  DIS  EX'], {
      crew: [sheet('ana', { tech: 1 })],
      location: { ao: 'YES', condition: 'one-way', teleport: 4 },
      input: { hasTeleporter: true, record: { cleared: [1], solved: false, shopBonusTaken: [] } },
      deploy: false,
    });
    // The teleporter lets the team skip cleared map 1.
    expect(actor.getSnapshot().value).toBe('choosingMap');
    decide(actor, { type: 'deploy.map', mapNumber: 2 });
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    for (let i = 0; i < 3; i += 1) {
      decide(actor, { type: 'bulkhead.attempt', bulkhead: '2,0#0', crewId: 'ana' });
      answer(actor, 1, 1);
    }
    expect(actor.getSnapshot().context.exploration?.maps[1]?.bulkheads['2,0#0']?.opened).toBe(true);
    expect(journalLines(actor.getSnapshot().context)).toContain(
      'Emergency release: the locked bulkhead opens by itself.',
    );
  });

  it('hull breaches need a welding device', () => {
    const welder = makeItem({ id: 'welder', kind: 'tool', abilities: ['repair-hull-breach'] });
    const withTool = { ...sheet('ana'), inventory: putInSlot(EMPTY_INVENTORY, '1', carryItem(welder)) };
    const bare = landed(['>  .  HB'], { crew: [sheet('ana')] });
    decide(bare, { type: 'move', to: t(1, 0) });
    decide(bare, { type: 'move', to: t(2, 0) });
    expect(bare.getSnapshot().can({ type: 'hull.repair', key: '2,0#0' })).toBe(false);
    const actor = landed(['>  .  HB'], { crew: [withTool] });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'hull.repair', key: '2,0#0' });
    expect(actor.getSnapshot().context.exploration?.maps[0]?.hullRepaired).toEqual(['2,0#0']);
  });

  it('walls, voids and a safety bulkhead with a living boss refuse the move, with the reason', () => {
    const actor = landed(['>  .  #', '~  SB  BOSS1'], { location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'move', to: t(1, 1) })).toBe(false);
    expect(snap.can({ type: 'move', to: t(2, 0) })).toBe(false);
    expect(snap.can({ type: 'move', to: t(0, 0) })).toBe(true);
  });

  it('an obstacle line costs two actions; an automatic door opens one way only', () => {
    const map = ['>  .  .  AUTOW  .'];
    const actor = landed(map, {
      input: {},
      location: { ao: 'NO' },
    });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    expect(oxygen(actor)).toBe(24);
    expect(actor.getSnapshot().can({ type: 'move', to: t(3, 0) })).toBe(true);
    const obstacle = landed(['>  .  .'], {
      input: {
        maps: [tileMap({ ...mapOf(['>  .  .']), borders: [{ from: [2, 0], to: [2, 1], type: 'obstacle' }] })],
      },
    });
    decide(obstacle, { type: 'move', to: t(1, 0) });
    decide(obstacle, { type: 'move', to: t(2, 0) });
    expect(oxygen(obstacle)).toBe(23);
  });
});

describe('dungeon crawl machine: enemies and bosses', () => {
  const veterans = [sheet('ana', { level: 5, agility: 4 }), sheet('bo', { level: 5, agility: 2 })];

  it('intimidates an enemy below the second-lowest Level, which stays on the map', () => {
    const actor = landed(['>  .  E1  .'], { crew: veterans, location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    expect(actor.getSnapshot().matches({ encounter: 'choosing' })).toBe(true);
    decide(actor, { type: 'avoid.intimidate' });
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
    expect(actor.getSnapshot().context.exploration?.maps[0]?.defeated).toEqual([]);
  });

  it('a failed run starts the fight; a boss cannot be avoided', () => {
    const actor = landed(['>  .  E1  BOSS1'], {
      crew: veterans,
      location: { ao: 'YES' },
      machine: dungeonMachine.provide({
        actors: { groundCombat: fakeCombat('victory', (r) => ({ ...r, credits: 7, xp: 5 })) },
      }),
    });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'avoid.run' });
    // d6 + lowest 2 + highest 4 against level 3 + 9.
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 6, target: 12 });
    answer(actor, 1);
    let snap = actor.getSnapshot();
    expect(snap.matches({ exploring: 'acting' })).toBe(true);
    expect(snap.context.credits).toBe(17);
    expect(snap.context.xp).toBe(5);
    decide(actor, { type: 'move', to: t(3, 0) });
    snap = actor.getSnapshot();
    expect(snap.context.encounter).toMatchObject({ boss: true, level: 3 });
    expect(snap.can({ type: 'avoid.run' })).toBe(false);
    expect(snap.can({ type: 'avoid.intimidate' })).toBe(false);
    decide(actor, { type: 'encounter.fight' });
    expect(actor.getSnapshot().context.exploration?.maps[0]?.defeated).toEqual(['2,0#0', '3,0#0']);
  });

  it('camouflage stops at the first failure; charisma pays its credits whatever happens', () => {
    const actor = landed(['>  .  E1  .'], { location: { ao: 'YES' } });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'avoid.camouflage' });
    answer(actor, 1); // Ana 1 + 5 against 5: hidden
    answer(actor, 1); // Bo 1 + 2 against 5: seen
    expect(actor.getSnapshot().matches({ encounter: 'fighting' })).toBe(true);

    const talker = landed(['>  .  E1  .'], { location: { ao: 'YES' } });
    decide(talker, { type: 'move', to: t(1, 0) });
    decide(talker, { type: 'move', to: t(2, 0) });
    expect(talker.getSnapshot().can({ type: 'avoid.charisma', credits: 11 })).toBe(false);
    decide(talker, { type: 'avoid.charisma', credits: 4 });
    // d6 + Charisma 3 + 3 + 4 credits against 3 × 3 + 5.
    expect(talker.getSnapshot().context.diceRequest).toMatchObject({ modifier: 10, target: 14 });
    answer(talker, 4);
    expect(talker.getSnapshot().context.credits).toBe(6);
    expect(talker.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
  });

  it('several enemies in one area: the player picks the order, one fight each', () => {
    const actor = landed(['>  a:E1  a:E2'], {
      location: { ao: 'YES' },
      machine: dungeonMachine.provide({ actors: { groundCombat: fakeCombat('victory') } }),
    });
    decide(actor, { type: 'move', to: areaSpaceId('a') });
    expect(actor.getSnapshot().matches({ resolving: 'pickEncounter' })).toBe(true);
    decide(actor, { type: 'encounter.face', key: '2,0#0' });
    decide(actor, { type: 'encounter.fight' });
    expect(actor.getSnapshot().matches({ encounter: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.encounter?.code).toBe('E1');
    decide(actor, { type: 'encounter.fight' });
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
  });
});
