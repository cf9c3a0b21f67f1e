import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { DiceRequest } from '../../machines/core/diceRequest';
import { pendingDiceRequest } from '../game/replay';
import type { Session } from '../game/session';
import { formatDice, physicalDice } from '../rules/dice/notation';
import { groupLabel } from '../rules/dice/reading';
import { parseFace } from './diceFaces';
import { OddsBadge } from './OddsBadge';
import { useSessionSelector } from './useSession';
import { Refusal } from './Refusal';

/**
 * Manual dice: the waiting request, with one box per physical die. Nothing is rolled for the player; each
 * face is checked against its die before the answer is logged, and a bad face is named, not guessed.
 */
export function DiceTray<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const request = useSessionSelector(session, (s) => pendingDiceRequest(s));
  const mode = useSessionSelector(session, (_, s) => s.diceMode);
  if (request === null || mode !== 'manual') return null;
  return <TrayForm key={request.id} session={session} request={request} />;
}

function TrayForm<M extends AnyStateMachine>({
  session,
  request,
}: {
  session: Session<M>;
  request: DiceRequest;
}) {
  const [values, setValues] = useState<string[][]>(() =>
    request.groups.map((g) => Array.from({ length: physicalDice(g.spec).count }, () => '')),
  );
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const read = values.map((group) => group.map(parseFace));
    const faces = read.map((group) => group.filter((f) => f !== null));
    if (faces.some((g, i) => g.length !== read[i]?.length)) {
      setError('Type a whole number for every die (digits only).');
      return;
    }
    const outcome = session.answerDice(faces, 'manual');
    setError(outcome.ok ? null : outcome.reason);
  };
  return (
    <section className="panel tray" aria-label="Dice tray" data-testid="dice-tray">
      <h3>
        Your dice: {request.purpose} <OddsBadge odds={request.odds} />
      </h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {request.groups.map((group, gi) => {
          const physical = physicalDice(group.spec);
          return (
            <fieldset key={gi}>
              <legend>
                {groupLabel(group, request.groups.length, request.who)}: throw {physical.count} × d
                {physical.sides} ({formatDice(group.spec)})
              </legend>
              {Array.from({ length: physical.count }, (_, di) => (
                <input
                  key={di}
                  aria-label={`${groupLabel(group, request.groups.length, request.who)} die ${di + 1}`}
                  data-testid={`die-input-${gi}-${di}`}
                  inputMode="numeric"
                  size={2}
                  value={values[gi]?.[di] ?? ''}
                  onChange={(e) => {
                    const next = values.map((g) => [...g]);
                    const row = next[gi];
                    if (row !== undefined) row[di] = e.target.value.trim();
                    setValues(next);
                  }}
                />
              ))}
            </fieldset>
          );
        })}
        <button type="submit" data-testid="dice-submit">
          Enter these dice
        </button>
      </form>
      {error !== null && <Refusal text={error} testId="dice-error" />}
    </section>
  );
}
