import type { SnapshotFrom } from 'xstate';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { dungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import {
  dungeonDecisionSchema,
  dungeonInputSchema,
  explorationDecisionSchema,
} from '../../../machines/kraken/dungeon/dungeon.schema';
import { fightRefusal } from '../../../machines/kraken/dungeon/fight';
import { dungeonOffers, statePath } from '../../../machines/kraken/dungeon/offers';
import { decisionProblem } from '../../../machines/kraken/dungeon/tasks';
import type { DungeonDecision, DungeonEvent } from '../../../machines/kraken/dungeon/types';
import { combatChoices } from '../../../machines/kraken/groundCombat.choices';
import { currentPrompt } from '../../../machines/core/meta';
import type { LogEntry } from '../log';
import type { Choice, ModeDefinition } from '../mode';

type Snap = SnapshotFrom<DungeonMachine>;

/** The exploration's offers; during a ground combat the fight's own choices (with their odds). */
function choices(snapshot: Snap): readonly Choice<DungeonEvent>[] {
  const fight = snapshot.context.fight;
  if (fight === null) {
    return dungeonOffers(snapshot.context, statePath(snapshot.value)).map((offer) => ({ ...offer }));
  }
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return combatChoices(fight).filter((choice) => snapshot.can(choice.event));
}

function explainRefusal(snapshot: Snap, event: DungeonEvent): string {
  if (snapshot.status === 'done') return 'The exploration is over.';
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const fightWhy = fightRefusal(snapshot.context, event);
  if (fightWhy !== null) return fightWhy;
  const problem = decisionProblem(snapshot.context, event);
  const here = currentPrompt(snapshot)?.prompt ?? '';
  if (problem !== null && problem !== 'There is nothing to do with that here.') return problem;
  return `“${event.type}” is not possible now. ${here}`.trim();
}

function percent(p: number | null): string {
  return p === null ? '' : ` (odds ${(p * 100).toFixed(1)}%)`;
}

const SIMPLE: Partial<Record<DungeonDecision['type'], string>> = {
  'mapIds.rollAll': 'Map-IDs: a d20 for every map now.',
  'mapIds.onEntry': 'Map-IDs: each thrown on first entering its map.',
  activate: 'An action spent where the team stands.',
  'mines.brave': 'Nobody tries to disarm the mines: everyone dodges.',
  'avoid.run': 'The team tries to run.',
  'avoid.camouflage': 'The team tries to hide.',
  'avoid.intimidate': 'The team intimidates the enemy.',
  'encounter.fight': 'The team fights.',
};

function describeDecision(event: DungeonDecision): string {
  const simple = SIMPLE[event.type];
  if (simple !== undefined) return simple;
  switch (event.type) {
    case 'deploy.map':
      return `Landing on map ${event.mapNumber}.`;
    case 'deploy':
      return `Deployed ${event.crewIds.join(', ')} at ${event.entrance}.`;
    case 'arrive':
      return `Arrived at ${event.space}.`;
    case 'move':
      return `Move to ${event.to}.`;
    case 'bulkhead.attempt':
      return `${event.crewId} works bulkhead ${event.bulkhead}.`;
    case 'bulkhead.crack':
      return `${event.crewId} cracks bulkhead ${event.bulkhead} with the weapon in slot ${event.slot}.`;
    case 'laser.disarm':
      return `${event.crewId} disarms laser barrier ${event.key}.`;
    case 'station.med':
      return `Med-station ${event.key} heals ${event.crewId}.`;
    case 'mines.disarm':
      return `${event.crewId} tries to disarm the mines.`;
    case 'encounter.face':
      return `The team faces ${event.key} first.`;
    case 'avoid.charisma':
      return `The team talks, offering ${event.credits} credits.`;
    case 'psi.use':
      return `${event.crewId} uses ${event.power}.`;
    case 'psi.meditate':
      return `${event.crewId} meditates.`;
    case 'item.use':
      return `${event.crewId} uses the item in slot ${event.slot} on ${event.targetId}.`;
    case 'reward.choose':
      return `Solving reward: bundle ${event.option + 1}.`;
    case 'portal.choose':
      return `Portal target: ${event.space}.`;
    case 'exit.take':
    case 'entrance.back':
    case 'location.exit':
    case 'teleporter.out':
      return `${event.type}${event.keepUncleared === true ? ' (map kept uncleared)' : ''}.`;
    default:
      return `${event.type} ${'key' in event ? event.key : ''}`.trim() + '.';
  }
}

function joined(...parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/**
 * One line per log entry: decisions in words, dice with the roll's own narration and its odds. What a
 * ground combat wrote to its log is told with the entry that caused it (the machine files every fight line
 * under `decision-N` or the dice request id): a combat decision or a fight's die reads the fight's lines.
 */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const rolls = new Map(snapshot.context.rolls.map((r) => [r.requestId, r]));
  const fightLines = new Map<string, string[]>();
  for (const line of snapshot.context.combatLog) {
    const filed = fightLines.get(line.entry);
    if (filed === undefined) fightLines.set(line.entry, [line.text]);
    else filed.push(line.text);
  }
  const fightSaid = (entry: string) => (fightLines.get(entry) ?? []).join(' ');
  let decisions = 0;
  return log.map((entry) => {
    if (entry.kind === 'dice') {
      const said = fightSaid(entry.requestId);
      const roll = rolls.get(entry.requestId);
      if (roll !== undefined) return joined(`${roll.purpose}: ${roll.narration}${percent(roll.odds)}`, said);
      return said !== ''
        ? `${entry.requestId}: ${said}`
        : `Dice for ${entry.requestId}: ${JSON.stringify(entry.faces)}`;
    }
    decisions += 1;
    const said = fightSaid(`decision-${decisions}`);
    const own = explorationDecisionSchema.safeParse(entry.event);
    if (own.success) return joined(describeDecision(own.data), said);
    return said !== '' ? said : `Combat decision: ${entry.event.type}.`;
  });
}

export const dungeonMode: ModeDefinition<DungeonMachine> = {
  id: 'dungeon-crawl',
  system: 'kraken',
  title: 'Space Kraken dungeon crawl',
  machine: dungeonMachine,
  inputSchema: dungeonInputSchema,
  decisionSchema: dungeonDecisionSchema,
  choices,
  explainRefusal,
  narrate,
};
