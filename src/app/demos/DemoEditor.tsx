import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  demoCameraSchema,
  demoHighlightSchema,
  demoSchema,
  type Demo,
  type DemoStep,
} from '../../content/schemas/demo';
import { issueSentence } from '../../content/zodIssues';
import { demoFileText, readDemoFile } from '../../game/demo/file';
import { demoFromLog } from '../../game/demo/record';
import { loadGame } from '../../game/loadGame';
import type { Session } from '../../game/session';
import { MODES } from '../../modes/headless';
import { DEMO_MODES } from '../../modes/registry';
import { stepName } from '../../ui/demo/DemoPanel';
import { downloadJson } from '../../ui/downloadJson';
import { gameStore } from '../gameStore';
import { navigate } from '../routes';
import { useServices } from '../services';
import { DemoPlayer } from './DemoPlayer';

const highlightsSchema = z.array(demoHighlightSchema).max(40);

/**
 * Why a session cannot become a demo: a demo replays from the set-up, and a game continued from a snapshot
 * of older rules does not start there (its history is not replayable).
 */
function notRecordable(session: Session): string | null {
  return session.base === null
    ? null
    : 'This game continues from where it was saved under older rules. A demo plays a game from its start, so it can only be made of a game begun under today’s rules.';
}

/** A demo made from a session: its log, narrated, as steps (history lines are not part of `narrate`). */
function recorded(session: Session, name: string): Demo {
  const stamp = Date.now().toString(36);
  return demoFromLog({
    setup: session.setup,
    log: session.log,
    lines: session.narrate(),
    id: `recorded-${stamp}`,
    name,
    modeTitle: session.mode.title,
  });
}

/** The steps with one replaced. */
function withStep(demo: Demo, index: number, step: DemoStep): Demo {
  return { ...demo, steps: demo.steps.map((s, i) => (i === index ? step : s)) };
}

/** A "play" step of one decision turned into a "your turn" that asks the learner for that decision. */
function asYourTurn(step: DemoStep): DemoStep | null {
  if (step.kind !== 'play' || step.moves.length !== 1) return null;
  const [move] = step.moves;
  if (move === undefined) return null;
  const { kind: _kind, moves: _moves, text, ...common } = step;
  return {
    ...common,
    kind: 'yourTurn',
    text: text ?? 'Your turn: make the move.',
    expect: move.decide,
    ...(move.rolls === undefined ? {} : { rolls: move.rolls }),
  };
}

/**
 * The demo editor: "make a demo" from the game in progress of a mode or from a save file (its log becomes
 * steps), or open a demo file; then caption the steps, add narration, marks and camera moves, turn a
 * scripted decision into a "your turn", reorder and delete, with a live preview on the real table; export
 * the demo file or keep it in "My demos".
 */
