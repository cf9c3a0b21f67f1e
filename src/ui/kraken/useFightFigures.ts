import { useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import type { Choice } from '../../game/mode';
import type { Session } from '../../game/session';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { requestDrill } from '../choiceDrill';
import type { FigureRow } from '../FigureList';
import { fightFigureClick, fightFigureRows } from './fightFigures';

/**
 * The fight's figures for a screen (the Quick fight, the crawl's fight): the list's rows and the one
 * function a click on a figure goes through, on the table or in the list — it sends the step's decision
 * (the session refuses it as it refuses the choice bar; the reason is `problem`) or opens the bar at the
 * step that holds the attacks at an enemy.
 */
export function useFightFigures<M extends AnyStateMachine>(
  session: Session<M>,
  fight: Fight | null,
  offered: readonly Choice<GroundCombatEvent>[],
): {
  readonly rows: readonly FigureRow[];
  readonly clickFigure: (id: string) => void;
  readonly problem: string | null;
} {
  const rows = useMemo(() => (fight === null ? [] : fightFigureRows(fight, offered)), [fight, offered]);
  const [problem, setProblem] = useState<string | null>(null);
  const clickFigure = (id: string) => {
    const click = fightFigureClick(offered, id);
    if (click === null) return;
    setProblem(null);
    if (click.kind === 'drill') {
      requestDrill(session, click.path);
      return;
    }
    const event = click.choice.event;
    if (event.type === 'dice.answer') return; // dice go through the tray, never a figure
    const outcome = session.send(event);
    if (!outcome.ok) setProblem(outcome.reason);
  };
  return { rows, clickFigure, problem };
}
