import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Demo } from '../../content/schemas/demo';
import { prepareDemo, type DemoSource } from '../../game/demo/prepare';
import { DemoRun } from '../../game/demo/run';
import type { ModeViewProps } from '../../modes/kit';
import { gameModeById } from '../../modes/registry';
import { entryById } from '../../rules/reference/search';
import { StageMarksContext, type StageMarks } from '../../scene/stageMarks';
import { formatOdds } from '../../ui/OddsBadge';
import { DemoPanel, type DemoControls } from '../../ui/demo/DemoPanel';
import { PanelSpotlight } from '../../ui/demo/PanelSpotlight';
import { isTypingTarget } from '../../ui/typingTarget';
import { navigate } from '../routes';
import { useServices } from '../services';
import { RuleBeside } from '../shell/RuleBeside';
import { StageExtrasContext, type StageExtras } from '../shell/stageExtras';
import { demoStore } from './demoStore';
import { DEMO_CHANNEL, isPresenterMessage, notesOf } from './presenterChannel';

type Opening =
  | { readonly kind: 'opening' }
  | { readonly kind: 'refused'; readonly errors: readonly string[] }
  | { readonly kind: 'ready'; readonly run: DemoRun; readonly View: ComponentType<ModeViewProps> };

/**
 * Opens a demo on its mode's own game view: the mode's definition and view load (lazy chunks), the demo is
 * checked against the mode (`prepareDemo`) and run on a session of its own (never the mode's game in
 * progress, never autosaved). `startAt` opens it at a step (the editor's preview).
 */
