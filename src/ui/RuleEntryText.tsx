import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { RuleEntry } from '../rules/reference/entry';

/**
 * What a rule shown beside the game (the phase map's popover, a prompt's or the game-over panel's rule)
 * shares: the entry's text as the Rules screen words it, and a dialog's manners — the focus on its Close
 * button while open and back on the opener after, Escape to close.
 */
export function RuleEntryText({ entry }: { readonly entry: RuleEntry }) {
  return (
    <>
      <p className="muted">From: {entry.source}</p>
      <p className="summary">{entry.summary}</p>
      {entry.body.split('\n').map((line, i) => (line.trim() === '' ? null : <p key={i}>{line}</p>))}
      {entry.reading !== undefined && <p className="reading">{entry.reading}</p>}
    </>
  );
}

/** The Close button's ref (focused on open, the opener refocused on close) and the dialog's Escape handler. */
export function useRuleDialog(onClose: () => void) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  return { close, onKeyDown };
}
