import { useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { Session } from '../game/session';
import { OddsBadge } from './OddsBadge';
import { useSessionSelector } from './useSession';

/**
 * The decisions the current state accepts (`snapshot.can`), each with the odds of the roll it starts, plus
 * undo and redo. A refused decision shows the reason the session gave.
 */
export function ChoiceBar<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  useSessionSelector(session, (_, s) => s.revision);
  // The deepest active machine is the one deciding now (a fight inside a crawl): its choices are offered.
  const snapshot = session.active().snapshot as AnyMachineSnapshot;
  const choices = session.mode.choices(snapshot as SnapshotFrom<M>).filter((c) => snapshot.can(c.event));
  const act = (event: EventFromLogic<M>) => {
    const outcome = session.send(event);
    setRefusal(outcome.ok ? null : outcome.reason);
  };
  return (
    <section className="panel choices" aria-label="Choices" data-testid="choices">
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          className="choice"
          title={choice.hint}
          data-testid={`choice-${choice.id}`}
          onClick={() => {
            act(choice.event);
          }}
        >
          {choice.label} <OddsBadge odds={choice.odds} />
        </button>
      ))}
      <span className="spacer" />
      <button type="button" data-testid="undo" disabled={!session.canUndo} onClick={() => session.undo()}>
        Undo
      </button>
      <button type="button" data-testid="redo" disabled={!session.canRedo} onClick={() => session.redo()}>
        Redo
      </button>
      {refusal !== null && (
        <p className="refusal" role="alert" data-testid="refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
