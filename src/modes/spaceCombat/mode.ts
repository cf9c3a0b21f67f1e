import type { SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { currentPrompt, notThisStep, takesEvent } from '../../../machines/core/meta';
import { boardingDecisionSchema } from '../../../machines/kraken/space/boarding.schema';
import type { BoardingContext, BoardingEvent } from '../../../machines/kraken/space/boarding.types';
import { boardingMachine, type BoardingMachine } from '../../../machines/kraken/space/boarding.machine';
import type { BoardingDecision, BoardingFight } from '../../rules/kraken/space/boardingFlow';
import { childOf, definePresenter } from '../../game/presenter/presenter';
import {
  spaceCombatMachine,
  type SpaceCombatMachine,
} from '../../../machines/kraken/space/spaceCombat.machine';
import {
  spaceCombatInputSchema,
  spaceDecisionSchema,
} from '../../../machines/kraken/space/spaceCombat.schema';
import type { SpaceCombatEvent } from '../../../machines/kraken/space/spaceCombat.types';
import type { LogEntry } from '../../game/log';
import type { Choice, ModeDefinition, TallyLine } from '../../game/mode';
import { boardingDecisionRefusal } from '../../rules/kraken/space/boardingFlow';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import { decisionRefusal } from '../../rules/kraken/space/combatFlow';
import { enemyName } from '../../game/kraken/spaceCombatNames';
import { boardingChoices, spaceChoices } from './choices';
import { diceLine } from '../../game/diceWords';
import { spaceCombatPackSetup } from './packSetup';
import { spaceEndWords } from './narrate';

/**
 * Space Kraken's space combat as a mode of its own ("Space combat", §10), for practice and demos: the set-up
 * is the machine's input (a flight-table row, a ship, the crew), usually built by `spaceCombatInput` from a
 * pack. The combat and the boarding it invokes each present themselves (`spaceCombatPresenter`,
 * `boardingPresenter`); the session asks the one playing.
 */

type Snap = SnapshotFrom<SpaceCombatMachine>;
type BoardingSnap = SnapshotFrom<BoardingMachine>;

/** The boarding the combat invoked, while it is fought. */
export function boardingChild(snapshot: Snap): BoardingContext | null {
  return childOf(snapshot, 'boarding', boardingMachine)?.context ?? null;
}

function choices(snapshot: Snap): readonly Choice<SpaceCombatEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return spaceChoices(snapshot.context.combat).filter((choice) => snapshot.can(choice.event));
}

/** Each decision of the combat in words, for a refusal worded from the state the combat is in. */
const SPACE_STEP_WORDS: Readonly<Record<Exclude<SpaceCombatEvent['type'], 'dice.answer'>, string>> = {
  'objective.try': 'Sending crew at an objective',
  'repair.try': 'A repair',
  'objectives.done': 'Finishing with the objectives',
  fire: 'Firing',
  reroll: 'A re-roll of the miss',
  'reroll.skip': 'Letting the miss stand',
  evade: 'Evading',
  'evade.skip': 'Taking the hit',
  'shield.pick': 'Choosing a shield system',
  board: 'Boarding an enemy ship',
  'board.skip': 'Staying aboard',
  'boarding.order': 'Choosing which boarders to fight first',
  escape: 'An escape try',
  'escape.skip': 'Fighting on',
  drones: 'Sending out the Repair Drones',
  'drones.skip': 'Leaving the drones idle',
};

/** The seven sub-phases of a turn (Space Kraken §10), as the chart's phases, in the project's words. */
const SPACE_PHASE_WORDS = [
  ['timeline', 'sub-phase 1, the timeline'],
  ['objectives', 'sub-phase 2, objectives and repairs'],
  ['firing', 'sub-phase 3, your ship’s fire'],
  ['enemyFire', 'sub-phase 4, enemy fire'],
  ['boarding', 'sub-phase 5, boarding enemy ships'],
  ['escape', 'sub-phase 6, the escape'],
  ['recharge', 'sub-phase 7, recharge'],
] as const;

