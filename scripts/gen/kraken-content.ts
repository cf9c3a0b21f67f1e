/**
 * Writes the sample pack's Space Kraken content (all original sample content, not taken from any book):
 *
 *   assets/packs/sample/kraken/traits.json      crew traits, with rule tags and modifiers
 *   assets/packs/sample/kraken/crew.json        ten ready-made crew members that pass the creation rules
 *   assets/packs/sample/kraken/equipment.json   12 weapons and 12 items per grade 1–6, and their drop grids
 *   assets/packs/sample/kraken/enemies.json     6 species × levels 1–6 (plus two alternates) and two
 *                                               Creatures from Hell
 *   assets/packs/sample/kraken/spoils.json      the treasure table and the prototype effect tables
 *
 * Everything is written out below as data; nothing is random, so the same script always writes the same
 * files. Before writing, the whole sample pack (with the new files in place of the old) is loaded with
 * loadPack, so a mistake stops the script instead of reaching the files. The files are formatted with the
 * project's prettier settings.
 *
 *   npx tsx scripts/gen/kraken-content.ts           write the files
 *   npx tsx scripts/gen/kraken-content.ts --check   only check that the files on disk are what it writes
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { formatPackErrors } from '../../src/content/errors';
import { loadPack } from '../../src/content/loadPack';

const PACK = fileURLToPath(new URL('../../assets/packs/sample/', import.meta.url));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };
type Obj = { [key: string]: Json | undefined };

/** What a piece of each grade costs, and what an extra cash drop of that grade pays half of. */
const GRADE_VALUES = [4, 8, 12, 30, 50, 80] as const;
const price = (grade: number) => GRADE_VALUES[grade - 1] ?? 0;

// ---------------------------------------------------------------------------------------------------
// Traits

const mod = (to: string, amount: number): Obj => ({ to, amount });

function trait(
  id: string,
  name: string,
  value: number,
  effect: string,
  extra: { rule?: string; modifiers?: Obj[] } = {},
): Obj {
  return {
    id,
    name,
    value,
    effect: `Sample trait. ${effect}`,
    ...(extra.rule === undefined ? {} : { rule: extra.rule }),
    ...(extra.modifiers === undefined ? {} : { modifiers: extra.modifiers }),
  };
}

// prettier-ignore
const TRAITS: Obj[] = [
  trait('steady-hands', 'Steady Hands', 1, 'Once per ground combat, re-roll one missed hit check with a ranged weapon.'),
  trait('quick-study', 'Quick Study', 1, '+1 to Tech checks made to open bulkheads.', {
    modifiers: [mod('bulkhead', 1)],
  }),
  trait('thick-skinned', 'Thick-Skinned', 2, 'Damage from mines and laser barriers is reduced by 1 for this crew member.'),
  trait('psi-sensitive', 'Psi-Sensitive', 2, 'This crew member has a PSI level and may use one PSI power each combat turn.', { rule: 'psi' }),
  trait('follow-through', 'Follow-Through', 2, 'Chain Attack, with the sample\'s own trigger: when a melee attack of this crew member defeats its target, they may attack another enemy with the same weapon at once (Melee boosts apply to the first attack only).', { rule: 'chain-attack' }),
  trait('split-sight', 'Split Sight', 2, 'May share out the attacks of a multiple-attack ranged weapon between different enemies.', { rule: 'independent-targeting' }),
  trait('silver-tongue', 'Silver Tongue', 2, '+2 to every Charisma check.', {
    modifiers: [mod('charisma', 2)],
  }),
  trait('gearhead', 'Gearhead', 1, '+1 to every Tech check (but not to unjam checks).', {
    modifiers: [mod('tech', 1)],
  }),
  trait('fleet-footed', 'Fleet-Footed', 1, '+1 to the Run roll and to escape rolls.', {
    modifiers: [mod('run', 1), mod('escape', 1)],
  }),
  trait('keen-eyed', 'Keen-Eyed', 1, '+1 to the initiative roll.', { modifiers: [mod('initiative', 1)] }),
  trait('field-medic', 'Field Medic', 1, 'Every healing item this crew member uses heals 1 HP more.', {
    modifiers: [mod('healing', 1)],
  }),
  trait('calm-mind', 'Calm Mind', 1, '+1 to meditation rolls.', { modifiers: [mod('meditate', 1)] }),
  trait('hothead', 'Hothead', -1, '+1 melee damage, but must attack while holding a working weapon, cannot be put in cover at initiative while holding one, and never joins an escape.', { rule: 'aggressive', modifiers: [mod('melee-damage', 1)] }),
  trait('loud-boots', 'Loud Boots', -1, '-1 to the roll when the team tries to run from an enemy.', {
    modifiers: [mod('run', -1)],
  }),
  trait('restless', 'Restless', -1, 'Cannot be put in cover when initiative is rolled.'),
  trait('butterfingers', 'Butterfingers', -1, "This crew member's weapon also jams on a hit roll of 2."),
  trait('nearsighted', 'Nearsighted', -1, '-1 to hit rolls with ranged weapons.', {
    modifiers: [mod('ranged-hit', -1)],
  }),
  trait('jittery', 'Jittery', -1, '-1 to the initiative roll.', { modifiers: [mod('initiative', -1)] }),
  trait('brittle', 'Brittle', -2, '-1 armour (never below 0).', { modifiers: [mod('armor', -1)] }),
  trait('shallow-breather', 'Shallow Breather', -2, 'When the team runs out of oxygen, this crew member is the first to fall unconscious.'),
];

// ---------------------------------------------------------------------------------------------------
// Weapons

interface WeaponOpts {
  attacks?: number;
  ammo?: number | null;
  kw?: string[];
  weaken?: number;
  types?: string[];
}

function weapon(
  grade: number,
  id: string,
  name: string,
  kind: 'ranged' | 'melee',
  strength: number,
  hit: number,
  damage: number,
  opts: WeaponOpts,
  description: string,
): Obj {
  const own = kind === 'ranged' ? 'RG' : 'ML';
  return {
    id,
    name,
    grade,
    kind,
    strength,
    hit,
    damage,
    ...(opts.attacks === undefined ? {} : { attacks: opts.attacks }),
    ammo: opts.ammo === undefined ? null : opts.ammo,
    ...(opts.kw === undefined ? {} : { keywords: opts.kw }),
    ...(opts.weaken === undefined ? {} : { weaken: opts.weaken }),
    damageTypes: [own, ...(opts.types ?? [])],
    price: price(grade),
    description: `Sample weapon. ${description}`,
  };
}

