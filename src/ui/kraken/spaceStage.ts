import { enemyName, systemName } from '../../game/kraken/spaceCombatNames';
import { shipTotals } from '../../rules/kraken/ship/state';
import { activeEnemyShield } from '../../rules/kraken/space/combatState';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import type { SpaceStageView } from '../../scene/space/layout';

/** The stage: every ship with its bars, and the shots of the turn now being fought. */
export function stageOf(c: SpaceCombat): SpaceStageView {
  const totals = shipTotals(c.catalogue, c.ship);
  const ships: SpaceStageView['ships'][number][] = [
    {
      key: 'player',
      side: 'crew',
      name: c.ship.name,
      sp: c.sp,
      maxSp: totals.maxSp,
      shield: c.shield,
      maxShield: totals.shieldCapacity,
      destroyed: c.sp <= 0,
    },
  ];
  const targeted = new Set(c.shots.map((s) => s.targetUid));
  for (const e of c.enemies) {
    ships.push({
      key: e.uid,
      side: 'enemy',
      name: enemyName(c, e.uid),
      sp: e.sp,
      maxSp: e.def.sp,
      shield: activeEnemyShield(c, e),
      maxShield: e.def.shield,
      destroyed: e.destroyed,
      shieldsDown: c.command === 'shields' && e.def.shield > 0,
      targeted: targeted.has(e.uid) && !e.destroyed,
    });
  }
  const shots: SpaceStageView['shots'][number][] = [];
  for (const line of c.log) {
    if (line.turn !== c.turn) continue;
    const e = line.event;
    if (e.kind === 'shot')
      shots.push({
        from: 'player',
        to: e.targetUid,
        hit: e.hit,
        label: e.hit ? `${systemName(c, e.weaponId)}: −${e.shield + e.sp}` : 'miss',
      });
    if (e.kind === 'enemy-shot')
      shots.push({ from: e.uid, to: 'player', hit: e.hit, label: e.hit ? `hit ${e.damage}` : 'miss' });
  }
  return { ships, shots };
}
