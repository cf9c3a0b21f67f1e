import type { FightInput, FightOutput } from '../groundCombat/combatTypes';
import { isActive } from '../crew/crew';
import { carryItem, EMPTY_INVENTORY, type SlotContent } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import { shipCatalogueOf, storageSlots } from './campaignShip';
import { builders } from './turnConstruction';
import { pickUpCaptives } from '../crew/captives';
import { captivesWanted, questsAfterPlay } from './questProgress';
import { say } from './turnFlow';
import type { CampaignContent, CampaignTurn, EventPhase, TurnNote } from './turn.types';

/**
 * A ground combat an event starts (Space Kraken §6 Event, §14; kraken.cgm-event): the ground-combat machine
 * the crawl invokes, invoked by the campaign with the crew on the ship and the event's enemies. Its output
 * comes back onto the campaign: crew, oxygen, credits, XP, and the pieces it dropped.
 *
 * Readings (kraken.cgm-event): the fight is on the ship's doorstep — map 1 of no location (difficulty 0,
 * breathable air, a planet surface); the enemies are the event's as listed; every conscious crew member
 * not busy with a build fights (§7); a weapon or item dropped goes into the ship's storage while it has
 * room, and is lost otherwise; a fight nobody is fit to fight is lost at once, with no further harm.
 */

export type EventFight = Extract<NonNullable<CampaignTurn['underway']>, { kind: 'fight' }>;

/** The crew members who fight an event's ground combat. */
export function fightersOf(turn: CampaignTurn) {
  const busy = builders(turn);
  return turn.campaign.crew.filter((m) => m.condition !== 'killed' && isActive(m) && !busy.has(m.id));
}

export function fightInputFor(turn: CampaignTurn, content: CampaignContent): FightInput {
  const step = turn.underway;
  if (step?.kind !== 'fight') throw new Error('No event fight is under way.');
  const foes = step.foes.map((f) => ({ species: f.species, level: f.level, count: f.count }));
  const first = foes[0];
  if (first === undefined) throw new Error('An event fight names its enemies.');
  return {
    crew: fightersOf(turn),
    encounter: {
      difficulty: 0,
      locationKind: 'planet-surface',
      atmosphere: 'breathable',
      map: 1,
      elementValue: first.level,
      boss: false,
      ambush: step.ambush,
      species: first.species,
      foes,
    },
    enemyProfiles: content.combat.enemyProfiles,
    treasureTable: content.combat.treasureTable,
    oxygen: turn.campaign.oxygen,
    dropGrids: content.combat.dropGrids,
    pieceNames: Object.fromEntries(
      [...content.catalogue.weapons, ...content.catalogue.items].map((p) => [p.id, p.name]),
    ),
  };
}

/**
 * The event's fight is over: its output applied to the campaign, back to the phase's follow-ups. `phase` is
 * the one the campaign machine fights it in: Phase R allows a Recovery after phase 1 once one was fought there.
 */
export function afterEventFight(
  turn: CampaignTurn,
  output: FightOutput,
  content: CampaignContent,
  phase: EventPhase,
): CampaignTurn {
  if (turn.underway?.kind !== 'fight') return turn;
  const c = turn.campaign;
  const back = new Map(output.crew.map((m) => [m.id, m]));
  const crew = c.crew.map((m) => {
    // Sacrificed in an escape: left behind with what they carried, which nobody collects (§4).
    if (output.erased.includes(m.id))
      return { ...m, hp: 0, condition: 'killed' as const, inventory: EMPTY_INVENTORY };
    return back.get(m.id) ?? m;
  });
  const pieces: SlotContent[] = [];
  for (const gained of output.items) {
    if ((gained.kind !== 'weapon' && gained.kind !== 'item') || gained.id === null) continue;
    const weapon = content.catalogue.weapons.find((w) => w.id === gained.id);
    const item = content.catalogue.items.find((i) => i.id === gained.id);
    if (weapon !== undefined) pieces.push(carryWeapon(weapon));
    else if (item !== undefined) pieces.push(carryItem(item));
  }
  const room = storageSlots(shipCatalogueOf(content.ship), c.ship) - c.storage.length;
  const kept = pieces.slice(0, Math.max(0, room));
  const notes: TurnNote[] = [
    { kind: 'fight-end', outcome: output.outcome, credits: output.credits, xp: output.xp },
  ];
  if (pieces.length > kept.length) notes.push({ kind: 'storage-lost', pieces: pieces.length - kept.length });
  // kraken.capture-alien: the fight is at the ship's doorstep, so a captive picked up is carried aboard.
  const out = output.enemies.filter((e) => e.status === 'killed' || e.status === 'captured');
  const captured = out.filter((e) => e.status === 'captured').map((e) => e.profileId);
  const carried =
    output.outcome === 'victory' ? pickUpCaptives(crew, captured, captivesWanted(c.quests)).crew : crew;
  const fought = say(
    {
      ...turn,
      campaign: {
        ...c,
        crew: carried,
        credits: c.credits + output.credits,
        xp: c.xp + output.xp,
        oxygen: Math.max(0, Math.min(c.oxygenCapacity, output.oxygen)),
        storage: [...c.storage, ...kept],
      },
      underway: null,
      flags: phase === 1 ? { ...turn.flags, fightOrCrawlInPhase1: true } : turn.flags,
    },
    ...notes,
  );
  const defeated = out.map((e) => ({ enemy: e.profileId, boss: e.boss }));
  return questsAfterPlay(fought, { defeated, landedAt: null }, content);
}