/** Per grade, twelve weapons in drop-grid order: row 1 left, row 1 right, row 2 left, … */
// prettier-ignore
const WEAPONS: Obj[][] = [
  [
    weapon(1, 'rivet-pistol', 'Rivet Pistol', 'ranged', 1, 4, 2, { ammo: 6 }, 'A construction tool with its safety filed off.'),
    weapon(1, 'pry-bar', 'Pry Bar', 'melee', 2, 4, 2, {}, 'Opens crates, and sometimes skulls.'),
    weapon(1, 'flare-pistol', 'Flare Pistol', 'ranged', 1, 5, 2, { ammo: 3, types: ['Fire'] }, 'Meant for signalling; sets fur and fabric alight.'),
    weapon(1, 'galley-knife', 'Galley Knife', 'melee', 1, 3, 1, {}, 'Quick, light and always within reach.'),
    weapon(1, 'nail-spitter', 'Nail Spitter', 'ranged', 1, 4, 1, { attacks: 2, ammo: 8 }, 'Two nails per squeeze, one cartridge of gas.'),
    weapon(1, 'spark-prod', 'Spark Prod', 'melee', 1, 4, 3, { ammo: 5, kw: ['EMP'] }, 'A livestock prod rewired to short out screens. Only drains shields.'),
    weapon(1, 'scrap-slugger', 'Scrap Slugger', 'ranged', 2, 5, 3, { ammo: 4 }, 'Fires whatever fits down the barrel.'),
    weapon(1, 'deck-hatchet', 'Deck Hatchet', 'melee', 2, 5, 3, {}, 'Standard issue for cutting fouled cables.'),
    weapon(1, 'dart-needler', 'Dart Needler', 'ranged', 1, 4, 1, { ammo: 6, types: ['Toxic'] }, 'Hollow darts with a bitter-smelling payload.'),
    weapon(1, 'chain-flail', 'Chain Flail', 'melee', 3, 4, 1, { attacks: 2 }, 'A length of anchor chain with a weighted end.'),
    weapon(1, 'coil-pistol', 'Coil Pistol', 'ranged', 2, 5, 3, { ammo: 3, kw: ['T2'] }, 'Slow to recharge after each shot, hard to stop when it lands.'),
    weapon(1, 'frost-knuckles', 'Frost Knuckles', 'melee', 1, 4, 1, { ammo: 4, types: ['Ice'] }, 'Coolant cartridges in a knuckle-duster.'),
  ],
  [
    weapon(2, 'scatter-carbine', 'Scatter Carbine', 'ranged', 2, 4, 2, { attacks: 2, ammo: 4 }, 'Fires two bursts for every cell it drains.'),
    weapon(2, 'shock-baton', 'Shock Baton', 'melee', 2, 4, 3, { ammo: 6, kw: ['IS'] }, 'Its charge slips straight through energy screens.'),
    weapon(2, 'bolt-rifle', 'Bolt Rifle', 'ranged', 3, 4, 3, { ammo: 5 }, 'A settler rifle, simple and sturdy.'),
    weapon(2, 'jungle-machete', 'Jungle Machete', 'melee', 2, 4, 3, {}, 'Cuts vines, and whatever hides behind them.'),
    weapon(2, 'torch-thrower', 'Torch Thrower', 'ranged', 3, 4, 2, { ammo: 3, kw: ['EX'], types: ['Fire'] }, 'Sprays a cone of burning gel over everyone in front of it.'),
    weapon(2, 'boarding-axe', 'Boarding Axe', 'melee', 3, 5, 3, { kw: ['AP'] }, 'A spiked head made for prising open armour plates.'),
    weapon(2, 'venom-pistol', 'Venom Pistol', 'ranged', 1, 4, 2, { ammo: 4, types: ['Toxic'] }, 'Fires glass pellets of distilled swamp poison.'),
    weapon(2, 'cryo-pick', 'Cryo Pick', 'melee', 2, 4, 2, { kw: ['WEAKEN'], weaken: 1, types: ['Ice'] }, 'Freezes a plate so the next blow cracks it.'),
    weapon(2, 'twin-snubs', 'Twin Snubs', 'ranged', 2, 4, 1, { attacks: 3, ammo: 6 }, 'A pair of short pistols fired together.'),
    weapon(2, 'stun-whip', 'Stun Whip', 'melee', 1, 4, 1, { attacks: 3 }, 'Three quick cracks of a charged lash.'),
    weapon(2, 'pulse-popper', 'Pulse Popper', 'ranged', 1, 4, 4, { ammo: 3, kw: ['EMP'] }, 'A pocket pulse emitter. Only drains shields.'),
    weapon(2, 'spike-maul', 'Spike Maul', 'melee', 4, 4, 3, {}, 'Heavy enough to drive rail spikes, or to stop a charge.'),
  ],
  [
    weapon(3, 'frost-lance', 'Frost Lance', 'ranged', 3, 5, 4, { ammo: 3, kw: ['WEAKEN'], weaken: 1, types: ['Ice'] }, 'Leaves armour brittle with cold.'),
    weapon(3, 'vibro-blade', 'Vibro Blade', 'melee', 2, 4, 3, { kw: ['AP'] }, 'Its humming edge works its way through plating.'),
    weapon(3, 'breaching-tube', 'Breaching Tube', 'ranged', 4, 4, 3, { ammo: 2, kw: ['EX', 'T2'], types: ['Fire'] }, 'Needs a moment to re-seat its charge after every shot.'),
    weapon(3, 'thermal-cutter', 'Thermal Cutter', 'melee', 3, 4, 4, { ammo: 5, types: ['Fire'] }, 'A hull-cutting torch with a grip bolted on.'),
    weapon(3, 'service-rifle', 'Service Rifle', 'ranged', 3, 4, 3, { ammo: 8 }, 'Reliable, accurate and dull.'),
    weapon(3, 'shock-gauntlet', 'Shock Gauntlet', 'melee', 2, 4, 2, { attacks: 2, ammo: 6, kw: ['IS'] }, 'Two charged jabs that ignore energy screens.'),
    weapon(3, 'needle-carbine', 'Needle Carbine', 'ranged', 2, 4, 2, { attacks: 2, ammo: 6, types: ['Toxic'] }, 'Fires paired toxin needles.'),
    weapon(3, 'war-pick', 'War Pick', 'melee', 4, 5, 5, { kw: ['WEAKEN'], weaken: 1 }, 'Punches holes that stay open.'),
    weapon(3, 'slug-shotgun', 'Slug Shotgun', 'ranged', 4, 4, 4, { ammo: 4 }, 'One heavy slug, one loud bang.'),
    weapon(3, 'hook-chain', 'Hook Chain', 'melee', 3, 4, 2, { attacks: 2 }, 'A grapnel on a chain: throw, hook, pull.'),
    weapon(3, 'ion-carbine', 'Ion Carbine', 'ranged', 2, 4, 6, { ammo: 4, kw: ['EMP'] }, 'Collapses screens at a distance. Only drains shields.'),
    weapon(3, 'long-rifle', 'Long Rifle', 'ranged', 3, 3, 3, { ammo: 4, kw: ['T2'] }, 'Slow to cycle, but it rarely misses.'),
  ],
  [
    weapon(4, 'rail-carbine', 'Rail Carbine', 'ranged', 3, 4, 5, { ammo: 4, kw: ['AP'] }, 'A short magnetic accelerator.'),
    weapon(4, 'plasma-sabre', 'Plasma Sabre', 'melee', 2, 4, 4, { ammo: 8, kw: ['AP'], types: ['Fire'] }, 'A blade of contained plasma, powered by a cell in the hilt.'),
    weapon(4, 'drum-launcher', 'Drum Launcher', 'ranged', 4, 4, 3, { ammo: 4, kw: ['EX'] }, 'A revolving grenade launcher.'),
    weapon(4, 'ripsaw-blade', 'Ripsaw Blade', 'melee', 4, 4, 5, {}, 'A motorised saw with a very short temper.'),
    weapon(4, 'cryo-projector', 'Cryo Projector', 'ranged', 3, 4, 3, { ammo: 4, kw: ['WEAKEN'], weaken: 2, types: ['Ice'] }, 'A stream of supercooled gas that makes armour shatter.'),
    weapon(4, 'toxin-lance', 'Toxin Lance', 'melee', 3, 4, 3, { attacks: 2, ammo: 6, types: ['Toxic'] }, 'A hollow spear that injects as it stabs.'),
    weapon(4, 'burst-rifle', 'Burst Rifle', 'ranged', 3, 4, 2, { attacks: 3, ammo: 6 }, 'Three rounds per pull of the trigger.'),
    weapon(4, 'power-hammer', 'Power Hammer', 'melee', 5, 5, 6, {}, 'Its head is driven by a piston.'),
    weapon(4, 'arc-thrower', 'Arc Thrower', 'ranged', 3, 4, 4, { ammo: 4, kw: ['IS'] }, 'Lightning that jumps past energy screens.'),
    weapon(4, 'mono-knife', 'Mono Knife', 'melee', 1, 3, 3, { kw: ['IA'] }, 'An edge one molecule thick: armour does not matter.'),
    weapon(4, 'flame-carbine', 'Flame Carbine', 'ranged', 4, 4, 3, { ammo: 3, kw: ['EX'], types: ['Fire'] }, 'Floods a room with fire.'),
    weapon(4, 'emp-mortar', 'EMP Mortar', 'ranged', 4, 4, 6, { ammo: 2, kw: ['EMP', 'EX', 'T2'] }, 'Drops a pulse on every screen in the room. Only drains shields.'),
  ],
  [
    weapon(5, 'gauss-rifle', 'Gauss Rifle', 'ranged', 4, 4, 6, { ammo: 4, kw: ['AP'] }, 'Throws tungsten darts at a frightening speed.'),
    weapon(5, 'thunder-maul', 'Thunder Maul', 'melee', 6, 5, 7, { kw: ['WEAKEN'], weaken: 2 }, 'Every blow lands with a shockwave.'),
    weapon(5, 'rocket-pod', 'Micro Rocket Pod', 'ranged', 5, 4, 4, { ammo: 3, kw: ['EX'], types: ['Fire'] }, 'A shoulder pod of tiny seeking rockets.'),
    weapon(5, 'plasma-glaive', 'Plasma Glaive', 'melee', 4, 4, 5, { ammo: 8, kw: ['AP'], types: ['Fire'] }, 'A polearm with a plasma edge.'),
    weapon(5, 'phase-pistol', 'Phase Pistol', 'ranged', 2, 4, 4, { ammo: 6, kw: ['IS'] }, 'Its bolts are out of step with energy screens.'),
    weapon(5, 'frost-halberd', 'Frost Halberd', 'melee', 5, 4, 5, { kw: ['WEAKEN'], weaken: 1, types: ['Ice'] }, 'A cryo-chilled blade on a long haft.'),
    weapon(5, 'heavy-repeater', 'Heavy Repeater', 'ranged', 6, 4, 3, { attacks: 3, ammo: 6 }, 'A belt-fed gun for a strong back.'),
    weapon(5, 'razor-gauntlets', 'Razor Gauntlets', 'melee', 3, 3, 2, { attacks: 3, kw: ['AP'] }, 'A flurry of hooked blades.'),
    weapon(5, 'acid-cannon', 'Acid Cannon', 'ranged', 5, 4, 5, { ammo: 3, kw: ['WEAKEN'], weaken: 2, types: ['Toxic'] }, 'Lobs a glob that keeps eating armour.'),
    weapon(5, 'void-blade', 'Void Blade', 'melee', 3, 4, 5, { ammo: 6, kw: ['IA'] }, 'Cuts as if armour were not there.'),
    weapon(5, 'ion-rifle', 'Ion Rifle', 'ranged', 3, 3, 10, { ammo: 4, kw: ['EMP'] }, 'A precise screen-breaker. Only drains shields.'),
    weapon(5, 'shock-lance', 'Shock Lance', 'melee', 4, 4, 6, { ammo: 4, kw: ['IS'] }, 'A charged spear tip that skips past energy screens.'),
  ],
  [
    weapon(6, 'rail-cannon', 'Rail Cannon', 'ranged', 7, 5, 9, { ammo: 3, kw: ['AP', 'T2'] }, 'A ship-grade accelerator cut down to be carried.'),
    weapon(6, 'starforged-blade', 'Starforged Blade', 'melee', 4, 3, 7, { kw: ['AP'] }, 'Folded from the hull of a fallen star-ship.'),
    weapon(6, 'inferno-projector', 'Inferno Projector', 'ranged', 6, 4, 5, { ammo: 3, kw: ['EX', 'WEAKEN'], weaken: 1, types: ['Fire'] }, 'A tide of fire that softens armour.'),
    weapon(6, 'graviton-hammer', 'Graviton Hammer', 'melee', 7, 4, 8, { kw: ['WEAKEN'], weaken: 3 }, 'Strikes with the weight of a small moon.'),
    weapon(6, 'disintegrator', 'Disintegrator', 'ranged', 4, 4, 7, { ammo: 3, kw: ['IA', 'T2'] }, 'Unmakes matter along a line.'),
    weapon(6, 'phase-scythe', 'Phase Scythe', 'melee', 5, 4, 4, { attacks: 2, kw: ['IS'] }, 'A sweeping blade out of step with energy screens.'),
    weapon(6, 'storm-rifle', 'Storm Rifle', 'ranged', 5, 4, 3, { attacks: 4, ammo: 8 }, 'Four rounds at a time, all day long.'),
    weapon(6, 'glacier-maul', 'Glacier Maul', 'melee', 6, 4, 7, { types: ['Ice'] }, 'A block of never-melting ice on a haft.'),
    weapon(6, 'blight-sprayer', 'Blight Sprayer', 'ranged', 4, 4, 4, { ammo: 4, kw: ['EX'], types: ['Toxic'] }, 'A mist of toxins that fills the whole room.'),
    weapon(6, 'fusion-lance', 'Fusion Lance', 'melee', 5, 4, 6, { attacks: 2, ammo: 6, types: ['Fire'] }, 'Two searing thrusts per charge.'),
    weapon(6, 'null-pulse-array', 'Null Pulse Array', 'ranged', 5, 4, 12, { ammo: 2, kw: ['EMP', 'EX'] }, 'Flattens every screen in the room. Only drains shields.'),
    weapon(6, 'lightning-whip', 'Lightning Whip', 'melee', 3, 4, 3, { attacks: 3, ammo: 6, kw: ['IS'] }, 'A lash of living current.'),
  ],
];

// ---------------------------------------------------------------------------------------------------
// Items

function item(grade: number, id: string, name: string, kind: string, fields: Obj, effect: string): Obj {
  return { id, name, grade, kind, ...fields, price: price(grade), effect: `Sample item. ${effect}` };
}
const armor = (n: number): Obj => ({ armor: n });
const shield = (power: number, recharge: number): Obj => ({ shield: { power, recharge } });
const grenade = (
  uses: number,
  hit: number,
  damage: number,
  kw: string[],
  types: string[],
  weaken?: number,
): Obj => ({
  uses,
  attack: {
    kind: 'ranged',
    hit,
    damage,
    keywords: kw,
    ...(weaken === undefined ? {} : { weaken }),
    damageTypes: ['RG', ...types],
  },
});
const TOOL_SET: Obj = { limit: { group: 'tool-set', per: 'crew-member' } };

