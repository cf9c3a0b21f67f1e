import { useRef } from 'react';

/**
 * Whether two values hold the same data: primitives by `Object.is`, arrays item by item, plain objects key by
 * key; anything else (a function, a class instance such as a three.js object) only when it is the same one.
 * For the view data a screen hands the table, which it rebuilds on every render of the screen.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameContent(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The value as it was last time when its content is the same (`sameContent`), else the new value. A screen
 * rebuilds the table's data on every click (a new board from each snapshot, new overlay lists); held to its
 * content, an unchanged table keeps its memos, rewrites no instance buffer and asks for no WebGL frame.
 */
export function useSameContent<T>(value: T): T {
  const kept = useRef(value);
  if (!sameContent(kept.current, value)) kept.current = value;
  return kept.current;
}
