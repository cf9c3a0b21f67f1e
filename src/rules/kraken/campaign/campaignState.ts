import type { CampaignDifficulty } from '../../tilemap/types';
import { emptyCgm, HISTORY_CELLS, startLine, type CgmState } from '../cgm/state';
import { crewMaxHp, hasTraitRule, MAX_CREW } from '../crew/crew';
import { putInSlot, SLOT_IDS, type Inventory } from '../crew/inventory';
import { oxygenCapacity } from '../crew/oxygen';
import { startingShip } from '../ship/starting';
import type { ShipCatalogue } from '../ship/state';
import { repairOnShip } from '../crew/weaponState';
import { starmapSlots, storageSlots, type CampaignShip } from './campaignShip';
import { campaignScore } from './difficulty';
import type { EventTarget } from './eventEffects';
import type { Construction } from './construction';
import { TICKS_TO_FAIL } from './questTimer';
import type { LoggedQuest } from './quests';
import { recoverCrewMember } from './recovery';
import { gearPrice, startingCredits, startingOxygen, type CampaignSetup } from './setup';
import type { LoggedLocation } from './starmap';
import { NO_SKIPS, type SkipRecord } from './storyTurn';

/**
 * A Space Kraken campaign between its steps (§3–§5): the crew and what they share (credits, XP, oxygen),
 * the ship with its storage, the CGM line tracker, the skip record, the Starmap log, the quest log, the
 * construction under way, the turn, and how it ended. Plain data, changed only by pure functions; the
 * campaign machine drives them.
 */
export interface CampaignState extends EventTarget, CampaignShip {
  readonly difficulty: CampaignDifficulty;
  /** An unscored practice campaign: undo anywhere, shown as such on the score. */
  readonly practice: boolean;
  readonly turn: number;
  readonly skips: SkipRecord;
  /** Its capacity is the ship's (§11 HyperNavMemory: `starmapSlots`). */
  readonly starmap: readonly LoggedLocation[];
  readonly quests: readonly LoggedQuest[];
  readonly construction: Construction | null;
  /** Preset crew who died: never back in this campaign (§4). */
  readonly deadPresets: readonly string[];
  /** The victory text of the story line that ended the campaign, once one does. */
  readonly victory: string | null;
}

/**
 * The campaign a finished set-up starts: turn 1, the line set on the tracker from slot 1, the ship bought
 * first from the purse (§3.7), then the gear. Throws where `setupProblems` refuses the ship.
 */
export function newCampaign(setup: CampaignSetup, catalogue: ShipCatalogue, practice = false): CampaignState {
  const crew = setup.crew.map((c) => c.member);
  const bought = startingShip(catalogue, setup.ship, startingCredits(setup));
  let cgm: CgmState = emptyCgm();
  setup.lineSet.lines.forEach((line, slot) => {
    cgm = startLine(cgm, slot, line.name, line.start);
  });
  const capacity = oxygenCapacity(crew);
  return {
    crew,
    credits: bought.credits - gearPrice(setup),
    xp: 0,
    oxygen: Math.min(capacity, startingOxygen(setup)),
    oxygenCapacity: capacity,
    cgm,
    difficulty: setup.difficulty,
    practice,
    turn: 1,
    skips: NO_SKIPS,
    starmap: [],
    ship: bought.ship,
    destroyedSystems: [],
    // §3.7: what was bought for the ship's storage at the start (set-ups before the wizard bought none).
    storage: setup.storage ?? [],
    shipDestroyed: false,
    quests: [],
    construction: null,
    deadPresets: setup.deadPresets ?? [],
    victory: null,
  };
}

/**
 * How the campaign stands: won when a story line declared victory; lost when every crew member is dead or
 * the ship is destroyed (§3.9). A crawl's dead crew lose only that crawl while one member lives on the ship.
 */
export function campaignOutcome(state: CampaignState): 'victory' | 'defeat' | null {
  if (state.victory !== null) return 'victory';
  if (state.shipDestroyed) return 'defeat';
  if (state.crew.every((c) => c.condition === 'killed')) return 'defeat';
  return null;
}

