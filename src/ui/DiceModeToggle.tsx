import type { AnyStateMachine } from 'xstate';
import type { Session } from '../game/session';
import { useSessionSelector } from './useSession';

/** Switches between the app's seeded dice and the player's own physical dice. */
export function DiceModeToggle<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const mode = useSessionSelector(session, (_, s) => s.diceMode);
  return (
    <fieldset className="dice-mode" data-testid="dice-mode">
      <legend>Dice</legend>
      {/* One short line in the side column; what "digital" means is on its title. */}
      <label title="The app rolls, from the game's seed: the same game rolls the same dice again">
        <input
          type="radio"
          name="dice-mode"
          data-testid="dice-mode-digital"
          checked={mode === 'digital'}
          onChange={() => {
            session.setDiceMode('digital');
          }}
        />
        Digital
      </label>
      <label title="Roll your own dice and type in what they show">
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
