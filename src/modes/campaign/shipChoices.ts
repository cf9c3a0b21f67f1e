import type { CampaignContext } from '../../../machines/kraken/campaign/campaign.types';
import type { Choice } from '../../game/mode';
import { shipCatalogueOf, storageSlots } from '../../rules/kraken/campaign/campaignShip';
import { currentTable } from '../../rules/kraken/campaign/locationGenerator';
import { marketRefusal, marketStock, type Holder, type Market } from '../../rules/kraken/campaign/market';
import {
  draftTemplate,
  levelPrice,
  templateGearNames,
  templateGearPrice,
  type HireDraft,
} from '../../rules/kraken/dungeon/hire';
import { hireChoices } from '../../rules/kraken/dungeon/hireOffers';
import { requestName, systemCandidates } from '../../rules/kraken/campaign/shipTrade';
import type { TurnDecision } from '../../rules/kraken/campaign/turn';
import { turnRefusal } from '../../rules/kraken/campaign/turn';
import { isActive, type CrewMember } from '../../rules/kraken/crew/crew';
import { SLOT_IDS, type SlotContent, type SlotId } from '../../rules/kraken/crew/inventory';
import { fitPrice } from '../../rules/kraken/ship/fitting';
import { shipSalePrice, systemSalePrice } from '../../rules/kraken/ship/sale';
import { FLYING, fleetOf, moveCandidates } from '../../rules/kraken/campaign/shipFleet';
import { boxLabel } from '../../rules/kraken/ship/boxes';
import { systemOf } from '../../rules/kraken/ship/state';
import { sellPrice } from '../../rules/tilemap/traders';
import { gridRowOf } from '../../rules/kraken/dungeon/tileTreasure';
import { ammoDropOptions } from '../../rules/kraken/groundCombat/spoils';

/**
 * The campaign's ship and trader choices in words (Space Kraken §5, §7, §11, §12): phase 2's builds,
 * purchases and sales, the free re-arrangement of a Recovery, the location generator's dice modifications,
 * and what a trader offers. Each choice the turn's own refusal would refuse now is left out, or shown
 * disabled with its reason where the player should see why (a price the crew cannot pay).
 */

type C = Choice<TurnDecision>;

function allowed(context: CampaignContext, choice: C): C | null {
  const why = turnRefusal(context.turn, choice.event, context.content);
  return why === null ? choice : null;
}

function withReason(context: CampaignContext, choice: C): C {
  const why = turnRefusal(context.turn, choice.event, context.content);
  return why === null ? choice : { ...choice, disabled: why };
}

const living = (context: CampaignContext) =>
  context.turn.campaign.crew.filter((m) => m.condition !== 'killed');

/** The builder sets offered: each fit member alone, and the highest-Tech two and three. */
/**
 * What a build takes away, said on its choice before it is taken. Space Kraken §7 Limitations: "Crew
 * assigned to a construction do not join Dungeon Exploration or Ground Combat, though they are still
 * involved in Events and Space Combat"; with every fit crew member building, nobody can land.
 */
function buildersHint(context: CampaignContext, set: readonly CrewMember[], turns: 1 | 2): string {
  const names = set.map((m) => m.name).join(', ');
  const who = set.length === 1 ? `${names} stays` : `${names} stay`;
  const span = `${turns} turn${turns === 1 ? '' : 's'}`;
  const building = new Set(set.map((m) => m.id));
  const nobodyLeft = !living(context).some((m) => isActive(m) && !building.has(m.id));
  return `${who} aboard building for ${span}: builders do not go down to a location or fight a ground combat until it is done; they still take part in events and space combat${nobodyLeft ? '. Nobody else is fit to go down: no landing until the build is done' : ''} (kraken.ship-construction).`;
}

function builderSets(context: CampaignContext): CrewMember[][] {
  const fit = living(context).filter(isActive);
  const byTech = [...fit].sort((a, b) => b.attributes.tech - a.attributes.tech);
  const sets: CrewMember[][] = fit.map((m) => [m]);
  if (byTech.length >= 2) sets.push(byTech.slice(0, 2));
  if (byTech.length >= 3) sets.push(byTech.slice(0, 3));
  return sets;
}

