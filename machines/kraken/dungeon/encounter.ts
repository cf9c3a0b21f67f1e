import type { AnyActorLogic, InputFrom, OutputFrom } from 'xstate';
import type { FightInput, FightOutput } from '../../../src/rules/kraken/groundCombat/combatTypes';
import type { CrewMember } from '../../../src/rules/kraken/crew/crew';
import { setCrewVitals, setOxygen } from '../../../src/rules/tilemap/dungeonSteps';
import { endEncounter, type EncounterOutcome } from '../../../src/rules/tilemap/exploration.resolve';
import { absorb } from '../../../src/rules/kraken/dungeon/absorb';
import { replaceSheets, vitalsOf } from '../../../src/rules/kraken/dungeon/crewSync';
import {
  type EncounterLoot,
  type EncounterRequest,
} from '../../../src/rules/kraken/dungeon/encounterRequest';
import { noteFightFacts } from '../../../src/rules/kraken/dungeon/fightFacts';
import { standingGraph } from '../../../src/rules/kraken/dungeon/graphs';
import type { GroundCombatMachine } from '../groundCombat.machine';
import type { DungeonContext, DungeonState } from './types';

/**
 * The contract between a dungeon exploration and the ground combat it invokes (Space Kraken §13 Enemy and
 * Boss tiles, §14 Ground combat loop). The exploration states the fight as an `EncounterRequest`, hands the
 * ground-combat machine its `FightInput` through `input` and reads the child's `FightOutput` back as an
 * `EncounterResult`. This file is the ONE place that maps the exploration onto a fight and a fight's end
 * back onto the exploration. The running fight is an invoked child the session drives directly.
 */

// The request and its loot are rules (src/rules/kraken/dungeon/encounterRequest.ts); kept importable here.
export {
  encounterRequest,
  type CombatAtmosphere,
  type EncounterLoot,
  type EncounterRequest,
} from '../../../src/rules/kraken/dungeon/encounterRequest';

export interface EncounterResult {
  readonly outcome: 'victory' | 'defeat' | 'escaped';
  /** The crew as the fight left them (HP, condition, ammo, PSI). */
  readonly crew: readonly CrewMember[];
  /** Crew members sacrificed in a successful escape: erased with their equipment. */
  readonly erased: readonly string[];
  readonly oxygen: number;
  readonly credits: number;
  readonly items: readonly EncounterLoot[];
  readonly xp: number;
}

const OUTCOME: Readonly<Record<EncounterResult['outcome'], EncounterOutcome>> = {
  victory: 'defeated',
  escaped: 'escaped',
  defeat: 'team-lost',
};

/** The ground-combat machine's input for the request (kraken.spawn-enemies: level = difficulty + value). */
export function fightInput(request: EncounterRequest): FightInput {
  const { encounter } = request;
  return {
    crew: request.crew,
    encounter: {
      difficulty: encounter.difficulty,
      locationKind: encounter.locationKind,
      atmosphere: encounter.atmosphere,
      map: encounter.map,
      elementValue: encounter.elementValue,
      boss: encounter.boss,
      ambush: encounter.ambush,
      species: encounter.species,
    },
    enemyProfiles: request.enemyProfiles,
    treasureTable: request.treasureTable,
    oxygen: request.oxygen,
    dropGrids: request.dropGrids,
    pieceNames: request.pieceNames,
    initiativeBonus: request.initiativeBonus,
    lootShift: request.lootShift,
  };
}

/** The input of the fight the context has begun; only called once `encounter.request` is set. */
export function fightInputFor(context: DungeonContext): FightInput {
  const request = context.encounter?.request;
  if (request == null) throw new Error('A ground combat starts only with its request.');
  return fightInput(request);
}

/** The fight's output as the exploration reads it. */
export function encounterResult(output: FightOutput): EncounterResult {
  return {
    outcome: output.outcome,
    crew: output.crew,
    erased: output.erased,
    oxygen: output.oxygen,
    credits: output.credits,
    items: output.items,
    xp: output.xp,
  };
}

