import type { z } from 'zod';
import { formatPackError, packError } from '../errors';
import { readJson } from '../jsonText';
import { cgmEventSchema, lineSetSchema } from '../schemas/cgm';
import { issueToPackErrors, PARSE_OPTIONS } from '../zodIssues';
import type { EventDraft, LineSetDraft } from './draft';

/**
 * The event and line-set forms of the CGM editor as plain data: what the fields hold, and the entry they
 * make, read through the pack's own schemas — so a form is accepted exactly when a pack would accept the
 * entry, and a refusal names the field in the words of docs/content.md. An event's effects are typed as
 * JSON lists, the format docs/content.md describes.
 */

export interface EventForm {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly standby: boolean;
  /** The event asks A or B. */
  readonly choice: boolean;
  readonly aLabel: string;
  readonly bLabel: string;
  /** JSON lists of effects: the event's own, and those of options A and B. */
  readonly effects: string;
  readonly aEffects: string;
  readonly bEffects: string;
  readonly sample: boolean;
}

export type FormReading<T> =
  { readonly ok: true; readonly entry: T } | { readonly ok: false; readonly errors: readonly string[] };

const list = (value: readonly unknown[]) => (value.length === 0 ? '[]' : JSON.stringify(value, null, 1));

export function eventFormOf(event: EventDraft): EventForm {
  return {
    id: event.id,
    title: event.title,
    text: event.text,
    standby: event.standby,
    choice: event.choice !== undefined,
    aLabel: event.choice?.a.label ?? '',
    bLabel: event.choice?.b.label ?? '',
    effects: list(event.effects),
    aEffects: list(event.choice?.a.effects ?? []),
    bEffects: list(event.choice?.b.effects ?? []),
    sample: event.sample === true,
  };
}

export function blankEventForm(id: string): EventForm {
  return {
    id,
    title: 'New event',
    text: 'What the Leader and the crew find.',
    standby: false,
    choice: false,
    aLabel: 'Option A',
    bLabel: 'Option B',
    effects: '[]',
    aEffects: '[]',
    bEffects: '[]',
    sample: false,
  };
}

const WHERE = 'this event';

function effectList(field: string, text: string, errors: string[]): unknown {
  const reading = readJson(text.trim() === '' ? '[]' : text);
  if (reading.ok) return reading.value;
  errors.push(
    formatPackError(
      packError(
        WHERE,
        `${field}, line ${reading.line}, column ${reading.column}`,
        reading.expected,
        reading.got,
        'the effects are a JSON list, as in [{ "kind": "credits", "amount": 10 }]',
      ),
    ),
  );
  return [];
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, where: string): FormReading<T> {
  const result = schema.safeParse(data, PARSE_OPTIONS);
  if (result.success) return { ok: true, entry: result.data };
  return {
    ok: false,
    errors: result.error.issues.flatMap((issue) =>
      issueToPackErrors(where, issue, data).map(formatPackError),
    ),
  };
}

/** The event the form makes, or every reason it is refused. */
export function readEventForm(form: EventForm): FormReading<EventDraft> {
  const errors: string[] = [];
  const effects = effectList('effects', form.effects, errors);
  const a = form.choice ? effectList('choice.a.effects', form.aEffects, errors) : [];
  const b = form.choice ? effectList('choice.b.effects', form.bEffects, errors) : [];
  if (errors.length > 0) return { ok: false, errors };
  const data: Record<string, unknown> = {
    id: form.id.trim(),
    title: form.title,
    text: form.text,
    standby: form.standby,
    effects,
  };
  if (form.choice)
    data.choice = { a: { label: form.aLabel, effects: a }, b: { label: form.bLabel, effects: b } };
  if (form.sample) data.sample = true;
  return parsed(cgmEventSchema, data, WHERE);
}

export interface LineSetForm {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly lines: readonly { readonly name: string; readonly start: string }[];
  readonly sample: boolean;
}

export function lineSetFormOf(set: LineSetDraft): LineSetForm {
  return {
    id: set.id,
    name: set.name,
    description: set.description ?? '',
    lines: set.lines.map((l) => ({ name: l.name, start: l.start })),
    sample: set.sample === true,
  };
}

/** The line set the form makes, or every reason it is refused. */
export function readLineSetForm(form: LineSetForm): FormReading<LineSetDraft> {
  const data: Record<string, unknown> = {
    id: form.id.trim(),
    name: form.name,
    lines: form.lines.map((l) => ({ name: l.name, start: l.start.trim() })),
  };
  if (form.description.trim() !== '') data.description = form.description;
  if (form.sample) data.sample = true;
  return parsed(lineSetSchema, data, 'this line set');
}
