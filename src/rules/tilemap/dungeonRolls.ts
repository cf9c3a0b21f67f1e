import { planCheck } from '../dice';
import type { CheckSpec } from '../dice/checks.types';
import type { CheckNeed } from '../dice/need';
import { camouflage, intimidates, runAway, talkPast } from './avoid';
import { MINE_DODGE_TARGET, randomValue, techCheck } from './elements';
import { teleportTarget } from './teleportal';
import type { TileMapGraph } from './spaces';
import type { ExplorationCrew, SpaceId } from './types';

/**
 * The dice the exploration steps still need, one throw at a time, with the exact odds of each (Space Kraken
 * §13; kraken.random-value, kraken.mines, kraken.bulkhead, kraken.laser-barrier, kraken.avoid-combat,
 * kraken.teleportal, kraken.story-trigger, kraken.location-parameters). A machine asks `next…Roll` what to
 * request, stores the faces under the roll's `key`, and asks again until the answer is null; then it hands
 * the faces to the step. Which dice come next can depend on earlier faces (a mine disarmed needs no dodges,
 * one failed camouflage ends the attempt), and that knowledge is the rules', so it lives here.
 */

/** One throw a step needs: what it decides, the check it is, and its exact odds (null for a table roll). */
/** A roll of the exploration: a check of the dice kernel, keyed by its step, thrown by one crew member. */
export type TileRoll = CheckNeed & {
  readonly key: string;
  /** The crew member who throws, if one in particular. */
  readonly who: string | null;
};

/** Faces thrown so far for one step, by roll key. */
export type RollFaces = Readonly<Record<string, readonly number[]>>;

const ATTRIBUTE_MAX = 20;
const TARGET_MAX = 60;

function roll(
  key: string,
  purpose: string,
  rule: string,
  check: CheckSpec,
  who: string | null = null,
): TileRoll {
  return { key, purpose, rule, check, odds: planCheck(check).odds, who };
}

/**
 * A d6 + `modifier` against `target`. Modifiers beyond what a check may carry are moved onto the target,
 * which keeps every face's verdict: d6 + m ≥ t is d6 + m' ≥ t − (m − m').
 */
export function d6Roll(
  key: string,
  purpose: string,
  rule: string,
  modifier: number,
  target: number,
  who: string | null = null,
): TileRoll {
  const attribute = Math.min(ATTRIBUTE_MAX, Math.max(0, modifier));
  const shifted = target - (modifier - attribute);
  const check: CheckSpec = {
    kind: 'kraken-attribute',
    attribute,
    target: Math.min(TARGET_MAX, Math.max(1, shifted)),
    oneFails: false,
  };
  return roll(key, purpose, rule, check, who);
}

/** 2d6 + Tech against 10 + level (bulkheads, laser barriers, mines). */
export function techRoll(
  key: string,
  purpose: string,
  rule: string,
  tech: number,
  level: number,
  who: string | null = null,
): TileRoll {
  const check: CheckSpec = {
    kind: 'kraken-tech-2d6',
    tech: Math.min(ATTRIBUTE_MAX, Math.max(0, tech)),
    level: Math.min(ATTRIBUTE_MAX, Math.max(0, level)),
  };
  return roll(key, purpose, rule, check, who);
}

/** A face read as it is (a d6 or a d20). */
export function tableRoll(key: string, purpose: string, rule: string, notation: 'd6' | 'd20'): TileRoll {
  return roll(key, purpose, rule, { kind: 'table-roll', notation });
}

/** The key a '?' value's d6 is stored under, for the element (or bulkhead) `elementKey`. */
export function valueKey(elementKey: string): string {
  return `value:${elementKey}`;
}

/** '?' values: a d6 halved, rounded up, fixed once per exploration when the element is resolved. */
export function randomValueRoll(elementKey: string, code: string): TileRoll {
  return tableRoll(
    valueKey(elementKey),
    `The unknown value of ${code}: a d6, halved and rounded up`,
    'kraken.random-value',
    'd6',
  );
}

/** The faces of '?' values among `faces`, by element key, as the exploration steps take them. */
export function valueFaces(faces: RollFaces): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, thrown] of Object.entries(faces)) {
    const face = thrown[0];
    if (key.startsWith('value:') && face !== undefined) out[key.slice('value:'.length)] = face;
  }
  return out;
}

