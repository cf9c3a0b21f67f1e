import { useState } from 'react';
import { LINE_VARIABLES, SHARED_VARIABLES } from '../../content/cgm/cells';
import { showCoordinate } from '../../content/cgm/coordinates';
import type { CgmEventEntry } from '../../content/schemas/cgm';
import { PEEK_SLOT, peekChoices, type Peek, type PeekAnswer } from '../../rules/kraken/cgm/peek';
import { peekChoiceWords, peekEntryWords, peekWaitWords } from './words';

/** Every variable letter, the line's A–H first (plain ASCII letters). */
const VARIABLES = Array.from(LINE_VARIABLES + SHARED_VARIABLES);

/** The log's last lines shown (the walk keeps them all). */
const LOG_SHOWN = 40;

/**
 * Peek mode: the author's view of one story line, which players never get. What the line waits on, the
 * answers to pick (the way of a d20, A or B, STANDBY, a check), the tracker, the variables, and the walk so
 * far. The sheet grid marks the cells visited.
 */
export function PeekPanel({
  peek,
  name,
  events,
  onAnswer,
  onSetVariable,
  onRestart,
  onClose,
}: {
  peek: Peek;
  name: string;
  events: ReadonlyMap<string, CgmEventEntry>;
  onAnswer: (answer: PeekAnswer) => void;
  onSetVariable: (name: string, value: number) => void;
  onRestart: () => void;
  onClose: () => void;
}) {
  const [variable, setVariable] = useState('A');
  const [value, setValue] = useState('0');
  const line = peek.party.cgm.lines[PEEK_SLOT] ?? null;
  const vars = VARIABLES.map(
    (v) => [v, LINE_VARIABLES.includes(v) ? line?.vars[v] : peek.party.cgm.shared[v]] as const,
  ).filter((entry): entry is readonly [string, number] => entry[1] !== undefined);
  return (
    <section className="panel cgm-peek" aria-label="Peek mode" data-testid="cgm-peek">
      <h3>
        Peek: {name} <span className="badge">author's view · turn {peek.turn}</span>
      </h3>
      <p className="cgm-peek-wait" data-testid="cgm-peek-wait">
        {peekWaitWords(peek.wait, events)}
      </p>
      <div className="cgm-row" data-testid="cgm-peek-choices">
        {peekChoices(peek).map((choice, i) => (
          <button
            key={i}
            type="button"
            className="choice"
            data-testid={`cgm-peek-choice-${i}`}
            onClick={() => onAnswer(choice.answer)}
          >
            {peekChoiceWords(choice, events, peek.wait)}
          </button>
        ))}
        <span className="spacer" />
        <button type="button" onClick={onRestart} data-testid="cgm-peek-restart">
          Start again
        </button>
        <button type="button" onClick={onClose} data-testid="cgm-peek-close">
          Stop peeking
        </button>
      </div>
      <dl className="cgm-tracker" data-testid="cgm-peek-tracker">
        <dt>Tracker</dt>
        <dd>
          {line === null ? 'erased' : line.history.map((h) => showCoordinate(h)).join(' · ')}
          {line?.standby != null && ` (STANDBY at ${showCoordinate(line.standby)})`}
        </dd>
        <dt>Looks at</dt>
        <dd data-testid="cgm-peek-at">{peek.current === null ? '—' : showCoordinate(peek.current)}</dd>
        <dt>Variables</dt>
        <dd data-testid="cgm-peek-vars">
          {vars.length === 0 ? 'all 0' : vars.map(([v, n]) => `${v} = ${n}`).join(', ')}
        </dd>
        <dt>Party</dt>
        <dd>
          {peek.party.credits}¢ · oxygen {peek.party.oxygen}
        </dd>
      </dl>
      <form
        className="cgm-row"
        onSubmit={(e) => {
          e.preventDefault();
          onSetVariable(variable, Number(value));
        }}
      >
        <label>
          Set{' '}
          <select aria-label="Variable" value={variable} onChange={(e) => setVariable(e.target.value)}>
            {VARIABLES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <input
          type="number"
          aria-label="Value"
          className="cgm-value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit">Set</button>
      </form>
      <ol className="cgm-peek-log" data-testid="cgm-peek-log">
        {peek.log.slice(-LOG_SHOWN).map((entry, i) => (
          <li key={i}>{peekEntryWords(entry)}</li>
        ))}
      </ol>
    </section>
  );
}
