import { useRef, type ReactNode } from 'react';
import { useWholeHeadings } from './wholeHeadings';

/**
 * A panel of the game screen that folds away: its content scrolls inside it, and a folded drawer keeps only
 * its toggle (in the screen's toolbar), so the table gets the room. Where the column is too short for all
 * it holds, it ends above a heading rather than through it (`useWholeHeadings`).
 */
export function Drawer({
  id,
  label,
  open,
  className,
  children,
}: {
  /** The element id the toolbar's toggle names in `aria-controls`. */
  readonly id: string;
  /** What the drawer holds, for assistive technology ("Panels", "Log"). */
  readonly label: string;
  /** Folded drawers are hidden, not unmounted: their state (a half-filled form) survives. */
  readonly open: boolean;
  readonly className: string;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useWholeHeadings(ref);
  return (
    <aside ref={ref} id={id} className={`drawer ${className}`} aria-label={label} hidden={!open}>
      {children}
    </aside>
  );
}