/** Per grade, twelve items in drop-grid order. */
// prettier-ignore
const ITEMS: Obj[][] = [
  [
    item(1, 'padded-vest', 'Padded Vest', 'armor-jacket', armor(1), 'Worn as a jacket: armour 1.'),
    item(1, 'scuffed-helmet', 'Scuffed Helmet', 'helmet', armor(0.5), 'Worn as a helmet: armour 0.5.'),
    item(1, 'patch-kit', 'Patch Kit', 'medkit', { uses: 2, heal: 3 }, 'U2. Heals one crew member 3 HP per use.'),
    item(1, 'jolt-shot', 'Jolt Shot', 'stimpack', { uses: 1, heal: 2 }, 'U. Heals one crew member 2 HP.'),
    item(1, 'pocket-tank', 'Pocket Tank', 'oxygen-tank', { oxygen: 3 }, 'Adds 3 to the team’s oxygen store.'),
    item(1, 'riot-lid', 'Riot Lid', 'physical-shield', armor(0.5), 'Held in a hand: armour 0.5.'),
    item(1, 'spark-screen', 'Spark Screen', 'shield-a', shield(2, 1), 'Class A screen 2/1: stops ranged damage only.'),
    item(1, 'fitters-tool-roll', 'Fitter’s Tool Roll', 'tool', { modifiers: [mod('tech', 1)], ...TOOL_SET }, '+1 to Tech checks. A crew member benefits from one tool set only.'),
    item(1, 'pipe-charge', 'Pipe Charge', 'other', grenade(1, 4, 2, ['EX'], ['Fire']), 'U. Thrown: hits every enemy on 4+, 2 Fire damage.'),
    item(1, 'worry-stone', 'Worry Stone', 'psi', { psiBonus: 1 }, '+1 to PSI attempts.'),
    item(1, 'ration-bar', 'Ration Bar', 'other', { uses: 1, heal: 1 }, 'U. Eaten: heals 1 HP.'),
    item(1, 'motion-tracker', 'Motion Tracker', 'other', { modifiers: [mod('initiative', 1)] }, '+1 to the initiative roll.'),
  ],
  [
    item(2, 'flicker-screen', 'Flicker Screen', 'shield-a', shield(3, 1), 'Class A screen 3/1: stops ranged damage only.'),
    item(2, 'spare-tank', 'Spare Tank', 'oxygen-tank', { oxygen: 5 }, 'Adds 5 to the team’s oxygen store.'),
    item(2, 'multitool', 'Multitool', 'tool', { modifiers: [mod('mines', 1)] }, '+1 to Tech checks made to disarm mines.'),
    item(2, 'mesh-jacket', 'Mesh Jacket', 'armor-jacket', armor(1.5), 'Worn as a jacket: armour 1.5.'),
    item(2, 'visor-helmet', 'Visor Helmet', 'helmet', armor(1), 'Worn as a helmet: armour 1.'),
    item(2, 'buckler-plate', 'Buckler Plate', 'physical-shield', armor(1), 'Held in a hand: armour 1.'),
    item(2, 'field-medkit', 'Field Med Kit', 'medkit', { uses: 3, heal: 3 }, 'U3. Heals one crew member 3 HP per use.'),
    item(2, 'adrenal-shot', 'Adrenal Shot', 'stimpack', { uses: 1, heal: 3 }, 'U. Heals one crew member 3 HP.'),
    item(2, 'cutting-welder', 'Cutting Welder', 'tool', { abilities: ['repair-hull-breach'] }, 'A welding device: repairs a hull breach on its tile.'),
    item(2, 'pocket-relay', 'Pocket Relay', 'tool', { abilities: ['ship-link'], limit: { group: 'mobile-transmitter', per: 'team' } }, 'A mobile transmitter: keeps the team in touch with the ship; events may ask for one. A team carries one at most.'),
    item(2, 'humming-circlet', 'Humming Circlet', 'psi', { psiBonus: 1, modifiers: [mod('meditate', 1)] }, '+1 to PSI attempts and to meditation rolls.'),
    item(2, 'frag-grenade', 'Frag Grenade', 'other', grenade(1, 4, 3, ['EX'], []), 'U. Thrown: hits every enemy on 4+, 3 damage.'),
  ],
  [
    item(3, 'trickle-charger', 'Trickle Charger', 'shield-charger', { charge: 1 }, 'Restores 1 shield energy at the start of each combat turn.'),
    item(3, 'plated-jacket', 'Plated Jacket', 'armor-jacket', armor(2), 'Worn as a jacket: armour 2.'),
    item(3, 'shell-helmet', 'Shell Helmet', 'helmet', armor(1), 'Worn as a helmet: armour 1, and a good seal.'),
    item(3, 'boarding-shield', 'Boarding Shield', 'physical-shield', armor(1.5), 'Held in a hand: armour 1.5.'),
    item(3, 'ward-field', 'Ward Field', 'shield-b', shield(3, 1), 'Class B field 3/1: stops ranged and melee damage.'),
    item(3, 'deep-tank', 'Deep Tank', 'oxygen-tank', { oxygen: 8 }, 'Adds 8 to the team’s oxygen store.'),
    item(3, 'surgeons-kit', 'Surgeon’s Kit', 'medkit', { uses: 2, heal: 5 }, 'U2. Heals one crew member 5 HP per use.'),
    item(3, 'combat-stim', 'Combat Stim', 'stimpack', { uses: 1, heal: 4 }, 'U. Heals one crew member 4 HP.'),
    item(3, 'engineers-case', 'Engineer’s Case', 'tool', { modifiers: [mod('tech', 1), mod('unjam', 1)], ...TOOL_SET }, '+1 to Tech checks and to unjam checks. A crew member benefits from one tool set only.'),
    item(3, 'frost-grenade', 'Frost Grenade', 'other', grenade(2, 4, 2, ['EX', 'WEAKEN'], ['Ice'], 1), 'U2. Thrown: hits every enemy on 4+, 2 Ice damage, Weaken 1.'),
    item(3, 'mind-prism', 'Mind Prism', 'psi', { psiBonus: 2 }, '+2 to PSI attempts.'),
    item(3, 'breach-welder', 'Breach Welder', 'tool', { abilities: ['repair-hull-breach'], modifiers: [mod('bulkhead', 1)] }, 'A welding device: repairs a hull breach on its tile, and gives +1 to Tech checks to open bulkheads.'),
  ],
  [
    item(4, 'ceramic-jacket', 'Ceramic Jacket', 'armor-jacket', armor(3), 'Worn as a jacket: armour 3.'),
    item(4, 'sealed-helmet', 'Sealed Helmet', 'helmet', armor(1.5), 'Worn as a helmet: armour 1.5.'),
    item(4, 'tower-shield', 'Tower Shield', 'physical-shield', armor(2), 'Held in a hand: armour 2.'),
    item(4, 'deflector-screen', 'Deflector Screen', 'shield-a', shield(6, 2), 'Class A screen 6/2: stops ranged damage only.'),
    item(4, 'aegis-field', 'Aegis Field', 'shield-b', shield(4, 2), 'Class B field 4/2: stops ranged and melee damage.'),
    item(4, 'pulse-charger', 'Pulse Charger', 'shield-charger', { charge: 2 }, 'Restores 2 shield energy at the start of each combat turn.'),
    item(4, 'reserve-tank', 'Reserve Tank', 'oxygen-tank', { oxygen: 10 }, 'Adds 10 to the team’s oxygen store.'),
    item(4, 'trauma-kit', 'Trauma Kit', 'medkit', { uses: 3, heal: 5 }, 'U3. Heals one crew member 5 HP per use.'),
    item(4, 'rush-stim', 'Rush Stim', 'stimpack', { uses: 2, heal: 4 }, 'U2. Heals one crew member 4 HP per use.'),
    item(4, 'gamblers-token', 'Gambler’s Token', 'other', { abilities: ['attack-reroll'] }, 'Once per ground combat turn, re-roll one melee or ranged hit die (not PSI rolls).'),
    item(4, 'seer-stone', 'Seer Stone', 'psi', { psiBonus: 2 }, '+2 to PSI attempts.'),
    item(4, 'static-grenade', 'Static Grenade', 'other', grenade(2, 4, 6, ['EMP', 'EX'], []), 'U2. Thrown: drains 6 shield energy from every enemy hit on 4+; no other damage.'),
  ],
  [
    item(5, 'assault-plate', 'Assault Plate', 'armor-jacket', armor(4), 'Worn as a jacket: armour 4.'),
    item(5, 'command-helmet', 'Command Helmet', 'helmet', { armor: 2, modifiers: [mod('initiative', 1)] }, 'Worn as a helmet: armour 2, and +1 to the initiative roll.'),
    item(5, 'bastion-shield', 'Bastion Shield', 'physical-shield', armor(2.5), 'Held in a hand: armour 2.5.'),
    item(5, 'prism-screen', 'Prism Screen', 'shield-a', shield(8, 3), 'Class A screen 8/3: stops ranged damage only.'),
    item(5, 'bulwark-field', 'Bulwark Field', 'shield-b', shield(6, 2), 'Class B field 6/2: stops ranged and melee damage.'),
    item(5, 'surge-charger', 'Surge Charger', 'shield-charger', { charge: 3 }, 'Restores 3 shield energy at the start of each combat turn.'),
    item(5, 'twin-tanks', 'Twin Tanks', 'oxygen-tank', { oxygen: 15 }, 'Adds 15 to the team’s oxygen store.'),
    item(5, 'nanite-kit', 'Nanite Kit', 'medkit', { uses: 3, heal: 7 }, 'U3. Heals one crew member 7 HP per use.'),
    item(5, 'phoenix-stim', 'Phoenix Stim', 'stimpack', { uses: 1, heal: 7 }, 'U. Heals one crew member 7 HP.'),
    item(5, 'master-toolkit', 'Master Toolkit', 'tool', { modifiers: [mod('tech', 2), mod('unjam', 1)], ...TOOL_SET }, '+2 to Tech checks and +1 to unjam checks. A crew member benefits from one tool set only.'),
    item(5, 'thought-crown', 'Thought Crown', 'psi', { psiBonus: 2, modifiers: [mod('meditate', 1)] }, '+2 to PSI attempts and +1 to meditation rolls.'),
    item(5, 'plasma-charge', 'Plasma Charge', 'other', grenade(2, 4, 5, ['EX', 'AP'], ['Fire']), 'U2. Thrown: hits every enemy on 4+, 5 Fire damage, armour piercing.'),
  ],
  [
    item(6, 'exo-frame', 'Exo Frame', 'armor-jacket', armor(5), 'Worn as a jacket: armour 5.'),
    item(6, 'void-helmet', 'Void Helmet', 'helmet', armor(2.5), 'Worn as a helmet: armour 2.5.'),
    item(6, 'aegis-wall', 'Aegis Wall', 'physical-shield', armor(3), 'Held in a hand: armour 3.'),
    item(6, 'mirror-field', 'Mirror Field', 'shield-a', shield(12, 4), 'Class A screen 12/4: stops ranged damage only.'),
    item(6, 'fortress-field', 'Fortress Field', 'shield-b', shield(9, 3), 'Class B field 9/3: stops ranged and melee damage.'),
    item(6, 'zero-point-charger', 'Zero-Point Charger', 'shield-charger', { charge: 4 }, 'Restores 4 shield energy at the start of each combat turn.'),
    item(6, 'cryo-cell-tank', 'Cryo Cell Tank', 'oxygen-tank', { oxygen: 25 }, 'Adds 25 to the team’s oxygen store.'),
    item(6, 'regen-pod', 'Regen Pod', 'medkit', { uses: 3, heal: 10 }, 'U3. Heals one crew member 10 HP per use.'),
    item(6, 'miracle-stim', 'Miracle Stim', 'stimpack', { uses: 2, heal: 6 }, 'U2. Heals one crew member 6 HP per use.'),
    item(6, 'oracle-eye', 'Oracle Eye', 'psi', { psiBonus: 3 }, '+3 to PSI attempts.'),
    item(6, 'fate-dice', 'Fate Dice', 'other', { abilities: ['attack-reroll'], modifiers: [mod('initiative', 1)] }, 'Once per ground combat turn, re-roll one melee or ranged hit die; +1 to the initiative roll.'),
    item(6, 'gravity-grenade', 'Gravity Grenade', 'other', grenade(1, 4, 6, ['EX', 'IA'], []), 'U. Thrown: hits every enemy on 4+, 6 damage that ignores armour.'),
  ],
];

function dropGrid(list: 'weapons' | 'items', grade: number, entries: readonly Obj[]): Obj {
  const rows: Json[] = [];
  for (let roll = 1; roll <= 6; roll += 1) {
    const left = entries[(roll - 1) * 2];
    const right = entries[(roll - 1) * 2 + 1];
    if (left === undefined || right === undefined)
      throw new Error(`${list} grade ${grade} needs 12 entries.`);
    rows.push({ roll, left: left.id as string, right: right.id as string });
  }
  return { id: `${list === 'weapons' ? 'weapon' : 'item'}-grid-${grade}`, list, grade, rows };
}

// ---------------------------------------------------------------------------------------------------
// Crew

function crew(
  id: string,
  name: string,
  a: [number, number, number, number, number, number],
  traits: string[],
  loadout: string[],
  story: string,
  psi?: number,
): Obj {
  const [agility, strength, tech, charisma, ranged, melee] = a;
  return {
    id,
    name,
    attributes: { agility, strength, tech, charisma, ranged, melee },
    traits,
    loadout,
    ...(psi === undefined ? {} : { psi }),
    story: `Sample crew member. ${story}`,
  };
}