export function constructionChoices(context: CampaignContext): C[] {
  const c = context.turn.campaign;
  const catalogue = shipCatalogueOf(context.content.ship);
  const out: C[] = [];
  for (const request of systemCandidates(catalogue, c)) {
    const name = requestName(catalogue, request);
    const price = fitPrice(catalogue, request);
    const where = `${name}, ${boxLabel(request.box)}`;
    out.push(
      withReason(context, {
        id: `buy:${request.systemId}:${request.box.kind}${request.box.index}${request.magazine === true ? ':m' : ''}`,
        label: `Buy ${name} for ${price}¢, fitted at once in ${boxLabel(request.box)}`,
        short: where,
        group: ['Buy a system'],
        cost: `${price}¢`,
        event: { type: 'construction.buy', ...request },
        rule: 'kraken.ship-systems',
      }),
    );
    if (c.construction !== null) continue;
    for (const set of builderSets(context))
      for (const turns of [1, 2] as const) {
        const techs = set.reduce((s, m) => s + m.attributes.tech, 0);
        // Σ(d6 + Tech), doubled for two turns: the least and most it can take off.
        const low = (set.length + techs) * turns;
        const high = (6 * set.length + techs) * turns;
        const choice = allowed(context, {
          id: `build:${request.systemId}:${request.box.kind}${request.box.index}${request.magazine === true ? ':m' : ''}:${set.map((m) => m.id).join('+')}:${turns}`,
          label: `Build ${name} in ${boxLabel(request.box)} with ${set.map((m) => m.name).join(', ')} over ${turns} turn${turns === 1 ? '' : 's'} (${price}¢ less ${low}–${high}¢, paid when done)`,
          short: `${set.map((m) => m.name).join(', ')}, ${turns} turn${turns === 1 ? '' : 's'}`,
          group: ['Build a system', where],
          hint: buildersHint(context, set, turns),
          event: {
            type: 'construction.build',
            ...request,
            builders: set.map((m) => m.id),
            turns,
          },
          rule: 'kraken.ship-construction',
        });
        if (choice !== null) out.push(choice);
      }
  }
  if (c.construction === null)
    for (const hull of catalogue.hulls.values())
      for (const set of builderSets(context))
        for (const turns of [1, 2] as const) {
          const techs = set.reduce((s, m) => s + m.attributes.tech, 0);
          const low = (set.length + techs) * turns;
          const high = (6 * set.length + techs) * turns;
          const who = set.map((m) => m.name).join(', ');
          const choice = allowed(context, {
            id: `build-ship:${hull.id}:${set.map((m) => m.id).join('+')}:${turns}`,
            label: `Build a new ${hull.name} with ${who} over ${turns} turn${turns === 1 ? '' : 's'} (${hull.price}¢ less ${low}–${high}¢, paid when done)`,
            short: `${who}, ${turns} turn${turns === 1 ? '' : 's'}`,
            group: ['Build a ship', `${hull.name} (${hull.sp} SP, ${hull.price}¢)`],
            hint: buildersHint(context, set, turns),
            event: { type: 'construction.buildShip', hullId: hull.id, builders: set.map((m) => m.id), turns },
            rule: 'kraken.ship-construction',
          });
          if (choice !== null) out.push(choice);
        }
  out.push(...fleetChoices(context));
  for (const f of c.ship.fitted) {
    const system = systemOf(catalogue, f);
    const price = systemSalePrice(catalogue, f);
    out.push({
      id: `sell-system:${f.id}`,
      label: `Sell ${f.magazine === true ? `the ${system.name} magazine` : system.name} for ${price}¢`,
      short: f.magazine === true ? `Ammo: ${system.name}` : system.name,
      group: ['Sell a system'],
      event: { type: 'construction.sell', fittedId: f.id },
      rule: 'kraken.ship-systems',
    });
  }
  return out;
}

/**
 * The crew's ships (§5 phase 2, §11, §13): buy one (an empty hull, docked), sell a docked one (at a shop),
 * choose which one flies, move a system to another ship. Shown in phase 2 and at a shop.
 */
