import type { AttributeName, CrewMember, CrewTrait } from '../crew/crew';
import { hasTraitRule } from '../crew/crew';
import { EMPTY_INVENTORY, SLOT_IDS } from '../crew/inventory';
import { levelUp, levelsTaken, type LevelGain } from '../crew/levelUp';
import { hireCrewPrice, type ShopTerms } from '../../tilemap/traders';
import { hirePersonRefusal, servingCrew, valueOfPiece, type HireList } from './shop';
import type { Weapon } from '../../../content/schemas/weapon';

/**
 * A hire at a shop, step by step, the one rule of every shop (a crawl's, phase 3's grade-5 shop, a short
 * visit's, an event's): Space Kraken §13 Shops (kraken.shop), "You can buy a new Crew Member of a Level up to
 * the Shop's grade. The cost of the Crew Member is 10 Credits for each Level ... created in the same way you
 * would during 'Setup Your Crew' ... They can immediately Level Up to the purchased Level."
 *
 * 1. The crew picks who (a template, judged by `hirePersonRefusal`), then the Level, from the template's own
 *    Level up to the shop's grade, at 10¢ a Level (`hireCrewPrice`).
 * 2. The member is made at their template's Level and raised at once, one Level's gain after another, as the
 *    Level Up rules allow (§14 Level Up, kraken.level-up): +1 to an attribute (never above 8), a positive and
 *    a negative trait together, or two Levels for one positive trait; no XP is spent. §3.5 (kraken.crew-traits):
 *    "When creating a new Crew Member you may not increase their PSI Trait Level above 1", and one crew member
 *    at most has PSI.
 * 3. The template's gear is taken at its price, or left (§3.7, kraken.starting-equipment).
 *    Reading (kraken.shop): §3.7 says "Whether you use premade Crew Members or create your own, you will need to
 *    pay for their Weapons and Items", and a hire is made as at set-up, so a template's gear is never free: the
 *    crew buys it with the hire at the price of its pieces (the shop's list price, with no grade limit, as at
 *    set-up), or the hire comes with empty hands. The whole price is paid when the hire is done.
 */

/** A hire under way: who, the Level bought (null: not chosen yet), and the member as raised so far. */
export interface HireDraft {
  readonly template: string;
  readonly level: number | null;
  /** The member as made so far: the template, still holding the template's gear until the gear step. */
  readonly member: CrewMember;
}

/** The step a hire waits on: its Level, a Level's gain, or the template's gear. */
export type HireStep = 'level' | 'gain' | 'gear';

/** A Level's gain as a decision names it: an attribute, or traits by their ids. */
export type HireGain =
  | { readonly kind: 'attribute'; readonly attribute: AttributeName }
  /** +1 PSI: never taken by a hire (a new member's PSI stays at 1), kept so the refusal can say so. */
  | { readonly kind: 'psi' }
  | { readonly kind: 'positive-trait'; readonly trait: string }
  | { readonly kind: 'trait-pair'; readonly positive: string; readonly negative: string };

/** The steps of a hire after who is picked, shared by every shop's machine. */
export type HireDecision =
  | { readonly type: 'hire.level'; readonly level: number }
  | { readonly type: 'hire.gain'; readonly gain: HireGain }
  | { readonly type: 'hire.gear'; readonly take: boolean }
  | { readonly type: 'hire.cancel' };

export const HIRE_TYPES: readonly HireDecision['type'][] = [
  'hire.level',
  'hire.gain',
  'hire.gear',
  'hire.cancel',
];

export function isHireDecision(event: { readonly type: string }): event is HireDecision {
  return (HIRE_TYPES as readonly string[]).includes(event.type);
}

/** 10¢ a Level (kraken.shop). */
export const levelPrice = (level: number): number => 10 * level;

/** What the shop asks for what the template carries: each piece at its price (§3.7, kraken.starting-equipment). */
export function templateGearPrice(
  template: CrewMember,
  catalogue: { readonly weapons: readonly Weapon[] },
): number {
  return SLOT_IDS.reduce((sum, slot) => {
    const content = template.inventory[slot];
    if (content === null) return sum;
    const value = valueOfPiece(content, (id) => catalogue.weapons.find((w) => w.id === id));
    return sum + (value?.value ?? 0);
  }, 0);
}

