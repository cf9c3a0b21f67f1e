import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { LastStep, Session, StepRoll } from '../game/session';
import { readGroups, type GroupReading } from '../rules/dice/reading';
import { OddsBadge } from './OddsBadge';
import { useSessionSelector } from './useSession';

/** How long the result stays bright before it dims (it stays readable until the next step). */
export const RESULT_FRESH_MS = 6000;
/** Rolls and changes shown of one step; the log has the rest. */
const MAX_ROLLS = 3;
const MAX_CHANGES = 6;

/**
 * The last step's result where the eye is, on the table beside the choices: each roll's purpose, its faces,
 * the successes or total against the target, the modifiers the rule stacked to make the odds (from the dice
 * request, so digital rolls show them too), and what the step changed (HP, Power, place) from the mode's
 * tally. Fresh for a few seconds, then dimmed; gone after an undo.
 */
export function LastResult<M extends AnyStateMachine>({ session }: { readonly session: Session<M> }) {
  const step = useSessionSelector(session, (_, s) => s.lastStep);
  // The step whose time is up: a new step is fresh until its own timer runs out.
  const [dimmed, setDimmed] = useState<LastStep<M> | null>(null);
  const fresh = dimmed !== step;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDimmed(step);
    }, RESULT_FRESH_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [step]);
  // What the step changed, in the machine that was playing when it began (session.stepChanges).
  const changes = useMemo(() => (step === null ? [] : session.stepChanges()), [session, step]);
  if (step === null || (step.rolls.length === 0 && changes.length === 0)) return null;
  const rolls = step.rolls.slice(-MAX_ROLLS);
  return (
    <section
      className={`panel last-result${fresh ? '' : ' last-result-dim'}`}
      aria-label="Last result"
      data-testid="last-result"
    >
      {step.rolls.length > rolls.length && (
        <p className="last-more">
          {step.rolls.length - rolls.length} earlier roll{step.rolls.length - rolls.length === 1 ? '' : 's'}{' '}
          in the log
        </p>
      )}
      {rolls.map((roll, i) => (
        <RollView key={`${roll.request.id}-${i}`} roll={roll} />
      ))}
      {changes.length > 0 && (
        <ul className="last-changes" data-testid="last-changes">
          {changes.slice(0, MAX_CHANGES).map((c) => (
            <li key={c.key}>
              <b>{c.who}</b>: {c.said}
            </li>
          ))}
          {changes.length > MAX_CHANGES && <li>and {changes.length - MAX_CHANGES} more</li>}
        </ul>
      )}
    </section>
  );
}

function RollView({ roll }: { readonly roll: StepRoll }) {
  const { request } = roll;
  const readings = readGroups(request.groups, roll.faces, request.target, request.modifier, request.who);
  const modifiers = request.modifiers ?? [];
  return (
    <div className="last-roll" data-testid="last-roll">
      <p className="last-purpose">
        {request.purpose}{' '}
        <span className="muted">
          ({roll.source === 'digital' ? 'digital dice' : roll.source === 'manual' ? 'your dice' : 'scripted'},{' '}
          odds <OddsBadge odds={request.odds} label="chance before the roll" />
          {request.odds === null ? 'none' : ''})
        </span>
      </p>
      {readings.map((reading, i) => (
        <ReadingView key={i} reading={reading} />
      ))}
      {modifiers.length > 0 && (
        <ul className="last-modifiers" aria-label="What made the odds" data-testid="last-modifiers">
          {modifiers.map((m, i) => (
            <li key={i}>
              {m.label}
              {m.value === '' ? '' : ` ${m.value}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "1 success", "2 hits": what a pool scored, in its own word. */
function poolScore(n: number, unit: 'success' | 'hit'): string {
  return unit === 'hit' ? `${n} hit${n === 1 ? '' : 's'}` : `${n} success${n === 1 ? '' : 'es'}`;
}

function ReadingView({ reading }: { readonly reading: GroupReading }) {
  const tn = reading.target;
  return (
    <p className="last-reading" data-testid="last-reading">
      <span className="last-label">{reading.label}</span>{' '}
      <span className="last-faces" aria-label={`faces ${reading.faces.join(', ')}`}>
        {reading.faces.map((face, i) => (
          <span
            key={i}
            className={`die-face${tn !== null && reading.kind === 'pool' && (face === 8 || (face !== 1 && face >= tn)) ? ' die-success' : ''}`}
            data-testid="last-face"
          >
            {face}
          </span>
        ))}
      </span>{' '}
      <span data-testid="last-against">
        {reading.kind === 'pool'
          ? `${poolScore(reading.successes, reading.unit)}${tn === null ? '' : ` at TN ${tn}`}`
          : `${reading.halved ? 'halved, rounded up: ' : 'total '}${reading.total}${tn === null ? '' : ` against ${tn}`}`}
      </span>
    </p>
  );
}
