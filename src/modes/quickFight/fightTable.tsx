import { Suspense, lazy, useMemo } from 'react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import type { Choice } from '../../game/mode';
import type { Session } from '../../game/session';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { crewMaxHp } from '../../rules/kraken/crew/crew';
import { FigureList } from '../../ui/FigureList';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { fightBoard } from '../../ui/kraken/fightBoard';
import { useFightFigures } from '../../ui/kraken/useFightFigures';
import { groundCombatMode } from './mode';
import { Refusal } from '../../ui/Refusal';

// The 3D table loads with the fight, not with the first page.
const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

const hpWords = (hp: number, max: number) => `${String(Math.max(0, Math.min(hp, max)))}/${String(max)} HP`;

const NO_CHOICES: readonly Choice<GroundCombatEvent>[] = [];

/**
 * The choices of a ground combat child actor's snapshot (`children.groundCombat?.getSnapshot()`) while it
 * runs, as the choice bar lists them; none when the snapshot is not a running ground combat.
 */
export function runningFightChoices(child: unknown): readonly Choice<GroundCombatEvent>[] {
  return isRunningFight(child) ? groundCombatMode.choices(child) : NO_CHOICES;
}

type FightSnap = SnapshotFrom<typeof groundCombatMode.machine>;

function isRunningFight(snapshot: unknown): snapshot is FightSnap {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    'status' in snapshot &&
    snapshot.status === 'active' &&
    (snapshot as { machine: { id?: unknown } }).machine.id === groundCombatMode.machine.id
  );
}

/**
 * A ground combat that runs without a crawl's map (a story event's fight in a campaign), on the Quick
 * fight's table as the stage: the crew facing the enemies still fighting, each labelled with its name and
 * live HP; a click on a figure does what its button in the figure list does (`FightFigures`). `offered` is
 * the fight's own choices now, as the choice bar lists them.
 */
export function FightTable<M extends AnyStateMachine>({
  session,
  fight,
  offered,
  testId,
}: {
  readonly session: Session<M>;
  readonly fight: Fight;
  readonly offered: readonly Choice<GroundCombatEvent>[];
  readonly testId: string;
}) {
  const board = useMemo(() => fightBoard(fight), [fight]);
  const { clickFigure, problem } = useFightFigures(session, fight, offered);
  const labels = useMemo(() => {
    const hp = new Map<string, string>([
      ...fight.crew.map((c): [string, string] => [c.id, hpWords(c.hp, crewMaxHp(c))]),
      ...fight.enemies.map((e): [string, string] => [e.uid, hpWords(e.hp, e.profile.hp)]),
    ]);
    return board.figures.map((f) => ({
      id: f.id,
      position: { x: f.x, y: 2.2, z: f.z },
      // The board names enemies as the log does ("Rust Hound 2"); the HP is the fight's own, step by step.
      text: `${f.name} · ${hp.get(f.id) ?? ''}`,
    }));
  }, [board, fight]);
  return (
    <section className="panel fight3d" aria-label="The fight's table" data-testid={testId}>
      {problem !== null ? (
        <Refusal text={problem} testId="board-refusal" />
      ) : (
        <p className="muted" data-testid="fight-table-caption">
          Ground combat, turn {fight.turn}: click a figure to act with it or at it.
        </p>
      )}
      <Suspense fallback={<p className="muted">Setting the table…</p>}>
        <BoardCanvas
          board={board}
          preset="iso"
          selectedFigureId={fight.activation?.crewId ?? null}
          onFigureClick={clickFigure}
          labels={labels}
        />
      </Suspense>
    </section>
  );
}

/** The same fight's figures as a list (a button each for what a click on the figure does) and the enemies' cards. */
export function FightFigures<M extends AnyStateMachine>({
  session,
  fight,
  offered,
  testId,
}: {
  readonly session: Session<M>;
  readonly fight: Fight;
  readonly offered: readonly Choice<GroundCombatEvent>[];
  readonly testId: string;
}) {
  const { rows, clickFigure, problem } = useFightFigures(session, fight, offered);
  return (
    <section className="panel" aria-label="The fight" data-testid={testId}>
      <h3>Ground combat — turn {fight.turn}</h3>
      {problem !== null && <Refusal text={problem} />}
      <FigureList session={session} rows={rows} onPick={clickFigure} title="Figures in the fight" />
      <div className="unit-cards">
        {fight.enemies.map((e) => (
          <EnemyCard key={e.uid} enemy={e} />
        ))}
      </div>
    </section>
  );
}