/** Which sub-phase the machine stands in, in words. */
function phaseWords(snapshot: Snap): string {
  const phase = SPACE_PHASE_WORDS.find(([state]) => snapshot.matches(state));
  return `the space combat is in ${phase?.[1] ?? 'between sub-phases'}`;
}

function explainRefusal(snapshot: Snap, event: SpaceCombatEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray, not as decisions.';
  if (snapshot.status !== 'active') return 'The space combat is over.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  // Which sub-phase and step this is, the chart says: a decision no state takes now is refused from its
  // state (issue 27), never from the rules' note of the pending step.
  if (!takesEvent(snapshot, event.type))
    return notThisStep(snapshot, SPACE_STEP_WORDS[event.type], phaseWords(snapshot));
  const here = currentPrompt(snapshot)?.prompt ?? '';
  const own = spaceDecisionSchema.safeParse(event);
  const why =
    own.success && own.data.type !== 'boarding.order'
      ? decisionRefusal(snapshot.context.combat, own.data)
      : null;
  return why ?? `That is not what the space combat waits for now. ${here}`.trim();
}

function boardingChoicesOf(snapshot: BoardingSnap): readonly Choice<BoardingEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return boardingChoices(snapshot.context.fight);
}

/** Each boarding decision in words, for a refusal worded from the state the boarding is in. */
const BOARDING_STEP_WORDS: Readonly<Record<BoardingDecision['type'], string>> = {
  'boarding.reroll': 'A re-roll',
  'boarding.cancel': 'Cancelling hits',
  'boarding.hit': 'Taking a hit',
  'boarding.sacrifice': 'A sacrifice attack',
  'boarding.next': 'The next round',
  'boarding.retreat': 'A retreat',
  'boarding.heal': 'Healing in a hurry',
  'boarding.heal.done': 'Leaving the rest unconscious',
};

function explainBoardingRefusal(snapshot: BoardingSnap, event: BoardingEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray, not as decisions.';
  if (snapshot.status !== 'active') return 'The boarding is over.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  // Which step of the round this is, the chart says: a decision of another step is refused from its state.
  if (!takesEvent(snapshot, event.type)) return notThisStep(snapshot, BOARDING_STEP_WORDS[event.type]);
  const here = currentPrompt(snapshot)?.prompt ?? '';
  const why = boardingDecisionRefusal(snapshot.context.fight, event);
  return why ?? `That is not what the boarding waits for now. ${here}`.trim();
}

/** A decision in words (the combat journal tells what it led to). */
function describeDecision(c: SpaceCombat, event: SpaceCombatEvent): string {
  const name = (id: string) => c.crew.find((m) => m.id === id)?.name ?? id;
  switch (event.type) {
    case 'objective.try':
      return `${event.picks.map((p) => `${name(p.crewId)} (${p.attribute})`).join(', ')} at the objective.`;
    case 'repair.try':
      return `${event.crewIds.map(name).join(', ')} ${event.crewIds.length === 1 ? 'tries' : 'try'} a repair.`;
    case 'objectives.done':
      return 'Done with objectives and repairs.';
    case 'fire':
      return event.shots.length === 0
        ? 'Holding fire.'
        : `Firing ${event.shots.length} ${event.shots.length === 1 ? 'weapon' : 'weapons'} at ${[
            ...new Set(event.shots.map((s) => enemyName(c, s.targetUid))),
          ].join(', ')}.`;
    case 'reroll':
      return `${name(event.crewId)} re-rolls the shot.`;
    case 'reroll.skip':
      return 'The miss stands.';
    case 'evade':
      return `${event.crewIds.map(name).join(' and ')} ${event.crewIds.length === 1 ? 'tries' : 'try'} to evade.`;
    case 'evade.skip':
      return 'The hit is taken.';
    case 'shield.pick':
      return 'A shield system takes the damage.';
    case 'board':
      return `${event.crewIds.map(name).join(', ')} board ${enemyName(c, event.enemyUid)}.`;
    case 'board.skip':
      return 'The crew stays aboard.';
    case 'boarding.order':
      return `${enemyName(c, event.enemyUid)}’s boarders are fought first.`;
    case 'escape':
      return 'An escape is tried.';
    case 'escape.skip':
      return 'The crew fights on.';
    case 'drones':
      return 'The Repair Drones go to work.';
    case 'drones.skip':
      return 'The drones stay idle.';
    case 'dice.answer':
      return 'Dice.';
  }
}