function fleetChoices(context: CampaignContext): C[] {
  const c = context.turn.campaign;
  const catalogue = shipCatalogueOf(context.content.ship);
  const fleet = fleetOf(c);
  const out: C[] = [];
  for (const hull of catalogue.hulls.values())
    out.push(
      withReason(context, {
        id: `ship-buy:${hull.id}`,
        label: `Buy a ${hull.name} (${hull.type}, ${hull.sp} SP, ${hull.storage} storage boxes) for ${hull.price}¢: an empty hull, docked beside your ship`,
        short: `${hull.name} (${hull.sp} SP)`,
        group: ['Ships', 'Buy a ship'],
        cost: `${hull.price}¢`,
        event: { type: 'fleet.buy', hullId: hull.id },
        rule: 'kraken.hull-armor',
      }),
    );
  fleet.forEach((ship, ref) => {
    if (ref === FLYING) return;
    out.push(
      withReason(context, {
        id: `ship-fly:${ref}`,
        label: `Fly the ${ship.name} from now on; the ${c.ship.name} stays docked`,
        short: ship.name,
        group: ['Ships', 'Fly another ship'],
        event: { type: 'fleet.fly', ship: ref },
        rule: 'kraken.ship-systems',
      }),
    );
    const sell: TurnDecision = { type: 'fleet.sell', ship: ref };
    if (turnRefusal(context.turn, sell, context.content) === null)
      out.push({
        id: `ship-sell:${ref}`,
        label: `Sell the ${ship.name} with its ${ship.fitted.length} system${ship.fitted.length === 1 ? '' : 's'} for ${shipSalePrice(catalogue, ship)}¢`,
        short: ship.name,
        group: ['Ships', 'Sell a docked ship'],
        cost: `+${shipSalePrice(catalogue, ship)}¢`,
        event: sell,
        rule: 'kraken.ship-systems',
      });
  });
  for (const move of moveCandidates(catalogue, c)) {
    const from = fleet[move.from];
    const to = fleet[move.to];
    const fitted = from?.fitted.find((f) => f.id === move.fittedId);
    if (from === undefined || to === undefined || fitted === undefined) continue;
    const system = systemOf(catalogue, fitted).name;
    const what = fitted.magazine === true ? `the ${system} magazine` : `the ${system}`;
    const choice = allowed(context, {
      id: `ship-move:${move.from}:${move.fittedId}:${move.to}`,
      label: `Move ${what} from the ${from.name} to the ${to.name} (${boxLabel(move.box)}), free`,
      short: `${what} to the ${to.name}`,
      group: ['Ships', 'Move a system'],
      event: { type: 'fleet.move', ...move },
      rule: 'kraken.ship-systems',
    });
    if (choice !== null) out.push(choice);
  }
  return out;
}

/** §13 Shops: the hire under way, one step at a time (kraken.shop; the shared hire rule and words). */
function hireStepChoices(context: CampaignContext, market: Market, draft: HireDraft): C[] {
  if (market.kind !== 'shop') return [];
  const template = draftTemplate(draft, context.content.catalogue) ?? draft.member;
  return hireChoices(draft, {
    terms: market.terms,
    traits: context.content.catalogue.traits ?? [],
    gearPrice: templateGearPrice(template, context.content.catalogue),
    gearNames: templateGearNames(template),
    refusal: (d) => turnRefusal(context.turn, d, context.content),
  });
}

/** §13 Shops: hire a crew member of the pack's templates (the Level and the rest are the next steps), or sell one. */
function crewTradeChoices(context: CampaignContext): C[] {
  const out: C[] = [];
  for (const template of context.content.catalogue.crew ?? []) {
    const event: TurnDecision = { type: 'market.crew.hire', template: template.id };
    const why = turnRefusal(context.turn, event, context.content);
    // A hire past the shop's grade or the 4, a dead preset, a person already on the sheet, one printed on a
    // serving member's fold-out sheet or a second PSI is not on offer at all (kraken.shop,
    // kraken.unconscious-killed, kraken.crew-setup, kraken.crew-traits); one the crew cannot pay for is shown,
    // disabled.
    if (why !== null && !why.startsWith('Not enough credits')) continue;
    const gear = templateGearPrice(template, context.content.catalogue);
    out.push({
      id: `market-hire:${template.id}`,
      label: `Hire ${template.name}: from Level ${template.level} (${levelPrice(template.level)}¢), 10¢ a Level; their gear ${gear}¢ if taken`,
      short: `${template.name} (from Level ${template.level})`,
      group: ['Crew', 'Hire'],
      cost: `from ${levelPrice(template.level)}¢`,
      event,
      rule: 'kraken.shop',
      ...(why === null ? {} : { disabled: why }),
    });
  }
  for (const m of living(context)) {
    const event: TurnDecision = { type: 'market.crew.sell', crewId: m.id };
    const choice = allowed(context, {
      id: `market-sell-crew:${m.id}`,
      label: `Sell ${m.name} (Level ${m.level}) for ${5 * m.level}¢: they leave the crew with what they carry`,
      short: `${m.name} (Level ${m.level})`,
      group: ['Crew', 'Sell'],
      cost: `+${5 * m.level}¢`,
      event,
      rule: 'kraken.removing-crew',
    });
    if (choice !== null) out.push(choice);
  }
  return out;
}

