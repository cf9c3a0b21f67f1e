import { describe, expect, it } from 'vitest';
import { Driver, fightInput, member, RIFLE } from '../../../machines/kraken/groundCombat.testkit';
import { groundCombatMode } from '../../modes/quickFight/mode';
import { enemyName } from '../../rules/kraken/groundCombat/combatFlow';
import { fightBoard } from './fightBoard';
import { fightFigureClick, fightFigureRows } from './fightFigures';

/** Ada (Rifle) and Brann after the spawn and an initiative the crew wins: the crew picks who acts. */
function pickStep(): Driver {
  const ada = member('ada', 'Ada', { ranged: 2 }, [RIFLE]);
  const brann = member('brann', 'Brann', { ranged: 1 }, [RIFLE]);
  return new Driver(fightInput({ crew: [ada, brann] }))
    .roll(2, 1)
    .send({ type: 'initiative.roll' })
    .roll(6, 1);
}

describe('a click on a fight figure (the table and the figure list)', () => {
  it('picks the crew member to act, then the plainest attack at the enemy clicked', () => {
    const d = pickStep();
    let offered = groundCombatMode.choices(d.snap);
    const fight = d.snap.context.fight;
    const enemy = fight.enemies.find((e) => e.status === 'fighting');
    if (enemy === undefined) throw new Error('no enemy spawned');
    expect(fightFigureClick(offered, 'ada')).toMatchObject({
      kind: 'choose',
      choice: { event: { type: 'crew.activate', crewId: 'ada' } },
    });
    expect(fightFigureClick(offered, enemy.uid)).toBeNull();
    const rows = fightFigureRows(fight, offered);
    expect(rows.find((r) => r.id === 'ada')).toMatchObject({ action: 'Act', side: 'crew' });
    expect(rows.find((r) => r.id === enemy.uid)).toMatchObject({
      action: null,
      name: enemyName(fight, enemy.uid),
      side: 'enemy',
    });

    d.send({ type: 'crew.activate', crewId: 'ada' });
    offered = groundCombatMode.choices(d.snap);
    // Two boost splits with the Rifle at it: the click opens the bar at that step, the split stays open.
    const click = fightFigureClick(offered, enemy.uid);
    expect(click).toEqual({
      kind: 'drill',
      path: ['Attack with Rifle', `at ${enemyName(fight, enemy.uid)}`],
      word: 'Attack',
    });
    expect(fightFigureRows(d.snap.context.fight, offered).find((r) => r.id === enemy.uid)?.action).toBe(
      'Attack',
    );
  });

  it('names two enemies of one profile apart on the table, as the log does', () => {
    const fight = pickStep().snap.context.fight;
    const board = fightBoard(fight);
    for (const e of fight.enemies.filter((x) => x.status === 'fighting'))
      expect(board.figures.find((f) => f.id === e.uid)?.name).toBe(enemyName(fight, e.uid));
  });
});
