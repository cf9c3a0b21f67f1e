import { useState } from 'react';
import { showCoordinate } from '../../content/cgm/coordinates';
import type { LineSetDraft } from '../../content/cgm/draft';
import { lineSetFormOf, readLineSetForm, type LineSetForm } from '../../content/cgm/forms';

/** At most six lines fill the tracker's slots (§6). */
const MAX_LINES = 6;

/**
 * One line set's form: its id and name and its story lines, each a name and a start coordinate, at most
 * six. "Apply" puts it in the book when the pack's schema accepts it. Each line of the book as it stands
 * can be peeked: its walk starts at its start coordinate.
 */
function LineSetFields({
  set,
  index,
  onApply,
  onRemove,
  onPeek,
}: {
  set: LineSetDraft;
  index: number;
  onApply: (set: LineSetDraft) => void;
  onRemove: () => void;
  onPeek: (name: string, start: string) => void;
}) {
  const [form, setForm] = useState<LineSetForm>(() => lineSetFormOf(set));
  const reading = readLineSetForm(form);
  const setLine = (i: number, change: Partial<LineSetForm['lines'][number]>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) }));
  return (
    <form
      className="cgm-form cgm-line-set"
      data-testid={`cgm-line-set-${index}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (reading.ok) onApply(reading.entry);
      }}
    >
      <div className="cgm-row">
        <label>
          Id{' '}
          <input
            className="cgm-set-id"
            value={form.id}
            onChange={(e) => setForm({ ...form, id: e.target.value })}
          />
        </label>
        <label className="grow">
          Name <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
      </div>
      <ol className="cgm-lines">
        {form.lines.map((line, i) => {
          const applied = set.lines[i];
          return (
            <li key={i} className="cgm-row">
              <input
                aria-label={`Line ${i + 1}'s name`}
                value={line.name}
                onChange={(e) => setLine(i, { name: e.target.value })}
              />
              <input
                className="cgm-notation cgm-start-at"
                aria-label={`Line ${i + 1}'s start`}
                data-testid={`cgm-line-start-${index}-${i}`}
                value={line.start}
                spellCheck={false}
                onChange={(e) => setLine(i, { start: e.target.value })}
              />
              <button
                type="button"
                data-testid={`cgm-peek-${index}-${i}`}
                disabled={applied === undefined}
                title={
                  applied === undefined
                    ? 'Apply the line set first'
                    : `Follow ${applied.name} from ${showCoordinate(applied.start)}`
                }
                onClick={() => {
                  if (applied !== undefined) onPeek(applied.name, applied.start);
                }}
              >
                Peek
              </button>
              <button
                type="button"
                aria-label={`Remove line ${i + 1}`}
                disabled={form.lines.length <= 1}
                onClick={() => setForm({ ...form, lines: form.lines.filter((_, j) => j !== i) })}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
      {!reading.ok && (
        <ul className="refusal" role="alert" data-testid="cgm-line-set-errors">
          {reading.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      <div className="cgm-row">
        <button
          type="button"
          disabled={form.lines.length >= MAX_LINES}
          onClick={() =>
            setForm({
              ...form,
              lines: [...form.lines, { name: `Line ${form.lines.length + 1}`, start: '1BA' }],
            })
          }
        >
          Add a line
        </button>
        <button type="submit" disabled={!reading.ok}>
          Apply
        </button>
        <button type="button" onClick={onRemove}>
          Remove the set
        </button>
      </div>
    </form>
  );
}

/** The book's line sets (the story lines a campaign starts with), each with its lines to peek. */
export function LineSetEditor({
  sets,
  onApply,
  onAdd,
  onRemove,
  onPeek,
}: {
  sets: readonly LineSetDraft[];
  onApply: (index: number, set: LineSetDraft) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onPeek: (name: string, start: string) => void;
}) {
  return (
    <section className="panel cgm-line-sets" aria-label="Line sets" data-testid="cgm-line-sets">
      <h3>Line sets ({sets.length})</h3>
      {sets.map((set, i) => (
        <LineSetFields
          key={`${i}:${JSON.stringify(set)}`}
          set={set}
          index={i}
          onApply={(next) => onApply(i, next)}
          onRemove={() => onRemove(i)}
          onPeek={onPeek}
        />
      ))}
      <button type="button" onClick={onAdd} data-testid="cgm-line-set-add">
        New line set
      </button>
    </section>
  );
}
