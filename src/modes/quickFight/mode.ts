import type { SnapshotFrom } from 'xstate';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { currentPrompt } from '../../../machines/core/meta';
import { combatChoices } from '../../../machines/kraken/groundCombat.choices';
import { groundCombatMachine } from '../../../machines/kraken/groundCombat.machine';
import type { GroundCombatMachine } from '../../../machines/kraken/groundCombat.machine';
import {
  groundCombatDecisionSchema,
  groundCombatInputSchema,
} from '../../../machines/kraken/groundCombat.schema';
import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import { decisionRefusal } from '../../rules/kraken/groundCombat/combatDecisions';
import type { CombatDecision } from '../../rules/kraken/groundCombat/combatDecisions';
import type { CombatLogEntry, Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { crewName, enemyName } from '../../rules/kraken/groundCombat/combatFlow';
import type { LogEntry } from '../../game/log';
import type { Choice, TallyLine } from '../../game/mode';
import { defineMode } from '../defineMode';
import { definePresenter } from '../../game/presenter/presenter';
import { QUICK_FIGHT_SETUP_VERSION, quickFightSetupMigrations } from './setupMigrations';
import { groundCombatInvariants } from '../invariants';
import { narrateCombatEntry } from '../../rules/kraken/groundCombat/combatNarration';
import { diceLine, saidWithDice } from '../../game/diceWords';
import { quickFightPackSetup } from './packSetup';

/**
 * Space Kraken's ground combat as a mode of its own ("Quick fight"): the set-up is the machine's input (crew,
 * encounter, enemy profiles, treasure table, oxygen), usually built by `quickFightInput` from a pack.
 */

type Snap = SnapshotFrom<GroundCombatMachine>;

function choices(snapshot: Snap): readonly Choice<GroundCombatEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  return combatChoices(snapshot.context.fight).filter((choice) => snapshot.can(choice.event));
}

function explainRefusal(snapshot: Snap, event: GroundCombatEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray, not as decisions.';
  if (snapshot.status !== 'active') return 'The fight is over.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const why = decisionRefusal(snapshot.context.fight, event);
  if (why !== null) return why;
  const prompt = currentPrompt(snapshot);
  return `That is not what the fight waits for now.${prompt === null ? '' : ` ${prompt.prompt}`}`;
}

/** A decision in words when it wrote nothing to the combat log itself. */
function describe(fight: Fight, event: CombatDecision): string {
  switch (event.type) {
    case 'attack.keep':
      return 'The die is kept.';
    case 'crew.activate':
      return `${crewName(fight, event.crewId)} is chosen to act.`;
    default:
      return `Decision: ${event.type}.`;
  }
}

/**
 * One line per log entry. A dice line reads what the combat log recorded for that request (faces, target,
 * result, odds, and any hits with their damage); a decision line what the decision did.
 */
function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const fight = snapshot.context.fight;
  const byCause = new Map<string, CombatLogEntry[]>();
  for (const line of fight.log) byCause.set(line.cause, [...(byCause.get(line.cause) ?? []), line]);
  const text = (cause: string) => (byCause.get(cause) ?? []).map(narrateCombatEntry).join(' ');
  let decisions = 0;
  return log.map((entry) => {
    if (entry.kind === 'dice') {
      const said = text(entry.requestId);
      return said === '' ? diceLine(entry) : saidWithDice(said, entry);
    }
    decisions += 1;
    const said = text(`decision-${decisions}`);
    if (said !== '') return said;
    const parsed = groundCombatDecisionSchema.safeParse(entry.event);
    return parsed.success ? describe(fight, parsed.data) : `Decision: ${entry.event.type}.`;
  });
}

/**
 * What the result panel compares before and after a step: each crew member's HP, condition and PSI, each
 * revealed enemy's HP and shield, and the oxygen. Read by the crawl too, for the fight it runs.
 */
export function fightTally(fight: Fight): TallyLine[] {
  const lines: TallyLine[] = [];
  for (const m of fight.crew) {
    lines.push({ key: `${m.id}:hp`, who: m.name, what: 'HP', value: String(Math.max(0, m.hp)) });
    lines.push({ key: `${m.id}:condition`, who: m.name, what: 'condition', value: m.condition });
    if (m.psi !== null)
      lines.push({
        key: `${m.id}:psi`,
        who: m.name,
        what: 'PSI',
        value: m.psi.exhausted ? 'exhausted' : 'ready',
      });
  }
  for (const e of fight.enemies) {
    const who = enemyName(fight, e.uid);
    lines.push({ key: `${e.uid}:hp`, who, what: 'HP', value: String(Math.max(0, e.hp)) });
    lines.push({ key: `${e.uid}:shield`, who, what: 'shield', value: String(e.shieldEnergy) });
    lines.push({ key: `${e.uid}:status`, who, what: 'status', value: e.status });
  }
  lines.push({ key: 'oxygen', who: 'Team', what: 'oxygen', value: String(fight.oxygen) });
  return lines;
}

const OUTCOME_WORDS = {
  victory: 'the crew won',
  defeat: 'the crew fell',
  escaped: 'the crew escaped',
} as const;

/** "Quick fight — turn 2, 3 enemies standing": how far the fight has gone, and how it ended. */
export function describeFight(snapshot: Snap): string {
  const fight = snapshot.context.fight;
  const standing = fight.enemies.filter((e) => e.hp > 0).length;
  const enemies = `${String(standing)} ${standing === 1 ? 'enemy' : 'enemies'} standing`;
  switch (fight.phase) {
    case 'spawn':
      return 'Quick fight — the enemies are arriving';
    case 'initiative':
      return `Quick fight — rolling for initiative, ${enemies}`;
    case 'turn':
      return `Quick fight — turn ${String(fight.turn)}, ${enemies}`;
    case 'spoils':
    case 'over': {
      const after = `${String(fight.turn)} ${fight.turn === 1 ? 'turn' : 'turns'}`;
      return fight.outcome === null
        ? `Quick fight — over after ${after}`
        : `Quick fight — ${OUTCOME_WORDS[fight.outcome]} after ${after}`;
    }
  }
}

/**
 * The ground combat presents itself the same wherever it runs: as the Quick fight, inside a crawl, or as a
 * campaign event's fight. Registered once here; the crawl and the campaign list it among their presenters.
 */
export const groundCombatPresenter = definePresenter({
  machine: groundCombatMachine,
  title: 'Fight',
  decisions: groundCombatDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  tally: (snapshot) => fightTally(snapshot.context.fight),
});

export const groundCombatMode = defineMode({
  id: 'ground-combat',
  system: 'kraken',
  title: 'Quick fight',
  machine: groundCombatMachine,
  inputSchema: groundCombatInputSchema,
  decisionSchema: groundCombatDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: groundCombatInvariants,
  tally: (snapshot) => fightTally(snapshot.context.fight),
  describe: describeFight,
  presenters: [groundCombatPresenter],
  packSetup: quickFightPackSetup,
  setupVersion: QUICK_FIGHT_SETUP_VERSION,
  setupMigrations: quickFightSetupMigrations,
});
