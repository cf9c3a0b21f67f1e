import type { SnapshotFrom } from 'xstate';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { currentPrompt, notThisStep, takesEvent } from '../../../machines/core/meta';
import { fringeBattleMachine, type FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import { fringeBattleInputSchema, fringeDecisionSchema } from '../../../machines/fringe/battle.schema';
import type { FringeBattleEvent } from '../../../machines/fringe/battle.types';
import type { LogEntry } from '../../game/log';
import type { Choice, TallyLine } from '../../game/mode';
import { defineMode } from '../defineMode';
import { refusal } from '../../rules/fringe/engine';
import type { FringeDecision } from '../../rules/fringe/decisions';
import { battleBoard, boardFigure, standProblems } from '../../rules/fringe/geometry';
import { onTable } from '../../rules/fringe/lookup';
import { outcomeWords, placeWords } from '../../rules/fringe/narrate';
import type { Battle } from '../../rules/fringe/types';
import { figureName, fringeChoices } from './choices';
import { fringePackSetup } from './packSetup';
import { diceLine } from '../../game/diceWords';

/**
 * The Fringe battle rules on the depth board (`fringe-battle`): a battle from the pack, solo against the
 * enemy behaviour or hot-seat between two crews. The machine is machines/fringe/battle.machine.ts; every rule
 * is src/rules/fringe.
 */

type Snap = SnapshotFrom<FringeBattleMachine>;

function choices(snapshot: Snap): readonly Choice<FringeBattleEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return fringeChoices(snapshot.context.battle).filter((c) => snapshot.can(c.event));
}

/** Each decision in words, for a refusal worded from the state the battle is in. */
const STEP_WORDS: Readonly<Record<FringeDecision['type'], string>> = {
  'campaign.time-to-go': 'Leaving the battle (It’s time to go!)',
  'campaign.mate': 'Calling in a mate',
  'campaign.lucky-shot': 'A Lucky shot!',
  'roll.accept': 'Accepting a roll',
  'story.reroll': 'A story point re-roll',
  'story.succeed': 'A story point success',
  'winner.move': 'The brawl winner’s move',
  'winner.stay': 'Staying put after a brawl',
  'gear.duplicate': 'Using a Duplicator',
  'gear.duplicate.skip': 'Leaving the Duplicator unused',
  'gear.snooper': 'Sending out a Snooper Bot',
  'gear.snooper.skip': 'Leaving the Snooper Bot aboard',
  'enemy.go': 'Letting an enemy act',
  'figure.move': 'Moving a figure',
  'figure.shoot': 'A shot',
  'figure.panic': 'Panic Fire',
  'figure.sight': 'Acquiring a Notable sight',
  'figure.end': 'Ending an activation',
};

function explainRefusal(snapshot: Snap, event: FringeBattleEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray, not as decisions.';
  if (snapshot.status !== 'active') return 'The battle is over.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  // Which step the battle is at, the chart says: a decision no state takes now is refused from its state.
  if (!takesEvent(snapshot, event.type)) return notThisStep(snapshot, STEP_WORDS[event.type]);
  const here = currentPrompt(snapshot)?.prompt ?? '';
  return (
    refusal(snapshot.context.battle, event) ?? `That is not what the battle waits for now. ${here}`.trim()
  );
}

/** A decision in words (the battle's journal tells what it led to). */
export function describeDecision(b: Battle, d: FringeDecision): string {
  const name = (id: string) => figureName(b, id);
  switch (d.type) {
    case 'gear.duplicate':
      return `${name(d.holderId)} uses the Duplicator.`;
    case 'gear.duplicate.skip':
      return 'The Duplicator is kept for later.';
    case 'gear.snooper':
      return `${name(d.figureId)} sends the Snooper Bot ahead.`;
    case 'gear.snooper.skip':
      return 'No Snooper Bot goes out.';
    case 'figure.move':
      return `${name(d.figureId)} ${d.dash ? 'dashes' : 'moves'} to ${placeWords(d.to[d.to.length - 1] ?? null)}${d.mode === 'auto' || d.mode === 'walk' ? '' : ` (${d.mode})`}.`;
    case 'figure.shoot':
      return `${name(d.figureId)} ${d.aim ? 'aims at' : 'shoots at'} ${name(d.targetId)}.`;
    case 'figure.panic':
      return `${name(d.figureId)} opens up in Panic Fire.`;
    case 'figure.sight':
      return `${name(d.figureId)} goes for the Notable sight.`;
    case 'figure.end':
      return `${name(d.figureId)} ends its activation.`;
    case 'enemy.go':
      return 'The enemy acts.';
    case 'winner.move':
      return `The brawl's winner moves to ${placeWords(d.to)}.`;
    case 'winner.stay':
      return "The brawl's winner stays put.";
    case 'roll.accept':
      return 'The roll stands.';
    case 'story.reroll':
      return 'A story point: the roll again.';
    case 'story.succeed':
      return 'A story point: the item works after all.';
    case 'campaign.lucky-shot':
      return 'Lucky shot!';
    case 'campaign.time-to-go':
      return `It's time to go! (${b.sides[d.side].name})`;
    case 'campaign.mate':
      return `Did you ever meet my mate? (${b.sides[d.side].name})`;
  }
}

