import { eventRowEffects, eventRowText, type SiteEffect } from '../../../../content/schemas/salvage';
import { dangerLevel } from '../../tables/danger';
import { pickIndex, pickDie } from '../../tables/pick';
import { boardCentre, isStanding, unitById } from '../board';
import { judgePool } from '../../../dice/pool';
import { bonusDice } from '../../tables/attack';
import { first, gearById, hostiles, say } from '../core';
import { testTn } from '../pools';
import { atLeast, netSuccesses } from '../poolOdds';
import type { Effect } from '../effects.types';
import { spawnHostile } from '../setup';
import type { Mission, Unit } from '../state';
import { face, nameOf, pool, sum, type EffectOf, type Faces, type Handlers } from './types';
/** Event cards: drawing one, the site effects of its row, and hostiles arriving. */

function whoIds(
  m: Mission,
  who: Extract<SiteEffect, { who: unknown }>['who'],
  drawer: string | null,
): string[] | 'random' {
  const onLevel = (u: Unit) => isStanding(u) && (who.level === undefined || u.at?.level === who.level);
  switch (who.units) {
    case 'drawer':
      // Reading (salvage.event-cards): the Enemy Phase card is drawn by a player, not a unit; "the drawer" is
      // then a random Boiler of the crews.
      return drawer === null ? 'random' : [drawer].filter((id) => onLevel(unitById(m, id) ?? ({} as Unit)));
    case 'randomBoiler':
      return 'random';
    case 'allBoilers':
      return m.units.filter((u) => u.side !== 'site' && onLevel(u)).map((u) => u.id);
    case 'allHostiles':
      return hostiles(m)
        .filter(onLevel)
        .map((u) => u.id);
    case 'allUnits':
      return m.units.filter(onLevel).map((u) => u.id);
  }
}

function forWho(
  m: Mission,
  who: Extract<SiteEffect, { who: unknown }>['who'],
  drawer: string | null,
  make: (id: string) => Effect[],
): Effect[] {
  const ids = whoIds(m, who, drawer);
  if (ids !== 'random') return ids.flatMap(make);
  const candidates = m.units
    .filter(
      (u) => u.side !== 'site' && isStanding(u) && (who.level === undefined || u.at?.level === who.level),
    )
    .map((u) => u.id);
  if (candidates.length === 0) return [];
  return [
    {
      kind: 'pick',
      purpose: 'The event strikes a random Boiler',
      rule: 'salvage.event-cards',
      candidates,
      then: make('$pick'),
    },
  ];
}

/**
 * An event card's damage. `ignoresArmour` (the card's "no armour") goes straight on; otherwise the unit's
 * Armour meets it first. Reading (salvage.event-cards): the unit rolls its defence as in an attack (Armour
 * plus one armour bonus source, TN 6 with its own conditions), read as against an attack that scored
 * nothing — one success stops all of it, none and it lands (0–0 is a tie, and a tie goes to the attacker).
 */
function eventDamage(unit: string, amount: number, ignoresArmour: boolean): Effect {
  return ignoresArmour
    ? { kind: 'damage', unit, amount, source: 'the event (no armour)' }
    : { kind: 'armourSave', unit, amount, source: 'the event' };
}

/** The defence dice a unit rolls: Armour plus its best armour gear's bonus dice (one source), at least 1. */
function defenceDice(m: Mission, u: Unit): number {
  const armour = u.gear.map((id) => gearById(m, id)).filter((g) => g?.kind === 'armour');
  return Math.max(1, u.stats.armour + bonusDice(armour.map((g) => g?.bonusDice ?? 0)));
}

function siteEffect(m: Mission, fx: SiteEffect, drawer: string | null): Effect[] {
  switch (fx.kind) {
    case 'none':
      return [];
    case 'danger':
      return [{ kind: 'danger', amount: fx.amount, by: drawer }];
    case 'noise': {
      const at =
        fx.at === 'drawer' && drawer !== null ? (unitById(m, drawer)?.at ?? boardCentre(m)) : boardCentre(m);
      return [{ kind: 'noise', at, by: fx.at === 'drawer' ? drawer : null }];
    }
    case 'blight':
      return [{ kind: 'blight', side: null, amount: fx.amount }];
    case 'damage':
      return forWho(m, fx.who, drawer, (id) => [eventDamage(id, fx.amount, fx.ignoresArmour)]);
    case 'condition':
      return forWho(m, fx.who, drawer, (id) => [{ kind: 'condition', unit: id, condition: fx.condition }]);
    case 'fall':
      return forWho(m, fx.who, drawer, (id) => [{ kind: 'fall', unit: id, damage: null }]);
    case 'test':
      return forWho(m, fx.who, drawer, (id) => [
        {
          kind: 'test',
          unit: id,
          stat: fx.stat,
          tn: fx.tn,
          purpose: `${nameOf(m, id)}: ${fx.stat === 'muscle' ? 'Muscle' : 'Smarts'} test against the event`,
          rule: 'salvage.event-cards',
          pass: [],
          fail: fx.onFail.map((f): Effect => {
            switch (f.kind) {
              case 'damage':
                return eventDamage(id, f.amount, f.ignoresArmour);
              case 'condition':
                return { kind: 'condition', unit: id, condition: f.condition };
              case 'fall':
                return { kind: 'fall', unit: id, damage: null };
              case 'blight':
                return { kind: 'blight', side: null, amount: f.amount };
            }
          }),
        },
      ]);
    case 'alertAll':
      return hostiles(m)
        .filter((h) => h.status === 'active' && !h.alert)
        .map((h) => ({ kind: 'alert', unit: h.id }) as const);
    case 'spawnHostile': {
      const slots = m.content.mission.hostileSlots.map((_, i) => String(i));
      const deck = fx.cardId === undefined ? m.content.mission.hostileDeck : [fx.cardId];
      return [
        {
          kind: 'pick',
          purpose: 'A new hostile arrives: which hostile slot',
          rule: 'salvage.event-cards',
          candidates: slots,
          then: [{ kind: 'spawnAt', slot: '$pick', deck: [...deck] }],
        },
      ];
    }
    case 'openAirlocks':
      return [{ kind: 'openAirlocks' }];
    case 'lockAirlock': {
      const open = m.airlocks.filter((a) => !a.locked).map((a) => a.id);
      return open.length === 0
        ? []
        : [
            {
              kind: 'pick',
              purpose: 'Which airlock seals for good',
              rule: 'salvage.event-cards',
              candidates: open,
              then: [{ kind: 'lockAirlock', airlock: '$pick' }],
            },
          ];
    }
  }
}

