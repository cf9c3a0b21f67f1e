import { useItemInSlot } from '../inventory';
import { PSI_POWERS, psiRefusal, resolveMeditate, resolvePsi } from '../psi';
import { avoidOptions, avoidSucceeded, valueFaces, type RollFaces } from '../../tilemap/dungeonRolls';
import {
  gainOxygen,
  healWithItem,
  payMeditation,
  payPsiAction,
  setCrewVitals,
} from '../../tilemap/dungeonSteps';
import type { Exploration } from '../../tilemap/exploration';
import { beginEncounter, endEncounter } from '../../tilemap/exploration.resolve';
import type { TileMapGraph } from '../../tilemap/graph';
import { absorb, fromStep, withLine, type Applied } from './absorb';
import { avoidMembers, deployedSheet, replaceSheets, vitalsOf } from './crewSync';
import { encounterRequest } from './encounterRequest';
import { standingGraph } from './graphs';
import { knownValue } from './elementValue';
import type { DungeonState, Task } from './types';

/**
 * The tasks of enemies and of the crew themselves: beginning an encounter (fixing an E? value), trying to
 * avoid it, exploration-phase PSI powers, meditation and healing items. Each is one call into the rules,
 * its result taken into the context.
 */

const no = (reason: string): Applied => ({ ok: false, reason });
const first = (faces: RollFaces, key: string): number | undefined => faces[key]?.[0];

export function applyAvoid(
  context: DungeonState,
  exploration: Exploration,
  task: Extract<Task, { kind: 'avoid' }>,
  faces: RollFaces,
): Applied {
  const encounter = context.encounter;
  if (encounter === null || encounter.request !== null) return no('No enemy is waiting to be avoided.');
  const crew = avoidMembers(context);
  const option = avoidOptions(encounter.level, encounter.boss, crew, context.credits).find(
    (o) => o.way === task.way,
  );
  if (option?.refusal != null) return no(option.refusal);
  if (task.way === 'charisma' && (task.credits < 0 || task.credits > context.credits)) {
    return no(`The team has ${context.credits} credits to offer.`);
  }
  const paid: DungeonState = {
    ...context,
    credits: context.credits - (task.way === 'charisma' ? task.credits : 0),
  };
  if (avoidSucceeded(task.way, encounter.level, crew, task.credits, faces)) {
    const ended = endEncounter(exploration, { key: encounter.key, outcome: 'avoided' });
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
  return fromStep(context, step, graph, (next) => ({
    ...next,
    encounter: {
      key,
      code: item.element.code,
      boss: found.boss,
      level: found.level,
      value: knownValue(step.state, key, item.element.value, faces),
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
  if (shift !== undefined && shift !== 3 && shift !== -3)
    return no('PSI Divination shifts the loot roll by +3 or −3.');
  if (task.shift !== undefined && power.effect.kind !== 'loot-shift')
    return no('Only PSI Divination takes a loot shift (+3 or −3).');
  const refusal = psiRefusal(sheet, power, 'exploration');
  if (refusal !== null) return no(refusal);
  const graph = standingGraph(context);
  if (graph === null) return no('Nobody is exploring right now.');
  const paid = payPsiAction(exploration, graph, task.knockOut[0]);
  if (!paid.ok) return paid;
  if (paid.state.ended !== null) return fromStep(context, paid, graph);
  const result = resolvePsi(sheet, power, first(faces, 'psi') ?? 1);
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
  const paid = payMeditation(exploration, graph);
  if (!paid.ok) return paid;
  const result = resolveMeditate(sheet, first(faces, 'meditate') ?? 1);
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
