import type { SnapshotFrom } from 'xstate';
import { planCheck, validateCheck } from '../../rules/dice/checks';
import type { Choice } from '../../game/mode';
import { defineMode } from '../defineMode';
import { diceLabInvariants } from '../invariants';
import type { LogEntry } from '../../game/log';
import { CHECK_KINDS, checkTitle } from '../../../machines/dicelab/checkCatalogue';
import { diceLabMachine } from '../../../machines/dicelab/diceLab.machine';
import type { DiceLabEvent, DiceLabMachine } from '../../../machines/dicelab/diceLab.machine';
import { diceLabDecisionSchema, diceLabInputSchema } from '../../../machines/dicelab/diceLab.schema';
import { diceLine, diceSourceWords } from '../../game/diceWords';

type Snap = SnapshotFrom<DiceLabMachine>;

function choices(snapshot: Snap): readonly Choice<DiceLabEvent>[] {
  const check = snapshot.context.check;
  const odds = check === null ? null : planCheck(check).odds;
  return [
    {
      id: 'roll',
      label: snapshot.matches('rolled') ? 'Roll again' : 'Roll',
      event: { type: 'roll' },
      odds,
      rule: check === null ? 'general.odds' : CHECK_KINDS[check.kind].rule,
      hint: 'Digital dice roll at once; manual dice open the dice tray.',
    },
    {
      id: 'clear',
      label: 'Pick another check',
      event: { type: 'check.clear' },
      rule: 'general.odds',
    },
  ];
}

function explainRefusal(snapshot: Snap, event: DiceLabEvent): string {
  if (event.type === 'check.choose') {
    const problem = validateCheck(event.check);
    if (problem !== null) return problem;
  }
  if (event.type === 'roll' && snapshot.context.check === null) return 'Pick a check before rolling.';
  if (snapshot.hasTag('awaiting-dice')) return 'A roll is waiting for its dice: answer it first.';
  return `“${event.type}” is not possible while the lab is ${snapshot.value}.`;
}

function percent(p: number | null): string {
  return p === null ? '' : ` (odds ${(p * 100).toFixed(1)}%)`;
}

/** One line per log entry; dice lines read the roll the machine recorded for that request. */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const rolls = new Map(snapshot.context.rolls.map((r) => [r.requestId, r]));
  let thrown = 0;
  return log.map((entry) => {
    if (entry.kind === 'dice') {
      const roll = rolls.get(entry.requestId);
      if (roll === undefined) return diceLine(entry);
      thrown += 1;
      return `Roll ${thrown} (${diceSourceWords(entry.source)}): ${roll.result.narration}${percent(roll.odds)}`;
    }
    const event = diceLabDecisionSchema.safeParse(entry.event);
    if (!event.success) return `Decision: ${entry.event.type}`;
    switch (event.data.type) {
      case 'check.choose':
        return `Check chosen: ${checkTitle(event.data.check)} — ${planCheck(event.data.check).summary}`;
      case 'roll':
        return 'Roll requested.';
      case 'check.clear':
        return 'Check put away.';
    }
  });
}

/** "Dice lab — 3 rolls": how many rolls the lab holds. */
export function describeLab(snapshot: SnapshotFrom<typeof diceLabMachine>): string {
  const n = snapshot.context.rolls.length;
  return `Dice lab — ${String(n)} ${n === 1 ? 'roll' : 'rolls'}`;
}

export const diceLabMode = defineMode({
  id: 'dice-lab',
  system: 'general',
  title: 'Dice lab',
  machine: diceLabMachine,
  inputSchema: diceLabInputSchema,
  decisionSchema: diceLabDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: diceLabInvariants,
  describe: describeLab,
});
