import { useEffect } from 'react';
import type { DemoHighlight } from '../../content/schemas/demo';

/** The class a spotlit element gets (app.css draws it). */
const SPOT = 'demo-spot';

/** The page's elements a panel highlight points at, found by the panels' own test ids and words. */
function spotted(root: ParentNode, highlights: readonly DemoHighlight[]): Set<Element> {
  const found = new Set<Element>();
  const all = (selector: string) => {
    for (const el of root.querySelectorAll(selector)) found.add(el);
  };
  for (const h of highlights) {
    switch (h.on) {
      case 'stat':
        all(
          [
            `figure-state-${h.figure}`,
            `unit-${h.figure}`,
            `crew-${h.figure}`,
            `enemy-${h.figure}`,
            // The crawl's team lines: "oxygen", "credits", "xp", or a crew member.
            `crawl-${h.figure}`,
            `crawl-crew-${h.figure}`,
            // A Fringe figure's card (its Luck, Stun markers and weapons).
            `fringe-card-${h.figure}`,
          ]
            .map((id) => `[data-testid="${CSS.escape(id)}"]`)
            .join(', '),
        );
        break;
      case 'button': {
        const want = h.choice.toLowerCase();
        for (const b of root.querySelectorAll('[data-testid="choices"] button')) {
          if (b.textContent.toLowerCase().includes(want)) found.add(b);
        }
        break;
      }
      case 'odds':
        all('[data-testid="odds-badge"], [data-testid="last-roll"]');
        break;
      case 'prompt':
        all('[data-testid="prompt"]');
        break;
      default:
        break;
    }
  }
  return found;
}

/**
 * Lights up what a demo step points at in the panels (a stat, a choice button, the odds, the prompt) without
 * the panels knowing: it marks the elements by class and follows them as the panels redraw.
 */
export function PanelSpotlight({ highlights }: { readonly highlights: readonly DemoHighlight[] }) {
  useEffect(() => {
    const apply = () => {
      const want = spotted(document, highlights);
      for (const el of document.querySelectorAll(`.${SPOT}`)) if (!want.has(el)) el.classList.remove(SPOT);
      for (const el of want) if (!el.classList.contains(SPOT)) el.classList.add(SPOT);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const el of document.querySelectorAll(`.${SPOT}`)) el.classList.remove(SPOT);
    };
  }, [highlights]);
  return null;
}
