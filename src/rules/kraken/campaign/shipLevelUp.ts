import type { AttributeName, CrewMember, CrewTrait } from '../crew/crew';
import { levelUp, type LevelGain } from '../crew/levelUp';
import { gainOf, hasPsi, type HireGain } from '../dungeon/hire';

/**
 * A level bought on the ship with the team's XP (Space Kraken §14 Level Up, kraken.level-up): +1 to an
 * attribute, +1 PSI, a positive and a negative trait in one level, or one positive trait for two levels
 * (each level at its own square). A decision logged before traits could be bought names only `attribute`
 * and keeps that meaning; a newer one names its `gain` (traits by id, as a shop's hire does, hire.ts).
 */
export type LevelUpDecision =
  | { readonly type: 'crew.levelUp'; readonly crewId: string; readonly attribute: AttributeName }
  | { readonly type: 'crew.levelUp'; readonly crewId: string; readonly gain: HireGain };

/** The gain a decision names, its traits looked up in the pack's list; a sentence when one is unknown. */
export function levelUpGain(d: LevelUpDecision, traits: readonly CrewTrait[]): LevelGain | string {
  return 'gain' in d ? gainOf(d.gain, traits) : { kind: 'attribute', attribute: d.attribute };
}

/**
 * The member raised and the XP left, or why not, naming the rule. `crew` is the living crew: §3.5
 * (kraken.crew-traits) "No more than one of your Crew Members may have the PSI Trait at any time".
 */
export function levelUpOnShip(
  member: CrewMember,
  crew: readonly CrewMember[],
  xp: number,
  d: LevelUpDecision,
  traits: readonly CrewTrait[],
):
  | { readonly ok: true; readonly crew: CrewMember; readonly xp: number }
  | { readonly ok: false; readonly reason: string } {
  const gain = levelUpGain(d, traits);
  if (typeof gain === 'string') return { ok: false, reason: `${gain} (kraken.level-up)` };
  const added =
    gain.kind === 'trait-pair'
      ? [gain.positive, gain.negative]
      : gain.kind === 'positive-trait'
        ? [gain.trait]
        : [];
  const holder = crew.find((m) => m.id !== member.id && hasPsi(m));
  if (added.some((t) => t.rule === 'psi') && holder !== undefined)
    return {
      ok: false,
      reason: `${holder.name} already has PSI; only one crew member may have it at a time (kraken.crew-traits).`,
    };
  const raised = levelUp(member, xp, gain);
  return raised.ok ? raised : { ok: false, reason: `${raised.reason} (kraken.level-up)` };
}
