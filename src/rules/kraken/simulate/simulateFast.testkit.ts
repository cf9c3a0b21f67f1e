import type { ContentPack } from '../../../content/pack';
import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { Item } from '../../../content/schemas/item';
import type { ModifierTarget } from '../../../content/schemas/modifier';
import type { Trait } from '../../../content/schemas/crew';
import type { Weapon } from '../../../content/schemas/weapon';
import type { CrewMember, CrewTrait } from '../crew/crew';
import type { EnemyState, LastAction } from '../groundCombat/enemyTurn';
import type { Inventory, SlotContent } from '../crew/inventory';
import type { FightPolicy, FightState, FightStep } from './simulateTypes';
import type { JamState } from '../crew/weaponState';
import { chargeShieldFull, maxHp } from '../crew/crew';
import { enemyFromProfile } from '../groundCombat/enemyTurn';
import { EMPTY_INVENTORY, SLOT_IDS, carryItem, putInSlot } from '../crew/inventory';
import { fightStateFrom } from './simulateTypes';
import { carryWeapon } from '../crew/weaponState';
import { Draw } from './draw.testkit';

/**
 * Random ground combats for the fast simulator's differential test (`simulateFast.test.ts`): crews and
 * enemies drawn from given content (the sample pack's enemies, weapons, items and traits) in every state
 * the simulator can meet — jams, empty and T2 weapons, magazines, shields and chargers, the wounded,
 * unconscious and killed, captives, Cover, lone wolves, bosses, confused, hurt and hardened enemies, every
 * initiative, step and atmosphere, oxygen running out, escapes, hindrances, PSI Concentrate, Taunt and
 * Flash bonuses. Pure data from a seed.
 */

export interface FightContent {
  readonly enemies: readonly EnemyProfile[];
  readonly weapons: readonly Weapon[];
  readonly items: readonly Item[];
  readonly traits: readonly Trait[];
}

/** A pack's enemies, weapons, items and traits, for `randomFight`. */
export function fightContentOf(pack: ContentPack): FightContent {
  return {
    enemies: [...pack.enemies.values()],
    weapons: [...pack.weapons.values()],
    items: [...pack.items.values()],
    traits: [...pack.traits.values()],
  };
}

const JAMS: readonly JamState[] = ['clear', 'clear', 'jammed', 'jammed-eased', 'damaged'];
const LASTS: readonly LastAction[] = ['melee', 'ranged', 'other'];
const STEPS: readonly FightStep[] = ['oxygen', 'crew', 'enemies', 'recharge'];
/** What a prototype's modifier may change on the weapon's bearer (prototypes.ts `applyPrototype`). */
const PROTOTYPE_TARGETS: readonly ModifierTarget[] = ['armor', 'ranged-hit', 'melee-damage'];

/** A weapon as carried mid-fight: maybe jammed, emptied, uncharged, with a spare magazine, or a prototype. */
function carried(d: Draw, weapon: Weapon): SlotContent {
  const proto = d.chance(0.1)
    ? {
        ...weapon,
        prototype: { modifiers: [{ to: d.of(PROTOTYPE_TARGETS), amount: 1 }] },
      }
    : weapon;
  const base = carryWeapon(proto, d.chance(0.4));
  const ammo = weapon.ammo === null ? null : d.chance(0.3) ? d.int(2) : d.int(weapon.ammo + 1);
  return { ...base, ammo, jam: d.of(JAMS), charged: !d.chance(0.3) };
}

function inventoryOf(d: Draw, content: FightContent, hand: readonly Weapon[]): Inventory {
  let inventory = EMPTY_INVENTORY;
  for (const slot of SLOT_IDS) {
    const roll = d.int(10);
    if (slot === 'L' || slot === 'R') {
      if (roll < 7) inventory = putInSlot(inventory, slot, carried(d, d.of(hand)));
      else if (roll < 8) inventory = putInSlot(inventory, slot, carryItem(d.of(content.items)));
      continue;
    }
    if (roll < 3) inventory = putInSlot(inventory, slot, carryItem(d.of(content.items), d.chance(0.8)));
    else if (roll < 6) {
      const weaponId = d.of(content.weapons).id;
      inventory = putInSlot(inventory, slot, { kind: 'magazines', weaponId, count: 1 + d.int(2) });
    } else if (roll < 7) inventory = putInSlot(inventory, slot, carried(d, d.of(content.weapons)));
  }
  // Magazines for what is in hand, so reloads happen.
  const left = inventory.L;
  if (left?.kind === 'weapon' && d.chance(0.6)) {
    inventory = putInSlot(inventory, '4', {
      kind: 'magazines',
      weaponId: left.weapon.id,
      count: 1 + d.int(2),
    });
  }
  return inventory;
}

