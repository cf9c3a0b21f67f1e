import { useEffect, type RefObject } from 'react';

/** What counts as a heading in a drawer: a line a player reads to know what follows. */
const HEADINGS = 'h1, h2, h3, h4, legend, summary';
/** The block a heading opens, when it is that block's first line: the cut goes above the whole block. */
const BLOCKS = '.panel, fieldset, section, details';

/**
 * Where a drawer whose content runs past its foot should end so that no heading shows cut mid-line (issue 28:
 * the crawl's map title once showed half a line at the foot of the panels drawer, which gives way to the open
 * Log): the top of the first heading the foot crosses (of the block it opens, when it is that block's first
 * line), as a height from the drawer's top; null when no heading is crossed. Pure over the boxes it is given.
 * @param drawerTop the drawer's top, viewport pixels.
 * @param foot the drawer's lowest visible pixel of content, viewport pixels.
 * @param heads each heading's top and bottom, and the top of the block it opens (null when it opens none).
 */
export function cutAbove(
  drawerTop: number,
  foot: number,
  heads: readonly { readonly top: number; readonly bottom: number; readonly block: number | null }[],
): number | null {
  for (const h of heads) {
    if (h.top < foot - 1 && h.bottom > foot + 1)
      return Math.max(0, Math.floor((h.block ?? h.top) - drawerTop));
  }
  return null;
}

/**
 * Keeps a scrolling drawer from ending mid-heading: whenever its content, the column around it or the window
 * changes, it measures where its foot falls with no limit of its own and, if that crosses a heading, ends the
 * drawer just above it (a max-height). What is below is still there to scroll to.
 */
export function useWholeHeadings(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    const column = el?.parentElement ?? null;
    if (el === null || column === null || typeof MutationObserver !== 'function') return undefined;
    let frame = 0;
    const fit = () => {
      frame = 0;
      if (el.hidden) return;
      el.style.maxHeight = '';
      // A shorter drawer may show a scroll bar, which narrows its content and moves its lines: measured again.
      for (let tries = 0; tries < 3; tries++) {
        const box = el.getBoundingClientRect();
        if (el.scrollHeight <= el.clientHeight + 1) return;
        const foot =
          box.top + el.clientTop + el.clientHeight - parseFloat(getComputedStyle(el).paddingBottom);
        const heads = [...el.querySelectorAll(HEADINGS)].map((h) => {
          const r = h.getBoundingClientRect();
          const block = h.parentElement?.closest(BLOCKS) ?? null;
          const opens = block !== null && el.contains(block) && block.firstElementChild === h;
          return { top: r.top, bottom: r.bottom, block: opens ? block.getBoundingClientRect().top : null };
        });
        const height = cutAbove(box.top, foot, heads);
        if (height === null) return;
        // The height is the drawer's whole box; a content-box max-height leaves its padding and border out.
        const style = getComputedStyle(el);
        const extra =
          style.boxSizing === 'border-box'
            ? 0
            : parseFloat(style.paddingTop) +
              parseFloat(style.paddingBottom) +
              parseFloat(style.borderTopWidth) +
              parseFloat(style.borderBottomWidth);
        el.style.maxHeight = `${String(Math.max(0, height - extra))}px`;
      }
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(fit);
    };
    // Sizes change without a mutation too (a map drawn, the column narrowed): the drawer and its blocks are watched.
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
    const watch = () => {
      sizes?.disconnect();
      sizes?.observe(el);
      for (const child of el.children) sizes?.observe(child);
    };
    const observer = new MutationObserver(() => {
      watch();
      later();
    });
    watch();
    observer.observe(column, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'open', 'class'],
    });
    window.addEventListener('resize', later);
    fit();
    return () => {
      observer.disconnect();
      sizes?.disconnect();
      window.removeEventListener('resize', later);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
