import { describe, expect, it } from 'vitest';
import type { CombatEvent } from './combatEvents';
import type { RollRecord } from './combatTypes';
import type { PrototypeEffect } from '../crew/prototypes';
import { narrateCombatEntry, narrateCombatEvent } from './combatNarration';

const LIGHT: PrototypeEffect = {
  table: 'Weapons',
  roll: 2,
  name: 'Light',
  plus: { kind: 'stat', stat: 'damage', amount: 1 },
  minus: { kind: 'stat', stat: 'hit', amount: 1 },
  text: 'Weighs nothing.',
};

const TABLE_ROLL: RollRecord = { faces: [4], modifier: 0, target: null, success: null, odds: null };

/** One sentence per event kind: the wording the log, the Quick fight and the crawl's game log show. */
const SAID: readonly (readonly [CombatEvent, string])[] = [
  [{ kind: 'fight-begun', encounter: 'boss', map: 3 }, 'A boss fight begins on map 3.'],
  [{ kind: 'fight-begun', encounter: 'ambush', map: 1 }, 'An ambush begins on map 1.'],
  [{ kind: 'fight-begun', encounter: 'ground', map: 2 }, 'A ground combat begins on map 2.'],
  [
    {
      kind: 'enemy-appeared',
      uid: 'e1',
      name: 'Ink Crawler',
      spawned: { role: 'primary', level: 8, sheetLevel: 6, species: 'Greys', damageBonus: 2, hitBonus: 1 },
    },
    'Ink Crawler appears: a level 8 primary of the Greys (level 8: +2 damage, hits 1 easier).',
  ],
  [{ kind: 'enemies-gathered', names: ['Brute', 'Grunt'] }, 'Every enemy is here: Brute, Grunt.'],
  [
    { kind: 'spawn-die', purpose: 'Minions', result: { step: 'minion-count', minions: 2 } },
    'Minions: rolled 4. 2 minion(s) coming.',
  ],
  [
    { kind: 'spawn-die', purpose: 'Creature from hell', result: { step: 'hell', fromHell: false } },
    'Creature from hell: rolled 4. No creature from hell.',
  ],
  [{ kind: 'reaction-passed' }, 'The reaction is passed up.'],
  [
    { kind: 'initiative-cover', crewId: 'ada', name: 'Ada', inCover: true },
    'Ada takes cover for the first turn.',
  ],
  [{ kind: 'initiative-announced', odds: 0.5 }, 'Initiative is rolled: the crew acts first with odds 50.0%.'],
  [
    { kind: 'initiative-fixed', by: 'ambush', name: null },
    'Ambush: the enemy acts first for the whole combat.',
  ],
  [
    { kind: 'initiative-fixed', by: 'lone-wolf', name: 'Ada' },
    'Lone wolf: Ada acts first for the whole combat.',
  ],
  [
    { kind: 'crew-initiative', face: 1, lowestAgility: 3, bonus: -1, psiSurprise: false },
    'Crew initiative: rolled 1 + lowest Agility 3 − 1 from traits and items = 3.',
  ],
  [
    { kind: 'enemy-initiative', face: 2, lowestAgility: 3, total: 5, first: 'crew', tie: true },
    'Enemy initiative: rolled 2 + lowest Agility 3 = 5. The crew acts first (a tie goes to the crew).',
  ],
  [{ kind: 'turn-begun', turn: 2, loneWolf: true }, 'Turn 2 begins. Lone wolf: two activations this turn.'],
  [{ kind: 'oxygen-spent', left: 3 }, 'The air cannot be breathed: 1 oxygen spent, 3 left.'],
  [{ kind: 'oxygen-short' }, 'No oxygen is left: someone must pass out for this turn’s air.'],
  [{ kind: 'passed-out', crewId: 'ada', name: 'Ada' }, 'Ada passes out for lack of air.'],
  [{ kind: 'shields-recharged', shields: [{ name: 'Ada', energy: 2 }] }, 'Shields recharge: Ada 2.'],
  [
    { kind: 'fight-over', outcome: 'victory', xp: 4, boss: true, drops: 1 },
    'Victory! The team earns 4 XP (doubled for a boss). Jams are cleared. One treasure drop to take.',
  ],
  [
    { kind: 'fight-over', outcome: 'victory', xp: 3, boss: false, drops: 2 },
    'Victory! The team earns 3 XP. Jams are cleared. 2 treasure drops to take.',
  ],
  [
    {
      kind: 'attack-begun',
      crewId: 'kai',
      name: 'Kai',
      targets: ['Brute 1', 'Pup'],
      explosive: false,
      weapon: 'Bar',
      boostDamage: 1,
      boostAccuracy: 2,
      berserk: 3,
      flanking: true,
    },
    'Kai attacks Brute 1 and Pup with Bar (+1 damage, 2 easier to hit, Berserk 3 HP), flanking first.',
  ],
  [
    {
      kind: 'attack-begun',
      crewId: 'kai',
      name: 'Kai',
      targets: [],
      explosive: true,
      weapon: 'Grenade',
      boostDamage: 0,
      boostAccuracy: 0,
      berserk: 0,
      flanking: false,
    },
    'Kai attacks every enemy with Grenade.',
  ],
  [
    { kind: 'chain-planned', crewId: 'kai', name: 'Kai', targets: ['Brute 1', 'Brute 2'] },
    'If it defeats its target, Kai chains on to Brute 1, then Brute 2.',
  ],
  [
    { kind: 'flank-die', crewId: 'kai', name: 'Kai', passed: true },
    'Kai flanks: rolled 4. +3 damage on the first hit.',
  ],
  [{ kind: 'hit-die', purpose: 'Hit 1 at Pup', jams: true }, 'Hit 1 at Pup: rolled 4 — a 1 jams the weapon.'],
  [{ kind: 'die-rerolled' }, 'The die is rolled again.'],
  [
    { kind: 'chain-attack', crewId: 'kai', name: 'Kai', target: 'Brute 1', weapon: 'Bar' },
    'Chain attack: Kai goes on to Brute 1 with Bar.',
  ],
  [{ kind: 'weapon-jammed', weapon: 'Rifle' }, 'Rifle jams.'],
  [{ kind: 'attack-missed', crewId: 'kai', name: 'Kai' }, "Kai's attack misses."],
  [{ kind: 'first-taken', grade: 2, choice: 'stimpack' }, 'Treasure of grade 2: A stimpack is taken.'],
  [{ kind: 'first-taken', grade: 2, choice: 'credits' }, 'Treasure of grade 2: 2 credits are taken.'],
  [{ kind: 'first-taken', grade: 1, choice: 'credits' }, 'Treasure of grade 1: 1 credit is taken.'],
  [
    {
      kind: 'treasure-die',
      grade: 1,
      rolled: 3,
      shift: 3,
      readAs: 6,
      drop: 'prototype',
      note: 'prototype-roll',
    },
    'Treasure d20: 3 (PSI Divination +3: read as 6) — prototype. Roll again for its base.',
  ],
  [
    { kind: 'treasure-die', grade: 1, rolled: 9, shift: 0, readAs: 9, drop: 'ammo', note: 'one-magazine' },
    'Treasure d20: 9 — ammo. One magazine of grade 1.',
  ],
  [
    {
      kind: 'treasure-die',
      grade: 1,
      rolled: 2,
      shift: -3,
      readAs: 1,
      drop: 'cash',
      note: 'prototype-base-missing',
    },
    'Treasure d20: 2 (PSI Divination −3: read as 1) — cash. A prototype needs an item or weapon: roll again.',
  ],
  [{ kind: 'extra-cash', face: 5, credits: 10 }, 'Extra cash: rolled 5, 10 credits.'],
  [
    { kind: 'prototype-effect', face: 2, effect: LIGHT },
    'Prototype effect: rolled 2 — 2 Light: Weighs nothing.',
  ],
  [{ kind: 'drop-row-noted', face: 4, grade: 2, list: 'weapon' }, 'Row 4 of the grade 2 weapon list.'],
  [{ kind: 'drop-row', face: 4, left: 'rifle', right: 'stimpack' }, 'Row 4: rifle or stimpack.'],
  [{ kind: 'drop-taken', id: 'rifle', prototype: false, effect: 'none' }, 'rifle is taken.'],
  [{ kind: 'drop-taken', id: 'rifle', prototype: true, effect: 'none' }, 'rifle is taken as a prototype.'],
  [
    { kind: 'drop-taken', id: 'rifle', prototype: true, effect: 'no-table' },
    'rifle is taken as a prototype; no prototype table applies to it, so it comes without an effect.',
  ],
  [
    { kind: 'drop-taken', id: 'rifle', prototype: true, effect: 'roll' },
    'rifle is taken as a prototype: roll for its effect.',
  ],
  [{ kind: 'ammo-taken', grade: 3, magazines: 1 }, 'One magazine for a grade 3 weapon.'],
  [{ kind: 'ammo-taken', grade: 3, magazines: 2 }, 'Two magazines for weapons below grade 3.'],
  [{ kind: 'activated', crewId: 'ada', name: 'Ada', reaction: true }, 'Ada reacts before the rest arrive.'],
  [{ kind: 'activated', crewId: 'ada', name: 'Ada', reaction: false }, 'Ada activates.'],
  [{ kind: 'held-back', crewId: 'ada', name: null }, 'The crew member holds back.'],
  [
    { kind: 'took-cover', crewId: 'ada', name: 'Ada' },
    'Ada takes cover (+1 armour, enemy hits need 1 more).',
  ],
  [{ kind: 'reloaded', crewId: 'ada', name: 'Ada', weapon: null }, 'Ada reloads the weapon.'],
  [{ kind: 'recharged', crewId: 'ada', name: 'Ada', weapon: 'Zapper' }, 'Ada recharges Zapper.'],
  [{ kind: 'unjam-started', name: 'Ada', weapon: 'Rifle' }, 'Ada works on Rifle.'],
  [
    { kind: 'unjam-die', purpose: 'Unjam Rifle', outcome: 'eased' },
    'Unjam Rifle: rolled 4; still jammed, but the next try needs only 6+.',
  ],
  [
    { kind: 'escape-called', name: 'Ada', escaping: ['Ada', 'Kai'], leftBehind: ['Bo'] },
    'Ada calls the escape: Ada, Kai run; left behind: Bo.',
  ],
  [
    { kind: 'escape-die', success: true, leftBehind: 1 },
    'Escape: rolled 4. The crew gets away. Left behind: 1.',
  ],
  [{ kind: 'escape-die', success: false, leftBehind: 0 }, "Escape: rolled 4. The crew's turn is over."],
  [{ kind: 'meditate-started', name: 'Ada' }, 'Ada meditates.'],
  [
    { kind: 'meditate-die', crewId: 'ada', name: 'Ada', success: false, hpLost: 2 },
    'Ada meditates: rolled 4. 2 HP lost.',
  ],
  [{ kind: 'gear-exchanged', crewId: 'ada', name: 'Ada', with: null }, 'Ada rearranges their gear.'],
  [{ kind: 'gear-exchanged', crewId: 'ada', name: 'Ada', with: 'Kai' }, 'Ada exchanges gear with Kai.'],
  [
    {
      kind: 'item-healed',
      name: 'Ada',
      item: 'Stimpack',
      target: 'Kai',
      hpBefore: 0,
      hpAfter: 3,
      revived: true,
    },
    'Ada uses Stimpack on Kai: 0 → 3 HP and wakes (acting from next turn).',
  ],
  [{ kind: 'item-charged-shield', name: 'Ada', item: 'Cell', energy: 4 }, 'Ada uses Cell: shield at 4.'],
  [
    { kind: 'enemy-exploded', uid: 'e1', name: 'Bloater', blast: 2 },
    'Bloater explodes: every conscious crew member takes 2 Fire damage.',
  ],
  [
    { kind: 'enemy-drained', uid: 'e1', name: 'Leech', hpBefore: 3, hpAfter: 5 },
    'Leech drains its victim: 3 → 5 HP.',
  ],
  [
    { kind: 'enemy-escape-die', uid: 'e1', purpose: 'Ink Crawler escape', fled: true },
    'Ink Crawler escape: rolled 4. It flees the fight.',
  ],
  [
    { kind: 'enemy-escape-die', uid: 'e1', purpose: 'Ink Crawler escape', fled: false },
    'Ink Crawler escape: rolled 4. It stays and fights on.',
  ],
  [
    { kind: 'enemy-action-die', uid: 'e1', purpose: 'Action', action: 'Bite', idle: false, effect: null },
    'Action: rolled 4 — Bite',
  ],
  [
    { kind: 'enemy-action-die', uid: 'e1', purpose: 'Action', action: 'Waits', idle: true, effect: null },
    'Action: rolled 4 — Waits (idle)',
  ],
  [
    {
      kind: 'enemy-action-die',
      uid: 'e1',
      purpose: 'Action',
      action: 'Mends',
      idle: false,
      effect: { kind: 'heal', hp: 5 },
    },
    'Action: rolled 4 — Mends It heals to 5 HP.',
  ],
  [
    {
      kind: 'enemy-action-die',
      uid: 'e1',
      purpose: 'Action',
      action: 'Spits',
      idle: false,
      effect: { kind: 'hinder', names: ['Ada', 'Kai'], amount: 1 },
    },
    'Action: rolled 4 — Spits Ada, Kai needs 1 more to hit next time.',
  ],
  [
    {
      kind: 'enemy-action-die',
      uid: 'e1',
      purpose: 'Action',
      action: 'Spits',
      idle: false,
      effect: { kind: 'hinder', names: [], amount: 2 },
    },
    'Action: rolled 4 — Spits Nobody needs 2 more to hit next time.',
  ],
  [
    {
      kind: 'enemy-action-die',
      uid: 'e1',
      purpose: 'Action',
      action: 'Curls up',
      idle: false,
      effect: { kind: 'harden', amount: 1 },
    },
    'Action: rolled 4 — Curls up Its armour rises by 1 for the rest of the fight.',
  ],
  [
    {
      kind: 'enemy-action-die',
      uid: 'e1',
      purpose: 'Action',
      action: 'Recharges',
      idle: false,
      effect: { kind: 'recharge-shield', energy: 3 },
    },
    'Action: rolled 4 — Recharges Its shield is at 3.',
  ],
  [
    { kind: 'enemy-target-chosen', uid: 'e1', name: 'Brute 2', crewId: 'ada', target: 'Ada' },
    'Brute 2 goes for Ada.',
  ],
  [{ kind: 'enemy-hit-die', uid: 'e1', purpose: 'Hit 1 at Ada' }, 'Hit 1 at Ada: rolled 4.'],
  [{ kind: 'enemy-missed', uid: 'e1', name: 'Brute' }, 'Brute misses.'],
  [{ kind: 'enemy-swarmed', uid: 'e1', name: 'Pup 1', bonus: 2 }, 'Pup 1 swarms with its kin: +2 damage.'],
  [{ kind: 'enemy-regenerated', uid: 'e1', name: 'Troll', hp: 6 }, 'Troll regenerates to 6 HP.'],
  [
    { kind: 'psi-reached', name: 'Mo', powerId: 'psi-blast', power: 'PSI Blast', target: 'Brute 2' },
    'Mo reaches for PSI Blast on Brute 2.',
  ],
  [
    { kind: 'psi-reached', name: null, powerId: 'psi-flash', power: 'PSI Flash', target: null },
    'The PSI user reaches for PSI Flash.',
  ],
  [{ kind: 'psi-die', purpose: 'PSI Blast', success: true, hpLost: 0 }, 'PSI Blast: rolled 4.'],
  [
    { kind: 'psi-die', purpose: 'PSI Blast', success: false, hpLost: 2 },
    'PSI Blast: rolled 4. 2 HP lost and PSI exhausted.',
  ],
  [{ kind: 'psi-healed', crewId: 'ada', name: 'Ada', hpBefore: 1, hpAfter: 3 }, 'Ada heals: 1 → 3 HP.'],
  [
    { kind: 'psi-concentrated', crewId: 'ada', name: 'Ada', amount: 2, attribute: 'ranged' },
    'Ada gains +2 ranged for their next activation.',
  ],
  [{ kind: 'psi-taunted', crewId: 'ada' }, 'Every enemy will go for the taunting hero.'],
  [{ kind: 'psi-telekinesis', from: 'Ada', to: 'Kai' }, 'A piece of gear floats from Ada to Kai.'],
  [
    { kind: 'psi-confused', uid: 'e1', name: 'Brute' },
    'Brute is confused: its hits need 1 more until it acts.',
  ],
  [{ kind: 'psi-escape-bonus', bonus: 3 }, '+3 to the next escape roll.'],
  [{ kind: 'psi-extra-activation', crewId: 'kai', name: 'Kai' }, 'Kai may act once more.'],
  [{ kind: 'psi-skipped' }, 'No PSI power this time.'],
  [
    { kind: 'psi-shield-raised', heroId: 'mo', hero: 'Mo', crewId: 'ada', name: 'Ada' },
    'Mo raises a PSI shield over Ada.',
  ],
  [{ kind: 'psi-shield-passed' }, 'No PSI shield: the attack goes through.'],
  [
    { kind: 'psi-shield-die', purpose: 'PSI Shield', held: true, hpLost: 0 },
    'PSI Shield: rolled 4. The shield holds.',
  ],
  [
    { kind: 'psi-shield-die', purpose: 'PSI Shield', held: false, hpLost: 2 },
    'PSI Shield: rolled 4. 2 HP lost and PSI exhausted.',
  ],
  [
    {
      kind: 'hit',
      damage: {
        attacker: 'Kai',
        targetId: 'e1',
        target: 'Brute',
        breakdown: {
          incoming: 5,
          shieldAbsorbed: 1,
          armourAbsorbed: 1,
          armourApplied: 1,
          afterArmour: 3,
          multiplier: 1,
          net: 3,
          hpLoss: 3,
          weakens: false,
          ignored: null,
        },
        critical: false,
        hpBefore: 6,
        hpAfter: 3,
        result: 'fighting',
      },
    },
    'Kai hits Brute for 3 (5 incoming, 1 on the shield, 1 on armour 1): 6 → 3 HP.',
  ],
];

describe('combat narration (Space Kraken §14: the log in words)', () => {
  it.each(SAID)('%o', (event, sentence) => {
    expect(narrateCombatEvent(event, TABLE_ROLL)).toBe(sentence);
  });

  it('an entry reads its event with its die', () => {
    const spawn: CombatEvent = {
      kind: 'spawn-die',
      purpose: 'Reaction',
      result: { step: 'reaction', reaction: true },
    };
    expect(narrateCombatEntry({ turn: 0, cause: 'gc-1', event: spawn, roll: TABLE_ROLL })).toBe(
      'Reaction: rolled 4. Reaction: one crew member may act before the rest arrive.',
    );
    const hit: CombatEvent = { kind: 'enemy-hit-die', uid: 'e1', purpose: 'Hit 1 at Ada' };
    const roll: RollRecord = { faces: [5], modifier: 1, target: 5, success: true, odds: 0.5 };
    expect(narrateCombatEntry({ turn: 1, cause: 'gc-2', event: hit, roll })).toBe(
      'Hit 1 at Ada: rolled 5 + 1 = 6 against 5: passed (odds 50.0%).',
    );
  });
});
