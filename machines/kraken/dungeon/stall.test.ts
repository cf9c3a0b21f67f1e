import { describe, expect, it } from 'vitest';
import { makeWeapon } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { carryWeapon } from '../../../src/rules/kraken/crew/weaponState';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonOffers } from './offers';
import { decisionProblem } from './tasks';
import { decide, dungeonInput, location, sheet, start, tileMap } from './testkit';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';

/**
 * The modder (kraken.modder) and the crew market of a visited shop (kraken.shop, kraken.removing-crew):
 * no action, no dice; refusals name the rule.
 */

const cannon = makeWeapon({ id: 'cannon', name: 'Cannon', grade: 4, price: 30, ammo: 3, damage: 2 });
const odd = makeWeapon({ id: 'odd', name: 'Odd Gun', grade: 2, price: 8, ammo: 5, unique: true });

function standOn(row: string, credits: number, crew = [sheet('ana'), sheet('bo')]) {
  const [first, ...rest] = crew;
  const ana = {
    ...(first ?? sheet('ana')),
    inventory: putInSlot(putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(cannon)), 'R', carryWeapon(odd)),
  };
  const input = dungeonInput([tileMap(mapOf([row]))], [ana, ...rest], {
    location: location({ mapIds: [1, 1, 1, 1], difficulty: 2 }),
    credits,
    catalogue: {
      weapons: [cannon],
      items: [],
      crew: [
        {
          ...sheet('rookie'),
          name: 'Rookie',
          level: 1,
          inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(cannon)),
        },
        { ...sheet('veteran'), name: 'Veteran', level: 3 },
        { ...sheet('cadet'), name: 'Cadet', level: 1 },
      ],
    },
  });
  const actor = start(input);
  decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana'] });
  decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
  return actor;
}

describe('dungeon crawl machine: the modder', () => {
  it('mods a listed weapon for its price (three times for both), marks it, and refuses a second mod', () => {
    const actor = standOn('>  MOD EX', 100);
    const context = () => actor.getSnapshot().context;
    const ids = dungeonOffers(context(), 'exploring.acting').map((o) => o.id);
    expect(ids.filter((id) => id.startsWith('mod-'))).toEqual([
      'mod-ana-L-ammo',
      'mod-ana-L-damage',
      'mod-ana-L-both',
    ]);
    const oxygen = context().exploration?.oxygen;
    decide(actor, { type: 'modder.mod', key: '1,0#0', crewId: 'ana', slot: 'L', mod: 'both' });
    expect(context().credits).toBe(10);
    expect(context().exploration?.oxygen).toBe(oxygen);
    expect(context().sheets[0]?.inventory.L).toMatchObject({
      weapon: { name: 'Cannon*', ammo: 5, damage: 3 },
    });
    expect(journalLines(context()).at(-1)).toMatch(/90 credits: \+50% ammo and \+1 damage/);
    const again = { type: 'modder.mod', key: '1,0#0', crewId: 'ana', slot: 'L', mod: 'damage' } as const;
    expect(decisionProblem(context(), again)).toMatch(/already modded.*kraken\.modder/);
    expect(
      decisionProblem(context(), { type: 'modder.mod', key: '1,0#0', crewId: 'ana', slot: 'R', mod: 'ammo' }),
    ).toMatch(/weapon list.*kraken\.modder/);
  });

  it('refuses without credits or away from a modder', () => {
    const actor = standOn('>  MOD EX', 20);
    const context = actor.getSnapshot().context;
    const mod = { type: 'modder.mod', key: '1,0#0', crewId: 'ana', slot: 'L', mod: 'ammo' } as const;
    expect(decisionProblem(context, mod)).toMatch(/Not enough credits.*kraken\.modder/);
    expect(decisionProblem(context, { ...mod, key: '2,0#0' })).toMatch(/needs a modder.*kraken\.modder/);
  });
});

