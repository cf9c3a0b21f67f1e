import { useMemo } from 'react';
import { DomLabels, type DomLabel } from '../DomLabels';
import type { FigureLabelItem, MapTitleItem, TileLabelItem } from './overlayLayout';
import { FIGURE_COLORS, HIGHLIGHT_COLORS } from './palette';

// System fonts only: the app downloads no font. Mostly beyond the tile's south-east corner (the anchor):
// the code in the tile's middle stays clear.
const LABEL_CSS =
  'font:700 11px/14px system-ui,sans-serif;color:#0e1117;border-radius:3px;padding:0 3px;' +
  'white-space:nowrap;user-select:none;pointer-events:none;box-shadow:0 1px 3px rgba(0,0,0,0.6);' +
  'transform:translate(-25%,-30%);';

// A figure's name and HP; the one acting now is outlined. DomLabels places them, as on the 3D tables.
const FIGURE_CSS =
  'font:600 11px/14px system-ui,sans-serif;color:#0e1117;border-radius:3px;padding:0 4px;' +
  'white-space:nowrap;user-select:none;pointer-events:none;box-shadow:0 1px 3px rgba(0,0,0,0.6);';

/**
 * Pixels between a figure label's lower edge and the top of its pawn: a pawn's width, so that seen from above
 * (the head then over the base) the label never covers the pawn it names (issue 28).
 */
const FIGURE_LIFT = 16;

const TITLE_CSS =
  'font:600 12px system-ui,sans-serif;max-width:240px;overflow:hidden;text-overflow:ellipsis;' +
  'color:#f4f7ff;background:rgba(14,17,23,0.78);border:1px solid rgba(244,247,255,0.2);' +
  'border-radius:4px;padding:1px 6px;white-space:nowrap;user-select:none;pointer-events:none;' +
  'transform:translate(0,-100%);';

/**
 * Short texts pinned to tiles (oxygen costs, verdicts), in the colour of their highlight, and the maps'
 * titles, drawn as DOM over the canvas (DomLabels): crisp at any zoom, readable by Playwright
 * (`data-testid="tile-label-<id>"`, `data-testid="tile-map-title-<index>"`) and costing no draw call. They
 * let the pointer through to the maps.
 * @param labels highlight labels, in the maps' frame (required; usually a handful).
 * @param titles map titles, in the maps' frame (default none).
 * @param figures a fight's figures' labels (`data-testid="tile-figure-<id>"`), in the maps' frame (default none).
 */
export function TileLabels({
  labels,
  titles = NO_TITLES,
  figures = NO_FIGURES,
}: {
  readonly labels: readonly TileLabelItem[];
  readonly titles?: readonly MapTitleItem[];
  readonly figures?: readonly FigureLabelItem[];
}) {
  const items = useMemo(
    (): DomLabel[] => [
      ...labels.map((label) => ({
        key: label.id,
        testId: `tile-label-${label.id}`,
        position: label.position,
        text: label.text,
        css: `${LABEL_CSS}background:${HIGHLIGHT_COLORS[label.tone]};`,
      })),
      ...titles.map((title) => ({
        key: `title-${title.index}`,
        testId: `tile-map-title-${title.index}`,
        position: title.position,
        text: title.text,
        css: TITLE_CSS,
      })),
    ],
    [labels, titles],
  );
  // A fight's figures stand close: their labels are spread as the 3D tables' are, so none overlaps another
  // ("Bra Cl Dax Ilyin" once) and none covers its pawn, with a leader line from one moved away.
  const names = useMemo(
    (): DomLabel[] =>
      figures.map((figure) => ({
        key: `figure-${figure.id}`,
        testId: `tile-figure-${figure.id}`,
        position: figure.position,
        text: figure.acting ? `▶ ${figure.text}` : figure.text,
        css: `${FIGURE_CSS}background:${FIGURE_COLORS[figure.side]};${figure.acting ? 'outline:2px solid #fff36b;' : ''}`,
      })),
    [figures],
  );
  return (
    <>
      <DomLabels labels={items} />
      <DomLabels labels={names} spread lift={FIGURE_LIFT} />
    </>
  );
}

const NO_TITLES: readonly MapTitleItem[] = [];
const NO_FIGURES: readonly FigureLabelItem[] = [];
