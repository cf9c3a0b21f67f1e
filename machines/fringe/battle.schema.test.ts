import { describe, expect, it } from 'vitest';
import { samplePack } from '../../src/content/testSample';
import { fringeInput } from '../../src/modes/fringe/setup';
import { fringeBattleInputSchema } from './battle.schema';

function drill() {
  const built = fringeInput(samplePack(), {
    battleId: 'drill-at-the-gantry',
    crewId: 'wren-crew',
    play: 'solo',
  });
  if (!built.ok) throw new Error(built.reason);
  return JSON.parse(JSON.stringify(built.input)) as {
    battle: { crewDeploy: { x: number; z: number; level: number }[] };
    crews: { members: { species: string; luck: number }[] }[];
    board: { id: string };
  };
}

const issues = (input: unknown) => {
  const parsed = fringeBattleInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Fringe battle set-up as a save stores it', () => {
  it('accepts the sample drill', () => {
    expect(issues(drill())).toEqual([]);
  });

  it('refuses a set-up spot inside terrain, off its floor, or on another figure', () => {
    const inWall = drill();
    inWall.battle.crewDeploy[0] = { x: 24, z: 30, level: 3 };
    expect(issues(inWall)).toEqual(['battle.crewDeploy.0: a spot a figure can stand on (inside drill-wall)']);
    const inAir = drill();
    inAir.battle.crewDeploy[0] = { x: 20, z: 20, level: 2 };
    expect(issues(inAir)).toEqual([
      'battle.crewDeploy.0: a spot a figure can stand on (nothing to stand on)',
    ]);
    const stacked = drill();
    stacked.battle.crewDeploy[1] = { x: 14, z: 28, level: 3 };
    expect(issues(stacked)[0]).toMatch(/crewDeploy\.1: a spot a figure can stand on \(on /);
  });

  it('refuses a species the set-up lacks, Luck above 1 for a non-human, and a board the battle does not name', () => {
    const unknown = drill();
    const first = unknown.crews[0]?.members[0];
    if (first) first.species = 'orc';
    expect(issues(unknown)).toEqual(['crews.0.members.0.species: a species of the set-up (no "orc")']);
    const lucky = drill();
    const vask = lucky.crews[0]?.members[0];
    if (vask) vask.luck = 2;
    expect(issues(lucky)).toEqual(['crews.0.members.0.luck: at most 1 Luck (only humans hold more)']);
    const board = drill();
    board.board.id = 'elsewhere';
    expect(issues(board)).toEqual(['board.id: the board the battle names ("sample-fringe-drill-yard")']);
  });
});