export function DemoEditor() {
  const services = useServices();
  const [draft, setDraft] = useState<Demo | null>(null);
  const [selected, setSelected] = useState(0);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [preview, setPreview] = useState<{ demo: Demo; at: number } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  /** The loader's notice about the save the draft was made from (it continues under changed rules). */
  const [notice, setNotice] = useState<string | null>(null);

  // The preview follows the draft after a short pause in typing (each update replays the demo).
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      setPreview({ demo: draft, at: Math.min(selected, draft.steps.length - 1) });
    }, 400);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, selected]);

  const games = DEMO_MODES.flatMap((e) => {
    const session = gameStore.get(e.id);
    return session === undefined ? [] : [{ entry: e, session }];
  });

  const start = (demo: Demo, fromNotice: string | null = null) => {
    setNotice(fromNotice);
    setDraft(demo);
    setSelected(0);
    setProblems([]);
    setSaved(null);
  };

  if (draft === null) {
    return (
      <div className="screen demo-editor-start" data-testid="demo-editor">
        <div className="column main-column">
          <h1>Make a demo</h1>
          <p className="lede">
            A demo starts from a game: every decision of its log becomes a scripted step with its dice,
            captioned with the log&apos;s own words. Then you add narration, marks on the table, camera moves
            and “your turn” steps.
          </p>
          <h2>From the game in progress</h2>
          {games.length === 0 ? (
            <p className="muted">No game is in progress in this tab. Play one, or start from a save file.</p>
          ) : (
            <ul>
              {games.map(({ entry, session }) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    data-testid={`demo-from-${entry.id}`}
                    onClick={() => {
                      const refusal = notRecordable(session);
                      if (refusal !== null) setProblems([refusal]);
                      else start(recorded(session, `${entry.nav} demo`));
                    }}
                  >
                    Make a demo of {session.mode.describe(session.getSnapshot())}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h2>From a save file</h2>
          <label className="button">
            Choose a save file…
            <input
              type="file"
              accept=".json,application/json"
              className="sr-only"
              data-testid="demo-from-save"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file === undefined) return;
                void file.text().then((text) => {
                  const loaded = loadGame(text, MODES, services.packs);
                  if (!loaded.ok) {
                    setProblems([loaded.error]);
                    return;
                  }
                  const refusal = notRecordable(loaded.session);
                  if (refusal !== null) setProblems([refusal]);
                  else if (
                    loaded.session.mode.id !== 'dice-lab' &&
                    DEMO_MODES.some((m) => m.id === loaded.session.mode.id)
                  ) {
                    start(recorded(loaded.session, `${loaded.session.mode.title} demo`), loaded.notice);
                  } else setProblems([`Demos cannot run the ${loaded.session.mode.title} yet.`]);
                  loaded.session.dispose();
                });
              }}
            />
          </label>
          <h2>Edit a demo file</h2>
          <label className="button">
            Open a demo file…
            <input
              type="file"
              accept=".json,application/json"
              className="sr-only"
              data-testid="demo-open-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file === undefined) return;
                void file.text().then((text) => {
                  const read = readDemoFile(file.name, text);
                  if (!read.ok) setProblems(read.errors);
                  else if (read.demos[0] !== undefined) start(read.demos[0]);
                });
              }}
            />
          </label>
          {problems.length > 0 && (
            <ul className="refusal" role="alert" data-testid="demo-editor-errors">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  const step = draft.steps[selected] ?? draft.steps[0];
  const update = (next: Demo) => {
    setDraft(next);
    setSaved(null);
  };
  const setStep = (s: DemoStep) => {
    update(withStep(draft, selected, s));
  };
  const insert = (s: DemoStep) => {
    const steps = [...draft.steps];
    steps.splice(selected + 1, 0, s);
    update({ ...draft, steps });
    setSelected(selected + 1);
  };
  const checked = demoSchema.safeParse(draft);

  return (
    <div className="demo-editor" data-testid="demo-editor">
      <section className="demo-editor-side" aria-label="The demo">
        <h1>Demo editor</h1>
        {notice !== null && (
          <p className="notice-box" data-testid="load-notice">
            {notice}
          </p>
        )}
        <label>
          Name
          <input
            data-testid="demo-edit-name"
            value={draft.name}
            onChange={(e) => {
              update({ ...draft, name: e.target.value });
            }}
          />
        </label>
        <label>
          Id
          <input
            data-testid="demo-edit-id"
            value={draft.id}
            onChange={(e) => {
              update({ ...draft, id: e.target.value });
            }}
          />
        </label>
        <label>
          What it teaches
          <textarea
            rows={2}
            value={draft.description}
            onChange={(e) => {
              update({ ...draft, description: e.target.value });
            }}
          />
        </label>
        <h2>Steps</h2>
        <ol className="demo-edit-steps" data-testid="demo-edit-steps">
          {draft.steps.map((s, i) => (
            <li key={i} className={i === selected ? 'selected' : undefined}>
              <button
                type="button"
                className="link"
                data-testid={`demo-edit-step-${i}`}
                onClick={() => {
                  setSelected(i);
                }}
              >
                {stepName(s, i)}
              </button>{' '}
              <span className="muted">{s.text?.slice(0, 60)}</span>
            </li>
          ))}
        </ol>
        {step !== undefined && (
          <StepForm
            key={selected}
            step={step}
            index={selected}
            onChange={setStep}
            onYourTurn={() => {
              const turned = asYourTurn(step);
              if (turned !== null) setStep(turned);
            }}
            onDelete={() => {
              if (draft.steps.length === 1) return;
              update({ ...draft, steps: draft.steps.filter((_, i) => i !== selected) });
              setSelected(Math.max(0, selected - 1));
            }}
            onMove={(by) => {
              const to = selected + by;
              if (to < 0 || to >= draft.steps.length) return;
              const steps = [...draft.steps];
              const [moved] = steps.splice(selected, 1);
              if (moved === undefined) return;
              steps.splice(to, 0, moved);
              update({ ...draft, steps });
              setSelected(to);
            }}
          />
        )}
        <div className="demo-edit-add" role="group" aria-label="Add a step after this one">
          <button
            type="button"
            data-testid="demo-add-narrate"
            onClick={() => {
              insert({ kind: 'narrate', text: 'Say what happens here, in your own words.' });
            }}
          >
            + Narration
          </button>
          <button
            type="button"
            data-testid="demo-add-highlight"
            onClick={() => {
              insert({ kind: 'highlight', highlights: [{ on: 'odds' }] });
            }}
          >
            + Highlight
          </button>
          <button
            type="button"
            data-testid="demo-add-camera"
            onClick={() => {
              insert({ kind: 'camera', camera: { preset: 'top' } });
            }}
          >
            + Camera move
          </button>
          <button
            type="button"
            data-testid="demo-add-question"
            onClick={() => {
              insert({
                kind: 'question',
                text: 'Ask something about the table.',
                choices: [
                  { label: 'Yes', correct: true, explain: 'Say why.' },
                  { label: 'No', correct: false, explain: 'Say why not.' },
                ],
              });
            }}
          >
            + Question
          </button>
        </div>
        {!checked.success && (
          <p className="refusal" role="alert" data-testid="demo-edit-invalid">
            Not a valid demo yet: {issueSentence(checked.error, draft)}.
          </p>
        )}
        <div className="demo-edit-out">
          <button
            type="button"
            className="primary"
            data-testid="demo-export"
            disabled={!checked.success}
            onClick={() => {
              downloadJson(`${draft.id}.json`, demoFileText([draft]));
            }}
          >
            Export the demo file
          </button>
          <button
            type="button"
            data-testid="demo-save"
            disabled={!checked.success}
            onClick={() => {
              void services.packs.saveDemo(draft).then((outcome) => {
                if (outcome.ok) setSaved(draft.id);
                else setProblems(outcome.errors);
              });
            }}
          >
            Save into My demos
          </button>
          {saved !== null && (
            <button
              type="button"
              data-testid="demo-saved-play"
              onClick={() => {
                navigate({
                  screen: 'demos',
                  page: { kind: 'play', pack: 'my-demos', demo: saved, present: false },
                });
              }}
            >
              Saved: play it
            </button>
          )}
        </div>
        {problems.length > 0 && (
          <ul className="refusal" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="demo-editor-preview" aria-label="Preview" data-testid="demo-preview">
        {preview === null || !checked.success ? (
          <p className="muted">The preview shows the demo once it is valid.</p>
        ) : (
          <DemoPlayer
            demo={preview.demo}
            packId={null}
            source={{ file: 'the demo being edited', path: [] }}
            startAt={preview.at}
          />
        )}
      </section>
    </div>
  );
}

/** The selected step's fields: caption, rule link, marks and camera (as JSON), and what its kind adds. */
function StepForm({
  step,
  index,
  onChange,
  onYourTurn,
  onDelete,
  onMove,
}: {
  readonly step: DemoStep;
  readonly index: number;
  readonly onChange: (step: DemoStep) => void;
  readonly onYourTurn: () => void;
  readonly onDelete: () => void;
  readonly onMove: (by: number) => void;
}) {
  const [marks, setMarks] = useState(() => JSON.stringify(step.highlights ?? [], null, 1));
  const [camera, setCamera] = useState(() => (step.camera === undefined ? '' : JSON.stringify(step.camera)));
  const [problem, setProblem] = useState<string | null>(null);
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  return (
    <div className="demo-step-form" data-testid="demo-step-form">
      <h3>{stepName(step, index)}</h3>
      <label>
        Title
        <input
          data-testid="demo-edit-title"
          value={step.title ?? ''}
          onChange={(e) => {
            onChange({ ...step, title: optional(e.target.value) });
          }}
        />
      </label>
      <label>
        Narration
        <textarea
          rows={4}
          data-testid="demo-edit-text"
          value={step.text ?? ''}
          onChange={(e) => {
            onChange({ ...step, text: optional(e.target.value) } as DemoStep);
          }}
        />
      </label>
      <label>
        Rules-reference id
        <input
          data-testid="demo-edit-rule"
          value={step.rule ?? ''}
          placeholder="salvage.attack"
          onChange={(e) => {
            onChange({ ...step, rule: optional(e.target.value) });
          }}
        />
      </label>
      <label>
        Marks (JSON list: figure, ring, sight, distance, area, level, tile, stat, button, odds, prompt)
        <textarea
          rows={4}
          className="code"
          data-testid="demo-edit-highlights"
          value={marks}
          onChange={(e) => {
            setMarks(e.target.value);
            try {
              const parsed = highlightsSchema.safeParse(JSON.parse(e.target.value));
              if (!parsed.success) {
                setProblem(`Marks: ${issueSentence(parsed.error, JSON.parse(e.target.value))}.`);
                return;
              }
              setProblem(null);
              onChange({ ...step, highlights: parsed.data });
            } catch {
              setProblem('Marks: not JSON yet.');
            }
          }}
        />
      </label>
      <label>
        Camera (JSON, like {'{"preset":"top"}'}; empty: none)
        <input
          className="code"
          data-testid="demo-edit-camera"
          value={camera}
          onChange={(e) => {
            setCamera(e.target.value);
            if (e.target.value.trim() === '') {
              const { camera: _none, ...rest } = step;
              if (step.kind !== 'camera') onChange(rest as DemoStep);
              setProblem(null);
              return;
            }
            try {
              const parsed = demoCameraSchema.safeParse(JSON.parse(e.target.value));
              if (!parsed.success) {
                setProblem('Camera: { "preset": "top" | "iso" | "side", "focus"?: { x, z, width, depth } }.');
                return;
              }
              setProblem(null);
              onChange({ ...step, camera: parsed.data });
            } catch {
              setProblem('Camera: not JSON yet.');
            }
          }}
        />
      </label>
      {problem !== null && (
        <p className="refusal" role="alert">
          {problem}
        </p>
      )}
      <div className="demo-edit-actions">
        {step.kind === 'play' && step.moves.length === 1 && (
          <button type="button" data-testid="demo-make-your-turn" onClick={onYourTurn}>
            Make this a “your turn”
          </button>
        )}
        <button type="button" onClick={() => onMove(-1)}>
          Up
        </button>
        <button type="button" onClick={() => onMove(1)}>
          Down
        </button>
        <button type="button" data-testid="demo-delete-step" onClick={onDelete}>
          Delete
        </button>
      </div>
    </div>
  );
}
