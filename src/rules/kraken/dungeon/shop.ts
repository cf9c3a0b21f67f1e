import type { Weapon } from '../../../content/schemas/weapon';
import { hasTraitRule, type CrewMember } from '../crew/crew';
import type { SlotContent } from '../crew/inventory';

/**
 * One rule for what a trader deals in, wherever the crew meets it (Space Kraken §13 Map elements; kraken.shop,
 * kraken.ammo-dealer, kraken.modder, kraken.gambler, kraken.ship-systems, kraken.removing-crew): a shop met
 * during a crawl, phase 3's grade-5 shop, an event's shop and a short visit's shop are the same shop. Only
 * their grade and the location's difficulty differ (`shopTerms`, src/rules/tilemap/traders.ts); what they
 * trade in does not. Every trade of the crawl (src/rules/kraken/dungeon/trade.ts, stall.ts, shipStall.ts) and
 * of the campaign (src/rules/kraken/campaign/market.ts, turnMarket.ts) asks `dealRefusal` first.
 *
 * §13 Shops: items, weapons and ammo bought up to the grade limit (rare ones above it), anything sold for half,
 * a crew member hired up to the shop's grade or sold (§4 Removing a crew member), "You can buy new Ships and
 * Ship Systems here as well", and §11 "You can also sell your Ship and / or Ship Systems for half-price at
 * any Shop". An ammo dealer sells ammo only, and buys equipment "like in any shop"; a modder mods weapons and
 * buys equipment "like in any Shop"; a gambler plays for a piece, or buys equipment ("Spend an action here to
 * sell Equipment"). §6: the traders of events "offer you the same service as when you find them during
 * Dungeon Exploration".
 *
 * Reading (kraken.shop): the grade-5 shop of phase 3 is a shop in this full sense too; the book names it a
 * shop and gives it no narrower list, so it hires and sells crew and trades ships and ship systems as a
 * crawl's shop does.
 */

export type TraderKind = 'shop' | 'ammo-dealer' | 'modder' | 'gambler';

export type Deal =
  | 'buy-equipment'
  | 'sell-equipment'
  | 'buy-ammo'
  | 'hire-crew'
  | 'sell-crew'
  | 'buy-ship'
  | 'sell-ship'
  | 'buy-system'
  | 'sell-system'
  | 'mod'
  | 'gamble';

const DEALS: Readonly<Record<TraderKind, readonly Deal[]>> = {
  shop: [
    'buy-equipment',
    'sell-equipment',
    'buy-ammo',
    'hire-crew',
    'sell-crew',
    'buy-ship',
    'sell-ship',
    'buy-system',
    'sell-system',
  ],
  'ammo-dealer': ['buy-ammo', 'sell-equipment'],
  modder: ['mod', 'sell-equipment'],
  gambler: ['gamble', 'sell-equipment'],
};

/** Every deal this kind of trader makes, wherever it stands. */
export function dealsOf(kind: TraderKind): ReadonlySet<Deal> {
  return new Set(DEALS[kind]);
}

const DEAL_WORDS: Readonly<Record<Deal, string>> = {
  'buy-equipment': 'sells no equipment',
  'sell-equipment': 'buys no equipment',
  'buy-ammo': 'sells no ammo',
  'hire-crew': 'has no crew members for hire',
  'sell-crew': 'takes no crew members',
  'buy-ship': 'sells no ships',
  'sell-ship': 'buys no ships',
  'buy-system': 'sells no ship systems',
  'sell-system': 'buys no ship systems',
  mod: 'mods no weapons',
  gamble: 'does not gamble',
};

const RULE: Readonly<Record<TraderKind, string>> = {
  shop: 'kraken.shop',
  'ammo-dealer': 'kraken.ammo-dealer',
  modder: 'kraken.modder',
  gambler: 'kraken.gambler',
};

/** Why this trader does not make this deal (naming the rule), or null when it does. */
export function dealRefusal(kind: TraderKind, deal: Deal, name: string): string | null {
  return DEALS[kind].includes(deal) ? null : `${name} ${DEAL_WORDS[deal]} (${RULE[kind]}).`;
}

// ---- Who may be hired (§3.3, §4) ----

/**
 * The crew a shop hires out: the pack's templates, the pack's own `preset` mark of each where it set one, and
 * the fold-out sheet each is printed on where the pack names one.
 */
export interface HireList {
  readonly crew?: readonly CrewMember[] | undefined;
  readonly crewPreset?: Readonly<Record<string, boolean>> | undefined;
  readonly crewFoldOut?: Readonly<Record<string, string>> | undefined;
}

/**
 * The template a crew member was drawn from: a template's member carries the template's id (a second copy,
 * hired before such copies were refused, carries `<id>-<n>`); a member made by hand matches none.
 */
export function templateOf(member: Pick<CrewMember, 'id'>, list: HireList): CrewMember | undefined {
  const templates = list.crew ?? [];
  return (
    templates.find((t) => t.id === member.id) ??
    templates.find((t) => member.id.startsWith(`${t.id}-`) && /^\d+$/.test(member.id.slice(t.id.length + 1)))
  );
}

