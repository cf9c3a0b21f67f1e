import type { CrewMember } from '../crew/crew';
import { SLOT_IDS, putInSlot } from '../crew/inventory';
import { modWeapon, sellCrewPrice, type WeaponMod } from '../../tilemap/traders';
import { currentSheets, deployedSheets } from './crewSync';
import { servingCrew } from './shop';
import {
  draftTemplate,
  hiredMember,
  hireGearRefusal,
  hireLevelRefusal,
  hireTotal,
  isHireDecision,
  levelPrice,
  openHire,
  raiseHire,
  templateGearNames,
  templateGearPrice,
} from './hire';
import { hireChoices } from './hireOffers';
import { standingGraph } from './graphs';
import type { Offer } from './types';
import { standHere } from './trade';
import type { DungeonJournalEntry, DungeonState, TypedEvent, StallDecision } from './types';
import type { CrawlHireDecision } from './decisions';
import { MOD_WORDS } from './narration';

/**
 * The modder and the crew market of a shop (kraken.modder, kraken.shop, kraken.removing-crew): no action,
 * no dice; credits, crew sheets and the crew itself change.
 * Readings: a modded weapon is marked with a `*` after its name, as the book marks it; the price of its
 * grade is its price on the pack's weapon list. A hired crew member joins the crew on the ship (the team
 * down here stays as deployed); a crew member sold leaves with what they carry. The crew a shop counts is
 * the whole crew sheet (`crewSheet`): the crawl's and, in a campaign, those left aboard (§7: builders
 * "still count towards the 4 Crew limit"); of it only the living serve (§4, `servingCrew`).
 */

const HIRING = 'A hire is under way: finish its steps or call it off first (kraken.shop).';

type Result =
  { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string };

const STALL_TYPES: readonly string[] = ['modder.mod', 'shop.hire', 'shop.sellCrew'];
const MODS: readonly WeaponMod[] = ['ammo', 'damage', 'both'];

export function isStall(event: TypedEvent): event is StallDecision {
  return STALL_TYPES.includes(event.type);
}

/** The modder with this key on the team's space. */
function modderHere(context: DungeonState, key: string): boolean {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null || exploration.transit !== null || exploration.ended !== null)
    return false;
  return (graph.spaces.get(exploration.position)?.elements ?? []).some(
    (p) => p.key === key && p.element.type === 'modder',
  );
}

/**
 * The whole crew sheet as a shop reads it: the crawl's sheets (a member lost down here no longer serves) and,
 * in a campaign, the rest of its sheet left aboard.
 */
function crewSheet(context: DungeonState): readonly CrewMember[] {
  const here = currentSheets(context).map((m) =>
    context.lost.includes(m.id) ? { ...m, hp: 0, condition: 'killed' as const } : m,
  );
  return [...here, ...(context.aboard ?? [])];
}

/** A hired member's id: the template's, numbered when the crew already has one by that id. */
function freshId(sheets: readonly CrewMember[], id: string): string {
  if (!sheets.some((s) => s.id === id)) return id;
  let n = 2;
  while (sheets.some((s) => s.id === `${id}-${String(n)}`)) n += 1;
  return `${id}-${String(n)}`;
}

