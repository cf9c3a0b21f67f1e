import { describe, expect, it } from 'vitest';
import type { Fight, FightInput } from './combatTypes';
import { crewFromTemplate } from '../crew/crew';
import { makeEnemy, makeWeapon } from '../testkit/fixtures';
import { decide } from './combatDecisions';
import {
  applyCrewInitiativeDie,
  applySpawnDie,
  crewInitiativeNeed,
  enemyInitiativeNeed,
  initiativeSetup,
  openFight,
} from './combatSpawn';
import { beginTurn, closeFight, openCrewPhase } from './combatTurn';
import { applyTreasureDie, spoilsStage } from './combatSpoils';
import { narrateCombatEntry } from './combatNarration';

/** The last log line in words. */
function lastSaid(fight: Fight): string {
  const line = fight.log.at(-1);
  return line === undefined ? '' : narrateCombatEntry(line);
}

/**
 * PSI SURPRISE and PSI DIVINATION cast during the exploration reach the fight (kraken.psi-exploration):
 * +2 to the crew's initiative roll, and ±3 on the d20 loot roll, kept on the table's 1..20.
 */

const rifle = makeWeapon({ id: 'rifle', name: 'Rifle' });
const base = { level: 1, attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } };
const ada = crewFromTemplate({ ...base, id: 'ada', name: 'Ada' }, [], [rifle]);
const bo = crewFromTemplate({ ...base, id: 'bo', name: 'Bo' }, [], [rifle]);

function input(over: Partial<FightInput> = {}): FightInput {
  return {
    crew: [ada, bo],
    encounter: {
      difficulty: 1,
      locationKind: 'underground',
      atmosphere: 'breathable',
      map: 1,
      elementValue: 1,
      boss: false,
      ambush: false,
      species: 'Beasts',
    },
    enemyProfiles: [makeEnemy({ id: 'b2', species: 'Beasts', level: 2, agility: 3 })],
    treasureTable: {
      gradeValues: [4, 8, 12, 30, 50, 80],
      columns: [
        {
          locationKinds: ['underground'],
          bands: [
            { from: 1, to: 5, drop: 'cash' },
            { from: 6, to: 10, drop: 'item' },
            { from: 11, to: 18, drop: 'weapon' },
            { from: 19, to: 20, drop: 'prototype' },
          ],
        },
      ],
    },
    oxygen: 10,
    ...over,
  };
}

function spawned(over: Partial<FightInput> = {}): Fight {
  return applySpawnDie(applySpawnDie(openFight(input(over)), 1), 1);
}

function won(over: Partial<FightInput> = {}): Fight {
  let fight = spawned(over);
  fight = openCrewPhase(
    beginTurn({ ...fight, phase: 'turn', initiative: { ...fight.initiative, first: 'crew' } }),
  );
  fight = closeFight({
    ...fight,
    enemies: fight.enemies.map((e) => ({ ...e, hp: -5, status: 'killed' as const })),
  });
  return decide(fight, { type: 'spoils.take', choice: 'credits' });
}

describe('PSI Surprise in the fight (kraken.psi-exploration, kraken.initiative)', () => {
  it('is absent by default and adds to the crew bonus, the odds and the total', () => {
    expect(spawned().initiativeBonus).toBe(0);
    const plain = spawned();
    const surprised = spawned({ initiativeBonus: 2 });
    expect(initiativeSetup(surprised).crewBonus).toBe((initiativeSetup(plain).crewBonus ?? 0) + 2);
    const plainOdds = crewInitiativeNeed(plain)?.need.odds ?? 0;
    const surprisedOdds = crewInitiativeNeed(surprised)?.need.odds ?? 0;
    expect(surprisedOdds).toBeGreaterThan(plainOdds);
    // Crew 3 + 1 + 2 = 6 against enemy 3 + d6: the crew keeps it on 1, 2 or 3 (a tie goes to the crew).
    const rolled = applyCrewInitiativeDie(surprised, 1);
    expect(enemyInitiativeNeed(rolled)?.need.odds).toBeCloseTo(3 / 6, 12);
    expect(lastSaid(rolled)).toMatch(/\+ 2 from traits, items and PSI Surprise = 6/);
    expect(enemyInitiativeNeed(applyCrewInitiativeDie(plain, 1))?.need.odds).toBeCloseTo(1 / 6, 12);
  });
});

describe('PSI Divination in the fight (kraken.psi-exploration, kraken.treasure-drops)', () => {
  it('shifts the first d20 loot roll by +3, then is spent', () => {
    let fight = won({ lootShift: 3 });
    fight = applyTreasureDie(fight, 3); // read as 6: an item
    expect(fight.spoils.drop).toBe('item');
    expect(spoilsStage(fight)).toBe('row');
    expect(fight.lootShift).toBe(0);
    expect(fight.log.at(-1)?.event).toMatchObject({ kind: 'treasure-die', rolled: 3, shift: 3, readAs: 6 });
    expect(lastSaid(fight)).toMatch(/Treasure d20: 3 \(PSI Divination \+3: read as 6\) — item/);
    expect(fight.log.at(-1)?.roll?.faces).toEqual([3]);
  });

  it('a −3 shift moves the roll down; the result stays on the table (1..20)', () => {
    expect(applyTreasureDie(won({ lootShift: -3 }), 8).spoils.drop).toBe('cash');
    expect(lastSaid(applyTreasureDie(won({ lootShift: -3 }), 2))).toMatch(/read as 1\) — cash/);
    expect(lastSaid(applyTreasureDie(won({ lootShift: 3 }), 19))).toMatch(/read as 20\) — prototype/);
  });

  it('without the power the roll is read as thrown', () => {
    const fight = applyTreasureDie(won(), 3);
    expect(fight.spoils.stage).toBe('cash');
    expect(lastSaid(fight)).toMatch(/^Treasure d20: 3 — cash\.$/);
  });
});