function traitOf(trait: Trait): CrewTrait {
  return { id: trait.id, name: trait.name, value: trait.value, rule: trait.rule, modifiers: trait.modifiers };
}

function crewMember(d: Draw, content: FightContent, i: number, hand: readonly Weapon[]): CrewMember {
  const attribute = () => 1 + d.int(8);
  const attributes = {
    agility: attribute(),
    strength: attribute(),
    tech: attribute(),
    charisma: attribute(),
    ranged: attribute(),
    melee: attribute(),
  };
  const max = maxHp(attributes.strength);
  const condition = d.chance(0.1) ? d.of(['unconscious', 'killed'] as const) : 'conscious';
  const traits = Array.from({ length: d.int(3) }, () => traitOf(d.of(content.traits)));
  const member: CrewMember = {
    id: `crew-${i}`,
    name: `Crew ${i}`,
    attributes,
    level: 1,
    hp: condition === 'conscious' ? 1 + d.int(max) : 0,
    condition,
    traits,
    // A PSI hero (the trait's rule): the PSI Shield offers come to them; the policy passes.
    psi: traits.some((t) => t.rule === 'psi') ? { level: 1 + d.int(3), exhausted: d.chance(0.3) } : null,
    inventory: inventoryOf(d, content, hand),
    shieldEnergy: 0,
    weakened: d.chance(0.2) ? 1 + d.int(2) : 0,
    captive: d.chance(0.05) ? 'alien' : null,
  };
  const full = chargeShieldFull(member);
  return d.chance(0.3) ? { ...full, shieldEnergy: d.int(full.shieldEnergy + 1) } : full;
}

function enemyOf(d: Draw, profile: EnemyProfile, j: number): EnemyState {
  const level = d.chance(0.2) ? 7 + d.int(2) : profile.level;
  const fresh = enemyFromProfile(`e${j}`, profile, {
    role: j === 0 ? 'primary' : 'minion',
    level,
    boss: d.chance(0.15),
  });
  return {
    ...fresh,
    // Hurt, sometimes nearly down: a kill (not a capture) is what sets off Explodes.
    hp: d.chance(0.3) ? 1 + d.int(d.chance(0.4) ? Math.min(3, profile.hp) : profile.hp) : profile.hp,
    shieldEnergy: d.chance(0.3) ? d.int(fresh.shieldEnergy + 1) : fresh.shieldEnergy,
    weakened: d.chance(0.15) ? 1 + d.int(3) : 0,
    confused: d.chance(0.15),
    status: d.chance(0.1) ? d.of(['captured', 'killed', 'escaped'] as const) : 'fighting',
  };
}

/**
 * Fight number `n` of the series `seed`: its `enemy` is the enemy profile the fight is built around (the
 * test walks every profile of the content), with up to three more.
 */
export function randomFight(seed: string, content: FightContent, enemy: EnemyProfile): FightState {
  const d = new Draw(seed);
  const hand = d.chance(0.5) ? content.weapons : content.weapons.filter((w) => w.ammo !== null);
  const crewCount = d.chance(0.2) ? 1 : 2 + d.int(3);
  const crew = Array.from({ length: crewCount }, (_, i) => crewMember(d, content, i, hand));
  const enemies = [enemyOf(d, enemy, 0)];
  for (let j = 1, more = d.int(4); j <= more; j += 1) enemies.push(enemyOf(d, d.of(content.enemies), j));
  const started = d.chance(0.6);
  const some = <T>(list: readonly { id?: string; uid?: string }[], p: number, value: () => T) =>
    Object.fromEntries(list.filter(() => d.chance(p)).map((x) => [x.id ?? x.uid ?? '', value()]));
  return fightStateFrom({
    crew,
    enemies,
    initiative: started ? d.of(['crew', 'enemy'] as const) : null,
    ambush: d.chance(0.2),
    step: started ? d.of(STEPS) : 'oxygen',
    crewActivated: started ? crew.filter(() => d.chance(0.3)).map((m) => m.id) : [],
    enemiesActivated: started ? enemies.filter(() => d.chance(0.3)).map((e) => e.uid) : [],
    lastActions: Object.fromEntries(crew.map((m) => [m.id, d.of(LASTS)])),
    inCover: crew.filter(() => d.chance(0.2)).map((m) => m.id),
    atmosphere: d.of(['breathable', 'non-breathable', 'hell'] as const),
    oxygen: d.chance(0.3) ? d.int(4) : 25,
    oxygenOwed: d.chance(0.1) ? 1 + d.int(2) : 0,
    escapeAttempts: d.int(2),
    // What PSI powers and enemy actions earlier in the fight may have left.
    escapeBonus: d.chance(0.1) ? 3 : 0,
    initiativeBonus: d.chance(0.15) ? 2 : 0,
    hindered: some(crew, 0.15, () => 1 + d.int(2)),
    concentrate: some(crew, 0.1, () => ({ attribute: d.of(['melee', 'ranged'] as const), amount: 2 })),
    rerollsUsed: started ? some(crew, 0.2, () => 1) : {},
    taunt: d.chance(0.1) ? d.of(crew).id : null,
    hardened: some(enemies, 0.15, () => 1 + d.int(2)),
  });
}

