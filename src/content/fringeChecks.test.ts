import { describe, expect, it } from 'vitest';
import { formatPackError } from './errors';
import { loadPack } from './loadPack';
import { SAMPLE_FILES } from './testSample';

/** The sample's Fringe files with one change, loaded with the rest of the sample pack. */
function withChange(file: string, change: (json: Record<string, unknown>) => void): string[] {
  const files = new Map(SAMPLE_FILES);
  const json = JSON.parse(files.get(file) ?? '{}') as Record<string, unknown>;
  change(json);
  files.set(file, JSON.stringify(json));
  const result = loadPack(files);
  return result.ok ? [] : result.errors.map(formatPackError);
}

type Crew = { members: { luck: number; species: string; weapons: string[] }[]; behaviour?: string };

describe('Fringe content checked across entries', () => {
  it('loads the sample pack', () => {
    expect(withChange('fringe/crews.json', () => undefined)).toEqual([]);
  });

  it('refuses more than 1 Luck for a species other than humans, naming the file and the place', () => {
    const errors = withChange('fringe/crews.json', (json) => {
      const crew = (json.fringeCrews as Crew[])[0];
      if (crew?.members[0]) crew.members[0].luck = 2; // Vask is K'Erin
    });
    expect(errors).toEqual([
      "fringe/crews.json at fringeCrews[0].members[0].luck: expected at most 1 Luck for a K'Erin (only humans may hold more), got 2",
    ]);
  });

  it('a screen or armour needs its saving throw, and only those gear effects have one (Fringe 002 Saving Throws)', () => {
    type Gear = { effect: string; save?: number };
    const screenless = withChange('fringe/arms.json', (json) => {
      const gear = (json.fringeGear as Gear[]).find((g) => g.effect === 'screen');
      if (gear) delete gear.save;
    });
    expect(screenless.join('\n')).toMatch(/screen gear needs its saving throw/);
    const scanner = withChange('fringe/arms.json', (json) => {
      const gear = (json.fringeGear as Gear[]).find((g) => g.effect === 'scanner-bot');
      if (gear) gear.save = 5;
    });
    expect(scanner.join('\n')).toMatch(/only screen or armor gear has a saving throw/);
  });

  it('refuses a member naming a weapon, species or behaviour the pack lacks', () => {
    const errors = withChange('fringe/crews.json', (json) => {
      const crew = (json.fringeCrews as Crew[])[2];
      if (crew?.members[0]) {
        crew.members[0].weapons = ['laser-sword'];
        crew.members[0].species = 'orc';
      }
      if (crew) crew.behaviour = 'berserk';
    });
    expect(errors.join('\n')).toMatch(
      /fringeCrews\[2\]\.members\[0\]\.species: expected the id of a Fringe species/,
    );
    expect(errors.join('\n')).toMatch(/members\[0\]\.weapons\[0\]: expected the id of a Fringe weapon/);
    expect(errors.join('\n')).toMatch(/fringeCrews\[2\]\.behaviour: expected the id of an enemy behaviour/);
  });

  it('refuses a battle whose set-up spot lies off its board', () => {
    const errors = withChange('fringe/battles.json', (json) => {
      const battle = (json.fringeBattles as { crewDeploy: { x: number }[] }[])[0];
      if (battle?.crewDeploy[0]) battle.crewDeploy[0].x = 50;
    });
    expect(errors).toEqual([
      'fringe/battles.json at fringeBattles[0].crewDeploy[0]: expected a spot on board "sample-fringe-drill-yard" (x at most 36, z at most 36), got x 50, z 28',
    ]);
  });
});