/** The d20 Map-ID of map `mapNumber`, rolled now or when the team first enters it (§12 Map-IDs). */
export function mapIdRoll(mapNumber: number): TileRoll {
  return tableRoll(
    `map:${mapNumber}`,
    `Map-ID of map ${mapNumber} (d20)`,
    'kraken.location-parameters',
    'd20',
  );
}

/** LT with a free story-line slot: a d20 for the start coordinate (1 → 1AA … 20 → 1AT). */
export function storyLineRoll(code: string): TileRoll {
  return tableRoll(
    'story-line',
    `${code}: the new story line's start coordinate (d20)`,
    'kraken.story-trigger',
    'd20',
  );
}

function face(faces: RollFaces, key: string): number | undefined {
  return faces[key]?.[0];
}

// ---------------------------------------------------------------- mines

export interface MinesPlan {
  readonly elementKey: string;
  readonly code: string;
  /** The mines' grade, or 'random' while an M? value is not fixed. */
  readonly grade: number | 'random';
  readonly crew: readonly ExplorationCrew[];
  readonly disarmer: string | null;
}

function minesGrade(plan: MinesPlan, faces: RollFaces): number | undefined {
  if (plan.grade !== 'random') return plan.grade;
  const thrown = face(faces, valueKey(plan.elementKey));
  return thrown === undefined ? undefined : randomValue(thrown);
}

/**
 * The next die of a mines resolution (kraken.mines): an M? grade first, then the disarm attempt (2d6 +
 * Tech), then — only if nobody disarmed them — one d6 + Agility dodge (8+) for every other conscious member.
 */
export function nextMinesRoll(plan: MinesPlan, faces: RollFaces): TileRoll | null {
  const grade = minesGrade(plan, faces);
  if (grade === undefined) return randomValueRoll(plan.elementKey, plan.code);
  const awake = plan.crew.filter((m) => m.alive && m.conscious);
  const disarmer = awake.find((m) => m.id === plan.disarmer);
  if (disarmer !== undefined) {
    const thrown = faces['disarm'];
    if (thrown === undefined) {
      return techRoll(
        'disarm',
        `${disarmer.name} tries to disarm ${plan.code}`,
        'kraken.mines',
        disarmer.tech,
        grade,
        disarmer.id,
      );
    }
    if (techCheck(disarmer.tech, grade, thrown).success) return null;
  }
  for (const member of awake) {
    if (member.id === disarmer?.id || face(faces, `dodge:${member.id}`) !== undefined) continue;
    return d6Roll(
      `dodge:${member.id}`,
      `${member.name} dodges the blast of ${plan.code}`,
      'kraken.mines',
      member.agility,
      MINE_DODGE_TARGET,
      member.id,
    );
  }
  return null;
}

/** The dodge faces of a mines resolution, by crew id, as `resolveMinesStep` takes them. */
export function dodgeFaces(faces: RollFaces): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, thrown] of Object.entries(faces)) {
    const first = thrown[0];
    if (key.startsWith('dodge:') && first !== undefined) out[key.slice('dodge:'.length)] = first;
  }
  return out;
}

/** Chance that nobody is caught when the team walks into mines without a disarm attempt. */
export function allDodgeOdds(crew: readonly ExplorationCrew[]): number {
  return crew
    .filter((m) => m.alive && m.conscious)
    .reduce((p, m) => p * (d6Roll('x', 'x', 'kraken.mines', m.agility, MINE_DODGE_TARGET).odds ?? 0), 1);
}

// ---------------------------------------------------------------- avoiding a ground combat

/** What the avoid rules read of a deployed crew member. */
export interface AvoidMember {
  readonly id: string;
  readonly name: string;
  readonly agility: number;
  readonly tech: number;
  readonly charisma: number;
  readonly level: number;
  readonly conscious: boolean;
  readonly alive: boolean;
  /** False for a crew member left on the ship: counted only by Charisma ("your entire Crew"). */
  readonly deployed?: boolean;
}

export type AvoidWay = 'run' | 'camouflage' | 'charisma' | 'intimidate';