/** A hire at the shop where the team stands, its steps as a player clicks them (kraken.shop). */
function hire(actor: ReturnType<typeof standOn>, template: string, level = 1): void {
  decide(actor, { type: 'shop.hire', key: '1,0#0', template });
  decide(actor, { type: 'hire.level', level });
  for (let n = 1; n < level; n++)
    decide(actor, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
  decide(actor, { type: 'hire.gear', take: false });
}

describe('dungeon crawl machine: crew at a shop', () => {
  it('hires up to the shop grade for 10 per Level, onto the ship; sells a member for 5 per Level', () => {
    const actor = standOn('>  S2  EX', 30);
    const context = () => actor.getSnapshot().context;
    expect(decisionProblem(context(), { type: 'shop.hire', key: '1,0#0', template: 'rookie' })).toMatch(
      /visited shop.*kraken\.shop/,
    );
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const ids = dungeonOffers(context(), 'exploring.acting').map((o) => o.id);
    expect(ids).toContain('hire-rookie');
    expect(ids).not.toContain('hire-veteran');
    expect(ids).toContain('sell-crew-bo');
    expect(ids).not.toContain('sell-crew-ana'); // the only one down here
    expect(decisionProblem(context(), { type: 'shop.hire', key: '1,0#0', template: 'veteran' })).toMatch(
      /up to Level 2.*kraken\.shop/,
    );
    const credits = context().credits;
    hire(actor, 'rookie');
    expect(context().credits).toBe(credits - 10);
    expect(context().sheets.map((s) => s.id)).toEqual(['ana', 'bo', 'rookie']);
    // §3.3: one person serves once; the Rookie is on the sheet now.
    expect(decisionProblem(context(), { type: 'shop.hire', key: '1,0#0', template: 'rookie' })).toMatch(
      /Rookie is already on the crew sheet.*kraken\.crew-setup/,
    );
    expect(dungeonOffers(context(), 'exploring.acting').map((o) => o.id)).not.toContain('hire-rookie');
    hire(actor, 'cadet');
    expect(context().sheets.map((s) => s.id)).toEqual(['ana', 'bo', 'rookie', 'cadet']);
    expect(decisionProblem(context(), { type: 'shop.hire', key: '1,0#0', template: 'veteran' })).toMatch(
      /four members.*kraken\.shop/,
    );
    decide(actor, { type: 'shop.sellCrew', key: '1,0#0', crewId: 'bo' });
    expect(context().sheets.map((s) => s.id)).toEqual(['ana', 'rookie', 'cadet']);
    expect(context().credits).toBe(credits - 20 + 5 * sheet('bo').level);
    expect(journalLines(context()).at(-1)).toMatch(/Bo.*sold/i);
  });

  it('the shop screen names money one way, ¢, as the hire steps do (hireOffers.ts)', () => {
    const actor = standOn('>  S2  EX', 30);
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const labels = dungeonOffers(actor.getSnapshot().context, 'exploring.acting')
      .filter((o) => o.id.startsWith('hire-') || o.id.startsWith('sell-crew-'))
      .map((o) => o.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => /credit/i.test(l))).toEqual([]);
    expect(labels.find((l) => l.startsWith('Hire Rookie'))).toMatch(/10¢/);
  });

  it('never sells the last crew member, nor the last one down here', () => {
    const actor = standOn('>  S2  EX', 30, [sheet('ana')]);
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    expect(
      decisionProblem(actor.getSnapshot().context, { type: 'shop.sellCrew', key: '1,0#0', crewId: 'ana' }),
    ).toMatch(/last crew member.*kraken\.removing-crew/);
    const two = standOn('>  S2  EX', 30);
    decide(two, { type: 'shop.visit', key: '1,0#0' });
    expect(
      decisionProblem(two.getSnapshot().context, { type: 'shop.sellCrew', key: '1,0#0', crewId: 'ana' }),
    ).toMatch(/last crew member down here.*kraken\.removing-crew/);
  });
});

describe('dungeon crawl machine: a hire made as at set-up and raised to the Level bought (§13 Shops)', () => {
  it('the Level up to the shop’s grade at 10 a Level, each Level’s gain, then the gear at its price or none', () => {
    const actor = standOn('>  S2  EX', 60);
    const context = () => actor.getSnapshot().context;
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const credits = context().credits;
    decide(actor, { type: 'shop.hire', key: '1,0#0', template: 'rookie' });
    // A step of its own: nothing paid yet, only the hire's choices, Levels 1 and 2 (an S2 shop).
    expect(context().sheets.map((s) => s.id)).toEqual(['ana', 'bo']);
    expect(actor.getSnapshot().matches({ hiring: 'level' })).toBe(true);
    const levels = dungeonOffers(context(), 'hiring.level');
    expect(levels.filter((o) => o.event.type === 'hire.level').map((o) => o.cost)).toEqual(['10¢', '20¢']);
    // One decision at a time: the team does nothing else while the hire waits on its steps.
    expect(actor.getSnapshot().can({ type: 'move', to: tileSpaceId(2, 0) })).toBe(false);
    decide(actor, { type: 'hire.level', level: 2 });
    expect(actor.getSnapshot().matches({ hiring: 'gain' })).toBe(true);
    const agility = context().hire?.draft.member.attributes.agility ?? 0;
    decide(actor, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'agility' } });
    expect(actor.getSnapshot().matches({ hiring: 'gear' })).toBe(true);
    decide(actor, { type: 'hire.gear', take: false });
    const rookie = context().sheets.find((s) => s.id === 'rookie');
    expect(rookie?.level).toBe(2);
    expect(rookie?.attributes.agility).toBe(agility + 1);
    expect(context().credits).toBe(credits - 20);
    expect(journalLines(context()).at(-1)).toMatch(/Rookie \(Level 2\) is hired for 20 credits/);
    expect(actor.getSnapshot().matches({ exploring: 'acting' })).toBe(true);
  });

  it('the template’s gear is paid for when taken (§3.7); a PSI raise is refused (§3.5)', () => {
    const actor = standOn('>  S2  EX', 60);
    const context = () => actor.getSnapshot().context;
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const credits = context().credits;
    decide(actor, { type: 'shop.hire', key: '1,0#0', template: 'rookie' });
    decide(actor, { type: 'hire.level', level: 2 });
    const refused = actor.getSnapshot().can({ type: 'hire.gain', gain: { kind: 'psi' } });
    expect(refused).toBe(false);
    expect(decisionProblem(context(), { type: 'hire.gain', gain: { kind: 'psi' } })).toMatch(
      /PSI.*kraken\.crew-traits/,
    );
    decide(actor, { type: 'hire.gain', gain: { kind: 'attribute', attribute: 'tech' } });
    // The Rookie's template carries the Cannon (30).
    decide(actor, { type: 'hire.gear', take: true });
    expect(context().credits).toBe(credits - 20 - 30);
    expect(context().sheets.find((s) => s.id === 'rookie')?.inventory.L).toMatchObject({
      weapon: { id: 'cannon' },
    });
  });
});
