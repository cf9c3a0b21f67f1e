import { codeWords } from '../../tilemap/words';
import { useItemInSlot } from '../crew/inventory';
import { PSI_POWERS, lootShiftProblem, psiRefusal, resolveMeditate, resolvePsi } from '../crew/psi';
import {
  avoidOptions,
  avoidSucceeded,
  nextAvoidRoll,
  valueFaces,
  type RollFaces,
} from '../../tilemap/dungeonRolls';
import { encounterLevel } from '../../tilemap/elements';
import {
  gainOxygen,
  healWithItem,
  payMeditation,
  payPsiAction,
  setCrewVitals,
} from '../../tilemap/dungeonSteps';
import { elementValue, memoryOf, type Exploration } from '../../tilemap/exploration';
import { beginEncounter, endEncounter } from '../../tilemap/exploration.resolve';
import type { TileMapGraph } from '../../tilemap/graph';
import { absorb, fromStep, withLine, type Applied } from './absorb';
import { encounterLevels } from './elementValue';
import { avoidMembers, deployedSheet, replaceSheets, vitalsOf } from './crewSync';
import { encounterRequest } from './encounterRequest';
import { standingGraph } from './graphs';
import type { ActiveEncounter, DungeonState, Task } from './types';

/**
 * The tasks of enemies and of the crew themselves: beginning an encounter, trying to avoid it or fighting it
 * (either throws an E? value, never before: §13), exploration-phase PSI powers, meditation and healing items. Each is one call into the rules,
 * its result taken into the context.
 */

type Refused = { readonly ok: false; readonly reason: string };
const no = (reason: string): Refused => ({ ok: false, reason });
const first = (faces: RollFaces, key: string): number | undefined => faces[key]?.[0];

/** The encounter's '?' value, fixed now from its d6 when still unknown (kraken.random-value). */
function withValue(
  context: DungeonState,
  exploration: Exploration,
  encounter: ActiveEncounter,
  faces: RollFaces,
): { readonly ok: true; readonly context: DungeonState; readonly encounter: ActiveEncounter } | Refused {
  if (encounter.value !== null) return { ok: true, context, encounter };
  const fixed = elementValue(exploration, encounter.key, 'random', valueFaces(faces));
  if (fixed === undefined) return no(`The unknown value of ${codeWords(encounter.code)} needs its die.`);
  const level = encounterLevel(exploration.location.difficulty, fixed.value);
  return {
    ok: true,
    context: { ...absorb(context, fixed.state, fixed.events, standingGraph(context)), encounter: null },
    encounter: { ...encounter, value: fixed.value, level },
  };
}

export function applyAvoid(
  context: DungeonState,
  exploration: Exploration,
  task: Extract<Task, { kind: 'avoid' }>,
  faces: RollFaces,
): Applied {
  const met = context.encounter;
  if (met === null || met.request !== null) return no('No enemy is waiting to be avoided.');
  const option = avoidOptions(
    encounterLevels(context, met),
    met.boss,
    avoidMembers(context),
    context.credits,
  ).find((o) => o.way === task.way);
  if (option?.refusal != null) return no(option.refusal);
  if (task.way === 'charisma' && (task.credits < 0 || task.credits > context.credits)) {
    return no(`The team has ${context.credits} credits to offer.`);
  }
  const valued = withValue(context, exploration, met, faces);
  if (!valued.ok) return valued;
  const { encounter } = valued;
  const level = encounter.level ?? 0;
  const crew = avoidMembers(valued.context);
  if (task.way !== 'intimidate' && nextAvoidRoll(task.way, level, crew, task.credits, faces) !== null)
    return no('The avoid attempt still needs its dice.');
  const paid: DungeonState = {
    ...valued.context,
    credits: context.credits - (task.way === 'charisma' ? task.credits : 0),
  };
  const after = paid.exploration ?? exploration;
  if (avoidSucceeded(task.way, level, crew, task.credits, faces)) {
    const ended = endEncounter(after, { key: encounter.key, outcome: 'avoided' });
    return fromStep(
      withLine(paid, { kind: 'avoid', code: encounter.code, way: task.way, success: true }),
      ended,
      standingGraph(context),
      (next) => ({
        ...next,
        encounter: null,
      }),
    );
  }
  const failed = withLine(paid, { kind: 'avoid', code: encounter.code, way: task.way, success: false });
  return {
    ok: true,
    context: { ...failed, encounter: { ...encounter, request: encounterRequest(paid, encounter) } },
  };
}

/** Entering the ground combat: the '?' value is thrown now if still unknown, and the fight's request set. */
export function applyFight(context: DungeonState, exploration: Exploration, faces: RollFaces): Applied {
  const met = context.encounter;
  if (met === null || met.request !== null) return no('No enemy is waiting to be fought.');
  const valued = withValue(context, exploration, met, faces);
  if (!valued.ok) return valued;
  const { encounter } = valued;
  return {
    ok: true,
    context: {
      ...valued.context,
      encounter: { ...encounter, request: encounterRequest(valued.context, encounter) },
    },
  };
}