export interface AvoidOption {
  readonly way: AvoidWay;
  /** Null when the way may be tried, else why not. */
  readonly refusal: string | null;
  /** Exact chance of success (1 for an intimidation that works). */
  readonly odds: number;
}

function active(crew: readonly AvoidMember[]): readonly AvoidMember[] {
  return crew.filter((m) => m.alive && m.conscious && m.deployed !== false);
}

function living(crew: readonly AvoidMember[]): readonly AvoidMember[] {
  return crew.filter((m) => m.alive);
}

const RUN_TARGET = (level: number) => level + 9;
const CAMOUFLAGE_TARGET = (level: number) => level + 2;
const CHARISMA_TARGET = (level: number) => level * 3 + 5;

function charismaTotal(crew: readonly AvoidMember[]): number {
  return living(crew).reduce((sum, m) => sum + m.charisma, 0);
}

/**
 * The next die of an avoid attempt, or null when it is decided (kraken.avoid-combat). Run: one d6 + the
 * lowest and highest Agility of the active crew, against level + 9. Camouflage: a d6 + Tech per active crew
 * member against level + 2, stopping at the first failure. Charisma: one d6 + the Charisma of the entire
 * crew (the team and those left on the ship, conscious or not, the dead excepted) + the credits paid,
 * against level × 3 + 5. Intimidate throws nothing.
 * Reading: Run, Camouflage and Intimidate count the active members: deployed and conscious.
 */
export function nextAvoidRoll(
  way: AvoidWay,
  level: number,
  crew: readonly AvoidMember[],
  credits: number,
  faces: RollFaces,
): TileRoll | null {
  const awake = active(crew);
  switch (way) {
    case 'intimidate':
      return null;
    case 'run': {
      if (face(faces, 'run') !== undefined || awake.length === 0) return null;
      const agilities = awake.map((m) => m.agility);
      return d6Roll(
        'run',
        'Run: d6 + the lowest and the highest Agility',
        'kraken.avoid-combat',
        Math.min(...agilities) + Math.max(...agilities),
        RUN_TARGET(level),
      );
    }
    case 'charisma':
      if (face(faces, 'charisma') !== undefined) return null;
      return d6Roll(
        'charisma',
        `Charisma: d6 + the team's Charisma${credits > 0 ? ` + ${credits} credits` : ''}`,
        'kraken.avoid-combat',
        charismaTotal(crew) + Math.max(0, credits),
        CHARISMA_TARGET(level),
      );
    case 'camouflage':
      for (const member of awake) {
        const thrown = face(faces, `hide:${member.id}`);
        if (thrown === undefined) {
          return d6Roll(
            `hide:${member.id}`,
            `Camouflage: ${member.name} hides (d6 + Tech)`,
            'kraken.avoid-combat',
            member.tech,
            CAMOUFLAGE_TARGET(level),
            member.id,
          );
        }
        if (thrown + member.tech < CAMOUFLAGE_TARGET(level)) return null;
      }
      return null;
  }
}

/** Whether the avoid attempt worked, from its faces (all of them thrown, per `nextAvoidRoll`). */
export function avoidSucceeded(
  way: AvoidWay,
  level: number,
  crew: readonly AvoidMember[],
  credits: number,
  faces: RollFaces,
): boolean {
  const awake = active(crew);
  switch (way) {
    case 'intimidate':
      return intimidates(
        level,
        awake.map((m) => m.level),
      );
    case 'run': {
      const result = runAway({
        face: face(faces, 'run') ?? 0,
        agilities: awake.map((m) => m.agility),
        enemyLevel: level,
      });
      return result.ok && result.success;
    }
    case 'charisma': {
      const result = talkPast({
        face: face(faces, 'charisma') ?? 0,
        charismaTotal: charismaTotal(crew),
        credits,
        enemyLevel: level,
      });
      return result.ok && result.success;
    }
    case 'camouflage': {
      const rolls = awake.flatMap((m) => {
        const thrown = face(faces, `hide:${m.id}`);
        return thrown === undefined ? [] : [{ tech: m.tech, face: thrown }];
      });
      const result = camouflage({ rolls, enemyLevel: level });
      return result.ok && result.success && rolls.length === awake.length;
    }
  }
}