/** The names of what the template carries, for the gear step's words. */
export function templateGearNames(template: CrewMember): readonly string[] {
  return SLOT_IDS.flatMap((slot) => {
    const c = template.inventory[slot];
    if (c === null) return [];
    return [c.kind === 'weapon' ? c.weapon.name : c.kind === 'item' ? c.item.name : 'magazines'];
  });
}

/** The step the hire waits on. */
export function hireStep(draft: HireDraft): HireStep {
  if (draft.level === null) return 'level';
  return draft.member.level < draft.level ? 'gain' : 'gear';
}

/** Levels still to raise (0 when the Level is not chosen). */
export const levelsToRaise = (draft: HireDraft): number =>
  draft.level === null ? 0 : draft.level - draft.member.level;

/** A hire started: the template as it is printed, its Level not yet chosen. */
export function startHire(template: CrewMember): HireDraft {
  return { template: template.id, level: null, member: template };
}

/**
 * A hire opened at any shop, or why not: the person may join this crew (§3.3, §3.5, §4: `hirePersonRefusal`)
 * and the crew can pay for the template's own Level with a place free among the 4 living (kraken.shop). The
 * Level, the gains and the gear are the steps after.
 * @param crew the whole crew sheet (the crew aboard included); @param deadPresets presets who died earlier.
 */
export function openHire(
  template: CrewMember,
  crew: readonly CrewMember[],
  deadPresets: readonly string[],
  list: HireList,
  terms: ShopTerms,
  credits: number,
): { readonly ok: true; readonly draft: HireDraft } | { readonly ok: false; readonly reason: string } {
  const person = hirePersonRefusal(template, crew, deadPresets, list);
  if (person !== null) return { ok: false, reason: person };
  const draft = startHire(template);
  const least = hireLevelRefusal(draft, template.level, terms, credits, servingCrew(crew).length);
  return least === null ? { ok: true, draft } : { ok: false, reason: least };
}

/** The template a draft was started from. */
export function draftTemplate(draft: HireDraft, list: HireList): CrewMember | undefined {
  return (list.crew ?? []).find((t) => t.id === draft.template);
}

/**
 * Why this Level cannot be bought, or null: a whole number from the template's Level up to the shop's grade
 * (kraken.shop), that the crew can pay for.
 */
export function hireLevelRefusal(
  draft: HireDraft,
  level: number,
  terms: ShopTerms,
  credits: number,
  crewCount: number,
): string | null {
  if (hireStep(draft) !== 'level') return 'The Level of this hire is already chosen (kraken.shop).';
  if (!Number.isInteger(level) || level < draft.member.level)
    return `${draft.member.name} is hired at Level ${draft.member.level} or more (kraken.shop).`;
  const price = hireCrewPrice(terms, level, crewCount);
  if (!price.ok) return `${price.reason} (kraken.shop)`;
  if (price.price > credits)
    return `Not enough credits: ${draft.member.name} at Level ${level} costs ${price.price}¢, the crew has ${credits}¢ (kraken.shop).`;
  return null;
}

/** The gain a decision names, its traits looked up in the pack's list; a sentence when one is unknown. */
export function gainOf(gain: HireGain, traits: readonly CrewTrait[]): LevelGain | string {
  const trait = (id: string) => traits.find((t) => t.id === id);
  switch (gain.kind) {
    case 'attribute':
    case 'psi':
      return gain;
    case 'positive-trait': {
      const t = trait(gain.trait);
      return t === undefined
        ? `The pack has no trait "${gain.trait}".`
        : { kind: 'positive-trait', trait: t };
    }
    case 'trait-pair': {
      const positive = trait(gain.positive);
      const negative = trait(gain.negative);
      if (positive === undefined || negative === undefined) return 'The pack has no such trait.';
      return { kind: 'trait-pair', positive, negative };
    }
  }
}

/** The PSI attribute is never a hire's gain: a new member's PSI stays at 1 (§3.5). */
export const PSI_GAIN_REFUSAL = "A new crew member's PSI may not go above 1 (kraken.crew-traits).";

