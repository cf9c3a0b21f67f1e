import { useState } from 'react';
import type { EventDraft } from '../../content/cgm/draft';
import { eventFormOf, readEventForm, type EventForm } from '../../content/cgm/forms';

/**
 * One CGM event's form: id, title, text, STANDBY, the A/B choice with its labels, and the effects as JSON
 * lists in the format of docs/content.md. "Apply" puts the event in the book when the pack's own schema
 * accepts it; otherwise every reason is listed and the book keeps the event as it was.
 */
function EventFields({
  event,
  onApply,
  onRemove,
}: {
  event: EventDraft;
  onApply: (event: EventDraft) => void;
  onRemove: () => void;
}) {
  const [form, setForm] = useState<EventForm>(() => eventFormOf(event));
  const reading = readEventForm(form);
  const set = (change: Partial<EventForm>) => setForm((f) => ({ ...f, ...change }));
  return (
    <form
      className="cgm-form"
      data-testid="cgm-event-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (reading.ok) onApply(reading.entry);
      }}
    >
      <div className="cgm-row">
        <label>
          Id{' '}
          <input
            className="cgm-id"
            data-testid="cgm-event-id"
            value={form.id}
            onChange={(e) => set({ id: e.target.value })}
          />
        </label>
        <label className="grow">
          Title{' '}
          <input
            data-testid="cgm-event-title"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </label>
      </div>
      <label className="cgm-block">
        Text
        <textarea
          rows={3}
          data-testid="cgm-event-text"
          value={form.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </label>
      <div className="cgm-row">
        <label>
          <input
            type="checkbox"
            checked={form.standby}
            onChange={(e) => set({ standby: e.target.checked })}
          />{' '}
          STANDBY
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="cgm-event-choice"
            checked={form.choice}
            onChange={(e) => set({ choice: e.target.checked })}
          />{' '}
          Asks A or B
        </label>
      </div>
      <label className="cgm-block">
        Effects (JSON list)
        <textarea
          rows={3}
          className="cgm-json"
          data-testid="cgm-event-effects"
          value={form.effects}
          onChange={(e) => set({ effects: e.target.value })}
        />
      </label>
      {form.choice && (
        <>
          <label className="cgm-block">
            Option A <input value={form.aLabel} onChange={(e) => set({ aLabel: e.target.value })} />
            <textarea
              rows={2}
              className="cgm-json"
              aria-label="Option A's effects"
              value={form.aEffects}
              onChange={(e) => set({ aEffects: e.target.value })}
            />
          </label>
          <label className="cgm-block">
            Option B <input value={form.bLabel} onChange={(e) => set({ bLabel: e.target.value })} />
            <textarea
              rows={2}
              className="cgm-json"
              aria-label="Option B's effects"
              value={form.bEffects}
              onChange={(e) => set({ bEffects: e.target.value })}
            />
          </label>
        </>
      )}
      {!reading.ok && (
        <ul className="refusal" role="alert" data-testid="cgm-event-errors">
          {reading.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      <div className="cgm-row">
        <button type="submit" data-testid="cgm-event-apply" disabled={!reading.ok}>
          Apply
        </button>
        <button type="button" onClick={onRemove} data-testid="cgm-event-remove">
          Remove the event
        </button>
      </div>
    </form>
  );
}

/**
 * The book's events: pick one to edit, add a new one, remove one.
 * @param picked the index of the event shown, or null
 */
export function EventEditor({
  events,
  picked,
  onPick,
  onApply,
  onAdd,
  onRemove,
}: {
  events: readonly EventDraft[];
  picked: number | null;
  onPick: (index: number | null) => void;
  onApply: (index: number, event: EventDraft) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const event = picked === null ? undefined : events[picked];
  return (
    <section className="panel cgm-events" aria-label="Events" data-testid="cgm-events">
      <h3>Events ({events.length})</h3>
      <div className="cgm-row">
        <select
          aria-label="Pick an event"
          data-testid="cgm-event-pick"
          value={picked === null ? '' : String(picked)}
          onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">Pick an event…</option>
          {events.map((ev, i) => (
            <option key={`${i}-${ev.id}`} value={String(i)}>
              !{ev.id} {ev.title}
            </option>
          ))}
        </select>
        <button type="button" data-testid="cgm-event-add" onClick={onAdd}>
          New event
        </button>
      </div>
      {event !== undefined && picked !== null && (
        // A new form whenever the event itself changes (applied, undone, another picked).
        <EventFields
          key={`${picked}:${JSON.stringify(event)}`}
          event={event}
          onApply={(next) => onApply(picked, next)}
          onRemove={() => onRemove(picked)}
        />
      )}
    </section>
  );
}
