import { describe, expect, it } from 'vitest';
import { applyTask } from '../../../src/rules/kraken/dungeon/tasks';
import { memoryOf, type Exploration } from '../../../src/rules/tilemap/exploration';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { buildGraph, spacesWith, tileSpaceId } from '../../../src/rules/tilemap/graph';
import type { CrewMember } from '../../../src/rules/kraken/crew/crew';
import { dungeonMachine, type DungeonMachine } from './dungeon.machine';
import { answer, decide, dungeonInput, fakeCombat, location, sheet, start, tileMap } from './testkit';

/**
 * Rules-fidelity checks of the crawl against Space Kraken §13 (issue 13), each through the dungeon machine:
 * when a '?' enemy's value is thrown, who counts for a Charisma avoid, and a crew task without its die.
 */

const t = tileSpaceId;
const randomValues = (exploration: Exploration | null) =>
  exploration === null ? null : memoryOf(exploration).randomValues;

function landed(
  rows: readonly string[],
  crew: readonly CrewMember[],
  deployed: readonly string[] = crew.map((c) => c.id),
  machine: DungeonMachine = dungeonMachine,
) {
  const map = tileMap(mapOf(rows));
  const input = dungeonInput([map], crew, { location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }) });
  const actor = start(input, machine);
  const entrance = spacesWith(buildGraph(map), 'entrance')[0] ?? '';
  decide(actor, { type: 'deploy', entrance, crewIds: [...deployed] });
  return actor;
}

describe('§13 random values: an E? is not thrown before the combat (kraken.random-value)', () => {
  it('facing an E? asks no die: the value is unknown while the team chooses to avoid or fight', () => {
    const actor = landed(['>  .  E?'], [sheet('ana'), sheet('bo')]);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    const snap = actor.getSnapshot();
    expect(snap.matches({ encounter: 'choosing' })).toBe(true);
    expect(snap.context.diceRequest).toBeNull();
    expect(snap.context.encounter).toMatchObject({ code: 'E?', value: null, level: null });
    expect(randomValues(snap.context.exploration)).toEqual({});
  });

  it('an avoid attempt throws the value first, then its own die against the level it gives', () => {
    const actor = landed(['>  .  E?'], [sheet('ana', { agility: 3 }), sheet('bo', { agility: 5 })]);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'avoid.run' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ rule: 'kraken.random-value' });
    answer(actor, 5); // value 3: level 2 + 3 = 5
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 8, target: 14 });
    answer(actor, 6); // 6 + 8 = 14: away
    const snap = actor.getSnapshot();
    expect(snap.matches({ exploring: 'acting' })).toBe(true);
    expect(Object.values(randomValues(snap.context.exploration) ?? {})).toEqual([3]);
  });

  it('fighting an E? throws the value on entering the combat, and the fight gets it', () => {
    const actor = landed(['>  .  E?'], [sheet('ana'), sheet('bo')]);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'encounter.fight' });
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ rule: 'kraken.random-value' });
    answer(actor, 2); // value 1: level 3
    const snap = actor.getSnapshot();
    expect(snap.matches({ encounter: 'fighting' })).toBe(true);
    expect(snap.context.encounter?.request?.encounter).toMatchObject({ elementValue: 1, level: 3 });
  });

  it('the avoid odds before the value is known weigh the six faces of its die', () => {
    const actor = landed(['>  .  E?'], [sheet('ana', { level: 4 }), sheet('bo', { level: 4 })]);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    // Intimidate: level 2 + value (1, 1, 2, 2, 3, 3) below the second-lowest Level 4 on faces 1–2.
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'avoid.intimidate' })).toBe(true);
    decide(actor, { type: 'avoid.intimidate' });
    answer(actor, 6); // value 3: level 5, not below 4 — the intimidation fails and the fight starts
    expect(actor.getSnapshot().matches({ encounter: 'fighting' })).toBe(true);
  });
});

describe('§13 Charisma avoid: the entire crew (kraken.avoid-combat)', () => {
  it('counts the Charisma of crew members left on the ship as well as the team', () => {
    const crew = [sheet('ana', { charisma: 3 }), sheet('bo', { charisma: 3 }), sheet('cy', { charisma: 5 })];
    const actor = landed(['>  .  E1'], crew, ['ana', 'bo']);
    decide(actor, { type: 'move', to: t(1, 0) });
    decide(actor, { type: 'move', to: t(2, 0) });
    decide(actor, { type: 'avoid.charisma', credits: 0 });
    // d6 + 3 + 3 + 5 against 3 × 3 + 5.
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ modifier: 11, target: 14 });
  });
});

describe('crew tasks refuse a missing die', () => {
  it('a meditation applied without its die is refused, not read as a 1', () => {
    const dax = { ...sheet('dax', { psi: 2 }), psi: { level: 2, exhausted: true } };
    const actor = landed(
      ['>  .  .'],
      [dax],
      ['dax'],
      dungeonMachine.provide({ actors: { groundCombat: fakeCombat('victory') } }),
    );
    const context = actor.getSnapshot().context;
    const meditated = applyTask(context, { kind: 'meditate', crewId: 'dax' }, {});
    expect(meditated.ok ? '' : meditated.reason).toMatch(/die/i);
    const psi = applyTask(
      { ...context, sheets: [{ ...dax, psi: { level: 2, exhausted: false } }] },
      { kind: 'psi', crewId: 'dax', power: 'psi-surprise', shift: undefined, knockOut: [] },
      {},
    );
    expect(psi.ok ? '' : psi.reason).toMatch(/die/i);
  });
});