/**
 * A crew drawn the way `randomFight` draws one (weapons, items, traits, wounds, jams …), for a fight the
 * game starts itself (the kernel differential test, machines/kraken/fightOdds.kernel.test.ts).
 */
export function randomCrew(seed: string, content: FightContent): CrewMember[] {
  const d = new Draw(seed);
  const hand = d.chance(0.5) ? content.weapons : content.weapons.filter((w) => w.ammo !== null);
  const count = d.chance(0.2) ? 1 : 2 + d.int(3);
  return Array.from({ length: count }, (_, i) => crewMember(d, content, i, hand));
}

/**
 * A fight the crew can win by killing, built around `enemy`: two of it, worn down to a few HP, against a
 * gunner with a heavy single-shot gun, a Chain Attack brawler with a twin blade and a third crew member of
 * the series' own drawing — so kills (not captures) happen, and what follows them: Explodes, a chain going
 * on, Swarm losing its kin.
 */
export function killingFight(seed: string, content: FightContent, enemy: EnemyProfile): FightState {
  const d = new Draw(seed);
  const cannon = {
    ...(content.weapons[0] as Weapon),
    id: 'test-cannon',
    name: 'Test cannon',
    strength: 0,
    kind: 'ranged' as const,
    hit: 3,
    damage: 8,
    attacks: 1,
    keywords: [],
    damageTypes: ['RG' as const],
    ammo: null,
  };
  const blade = {
    ...cannon,
    id: 'test-twin-blade',
    name: 'Test twin blade',
    kind: 'melee' as const,
    damage: 6,
    attacks: 2,
    damageTypes: ['ML' as const],
  };
  const attributes = { agility: 4, strength: 6, tech: 4, charisma: 2, ranged: 4, melee: 4 };
  const follow = content.traits.find((t) => t.rule === 'chain-attack');
  const gunner = chargeShieldFull({
    ...crewMember(d, content, 0, content.weapons),
    attributes,
    hp: maxHp(6),
    condition: 'conscious',
    captive: null,
    inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(cannon)),
  });
  const brawler: CrewMember = {
    ...gunner,
    id: 'crew-1',
    name: 'Crew 1',
    traits: follow === undefined ? [] : [traitOf(follow)],
    inventory: putInSlot(EMPTY_INVENTORY, 'R', carryWeapon(blade)),
  };
  const other = crewMember(d, content, 2, content.weapons);
  const worn = (j: number): EnemyState => ({
    ...enemyFromProfile(`e${j}`, enemy, {
      role: j === 0 ? 'primary' : 'minion',
      level: enemy.level,
      boss: false,
    }),
    hp: 1 + d.int(Math.min(3, enemy.hp)),
    shieldEnergy: 0,
  });
  return fightStateFrom({
    crew: [gunner, brawler, other],
    enemies: [worn(0), worn(1)],
    initiative: 'crew',
    step: 'crew',
    atmosphere: 'breathable',
  });
}

/** A policy for the same fight: sometimes a low turn cap, sometimes escaping when alone and hurt. */
export function randomPolicy(seed: string): FightPolicy {
  const d = new Draw(`${seed}/policy`);
  return {
    maxTurns: d.chance(0.2) ? 1 + d.int(4) : 50,
    escapeAloneAtHp: d.chance(0.4) ? 1 + d.int(8) : 0,
  };
}
