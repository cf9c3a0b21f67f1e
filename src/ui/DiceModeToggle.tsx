import type { AnyStateMachine } from 'xstate';
import type { Session } from '../game/session';
import { useSessionSelector } from './useSession';

/** Switches between the app's seeded dice and the player's own physical dice. */
export function DiceModeToggle<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const mode = useSessionSelector(session, (_, s) => s.diceMode);
  return (
    <fieldset className="dice-mode" data-testid="dice-mode">
      <legend>Dice</legend>
      <label>
        <input
          type="radio"
          name="dice-mode"
          data-testid="dice-mode-digital"
          checked={mode === 'digital'}
          onChange={() => {
            session.setDiceMode('digital');
          }}
        />
        Digital (seeded)
      </label>
      <label>
        <input
          type="radio"
          name="dice-mode"
          data-testid="dice-mode-manual"
          checked={mode === 'manual'}
          onChange={() => {
            session.setDiceMode('manual');
          }}
        />
        My own dice
      </label>
    </fieldset>
  );
}