function pieceName(content: SlotContent): string {
  if (content.kind === 'weapon') return content.weapon.name;
  if (content.kind === 'item') return content.item.name;
  return `${content.count} magazine${content.count === 1 ? '' : 's'}`;
}

const firstFree = (m: CrewMember): SlotId | undefined => SLOT_IDS.find((slot) => m.inventory[slot] === null);

/** §5 Recovery: the crew's items re-arranged with the ship's storage. */
export function storageChoices(context: CampaignContext): C[] {
  const c = context.turn.campaign;
  const out: C[] = [];
  for (const m of living(context))
    for (const slot of SLOT_IDS) {
      const held = m.inventory[slot];
      if (held === null) continue;
      const choice = allowed(context, {
        id: `store:${m.id}:${slot}`,
        label: `${m.name} leaves the ${pieceName(held)} (slot ${slot}) in the ship's storage`,
        short: `${pieceName(held)} (slot ${slot})`,
        group: ['Into the storage', m.name],
        event: { type: 'storage.put', crewId: m.id, slot },
        rule: 'kraken.recovery',
      });
      if (choice !== null) out.push(choice);
    }
  c.storage.forEach((held, index) => {
    for (const m of living(context)) {
      const slot = firstFree(m);
      if (slot === undefined) continue;
      const choice = allowed(context, {
        id: `take:${index}:${m.id}`,
        label: `${m.name} takes the ${pieceName(held)} from the storage (slot ${slot})`,
        short: m.name,
        group: ['From the storage', `${pieceName(held)} (${index + 1})`],
        event: { type: 'storage.take', index, crewId: m.id, slot },
        rule: 'kraken.recovery',
      });
      if (choice !== null) out.push(choice);
    }
  });
  return out;
}

/** §12: the rolled table's dice may be modified (+1, −1, re-roll) while modifications last, or kept. */
export function locationChoices(context: CampaignContext): C[] {
  const step = context.turn.underway;
  if (step?.kind !== 'location' || step.draft.dice === null) return [];
  const draft = step.draft;
  const dice = step.draft.dice;
  const table = currentTable(draft) ?? 'table';
  const out: C[] = [
    {
      id: 'location-keep',
      label: `Keep the ${table} roll (${dice.join(' + ')}); ${draft.modifications} modification${draft.modifications === 1 ? '' : 's'} left`,
      event: { type: 'location.keep' },
      rule: 'kraken.location-generation',
    },
  ];
  dice.forEach((face, die) => {
    const label = dice.length > 1 ? `die ${die + 1} (${face})` : `the die (${face})`;
    for (const [change, words] of [
      ['plus', '+1'],
      ['minus', '−1'],
    ] as const) {
      const choice = allowed(context, {
        id: `location-${change}-${die}`,
        label: `Modify ${label}: ${words}`,
        short: words,
        group: ['Modify the roll', label],
        event: { type: 'location.modify', die, change },
        rule: 'kraken.location-generation',
      });
      if (choice !== null) out.push(choice);
    }
    const reroll = allowed(context, {
      id: `location-reroll-${die}`,
      label: `Re-roll ${label}`,
      short: 'Re-roll',
      group: ['Modify the roll', label],
      event: { type: 'location.reroll', die },
      rule: 'kraken.location-generation',
    });
    if (reroll !== null) out.push(reroll);
  });
  return out;
}