/** The context after the modder's work or the crew trade, or the rule's reason for refusing it. */
export function stall(context: DungeonState, event: StallDecision): Result {
  const no = (reason: string): Result => ({ ok: false, reason });
  const done = (next: Partial<DungeonState>, line: DungeonJournalEntry): Result => ({
    ok: true,
    context: { ...context, ...next, journal: [...context.journal, line] },
  });
  switch (event.type) {
    case 'modder.mod': {
      if (!modderHere(context, event.key))
        return no('Modding needs a modder where the team stands (kraken.modder).');
      const sheet = deployedSheets(context).find((s) => s.id === event.crewId);
      if (sheet === undefined) return no('Only a crew member down here can have a weapon modded.');
      const held = sheet.inventory[event.slot];
      if (held?.kind !== 'weapon')
        return no(`${sheet.name} carries no weapon in slot ${event.slot} (kraken.modder).`);
      const weapon = held.weapon;
      const listed = context.catalogue.weapons.find((w) => w.id === weapon.id && w.unique !== true);
      const modded = modWeapon({
        weapon: {
          ammo: weapon.ammo,
          damage: weapon.damage,
          modded: weapon.name.endsWith('*'),
          listed: listed !== undefined,
        },
        mod: event.mod,
        gradePrice: listed?.price ?? 0,
      });
      if (!modded.ok) return no(`${modded.reason} (kraken.modder)`);
      if (modded.price > context.credits)
        return no(
          `Not enough credits: modding the ${weapon.name} costs ${modded.price}¢, the team has ${context.credits}¢ (kraken.modder).`,
        );
      const content = {
        ...held,
        weapon: { ...weapon, name: `${weapon.name}*`, ammo: modded.ammo, damage: modded.damage },
      };
      return done(
        {
          credits: context.credits - modded.price,
          sheets: context.sheets.map((s) =>
            s.id === sheet.id ? { ...s, inventory: putInSlot(s.inventory, event.slot, content) } : s,
          ),
        },
        { kind: 'modded', crew: sheet.name, weapon: weapon.name, price: modded.price, mod: event.mod },
      );
    }
    case 'shop.hire': {
      const stand = standHere(context);
      if (stand?.key !== event.key || stand.terms === null)
        return no('Hiring needs a visited shop where the team stands (kraken.shop).');
      if (context.hire !== undefined) return no(HIRING);
      const template = (context.catalogue.crew ?? []).find((c) => c.id === event.template);
      if (template === undefined) return no(`The shop has no crew member "${event.template}" for hire.`);
      // §3.3, §3.5, §4: the team's set-up rules, over the whole sheet (the campaign's earlier dead presets are
      // left out of the crawl's catalogue by the campaign).
      const sheet = crewSheet(context);
      // §3.3, §13 Shops: "never more than 4 Crew Members in play", the living ones; the lowest Level paid for.
      const opened = openHire(template, sheet, [], context.catalogue, stand.terms, context.credits);
      if (!opened.ok) return no(opened.reason);
      const { draft } = opened;
      return { ok: true, context: { ...context, hire: { key: stand.key, draft } } };
    }
    case 'shop.sellCrew': {
      if (context.hire !== undefined) return no(HIRING);
      const stand = standHere(context);
      if (stand?.key !== event.key || stand.terms === null)
        return no('Selling a crew member needs a visited shop where the team stands (kraken.shop).');
      const member = context.sheets.find((s) => s.id === event.crewId);
      if (member === undefined) return no(`There is no crew member "${event.crewId}".`);
      const living = servingCrew(crewSheet(context));
      // §4: the dead are removed from the team and erased, not sold.
      if (!living.some((m) => m.id === member.id))
        return no(
          `${member.name} is dead: the dead are erased from the crew, never sold (kraken.unconscious-killed).`,
        );
      if (living.length <= 1) return no('The last crew member cannot be sold (kraken.removing-crew).');
      const exploration = context.exploration;
      const down = exploration?.crew ?? [];
      const deployed = down.some((m) => m.id === member.id);
      if (deployed && down.length <= 1)
        return no('The last crew member down here cannot be sold (kraken.removing-crew).');
      // Reading (kraken.shop): nor the last one standing down here; without a conscious member the
      // team is lost (§13 Leaving a location, way 5), and the sale would leave the others to die.
      if (deployed && !down.some((m) => m.id !== member.id && m.alive && m.conscious))
        return no(
          `${member.name} is the last one standing down here: sold, the others would be lost with nobody to carry them out (kraken.removing-crew).`,
        );
      const price = sellCrewPrice(member.level);
      return done(
        {
          credits: context.credits + price,
          sheets: context.sheets.filter((s) => s.id !== member.id),
          exploration:
            exploration === null || !deployed
              ? exploration
              : { ...exploration, crew: exploration.crew.filter((m) => m.id !== member.id) },
        },
        { kind: 'crew-sold', crew: member.name, level: member.level, price },
      );
    }
  }
}

export function stallProblem(context: DungeonState, event: TypedEvent): string | null {
  if (!isStall(event)) return 'That is not a modder or crew trade.';
  const done = stall(context, event);
  return done.ok ? null : done.reason;
}

export function applyStall(context: DungeonState, event: TypedEvent): Partial<DungeonState> {
  if (!isStall(event)) return {};
  const done = stall(context, event);
  return done.ok ? done.context : {};
}

