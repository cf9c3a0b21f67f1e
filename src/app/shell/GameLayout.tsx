import { useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../../game/session';
import { MODES } from '../../modes/headless';
import { entryById } from '../../rules/reference/search';
import { Announcer } from '../../ui/Announcer';
import { ChoiceBar } from '../../ui/ChoiceBar';
import { DiceModeToggle } from '../../ui/DiceModeToggle';
import { DiceTray } from '../../ui/DiceTray';
import { GameLog } from '../../ui/GameLog';
import { LastResult } from '../../ui/LastResult';
import { PhaseMap } from '../../ui/phaseMap/PhaseMap';
import { PromptPanel } from '../../ui/PromptPanel';
import { SaveBar } from '../../ui/SaveBar';
import { adoptLoaded } from '../loadNotes';
import { navigate } from '../routes';
import { useServices } from '../services';
import { AutosaveAlert } from './AutosaveAlert';
import { CrashSwitch } from './crashSwitch';
import { Drawer } from './Drawer';
import { DrawerToggle } from './DrawerToggle';
import { FullscreenToggle } from './FullscreenToggle';
import { LoadNotes } from './LoadNotes';
import { OnlineBar } from '../online/OnlineBar';
import type { ScreenFrame } from './GameScreen';
import { StageExtrasContext } from './stageExtras';
import { GameOver } from './GameOver';
import { isWideScreen } from './wideScreen';

/**
 * The chrome every game screen shares, in one place. The table is the stage: the mode's 3D view fills the
 * window; the prompt and the choices dock at the bottom; the mode's own panels and the log sit in drawers at
 * the side that fold away; the toolbar opens and folds them and puts the screen in full screen.
 */
export function GameLayout<M extends AnyStateMachine>({
  session,
  frame,
  title,
  intro,
  beforeChoices,
  main,
  stage,
  side,
  footer,
  dice = true,
}: {
  readonly session: Session<M>;
  readonly frame: ScreenFrame;
  /** The heading's content. */
  readonly title: ReactNode;
  /** At the top of the panels drawer. */
  readonly intro?: ReactNode;
  /** In the dock, between the prompt and the choices (a form that picks what the choices act on). */
  readonly beforeChoices?: ReactNode;
  /** The mode's own panels, first in the panels drawer. */
  readonly main?: ReactNode;
  /** The 3D table: it fills the stage. */
  readonly stage?: ReactNode;
  /** The mode's own side panels, after `main` in the panels drawer. */
  readonly side?: ReactNode;
  /** At the end of the panels drawer, under the save bar ("start a new game"). */
  readonly footer?: ReactNode;
  /** False for a mode that never rolls (no dice-mode toggle, no dice tray). */
  readonly dice?: boolean;
}) {
  const services = useServices();
  const screen = useRef<HTMLDivElement>(null);
  const extras = useContext(StageExtrasContext);
  const startOpen = () => extras?.foldDrawers !== true && isWideScreen();
  const [panelsOpen, setPanelsOpen] = useState(startOpen);
  const [logOpen, setLogOpen] = useState(startOpen);
  // The phase map starts folded whatever the screen: the table is the stage, the map is asked for.
  const [phasesOpen, setPhasesOpen] = useState(false);
  const panelsId = `${frame.testId}-panels`;
  const logId = `${frame.testId}-log`;
  const phasesId = `${frame.testId}-phases`;
  const sideOpen = panelsOpen || logOpen || phasesOpen || extras?.side !== undefined;
  return (
    <div
      ref={screen}
      className={`screen stage-screen ${sideOpen ? 'side-open' : 'side-folded'} ${frame.className}${extras?.className === undefined ? '' : ` ${extras.className}`}`}
      data-testid={frame.testId}
    >
      <header className="stage-head">
        <h1>{title}</h1>
        <div className="stage-tools" role="toolbar" aria-label="Screen">
          <DrawerToggle
            controls={panelsId}
            label="Panels"
            open={panelsOpen}
            testId="toggle-panels"
            onToggle={() => {
              setPanelsOpen((open) => !open);
            }}
          />
          <DrawerToggle
            controls={logId}
            label="Log"
            open={logOpen}
            testId="toggle-log"
            onToggle={() => {
              setLogOpen((open) => !open);
            }}
          />
          <DrawerToggle
            controls={phasesId}
            label="Phases"
            open={phasesOpen}
            testId="toggle-phases"
            onToggle={() => {
              setPhasesOpen((open) => !open);
            }}
          />
          <FullscreenToggle target={screen} />
        </div>
      </header>
      <div className="stage-area">
        {stage}
        {extras?.overlay}
      </div>
      <div className="stage-side">
        {extras?.side !== undefined && <div className="stage-side-extra">{extras.side}</div>}
        <Drawer id={panelsId} label="Panels" open={panelsOpen} className="drawer-panels">
          {intro}
          {dice && <DiceModeToggle session={session} />}
          {main}
          {side}
          <SaveBar
            session={session}
            pack={services.packs.active()}
            packs={services.packs}
            modes={MODES}
            store={services.store}
            onLoaded={(loaded, notice) => {
              adoptLoaded(loaded, notice);
              // A save of another mode opens that mode's screen, as the Load screen does.
              if (loaded.mode.id !== session.mode.id) navigate({ screen: 'mode', mode: loaded.mode.id });
            }}
          />
          {footer}
        </Drawer>
        <Drawer id={logId} label="Log" open={logOpen} className="drawer-log">
          <GameLog session={session} />
        </Drawer>
        <Drawer id={phasesId} label="Phases" open={phasesOpen} className="drawer-phases">
          <PhaseMap
            key={session.mode.id}
            session={session}
            open={phasesOpen}
            ruleOf={(id) => entryById(services.rules, id)}
          />
        </Drawer>
      </div>
      <div className="stage-dock">
        {/* The prompt and the choices on the left; the last result beside them, never over the table. */}
        <div className="dock-main">
          {extras?.dock}
          {/* A finished game says so first, where the eye starts, above the last prompt. */}
          <GameOver session={session} />
          <AutosaveAlert session={session} />
          <LoadNotes session={session} />
          <CrashSwitch />
          <PromptPanel
            session={session}
            onRule={(id) => {
              navigate({ screen: 'rules', entry: id });
            }}
            ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
          />
          {beforeChoices}
          <ChoiceBar session={session} />
          {dice && <DiceTray session={session} />}
          <Announcer session={session} />
          {/* Below the choices: a folded "Play online" line for a local game, the table's seats once online. */}
          <OnlineBar session={session} />
        </div>
        <LastResult session={session} />
      </div>
    </div>
  );
}
