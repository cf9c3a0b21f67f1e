import { describe, expect, it } from 'vitest';
import type { FightOutput } from '../../../src/rules/kraken/groundCombat/combatTypes';
import { NO_BOOST, planAttack } from '../../../src/rules/kraken/groundCombat/attack';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { buildGraph, spacesWith, tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonMachine } from './dungeon.machine';
import { dungeonInputSchema } from './dungeon.schema';
import { dungeonOutput } from './output';
import { dungeonView } from './view';
import { decide, dungeonInput, fakeCombat, location, sheet, start, tileMap } from './testkit';
import type { DungeonInput } from './types';

/**
 * Captured aliens in the crawl (Space Kraken §4 Capture alien; kraken.capture-alien): after a won fight the
 * captives a Capture quest asks for (the crawl's `wantedCaptives`) are carried by a conscious crew member,
 * who then cannot attack; the crawl hands back the enemies its fights put out and the captives carried.
 */

const t = tileSpaceId;
const HALL = tileMap(mapOf(['>  .  E1  E1']));
const CREW = [sheet('ana'), sheet('bo')];

/** The fight's enemies as the ground combat hands them back. */
function foes(...list: readonly [string, 'killed' | 'captured' | 'escaped'][]): FightOutput['enemies'] {
  return list.map(([profileId, status], i) => ({
    uid: `e${i}`,
    name: profileId,
    profileId,
    boss: false,
    role: 'primary' as const,
    status,
  }));
}

function crawl(wanted: DungeonInput['wantedCaptives'], enemies: FightOutput['enemies'], won = true) {
  const input = dungeonInput([HALL], CREW, {
    location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
    ...(wanted === undefined ? {} : { wantedCaptives: wanted }),
  });
  expect(dungeonInputSchema.safeParse(input).success).toBe(true);
  const machine = dungeonMachine.provide({
    actors: {
      groundCombat: fakeCombat(won ? 'victory' : 'escaped', (r) => ({ ...r, enemies })),
    },
  });
  const actor = start(input, machine);
  const entrance = spacesWith(buildGraph(HALL), 'entrance')[0] ?? '';
  decide(actor, { type: 'deploy', entrance, crewIds: ['ana', 'bo'] });
  decide(actor, { type: 'move', to: t(1, 0) });
  decide(actor, { type: 'move', to: t(2, 0) });
  decide(actor, { type: 'encounter.fight' });
  return actor;
}

const captives = (actor: ReturnType<typeof crawl>) =>
  dungeonOutput(actor.getSnapshot().context).crew.map((m) => m.captive);

describe('dungeon crawl: captured aliens carried for a quest', () => {
  it('a won fight: the captive a quest asks for is carried by the first conscious crew member', () => {
    const actor = crawl(['ink-crawler'], foes(['ink-crawler', 'captured'], ['silt-squirmer', 'killed']));
    expect(captives(actor)).toEqual(['ink-crawler', null]);
    // The HUD's line says who carries it.
    expect(dungeonView(actor.getSnapshot().context).crew.map((c) => c.captive)).toEqual([
      'ink-crawler',
      null,
    ]);
    expect(journalLines(actor.getSnapshot().context)).toContain(
      'Ana carries the captured ink-crawler along for a quest, and cannot attack while carrying it.',
    );
    const output = dungeonOutput(actor.getSnapshot().context);
    expect(output.defeated).toEqual([
      { enemy: 'ink-crawler', boss: false },
      { enemy: 'silt-squirmer', boss: false },
    ]);
    // The carrier cannot attack while carrying it (kraken.capture-alien).
    const ana = actor.getSnapshot().context.sheets.find((m) => m.id === 'ana');
    if (ana === undefined) throw new Error('no Ana');
    const plan = planAttack(ana, { weapon: 'fists', boost: NO_BOOST, berserk: 0, flank: false, targets: 1 });
    expect(plan.ok ? '' : plan.reason).toMatch(/carrying a captured alien/);
  });

  it('one not asked for is left where it fell; so is any captive after a fight that was not won', () => {
    expect(captives(crawl(['silt-squirmer'], foes(['ink-crawler', 'captured'])))).toEqual([null, null]);
    expect(captives(crawl(undefined, foes(['ink-crawler', 'captured'])))).toEqual([null, null]);
    expect(captives(crawl([null], foes(['ink-crawler', 'captured']), false))).toEqual([null, null]);
  });

  it('"any alien" takes any captive; two asked for are carried by two crew members', () => {
    const actor = crawl([null, null], foes(['ink-crawler', 'captured'], ['silt-squirmer', 'captured']));
    expect(captives(actor)).toEqual(['ink-crawler', 'silt-squirmer']);
  });
});