/** Null when a result can be applied to this fight, else why not (crew ids must be the deployed ones). */
export function resultProblem(context: DungeonContext, result: EncounterResult): string | null {
  const deployed = new Set((context.exploration?.crew ?? []).map((m) => m.id));
  if (context.encounter?.request == null) return 'No ground combat is running.';
  if (result.crew.some((m) => !deployed.has(m.id)))
    return 'The result names crew members who were not in the fight.';
  if (result.erased.some((id) => !deployed.has(id)))
    return 'The result erases crew members who were not in the fight.';
  if (result.oxygen < 0 || result.credits < 0 || result.xp < 0)
    return 'Oxygen, credits and XP cannot be negative.';
  return null;
}

/**
 * The context after a ground combat: crew sheets and health, oxygen, credits, XP and loot; the enemy tile
 * defeated, escaped from (the team back where it stood) or the team lost (kraken.enemy-tile,
 * kraken.escape-ground-combat). PSI MIDAS TOUCH pays 3 credits on a victory.
 */
export function afterCombat(
  context: DungeonContext,
  result: EncounterResult,
): { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string } {
  const exploration = context.exploration;
  const encounter = context.encounter;
  if (exploration === null || encounter === null) return { ok: false, reason: 'No encounter is running.' };
  const problem = resultProblem(context, result);
  if (problem !== null) return { ok: false, reason: problem };
  const vitals = [
    ...result.crew.map(vitalsOf),
    ...result.erased.map((id) => ({ id, hp: 0, conscious: false, alive: false })),
  ];
  const healthy = setCrewVitals(setOxygen(exploration, result.oxygen), vitals);
  if (!healthy.ok) return healthy;
  const ended = endEncounter(healthy.state, {
    key: encounter.key,
    outcome: OUTCOME[result.outcome],
    crew: healthy.state.crew,
  });
  const after = ended.ok
    ? ended.state
    : { ...healthy.state, pending: healthy.state.pending.filter((p) => p.key !== encounter.key) };
  const won = result.outcome === 'victory';
  const fought: DungeonContext = {
    ...context,
    sheets: replaceSheets(context.sheets, result.crew),
    credits: context.credits + result.credits + (won ? context.psi.midasCredits : 0),
    xp: context.xp + result.xp,
    loot: [...context.loot, ...result.items],
    lost: [...context.lost, ...result.erased.filter((id) => !context.lost.includes(id))],
    encounter: null,
    psi: {
      initiativeBonus: 0,
      lootShift: won ? 0 : context.psi.lootShift,
      midasCredits: won ? 0 : context.psi.midasCredits,
    },
  };
  const events = [...healthy.events, ...(ended.ok ? ended.events : [])];
  return { ok: true, context: absorb(fought, after, events, standingGraph(context)) };
}

/** The context once the invoked fight is over: its output applied, and its log kept for the narration. */
export function afterFight(context: DungeonContext, output: FightOutput): DungeonContext {
  const after = afterCombat(context, encounterResult(output));
  const settled = after.ok ? after.context : { ...context, encounter: null, problem: after.reason };
  // The quests' facts: who was put out of the fight, and the captives a Capture quest asks for carried.
  const facts = after.ok ? { ...settled, ...noteFightFacts(settled, output) } : settled;
  return { ...facts, diceRequest: null, fightLogs: [...context.fightLogs, output.log] };
}

/**
 * Lets any actor logic stand in for the `groundCombat` actor (`machine.provide({ actors: { groundCombat:
 * asGroundCombat(logic) } })`) when its input takes a `FightInput` and its output is a `FightOutput` —
 * checked at compile time.
 */
export function asGroundCombat<T extends AnyActorLogic>(
  logic: T &
    (FightInput extends InputFrom<T> ? unknown : never) &
    (OutputFrom<T> extends FightOutput ? unknown : never),
): GroundCombatMachine {
  return logic as unknown as GroundCombatMachine;
}