function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const b = snapshot.context.battle;
  return log.map((entry) => {
    if (entry.kind === 'dice') return diceLine(entry);
    const parsed = fringeDecisionSchema.safeParse(entry.event);
    return parsed.success ? describeDecision(b, parsed.data) : `Decision: ${entry.event.type}.`;
  });
}

/**
 * What holds in every state the rules reach: every figure on the table stands somewhere it can (on a floor,
 * in no terrain, on no other base); a figure out of play is off the table; Stun markers 0–2 on the table;
 * Luck and story points never negative; the round within the battle's rounds.
 */
export function battleInvariants(b: Battle): string[] {
  const out: string[] = [];
  const board = battleBoard(b);
  for (const f of b.fighters) {
    if (f.out !== null && f.at !== null) out.push(`${f.name} is out of play but on the table.`);
    if (f.luck < 0) out.push(`${f.name} has ${f.luck} Luck.`);
    if (!onTable(f) || f.at === null) continue;
    if (f.stun < 0 || f.stun > 2) out.push(`${f.name} stands with ${f.stun} Stun markers.`);
    const problems = standProblems(board, boardFigure(f, f.at), f.at);
    if (problems.length > 0) out.push(`${f.name} stands where it cannot: ${problems.join(', ')}.`);
  }
  for (const side of ['a', 'b'] as const)
    if (b.sides[side].storyPoints < 0)
      out.push(`${b.sides[side].name} have ${b.sides[side].storyPoints} story points.`);
  if (b.round > b.setup.battle.rounds) out.push(`Round ${b.round} of ${b.setup.battle.rounds}.`);
  if (b.stage.kind === 'round' && b.stage.index > b.stage.order.length)
    out.push('The activation order ran past its end.');
  return out;
}

function tally(snapshot: Snap): TallyLine[] {
  const b = snapshot.context.battle;
  const lines: TallyLine[] = [];
  for (const side of ['a', 'b'] as const)
    lines.push({
      key: `${side}:story`,
      who: b.sides[side].name,
      what: 'story points',
      value: String(b.sides[side].storyPoints),
    });
  for (const f of b.fighters) {
    lines.push({
      key: `${f.id}:state`,
      who: f.name,
      what: 'state',
      value:
        f.out === 'casualty'
          ? 'casualty'
          : f.out === 'knocked-out'
            ? 'knocked out'
            : f.out === 'escaped'
              ? 'escaped'
              : f.stun > 0
                ? `Stunned ×${f.stun}`
                : 'ready',
    });
    lines.push({ key: `${f.id}:luck`, who: f.name, what: 'Luck', value: String(f.luck) });
    lines.push({ key: `${f.id}:at`, who: f.name, what: 'place', value: placeWords(f.at) });
  }
  return lines;
}

/**
 * The Fringe screen's badge beside its title ("… — round 1 of 6"): who acts now, how the battle ended, or null
 * when no figure is acting (the title already names the round: saying it again read "round 1 of 6 round 1").
 */
export function stageWords(b: Battle): string | null {
  if (b.stage.kind === 'over') return `over: ${outcomeWords(b, b.stage.outcome)}`;
  if (b.stage.kind === 'setup') return 'before the battle';
  const id = b.stage.activation?.figureId;
  const f = b.fighters.find((x) => x.id === id);
  return f === undefined ? null : `${b.sides[f.side].name}: ${f.name} acts`;
}

/** "Fringe battle — Sample: drill at the gantry, round 2 (solo)". */
export function describeBattle(snapshot: Snap): string {
  const b = snapshot.context.battle;
  const head = `Fringe battle — ${b.setup.battle.name}`;
  const play = b.setup.play === 'solo' ? 'solo' : 'hot-seat';
  if (b.stage.kind === 'over')
    return `${head}, over after round ${b.round}: ${outcomeWords(b, b.stage.outcome)}`;
  if (b.stage.kind === 'setup') return `${head}, before the first round (${play})`;
  return `${head}, round ${b.round} of ${b.setup.battle.rounds} (${play})`;
}

export const fringeBattleMode = defineMode({
  id: 'fringe-battle',
  system: 'fringe',
  title: 'Fringe battle',
  machine: fringeBattleMachine,
  inputSchema: fringeBattleInputSchema,
  decisionSchema: fringeDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: (snapshot: Snap) => battleInvariants(snapshot.context.battle),
  tally,
  describe: describeBattle,
  packSetup: fringePackSetup,
});
