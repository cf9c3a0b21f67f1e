import type { Achievement, Backstory } from '../../../content/schemas/campaign';
import type { LineSet } from '../../../content/schemas/cgm';
import type { CampaignDifficulty } from '../../tilemap/types';
import type { CrewMember } from '../crew/crew';
import type { SlotContent } from '../crew/inventory';
import { BASE_OXYGEN } from '../crew/oxygen';
import { fitPrice } from '../ship/fitting';
import { startingShip, startingShipRefusal, type StartingShipOrder } from '../ship/starting';
import type { ShipCatalogue } from '../ship/state';
import { validateNewCrewMember, validateTeam, type CrewProblem } from '../crew/validateCrew';
import { storageSlots } from './campaignShip';
import { storageProblems, type CrewTemplateRef } from './crewSheet';

/**
 * Space Kraken §3 starting a campaign (kraken.campaign-setup): achievements carried from earlier campaigns,
 * a backstory, a difficulty, the crew (as many as the backstory says, 3 by default), the starting purchases
 * from 100¢ (a ship's hull first, then its systems, then the crew's gear, with no grade limit), 25 oxygen,
 * and a set of story lines. Every problem names the rule it breaks; the wizard shows
 * them all at once and starts the campaign only when none is left.
 *
 * Reading: a backstory's or an achievement's credits and oxygen are added to the 100¢ and the 25 units
 * before anything is bought; the book leaves the bonuses to the pages that are not in the documents.
 */

export const STARTING_CREDITS = 100;

/** A crew member chosen for the campaign, with the template they came from (null: a custom member). */
export interface SetupCrew {
  readonly member: CrewMember;
  readonly template: CrewTemplateRef | null;
}

/** A piece of starting gear bought before the first turn (the ship is `CampaignSetup.ship`). */
export interface SetupPurchase {
  readonly what: string;
  readonly price: number;
}

export interface CampaignSetup {
  readonly difficulty: CampaignDifficulty;
  readonly backstory: Backstory;
  /** The achievements unlocked in earlier campaigns whose bonus applies. */
  readonly achievements: readonly Achievement[];
  readonly crew: readonly SetupCrew[];
  readonly purchases: readonly SetupPurchase[];
  /** §3.7: the ship bought first, as its hull, then the systems fitted into its boxes. */
  readonly ship: StartingShipOrder;
  readonly lineSet: LineSet;
  /**
   * §3.7 "You can also place Equipment inside your spaceship's storage": what the ship's storage holds at the
   * start, already paid for among the `purchases`. Absent in set-ups made before the wizard bought storage
   * (an empty storage, as those campaigns began).
   */
  readonly storage?: readonly SlotContent[];
  /** Preset crew who died in this campaign's earlier life (a restarted save keeps them): never back. */
  readonly deadPresets?: readonly string[];
}

const illegal = (rule: string, message: string): CrewProblem => ({ severity: 'illegal', rule, message });

/** Credits before the purchases: 100¢ plus the backstory's and the achievements' bonuses. */
export function startingCredits(setup: Pick<CampaignSetup, 'backstory' | 'achievements'>): number {
  return (
    STARTING_CREDITS +
    (setup.backstory.bonus?.credits ?? 0) +
    setup.achievements.reduce((sum, a) => sum + (a.start?.credits ?? 0), 0)
  );
}

/** Oxygen on the ship at the start: 25 plus the bonuses (tanks carried add capacity, not units). */
export function startingOxygen(setup: Pick<CampaignSetup, 'backstory' | 'achievements'>): number {
  return Math.max(
    0,
    BASE_OXYGEN +
      (setup.backstory.bonus?.oxygen ?? 0) +
      setup.achievements.reduce((sum, a) => sum + (a.start?.oxygen ?? 0), 0),
  );
}

/** What the ship costs: the hull and every system (or magazine) of the order, at full price. */
export function shipPrice(setup: Pick<CampaignSetup, 'ship'>, catalogue: ShipCatalogue): number {
  const hull = catalogue.hulls.get(setup.ship.hullId)?.price ?? 0;
  return hull + setup.ship.systems.reduce((sum, r) => sum + fitPrice(catalogue, r), 0);
}

/** What the gear costs. */
export function gearPrice(setup: Pick<CampaignSetup, 'purchases'>): number {
  return setup.purchases.reduce((sum, p) => sum + p.price, 0);
}

/** What is left after the ship and the gear (may be negative: then the set-up is refused). */
export function creditsLeft(setup: CampaignSetup, catalogue: ShipCatalogue): number {
  return startingCredits(setup) - shipPrice(setup, catalogue) - gearPrice(setup);
}

/** Every problem of the set-up; an empty list (or only notes) means the campaign can start. */
export function setupProblems(setup: CampaignSetup, catalogue: ShipCatalogue): readonly CrewProblem[] {
  const problems: CrewProblem[] = [];
  const wanted = setup.backstory.crew;
  if (setup.crew.length !== wanted)
    problems.push(
      illegal(
        'kraken.crew-setup',
        `${setup.backstory.name} starts with ${wanted} crew member${wanted === 1 ? '' : 's'}; ${setup.crew.length} ${setup.crew.length === 1 ? 'is' : 'are'} chosen.`,
      ),
    );
  for (const { member } of setup.crew) problems.push(...validateNewCrewMember(member));
  problems.push(
    ...validateTeam(setup.crew.map((c) => c.member)).filter(
      (p) => !problems.some((q) => q.message === p.message),
    ),
  );
  // §3.3: crew printed on one fold-out sheet cover each other; only one of them may join.
  const bySheet = new Map<string, string[]>();
  for (const { member, template } of setup.crew)
    if (template?.foldOut !== undefined)
      bySheet.set(template.foldOut, [...(bySheet.get(template.foldOut) ?? []), member.name]);
  for (const names of bySheet.values())
    if (names.length > 1)
      problems.push(
        illegal(
          'kraken.crew-setup',
          `${names.join(' and ')} share a fold-out sheet and would cover each other; choose one of them.`,
        ),
      );
  const dead = new Set(setup.deadPresets ?? []);
  for (const { member, template } of setup.crew)
    if (template?.preset === true && dead.has(template.id))
      problems.push(
        illegal(
          'kraken.unconscious-killed',
          `${member.name} died in this campaign; a preset crew member never returns.`,
        ),
      );
  // §3.7: the ship comes first (its hull, then its systems, each in a box of its sheet); the gear after.
  const purse = startingCredits(setup);
  const shipRefusal = startingShipRefusal(catalogue, setup.ship, purse);
  if (shipRefusal !== null) problems.push(illegal('kraken.starting-equipment', shipRefusal));
  else {
    const ship = startingShip(catalogue, setup.ship, purse).ship;
    problems.push(...storageProblems(setup.storage ?? [], storageSlots(catalogue, ship)));
    const left = creditsLeft(setup, catalogue);
    if (left < 0)
      problems.push(
        illegal(
          'kraken.starting-equipment',
          `The ship costs ${shipPrice(setup, catalogue)}¢ and the gear ${gearPrice(setup)}¢, ${purse - left}¢ in all, but the crew has ${purse}¢.`,
        ),
      );
  }
  if (setup.lineSet.lines.length === 0)
    problems.push(illegal('kraken.cgm-tracker', 'Choose a set of story lines to start the campaign with.'));
  return problems;
}