/** The mods, hires and crew sales on offer where the team stands, each one the machine would take now. */
export function stallOffers(context: DungeonState): readonly Offer[] {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null) return [];
  const offers: Offer[] = [];
  const add = (id: string, label: string, event: StallDecision, rule: string) => {
    if (stall(context, event).ok) offers.push({ id, label, event, rule });
  };
  for (const placed of graph.spaces.get(exploration.position)?.elements ?? []) {
    if (placed.element.type !== 'modder') continue;
    for (const sheet of deployedSheets(context)) {
      for (const slot of SLOT_IDS) {
        const held = sheet.inventory[slot];
        if (held?.kind !== 'weapon') continue;
        for (const mod of MODS) {
          const event = { type: 'modder.mod', key: placed.key, crewId: sheet.id, slot, mod } as const;
          const price = stall(context, event);
          const cost = price.ok ? context.credits - price.context.credits : 0;
          add(
            `mod-${sheet.id}-${slot}-${mod}`,
            `Mod ${sheet.name}'s ${held.weapon.name}: ${MOD_WORDS[mod]} (${cost}¢)`,
            event,
            'kraken.modder',
          );
        }
      }
    }
  }
  const stand = standHere(context);
  if (stand?.terms != null) {
    for (const template of context.catalogue.crew ?? []) {
      const gear = templateGearPrice(template, context.catalogue);
      add(
        `hire-${template.id}`,
        `Hire ${template.name}: from Level ${template.level} (${levelPrice(template.level)}¢), 10¢ a Level; their gear ${gear}¢ if taken`,
        { type: 'shop.hire', key: stand.key, template: template.id },
        'kraken.shop',
      );
    }
    for (const member of context.sheets)
      add(
        `sell-crew-${member.id}`,
        `Sell ${member.name} (Level ${member.level}) for ${sellCrewPrice(member.level)}¢`,
        { type: 'shop.sellCrew', key: stand.key, crewId: member.id },
        'kraken.removing-crew',
      );
  }
  return offers;
}

/**
 * A step of the hire under way at the shop where the team stands (kraken.shop; the shared hire rule, hire.ts):
 * its Level, a Level's gain, its gear (the hire then done: the member joins the crew on the ship at the Level
 * bought, the Levels and the gear taken are paid), or the hire called off (nothing paid).
 */
export function hireStepDone(context: DungeonState, event: CrawlHireDecision): Result {
  const no = (reason: string): Result => ({ ok: false, reason });
  const hire = context.hire;
  if (hire === undefined) return no('No hire is under way: pick whom to hire first (kraken.shop).');
  const stand = standHere(context);
  if (stand?.key !== hire.key || stand.terms === null)
    return no('Hiring needs a visited shop where the team stands (kraken.shop).');
  const { draft } = hire;
  const sheet = crewSheet(context);
  const living = servingCrew(sheet);
  const rest: Omit<DungeonState, 'hire'> = (({ hire: _gone, ...other }) => other)(context);
  switch (event.type) {
    case 'hire.cancel':
      return { ok: true, context: rest };
    case 'hire.level': {
      const why = hireLevelRefusal(draft, event.level, stand.terms, context.credits, living.length);
      if (why !== null) return no(why);
      return {
        ok: true,
        context: { ...context, hire: { ...hire, draft: { ...draft, level: event.level } } },
      };
    }
    case 'hire.gain': {
      const raised = raiseHire(draft, event.gain, context.catalogue.traits ?? [], living);
      if (!raised.ok) return no(raised.reason);
      return { ok: true, context: { ...context, hire: { ...hire, draft: raised.draft } } };
    }
    case 'hire.gear': {
      const template = draftTemplate(draft, context.catalogue);
      const gear = template === undefined ? 0 : templateGearPrice(template, context.catalogue);
      const why = hireGearRefusal(draft, event.take, gear, context.credits);
      if (why !== null) return no(why);
      const price = hireTotal(draft, event.take, gear);
      const member = hiredMember(draft, event.take, freshId(sheet, draft.template));
      return {
        ok: true,
        context: {
          ...rest,
          credits: context.credits - price,
          sheets: [...context.sheets, member],
          journal: [
            ...context.journal,
            { kind: 'crew-hired', crew: member.name, level: member.level, price },
          ],
        },
      };
    }
  }
}

export function hireStepProblem(context: DungeonState, event: TypedEvent): string | null {
  if (!isHireDecision(event)) return 'That is not a step of a hire.';
  const done = hireStepDone(context, event);
  return done.ok ? null : done.reason;
}

export function applyHireStep(context: DungeonState, event: TypedEvent): Partial<DungeonState> {
  if (!isHireDecision(event)) return {};
  const done = hireStepDone(context, event);
  // The hire's own field is dropped when it is done or called off: assign merges, so it is set to undefined.
  return done.ok ? { ...done.context, hire: done.context.hire } : {};
}

/** The hire under way, one step at a time, in the words both shops use (hireOffers.ts). */
export function crawlHireOffers(context: DungeonState): readonly Offer[] {
  const hire = context.hire;
  const stand = standHere(context);
  if (hire === undefined || stand?.terms == null) return [];
  const template = draftTemplate(hire.draft, context.catalogue) ?? hire.draft.member;
  return hireChoices(hire.draft, {
    terms: stand.terms,
    traits: context.catalogue.traits ?? [],
    gearPrice: templateGearPrice(template, context.catalogue),
    gearNames: templateGearNames(template),
    refusal: (d) => hireStepProblem(context, d),
  });
}
