import type { SnapshotFrom } from 'xstate';
import type { BoardMachine } from '../../machines/board/board.machine';
import type { DiceLabMachine } from '../../machines/dicelab/diceLab.machine';
import type { GroundCombatMachine } from '../../machines/kraken/groundCombat.machine';
import type { DungeonMachine } from '../../machines/kraken/dungeon/dungeon.machine';
import { runningFight } from '../../machines/kraken/dungeon/running';
import type { SalvageMachine } from '../../machines/salvage/mission.machine';
import { boardSchema } from '../content/schemas/board';
import { validateCheck } from '../rules/dice/checks.validate';
import { crewProblems, fightProblems } from '../rules/kraken/groundCombat/invariants';
import { missionProblems } from '../rules/salvage/mission/invariants';

/**
 * Every mode's `invariants(snapshot)`: what must hold in any state its rules reach (see ModeDefinition).
 * Each reads the machine's context through the rules' own checks.
 */

/** The Dice lab: a chosen check is one the rules accept, the request counter a whole count. */
export function diceLabInvariants(snapshot: SnapshotFrom<DiceLabMachine>): readonly string[] {
  const { check, seq, rolls } = snapshot.context;
  const out: string[] = [];
  const problem = check === null ? null : validateCheck(check);
  if (problem !== null) out.push(`The chosen check is not one the lab takes: ${problem}`);
  if (!Number.isInteger(seq) || seq < 0 || rolls.length > seq)
    out.push('The lab has more rolls than requests.');
  return out;
}

/** The board: still a board a pack could hold (sizes, every piece and figure on it, unique ids, levels 1–3). */
export function boardInvariants(snapshot: SnapshotFrom<BoardMachine>): readonly string[] {
  const parsed = boardSchema.safeParse(snapshot.context.board);
  if (parsed.success) return [];
  const issue = parsed.error.issues[0];
  return [`The board is not a valid board at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`];
}

export function groundCombatInvariants(snapshot: SnapshotFrom<GroundCombatMachine>): readonly string[] {
  return fightProblems(snapshot.context.fight);
}

/** The crawl: crew sheets and the exploring team within their HP, credits, XP and oxygen never negative. */
export function dungeonInvariants(snapshot: SnapshotFrom<DungeonMachine>): readonly string[] {
  const c = snapshot.context;
  const out = crewProblems(c.sheets, 'The crew');
  if (!(c.credits >= 0) || !(c.xp >= 0)) out.push('The crew has negative credits or XP.');
  const ex = c.exploration;
  if (ex !== null) {
    if (!(ex.oxygen >= 0)) out.push(`The team has ${ex.oxygen} oxygen.`);
    for (const m of ex.crew) {
      if (!(m.hp >= 0 && m.hp <= m.maxHp)) out.push(`${m.name} has ${m.hp} HP of ${m.maxHp} on the map.`);
      if (m.conscious && m.hp === 0) out.push(`${m.name} is conscious at 0 HP on the map.`);
    }
    if (!Number.isInteger(ex.mapNumber) || ex.mapNumber < 1 || ex.mapNumber > ex.maps.length)
      out.push(`The team is on map ${ex.mapNumber} of ${ex.maps.length}.`);
  }
  const fight = runningFight(snapshot);
  if (fight !== null) out.push(...fightProblems(fight, 'The running fight'));
  return out;
}

export function salvageInvariants(snapshot: SnapshotFrom<SalvageMachine>): readonly string[] {
  return missionProblems(snapshot.context.mission);
}
