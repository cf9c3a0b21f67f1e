import { describe, expect, it } from 'vitest';
import questsFile from '../../../../assets/packs/sample/kraken/quests.json';
import { questSheetSchema } from '../../../content/schemas/quest';
import {
  acceptQuest,
  completeQuest,
  questFromSheet,
  questOfferNeed,
  questTimerPhase,
  type LoggedQuest,
} from './quests';

const sheet = questSheetSchema.parse(questsFile.questSheets[0]);

function logOf(...rolls: number[]): readonly LoggedQuest[] {
  let log: readonly LoggedQuest[] = [];
  for (const roll of rolls) {
    const quest = questFromSheet(sheet, roll);
    if (quest === null) throw new Error(`no row ${roll}`);
    const r = acceptQuest(log, quest);
    if ('refused' in r) throw new Error(r.refused);
    log = r.log;
  }
  return log;
}

describe('the quest log (Space Kraken §5 phase 5, §13 Quest master)', () => {
  it('rolls the sheet’s d6 for an offer and notes the row’s quest', () => {
    expect(questOfferNeed(sheet)).toMatchObject({
      check: { kind: 'table-roll', notation: 'd6' },
      rule: 'kraken.quest-master',
    });
    const quest = questFromSheet(sheet, 2);
    expect(quest).toMatchObject({ roll: 2, urgent: true, reward: { credits: 20, xp: 1 } });
    expect(questFromSheet(sheet, 7)).toBeNull();
  });

  it('does not take the same quest twice', () => {
    const quest = questFromSheet(sheet, 1);
    if (quest === null) throw new Error('row 1');
    const r = acceptQuest(logOf(1), quest);
    expect('refused' in r ? r.refused : '').toMatch(/already in the quest log/);
  });

  it('a completed quest leaves the log and pays its reward', () => {
    const log = logOf(1, 3);
    const done = completeQuest(log, 'sample-quest-board#3');
    if ('refused' in done) throw new Error(done.refused);
    expect(done.reward).toEqual({ credits: 25, xp: 2 });
    expect(done.log.map((q) => q.id)).toEqual(['sample-quest-board#1']);
  });

  it('phase 5 is skipped with no quests; an urgent quest not advanced fails on its fourth tick, others never tick', () => {
    expect(questTimerPhase([], new Set()).skipped).toBe(true);
    let log = logOf(1, 2, 5);
    for (let turn = 1; turn <= 3; turn++) {
      // Quest 5 is advanced every turn; quest 2 never; quest 1 is not urgent.
      const r = questTimerPhase(log, new Set(['sample-quest-board#5']));
      expect(r.failed).toEqual([]);
      log = r.log;
    }
    expect(log.map((q) => [q.id, q.ticks])).toEqual([
      ['sample-quest-board#1', 0],
      ['sample-quest-board#2', 3],
      ['sample-quest-board#5', 0],
    ]);
    const fourth = questTimerPhase(log, new Set());
    expect(fourth.failed.map((q) => q.id)).toEqual(['sample-quest-board#2']);
    expect(fourth.log.map((q) => q.id)).toEqual(['sample-quest-board#1', 'sample-quest-board#5']);
  });
});