function drawEvent(m: Mission, e: EffectOf<'drawEvent'>, faces: Faces): Mission {
  let deck = m.deck;
  let discard = m.discard;
  if (deck.length === 0) {
    deck = discard;
    discard = [];
  }
  if (deck.length === 0) return say(m, { kind: 'noEventCards' });
  const index = deck.length === 1 ? 0 : pickIndex(Math.min(deck.length, 20), face(faces));
  if (index === null) return first(m, [e]);
  const cardId = deck[index] ?? '';
  const card = m.content.events.find((c) => c.id === cardId);
  deck = deck.filter((_, i) => i !== index);
  discard = [...discard, cardId];
  if (deck.length === 0) {
    deck = discard;
    discard = [];
  }
  const level = dangerLevel(m.danger);
  const row = card?.effects[level];
  if (card === undefined || row === undefined) return { ...m, deck, discard };
  const text = eventRowText(row);
  let next: Mission = { ...m, deck, discard, lastEvent: { cardId, level, text } };
  next = say(next, { kind: 'eventCard', card: cardId, name: card.name, level, text });
  const effects = eventRowEffects(row);
  if (effects === null) return say(next, { kind: 'eventByHand' });
  return first(next, [{ kind: 'siteEffects', drawer: e.drawer, effects }]);
}

export const EVENTS_HANDLERS: Handlers<'drawEvent' | 'siteEffects' | 'spawnAt' | 'spawn' | 'armourSave'> = {
  armourSave: {
    need: (m, e) => {
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active') return null;
      const dice = defenceDice(m, u);
      const tn = testTn(u, 6);
      return {
        purpose: `${u.name} braces against ${e.source}: Armour ${dice}D8 at TN ${tn}, one success stops the ${e.amount} damage`,
        who: u.name,
        groups: [{ label: `${u.name} (Armour)`, spec: pool(dice) }],
        target: tn,
        // Reading (salvage.event-cards): Unlucky's re-roll is not made on this roll.
        odds: atLeast(netSuccesses(dice, tn, false), 1),
        rule: 'salvage.event-cards',
      };
    },
    apply: (m, e, faces) => {
      const u = unitById(m, e.unit);
      if (u === undefined || u.status !== 'active' || faces === null) return m;
      const held = judgePool([...(faces[0] ?? [])], testTn(u, 6)).successes >= 1;
      return held
        ? say(m, { kind: 'armourHeld', unit: u.id })
        : first(m, [{ kind: 'damage', unit: u.id, amount: e.amount, source: e.source }]);
    },
  },
  drawEvent: {
    need: (m) => {
      const die = pickDie(m.deck.length);
      if (die === null) return null;
      return {
        purpose: `Draw an event card: ${die.die} picks one of the ${m.deck.length} cards left in the deck (higher rolls again)`,
        who: null,
        groups: [{ label: 'Card', spec: sum(1, die.die) }],
        target: null,
        odds: null,
        rule: 'salvage.event-cards',
      };
    },
    apply: (m, e, faces) => {
      const f = faces ?? [];
      return drawEvent(m, e, f);
    },
  },
  siteEffects: {
    apply: (m, e) =>
      first(
        m,
        e.effects.flatMap((fx) => siteEffect(m, fx, e.drawer)),
      ),
  },
  spawnAt: {
    apply: (m, e) =>
      first(m, [
        {
          kind: 'pick',
          purpose: 'Which hostile card arrives',
          rule: 'salvage.event-cards',
          candidates: e.deck,
          then: [{ kind: 'spawn', cardId: '$pick', slot: Number(e.slot) }],
        },
      ]),
  },
  spawn: {
    apply: (m, e) => spawnHostile(m, e.cardId, e.slot, true),
  },
};
