import { useContext, useEffect, useMemo, useRef, useState } from 'react';
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
import { TableDetailSelect } from './TableDetailSelect';
import { LoadNotes } from './LoadNotes';
import { OnlineBar } from '../online/OnlineBar';
import { seatPrompt, seatSieve } from '../online/seatSieve';
import { TableDice } from '../online/TableDice';
import { useTable } from '../online/useTable';
import type { ScreenFrame } from './GameScreen';
import { StageExtrasContext } from './stageExtras';
import { GameOver } from './GameOver';
import { RuleBeside } from './RuleBeside';
import { isWideScreen } from './wideScreen';
import { TABLE_INSET_EVENT } from '../../scene/tableInset';
import { readLayout, rememberLayout } from './layoutMemory';

/**
 * The chrome every game screen shares, in one place. The table is the stage: the mode's 3D view fills the
 * whole window behind everything else (issue 28: at 1280 × 720 at least 60 % of the window shows the table with
 * the panels open, 90 % with them folded); the prompt and the choices float at its bottom left, the mode's own
 * panels and the log in drawers on its right, the title and the toolbar along its top. The toolbar opens and
 * folds each drawer, folds everything at once ("Table only": a strip of choices stays) and puts the screen in
 * full screen; what the player folded is remembered (`layoutMemory.ts`).
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
  // A spectator's screen of someone else's game (a shared demo's follower): it acts on nothing.
  const watching = extras?.watching;
  // At an online table this screen's seat is offered its own choices only, and told whose turn it is.
  const table = useTable();
  const atTable = table !== null && session.online && table.modeId === session.mode.id ? table : null;
  const sieve = useMemo(
    () => (atTable === null ? undefined : seatSieve(session as Session, atTable)),
    [session, atTable],
  );
  // ... and reads a prompt about one crew as its own or as the other crew's.
  const words = useMemo(
    () => (atTable === null ? undefined : seatPrompt(session as Session, atTable)),
    [session, atTable],
  );
  // A demo opens on a clean table whatever was remembered: its caption is the guide.
  const [remembered] = useState(() => (extras?.foldDrawers === true ? {} : readLayout()));
  // Asked only as the screen opens (a media query costs a little on every click otherwise; issue 28).
  const startOpen = () => extras?.foldDrawers !== true && isWideScreen();
  const [panelsOpen, setPanelsOpen] = useState(() => remembered.panels ?? startOpen());
  const [logOpen, setLogOpen] = useState(() => remembered.log ?? startOpen());
  const [tableOnly, setTableOnly] = useState(remembered.tableOnly ?? false);
  // The phase map starts folded whatever the screen: the table is the stage, the map is asked for.
  const [phasesOpen, setPhasesOpen] = useState(false);
  // The cards over the table's lower edge (the view bar, a move preview) sit above the dock, whatever its height.
  // The height is set on the stage (a dozen elements), where every card that reads it lives, not on the whole
  // screen: a custom property is inherited, so a new value restyles everything under the element that holds
  // it, and the dock changes height with most clicks (300-odd elements restyled a click, ~3 ms; issue 28).
  const dock = useRef<HTMLDivElement>(null);
  const stageArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = dock.current;
    const host = stageArea.current;
    if (el === null || host === null || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      host.style.setProperty('--dock-h', `${el.offsetHeight}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);
  const panelsId = `${frame.testId}-panels`;
  const logId = `${frame.testId}-log`;
  const phasesId = `${frame.testId}-phases`;
  // The prompt's and the game-over panel's rule links open the entry beside the game, not instead of it
  // (issue 28); the popover offers the Rules screen as one more click.
  const ruleTitle = (id: string) => entryById(services.rules, id)?.title ?? id;
  const [shownRule, setShownRule] = useState<string | null>(null);
  const openRule = (id: string) => {
    setShownRule(id);
  };
  const sideOpen = !tableOnly && (panelsOpen || logOpen || phasesOpen || extras?.side !== undefined);
  // The scene lays its camera's view on the part of the table the panels leave free: tell it when that changes.
  useEffect(() => {
    window.dispatchEvent(new Event(TABLE_INSET_EVENT));
  }, [sideOpen, tableOnly]);
  return (
    <div
      ref={screen}
      className={`screen stage-screen ${sideOpen ? 'side-open' : 'side-folded'}${tableOnly ? ' table-only' : ''} ${frame.className}${extras?.className === undefined ? '' : ` ${extras.className}`}`}
      data-testid={frame.testId}
    >
      <header className="stage-head">
        <h1>{title}</h1>
        <div className="stage-tools" role="toolbar" aria-label="Screen">
          <DrawerToggle
            controls={panelsId}
            label="Panels"
            open={panelsOpen && !tableOnly}
            testId="toggle-panels"
            onToggle={() => {
              // From "Table only" the toggle brings the panels back, this drawer open.
              const open = tableOnly || !panelsOpen;
              rememberLayout({ panels: open, tableOnly: false });
              setPanelsOpen(open);
              setTableOnly(false);
            }}
          />
          <DrawerToggle
            controls={logId}
            label="Log"
            open={logOpen && !tableOnly}
            testId="toggle-log"
            onToggle={() => {
              const open = tableOnly || !logOpen;
              rememberLayout({ log: open, tableOnly: false });
              setLogOpen(open);
              setTableOnly(false);
            }}
          />
          <DrawerToggle
            controls={phasesId}
            label="Phases"
            open={phasesOpen && !tableOnly}
            testId="toggle-phases"
            onToggle={() => {
              setPhasesOpen(tableOnly || !phasesOpen);
              if (tableOnly) rememberLayout({ tableOnly: false });
              setTableOnly(false);
            }}
          />
          <button
            type="button"
            className={tableOnly ? 'tool active table-only-toggle' : 'tool table-only-toggle'}
            aria-pressed={tableOnly}
            title={
              tableOnly
                ? 'Show the prompt and the panels again'
                : 'Fold every panel: the table and the choices'
            }
            data-testid="toggle-fold"
            onClick={() => {
              rememberLayout({ tableOnly: !tableOnly });
              setTableOnly(!tableOnly);
            }}
          >
            Table only
          </button>
          <TableDetailSelect />
          <FullscreenToggle target={screen} />
        </div>
      </header>
      <div className="stage-area" ref={stageArea}>
        {stage}
        {extras?.overlay}
      </div>
      <div className="stage-side">
        {extras?.side !== undefined && <div className="stage-side-extra">{extras.side}</div>}
        <Drawer id={panelsId} label="Panels" open={panelsOpen && !tableOnly} className="drawer-panels">
          {intro}
          {dice &&
            watching === undefined &&
            (atTable === null ? <DiceModeToggle session={session} /> : <TableDice table={atTable} />)}
          {main}
          {side}
          {watching === undefined && (
            <>
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
              {/* A folded "Play online" line for a local game, the table's seats once online: with the save bar, off
              the table (issue 28: the table shows on most of the window). */}
              <OnlineBar session={session} />
              {footer}
            </>
          )}
        </Drawer>
        <Drawer id={logId} label="Log" open={logOpen && !tableOnly} className="drawer-log">
          <GameLog session={session} />
        </Drawer>
        <Drawer id={phasesId} label="Phases" open={phasesOpen && !tableOnly} className="drawer-phases">
          <PhaseMap
            key={session.mode.id}
            session={session}
            open={phasesOpen && !tableOnly}
            ruleOf={(id) => entryById(services.rules, id)}
          />
        </Drawer>
      </div>
      <div className="stage-dock">
        {/* The prompt and the choices on the left; the last result beside them, never over the table. */}
        <div className="dock-main" ref={dock}>
          {extras?.dock}
          {/* A finished game says so first, where the eye starts, above the last prompt. */}
          <GameOver session={session} onRule={openRule} ruleTitle={ruleTitle} />
          <AutosaveAlert session={session} />
          <LoadNotes session={session} />
          <CrashSwitch />
          {shownRule !== null && (
            <RuleBeside
              key={shownRule}
              ruleId={shownRule}
              heading="The rule that applies"
              testId="prompt-rule-popover"
              onClose={() => {
                setShownRule(null);
              }}
            />
          )}
          <PromptPanel session={session} onRule={openRule} ruleTitle={ruleTitle} words={words} />
          {watching === undefined ? (
            <>
              {beforeChoices}
              <ChoiceBar session={session} sieve={sieve} />
            </>
          ) : (
            <p className="panel choices choice-turn" role="status" data-testid="choices-watching">
              {watching}
            </p>
          )}
          {dice && <DiceTray session={session} />}
          <Announcer session={session} words={words} />
        </div>
        <LastResult session={session} />
      </div>
    </div>
  );
}