/**
 * Every way to avoid an encounter with its exact odds, over the equally likely enemy levels: one level when
 * it is known, six (difficulty + each face of the '?' d6, halved up) while an E? is still unknown — its die
 * is thrown with the attempt (kraken.random-value). A way is refused when it cannot work at any of them.
 * Reading: an intimidation chosen before the value is known fails, and the fight starts, when the level
 * thrown is not below the second-lowest Level.
 */
export function avoidOptions(
  levels: readonly number[],
  boss: boolean,
  crew: readonly AvoidMember[],
  credits: number,
): readonly AvoidOption[] {
  const each = levels.map((level) => avoidOptionsAt(level, boss, crew, credits));
  const first = each[0] ?? [];
  return first.map((option, i) => {
    const odds = each.reduce((sum, options) => sum + (options[i]?.odds ?? 0), 0) / Math.max(1, each.length);
    const works = each.find((options) => options[i]?.refusal === null)?.[i];
    return { way: option.way, refusal: works === undefined ? option.refusal : null, odds };
  });
}

/** The levels an encounter may have: its own, or one per face of the '?' d6 while that is unknown. */
export function possibleLevels(difficulty: number, value: number | null): readonly number[] {
  if (value !== null) return [difficulty + value];
  return [1, 2, 3, 4, 5, 6].map((face) => difficulty + randomValue(face));
}

function avoidOptionsAt(
  level: number,
  boss: boolean,
  crew: readonly AvoidMember[],
  credits: number,
): readonly AvoidOption[] {
  const awake = active(crew);
  const bossRefusal = boss ? 'A boss encounter cannot be avoided.' : null;
  const nobody = awake.length === 0 ? 'Nobody in the team is conscious.' : null;
  const run = nextAvoidRoll('run', level, crew, credits, {});
  const talk = nextAvoidRoll('charisma', level, crew, credits, {});
  const hide = awake.reduce(
    (p, m) => p * (d6Roll('x', 'x', 'kraken.avoid-combat', m.tech, CAMOUFLAGE_TARGET(level)).odds ?? 0),
    awake.length === 0 ? 0 : 1,
  );
  const scares = avoidSucceeded('intimidate', level, crew, credits, {});
  return [
    { way: 'run', refusal: bossRefusal ?? nobody, odds: run?.odds ?? 0 },
    { way: 'camouflage', refusal: bossRefusal ?? nobody, odds: hide },
    { way: 'charisma', refusal: bossRefusal, odds: talk?.odds ?? 0 },
    {
      way: 'intimidate',
      refusal:
        bossRefusal ??
        (scares ? null : 'Intimidation works only on an enemy below the second-lowest Level in the team.'),
      odds: scares ? 1 : 0,
    },
  ];
}

// ---------------------------------------------------------------- teleportals

export type PortalNext =
  | { readonly kind: 'roll'; readonly roll: TileRoll }
  | { readonly kind: 'choose'; readonly options: readonly SpaceId[] }
  | { readonly kind: 'ready' };

/** The portal faces thrown so far, in order. */
export function portalFaces(faces: RollFaces): readonly number[] {
  const out: number[] = [];
  for (let i = 0; ; i += 1) {
    const thrown = face(faces, `portal:${i}`);
    if (thrown === undefined) return out;
    out.push(thrown);
  }
}

/**
 * What a jump through the portal at `from` still needs (kraken.teleportal): nothing with a single twin, the
 * player's pick when several fit, or another d6 while no portal carries the number thrown.
 */
export function nextPortalRoll(
  graph: TileMapGraph,
  from: SpaceId,
  faces: RollFaces,
  choice: SpaceId | null,
): PortalNext {
  const thrown = portalFaces(faces);
  const answer = teleportTarget(graph, from, choice === null ? { faces: thrown } : { faces: thrown, choice });
  if (answer.kind === 'arrive') return { kind: 'ready' };
  if (answer.kind === 'choose') return { kind: 'choose', options: answer.options };
  return {
    kind: 'roll',
    roll: tableRoll(
      `portal:${thrown.length}`,
      'No portal shares this number: a d6 picks the target portal',
      'kraken.teleportal',
      'd6',
    ),
  };
}