function describeBoarding(event: z.infer<typeof boardingDecisionSchema>, fight: BoardingFight): string {
  const name = (id: string) => fight.state.crew.find((m) => m.id === id)?.name ?? 'a crew member';
  switch (event.type) {
    case 'boarding.reroll':
      return event.dice.length === 0
        ? 'Boarding: the dice are kept.'
        : `Boarding: ${event.dice.length} dice re-rolled.`;
    case 'boarding.cancel':
      return `Boarding: ${event.count} enemy ${event.count === 1 ? 'hit' : 'hits'} cancelled.`;
    case 'boarding.hit':
      return `Boarding: ${name(event.crewId)} takes a hit.`;
    case 'boarding.sacrifice':
      return event.crewId === null
        ? 'Boarding: no sacrifice.'
        : `Boarding: ${name(event.crewId)} makes a sacrifice attack.`;
    case 'boarding.next':
      return 'Boarding: the next round.';
    case 'boarding.retreat':
      return 'Boarding: the party retreats.';
    case 'boarding.heal':
      return `Boarding: ${name(event.crewId)} is healed in a hurry.`;
    case 'boarding.heal.done':
      return 'Boarding: the rest are left to wake later.';
  }
}

/** The combat's own entries (a boarding it invoked words its own: `boardingPresenter`). */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const c = snapshot.context.combat;
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const parsed = spaceDecisionSchema.safeParse(entry.event);
    return parsed.success ? describeDecision(c, parsed.data) : 'A decision the space combat no longer reads.';
  });
}

/** The boarding's entries, while it is fought and after (its last snapshot names the party). */
function narrateBoarding(log: readonly LogEntry[], snapshot: BoardingSnap): readonly string[] {
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const parsed = boardingDecisionSchema.safeParse(entry.event);
    return parsed.success
      ? describeBoarding(parsed.data, snapshot.context.fight)
      : 'A decision the boarding no longer reads.';
  });
}

/** The party's HP and condition and the enemy crew left, for the result panel after a boarding step. */
function boardingTally(snapshot: BoardingSnap): TallyLine[] {
  const s = snapshot.context.fight.state;
  const lines: TallyLine[] = s.crew.flatMap((m) => [
    { key: `${m.id}:hp`, who: m.name, what: 'HP', value: String(Math.max(0, m.hp)) },
    { key: `${m.id}:condition`, who: m.name, what: 'condition', value: m.condition },
  ]);
  lines.push({
    key: 'enemy:dice',
    who: snapshot.context.enemyName,
    what: 'dice',
    value: String(s.enemyDice),
  });
  lines.push({ key: 'you:dice', who: 'Boarding party', what: 'dice', value: String(s.yourDice) });
  return lines;
}

