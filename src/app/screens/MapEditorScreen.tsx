import { downloadJson } from '../../ui/downloadJson';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { blankMap, unusedAreas, type MapEdit } from '../../rules/tilemap/edit';
import { validateTileMap, type MapIssue } from '../../rules/tilemap/validate';
import { getTileMapProbe } from '../../scene/tilemap/probe';
import type { LocationMap } from '../../scene/tilemap/LocationView';
import { CellsText } from '../../ui/mapEditor/CellsText';
import { MapInfo } from '../../ui/mapEditor/MapInfo';
import { MapIssues } from '../../ui/mapEditor/MapIssues';
import { MapStart } from '../../ui/mapEditor/MapStart';
import { Palette } from '../../ui/mapEditor/Palette';
import { SelectedTile } from '../../ui/mapEditor/SelectedTile';
import { mapFileName, mapFileText } from '../../ui/mapEditor/mapFile';
import {
  borderName,
  nearestSide,
  planTileDown,
  type BorderSpec,
  type EditorTool,
  type TileCell,
} from '../../ui/mapEditor/tools';
import { useMapHistory } from '../../ui/mapEditor/useMapHistory';
import '../../ui/mapEditor/mapEditor.css';
import { MY_MAPS_ID } from '../myMapsPack';
import { useServices } from '../services';

// three.js and the tile-map scene load only when the editor is opened.
const TileMapCanvas = lazy(() => import('../../scene/tilemap/TileMapCanvas'));

function firstMap(): TileMap {
  const edit = blankMap('new-map', 'New map', 12, 8);
  if (!edit.ok) throw new Error(edit.reason);
  return edit.map;
}

/** Every problem the editor lists: the validator's, and declared areas no cell uses (a pack refuses them). */
function problemsOf(map: TileMap): MapIssue[] {
  const unused = unusedAreas(map).map((key): MapIssue => ({
    severity: 'error',
    message: `Area "${key}" (${map.areas[key]?.name ?? ''}) is declared but no cell uses it: paint it somewhere or remove it.`,
  }));
  const issues = validateTileMap(map);
  return [
    ...issues.filter((i) => i.severity === 'error'),
    ...unused,
    ...issues.filter((i) => i.severity !== 'error'),
  ];
}

function toolWords(tool: EditorTool, border: BorderSpec): string {
  switch (tool.kind) {
    case 'select':
      return 'Selecting: a click picks a tile.';
    case 'border':
      return `Borders: a click near a side of a tile puts ${withArticle(borderName(border))} there, or takes it off.`;
    case 'paint':
      switch (tool.paint.kind) {
        case 'space':
          return `Painting ${tool.paint.space === '.' ? 'floor' : tool.paint.space === '#' ? 'wall' : tool.paint.space === '~' ? 'void' : `area ${tool.paint.space}`}: a click paints a tile.`;
        case 'clear':
          return 'Clearing: a click takes the elements off a tile.';
        case 'element':
          return `Placing ${tool.paint.code}${tool.paint.add ? ' (added to what the tile carries)' : ''}: a click puts it on a tile.`;
      }
  }
}

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

/**
 * The map editor: draw a Space Kraken tile map cell by cell on the live preview, with the palette, the
 * cells as text, and the validator's problems listed as you go; start blank, from a pack's map or from a
 * file; export it or save it into the player's own "My maps" pack. The map and the tool are UI state; every
 * change is a pure edit of src/rules/tilemap/edit.ts.
 */