function useOpenedDemo(demo: Demo, packId: string | null, source: DemoSource, startAt: number): Opening {
  const services = useServices();
  const entry = gameModeById(demo.mode);
  const view = entry?.view;
  // What was opened, with what it was opened for: a new demo (or draft, or step) shows "opening" until ready.
  const [opened, setOpened] = useState<{
    readonly demo: Demo;
    readonly packId: string | null;
    readonly startAt: number;
    readonly value: Opening;
  } | null>(null);
  useEffect(() => {
    if (entry === undefined || view === undefined) return;
    let live = true;
    let run: DemoRun | null = null;
    void Promise.all([entry.mode(), view()]).then(([mode, loaded]) => {
      if (!live) return;
      const pack =
        packId === null ? services.packs.activeContent() : (services.packs.content(packId) ?? null);
      const prepared = prepareDemo(demo, (id) => (id === mode.id ? mode : undefined), pack, source);
      if (!prepared.ok) {
        setOpened({ demo, packId, startAt, value: { kind: 'refused', errors: prepared.errors } });
        return;
      }
      run = DemoRun.open(prepared.prepared);
      if (startAt > 0) run.goTo(startAt);
      demoStore.set(run);
      setOpened({ demo, packId, startAt, value: { kind: 'ready', run, View: loaded.default } });
    });
    return () => {
      live = false;
      if (run !== null) {
        demoStore.clear(run);
        run.dispose();
      }
    };
    // The source names the demo in errors only; a new demo (or draft, or step) is what reopens it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [demo, packId, services, startAt, entry, view]);
  if (entry === undefined || view === undefined) {
    return { kind: 'refused', errors: [`No mode of this app plays demos of "${demo.mode}".`] };
  }
  const current =
    opened !== null && opened.demo === demo && opened.packId === packId && opened.startAt === startAt;
  return current ? opened.value : { kind: 'opening' };
}

/** What a follower's screen says where the choices would be. */
const FOLLOWER_LINE =
  'The presenter drives this table: the choices are theirs. You may turn the camera and measure on your own screen.';

/** A demo playing: the mode's table and panels, the demo's caption and controls in the dock. */
export function DemoPlayer({
  demo,
  packId,
  source,
  present = false,
  startAt = 0,
  beside = false,
  extra,
  follower = false,
}: {
  readonly demo: Demo;
  /** The pack the demo's `build` set-up is built from (null: the active pack). */
  readonly packId: string | null;
  readonly source: DemoSource;
  /** Presenter mode: big type, captions over a clean table, the odds large, notes in a second window. */
  readonly present?: boolean;
  readonly startAt?: number;
  /** The caption beside the table (the side column) rather than in the dock above the prompt. */
  readonly beside?: boolean;
  /** More buttons for the demo bar. */
  readonly extra?: React.ReactNode;
  /** A spectator of a presenter's shared demo: the presenter drives the steps, this screen follows. */
  readonly follower?: boolean;
}) {
  const opening = useOpenedDemo(demo, packId, source, startAt);
  if (opening.kind === 'opening') return <p className="muted">Setting up the demo…</p>;
  if (opening.kind === 'refused') {
    return (
      <div className="refusal" role="alert" data-testid="demo-refused">
        <p>This demo cannot be played:</p>
        <ul>
          {opening.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <Playing
      run={opening.run}
      View={opening.View}
      present={present}
      beside={beside}
      extra={extra}
      follower={follower}
    />
  );
}

function Playing({
  run,
  View,
  present,
  beside,
  extra,
  follower,
}: {
  readonly run: DemoRun;
  readonly View: ComponentType<ModeViewProps>;
  readonly present: boolean;
  readonly beside: boolean;
  readonly extra?: React.ReactNode;
  readonly follower: boolean;
}) {
  const services = useServices();
  const [shownRule, setShownRule] = useState<string | null>(null);
  const state = useSyncExternalStore(run.subscribe, run.getState, run.getState);
  // The odds change with the game as well as with the step (a "your turn" made, an undo): subscribed to
  // both, and worked out on each drawing.
  useSyncExternalStore(
    (l) => run.session.subscribe(l),
    () => run.session.revision,
  );
  // A follower's game takes the presenter's steps only: a decision sent from this screen is refused.
  if (follower) run.watchOnly(FOLLOWER_LINE);
  const odds = run.stepOdds();
  const demo = run.prepared.demo;

  const controls: DemoControls = useMemo(
    () => ({
      next: () => void run.next(),
      back: () => void run.back(),
      restart: () => void run.restart(),
      jump: (i) => void run.goTo(i),
      showMe: () => void run.showMe(),
      answer: (i) => void run.answer(i),
      leave: () => {
        run.leave();
      },
      resume: () => {
        run.resume();
      },
    }),
    [run],
  );

  // Keyboard: the arrows step through the demo (not while typing, not when a panel took the key).
  useEffect(() => {
    // A follower's steps are the presenter's to move.
    if (follower) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        run.next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        run.back();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [run, follower]);

  // Presenter mode: the notes window follows every step and steers the demo.
  useEffect(() => {
    if (!present || follower || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(DEMO_CHANNEL);
    const send = () => {
      channel.postMessage(notesOf(run, demo.name));
    };
    channel.onmessage = (e: MessageEvent) => {
      const message: unknown = e.data;
      if (!isPresenterMessage(message)) return;
      if (message.kind === 'hello') send();
      if (message.kind !== 'command') return;
      if (message.command === 'jump') run.goTo(message.index);
      else if (message.command === 'next') run.next();
      else if (message.command === 'back') run.back();
      else if (message.command === 'restart') run.restart();
      else run.showMe();
    };
    send();
    const stopRun = run.subscribe(send);
    const stopSession = run.session.subscribe(send);
    return () => {
      stopRun();
      stopSession();
      channel.close();
    };
  }, [present, follower, run, demo.name]);

  const marks: StageMarks = useMemo(
    () => ({
      highlights: state.highlights,
      camera: state.camera,
      cameraRevision: state.cameraRevision,
      onFigure: (id) => run.answerOnTable({ figure: id }),
      onTile: (x, y) => run.answerOnTable({ x, y }),
    }),
    [run, state.highlights, state.camera, state.cameraRevision],
  );

  const extras: StageExtras = {
    className: present ? 'demo-screen presenting' : 'demo-screen',
    // A clean table: the panels open on demand.
    foldDrawers: true,
    // A follower's screen shows the presenter's game: nothing on it may change that game.
    ...(follower ? { watching: FOLLOWER_LINE } : {}),
    [beside ? 'side' : 'dock']: (
      <>
        {/* The step's rule beside the demo, not instead of it (issue 28); the Rules screen is one more click. */}
        {shownRule !== null && (
          <RuleBeside
            key={shownRule}
            ruleId={shownRule}
            heading="The rule this step teaches"
            testId="demo-rule-popover"
            onClose={() => {
              setShownRule(null);
            }}
          />
        )}
        <DemoPanel
          name={demo.name}
          state={state}
          steps={run.steps}
          controls={controls}
          odds={odds}
          ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
          onRule={setShownRule}
          extra={extra}
          follower={follower}
        />
      </>
    ),
    overlay: present ? (
      <div className="demo-captions" data-testid="demo-captions">
        {odds !== null && (
          <p className="demo-big-odds" data-testid="demo-big-odds">
            {formatOdds(odds)}
          </p>
        )}
        {state.step.text !== undefined && <p className="demo-caption-text">{state.step.text}</p>}
      </div>
    ) : null,
  };

  return (
    <StageExtrasContext.Provider value={extras}>
      <StageMarksContext.Provider value={marks}>
        <PanelSpotlight highlights={state.highlights} />
        <View
          session={run.session}
          onNew={() => {
            navigate({ screen: 'mode', mode: run.session.mode.id });
          }}
        />
      </StageMarksContext.Provider>
    </StageExtrasContext.Provider>
  );
}