export const hasPsi = (m: CrewMember): boolean => m.psi !== null || hasTraitRule(m, 'psi');

/**
 * The member raised by this gain, or why not (naming the rule). `others` is the living crew: the PSI trait
 * serves on one member at most (§3.5).
 */
export function raiseHire(
  draft: HireDraft,
  gain: HireGain,
  traits: readonly CrewTrait[],
  others: readonly CrewMember[],
): { readonly ok: true; readonly draft: HireDraft } | { readonly ok: false; readonly reason: string } {
  const no = (reason: string) => ({ ok: false as const, reason });
  const name = draft.member.name;
  if (hireStep(draft) !== 'gain')
    return no(
      draft.level === null
        ? 'Choose the Level of this hire first (kraken.shop).'
        : `${name} is raised to Level ${draft.level} already (kraken.shop).`,
    );
  if (gain.kind === 'psi') return no(PSI_GAIN_REFUSAL);
  const levelGain = gainOf(gain, traits);
  if (typeof levelGain === 'string') return no(`${levelGain} (kraken.level-up)`);
  const left = levelsToRaise(draft);
  if (levelsTaken(levelGain) > left)
    return no(
      `A positive trait alone takes two Levels; ${name} has ${left} Level left to raise (kraken.level-up).`,
    );
  const added =
    levelGain.kind === 'trait-pair'
      ? [levelGain.positive, levelGain.negative]
      : levelGain.kind === 'positive-trait'
        ? [levelGain.trait]
        : [];
  if (added.some((t) => t.rule === 'psi')) {
    if (hasPsi(draft.member))
      return no(`${name} has PSI already; a new crew member's PSI stays at 1 (kraken.crew-traits).`);
    const holder = others.find(hasPsi);
    if (holder !== undefined)
      return no(
        `${holder.name} already has PSI; only one crew member may have it at a time (kraken.crew-traits).`,
      );
  }
  // One Level up as the Level Up rules price it, paid by the hire instead of XP.
  const raised = levelUp(draft.member, Number.POSITIVE_INFINITY, levelGain);
  if (!raised.ok) return no(`${raised.reason} (kraken.level-up)`);
  return { ok: true, draft: { ...draft, member: raised.crew } };
}

/** What the hire costs in all: its Levels, and the template's gear when taken. */
export function hireTotal(draft: HireDraft, take: boolean, gearPrice: number): number {
  return levelPrice(draft.level ?? draft.member.level) + (take ? gearPrice : 0);
}

/** Why the gear step cannot be answered so, or null. */
export function hireGearRefusal(
  draft: HireDraft,
  take: boolean,
  gearPrice: number,
  credits: number,
): string | null {
  const step = hireStep(draft);
  if (step === 'level') return 'Choose the Level of this hire first (kraken.shop).';
  if (step === 'gain')
    return `${draft.member.name} has ${levelsToRaise(draft)} Level${levelsToRaise(draft) === 1 ? '' : 's'} left to raise first (kraken.level-up).`;
  const total = hireTotal(draft, take, gearPrice);
  if (total > credits)
    return `Not enough credits: ${draft.member.name}${take ? ' with the gear' : ''} costs ${total}¢, the crew has ${credits}¢ (kraken.starting-equipment).`;
  return null;
}

/** The member who joins: the draft as raised, with the template's gear or empty hands, under this id. */
export function hiredMember(draft: HireDraft, take: boolean, id: string): CrewMember {
  return { ...draft.member, id, inventory: take ? draft.member.inventory : EMPTY_INVENTORY };
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A Level's gain in words: "+1 Agility", "Steady Hands with Loud Boots", "Steady Hands (two Levels)". */
export function gainWords(gain: LevelGain): string {
  switch (gain.kind) {
    case 'attribute':
      return `+1 ${capital(gain.attribute)}`;
    case 'psi':
      return '+1 PSI';
    case 'trait-pair':
      return `${gain.positive.name} with ${gain.negative.name}`;
    case 'positive-trait':
      return `${gain.trait.name} (two Levels)`;
  }
}