/** Where a bought piece may go: each living member's first free slot, and the storage when it has room. */
function holdersFor(context: CampaignContext): { readonly holder: Holder; readonly who: string }[] {
  const c = context.turn.campaign;
  const out: { holder: Holder; who: string }[] = [];
  for (const m of living(context)) {
    const slot = firstFree(m);
    if (slot !== undefined)
      out.push({ holder: { kind: 'crew', crewId: m.id, slot }, who: `${m.name} (slot ${slot})` });
  }
  if (c.storage.length < storageSlots(shipCatalogueOf(context.content.ship), c.ship))
    out.push({ holder: { kind: 'storage', index: c.storage.length }, who: 'the ship’s storage' });
  return out;
}

/** The gambler's game: a piece to play for, then the drop's pick (a row's left or right piece, or ammo). */
function gambleChoices(
  context: CampaignContext,
  held: readonly { holder: Holder; content: SlotContent; where: string }[],
): C[] {
  const g = context.turn.gambling;
  const named = (id: string) =>
    context.content.catalogue.weapons.find((w) => w.id === id)?.name ??
    context.content.catalogue.items.find((i) => i.id === id)?.name ??
    id;
  if (g?.stage === 'drop' && g.drop.stage === 'pick') {
    const row = gridRowOf(context.content.combat.dropGrids ?? [], g.drop);
    return (['left', 'right'] as const).map((side) => ({
      id: `market-pick-${side}`,
      label: `Take the ${row === null ? `${side} piece` : named(side === 'left' ? row.left : row.right)}`,
      event: { type: 'market.pick' as const, side },
      rule: 'kraken.gambler',
    }));
  }
  if (g?.stage === 'drop' && g.drop.stage === 'ammo')
    return ammoDropOptions(g.drop.grade).map((o, option) => ({
      id: `market-ammo-pick-${option}`,
      label:
        o.magazines === 1
          ? `One magazine of grade ${o.grade}`
          : `Two magazines for a weapon below grade ${o.belowGrade}`,
      event: { type: 'market.ammoPick' as const, option },
      rule: 'kraken.ammo-drop',
    }));
  if (g !== null) return [];
  return held.flatMap(({ holder, content, where }) => {
    if (content.kind === 'magazines') return [];
    const name = content.kind === 'weapon' ? content.weapon.name : content.item.name;
    const choice = allowed(context, {
      id: `market-gamble:${where}`,
      label: `Play the ${name} (${where}) with the gambler: a d6, 3+ keeps its grade or better`,
      short: `${name} (${where})`,
      group: ['Gamble'],
      event: { type: 'market.gamble', from: holder },
      rule: 'kraken.gambler',
      odds: 4 / 6,
    });
    return choice === null ? [] : [choice];
  });
}

