import { describe, expect, it } from 'vitest';
import { Driver, fightInput, member, RIFLE } from '../../../machines/kraken/groundCombat.testkit';
import { enemyName } from '../../rules/kraken/groundCombat/combatFlow';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { layoutOverlays } from './overlayLayout';
import { fightOnMap } from './fightOnMap';
import { sampleMapsForStats } from './sampleMapsForStats';

/** Ada and Brann after the spawn and an initiative the crew wins. */
function spawned(): Fight {
  const ada = member('ada', 'Ada', { ranged: 2 }, [RIFLE]);
  const brann = member('brann', 'Brann', { ranged: 1 }, [RIFLE]);
  const d = new Driver(fightInput({ crew: [ada, brann] }))
    .roll(2, 1)
    .send({ type: 'initiative.roll' })
    .roll(6, 1);
  return d.snap.context.fight;
}

describe('a crawl fight on the crawl map', () => {
  it('stands every figure still fighting on the team cell, named as the log names it, with its HP', () => {
    const fight = spawned();
    const figures = fightOnMap(fight, { x: 4, y: 2 });
    const fighting = fight.enemies.filter((e) => e.status === 'fighting');
    expect(figures.map((f) => f.id)).toEqual(['ada', 'brann', ...fighting.map((e) => e.uid)]);
    for (const f of figures) expect([f.x, f.y]).toEqual([4, 2]);
    const enemy = fighting[0];
    if (enemy === undefined) throw new Error('no enemy spawned');
    expect(figures.find((f) => f.id === enemy.uid)?.label).toBe(
      `${enemyName(fight, enemy.uid)} · ${enemy.hp}/${enemy.profile.hp} HP`,
    );
    // The crew faces the enemies: south half of the cell against the north half.
    const crewAt = figures.filter((f) => f.side === 'crew').map((f) => f.at?.[1] ?? 0.5);
    const enemyAt = figures.filter((f) => f.side === 'enemy').map((f) => f.at?.[1] ?? 0.5);
    expect(Math.min(...crewAt)).toBeGreaterThan(Math.max(...enemyAt));
  });

  it('takes a figure out of the fight off the map, and shows HP past zero as 0', () => {
    const fight = spawned();
    const [first, ...rest] = fight.enemies;
    if (first === undefined) throw new Error('no enemy spawned');
    const captured: Fight = { ...fight, enemies: [{ ...first, status: 'captured' }, ...rest] };
    expect(fightOnMap(captured, { x: 0, y: 0 }).some((f) => f.id === first.uid)).toBe(false);
    const [ada, brann] = fight.crew;
    if (ada === undefined || brann === undefined) throw new Error('no crew');
    const knocked: Fight = { ...fight, crew: [{ ...ada, hp: -2, condition: 'unconscious' }, brann] };
    expect(fightOnMap(knocked, { x: 0, y: 0 }).some((f) => f.id === 'ada')).toBe(false);
  });

  it('draws one pawn and one label per figure, labelled above its pawn', () => {
    const fight = spawned();
    const [map] = sampleMapsForStats(1);
    if (map === undefined) throw new Error('no sample map');
    const figures = fightOnMap(fight, { x: 4, y: 2 });
    const layout = layoutOverlays([{ map, figures, offset: [10, 0] }]);
    expect(layout.figures.count).toBe(figures.length);
    expect(layout.figureLabels.map((l) => l.id)).toEqual(figures.map((f) => f.id));
    const first = layout.figureLabels[0];
    expect(first?.position[0]).toBeCloseTo(10 + 4 + (figures[0]?.at?.[0] ?? 0.5));
  });
});
