import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../../game/session';
import { MODES } from '../../modes/headless';
import { entryById } from '../../rules/reference/search';
import { ChoiceBar } from '../../ui/ChoiceBar';
import { DiceModeToggle } from '../../ui/DiceModeToggle';
import { DiceTray } from '../../ui/DiceTray';
import { GameLog } from '../../ui/GameLog';
import { PromptPanel } from '../../ui/PromptPanel';
import { SaveBar } from '../../ui/SaveBar';
import { gameStore } from '../gameStore';
import { navigate } from '../routes';
import { useServices } from '../services';
import type { ScreenFrame } from './GameScreen';

/**
 * The chrome every game screen shares, in one place: the prompt, the choices, the dice, the log and the save
 * bar, around slots for what is the mode's own. Two columns today; the full-window 3D layout with docked
 * panels will replace this one component.
 */
export function GameLayout<M extends AnyStateMachine>({
  session,
  frame,
  title,
  intro,
  beforeChoices,
  main,
  stage,
  stageAt = 'side',
  side,
  footer,
  dice = true,
}: {
  readonly session: Session<M>;
  readonly frame: ScreenFrame;
  /** The heading's content. */
  readonly title: ReactNode;
  /** Between the heading and the prompt. */
  readonly intro?: ReactNode;
  /** Between the prompt and the choices (a form that picks what the choices act on). */
  readonly beforeChoices?: ReactNode;
  /** The mode's own panels under the choices and the dice tray. */
  readonly main?: ReactNode;
  /** The 3D table. */
  readonly stage?: ReactNode;
  /** Under the mode's panels, or at the top of the side column. */
  readonly stageAt?: 'main' | 'side';
  /** The mode's own side panels, above the game log. */
  readonly side?: ReactNode;
  /** Under the save bar ("start a new game"). */
  readonly footer?: ReactNode;
  /** False for a mode that never rolls (no dice-mode toggle, no dice tray). */
  readonly dice?: boolean;
}) {
  const services = useServices();
  return (
    <div className={`screen ${frame.className}`} data-testid={frame.testId}>
      <div className="column main-column">
        <h1>{title}</h1>
        {intro}
        <PromptPanel
          session={session}
          onRule={(id) => {
            navigate({ screen: 'rules', entry: id });
          }}
          ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
        />
        {beforeChoices}
        {dice && <DiceModeToggle session={session} />}
        <ChoiceBar session={session} />
        {dice && <DiceTray session={session} />}
        {main}
        {stageAt === 'main' && stage}
      </div>
      <div className="column side-column">
        {stageAt === 'side' && stage}
        {side}
        <GameLog session={session} />
        <SaveBar
          session={session}
          pack={services.packs.active()}
          packs={services.packs}
          modes={MODES}
          store={services.store}
          onLoaded={(loaded) => {
            gameStore.set(loaded.mode.id, loaded);
            // A save of another mode opens that mode's screen, as the Load screen does.
            if (loaded.mode.id !== session.mode.id) navigate({ screen: 'mode', mode: loaded.mode.id });
          }}
        />
        {footer}
      </div>
    </div>
  );
}