// prettier-ignore
const CREW: Obj[] = [
  crew('ada-voss', 'Ada Voss', [3, 3, 4, 2, 3, 1], ['quick-study', 'loud-boots'], ['rivet-pistol', 'multitool'], 'A hull fitter who left the dry docks after a contract went sour.'),
  crew('brann-okafor', 'Brann Okafor', [2, 5, 1, 2, 2, 4], ['thick-skinned', 'restless', 'butterfingers'], ['pry-bar', 'padded-vest'], 'Former cargo hauler who trusts his hands more than any gun.'),
  crew('cleo-marsh', 'Cleo Marsh', [4, 2, 2, 4, 3, 1], ['steady-hands', 'loud-boots'], ['scatter-carbine', 'patch-kit'], 'Talks her way into places, and shoots her way out when that fails.'),
  crew('dax-ilyin', 'Dax Ilyin', [3, 2, 3, 3, 2, 3], ['psi-sensitive', 'shallow-breather'], ['shock-baton', 'spare-tank'], 'Hears things in the static between stations and will not say what.', 1),
  crew('rook-tanaka', 'Rook Tanaka', [3, 6, 1, 1, 1, 4], ['hothead', 'follow-through', 'jittery'], ['boarding-axe', 'buckler-plate', 'mesh-jacket'], 'A pit fighter from an asteroid mining camp who never learnt to back down.'),
  crew('imogen-sallow', 'Imogen Sallow', [3, 2, 6, 2, 2, 1], ['gearhead', 'nearsighted'], ['rivet-pistol', 'fitters-tool-roll', 'cutting-welder'], 'Keeps three ships flying that should have been scrapped years ago.'),
  crew('tobiah-quell', 'Tobiah Quell', [3, 2, 2, 6, 2, 1], ['silver-tongue', 'brittle'], ['venom-pistol', 'pocket-relay', 'jolt-shot'], 'A broker of favours with a cough he got from a deal gone wrong.'),
  crew('wren-adeyemi', 'Wren Adeyemi', [4, 3, 2, 1, 5, 1], ['split-sight', 'restless', 'loud-boots'], ['twin-snubs', 'flicker-screen'], 'A trick-shooter from a travelling show, now in a less forgiving business.'),
  crew('sela-marrick', 'Sela Marrick', [6, 3, 2, 2, 2, 1], ['fleet-footed', 'keen-eyed', 'shallow-breather'], ['nail-spitter', 'spare-tank', 'spark-screen'], 'A courier who has outrun customs cutters, pirates and one very angry moon.'),
  crew('hollis-brandt', 'Hollis Brandt', [3, 4, 3, 3, 2, 1], ['field-medic', 'butterfingers'], ['flare-pistol', 'field-medkit', 'adrenal-shot', 'padded-vest'], 'A ship’s doctor whose licence lapsed somewhere between two wars.'),
];

// ---------------------------------------------------------------------------------------------------
// Enemies

interface AtkOpts {
  attacks?: number;
  kw?: string[];
  weaken?: number;
  types?: string[];
}
function atk(name: string, kind: 'ranged' | 'melee', hit: number, damage: number, o: AtkOpts = {}): Obj {
  return {
    name,
    kind,
    hit,
    damage,
    ...(o.attacks === undefined ? {} : { attacks: o.attacks }),
    ...(o.kw === undefined ? {} : { keywords: o.kw }),
    ...(o.weaken === undefined ? {} : { weaken: o.weaken }),
    damageTypes: [kind === 'ranged' ? 'RG' : 'ML', ...(o.types ?? [])],
  };
}
const A = (action: string, weaponName: string): Obj => ({ action, kind: 'attack', weapon: weaponName });
const I = (action: string): Obj => ({ action, kind: 'idle' });
const S = (action: string, effect?: Obj): Obj => ({
  action,
  kind: 'special',
  ...(effect === undefined ? {} : { effect }),
});
const heal = (hp: number): Obj => ({ kind: 'heal', hp });
const recharge = (amount: number): Obj => ({ kind: 'recharge-shield', amount });
const hinder = (amount: number, all: boolean): Obj => ({ kind: 'hinder', amount, all });
const harden = (amount: number): Obj => ({ kind: 'harden', amount });

/** Enemy traits with a rule; the effect text restates the rule in the sample's words. */
const T = {
  twoActions: (): Obj => ({
    name: 'Two Actions',
    effect: 'Rolls on its action table twice each turn.',
    rule: 'two-actions',
  }),
  regen: (x: number): Obj => ({
    name: 'Regen',
    effect: `After its action it regains ${x} HP (never above its starting HP).`,
    rule: 'regen',
    value: x,
  }),
  zombie: (x: number): Obj => ({
    name: 'Zombie',
    effect: `At 0 HP or below it keeps fighting at 1 HP, unless a single hit dealt it ${x} or more damage.`,
    rule: 'zombie',
    value: x,
  }),
  explodes: (x: number): Obj => ({
    name: 'Explodes',
    effect: `When killed, every conscious crew member takes an explosive hit of ${x} Fire damage.`,
    rule: 'explodes',
    value: x,
  }),
  drain: (x: number): Obj => ({
    name: 'Drain',
    effect: `Each of its attacks that takes HP from a crew member gives it ${x} HP back.`,
    rule: 'drain',
    value: x,
  }),
  evasive: (x: number): Obj => ({
    name: 'Evasive',
    effect: `Crew hit rolls against it need ${x} more.`,
    rule: 'evasive',
    value: x,
  }),
  swarm: (x: number): Obj => ({
    name: 'Swarm',
    effect: `Its attacks deal ${x} more damage while another enemy of its species is fighting.`,
    rule: 'swarm',
    value: x,
  }),
  psiWard: (): Obj => ({
    name: 'PSI Ward',
    effect: 'PSI attack powers deal it half damage, rounded down.',
    rule: 'psi-ward',
  }),
  dread: (x: number): Obj => ({
    name: 'Dread',
    effect: `The crew's escape rolls in this combat are ${x} lower.`,
    rule: 'dread',
    value: x,
  }),
};

type Species = 'Krakens' | 'Greys' | 'Insectoids' | 'The Lost' | 'Beasts' | 'Renegades' | 'hell';

interface EnemySpec {
  id: string;
  name: string;
  level: number;
  hp: number;
  agility: number;
  armor: number;
  shield?: [string, number, number];
  weapons: Obj[];
  table: Obj[];
  traits?: Obj[];
  escape: number | null;
  xp: number;
  treasure: number;
  weak?: string[];
  resist?: string[];
  description: string;
}

function enemy(species: Species, s: EnemySpec): Obj {
  return {
    id: s.id,
    name: s.name,
    species,
    level: s.level,
    hp: s.hp,
    agility: s.agility,
    armor: s.armor,
    ...(s.shield === undefined
      ? {}
      : { shield: { class: s.shield[0], power: s.shield[1], recharge: s.shield[2] } }),
    weapons: s.weapons,
    actionTable: s.table,
    // Every enemy trait's rule text is the project's own (the book's trait page is not reproduced).
    ...(s.traits === undefined || s.traits.length === 0
      ? {}
      : {
          traits: s.traits.map((t) => ({
            ...t,
            effect: `Sample trait. ${typeof t.effect === 'string' ? t.effect : ''}`,
          })),
        }),
    escape: s.escape,
    xp: s.xp,
    treasure: s.treasure,
    ...(s.weak === undefined ? {} : { weaknesses: s.weak }),
    ...(s.resist === undefined ? {} : { resistances: s.resist }),
    description: `Sample enemy. ${s.description}`,
  };
}

const KRAKENS: Obj[] = [
  enemy('Krakens', {
    id: 'ink-crawler',
    name: 'Ink Crawler',
    level: 1,
    hp: 4,
    agility: 3,
    armor: 0,
    weapons: [atk('Hooked Tendril', 'melee', 4, 2)],
    table: [
      I('Coils up and hisses.'),
      A('Lashes out with a hooked tendril.', 'Hooked Tendril'),
      A('Lashes out with a hooked tendril.', 'Hooked Tendril'),
      A('Lashes out with a hooked tendril.', 'Hooked Tendril'),
      S(
        'Squirts ink: the crew member it last attacked needs 1 more to hit until their next activation.',
        hinder(1, false),
      ),
      A('Lashes out with a hooked tendril.', 'Hooked Tendril'),
    ],
    traits: [{ name: 'Slippery', effect: 'The first hit it takes each combat turn deals 1 less damage.' }],
    escape: 1,
    xp: 2,
    treasure: 1,
    weak: ['Fire'],
    resist: ['Ice'],
    description: 'A dog-sized tangle of tendrils that hunts in flooded ducts.',
  }),
  enemy('Krakens', {
    id: 'silt-squirmer',
    name: 'Silt Squirmer',
    level: 1,
    hp: 5,
    agility: 3,
    armor: 0,
    weapons: [atk('Tendril', 'melee', 4, 2), atk('Venom Spit', 'ranged', 5, 1, { types: ['Toxic'] })],
    table: [
      I('Burrows into the silt.'),
      A('Whips a tendril.', 'Tendril'),
      A('Spits venom.', 'Venom Spit'),
      A('Whips a tendril.', 'Tendril'),
      S(
        'Clouds the water: the crew member it would target needs 1 more to hit until their next activation.',
        hinder(1, false),
      ),
      A('Whips a tendril.', 'Tendril'),
    ],
    escape: 1,
    xp: 2,
    treasure: 1,
    weak: ['Fire'],
    resist: ['Ice'],
    description: 'An eel-thin kraken bred to clean waste tanks, long since gone feral.',
  }),
  enemy('Krakens', {
    id: 'brine-stalker',
    name: 'Brine Stalker',
    level: 2,
    hp: 7,
    agility: 4,
    armor: 1,
    shield: ['B', 2, 1],
    weapons: [
      atk('Barbed Spines', 'ranged', 4, 2, { attacks: 2, types: ['Toxic'] }),
      atk('Crushing Beak', 'melee', 3, 3),
    ],
    table: [
      I('Sinks into the shadows and waits.'),
      A('Flicks a volley of barbed spines.', 'Barbed Spines'),
      A('Flicks a volley of barbed spines.', 'Barbed Spines'),
      A('Lunges and bites.', 'Crushing Beak'),
      A('Lunges and bites.', 'Crushing Beak'),
      S('Sheds its skin: recovers 2 HP.', heal(2)),
    ],
    traits: [{ name: 'Salt Hide', effect: 'Its energy shield recharges even on the turn it was emptied.' }],
    escape: 2,
    xp: 4,
    treasure: 2,
    weak: ['Ice'],
    resist: ['Toxic'],
    description: 'Grows a fresh shell of crystallised salt every few days.',
  }),
  enemy('Krakens', {
    id: 'spine-drifter',
    name: 'Spine Drifter',
    level: 2,
    hp: 8,
    agility: 3,
    armor: 0.5,
    weapons: [
      atk('Barbed Spines', 'ranged', 4, 1, { attacks: 2, types: ['Toxic'] }),
      atk('Beak', 'melee', 4, 3),
    ],
    table: [
      I('Drifts, tasting the air.'),
      A('Fans out its spines and fires.', 'Barbed Spines'),
      A('Fans out its spines and fires.', 'Barbed Spines'),
      A('Snaps with its beak.', 'Beak'),
      S('Inks the room: every crew member needs 1 more to hit until their next activation.', hinder(1, true)),
      A('Snaps with its beak.', 'Beak'),
    ],
    escape: 2,
    xp: 4,
    treasure: 2,
    weak: ['Fire'],
    resist: ['Ice'],
    description: 'Floats through low-gravity decks like a spiked balloon.',
  }),
  enemy('Krakens', {
    id: 'reef-strangler',
    name: 'Reef Strangler',
    level: 3,
    hp: 12,
    agility: 4,
    armor: 1,
    weapons: [
      atk('Constricting Arms', 'melee', 4, 2, { attacks: 2 }),
      atk('Venom Jet', 'ranged', 4, 3, { types: ['Toxic'] }),
    ],
    table: [
      I('Tightens its grip on a pipe and waits.'),
      A('Wraps and squeezes.', 'Constricting Arms'),
      A('Jets venom.', 'Venom Jet'),
      A('Wraps and squeezes.', 'Constricting Arms'),
      S('Inks the room: every crew member needs 1 more to hit until their next activation.', hinder(1, true)),
      A('Jets venom.', 'Venom Jet'),
    ],
    traits: [T.regen(1)],
    escape: 3,
    xp: 6,
    treasure: 3,
    weak: ['Fire'],
    resist: ['Ice'],
    description: 'Anchors itself in tight spaces and pulls prey in.',
  }),
  enemy('Krakens', {
    id: 'vat-grown-grappler',
    name: 'Vat-Grown Grappler',
    level: 4,
    hp: 16,
    agility: 5,
    armor: 1,
    shield: ['B', 3, 1],
    weapons: [
      atk('Grapple Arms', 'melee', 4, 3, { attacks: 2 }),
      atk('Bile Cannon', 'ranged', 4, 3, { kw: ['EX'], types: ['Toxic'] }),
    ],
    table: [
      S('Knits its wounds: regains 3 HP.', heal(3)),
      A('Grabs with two arms.', 'Grapple Arms'),
      A('Sprays bile over the whole team.', 'Bile Cannon'),
      A('Grabs with two arms.', 'Grapple Arms'),
      A('Grabs with two arms.', 'Grapple Arms'),
      A('Sprays bile over the whole team.', 'Bile Cannon'),
    ],
    traits: [T.regen(1)],
    escape: 4,
    xp: 9,
    treasure: 4,
    weak: ['Fire'],
    resist: ['Ice'],
    description: 'Bred in a laboratory for boarding actions, with a bio-field grown under its skin.',
  }),
  enemy('Krakens', {
    id: 'abyssal-harrower',
    name: 'Abyssal Harrower',
    level: 5,
    hp: 21,
    agility: 5,
    armor: 1.5,
    shield: ['B', 4, 1],
    weapons: [
      atk('Hooked Lashes', 'melee', 4, 3, { attacks: 3, kw: ['AP'] }),
      atk('Pressure Jet', 'ranged', 4, 5, { types: ['Ice'] }),
    ],
    table: [
      S(
        'Drags itself into the dark: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Rakes with hooked lashes.', 'Hooked Lashes'),
      A('Fires a jet of freezing water.', 'Pressure Jet'),
      A('Rakes with hooked lashes.', 'Hooked Lashes'),
      A('Fires a jet of freezing water.', 'Pressure Jet'),
      A('Rakes with hooked lashes.', 'Hooked Lashes'),
    ],
    traits: [T.regen(2)],
    escape: 5,
    xp: 12,
    treasure: 5,
    weak: ['Fire'],
    resist: ['Ice', 'Toxic'],
    description: 'Comes up from the flooded lower decks, where the pressure would crush a diver.',
  }),
  enemy('Krakens', {
    id: 'brood-leviathan',
    name: 'Brood Leviathan',
    level: 6,
    hp: 27,
    agility: 6,
    armor: 2,
    shield: ['B', 5, 2],
    weapons: [
      atk('Crushing Coils', 'melee', 4, 5, { attacks: 2, kw: ['WEAKEN'], weaken: 1 }),
      atk('Venom Barrage', 'ranged', 4, 4, { kw: ['EX'], types: ['Toxic'] }),
    ],
    table: [
      S('Pulses with a sickly glow: regains 3 HP.', heal(3)),
      A('Crushes with its coils.', 'Crushing Coils'),
      A('Looses a barrage of venom.', 'Venom Barrage'),
      A('Crushes with its coils.', 'Crushing Coils'),
      A('Looses a barrage of venom.', 'Venom Barrage'),
      A('Crushes with its coils.', 'Crushing Coils'),
    ],
    traits: [T.twoActions(), T.regen(2)],
    escape: 6,
    xp: 16,
    treasure: 6,
    weak: ['Fire'],
    resist: ['Ice', 'Toxic'],
    description: 'A kraken mother the size of a shuttle, guarding a clutch of eggs.',
  }),
];

