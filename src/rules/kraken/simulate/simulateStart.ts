import type { CrewStatus, Fight } from '../groundCombat/combatTypes';
import type { FightState, FightStep } from './simulateTypes';
import { FRESH_STATUS, NO_INITIATIVE, UNCLOSED_FIGHT } from '../groundCombat/combatFlow';
import { isActive } from '../crew/crew';
import { loneWolf } from '../groundCombat/initiative';

/**
 * The game's own `Fight` (combatTypes.ts) that a `FightState` stands for, so the reference simulator can
 * play it with the kernel's functions (`simulatePlay.ts`), and where in the ground-combat machine's loop it
 * resumes. What the rest of a fight never reads (the encounter's map and location, the treasure table, the
 * log) is filled with neutral values; the fight is never closed here, so no XP or drop is worked out.
 */

/** Where the machine would be: before the initiative roll, at the start of a turn, or in one of its steps. */
export type ResumeAt = 'initiative' | FightStep;

function statusFor(state: FightState, id: string, inTurn: boolean): CrewStatus {
  return {
    ...FRESH_STATUS,
    cover: state.inCover.includes(id),
    activationsLeft: 0,
    activated: inTurn && state.activated.includes(id),
    lastAction: state.lastActions[id] ?? 'other',
    concentrate: state.concentrate[id] ?? null,
    rerollsUsed: state.rerollsUsed[id] ?? 0,
    hindered: state.hindered[id] ?? 0,
  };
}

/**
 * The fight as the kernel holds it. Activations left in a turn under way: a lone wolf's two or anyone
 * else's one, less those in `crewActivated` (none for the unconscious), as `fightStateOf` counted them.
 */
export function fightOfState(state: FightState): { readonly fight: Fight; readonly at: ResumeAt } {
  const started = state.initiative !== null;
  const at: ResumeAt = started ? state.step : 'initiative';
  const inTurn = started && state.step !== 'oxygen';
  const allowed = loneWolf(state.crew.filter(isActive).length).activations;
  const used = new Map<string, number>();
  for (const id of state.crewActivated) used.set(id, (used.get(id) ?? 0) + 1);
  const status = Object.fromEntries(
    state.crew.map((member) => {
      const count = used.get(member.id) ?? 0;
      const left = inTurn && isActive(member) ? Math.max(0, allowed - count) : 0;
      return [member.id, { ...statusFor(state, member.id, inTurn), activationsLeft: left }];
    }),
  );
  const first = state.enemies[0];
  const fight: Fight = {
    encounter: {
      difficulty: 0,
      locationKind: 'other',
      atmosphere: state.atmosphere,
      map: 1,
      elementValue: 1,
      boss: state.enemies.some((enemy) => enemy.boss),
      ambush: state.ambush,
      species: first?.profile.species ?? 'Beasts',
    },
    profiles: [],
    treasureTable: { gradeValues: [], columns: [] },
    dropGrids: [],
    pieceNames: {},
    prototypes: null,
    crew: state.crew,
    status,
    enemies: state.enemies,
    spawn: {
      setup: { difficulty: 0, elementValue: 1, boss: false, map: 1, species: 'Beasts', ambush: state.ambush },
      step: 'done',
      elementValue: 1,
      level: first?.level ?? 1,
      enemies: [],
      reaction: false,
      minionsToPlace: 0,
      rerolls: 0,
    },
    reaction: 'taken',
    initiative: { ...NO_INITIATIVE, first: state.initiative },
    phase: started ? 'turn' : 'initiative',
    turn: started ? 1 : 0,
    step: inTurn ? state.step : started ? 'recharge' : null,
    oxygen: state.oxygen,
    oxygenOwed: state.oxygenOwed,
    flankTried: false,
    escapeAttempts: state.escapeAttempts,
    escapeBonus: state.escapeBonus,
    initiativeBonus: state.initiativeBonus,
    lootShift: 0,
    taunt: state.taunt,
    activation: null,
    attack: null,
    enemyTurn: null,
    enemiesActed: inTurn ? state.enemiesActivated : [],
    hardened: state.hardened,
    ...UNCLOSED_FIGHT,
    cause: 'simulation',
    decisions: 0,
  };
  return { fight, at };
}