export function marketChoices(context: CampaignContext): C[] {
  const step = context.turn.underway;
  if (step?.kind !== 'market') return [];
  const market = step.market;
  if (context.turn.gambling !== null) return gambleChoices(context, []);
  if (step.hire !== undefined) return hireStepChoices(context, market, step.hire);
  const c = context.turn.campaign;
  const catalogue = shipCatalogueOf(context.content.ship);
  const ok = (event: TurnDecision) => turnRefusal(context.turn, event, context.content) === null;
  const out: C[] = [
    {
      id: 'market-leave',
      label: `Leave ${market.name.toLowerCase()}`,
      event: { type: 'market.leave' },
      rule: 'kraken.shop',
    },
  ];
  const holders = holdersFor(context);
  for (const stock of marketStock(market, context.content.catalogue))
    for (const { holder, who } of holders) {
      const event: TurnDecision = { type: 'market.buy', piece: stock.piece.id, to: holder };
      const why = marketRefusal(market, context.content.catalogue, catalogue, c, event);
      out.push({
        id: `market-buy:${stock.piece.id}:${holder.kind === 'crew' ? holder.crewId : 'storage'}`,
        label: `Buy the ${stock.piece.name} (grade ${stock.piece.grade}${stock.rare ? ', rare' : ''}) for ${who}`,
        short: who,
        group: ['Buy', `${stock.piece.name} (grade ${stock.piece.grade}, ${stock.price}¢)`],
        cost: `${stock.price}¢`,
        event,
        rule: 'kraken.shop',
        ...(why === null ? {} : { disabled: why }),
      });
    }
  const held: { holder: Holder; content: SlotContent; who: string }[] = [];
  for (const m of living(context))
    for (const slot of SLOT_IDS) {
      const content = m.inventory[slot];
      if (content !== null) held.push({ holder: { kind: 'crew', crewId: m.id, slot }, content, who: m.name });
    }
  c.storage.forEach((content, index) =>
    held.push({ holder: { kind: 'storage', index }, content, who: 'storage' }),
  );
  if (market.kind === 'gambler')
    out.push(
      ...gambleChoices(
        context,
        held.map((h) => ({
          ...h,
          where:
            h.holder.kind === 'crew' ? `${h.who}, slot ${h.holder.slot}` : `storage ${h.holder.index + 1}`,
        })),
      ),
    );
  for (const { holder, content, who } of held) {
    const where = holder.kind === 'crew' ? `${who}, slot ${holder.slot}` : `storage ${holder.index + 1}`;
    const sell: TurnDecision = { type: 'market.sell', from: holder };
    if (ok(sell)) {
      const value =
        content.kind === 'weapon' ? content.weapon.price : content.kind === 'item' ? content.item.price : 0;
      const price = sellPrice(value);
      out.push({
        id: `market-sell:${where}`,
        label: `Sell the ${pieceName(content)} (${where})${price.ok && value > 0 ? ` for ${price.price}¢` : ''}`,
        short: `${pieceName(content)} (${where})`,
        group: ['Sell'],
        event: sell,
        rule: 'kraken.shop',
      });
    }
    if (content.kind === 'weapon' && content.weapon.ammo !== null) {
      const ammo: TurnDecision = { type: 'market.ammo', weaponId: content.weapon.id, to: holder };
      const into = ok(ammo) ? ammo : holders.map((h) => ({ ...ammo, to: h.holder })).find(ok);
      if (into !== undefined)
        out.push({
          id: `market-ammo:${where}`,
          label: `Buy ammo for the ${content.weapon.name} (${where})`,
          short: `${content.weapon.name} (${where})`,
          group: ['Buy ammo'],
          event: into,
          rule: market.kind === 'shop' ? 'kraken.shop' : 'kraken.ammo-dealer',
        });
    }
    if (content.kind === 'weapon')
      for (const mod of ['ammo', 'damage', 'both'] as const) {
        const event: TurnDecision = { type: 'market.mod', from: holder, mod };
        if (ok(event))
          out.push({
            id: `market-mod:${where}:${mod}`,
            label: `Have the ${content.weapon.name} (${where}) modded: ${mod === 'both' ? '+50% ammo and +1 damage' : mod === 'ammo' ? '+50% ammo' : '+1 damage'}`,
            short: mod,
            group: ['Mod a weapon', `${content.weapon.name} (${where})`],
            event,
            rule: 'kraken.modder',
          });
      }
  }
  if (market.kind === 'shop') {
    out.push(...crewTradeChoices(context), ...fleetChoices(context));
    for (const request of systemCandidates(catalogue, c)) {
      const price = fitPrice(catalogue, request);
      out.push(
        withReason(context, {
          id: `market-system:${request.systemId}:${request.box.kind}${request.box.index}${request.magazine === true ? ':m' : ''}`,
          label: `Buy ${requestName(catalogue, request)} for ${price}¢, fitted in ${boxLabel(request.box)}`,
          short: `${requestName(catalogue, request)}, ${boxLabel(request.box)}`,
          group: ['Ship systems', 'Buy'],
          cost: `${price}¢`,
          event: { type: 'market.system.buy', ...request },
          rule: 'kraken.ship-systems',
        }),
      );
    }
    for (const f of c.ship.fitted)
      out.push({
        id: `market-system-sell:${f.id}`,
        label: `Sell ${systemOf(catalogue, f).name}${f.magazine === true ? ' magazine' : ''} for ${systemSalePrice(catalogue, f)}¢`,
        short: systemOf(catalogue, f).name,
        group: ['Ship systems', 'Sell'],
        event: { type: 'market.system.sell', fittedId: f.id },
        rule: 'kraken.ship-systems',
      });
  }
  return out;
}
