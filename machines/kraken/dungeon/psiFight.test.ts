import { runningFight } from './running';
import { describe, expect, it } from 'vitest';
import { initiativeSetup } from '../../../src/rules/kraken/groundCombat/combatSpawn';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { explorationDecisionSchema } from './dungeon.schema';
import { fightInputFor } from './encounter';
import { dungeonOffers } from './offers';
import { answer, decide, dungeonInput, location, sheet, start, tileMap } from './testkit';

/**
 * PSI SURPRISE and PSI DIVINATION cast while exploring reach the next ground combat
 * (kraken.psi-exploration): +2 to the crew's initiative roll, +3 on the fight's d20 loot roll.
 */

const t = tileSpaceId;

describe('dungeon crawl machine: exploration PSI in the next fight', () => {
  it('Surprise and Divination are handed to the fight through its input, and spent with it', () => {
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  E1']))], [sheet('ana', { psi: 3 })], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-surprise' });
    answer(actor, 6);
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-divination' });
    answer(actor, 6);
    expect(actor.getSnapshot().context.psi).toMatchObject({ initiativeBonus: 2, lootShift: 3 });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'encounter.fight' });
    const context = actor.getSnapshot().context;
    expect(fightInputFor(context)).toMatchObject({ initiativeBonus: 2, lootShift: 3 });
    const fight = runningFight(actor.getSnapshot());
    expect(fight).toMatchObject({ initiativeBonus: 2, lootShift: 3 });
    if (fight !== null) expect(initiativeSetup(fight).crewBonus).toBe(2);
  });

  it('Divination with −3 chosen reaches the fight as a −3 loot shift; a shift on another power is refused', () => {
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  E1']))], [sheet('ana', { psi: 3 })], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    expect(
      explorationDecisionSchema.safeParse({
        type: 'psi.use',
        crewId: 'ana',
        power: 'psi-divination',
        shift: 2,
      }).success,
    ).toBe(false);
    expect(
      actor.getSnapshot().can({ type: 'psi.use', crewId: 'ana', power: 'psi-surprise', shift: -3 }),
    ).toBe(false);
    const offers = dungeonOffers(actor.getSnapshot().context, 'exploring.acting').filter((o) =>
      o.id.startsWith('psi-ana-psi-divination'),
    );
    expect(offers.map((o) => o.event)).toEqual([
      expect.objectContaining({ power: 'psi-divination', shift: 3 }),
      expect.objectContaining({ power: 'psi-divination', shift: -3 }),
    ]);
    expect(offers[0]?.odds).toBeGreaterThan(0);
    expect(offers[1]?.odds).toBe(offers[0]?.odds);
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-divination', shift: -3 });
    answer(actor, 6);
    expect(actor.getSnapshot().context.psi.lootShift).toBe(-3);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'encounter.fight' });
    const context = actor.getSnapshot().context;
    expect(fightInputFor(context)).toMatchObject({ lootShift: -3 });
    expect(runningFight(actor.getSnapshot())).toMatchObject({ lootShift: -3 });
  });
});
