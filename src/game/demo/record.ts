import type { Demo, DemoMove, DemoStep, RollFaces } from '../../content/schemas/demo';
import type { GameSetup, LogEntry } from '../log';

/** What a recording starts from: a game's set-up, its log and the narrated line of each log entry. */
export interface Recording {
  readonly setup: GameSetup;
  readonly log: readonly LogEntry[];
  /** One line per log entry (the mode's `narrate`); the recorded steps are captioned with them. */
  readonly lines: readonly string[];
  readonly id: string;
  readonly name: string;
  readonly modeTitle: string;
}

const faces = (entry: LogEntry): RollFaces[] =>
  entry.kind === 'dice' ? [entry.faces.map((group) => [...group])] : [];

/**
 * "Make a demo": a game's log turned into a demo that replays it — one scripted step per decision, with the
 * faces of the rolls it led to (digital dice become scripted faces, so the demo shows the same throws), each
 * captioned with the narrated log lines of its entries. The set-up is the game's own (`setup.input`); rolls
 * before the first decision go in `setup.rolls`. The author then adds narration, marks, camera moves and
 * "your turn" steps in the editor.
 */
export function demoFromLog(recording: Recording): Demo {
  const { setup, log, lines } = recording;
  const opening: RollFaces[] = [];
  const steps: DemoStep[] = [];
  let current: { move: DemoMove; rolls: RollFaces[]; text: string[] } | null = null;
  const flush = () => {
    if (current === null) return;
    const rolls = current.rolls;
    steps.push({
      kind: 'play',
      text: current.text.join(' ') || `${current.move.decide.type}.`,
      moves: [{ decide: current.move.decide, ...(rolls.length > 0 ? { rolls } : {}) }],
    });
    current = null;
  };
  log.forEach((entry, i) => {
    const line = lines[i] ?? '';
    if (entry.kind === 'decision') {
      flush();
      // A logged decision is JSON (it came from a save or the session's own events).
      current = {
        move: { decide: entry.event as DemoMove['decide'] },
        rolls: [],
        text: line === '' ? [] : [line],
      };
      return;
    }
    if (current === null) {
      opening.push(...faces(entry));
      return;
    }
    current.rolls.push(...faces(entry));
    if (line !== '') current.text.push(line);
  });
  flush();
  const intro: DemoStep = {
    kind: 'narrate',
    title: 'Where we start',
    text: `A ${recording.modeTitle} game, recorded. Add narration, marks and “your turn” steps in the editor.`,
  };
  return {
    id: recording.id,
    name: recording.name,
    description: `Recorded from a ${recording.modeTitle} game.`,
    mode: setup.mode,
    minutes: Math.max(1, Math.min(60, Math.round(steps.length / 6))),
    sample: false,
    setup: {
      seed: setup.seed,
      input: setup.input as Demo['setup']['input'],
      ...(opening.length > 0 ? { rolls: opening } : {}),
    },
    steps: [intro, ...steps],
  };
}