const GREYS: Obj[] = [
  enemy('Greys', {
    id: 'pale-observer',
    name: 'Pale Observer',
    level: 1,
    hp: 3,
    agility: 4,
    armor: 0,
    shield: ['A', 2, 1],
    weapons: [atk('Stun Beam', 'ranged', 4, 2), atk('Mind Spike', 'ranged', 5, 1, { kw: ['IS', 'IA'] })],
    table: [
      S('Recalibrates its screen: regains 2 shield energy.', recharge(2)),
      A('Fires a stun beam.', 'Stun Beam'),
      A('Fires a stun beam.', 'Stun Beam'),
      A('Stares; a spike of pain lances through a skull.', 'Mind Spike'),
      I('Takes notes in a language of light.'),
      A('Fires a stun beam.', 'Stun Beam'),
    ],
    escape: 1,
    xp: 2,
    treasure: 1,
    weak: ['ML'],
    resist: ['Ice'],
    description: 'A slight grey figure that watches more than it fights.',
  }),
  enemy('Greys', {
    id: 'pale-surveyor',
    name: 'Pale Surveyor',
    level: 2,
    hp: 5,
    agility: 5,
    armor: 0,
    shield: ['A', 3, 1],
    weapons: [atk('Sampling Ray', 'ranged', 4, 2), atk('Mind Spike', 'ranged', 4, 1, { kw: ['IS', 'IA'] })],
    table: [
      S('Recalibrates its screen: regains 2 shield energy.', recharge(2)),
      A('Sweeps a sampling ray over a crew member.', 'Sampling Ray'),
      A('Sweeps a sampling ray over a crew member.', 'Sampling Ray'),
      A('Stares; a spike of pain lances through a skull.', 'Mind Spike'),
      I('Collects a sample of the floor.'),
      A('Sweeps a sampling ray over a crew member.', 'Sampling Ray'),
    ],
    traits: [T.psiWard()],
    escape: 2,
    xp: 4,
    treasure: 2,
    weak: ['ML'],
    resist: ['Ice'],
    description: 'Catalogues everything on a location, including the people shooting at it.',
  }),
  enemy('Greys', {
    id: 'silent-warden',
    name: 'Silent Warden',
    level: 3,
    hp: 8,
    agility: 5,
    armor: 0,
    shield: ['B', 3, 1],
    weapons: [atk('Disruptor', 'ranged', 4, 3), atk('Mind Spike', 'ranged', 4, 2, { kw: ['IS', 'IA'] })],
    table: [
      S(
        'Fills the air with psychic static: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Fires its disruptor.', 'Disruptor'),
      A('Fires its disruptor.', 'Disruptor'),
      A('Stares; a spike of pain lances through a skull.', 'Mind Spike'),
      S('Recalibrates its field: regains 3 shield energy.', recharge(3)),
      A('Fires its disruptor.', 'Disruptor'),
    ],
    traits: [T.psiWard()],
    escape: 3,
    xp: 6,
    treasure: 3,
    weak: ['ML'],
    resist: ['Ice'],
    description: 'Guards the doors of Grey installations without a sound.',
  }),
  enemy('Greys', {
    id: 'mindwright',
    name: 'Mindwright',
    level: 4,
    hp: 11,
    agility: 6,
    armor: 0.5,
    shield: ['B', 4, 2],
    weapons: [atk('Lance Beam', 'ranged', 4, 4), atk('Mind Crush', 'ranged', 4, 2, { kw: ['IS', 'IA'] })],
    table: [
      S(
        'Fills the air with psychic static: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Fires a lance beam.', 'Lance Beam'),
      A('Crushes a mind.', 'Mind Crush'),
      A('Fires a lance beam.', 'Lance Beam'),
      A('Crushes a mind.', 'Mind Crush'),
      A('Fires a lance beam.', 'Lance Beam'),
    ],
    traits: [T.psiWard(), T.evasive(1)],
    escape: 4,
    xp: 9,
    treasure: 4,
    weak: ['ML'],
    resist: ['Ice'],
    description: 'Shapes thoughts the way a sculptor shapes clay.',
  }),
  enemy('Greys', {
    id: 'hollow-arbiter',
    name: 'Hollow Arbiter',
    level: 5,
    hp: 14,
    agility: 7,
    armor: 1,
    shield: ['B', 6, 2],
    weapons: [
      atk('Null Beam', 'ranged', 4, 3, { attacks: 2 }),
      atk('Mind Crush', 'ranged', 4, 3, { kw: ['IS', 'IA'] }),
    ],
    table: [
      S('Recalibrates its field: regains 4 shield energy.', recharge(4)),
      A('Fires a twin null beam.', 'Null Beam'),
      A('Crushes a mind.', 'Mind Crush'),
      A('Fires a twin null beam.', 'Null Beam'),
      S(
        'Pronounces judgement: the crew member it would target needs 2 more to hit until their next activation.',
        hinder(2, false),
      ),
      A('Fires a twin null beam.', 'Null Beam'),
    ],
    traits: [T.psiWard(), T.evasive(1)],
    escape: 6,
    xp: 12,
    treasure: 5,
    weak: ['ML'],
    resist: ['Ice', 'Fire'],
    description: 'Decides which species are worth keeping. It has not decided about yours.',
  }),
  enemy('Greys', {
    id: 'eldest-cantor',
    name: 'Eldest Cantor',
    level: 6,
    hp: 18,
    agility: 8,
    armor: 1,
    shield: ['B', 8, 3],
    weapons: [
      atk('Annihilation Ray', 'ranged', 4, 6, { kw: ['AP'] }),
      atk('Mind Storm', 'ranged', 4, 2, { kw: ['EX', 'IS', 'IA'] }),
    ],
    table: [
      S('Sings a note that mends its field: regains 4 shield energy.', recharge(4)),
      A('Fires an annihilation ray.', 'Annihilation Ray'),
      A('Unleashes a storm of thought on the whole team.', 'Mind Storm'),
      A('Fires an annihilation ray.', 'Annihilation Ray'),
      S(
        'Fills the air with psychic static: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Unleashes a storm of thought on the whole team.', 'Mind Storm'),
    ],
    traits: [T.twoActions(), T.psiWard(), T.evasive(1)],
    escape: 7,
    xp: 16,
    treasure: 6,
    weak: ['ML'],
    resist: ['Ice', 'Fire'],
    description: 'Older than the station it stands in, and it remembers building it.',
  }),
];

const INSECTOIDS: Obj[] = [
  enemy('Insectoids', {
    id: 'chitin-mite',
    name: 'Chitin Mite',
    level: 1,
    hp: 4,
    agility: 2,
    armor: 1,
    weapons: [atk('Mandibles', 'melee', 4, 2)],
    table: [
      I('Clicks and circles.'),
      A('Snaps its mandibles.', 'Mandibles'),
      A('Snaps its mandibles.', 'Mandibles'),
      A('Snaps its mandibles.', 'Mandibles'),
      S(
        'Chitters for the hive and hunches down: its armour rises by 1 until the end of the combat.',
        harden(1),
      ),
      A('Snaps its mandibles.', 'Mandibles'),
    ],
    traits: [T.swarm(1)],
    escape: null,
    xp: 2,
    treasure: 1,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'A fist-sized worker, never alone for long.',
  }),
  enemy('Insectoids', {
    id: 'drone-borer',
    name: 'Drone Borer',
    level: 2,
    hp: 7,
    agility: 3,
    armor: 1.5,
    weapons: [
      atk('Drill Jaw', 'melee', 4, 2, { kw: ['AP'] }),
      atk('Acid Spit', 'ranged', 5, 2, { types: ['Toxic'] }),
    ],
    table: [
      I('Bores into a wall panel.'),
      A('Drills with its jaw.', 'Drill Jaw'),
      A('Drills with its jaw.', 'Drill Jaw'),
      A('Spits acid.', 'Acid Spit'),
      A('Drills with its jaw.', 'Drill Jaw'),
      A('Spits acid.', 'Acid Spit'),
    ],
    traits: [T.swarm(1)],
    escape: null,
    xp: 4,
    treasure: 2,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'Tunnels through bulkheads as if they were soil.',
  }),
  enemy('Insectoids', {
    id: 'acid-lancer',
    name: 'Acid Lancer',
    level: 3,
    hp: 10,
    agility: 3,
    armor: 2,
    weapons: [
      atk('Acid Lance', 'ranged', 4, 3, { kw: ['WEAKEN'], weaken: 1, types: ['Toxic'] }),
      atk('Claws', 'melee', 4, 2, { attacks: 2 }),
    ],
    table: [
      S('Hunches behind its plates: its armour rises by 1 until the end of the combat.', harden(1)),
      A('Fires a lance of acid.', 'Acid Lance'),
      A('Rakes with its claws.', 'Claws'),
      A('Fires a lance of acid.', 'Acid Lance'),
      A('Rakes with its claws.', 'Claws'),
      A('Fires a lance of acid.', 'Acid Lance'),
    ],
    traits: [T.swarm(1)],
    escape: null,
    xp: 6,
    treasure: 3,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'Carries a gland of acid on its back like a rifle.',
  }),
  enemy('Insectoids', {
    id: 'hive-breaker',
    name: 'Hive Breaker',
    level: 4,
    hp: 14,
    agility: 4,
    armor: 2.5,
    weapons: [
      atk('Breaker Claws', 'melee', 4, 4, { kw: ['AP'] }),
      atk('Spore Burst', 'ranged', 4, 2, { kw: ['EX'], types: ['Toxic'] }),
    ],
    table: [
      I('Tests the air with its antennae.'),
      A('Smashes with its claws.', 'Breaker Claws'),
      A('Smashes with its claws.', 'Breaker Claws'),
      A('Bursts a spore sac over the team.', 'Spore Burst'),
      S('Hunches behind its plates: its armour rises by 1 until the end of the combat.', harden(1)),
      A('Smashes with its claws.', 'Breaker Claws'),
    ],
    traits: [T.twoActions(), T.swarm(1)],
    escape: null,
    xp: 10,
    treasure: 4,
    weak: ['Fire'],
    resist: ['Toxic', 'ML'],
    description: 'The hive sends it first when a wall is in the way.',
  }),
  enemy('Insectoids', {
    id: 'carapace-titan',
    name: 'Carapace Titan',
    level: 5,
    hp: 18,
    agility: 5,
    armor: 3,
    weapons: [
      atk('Siege Mandibles', 'melee', 5, 6, { kw: ['AP'] }),
      atk('Acid Volley', 'ranged', 4, 2, { attacks: 2, kw: ['WEAKEN'], weaken: 1, types: ['Toxic'] }),
    ],
    table: [
      S('Hunches behind its plates: its armour rises by 1 until the end of the combat.', harden(1)),
      A('Closes its siege mandibles.', 'Siege Mandibles'),
      A('Fires a volley of acid.', 'Acid Volley'),
      A('Closes its siege mandibles.', 'Siege Mandibles'),
      A('Fires a volley of acid.', 'Acid Volley'),
      A('Closes its siege mandibles.', 'Siege Mandibles'),
    ],
    traits: [T.twoActions(), T.swarm(2)],
    escape: null,
    xp: 13,
    treasure: 5,
    weak: ['Fire'],
    resist: ['Toxic', 'ML'],
    description: 'A walking fortress of fused plates.',
  }),
  enemy('Insectoids', {
    id: 'brood-regent',
    name: 'Brood Regent',
    level: 6,
    hp: 23,
    agility: 5,
    armor: 4,
    weapons: [
      atk('Regent Scythes', 'melee', 4, 4, { attacks: 2, kw: ['AP'] }),
      atk('Acid Deluge', 'ranged', 4, 3, { kw: ['EX', 'WEAKEN'], weaken: 1, types: ['Toxic'] }),
    ],
    table: [
      S('Calls the brood: its armour rises by 1 until the end of the combat.', harden(1)),
      A('Scythes twice.', 'Regent Scythes'),
      A('Drowns the team in acid.', 'Acid Deluge'),
      A('Scythes twice.', 'Regent Scythes'),
      A('Scythes twice.', 'Regent Scythes'),
      A('Drowns the team in acid.', 'Acid Deluge'),
    ],
    traits: [T.twoActions(), T.swarm(2)],
    escape: null,
    xp: 17,
    treasure: 6,
    weak: ['Fire'],
    resist: ['Toxic', 'ML'],
    description: 'Rules a hive from its heart and leaves it only to kill.',
  }),
];

