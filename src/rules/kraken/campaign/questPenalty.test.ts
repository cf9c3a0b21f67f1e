import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import type { CrewMember } from '../crew/crew';
import { emptyCgm } from '../cgm/state';
import { makeCrew } from '../testkit/fixtures';
import { carryItem, putInSlot, EMPTY_INVENTORY } from '../crew/inventory';
import type { EventTarget } from './eventEffects';
import { applyQuestPenalty, payQuestPenalties } from './questPenalty';

/** Storage kept as plain item ids in these tests. */
const same = (id: string): string => id;
import { acceptQuest, questFromSheet, questTimerPhase, type LoggedQuest } from './quests';

/**
 * §5 phase 5: a failed urgent quest's penalty, typed on the quest sheet, paid on the campaign — through the
 * quest log a player's campaign keeps (the sample quest board's rows, the timer's fourth tick).
 */

const pack = samplePack();
const board = pack.questSheets.get('sample-quest-board');
if (board === undefined) throw new Error('no sample quest board');
const sheet = board;
const kit = pack.items.get('patch-kit');
if (kit === undefined) throw new Error('no patch kit');
const patchKit = kit;

function party(over: Partial<EventTarget> = {}): EventTarget {
  const crew: CrewMember[] = [
    makeCrew({ id: 'ana', name: 'Ana' }),
    makeCrew({ id: 'bo', name: 'Bo', inventory: putInSlot(EMPTY_INVENTORY, '2', carryItem(patchKit)) }),
    {
      ...makeCrew({ id: 'cy', name: 'Cy', inventory: putInSlot(EMPTY_INVENTORY, 'L', carryItem(patchKit)) }),
      hp: 0,
      condition: 'killed',
    },
  ];
  return { crew, credits: 30, xp: 2, oxygen: 10, oxygenCapacity: 25, cgm: emptyCgm(), ...over };
}

/** The quests of these rows taken, then `turns` quest timers with none of them advanced. */
function failAfter(turns: number, ...rolls: number[]) {
  let log: readonly LoggedQuest[] = [];
  for (const roll of rolls) {
    const quest = questFromSheet(sheet, roll);
    if (quest === null) throw new Error(`no row ${roll}`);
    const r = acceptQuest(log, quest);
    if ('refused' in r) throw new Error(r.refused);
    log = r.log;
  }
  let failed: readonly LoggedQuest[] = [];
  for (let t = 0; t < turns; t++) {
    const phase = questTimerPhase(log, new Set());
    log = phase.log;
    failed = [...failed, ...phase.failed];
  }
  return { log, failed };
}

describe('a failed quest’s penalty (Space Kraken §5 phase 5)', () => {
  it('the sample board types the penalty of every urgent quest, and a rolled quest carries it', () => {
    for (const row of sheet.rows) expect(row.penaltyEffects.length > 0, `row ${row.roll}`).toBe(row.urgent);
    expect(questFromSheet(sheet, 5)?.penalty).toEqual([
      { kind: 'credits', amount: -15 },
      { kind: 'xp', amount: -1 },
    ]);
  });

  it('is owed at the fourth tick, not before, and paying it takes the credits and the XP', () => {
    expect(failAfter(3, 5).failed).toEqual([]);
    const { log, failed } = failAfter(4, 5);
    expect(log).toEqual([]);
    expect(failed.map((q) => q.id)).toEqual(['sample-quest-board#5']);
    const paid = payQuestPenalties(party(), [], failed, same);
    expect(paid.target.credits).toBe(15);
    expect(paid.target.xp).toBe(1);
    expect(paid.byQuest).toEqual([
      {
        quest: "Sample: the smuggler's ledger",
        notes: [
          { kind: 'credits', change: -15, unpaid: 0 },
          { kind: 'xp', change: -1 },
        ],
      },
    ]);
  });

  it('pays several failed quests in the order they failed, the credits never below 0', () => {
    const { failed } = failAfter(4, 2, 6);
    const paid = payQuestPenalties(party({ credits: 25 }), [], failed, same);
    // 10 of quest 2, then 15 of the 20 of quest 6: the crew cannot pay the rest (§4 running out of credits).
    expect(paid.target.credits).toBe(0);
    expect(paid.notes).toContainEqual({ kind: 'credits', change: -15, unpaid: 5 });
    // Quest 6 lowers Vask's goodwill, the shared variable L.
    expect(paid.target.cgm.shared.L).toBe(-1);
  });

  it('takes a lost item from the ship’s storage first, then from the first living crew member who carries it', () => {
    const loss = [{ kind: 'item-loss' as const, item: 'patch-kit' }];
    const stored = applyQuestPenalty(party(), ['ration-bar', 'patch-kit', 'patch-kit'], loss, same);
    expect(stored.storage).toEqual(['ration-bar', 'patch-kit']);
    expect(stored.notes).toEqual([{ kind: 'item-lost', item: 'patch-kit', from: 'storage' }]);
    const carried = applyQuestPenalty(party(), [], loss, same);
    // Cy carries one too, but the dead keep what they had: Bo loses his.
    expect(carried.notes).toEqual([{ kind: 'item-lost', item: 'patch-kit', from: 'crew', crewId: 'bo' }]);
    expect(carried.target.crew.find((c) => c.id === 'bo')?.inventory['2']).toBeNull();
    expect(carried.target.crew.find((c) => c.id === 'cy')?.inventory.L).not.toBeNull();
    const none = applyQuestPenalty(party(), [], [{ kind: 'item-loss', item: 'deep-tank' }], same);
    expect(none.notes).toEqual([{ kind: 'item-missing', item: 'deep-tank' }]);
    expect(none.target).toEqual(party());
  });

  it('hurts every living crew member, keeps oxygen within the tanks, and never takes XP below 0', () => {
    const paid = applyQuestPenalty(
      party({ oxygen: 3, xp: 1 }),
      [],
      [
        { kind: 'hp', amount: -3 },
        { kind: 'oxygen', amount: -5 },
        { kind: 'xp', amount: -4 },
        { kind: 'variable', name: 'Z', op: 'set', value: 2 },
      ],
      same,
    );
    const hp = (id: string) => paid.target.crew.find((c) => c.id === id)?.hp;
    const full = makeCrew().hp;
    expect([hp('ana'), hp('bo'), hp('cy')]).toEqual([full - 3, full - 3, 0]);
    expect(paid.target.oxygen).toBe(0);
    expect(paid.target.xp).toBe(0);
    expect(paid.notes).toContainEqual({ kind: 'xp', change: -1 });
    expect(paid.target.cgm.shared.Z).toBe(2);
  });

  it('costs nothing for a quest whose sheet gives no typed penalty', () => {
    const start = party();
    expect(applyQuestPenalty(start, ['x'], [], same)).toEqual({ target: start, storage: ['x'], notes: [] });
  });
});