export function applyBegin(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  key: string,
  faces: RollFaces,
): Applied {
  const step = beginEncounter(exploration, graph, { key, faces: valueFaces(faces) });
  if (!step.ok) return step;
  const item = graph.elements.get(key);
  const found = step.events.find((e) => e.type === 'encounter');
  if (item === undefined || found?.type !== 'encounter') return no('No enemy there.');
  const value =
    item.element.value === 'random'
      ? (memoryOf(step.state).randomValues[key] ?? null)
      : (item.element.value ?? 0);
  return fromStep(context, step, graph, (next) => ({
    ...next,
    encounter: {
      key,
      code: item.element.code,
      boss: found.boss,
      level: found.level,
      value,
      request: null,
    },
  }));
}

export function applyPsi(
  context: DungeonState,
  exploration: Exploration,
  task: Extract<Task, { kind: 'psi' }>,
  faces: RollFaces,
): Applied {
  const sheet = deployedSheet(context, task.crewId);
  const power = PSI_POWERS.find((p) => p.id === task.power);
  if (sheet === undefined || power === undefined) return no('Pick a deployed crew member and a PSI power.');
  const shift: number | undefined = task.shift; // a save file's word, checked again here
  const shiftProblem = shift === undefined || shift === 0 ? null : lootShiftProblem(shift);
  if (shift === 0 || shiftProblem !== null)
    return no(shiftProblem ?? 'PSI Divination shifts the loot roll by +3 or −3.');
  if (task.shift !== undefined && power.effect.kind !== 'loot-shift')
    return no('Only PSI Divination takes a loot shift (+3 or −3).');
  const refusal = psiRefusal(sheet, power, 'exploration');
  if (refusal !== null) return no(refusal);
  const graph = standingGraph(context);
  if (graph === null) return no('Nobody is exploring right now.');
  const paid = payPsiAction(exploration, graph, task.knockOut[0]);
  if (!paid.ok) return paid;
  if (paid.state.ended !== null) return fromStep(context, paid, graph);
  const face = first(faces, 'psi');
  if (face === undefined) return no(`${power.name} needs its die.`);
  const result = resolvePsi(sheet, power, face);
  let next: DungeonState = {
    ...absorb(context, paid.state, paid.events, graph),
    sheets: replaceSheets(context.sheets, [result.crew]),
    journal: [
      ...context.journal,
      { kind: 'psi', crew: sheet.name, power: power.name, success: result.success, hpLost: result.hpLost },
    ],
  };
  let state = paid.state;
  if (result.effectApplies) {
    const effect = power.effect;
    if (effect.kind === 'oxygen') {
      const gained = gainOxygen(state, effect.amount);
      if (!gained.ok) return gained;
      next = absorb(next, gained.state, gained.events, graph);
      state = gained.state;
    }
    if (effect.kind === 'credits') next = { ...next, psi: { ...next.psi, midasCredits: effect.amount } };
    if (effect.kind === 'initiative-bonus')
      next = { ...next, psi: { ...next.psi, initiativeBonus: effect.bonus } };
    if (effect.kind === 'loot-shift') {
      const lootShift = task.shift === -3 ? -effect.amount : effect.amount;
      next = {
        ...next,
        psi: { ...next.psi, lootShift },
        journal: [...next.journal, { kind: 'loot-shift', shift: lootShift, amount: effect.amount }],
      };
    }
  }
  return fromStep(next, setCrewVitals(state, [vitalsOf(result.crew)]), graph);
}

export function applyMeditate(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  crewId: string,
  faces: RollFaces,
): Applied {
  const sheet = deployedSheet(context, crewId);
  if (sheet === undefined || sheet.psi === null)
    return no('Only a deployed crew member with the PSI trait meditates.');
  if (!sheet.psi.exhausted) return no(`${sheet.name}'s PSI is not exhausted.`);
  if (sheet.condition !== 'conscious') return no(`${sheet.name} is not conscious.`);
  const face = first(faces, 'meditate');
  if (face === undefined) return no(`${sheet.name}'s meditation needs its die.`);
  const paid = payMeditation(exploration, graph);
  if (!paid.ok) return paid;
  const result = resolveMeditate(sheet, face);
  const next = withLine(absorb(context, paid.state, paid.events, graph), {
    kind: 'meditate',
    crew: sheet.name,
    success: result.success,
  });
  return fromStep(
    { ...next, sheets: replaceSheets(next.sheets, [result.crew]) },
    setCrewVitals(paid.state, [vitalsOf(result.crew)]),
    graph,
  );
}

export function applyItem(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'item' }>,
): Applied {
  const carrier = deployedSheet(context, task.crewId);
  const content = carrier?.inventory[task.slot];
  if (carrier === undefined || content?.kind !== 'item') return no('That slot holds no item.');
  const heal = content.item.heal;
  if (heal === undefined) return no(`${content.item.name} does not heal.`);
  const healed = healWithItem(exploration, graph, task.targetId, heal);
  if (!healed.ok) return healed;
  const inventory = useItemInSlot(carrier.inventory, task.slot) ?? carrier.inventory;
  const line = {
    kind: 'item-heal',
    crew: carrier.name,
    item: content.item.name,
    target: deployedSheet(context, task.targetId)?.name ?? task.targetId,
    amount: healed.change.amount,
  } as const;
  return {
    ok: true,
    context: withLine(
      {
        ...context,
        exploration: healed.state,
        sheets: replaceSheets(context.sheets, [{ ...carrier, inventory }]),
      },
      line,
    ),
  };
}