const LOST: Obj[] = [
  enemy('The Lost', {
    id: 'stranded-scavenger',
    name: 'Stranded Scavenger',
    level: 1,
    hp: 4,
    agility: 3,
    armor: 0,
    weapons: [atk('Scrap Pistol', 'ranged', 4, 2), atk('Shiv', 'melee', 4, 1)],
    table: [
      I('Rummages through its pack.'),
      A('Fires its scrap pistol.', 'Scrap Pistol'),
      A('Fires its scrap pistol.', 'Scrap Pistol'),
      A('Stabs with a shiv.', 'Shiv'),
      S('Swallows a dubious pill: regains 1 HP.', heal(1)),
      A('Fires its scrap pistol.', 'Scrap Pistol'),
    ],
    escape: 2,
    xp: 2,
    treasure: 1,
    weak: ['Toxic'],
    description: 'Someone who came looking for a fortune and found a wreck.',
  }),
  enemy('The Lost', {
    id: 'hollow-eyed-drifter',
    name: 'Hollow-Eyed Drifter',
    level: 2,
    hp: 7,
    agility: 4,
    armor: 0.5,
    shield: ['A', 2, 1],
    weapons: [atk('Rusted Carbine', 'ranged', 4, 2), atk('Cleaver', 'melee', 4, 3)],
    table: [
      I('Mutters the name of a ship that no longer exists.'),
      A('Fires its rusted carbine.', 'Rusted Carbine'),
      A('Fires its rusted carbine.', 'Rusted Carbine'),
      A('Hacks with a cleaver.', 'Cleaver'),
      S('Patches itself up: regains 2 HP.', heal(2)),
      A('Fires its rusted carbine.', 'Rusted Carbine'),
    ],
    escape: 3,
    xp: 4,
    treasure: 2,
    weak: ['Toxic'],
    description: 'Has drifted from station to station for longer than it can remember.',
  }),
  enemy('The Lost', {
    id: 'wreck-raider',
    name: 'Wreck Raider',
    level: 3,
    hp: 10,
    agility: 4,
    armor: 1,
    shield: ['A', 3, 1],
    weapons: [
      atk('Raider Shotgun', 'ranged', 4, 2, { attacks: 2 }),
      atk('Pipe Bomb', 'ranged', 4, 2, { kw: ['EX'], types: ['Fire'] }),
    ],
    table: [
      I('Checks its jury-rigged gear.'),
      A('Blasts with its shotgun.', 'Raider Shotgun'),
      A('Blasts with its shotgun.', 'Raider Shotgun'),
      A('Lobs a pipe bomb at the team.', 'Pipe Bomb'),
      S('Patches itself up: regains 2 HP.', heal(2)),
      A('Blasts with its shotgun.', 'Raider Shotgun'),
    ],
    escape: 4,
    xp: 6,
    treasure: 3,
    weak: ['Toxic'],
    description: 'Strips wrecks for parts, and does not mind if the crew is still aboard.',
  }),
  enemy('The Lost', {
    id: 'lost-legionnaire',
    name: 'Lost Legionnaire',
    level: 4,
    hp: 13,
    agility: 5,
    armor: 1.5,
    shield: ['A', 4, 1],
    weapons: [atk('Service Carbine', 'ranged', 4, 4), atk('Bayonet', 'melee', 4, 3, { kw: ['AP'] })],
    table: [
      S(
        'Takes cover and reloads: the crew member it would target needs 1 more to hit until their next activation.',
        hinder(1, false),
      ),
      A('Fires its carbine.', 'Service Carbine'),
      A('Fires its carbine.', 'Service Carbine'),
      A('Charges with the bayonet.', 'Bayonet'),
      A('Fires its carbine.', 'Service Carbine'),
      A('Charges with the bayonet.', 'Bayonet'),
    ],
    traits: [T.explodes(3)],
    escape: 5,
    xp: 9,
    treasure: 4,
    weak: ['Toxic'],
    resist: ['Fire'],
    description: 'A soldier of an army that lost its war, still carrying its leaking power pack.',
  }),
  enemy('The Lost', {
    id: 'scrap-warlord',
    name: 'Scrap Warlord',
    level: 5,
    hp: 17,
    agility: 5,
    armor: 2,
    shield: ['B', 4, 1],
    weapons: [
      atk('Rotary Gun', 'ranged', 4, 2, { attacks: 3 }),
      atk('Power Claw', 'melee', 4, 5, { kw: ['WEAKEN'], weaken: 1 }),
      atk('Firebomb', 'ranged', 4, 3, { kw: ['EX'], types: ['Fire'] }),
    ],
    table: [
      I('Bellows at its crew to keep up.'),
      A('Spins up the rotary gun.', 'Rotary Gun'),
      A('Spins up the rotary gun.', 'Rotary Gun'),
      A('Crushes with its power claw.', 'Power Claw'),
      A('Hurls a firebomb at the team.', 'Firebomb'),
      A('Spins up the rotary gun.', 'Rotary Gun'),
    ],
    traits: [T.twoActions()],
    escape: 6,
    xp: 12,
    treasure: 5,
    weak: ['Toxic'],
    resist: ['Fire'],
    description: 'Has built a little kingdom out of wrecks, and you are trespassing.',
  }),
  enemy('The Lost', {
    id: 'last-captain',
    name: 'Last Captain',
    level: 6,
    hp: 22,
    agility: 6,
    armor: 2,
    shield: ['B', 5, 2],
    weapons: [
      atk('Rail Pistol', 'ranged', 4, 6, { kw: ['AP'] }),
      atk('Boarding Sabre', 'melee', 3, 4, { attacks: 2 }),
      atk('Frag Salvo', 'ranged', 4, 3, { kw: ['EX'] }),
    ],
    table: [
      S(
        'Steadies its crew: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Fires its rail pistol.', 'Rail Pistol'),
      A('Cuts twice with its sabre.', 'Boarding Sabre'),
      A('Fires its rail pistol.', 'Rail Pistol'),
      A('Calls a frag salvo on the team.', 'Frag Salvo'),
      A('Cuts twice with its sabre.', 'Boarding Sabre'),
    ],
    traits: [T.twoActions()],
    escape: 7,
    xp: 16,
    treasure: 6,
    weak: ['Toxic'],
    resist: ['Fire'],
    description: 'The last officer of a vanished fleet, still giving orders to the dead.',
  }),
];

const BEASTS: Obj[] = [
  enemy('Beasts', {
    id: 'spitting-burrow-rat',
    name: 'Spitting Burrow-Rat',
    level: 1,
    hp: 6,
    agility: 4,
    armor: 0,
    weapons: [atk('Gnaw', 'melee', 4, 2), atk('Spit', 'ranged', 5, 1, { types: ['Toxic'] })],
    table: [
      I('Sniffs around.'),
      A('Gnaws at an ankle.', 'Gnaw'),
      A('Gnaws at an ankle.', 'Gnaw'),
      A('Spits.', 'Spit'),
      A('Gnaws at an ankle.', 'Gnaw'),
      A('Spits.', 'Spit'),
    ],
    escape: 2,
    xp: 2,
    treasure: 1,
    weak: ['Fire'],
    description: 'A burrowing pest as big as a dog, with a mouthful of bile.',
  }),
  enemy('Beasts', {
    id: 'thornvine-creeper',
    name: 'Thornvine Creeper',
    level: 2,
    hp: 10,
    agility: 2,
    armor: 0.5,
    weapons: [
      atk('Thorn Lash', 'melee', 4, 1, { attacks: 3 }),
      atk('Sap Spray', 'ranged', 5, 2, { types: ['Toxic'] }),
    ],
    table: [
      I('Creeps a little closer.'),
      A('Lashes with thorned vines.', 'Thorn Lash'),
      A('Lashes with thorned vines.', 'Thorn Lash'),
      A('Sprays sticky sap.', 'Sap Spray'),
      A('Lashes with thorned vines.', 'Thorn Lash'),
      S('Sinks its roots: regains 2 HP.', heal(2)),
    ],
    traits: [T.drain(1)],
    escape: null,
    xp: 4,
    treasure: 1,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'A hungry plant that feeds on whatever blunders into it.',
  }),
  enemy('Beasts', {
    id: 'glass-tooth-stalker',
    name: 'Glass-Tooth Stalker',
    level: 3,
    hp: 14,
    agility: 6,
    armor: 0.5,
    weapons: [atk('Glass Fangs', 'melee', 4, 4, { kw: ['AP'] }), atk('Pounce', 'melee', 3, 3)],
    table: [
      I('Circles, just out of sight.'),
      A('Bites with glass fangs.', 'Glass Fangs'),
      A('Pounces.', 'Pounce'),
      A('Bites with glass fangs.', 'Glass Fangs'),
      A('Pounces.', 'Pounce'),
      A('Bites with glass fangs.', 'Glass Fangs'),
    ],
    traits: [T.evasive(1)],
    escape: 3,
    xp: 6,
    treasure: 2,
    weak: ['Ice'],
    description: 'Its teeth are transparent, so the first thing you see is your own blood.',
  }),
  enemy('Beasts', {
    id: 'ridgeback-charger',
    name: 'Ridgeback Charger',
    level: 4,
    hp: 19,
    agility: 5,
    armor: 1.5,
    weapons: [atk('Horn Charge', 'melee', 4, 6), atk('Tail Sweep', 'melee', 4, 2, { kw: ['EX'] })],
    table: [
      I('Paws the ground.'),
      A('Charges with lowered horns.', 'Horn Charge'),
      A('Sweeps its tail through the whole team.', 'Tail Sweep'),
      A('Charges with lowered horns.', 'Horn Charge'),
      A('Charges with lowered horns.', 'Horn Charge'),
      A('Sweeps its tail through the whole team.', 'Tail Sweep'),
    ],
    traits: [
      {
        name: 'Stampede',
        effect: 'A crew member in cover gets only +1 armour against its Tail Sweep, not +3.',
      },
    ],
    escape: 5,
    xp: 9,
    treasure: 3,
    weak: ['Ice'],
    resist: ['Toxic'],
    description: 'A grazer the size of a truck that treats every noise as a threat.',
  }),
  enemy('Beasts', {
    id: 'mire-hydra',
    name: 'Mire Hydra',
    level: 5,
    hp: 25,
    agility: 5,
    armor: 1,
    weapons: [
      atk('Many Jaws', 'melee', 4, 3, { attacks: 3 }),
      atk('Bile Spray', 'ranged', 4, 3, { kw: ['EX'], types: ['Toxic'] }),
    ],
    table: [
      I('Its heads argue with each other.'),
      A('Strikes with many jaws.', 'Many Jaws'),
      A('Strikes with many jaws.', 'Many Jaws'),
      A('Sprays bile over the team.', 'Bile Spray'),
      A('Strikes with many jaws.', 'Many Jaws'),
      S('Regrows a head: regains 3 HP.', heal(3)),
    ],
    traits: [T.twoActions(), T.regen(2)],
    escape: null,
    xp: 13,
    treasure: 4,
    weak: ['Fire'],
    resist: ['Toxic', 'Ice'],
    description: 'A swamp serpent with more heads than anyone has managed to count.',
  }),
  enemy('Beasts', {
    id: 'sky-maw-devourer',
    name: 'Sky-Maw Devourer',
    level: 6,
    hp: 32,
    agility: 8,
    armor: 1.5,
    weapons: [
      atk('Rending Talons', 'melee', 4, 5, { attacks: 2, kw: ['AP'] }),
      atk('Dive Strike', 'melee', 3, 7),
    ],
    table: [
      I('Wheels overhead, screaming.'),
      A('Rends with its talons.', 'Rending Talons'),
      A('Dives and strikes.', 'Dive Strike'),
      A('Rends with its talons.', 'Rending Talons'),
      A('Dives and strikes.', 'Dive Strike'),
      A('Rends with its talons.', 'Rending Talons'),
    ],
    traits: [T.twoActions(), T.drain(2)],
    escape: 8,
    xp: 17,
    treasure: 5,
    weak: ['Ice'],
    resist: ['Fire'],
    description: 'A winged predator that nests in the ribs of crashed freighters.',
  }),
];