/**
 * Space Kraken §4 (kraken.unconscious-killed): the template id when this member is a preset crew member ("with a
 * preset name"), else null.
 * Reading: a template the pack marks `preset` is one; one it marks `preset: false` is not; an unmarked
 * template's member is one while they bear the template's name (a shop hires a template under its own name,
 * so every hire is; a member renamed at set-up is the player's own).
 */
export function presetTemplateOf(member: Pick<CrewMember, 'id' | 'name'>, list: HireList): string | null {
  const template = templateOf(member, list);
  if (template === undefined) return null;
  const mark = list.crewPreset?.[template.id];
  if (mark !== undefined) return mark ? template.id : null;
  return template.name === member.name ? template.id : null;
}

/** The preset crew who died in this campaign: those already noted, and the dead still on the sheet (§4). */
export function deadPresetsOf(
  crew: readonly CrewMember[],
  noted: readonly string[],
  list: HireList,
): readonly string[] {
  const dead = crew.flatMap((m) => {
    const id = m.condition === 'killed' ? presetTemplateOf(m, list) : null;
    return id === null ? [] : [id];
  });
  return [...new Set([...noted, ...dead])];
}

/**
 * The crew in play: the living on the sheet. Space Kraken §4 (kraken.unconscious-killed): a dead crew member
 * "is removed from your team and erased", so only the living count toward "4 Crew Members in play" (§3.3,
 * §13 Shops) and only the living can be sold (kraken.removing-crew).
 */
export function servingCrew(crew: readonly CrewMember[]): readonly CrewMember[] {
  return crew.filter((m) => m.condition !== 'killed');
}

const hasPsi = (m: CrewMember): boolean => m.psi !== null || hasTraitRule(m, 'psi');

/**
 * Why a shop will not hire this template for a crew with this sheet, naming the rule, or null. `crew` is the
 * whole crew sheet, the crew aboard included (a crawl hands down only part of it). A hire is "created in the
 * same way you would during 'Setup Your Crew'" (§13 Shops), so the set-up's rules on the team hold:
 * - §4 (kraken.unconscious-killed): a preset crew member who died never rejoins the team in this campaign;
 * - §3.3 (kraken.crew-setup): one person serves once. Reading: a template whose member is on the sheet and
 *   alive is that person's fold-out sheet already in play (as two templates printed on one sheet cover each
 *   other, one sheet cannot be laid out twice), so a second copy is refused;
 * - §3.3 (kraken.crew-setup): "Your team cannot contain Crew Members that would cover each other's sheets":
 *   a template printed on the fold-out sheet of a living member's template (the pack's `foldOut`) is refused.
 *   Reading: a dead member's sheet is erased (§4), so it covers nobody;
 * - §3.5 (kraken.crew-traits): "No more than one of your Crew Members may have the PSI Trait at any time".
 */
export function hirePersonRefusal(
  template: CrewMember,
  crew: readonly CrewMember[],
  deadPresets: readonly string[],
  list: HireList,
): string | null {
  if (deadPresetsOf(crew, deadPresets, list).includes(template.id))
    return `${template.name} died in this campaign; a preset crew member never comes back (kraken.unconscious-killed).`;
  const living = servingCrew(crew);
  const same = living.find((m) => templateOf(m, list)?.id === template.id);
  if (same !== undefined)
    return `${same.name === template.name ? template.name : `${same.name} (${template.name}'s sheet)`} is already on the crew sheet; one person serves once (kraken.crew-setup).`;
  const sheet = list.crewFoldOut?.[template.id];
  const covered =
    sheet === undefined
      ? undefined
      : living.find((m) => {
          const theirs = templateOf(m, list);
          return theirs !== undefined && list.crewFoldOut?.[theirs.id] === sheet;
        });
  if (covered !== undefined)
    return `${template.name} is printed on the same fold-out sheet as ${covered.name} (${sheet}): the two would cover each other, so they never serve together (kraken.crew-setup).`;
  const psi = hasPsi(template) ? living.find(hasPsi) : undefined;
  if (psi !== undefined)
    return `${psi.name} already has PSI; only one crew member may have it at a time, so ${template.name} is not hired (kraken.crew-traits).`;
  return null;
}

/** What a carried piece is worth at a trader (kraken.shop: half of it when sold), and its name. */
export function valueOfPiece(
  content: SlotContent,
  weaponById: (id: string) => Weapon | undefined,
): { readonly value: number; readonly partUsed: boolean; readonly name: string } | null {
  switch (content.kind) {
    case 'weapon':
      return { value: content.weapon.price, partUsed: false, name: `the ${content.weapon.name}` };
    case 'item':
      return {
        value: content.item.price,
        partUsed: content.usesLeft !== null && content.usesLeft < (content.item.uses ?? 0),
        name: `the ${content.item.name}`,
      };
    case 'magazines': {
      const weapon = weaponById(content.weaponId);
      return weapon === undefined
        ? null
        : {
            value: weapon.grade * content.count,
            partUsed: false,
            name: `${content.count === 1 ? 'a magazine' : `${content.count} magazines`} for the ${weapon.name}`,
          };
    }
  }
}