/** §4 the campaign score: surviving levels × the difficulty; null for a practice campaign or before victory. */
export function finalScore(state: CampaignState): number | null {
  if (state.practice || campaignOutcome(state) !== 'victory') return null;
  const levels = state.crew.filter((c) => c.condition !== 'killed').map((c) => c.level);
  return campaignScore(state.difficulty, levels);
}

function repairWeapons(inventory: Inventory): Inventory {
  let out = inventory;
  for (const slot of SLOT_IDS) {
    const content = out[slot];
    if (content?.kind === 'weapon') out = putInSlot(out, slot, repairOnShip(content));
  }
  return out;
}

/**
 * §5 Recovery (kraken.recovery): +3 HP each (a Med Bay adds `bonusHp`), the unconscious set to 3 HP (no Med
 * Bay on top), PSI no longer exhausted, weapons fixed and charged, oxygen refilled. The free re-arrangement of
 * items is the player's, offered by the turn.
 */
export function recoverCampaign(state: CampaignState, bonusHp = 0): CampaignState {
  const crew = state.crew.map((c) => {
    const recovered = recoverCrewMember(c, bonusHp);
    return recovered.condition === 'killed'
      ? recovered
      : { ...recovered, inventory: repairWeapons(recovered.inventory) };
  });
  const capacity = oxygenCapacity(crew);
  return { ...state, crew, oxygenCapacity: capacity, oxygen: capacity };
}

/** What must always hold of a campaign (the loader, the property tests and the fuzz harness ask it). */
export function campaignInvariants(state: CampaignState, catalogue: ShipCatalogue): string[] {
  const problems: string[] = [];
  if (state.crew.length > MAX_CREW) problems.push(`${state.crew.length} crew members: at most ${MAX_CREW}.`);
  for (const c of state.crew) {
    if (c.hp < 0 || c.hp > crewMaxHp(c)) problems.push(`${c.name} has ${c.hp} HP of ${crewMaxHp(c)}.`);
    if (c.condition !== 'conscious' && c.hp !== 0)
      problems.push(`${c.name} is ${c.condition} with ${c.hp} HP.`);
  }
  if (
    state.crew.filter((c) => c.condition !== 'killed' && (c.psi !== null || hasTraitRule(c, 'psi'))).length >
    1
  )
    problems.push('More than one crew member has PSI.');
  if (!Number.isInteger(state.credits) || state.credits < 0) problems.push(`Credits are ${state.credits}.`);
  if (!Number.isInteger(state.xp) || state.xp < 0) problems.push(`XP is ${state.xp}.`);
  if (state.oxygen < 0 || state.oxygen > state.oxygenCapacity)
    problems.push(`Oxygen is ${state.oxygen} of ${state.oxygenCapacity}.`);
  for (const line of state.cgm.lines)
    if (line !== null && line.history.length > HISTORY_CELLS)
      problems.push(
        `${line.line} notes ${line.history.length} coordinates: the tracker has ${HISTORY_CELLS}.`,
      );
  if (state.starmap.length > starmapSlots(catalogue, state.ship))
    problems.push(`The Starmap log holds ${state.starmap.length} locations.`);
  if (state.storage.length > storageSlots(catalogue, state.ship))
    problems.push(`The ship's storage holds ${state.storage.length} pieces.`);
  if (new Set(state.ship.fitted.map((f) => f.id)).size !== state.ship.fitted.length)
    problems.push('Two fitted systems share an id.');
  if (state.ship.fitted.some((f) => f.damagedThisTurn === true))
    problems.push('A system is still marked as damaged this combat turn.');
  for (const q of state.quests)
    if (q.ticks >= TICKS_TO_FAIL)
      problems.push(`“${q.quest.quest}” has ${q.ticks} ticks and should have failed.`);
  if (!Number.isInteger(state.turn) || state.turn < 1) problems.push(`The turn is ${state.turn}.`);
  return problems;
}
