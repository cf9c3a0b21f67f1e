import type { StateValue } from 'xstate';
import { decisionRefusal, type CombatDecision } from '../../../src/rules/kraken/combatDecisions';
import type { Fight } from '../../../src/rules/kraken/combatTypes';
import { AWAITING_DICE, type DiceAnswerEvent } from '../../core/diceRequest';
import { currentPrompt } from '../../core/meta';
import { groundCombatMachine } from '../groundCombat.machine';
import type { GroundCombatContext } from '../groundCombat.types';
import type { CombatLink, CombatLine, DungeonContext, DungeonEvent } from './types';

/**
 * The running ground combat as the exploration follows it (Space Kraken §14 inside §13). The session only
 * sees the dungeon's own snapshot, so while a fight runs that snapshot must carry the fight's dice request
 * and accept exactly the decisions the fight accepts. The invoked child is the ground-combat machine the
 * Quick fight runs as its root (it only adds a `combat.report` to a parent as it ends): the dungeon mirrors
 * the child's snapshot on every change (`onSnapshot`: state value, fight, waiting request), forwards the
 * decisions and dice answers the child accepts, and files the fight's log lines under the log entry that
 * caused them. Pure functions of the mirrored data; the child machine's own transitions and guards (its
 * state, then `decisionRefusal`) judge a decision.
 */

/** Every ground-combat decision type: the dungeon forwards these while a fight runs. */
const COMBAT_DECISION: Readonly<Record<CombatDecision['type'], true>> = {
  'crew.activate': true,
  'activation.cancel': true,
  'reaction.skip': true,
  'cover.toggle': true,
  'initiative.roll': true,
  'oxygen.faint': true,
  attack: true,
  cover: true,
  reload: true,
  unjam: true,
  recharge: true,
  'item.use': true,
  exchange: true,
  escape: true,
  meditate: true,
  'psi.use': true,
  'psi.skip': true,
  'attack.reroll': true,
  'attack.keep': true,
  'enemy.target': true,
  'psi.shield': true,
  'psi.pass': true,
  'spoils.take': true,
  'spoils.pick': true,
  'spoils.ammo': true,
};

export const COMBAT_DECISION_TYPES = Object.keys(COMBAT_DECISION) as readonly CombatDecision['type'][];

/** A decision of the ground-combat vocabulary (`psi.use` and `item.use` are also exploration words). */
export function isCombatDecision(event: { readonly type: string }): event is CombatDecision {
  return Object.hasOwn(COMBAT_DECISION, event.type);
}

/** What the dungeon reads of the child's snapshot. */
export interface FightSnapshot {
  readonly value: StateValue;
  readonly context: GroundCombatContext;
  hasTag(tag: string): boolean;
}

/** The fight's new log lines (those past the mirrored fight's), filed under the entry being applied. */
function fileLines(context: DungeonContext, fight: Fight): readonly CombatLine[] {
  const copied = context.fight?.log.length ?? 0;
  const fresh = fight.log.slice(copied).map((line) => ({ entry: context.lastEntry, text: line.text }));
  return fresh.length === 0 ? context.combatLog : [...context.combatLog, ...fresh];
}

/**
 * The context after the child's snapshot changed: its fight, its state, and its waiting dice request as the
 * dungeon's own (`fight-K/gc-N`, unique in the dungeon's log), tagged `awaiting-dice` by the machine.
 */
export function mirrorFight(context: DungeonContext, snapshot: FightSnapshot): Partial<DungeonContext> {
  const link = context.fightLink;
  const id = link?.id ?? `fight-${context.fightCount + 1}`;
  const waiting = snapshot.hasTag(AWAITING_DICE) ? snapshot.context.diceRequest : null;
  return {
    fight: snapshot.context.fight,
    fightLink: { id, state: snapshot.value, request: waiting },
    fightCount: link === null ? context.fightCount + 1 : context.fightCount,
    diceRequest: waiting === null ? null : { ...waiting, id: `${id}/${waiting.id}` },
    combatLog: fileLines(context, snapshot.context.fight),
  };
}

/** The child's last word before it ends: the lines of its final step. */
export function fileReport(context: DungeonContext, fight: Fight): Partial<DungeonContext> {
  return context.fightLink === null ? {} : { fight, combatLog: fileLines(context, fight) };
}

/** The fight waits for dice: the dungeon waits with it. */
export function fightWaitsForDice(context: DungeonContext): boolean {
  return (context.fightLink?.request ?? null) !== null;
}

interface Resolved {
  readonly fight: Fight;
  readonly snapshot: ReturnType<typeof groundCombatMachine.resolveState>;
}

const resolved = new WeakMap<CombatLink, Resolved>();

/** The child's snapshot rebuilt from the mirror (cached per mirror: `can` is asked once per choice). */
function childSnapshot(link: CombatLink, fight: Fight) {
  const known = resolved.get(link);
  if (known?.fight === fight) return known.snapshot;
  const snapshot = groundCombatMachine.resolveState({
    value: link.state,
    context: { fight, diceRequest: link.request, seq: 0 },
  });
  resolved.set(link, { fight, snapshot });
  return snapshot;
}

/**
 * Whether the running fight takes this decision now: the child's own transitions and guards (its state,
 * then `decisionRefusal`) judge it, on the mirrored state and fight.
 */
export function combatAccepts(context: DungeonContext, event: { readonly type: string }): boolean {
  const { fightLink: link, fight } = context;
  if (link === null || fight === null || link.request !== null || !isCombatDecision(event)) return false;
  return childSnapshot(link, fight).can(event);
}

/** The running fight's own prompt, or null outside a fight. */
export function fightPrompt(context: DungeonContext): string | null {
  const { fightLink: link, fight } = context;
  if (link === null || fight === null) return null;
  return currentPrompt(childSnapshot(link, fight))?.prompt ?? null;
}

/** Why the running fight refuses this event (the combat rule's reason), or null outside a fight. */
export function fightRefusal(context: DungeonContext, event: { readonly type: string }): string | null {
  const fight = context.fight;
  if (fight === null) return null;
  const prompt = fightPrompt(context);
  const here = prompt === null ? '' : ` ${prompt}`;
  if (!isCombatDecision(event)) return `A ground combat is on: it has to end first.${here}`;
  return decisionRefusal(fight, event) ?? `That is not what the fight waits for now.${here}`;
}

/** The answer as the child expects it: under its own request id. */
export function childAnswer(context: DungeonContext, event: DiceAnswerEvent): DiceAnswerEvent {
  return { ...event, requestId: context.fightLink?.request?.id ?? event.requestId };
}

/** One more decision taken: the lines it causes are filed under `decision-N`. */
export function tally(context: DungeonContext): Partial<DungeonContext> {
  const decisions = context.decisions + 1;
  return { decisions, lastEntry: `decision-${decisions}` };
}

/** A dice answer being applied: the lines it causes are filed under its request id. */
export function markDice(event: DungeonEvent): Partial<DungeonContext> {
  return event.type === 'dice.answer' ? { lastEntry: event.requestId } : {};
}
