/**
 * For tests only: a small Fringe battle set-up (an open 36" table unless terrain is given), species of every
 * trait the notes name, weapons of every trait. The driver that plays decisions and scripted dice through
 * the battle machine is machines/fringe/battle.testkit.ts.
 */
import type { Board as BoardContent, TerrainPiece } from '../../content/schemas/board';
import type {
  FringeCrew,
  FringeMember,
  FringeReadings,
  FringeSpecies,
  FringeWeapon,
} from '../../content/schemas/fringe';
import type { Battle, BattleSetup, PlayMode } from './types';

export const SPECIES: FringeSpecies[] = [
  {
    id: 'human',
    name: 'Human',
    description: 't',
    manyLuck: true,
    bot: false,
    brawlTwice: false,
    mustCharge: false,
    swift: false,
  },
  {
    id: 'kerin',
    name: "K'Erin",
    description: 't',
    manyLuck: false,
    bot: false,
    brawlTwice: true,
    mustCharge: true,
    swift: false,
  },
  {
    id: 'swift',
    name: 'Swift',
    description: 't',
    manyLuck: false,
    bot: false,
    brawlTwice: false,
    mustCharge: false,
    swift: true,
  },
  {
    id: 'bot',
    name: 'Bot',
    description: 't',
    manyLuck: false,
    bot: true,
    brawlTwice: false,
    mustCharge: false,
    swift: false,
    save: 5,
  },
  {
    id: 'soulless',
    name: 'Soulless',
    description: 't',
    manyLuck: false,
    bot: false,
    brawlTwice: false,
    mustCharge: false,
    swift: false,
    save: 6,
  },
];

export const WEAPONS: FringeWeapon[] = [
  { id: 'rifle', name: 'Rifle', description: 't', range: 24, shots: 1, damage: 0, traits: [] },
  { id: 'carbine', name: 'Carbine', description: 't', range: 18, shots: 2, damage: 0, traits: ['snap-shot'] },
  {
    id: 'pistol',
    name: 'Pistol',
    description: 't',
    range: 10,
    shots: 1,
    damage: 1,
    traits: ['pistol', 'snap-shot'],
  },
  { id: 'blade', name: 'Blade', description: 't', range: 0, shots: 0, damage: 1, traits: ['melee'] },
  { id: 'axe', name: 'Axe', description: 't', range: 0, shots: 0, damage: 2, traits: ['melee'] },
  { id: 'heavy', name: 'Heavy gun', description: 't', range: 30, shots: 2, damage: 1, traits: ['heavy'] },
  { id: 'lobber', name: 'Lobber', description: 't', range: 16, shots: 1, damage: 1, traits: ['area'] },
  { id: 'scrap', name: 'Scrap pistol', description: 't', range: 9, shots: 1, damage: 0, traits: ['pistol'] },
];

export const GEAR = [
  { id: 'scanner', name: 'Scanner bot', description: 't', effect: 'scanner-bot' as const },
  { id: 'snooper', name: 'Snooper Bot', description: 't', effect: 'snooper-bot' as const },
  { id: 'dup', name: 'Duplicator', description: 't', effect: 'duplicator' as const },
  { id: 'stab', name: 'Stabilizer', description: 't', effect: 'stabilizer' as const },
  { id: 'screen', name: 'Screen', description: 't', effect: 'screen' as const, save: 5 },
  { id: 'plate', name: 'Armour', description: 't', effect: 'armor' as const, save: 6 },
];

/** Test to-hit numbers: 3 / 5 within 6", 4 / 6 within 12", 5 / 6 beyond. */
export const READINGS: FringeReadings = {
  id: 'test',
  name: 'Test readings',
  description: 't',
  toHit: [
    { upTo: 6, open: 3, cover: 5 },
    { upTo: 12, open: 4, cover: 6 },
    { upTo: 99, open: 5, cover: 6 },
  ],
  initiative: 6,
  behaviours: [
    { id: 'rush', name: 'Rush', description: 't', steps: ['charge', 'shoot', 'advance', 'hold'] },
    { id: 'gunline', name: 'Gunline', description: 't', steps: ['shoot', 'hold'] },
  ],
};

export interface Placed extends Partial<FringeMember> {
  readonly id: string;
  readonly x: number;
  readonly z: number;
  readonly level?: 1 | 2 | 3;
  readonly elevation?: number;
}

export function member(p: Placed): FringeMember {
  return {
    id: p.id,
    name: p.name ?? p.id,
    species: p.species ?? 'human',
    reactions: p.reactions ?? 1,
    speed: p.speed ?? 4,
    combatSkill: p.combatSkill ?? 0,
    toughness: p.toughness ?? 3,
    savvy: p.savvy ?? 0,
    luck: p.luck ?? 0,
    weapons: p.weapons ?? ['rifle'],
    gear: p.gear ?? [],
  };
}

export interface TestBattle {
  readonly a: readonly Placed[];
  readonly b: readonly Placed[];
  readonly terrain?: readonly TerrainPiece[];
  readonly play?: PlayMode;
  readonly storyPoints?: number;
  readonly storyPointsB?: number;
  readonly leader?: string;
  readonly mate?: Placed;
  readonly rounds?: number;
  readonly penalty?: number;
  readonly negated?: boolean;
  readonly behaviour?: string;
  readonly sights?: BattleSetup['battle']['sights'];
  readonly luckyShot?: boolean;
}

function crew(id: string, placed: readonly Placed[], t: TestBattle, side: 'a' | 'b'): FringeCrew {
  return {
    id,
    name: side === 'a' ? 'Crew' : 'Raiders',
    description: 't',
    ...(side === 'a' && t.leader !== undefined ? { leader: t.leader } : {}),
    storyPoints: side === 'a' ? (t.storyPoints ?? 0) : (t.storyPointsB ?? 0),
    members: placed.map(member),
    ...(side === 'a' && t.mate !== undefined ? { mate: member(t.mate) } : {}),
    ...(side === 'b' && t.behaviour !== undefined ? { behaviour: t.behaviour } : {}),
  };
}

export function testSetup(t: TestBattle): BattleSetup {
  const board: BoardContent = {
    id: 'test-board',
    name: 'Test board',
    width: 36,
    depth: 36,
    levelSpacing: 3,
    terrain: [...(t.terrain ?? [])],
    figures: [],
  };
  const spot = (p: Placed) => ({
    x: p.x,
    z: p.z,
    level: p.level ?? 3,
    ...(p.elevation === undefined ? {} : { elevation: p.elevation }),
  });
  return {
    battle: {
      id: 'test-battle',
      name: 'Test battle',
      description: 't',
      board: 'test-board',
      readings: 'test',
      enemy: 'raiders',
      rounds: t.rounds ?? 6,
      crewDeploy: t.a.map(spot),
      enemyDeploy: t.b.map(spot),
      initiativePenalty: t.penalty ?? 0,
      initiativeNegated: t.negated ?? false,
      sights: t.sights ?? [],
    },
    board,
    readings: READINGS,
    species: SPECIES,
    weapons: WEAPONS,
    gear: GEAR,
    crews: [crew('crew', t.a, t, 'a'), crew('raiders', t.b, t, 'b')],
    play: t.play ?? 'hot-seat',
    onceLeft: {
      a: { timeToGo: true, mate: true, luckyShot: t.luckyShot ?? true },
      b: { timeToGo: true, mate: true, luckyShot: true },
    },
  };
}

export function fig(b: Battle, id: string) {
  const f = b.fighters.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no figure ${id}`);
  return f;
}
