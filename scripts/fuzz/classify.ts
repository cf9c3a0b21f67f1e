/**
 * The five classes a fuzz case falls into. A refusal must be a sentence for a player: one that reads like a
 * JavaScript error, a stack trace, or "internal error" is a crash that a catch turned into text, and one that
 * echoes a huge value back is a message fault — both are failures.
 */
export type Verdict = 'refused' | 'loaded' | 'crashed' | 'hung' | 'invalid';

export const VERDICTS: readonly Verdict[] = ['refused', 'loaded', 'crashed', 'hung', 'invalid'];

export const FAILURES: ReadonlySet<Verdict> = new Set(['crashed', 'hung', 'invalid']);

export interface CaseOutcome {
  readonly verdict: Verdict;
  /** The refusal, the invariant breaks, the stack, or why it hung. */
  readonly detail: string;
}

/** A refusal longer than this echoes a value: messages quote at most ~100 characters of one. */
export const MAX_MESSAGE_CHARS = 2_000;

const INTERNAL = [
  /\b(?:TypeError|RangeError|ReferenceError|InternalError|EvalError)\b/,
  /internal error/i,
  /Maximum call stack/i,
  /Invalid array length/i,
  /out of memory/i,
  /Cannot read propert/i,
  /is not a function/,
  /is not iterable/,
  /\n\s+at .+[:(]\d+:\d+/,
];

/** Why a refusal message is not one a player should see, or null when it is fine. */
export function messageFault(message: string): string | null {
  if (message.trim() === '') return 'a refusal without a message';
  const internal = INTERNAL.find((re) => re.test(message));
  if (internal !== undefined) return `the refusal reads like an internal error (${String(internal)})`;
  if (message.length > MAX_MESSAGE_CHARS)
    return `the refusal is ${message.length} characters long (it echoes the value)`;
  return null;
}

/**
 * A refusal, classified: refused, or crashed when its message is an internal error in disguise. A pack's
 * refusal is a list of errors, each judged alone (a pack may have many faults, each quoted briefly).
 */
export function refusal(messages: string | readonly string[]): CaseOutcome {
  const list = typeof messages === 'string' ? [messages] : messages;
  const message = list.join('\n');
  const fault =
    list.length === 0 ? messageFault('') : (list.map(messageFault).find((f) => f !== null) ?? null);
  return fault === null
    ? { verdict: 'refused', detail: message }
    : { verdict: 'crashed', detail: `${fault}: ${message.slice(0, 4_000)}` };
}

/** An exception that escaped the pipeline. */
export function thrown(error: unknown): CaseOutcome {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return { verdict: 'crashed', detail: `an exception escaped: ${text.slice(0, 4_000)}` };
}
