import { describe, expect, it } from 'vitest';
import type { JournalEvent } from './journal.types';
import { narrateJournal, type JournalNames } from './narrate';

/** The set-up, downtime and post-game events each read exactly as the journal's old prose lines did. */

const names: JournalNames = {
  unit: (id) => ({ 'a1-boss': 'Rusty', 'a2-grunt': 'Clank', 'h1-rat': 'Bilge Rat' })[id] ?? id,
  gear: (id) => ({ wrench: 'Heavy Wrench' })[id] ?? id,
  company: (side) => (side === 'attacker' ? 'The Rivets' : 'The Bolts'),
  card: (id) => ({ grunt: 'Deck Grunt' })[id] ?? id,
};

const cases: readonly (readonly [JournalEvent, string])[] = [
  [
    { kind: 'setupBegins', mission: 'Cold Hulk', width: 24, depth: 24 },
    'Mission “Cold Hulk” on 24"×24": set-up begins.',
  ],
  [
    { kind: 'themeApplied', name: 'Dark Decks', rule: 'Danger starts at 3.' },
    'Theme: Dark Decks — Danger starts at 3.',
  ],
  [
    { kind: 'overCapacityStashed', items: ['wrench'] },
    'Over Capacity at the start: wrench stays in the stash.',
  ],
  [
    { kind: 'overCapacityStashed', items: ['wrench', 'flare'] },
    'Over Capacity at the start: wrench, flare stay in the stash.',
  ],
  [
    { kind: 'deployed', side: 'attacker', units: ['a1-boss', 'a2-grunt'] },
    'The Rivets deploys on Topside: Rusty, Clank.',
  ],
  [{ kind: 'hostilePlaced', slot: 0, unit: 'h1-rat', alert: false }, 'Hostile slot 1: Bilge Rat.'],
  [{ kind: 'hostilePlaced', slot: 2, unit: 'h1-rat', alert: true }, 'Hostile slot 3: Bilge Rat (Alert).'],
  [
    { kind: 'perkUsed', unit: 'a1-boss', perk: 'Steady Hands', removeExert: true },
    'Steady Hands: Rusty sheds an Exert token.',
  ],
  [
    { kind: 'perkUsed', unit: 'a1-boss', perk: 'Rally', removeExert: false },
    'Rally: Rusty gets +1 Power this round.',
  ],
  [{ kind: 'bought', gear: 'wrench', price: 10 }, 'Bought Heavy Wrench for 10 Scrip.'],
  [{ kind: 'sold', gear: 'wrench', price: 5 }, 'Sold Heavy Wrench for 5 Scrip.'],
  [{ kind: 'sold', gear: 'gone', price: 0 }, 'Sold gone for 0 Scrip.'],
  [{ kind: 'traded', gear: 'wrench', scrip: 7 }, 'Traded Heavy Wrench to the other crew for 7 Scrip.'],
  [
    { kind: 'salvageSold', qualities: ['scrap', 'useful'], scrip: 12 },
    'Sold salvage (Scrap, Useful) for 12 Scrip.',
  ],
  [{ kind: 'hired', card: 'grunt' }, 'Deck Grunt joins the crew.'],
  [{ kind: 'postGameBegins', side: 'defender' }, '— Post-game for The Bolts —'],
  [
    { kind: 'injuryRolled', boiler: 'Rusty', d44: 11, modified: 11 },
    'Injury for Rusty: 11 → 11, Killed! — Off the roster for good, and everything it carried goes with it.',
  ],
  [
    { kind: 'blightManifested', total: 3 },
    'Blight manifests (3): Weakened — One Boiler rolls one die (1D8) fewer for Muscle and for Smarts next mission.',
  ],
  [{ kind: 'stashSpoiled', items: ['wrench'] }, 'The Blight spoils the stash: Heavy Wrench.'],
  [{ kind: 'noUpgradeToLose' }, 'The company has no base upgrades to lose (sample content has none).'],
  [{ kind: 'statLoss', stat: 'muscle', loss: 3, lasting: false }, 'Next mission: −3 muscle.'],
  [{ kind: 'statLoss', stat: 'smarts', loss: 2, lasting: true }, 'smarts −2, for good.'],
  [{ kind: 'transitFind', faces: [3, 5], total: 8, scrip: 10 }, 'Transit find: 3 + 5 = 8, worth 10 Scrip.'],
  [
    { kind: 'blightCheck', face: 4, blight: 3, mortallyWounded: 1, total: 8 },
    'Blight check: 4 + Blight 3 + 1 = 8.',
  ],
  [{ kind: 'boilerLost', boiler: 'Clank' }, 'Clank is lost to the Blight.'],
  [{ kind: 'itemDestroyed', gear: 'wrench' }, 'The Blight eats wrench.'],
  [{ kind: 'bondClimbed', step: null }, 'Company bond +1.'],
  [
    { kind: 'bondClimbed', step: { name: 'Trusted', text: 'Hire for 5 Scrip less.' } },
    'Company bond +1: Trusted — Hire for 5 Scrip less..',
  ],
];

describe('narrateJournal: set-up, downtime and post-game events', () => {
  it.each(cases)('%o', (event, words) => {
    expect(narrateJournal(event, names)).toBe(words);
  });
});
