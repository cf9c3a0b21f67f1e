import { captivesAskedBy, pickUpCaptives, type WantedCaptive } from '../crew/captives';
import type { FightOutput } from '../groundCombat/combatTypes';
import { deployedSheets, replaceSheets } from './crewSync';
import { crewName } from './absorb';
import type { DefeatedFoe, DungeonJournalEntry, DungeonState } from './types';

/**
 * What a ground combat of the exploration leaves for the campaign's quests (kraken.quest-master,
 * kraken.capture-alien): the enemies it put out of the fight (killed or captured), by profile id, and the
 * captives a Capture quest asks for, picked up by the team (captives.ts). The campaign checks its quest
 * log against them when the crew is back aboard (campaign/questProgress.ts).
 *
 * Reading (kraken.capture-alien): captives are picked up only after a won fight; a team that escapes or
 * falls leaves them. The quests asking are the log's as the crew went down plus any taken at a Quest Master
 * on the way.
 */

/** The captives the quests still ask for on this exploration. */
export function wantedOnCrawl(context: DungeonState): readonly WantedCaptive[] {
  const taken = context.notes.flatMap((note) =>
    note.kind === 'quest' && note.quest !== undefined ? captivesAskedBy(note.quest.objective, 0) : [],
  );
  return [...(context.wantedCaptives ?? []), ...taken];
}

export function noteFightFacts(
  context: DungeonState,
  output: Pick<FightOutput, 'outcome' | 'enemies'>,
): DungeonState {
  const out = output.enemies.filter((e) => e.status === 'killed' || e.status === 'captured');
  const defeated: DefeatedFoe[] = out.map((e) => ({ enemy: e.profileId, boss: e.boss }));
  const noted = { ...context, defeated: [...(context.defeated ?? []), ...defeated] };
  if (output.outcome !== 'victory') return noted;
  const captured = out.filter((e) => e.status === 'captured');
  if (captured.length === 0) return noted;
  const ids = captured.map((e) => e.profileId);
  const picked = pickUpCaptives(deployedSheets(noted), ids, wantedOnCrawl(noted));
  const name = (id: string) => captured.find((e) => e.profileId === id)?.name ?? id;
  const lines: DungeonJournalEntry[] = [
    ...picked.carried.map((c) => ({
      kind: 'captive' as const,
      crew: crewName(noted, c.crewId),
      enemy: name(c.enemy),
    })),
    ...picked.left.map((id) => ({ kind: 'captive' as const, crew: null, enemy: name(id) })),
  ];
  return {
    ...noted,
    sheets: replaceSheets(noted.sheets, picked.crew),
    journal: [...noted.journal, ...lines],
  };
}
