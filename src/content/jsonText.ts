/**
 * Reads JSON text. JSON.parse decides whether the text is valid; when it is not, a small scanner finds
 * where and why, so the message names a line and column in the same words in every browser.
 */

export type JsonReading =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly line: number;
      readonly column: number;
      readonly expected: string;
      readonly got: string;
    };

interface Problem {
  readonly offset: number;
  readonly expected: string;
}

/** Thrown inside the scanner to unwind to scan() with the first problem found. */
class SyntaxProblem extends Error implements Problem {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

const VALUE = 'a value (text in double quotes, a number, true, false, null, a list [...] or an object {...})';
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

class Scanner {
  private at = 0;
  constructor(private readonly text: string) {}

  /** The first problem in the text, or undefined when the scanner finds none. */
  scan(): Problem | undefined {
    try {
      this.space();
      this.value();
      this.space();
      if (this.at < this.text.length) this.fail('the end of the file after the top-level value');
      return undefined;
    } catch (problem) {
      if (problem instanceof SyntaxProblem) return { offset: problem.offset, expected: problem.expected };
      throw problem;
    }
  }

  private fail(expected: string, offset = this.at): never {
    throw new SyntaxProblem(offset, expected);
  }

  private space() {
    while (/[ \t\n\r]/.test(this.text.charAt(this.at))) this.at += 1;
  }

  private value() {
    const c = this.text.charAt(this.at);
    if (c === '{') this.object();
    else if (c === '[') this.list();
    else if (c === '"') this.string();
    else if (c === '-' || (c >= '0' && c <= '9')) this.number();
    else if (!this.word('true') && !this.word('false') && !this.word('null')) this.fail(VALUE);
  }

  private word(word: string): boolean {
    if (!this.text.startsWith(word, this.at)) return false;
    this.at += word.length;
    return true;
  }

  private number() {
    NUMBER.lastIndex = this.at;
    if (!NUMBER.test(this.text)) this.fail('a number like 3, -2 or 0.5');
    this.at = NUMBER.lastIndex;
  }

  private string() {
    this.at += 1;
    for (;;) {
      const c = this.text.charAt(this.at);
      if (c === '') this.fail('a closing double quote "');
      if (c === '"') break;
      if (c < ' ') this.fail('a closing double quote " before the end of the line');
      if (c === '\\') {
        const next = this.text.charAt(this.at + 1);
        if (next === 'u' && HEX4.test(this.text.slice(this.at + 2, this.at + 6))) this.at += 4;
        else if (!'"\\/bfnrt'.includes(next) || next === '')
          this.fail('an escape like \\" \\\\ \\n or \\u00e9', this.at + 1);
        this.at += 1;
      }
      this.at += 1;
    }
    this.at += 1;
  }

  private list() {
    this.at += 1;
    this.space();
    if (this.text.charAt(this.at) === ']') {
      this.at += 1;
      return;
    }
    for (;;) {
      this.space();
      if (this.text.charAt(this.at) === ']')
        this.fail('another value after "," (JSON allows no trailing comma)');
      this.value();
      this.space();
      const c = this.text.charAt(this.at);
      this.at += 1;
      if (c === ']') return;
      if (c !== ',') this.fail('a "," or "]"', this.at - 1);
    }
  }

  private object() {
    this.at += 1;
    this.space();
    if (this.text.charAt(this.at) === '}') {
      this.at += 1;
      return;
    }
    for (;;) {
      this.space();
      const c = this.text.charAt(this.at);
      if (c === '}') this.fail('another field after "," (JSON allows no trailing comma)');
      if (c !== '"') this.fail('a field name in double quotes');
      this.string();
      this.space();
      if (this.text.charAt(this.at) !== ':') this.fail('a ":" after the field name');
      this.at += 1;
      this.space();
      this.value();
      this.space();
      const d = this.text.charAt(this.at);
      this.at += 1;
      if (d === '}') return;
      if (d !== ',') this.fail('a "," or "}"', this.at - 1);
    }
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

function gotAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file';
  const rest = /^[A-Za-z0-9_.+-]+/.exec(text.slice(offset));
  return JSON.stringify(rest === null ? text.charAt(offset) : rest[0].slice(0, 20));
}

/** Parses JSON text (a leading byte-order mark is ignored). */
export function readJson(text: string): JsonReading {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    const problem = new Scanner(source).scan() ?? { offset: 0, expected: 'valid JSON' };
    return {
      ok: false,
      ...lineAndColumn(source, problem.offset),
      expected: problem.expected,
      got: gotAt(source, problem.offset),
    };
  }
}
