import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, carryItem, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { currentPrompt } from '../../core/meta';
import { answer, decide, dungeonInput, location, oxygen, sheet, start, tileMap } from './testkit';
import type { DungeonInput } from './types';
import { dungeonMode } from '../../../src/modes/dungeon/mode';

/**
 * Moving between maps and leaving the location (§13 Moving forward, Leaving a location, Clearing maps,
 * Solving a location), oxygen running out, exploration-phase PSI and items, through the machine.
 */

const t = tileSpaceId;
const CORRIDOR = tileMap(mapOf(['>  .  EX  /']));

function crawl(over: Partial<DungeonInput> = {}, crew = [sheet('ana'), sheet('bo')]) {
  const actor = start(
    dungeonInput([CORRIDOR], crew, { location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }), ...over }),
  );
  decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: crew.map((c) => c.id) });
  decide(actor, { type: 'move', to: t(1, 0) });
  return actor;
}

describe('dungeon crawl machine: the way through a location', () => {
  it('throws every Map-ID at once when asked, before landing', () => {
    const actor = start(dungeonInput([CORRIDOR, CORRIDOR], [sheet('ana')]));
    expect(currentPrompt(actor.getSnapshot())?.rule).toBe('kraken.location-parameters');
    decide(actor, { type: 'mapIds.rollAll' });
    for (const face of [4, 9, 1, 20]) answer(actor, face);
    expect(actor.getSnapshot().context.mapIds).toEqual([4, 9, 1, 20]);
    expect(actor.getSnapshot().value).toBe('deploying');
  });

  it('exit location ends the exploration at once', () => {
    const actor = crawl();
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'move', to: t(3, 0) });
    decide(actor, { type: 'location.exit' });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output?.end).toMatchObject({ way: 'exit-location', solved: false });
    expect(snap.output?.record.cleared).toEqual([1]);
  });

  it('a map with no treasure taken may be left uncleared', () => {
    const actor = crawl();
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'move', to: t(3, 0) });
    decide(actor, { type: 'location.exit', keepUncleared: true });
    expect(actor.getSnapshot().output?.record.cleared).toEqual([]);
  });

  it('the entrance of map 1 leads out; going back a map forbids moving forward again', () => {
    const out = crawl();
    decide(out, { type: 'move', to: t(0, 0) });
    decide(out, { type: 'entrance.back' });
    expect(out.getSnapshot().output?.end?.way).toBe('entrance-of-first-map');

    const actor = crawl();
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'exit.take' });
    decide(actor, { type: 'arrive', space: t(0, 0) });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(0, 0) });
    decide(actor, { type: 'entrance.back' });
    expect(actor.getSnapshot().value).toBe('travelling');
    expect(actor.getSnapshot().can({ type: 'arrive', space: t(0, 0) })).toBe(false);
    decide(actor, { type: 'arrive', space: t(2, 0) });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    expect(actor.getSnapshot().can({ type: 'exit.take' })).toBe(false);
  });

  it('the ship’s teleporter takes the team home from within its range', () => {
    const near = crawl({
      hasTeleporter: true,
      location: location({ mapIds: [1, 1, 1, 1], ao: 'YES', teleport: 1 }),
    });
    decide(near, { type: 'teleporter.out' });
    expect(near.getSnapshot().output?.end?.way).toBe('teleporter');
    const none = crawl();
    expect(none.getSnapshot().can({ type: 'teleporter.out' })).toBe(false);
  });

  it('solving the location: the last exit pays XP and one of two treasure bundles', () => {
    const actor = crawl();
    for (let map = 1; map <= 4; map += 1) {
      decide(actor, { type: 'move', to: t(2, 0) });
      decide(actor, { type: 'exit.take' });
      if (map < 4) {
        decide(actor, { type: 'arrive', space: t(0, 0) });
        decide(actor, { type: 'move', to: t(1, 0) });
      }
    }
    expect(actor.getSnapshot().value).toBe('reward');
    expect(actor.getSnapshot().context.xp).toBe(4 * 2 * 2);
    decide(actor, { type: 'reward.choose', option: 1 });
    const out = actor.getSnapshot().output;
    expect(out?.end).toMatchObject({ way: 'exit-of-last-map', solved: true });
    expect(out?.reward).toEqual({ xp: 16, treasures: 2, grade: 4 });
    expect(out?.record).toMatchObject({ cleared: [1, 2, 3, 4], solved: true });
  });

  it('out of oxygen every paid action knocks someone out; with nobody standing the team is lost', () => {
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  .  .  .']))], [sheet('ana'), sheet('bo')], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'NO' }),
        oxygen: 1,
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana', 'bo'] });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    expect(oxygen(actor)).toBe(0);
    expect(actor.getSnapshot().matches({ exploring: 'breathless' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'move', to: t(3, 0) })).toBe(false);
    decide(actor, { type: 'move', to: t(3, 0), knockOut: ['bo'] });
    expect(actor.getSnapshot().context.exploration?.crew.map((m) => m.conscious)).toEqual([true, false]);
    expect(actor.getSnapshot().can({ type: 'move', to: t(4, 0), knockOut: ['bo'] })).toBe(false);
    decide(actor, { type: 'move', to: t(4, 0), knockOut: ['ana'] });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output?.end?.way).toBe('no-crew-left');
    expect(snap.output?.crew.map((c) => c.condition)).toEqual(['killed', 'killed']);
    expect(snap.context.exploration?.oxygen).toBe(0);
  });

  it('PSI Oxygen Creation refills 2 oxygen (the power is an action); a failed power exhausts PSI; meditating costs oxygen by the air', () => {
    const psion = sheet('ana', { psi: 3 });
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  .  .']))], [psion], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'NO' }),
        oxygen: 20,
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-oxygen-creation' });
    // d6 + PSI 3 against 8.
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 3, target: 8 });
    answer(actor, 6);
    expect(oxygen(actor)).toBe(21); // the power is an action (1 outside), then +2
    expect(actor.getSnapshot().can({ type: 'psi.use', crewId: 'ana', power: 'psi-attack' })).toBe(false);
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-midas-touch' });
    answer(actor, 1); // fails on a 1: −2 HP, exhausted
    let snap = actor.getSnapshot();
    expect(snap.context.exploration?.crew[0]?.hp).toBe(8);
    expect(snap.context.sheets[0]?.psi).toEqual({ level: 3, exhausted: true });
    expect(snap.can({ type: 'psi.use', crewId: 'ana', power: 'psi-surprise' })).toBe(false);
    decide(actor, { type: 'psi.meditate', crewId: 'ana' });
    // 3 + 2 missing HP; 1 oxygen outside.
    expect(snap.context.exploration?.oxygen).toBe(20);
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ target: 5 });
    answer(actor, 5);
    snap = actor.getSnapshot();
    expect(snap.context.exploration?.oxygen).toBe(19);
    expect(snap.context.sheets[0]?.psi).toEqual({ level: 3, exhausted: false });
  });

  it('using an item costs no action: a stimpack heals without oxygen', () => {
    const stim = makeItem({ id: 'stim', kind: 'stimpack', heal: 3, uses: 1 });
    const carrier = { ...sheet('ana'), hp: 4, inventory: putInSlot(EMPTY_INVENTORY, '2', carryItem(stim)) };
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  .']))], [carrier], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'NO' }),
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'item.use', crewId: 'ana', slot: '2', targetId: 'ana' });
    const snap = actor.getSnapshot();
    expect(snap.context.exploration?.crew[0]?.hp).toBe(7);
    expect(snap.context.exploration?.oxygen).toBe(25);
    expect(snap.context.sheets[0]?.inventory['2']).toBeNull();
  });
});

describe('PSI powers out of reach (kraken.psi-check)', () => {
  it('PSI Oxygen Creation (8) with PSI 1 cannot succeed (d6 + 1 reaches 7): shown disabled with the reason', () => {
    const psion = sheet('ana', { psi: 1 });
    const actor = start(
      dungeonInput([tileMap(mapOf(['>  .  .  .']))], [psion], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'NO' }),
        oxygen: 20,
      }),
    );
    decide(actor, { type: 'deploy', entrance: t(0, 0), crewIds: ['ana'] });
    const offer = dungeonMode
      .choices(actor.getSnapshot())
      .find((c) => c.id === 'psi-ana-psi-oxygen-creation');
    expect(offer?.disabled).toMatch(/needs 8: d6 \+ PSI 1 reaches 7 at most/);
    const surprise = dungeonMode.choices(actor.getSnapshot()).find((c) => c.id === 'psi-ana-psi-surprise');
    expect(surprise?.disabled).toBeUndefined();
  });
});
