import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { ModeDefinition } from '../../game/mode';
import type { DiceMode, Session } from '../../game/session';
import { useGame } from '../gameStore';
import { useAutosavedSession, useRestoredSession } from '../useAutosave';
import { KeptSaveNote } from './LoadNotes';
import { startGame } from './startGame';
import { NewGameContext } from './newGame';

/** The outer element of a game screen: its class and the `data-testid` the e2e page objects find it by. */
export interface ScreenFrame {
  readonly testId: string;
  readonly className: string;
}

/** A game that starts by itself from an input the screen builds (null: the packs lack what it needs). */
export interface AutoStart {
  readonly kind: 'auto';
  readonly input: unknown;
  /** Shown when `input` is null. */
  readonly missing?: string;
}

/** A game that starts from the mode's set-up form, shown until a game runs and again for "set up another". */
export interface SetupForm {
  readonly kind: 'form';
  readonly title: string;
  readonly lede: string;
  readonly form: (start: (input: unknown, dice: DiceMode) => void) => ReactNode;
}

interface GateProps<M extends AnyStateMachine> {
  readonly mode: ModeDefinition<M>;
  readonly frame: ScreenFrame;
  /** Shown while the autosave slot is read. */
  readonly opening: string;
  /** The running game; `setUpAnother` opens the set-up form again (a no-op for an auto-started game). */
  readonly children: (session: Session<M>, setUpAnother: () => void) => ReactNode;
}

/**
 * The set-up gate of every game screen: resume the mode's game in progress (memory, then autosave), else show
 * the set-up form or start the game by itself, then hand the running session to the mode's own view.
 */
export function GameScreen<M extends AnyStateMachine>(
  props: GateProps<M> & { readonly start: AutoStart | SetupForm },
) {
  return props.start.kind === 'auto' ? (
    <AutoGate {...props} start={props.start} />
  ) : (
    <FormGate {...props} start={props.start} />
  );
}

function AutoGate<M extends AnyStateMachine>({
  mode,
  opening,
  start,
  children,
}: GateProps<M> & { readonly start: AutoStart }) {
  const session = useAutosavedSession(mode, start.input);
  if (start.input === null) return <p className="refusal">{start.missing ?? 'This game cannot start.'}</p>;
  if (session === undefined) return <p className="muted">{opening}</p>;
  // The game store holds sessions of any machine; this one is this mode's.
  return <>{children(session as unknown as Session<M>, () => undefined)}</>;
}

function FormGate<M extends AnyStateMachine>({
  mode,
  frame,
  opening,
  start,
  children,
}: GateProps<M> & { readonly start: SetupForm }) {
  const restored = useRestoredSession(mode);
  const session = useGame(mode.id);
  const [settingUp, setSettingUp] = useState(false);
  if (!restored) return <p className="muted">{opening}</p>;
  if (session === undefined || settingUp) {
    return (
      <div className={`screen ${frame.className}`} data-testid={frame.testId}>
        <div className="column main-column">
          <h1>{start.title}</h1>
          <p className="lede">{start.lede}</p>
          <KeptSaveNote mode={mode.id} />
          {session !== undefined && (
            <p className="notice-box" data-testid="setup-replaces">
              The game in progress ({session.mode.describe(session.getSnapshot())}) stays until this one
              starts.{' '}
              <button
                type="button"
                data-testid="setup-back"
                onClick={() => {
                  setSettingUp(false);
                }}
              >
                Back to the game
              </button>
            </p>
          )}
          {start.form((input, dice) => {
            startGame(mode, input, dice);
            setSettingUp(false);
          })}
        </div>
      </div>
    );
  }
  const setUpAnother = () => {
    setSettingUp(true);
  };
  return (
    <NewGameContext.Provider value={setUpAnother}>
      {children(session as unknown as Session<M>, setUpAnother)}
    </NewGameContext.Provider>
  );
}
