import { describe, expect, it } from 'vitest';
import { readJson } from './jsonText';

function problem(text: string) {
  const reading = readJson(text);
  if (reading.ok) throw new Error('expected a syntax error');
  return `${reading.line}:${reading.column} expected ${reading.expected}, got ${reading.got}`;
}

describe('readJson', () => {
  it('reads valid JSON, ignoring a byte-order mark', () => {
    expect(readJson('\uFEFF{ "a": [1, 2.5e3, "x\\n", true, null] }')).toEqual({
      ok: true,
      value: { a: [1, 2500, 'x\n', true, null] },
    });
  });

  it.each([
    ['{ "a": 1 ', '1:10 expected a "," or "}", got the end of the file'],
    ['{ "a": 1 "b": 2 }', '1:10 expected a "," or "}", got "\\""'],
    ['[1, 2,]', '1:7 expected another value after "," (JSON allows no trailing comma), got "]"'],
    ["{ 'a': 1 }", '1:3 expected a field name in double quotes, got "\'"'],
    ['{ a: 1 }', '1:3 expected a field name in double quotes, got "a"'],
    ['{ "a" 1 }', '1:7 expected a ":" after the field name, got "1"'],
    [
      '{\n  "grade": seven\n}',
      '2:12 expected a value (text in double quotes, a number, true, false, null, a list [...] or an object {...}), got "seven"',
    ],
    [
      '{ "a": True }',
      '1:8 expected a value (text in double quotes, a number, true, false, null, a list [...] or an object {...}), got "True"',
    ],
    ['{ "a": "two\nlines" }', '1:12 expected a closing double quote " before the end of the line, got "\\n"'],
    ['{ "a": "\\q" }', '1:10 expected an escape like \\" \\\\ \\n or \\u00e9, got "q"'],
    ['{ "a": 01 }', '1:9 expected a "," or "}", got "1"'],
    ['{} {}', '1:4 expected the end of the file after the top-level value, got "{"'],
    [
      '',
      '1:1 expected a value (text in double quotes, a number, true, false, null, a list [...] or an object {...}), got the end of the file',
    ],
  ])('locates the error in %j', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });
});