const RENEGADES: Obj[] = [
  enemy('Renegades', {
    id: 'veiled-acolyte',
    name: 'Veiled Acolyte',
    level: 1,
    hp: 4,
    agility: 3,
    armor: 0,
    shield: ['B', 2, 1],
    weapons: [atk('Hex Pistol', 'ranged', 4, 2), atk('Ritual Knife', 'melee', 4, 2, { types: ['Toxic'] })],
    table: [
      S(
        'Whispers a word nobody should hear: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Fires its hex pistol.', 'Hex Pistol'),
      A('Cuts with a ritual knife.', 'Ritual Knife'),
      A('Fires its hex pistol.', 'Hex Pistol'),
      S('Draws on its field: regains 2 shield energy.', recharge(2)),
      A('Fires its hex pistol.', 'Hex Pistol'),
    ],
    traits: [T.dread(1)],
    escape: null,
    xp: 3,
    treasure: 1,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'Its face is hidden; what shows of its hands is grey.',
  }),
  enemy('Renegades', {
    id: 'shade-runner',
    name: 'Shade Runner',
    level: 2,
    hp: 7,
    agility: 4,
    armor: 0.5,
    shield: ['B', 3, 1],
    weapons: [atk('Shadow Blades', 'melee', 4, 2, { attacks: 2 }), atk('Hex Pistol', 'ranged', 4, 2)],
    table: [
      S(
        'Slips into the dark: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Cuts twice with shadow blades.', 'Shadow Blades'),
      A('Fires its hex pistol.', 'Hex Pistol'),
      A('Cuts twice with shadow blades.', 'Shadow Blades'),
      S('Draws on its field: regains 2 shield energy.', recharge(2)),
      A('Fires its hex pistol.', 'Hex Pistol'),
    ],
    traits: [T.dread(1)],
    escape: null,
    xp: 4,
    treasure: 2,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'Moves between the lights faster than eyes can follow.',
  }),
  enemy('Renegades', {
    id: 'null-sentinel',
    name: 'Null Sentinel',
    level: 3,
    hp: 10,
    agility: 5,
    armor: 1,
    shield: ['B', 4, 2],
    weapons: [atk('Null Rifle', 'ranged', 4, 3, { kw: ['IS'] }), atk('Gauntlet', 'melee', 4, 3)],
    table: [
      I('Stands perfectly still.'),
      A('Fires its null rifle.', 'Null Rifle'),
      A('Fires its null rifle.', 'Null Rifle'),
      A('Strikes with its gauntlet.', 'Gauntlet'),
      S('Draws on its field: regains 3 shield energy.', recharge(3)),
      A('Fires its null rifle.', 'Null Rifle'),
    ],
    traits: [T.zombie(4)],
    escape: null,
    xp: 7,
    treasure: 3,
    weak: ['Fire'],
    resist: ['Toxic'],
    description: 'It keeps standing long after it should have fallen.',
  }),
  enemy('Renegades', {
    id: 'ashen-inquisitor',
    name: 'Ashen Inquisitor',
    level: 4,
    hp: 14,
    agility: 6,
    armor: 1,
    shield: ['B', 5, 2],
    weapons: [
      atk('Brand Lance', 'melee', 4, 4, { kw: ['WEAKEN'], weaken: 1, types: ['Fire'] }),
      atk('Soul Bolt', 'ranged', 4, 3, { kw: ['IS', 'IA'] }),
    ],
    table: [
      S(
        'Asks a question in your head: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Brands with its lance.', 'Brand Lance'),
      A('Looses a soul bolt.', 'Soul Bolt'),
      A('Brands with its lance.', 'Brand Lance'),
      A('Looses a soul bolt.', 'Soul Bolt'),
      S('Draws on its field: regains 3 shield energy.', recharge(3)),
    ],
    traits: [T.dread(2), T.zombie(5)],
    escape: null,
    xp: 10,
    treasure: 4,
    weak: ['Fire'],
    resist: ['Toxic', 'Ice'],
    description: 'Burns heretics; it has decided that you are one.',
  }),
  enemy('Renegades', {
    id: 'dusk-reaver',
    name: 'Dusk Reaver',
    level: 5,
    hp: 18,
    agility: 7,
    armor: 1.5,
    shield: ['B', 7, 3],
    weapons: [
      atk('Reaver Scythe', 'melee', 4, 3, { attacks: 2, kw: ['AP'] }),
      atk('Dusk Carbine', 'ranged', 4, 4, { kw: ['IS'] }),
    ],
    table: [
      S('Draws on its field: regains 4 shield energy.', recharge(4)),
      A('Reaps twice with its scythe.', 'Reaver Scythe'),
      A('Fires its dusk carbine.', 'Dusk Carbine'),
      A('Reaps twice with its scythe.', 'Reaver Scythe'),
      A('Fires its dusk carbine.', 'Dusk Carbine'),
      A('Reaps twice with its scythe.', 'Reaver Scythe'),
    ],
    traits: [T.twoActions(), T.dread(2)],
    escape: null,
    xp: 13,
    treasure: 5,
    weak: ['Fire'],
    resist: ['Toxic', 'Ice'],
    description: 'Comes at the hour when a station dims its lights.',
  }),
  enemy('Renegades', {
    id: 'unlit-sovereign',
    name: 'Unlit Sovereign',
    level: 6,
    hp: 24,
    agility: 7,
    armor: 2,
    shield: ['B', 8, 3],
    weapons: [
      atk('Unmaking Touch', 'melee', 4, 7, { kw: ['IA'] }),
      atk('Void Choir', 'ranged', 4, 3, { kw: ['EX', 'IS'] }),
    ],
    table: [
      S(
        'The lights die: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Reaches out to unmake.', 'Unmaking Touch'),
      A('Calls the void choir down on the team.', 'Void Choir'),
      A('Reaches out to unmake.', 'Unmaking Touch'),
      A('Calls the void choir down on the team.', 'Void Choir'),
      S('Draws on its field: regains 4 shield energy.', recharge(4)),
    ],
    traits: [T.twoActions(), T.zombie(6), T.dread(2)],
    escape: null,
    xp: 17,
    treasure: 6,
    weak: ['Fire'],
    resist: ['Toxic', 'Ice'],
    description: 'Whatever the Renegades serve, it is closer to it than they are.',
  }),
];

const HELL: Obj[] = [
  enemy('hell', {
    id: 'cinder-behemoth',
    name: 'Cinder Behemoth',
    level: 6,
    hp: 40,
    agility: 6,
    armor: 3,
    weapons: [
      atk('Molten Fists', 'melee', 4, 6, { attacks: 2, types: ['Fire'] }),
      atk('Magma Spew', 'ranged', 4, 4, { kw: ['EX'], types: ['Fire'] }),
    ],
    table: [
      S('Its cracks glow white: regains 4 HP.', heal(4)),
      A('Pounds with molten fists.', 'Molten Fists'),
      A('Spews magma over the team.', 'Magma Spew'),
      A('Pounds with molten fists.', 'Molten Fists'),
      A('Spews magma over the team.', 'Magma Spew'),
      A('Pounds with molten fists.', 'Molten Fists'),
    ],
    traits: [T.twoActions(), T.regen(3), T.explodes(5)],
    escape: null,
    xp: 25,
    treasure: 6,
    weak: ['Ice'],
    resist: ['Fire', 'Toxic'],
    description: 'A creature from hell: a walking furnace that leaves glass footprints.',
  }),
  enemy('hell', {
    id: 'rimeborn-horror',
    name: 'Rimeborn Horror',
    level: 6,
    hp: 34,
    agility: 8,
    armor: 2,
    shield: ['B', 6, 2],
    weapons: [
      atk('Frost Talons', 'melee', 4, 4, { attacks: 2, kw: ['AP'], types: ['Ice'] }),
      atk('Blizzard Breath', 'ranged', 4, 3, { kw: ['EX', 'WEAKEN'], weaken: 1, types: ['Ice'] }),
    ],
    table: [
      S(
        'The air freezes: every crew member needs 1 more to hit until their next activation.',
        hinder(1, true),
      ),
      A('Tears with frost talons.', 'Frost Talons'),
      A('Breathes a blizzard over the team.', 'Blizzard Breath'),
      A('Tears with frost talons.', 'Frost Talons'),
      A('Breathes a blizzard over the team.', 'Blizzard Breath'),
      A('Tears with frost talons.', 'Frost Talons'),
    ],
    traits: [T.twoActions(), T.drain(2), T.dread(2)],
    escape: null,
    xp: 25,
    treasure: 6,
    weak: ['Fire'],
    resist: ['Ice', 'Toxic'],
    description: 'A creature from hell: something that was frozen in the ice of a dead moon, and woke.',
  }),
];

// ---------------------------------------------------------------------------------------------------
// Treasure table and prototype effects

const band = (from: number, to: number, drop: string): Obj => ({ from, to, drop });