export function MapEditorScreen() {
  const services = useServices();
  const { map, commit, undo, redo, canUndo, canRedo } = useMapHistory(firstMap);
  const [tool, setTool] = useState<EditorTool>({ kind: 'select' });
  const [border, setBorder] = useState<BorderSpec>({ type: 'wall', level: null, toward: 'north' });
  const [selected, setSelected] = useState<TileCell | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pointer = useRef({ x: 0, y: 0 });

  // Read on every render: a map saved into "My maps" shows up in the list at once.
  const packMaps = services.packs.maps();
  const issues = useMemo(() => problemsOf(map), [map]);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const inside = selected !== null && selected.x < map.width && selected.y < map.height ? selected : null;
  const layers = useMemo(
    (): LocationMap[] => [{ map, highlights: inside === null ? [] : [{ ...inside, tone: 'selected' }] }],
    [map, inside],
  );

  const apply = (edit: MapEdit): string | null => {
    if (!edit.ok) return edit.reason;
    commit(edit.map);
    return null;
  };

  const onTileClick = (x: number, y: number) => {
    const probe = getTileMapProbe();
    const center = probe?.project(x, y) ?? null;
    const side =
      center === null
        ? 'north'
        : nearestSide(
            pointer.current,
            center,
            probe?.project(x + 1, y) ?? null,
            probe?.project(x, y + 1) ?? null,
          );
    const plan = planTileDown(map, tool, border, x, y, side);
    setSelected(plan.select);
    setRefusal(plan.edit === null ? null : apply(plan.edit));
  };

  return (
    <div className="screen map-editor" data-testid="map-editor">
      <div className="column main-column">
        <h1>
          Map editor: <span data-testid="map-title">{map.name}</span>{' '}
          <span className="muted small">
            ({map.width} × {map.height} tiles)
          </span>
        </h1>
        {notice !== null && (
          <p className="notice" role="status" data-testid="map-notice">
            {notice}
          </p>
        )}
        <div className="panel map-toolbar">
          <span data-testid="tool-words">{toolWords(tool, border)}</span>
          <span className="spacer" />
          <button type="button" data-testid="map-undo" disabled={!canUndo} onClick={undo}>
            Undo
          </button>
          <button type="button" data-testid="map-redo" disabled={!canRedo} onClick={redo}>
            Redo
          </button>
          {refusal !== null && (
            <p className="refusal" role="alert" data-testid="map-refusal">
              {refusal}
            </p>
          )}
        </div>
        <section
          className="panel map3d"
          aria-label="The map"
          onPointerDownCapture={(e) => {
            pointer.current = { x: e.clientX, y: e.clientY };
          }}
        >
          <Suspense fallback={<p className="muted">Setting up the map…</p>}>
            <TileMapCanvas maps={layers} preset="top" onTileClick={onTileClick} />
          </Suspense>
        </section>
        {/* The map is the stage: it comes first; starting another map is below it. */}
        <MapStart
          packMaps={packMaps}
          onOpen={(next, words) => {
            commit(next);
            setSelected(null);
            setRefusal(null);
            setNotice(words);
          }}
        />
        <CellsText key={map.id} map={map} onEdit={apply} />
      </div>
      <div className="column side-column">
        <MapIssues issues={issues} onPick={setSelected} />
        <Palette map={map} tool={tool} onTool={setTool} border={border} onBorder={setBorder} onEdit={apply} />
        <SelectedTile
          key={inside === null ? 'none' : `${inside.x},${inside.y}`}
          map={map}
          cell={inside}
          border={border}
          onEdit={apply}
        />
        <MapInfo
          map={map}
          errors={errors}
          onEdit={apply}
          onExport={() => {
            downloadJson(mapFileName(map), mapFileText(map));
            setNotice(
              `Exported ${mapFileName(map)}${errors > 0 ? ` — it still has ${errors} error${errors === 1 ? '' : 's'}; the app will refuse it until they are fixed` : ''}.`,
            );
          }}
          onSave={async () => {
            const replacing = packMaps.some((m) => m.packId === MY_MAPS_ID && m.map.id === map.id);
            const outcome = await services.packs.saveMap(map);
            if (!outcome.ok) return outcome;
            return {
              ok: true,
              notice: replacing
                ? `Saved "${map.name}" into the My maps pack, in place of the map with the id ${map.id}.`
                : `Saved "${map.name}" into the My maps pack.`,
            };
          }}
        />
      </div>
    </div>
  );
}
