import type { SpaceCombat, SpaceEvent, SpaceEnd } from '../../rules/kraken/space/combatTypes';
import { enemyName, systemName } from '../../game/kraken/spaceCombatNames';

/**
 * The space combat's own log (`SpaceCombat.log`, typed events) in the project's words, for the combat
 * journal: what each command, roll and hit did.
 */

const COMMANDS: Readonly<Record<string, string>> = {
  attack: 'Attack — the enemies fire at once, and again in sub-phase 4',
  backup: 'Backup — destroyed enemy ships are replaced',
  combat: 'Combat — crewed enemies board you if your shields are at 3 or less',
  evading: 'Evading — your shots need one more to hit this turn',
  'game-over': 'Game over — win this turn or the ship is lost',
  idle: 'Idle — the enemies hold their fire this turn',
  shields: 'Shields — enemy shields are down this turn',
  time: 'Time — win this turn or retreat',
  victory: 'Victory — the enemies withdraw at the end of this turn',
};

const ENDS: Readonly<Record<SpaceEnd, string>> = {
  objectives: 'every objective solved',
  'enemies-destroyed': 'every enemy destroyed',
  'victory-command': 'the Victory command',
  'time-command': 'the Time command',
  'game-over-command': 'the Game over command',
  'ship-destroyed': 'your ship destroyed',
  'crew-lost': 'no crew member left to act',
  boarded: 'boarders took the ship',
  escape: 'a successful escape',
};

/** Which rule ended the combat, in words ("every objective solved"). */
export function spaceEndWords(by: SpaceEnd): string {
  return ENDS[by];
}

function target(c: SpaceCombat, t: { kind: 'system'; fittedId: string } | { kind: 'sp' }): string {
  return t.kind === 'sp' ? '3 SP' : systemName(c, t.fittedId);
}

export function narrateSpaceEvent(c: SpaceCombat, e: SpaceEvent): string {
  switch (e.kind) {
    case 'turn-begun':
      return `Turn ${e.turn} begins.`;
    case 'command':
      return e.command === null
        ? 'Timeline: nothing this turn.'
        : `Timeline: ${COMMANDS[e.command] ?? e.command}.`;
    case 'backup':
      return `Backup: ${e.uids.map((u) => enemyName(c, u)).join(', ')} ${e.uids.length === 1 ? 'joins' : 'join'} the fight.`;
    case 'objective':
      return `Objective ${e.index + 1}: total ${e.total} — ${e.solved ? 'solved' : 'failed'}.`;
    case 'repair':
      return `Repair of ${target(c, e.target)}: total ${e.total} against 9 — ${e.done ? 'done' : 'failed'}.`;
    case 'drones':
      return `Repair Drones mend ${target(c, e.target)}.`;
    case 'shot':
      return `${systemName(c, e.weaponId)} at ${enemyName(c, e.targetUid)}: ${e.face} — ${
        e.hit ? `hit (shield −${e.shield}, SP −${e.sp})` : 'miss'
      }.`;
    case 'enemy-destroyed':
      return `${enemyName(c, e.uid)} is destroyed.`;
    case 'enemy-shot':
      return `${enemyName(c, e.uid)} fires: ${e.face} — ${e.hit ? `hit for ${e.damage}` : 'miss'}.`;
    case 'evade':
      return `Evasive flying: ${e.total} (a ${e.face}) — ${e.evaded ? 'the hit is avoided' : 'not enough'}.`;
    case 'ship-hit':
      return `Your ship takes it: shields absorb ${e.shield}, armour ${e.armour}, SP −${e.sp}.`;
    case 'system-damaged':
      return e.fittedId === null
        ? 'No system is damaged.'
        : `${systemName(c, e.fittedId)} is ${e.destroyed ? 'destroyed' : 'damaged'}.`;
    case 'boarding': {
      const o = e.outcome;
      const who =
        e.side === 'ours'
          ? `Your boarders on ${enemyName(c, e.enemyUid)}`
          : `${enemyName(c, e.enemyUid)}’s boarders`;
      const result = o.gameLost
        ? 'take your ship'
        : o.enemyDestroyed
          ? 'finish — their ship is destroyed'
          : `finish — the enemy loses ${o.enemyCrewLost} crew`;
      return `${who}: the boarding ends; ${result}.`;
    }
    case 'escape':
      return `Escape: ${e.total} against ${e.target} — ${e.escaped ? 'away' : 'caught'}.`;
    case 'recharged':
      return `Shields recharge to ${e.shield}.`;
    case 'ended':
      return `The combat is over: ${e.outcome} (${ENDS[e.by]}).`;
  }
}

/** The journal, newest last. */
export function spaceJournal(c: SpaceCombat): string[] {
  return c.log.map((line) => narrateSpaceEvent(c, line.event));
}
