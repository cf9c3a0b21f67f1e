import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { formatPackErrors } from '../../content/errors';
import { loadPack } from '../../content/loadPack';
import { Session } from '../../game/session';
import { pathCost, SALVAGE_SMALL_OBSTACLE } from '../../rules/board/movement';
import { missionBoard, unitById, unitFigure } from '../../rules/salvage/mission/board';
import { moveAllowance, moveCheck } from '../../rules/salvage/mission/checks';
import type { Mission } from '../../rules/salvage/mission/state';
import { salvageMode, salvageStart } from './mode';

/**
 * The listing leans on answers kept per mission value, unit and board (engagement, walks toward a goal, the
 * pieces' boxes): a listing must be the one worked out with none of them, in the same order with the same odds.
 */

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const loaded = loadPack(new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text])));

const PREFER = ['order-meleeAttack', 'order-rangedAttack', 'order-extractSalvage', 'order-move-'];
const REST = ['choose-', 'theme-roll', 'setup-next', 'activate-', 'hostile-', 'unit-end'];

/** The same mission with its content and terrain copied: no kept answer is keyed by any of it. */
function fresh(m: Mission): Mission {
  const board = { ...m.content.board, terrain: [...m.content.board.terrain] };
  return { ...m, content: { ...m.content, board } };
}

function listed(m: Mission) {
  const snap = { status: 'active', hasTag: () => false, context: { mission: m } };
  return JSON.stringify(salvageMode.choices(snap as unknown as SnapshotFrom<typeof salvageMode.machine>));
}

describe('salvage choices with kept answers', () => {
  it('lists the same choices as a listing worked out afresh, at every step of seeded games', () => {
    if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
    const pack = loaded.pack;
    let compared = 0;
    let walks = 0;
    for (const [i, missionId] of [...pack.salvageMissions.keys()].entries()) {
      const card = pack.salvageMissions.get(missionId);
      const boss = card?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
      const boilers =
        card?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
      const input = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
      if (typeof input === 'string') throw new Error(input);
      const session = Session.start(
        salvageMode,
        { mode: salvageMode.id, seed: `cache-${i}`, input },
        'digital',
      );
      let moves = 0;
      for (let step = 0; step < 120; step++) {
        const snap = session.getSnapshot();
        const m = snap.context.mission;
        if (m.stage.kind === 'postGame') break;
        const choices = salvageMode.choices(snap);
        if (m.stage.kind === 'boilerPhase' && m.stage.active !== null) {
          expect(JSON.stringify(choices)).toBe(listed(fresh(m)));
          compared++;
          for (const c of choices) {
            const order = c.event.type === 'unit.order' ? c.event.order : null;
            if (order === null || (order.action !== 'move' && order.action !== 'run')) continue;
            const u = unitById(m, order.unit);
            if (u?.at == null) continue;
            // The walk kept from the offer is the one the kernel gives afresh (unfrozen terrain: no kept boxes).
            const board = missionBoard(m);
            const direct = pathCost(
              { ...board, terrain: [...board.terrain] },
              unitFigure(u, u.at),
              [order.to],
              {
                allowance: moveAllowance(m, u, order.action),
                smallObstacle: SALVAGE_SMALL_OBSTACLE,
              },
            );
            expect(moveCheck(m, u, order.action, order)).toEqual(direct);
            walks++;
          }
        }
        const pick = [...PREFER, ...REST]
          .map((p) => choices.find((c) => c.id.startsWith(p) && (p !== 'order-move-' || moves < 2)))
          .find((c) => c !== undefined);
        if (pick === undefined) throw new Error(`no choice in ${JSON.stringify(m.stage)}`);
        moves = pick.id.startsWith('order-move-') ? moves + 1 : pick.id === 'unit-end' ? 0 : moves;
        const out = session.send(pick.event);
        expect(out.ok).toBe(true);
      }
      session.dispose();
    }
    expect(compared).toBeGreaterThan(20);
    expect(walks).toBeGreaterThan(20);
  }, 60_000);
});