const TREASURE_TABLE: Obj = {
  id: 'sample-treasure-table',
  name: 'Treasure table (sample)',
  gradeValues: [...GRADE_VALUES],
  columns: [
    {
      locationKinds: ['planet-surface', 'other'],
      bands: [
        band(1, 6, 'cash'),
        band(7, 11, 'item'),
        band(12, 15, 'weapon'),
        band(16, 19, 'ammo'),
        band(20, 20, 'prototype'),
      ],
    },
    {
      locationKinds: ['underground'],
      bands: [
        band(1, 4, 'cash'),
        band(5, 9, 'item'),
        band(10, 15, 'weapon'),
        band(16, 18, 'ammo'),
        band(19, 20, 'prototype'),
      ],
    },
    {
      locationKinds: ['space-station'],
      bands: [
        band(1, 5, 'cash'),
        band(6, 12, 'item'),
        band(13, 15, 'weapon'),
        band(16, 18, 'ammo'),
        band(19, 20, 'prototype'),
      ],
    },
    {
      locationKinds: ['in-space'],
      grades: { min: 1, max: 3 },
      bands: [
        band(1, 8, 'cash'),
        band(9, 13, 'item'),
        band(14, 16, 'weapon'),
        band(17, 19, 'ammo'),
        band(20, 20, 'prototype'),
      ],
    },
    {
      locationKinds: ['in-space'],
      grades: { min: 4, max: 6 },
      bands: [
        band(1, 5, 'cash'),
        band(6, 10, 'item'),
        band(11, 14, 'weapon'),
        band(15, 17, 'ammo'),
        band(18, 20, 'prototype'),
      ],
    },
  ],
  description:
    'Sample table, not the book’s. Roll a d20 per drop and read the column of the location kind (and, in space, the treasure grade). Grade values are sample prices per grade; the book’s example gives grade 3 a price of 12 and grade 4 a value of 30, the others are made up.',
};

const stat = (s: string, amount: number): Obj => ({ kind: 'stat', stat: s, amount });
const attr = (attribute: string, amount: number): Obj => ({ kind: 'attribute', attribute, amount });
const modc = (to: string, amount: number): Obj => ({ kind: 'modifier', to, amount });
const keyword = (k: string, weaken?: number): Obj => ({
  kind: 'keyword',
  keyword: k,
  ...(weaken === undefined ? {} : { weaken }),
});
const dtype = (damageType: string): Obj => ({ kind: 'damage-type', damageType });
const jams = (face: number): Obj => ({ kind: 'jams-on', face });
const hurts = (hp: number, when: string): Obj => ({ kind: 'hurts-user', hp, when });
const bulky = (amount: number): Obj => ({ kind: 'bulky', amount });

function proto(id: string, name: string, appliesTo: string[], rows: [string, Obj, Obj, string][]): Obj {
  return {
    id,
    name,
    appliesTo,
    rows: rows.map(([rowName, plus, minus, text], i) => ({
      roll: i + 1,
      name: rowName,
      plus,
      minus,
      text: `Sample. ${text}`,
    })),
  };
}

// prettier-ignore
const PROTOTYPES: Obj[] = [
  proto(
    'prototype-ranged',
    'Prototype ranged weapons (sample)',
    ['ranged-weapon'],
    [
      [
        'Overcharged Coils',
        stat('damage', 1),
        jams(2),
        '+1 damage; the weapon also jams on a hit roll of 2.',
      ],
      ['Extended Cell', stat('ammo', 2), bulky(1), '+2 ammo; takes one more inventory slot.'],
      ['Smart Sights', stat('hit', -1), stat('ammo', -1), 'Hits on one less; 1 less ammo.'],
      [
        'Incendiary Rounds',
        dtype('Fire'),
        hurts(1, 'jam'),
        'Also deals Fire damage; when it jams, the wielder loses 1 HP.',
      ],
      ['Penetrator Core', keyword('AP'), stat('strength', 1), 'Armour piercing; needs 1 more Strength.'],
      [
        'Unstable Capacitor',
        stat('attacks', 1),
        hurts(1, 'use'),
        'One more attack per use; the wielder loses 1 HP each time it is fired.',
      ],
    ],
  ),
  proto(
    'prototype-melee',
    'Prototype melee weapons (sample)',
    ['melee-weapon'],
    [
      ['Monomolecular Edge', keyword('AP'), jams(2), 'Armour piercing; also jams on a hit roll of 2.'],
      [
        'Counterweighted',
        stat('hit', -1),
        attr('agility', -1),
        'Hits on one less; its bearer has 1 less Agility.',
      ],
      [
        'Heated Blade',
        dtype('Fire'),
        hurts(1, 'jam'),
        'Also deals Fire damage; when it jams, the wielder loses 1 HP.',
      ],
      ['Cryo Core', dtype('Ice'), stat('strength', 1), 'Also deals Ice damage; needs 1 more Strength.'],
      ['Shock Coil', keyword('IS'), bulky(1), 'Ignores shields; takes one more inventory slot.'],
      ['Brute Mass', stat('damage', 2), stat('hit', 1), '+2 damage; needs one more to hit.'],
    ],
  ),
  proto(
    'prototype-armour',
    'Prototype armour (sample)',
    ['armor-jacket', 'helmet', 'physical-shield'],
    [
      [
        'Reactive Plating',
        stat('armor', 1),
        attr('agility', -1),
        '+1 armour; its wearer has 1 less Agility.',
      ],
      [
        'Featherweave',
        attr('agility', 1),
        stat('armor', -1),
        'Its wearer has 1 more Agility; 1 less armour.',
      ],
      [
        'Sensor Mesh',
        modc('initiative', 1),
        modc('charisma', -1),
        '+1 to initiative; -1 to Charisma checks (it beeps constantly).',
      ],
      ['Slick Coating', modc('escape', 1), bulky(1), '+1 to escape rolls; takes one more inventory slot.'],
      ['Hardlight Weave', stat('armor', 2), modc('ranged-hit', -1), '+2 armour; -1 to ranged hit rolls.'],
      [
        'Servo Joints',
        attr('strength', 1),
        modc('tech', -1),
        'Its wearer has 1 more Strength; -1 to Tech checks.',
      ],
    ],
  ),
  proto(
    'prototype-shields',
    'Prototype shields and chargers (sample)',
    ['shield-a', 'shield-b', 'shield-charger'],
    [
      [
        'Overclocked Emitter',
        stat('shield-power', 2),
        stat('shield-recharge', -1),
        '+2 shield power; 1 less recharge.',
      ],
      [
        'Fast Cycler',
        stat('shield-recharge', 1),
        stat('shield-power', -1),
        '+1 recharge; 1 less shield power.',
      ],
      [
        'Charge Booster',
        stat('charge', 1),
        hurts(1, 'turn'),
        'A charger restores 1 more; it stings its bearer for 1 HP each combat turn.',
      ],
      [
        'Compact Housing',
        stat('shield-power', 1),
        bulky(1),
        '+1 shield power; takes one more inventory slot.',
      ],
      [
        'Harmonic Tuning',
        stat('shield-recharge', 2),
        attr('agility', -1),
        '+2 recharge; its bearer has 1 less Agility.',
      ],
      [
        'Feedback Loop',
        stat('shield-power', 3),
        hurts(1, 'turn'),
        '+3 shield power; it stings its bearer for 1 HP each combat turn.',
      ],
    ],
  ),
  proto(
    'prototype-oxygen',
    'Prototype oxygen tanks (sample)',
    ['oxygen-tank'],
    [
      ['Compressed Reserve', stat('oxygen', 3), bulky(1), '+3 oxygen; takes one more inventory slot.'],
      ['Lightweight Rig', modc('run', 1), stat('oxygen', -2), '+1 to the Run roll; 2 less oxygen.'],
      ['Scrubber Loop', stat('oxygen', 5), hurts(1, 'use'), '+5 oxygen; whoever opens it loses 1 HP.'],
      [
        'Rebreather Valve',
        stat('oxygen', 2),
        modc('charisma', -1),
        '+2 oxygen; -1 to Charisma checks (it wheezes).',
      ],
      [
        'Overpressure Tank',
        stat('oxygen', 6),
        attr('agility', -1),
        '+6 oxygen; its bearer has 1 less Agility.',
      ],
      ['Cryo-Compressed', stat('oxygen', 8), bulky(2), '+8 oxygen; takes two more inventory slots.'],
    ],
  ),
  proto(
    'prototype-medical',
    'Prototype med kits and stimpacks (sample)',
    ['medkit', 'stimpack'],
    [
      [
        'Potent Blend',
        stat('heal', 2),
        stat('uses', -1),
        'Heals 2 more per use; one use fewer (at least one).',
      ],
      ['Extra Doses', stat('uses', 1), stat('heal', -1), 'One more use; heals 1 less per use.'],
      ['Adrenal Kick', stat('heal', 3), hurts(1, 'use'), 'Heals 3 more; whoever applies it loses 1 HP.'],
      ['Auto-Injector', stat('uses', 2), stat('heal', -2), 'Two more uses; heals 2 less per use.'],
      ['Nanite Seed', stat('heal', 1), bulky(1), 'Heals 1 more; takes one more inventory slot.'],
      [
        'Experimental Serum',
        stat('heal', 4),
        hurts(2, 'use'),
        'Heals 4 more; whoever applies it loses 2 HP.',
      ],
    ],
  ),
  proto(
    'prototype-psi',
    'Prototype PSI items (sample)',
    ['psi'],
    [
      [
        'Resonant Core',
        stat('psi-bonus', 1),
        hurts(1, 'use'),
        '+1 to PSI attempts; each attempt with it costs 1 HP.',
      ],
      [
        'Calming Lattice',
        modc('meditate', 2),
        stat('psi-bonus', -1),
        '+2 to meditation rolls; 1 less to PSI attempts.',
      ],
      [
        'Amplifier Crystal',
        stat('psi-bonus', 2),
        attr('charisma', -1),
        '+2 to PSI attempts; its bearer has 1 less Charisma.',
      ],
      ['Echo Chamber', stat('psi-bonus', 1), modc('initiative', -1), '+1 to PSI attempts; -1 to initiative.'],
      [
        'Dream Filament',
        stat('psi-bonus', 1),
        bulky(1),
        '+1 to PSI attempts; takes one more inventory slot.',
      ],
      [
        'Forbidden Glyph',
        stat('psi-bonus', 3),
        hurts(1, 'turn'),
        '+3 to PSI attempts; it burns its bearer for 1 HP each combat turn.',
      ],
    ],
  ),
];

// ---------------------------------------------------------------------------------------------------
// Output

/** JSON with small objects and short lists on one line, so prettier keeps them compact. */
function compact(value: Json | undefined, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat.length + indent.length <= 100 || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((v) => inner + compact(v, inner)).join(',\n')}\n${indent}]`;
  const lines = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compact(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

function fileText(content: Obj): string {
  return `${compact({ schemaVersion: 1, ...content })}\n`;
}

const OUTPUTS: Record<string, Obj> = {
  'kraken/traits.json': { traits: TRAITS },
  'kraken/crew.json': { crewTemplates: CREW },
  'kraken/equipment.json': {
    weapons: WEAPONS.flat(),
    items: ITEMS.flat(),
    dropGrids: [
      ...WEAPONS.map((list, g) => dropGrid('weapons', g + 1, list)),
      ...ITEMS.map((list, g) => dropGrid('items', g + 1, list)),
    ],
  },
  'kraken/enemies.json': {
    enemies: [...KRAKENS, ...GREYS, ...INSECTOIDS, ...LOST, ...BEASTS, ...RENEGADES, ...HELL],
  },
  'kraken/spoils.json': { treasureTables: [TREASURE_TABLE], prototypeEffects: PROTOTYPES },
};

function packFilesOnDisk(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json'))
        files.set(relative(PACK, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(PACK);
  return files;
}

async function main() {
  const config = (await resolveConfig(join(PACK, 'pack.json'))) ?? {};
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(OUTPUTS)) {
    texts.set(path, await format(fileText(content), { ...config, parser: 'json' }));
  }
  const files = packFilesOnDisk();
  for (const [path, text] of texts) files.set(path, text);
  const result = loadPack(files);
  if (!result.ok) {
    console.error(formatPackErrors(result.errors));
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const stale = [...texts].filter(([path, text]) => {
      try {
        return readFileSync(join(PACK, path), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    if (stale.length > 0) {
      console.error(
        `Out of date: ${stale.map(([p]) => p).join(', ')}. Run npx tsx scripts/gen/kraken-content.ts`,
      );
      process.exit(1);
    }
    console.log('The Space Kraken sample content is up to date.');
    return;
  }
  for (const [path, text] of texts) writeFileSync(join(PACK, path), text);
  console.log(`Wrote ${[...texts.keys()].join(', ')}.`);
}

await main();