/** SP, shields and ammo are never negative; a crew member is never both dead and able to act. */
function invariants(snapshot: Snap): readonly string[] {
  const c = snapshot.context.combat;
  const out: string[] = [];
  if (c.sp < 0) out.push(`Ship SP is ${c.sp}.`);
  if (c.shield < 0) out.push(`Ship shield is ${c.shield}.`);
  for (const [id, left] of Object.entries(c.ammo))
    if (left !== null && left < 0) out.push(`${id} ammo ${left}.`);
  for (const [id, left] of Object.entries(c.magazines)) if (left < 0) out.push(`${id} magazines ${left}.`);
  for (const e of c.enemies) {
    if (e.sp < 0) out.push(`${e.uid} SP is ${e.sp}.`);
    if (e.shield < 0) out.push(`${e.uid} shield is ${e.shield}.`);
    if (e.crew < 0) out.push(`${e.uid} crew is ${e.crew}.`);
  }
  for (const m of c.crew) if (m.dead === true && m.conscious) out.push(`${m.name} is dead and conscious.`);
  return out;
}

function tally(snapshot: Snap): TallyLine[] {
  const c = snapshot.context.combat;
  const lines: TallyLine[] = [
    { key: 'ship:sp', who: c.ship.name, what: 'SP', value: String(c.sp) },
    { key: 'ship:shield', who: c.ship.name, what: 'shield', value: String(c.shield) },
  ];
  for (const e of c.enemies) {
    const who = enemyName(c, e.uid);
    lines.push({ key: `${e.uid}:sp`, who, what: 'SP', value: e.destroyed ? 'destroyed' : String(e.sp) });
    lines.push({ key: `${e.uid}:shield`, who, what: 'shield', value: String(e.shield) });
  }
  for (const m of c.crew) lines.push({ key: `${m.id}:hp`, who: m.name, what: 'HP', value: String(m.hp) });
  return lines;
}

/** "Space combat — flight 4 Accident, turn 2, objectives 1 of 4". */
const OUTCOME_WORDS = {
  won: 'won',
  escaped: 'the ship escaped',
  retreated: 'the ship retreated',
  lost: 'lost',
} as const;

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

export function describeSpaceCombat(snapshot: Snap): string {
  const c = snapshot.context.combat;
  const head = `Space combat — flight ${c.row.number} ${c.row.name}`;
  if (c.outcome !== null) {
    // How it ended and by which rule, so the game-over panel says it in words ("lost: your ship destroyed").
    const by = c.endedBy === null ? '' : ` — ${spaceEndWords(c.endedBy)}`;
    return `${head}: ${OUTCOME_WORDS[c.outcome]} after ${plural(c.turn, 'turn')}${by}`;
  }
  const goals = c.row.objectives.length > 0 ? `, objectives ${c.solved} of ${c.row.objectives.length}` : '';
  return `${head}, turn ${c.turn}${goals}`;
}

/** The space combat presents itself the same on its own and inside a campaign's flight. */
export const spaceCombatPresenter = definePresenter({
  machine: spaceCombatMachine,
  title: 'Space combat',
  decisions: spaceDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  tally,
});

/** A boarding (§10.5), wherever the space combat that invoked it runs. */
export const boardingPresenter = definePresenter({
  machine: boardingMachine,
  title: 'Boarding',
  decisions: boardingDecisionSchema,
  choices: boardingChoicesOf,
  explainRefusal: explainBoardingRefusal,
  narrate: narrateBoarding,
  tally: boardingTally,
});

export const spaceCombatMode: ModeDefinition<SpaceCombatMachine> = {
  id: 'space-combat',
  system: 'kraken',
  title: 'Space combat',
  machine: spaceCombatMachine,
  inputSchema: spaceCombatInputSchema,
  decisionSchema: z.union([spaceDecisionSchema, boardingDecisionSchema]),
  choices,
  explainRefusal,
  narrate,
  invariants,
  tally,
  describe: describeSpaceCombat,
  // §10 End of space combat (kraken.space-combat-end), or phase 6's escape (kraken.escape-space-combat).
  endRule: (snapshot) => {
    const c = snapshot.context.combat;
    if (c.outcome === null) return null;
    return c.endedBy === 'escape' ? 'kraken.escape-space-combat' : 'kraken.space-combat-end';
  },
  presenters: [spaceCombatPresenter, boardingPresenter],
  packSetup: spaceCombatPackSetup,
};
