import { useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { MAP_SIZE_MAX, resizeMap, setMapInfo, type MapEdit } from '../../rules/tilemap/edit';
import { Refusal } from '../Refusal';

/**
 * The map's id, name, notes and size, and where it goes: a file (export) or the player's "My maps" pack.
 * A pack takes only a map the app can play, so saving waits until the problems list has no error.
 * @param onEdit applies an edit; returns its refusal, or null.
 * @param onSave saves into "My maps"; resolves to a notice, or to the pack's refusals.
 */
export function MapInfo({
  map,
  errors,
  onEdit,
  onExport,
  onSave,
}: {
  map: TileMap;
  errors: number;
  onEdit: (edit: MapEdit) => string | null;
  onExport: () => void;
  onSave: () => Promise<{ ok: true; notice: string } | { ok: false; errors: readonly string[] }>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [size, setSize] = useState({ width: String(map.width), height: String(map.height) });
  const [sizeOf, setSizeOf] = useState(map);
  const [saved, setSaved] = useState<string | null>(null);
  const [saveErrors, setSaveErrors] = useState<readonly string[]>([]);
  // The size fields follow the map when it changes elsewhere (rows typed, undo, another map opened).
  if (sizeOf.width !== map.width || sizeOf.height !== map.height) {
    setSizeOf(map);
    setSize({ width: String(map.width), height: String(map.height) });
  }
  const edit = (e: MapEdit) => {
    setRefusal(onEdit(e));
    setSaved(null);
  };

  return (
    <section className="panel tool-panel map-info" aria-label="The map" data-testid="map-info">
      <h3>The map</h3>
      <div className="info-grid">
        <label>
          Id{' '}
          <input
            key={`id-${map.id}`}
            data-testid="map-id"
            defaultValue={map.id}
            onBlur={(e) => {
              if (e.target.value !== map.id) edit(setMapInfo(map, { id: e.target.value.trim() }));
            }}
          />
        </label>
        <label>
          Name{' '}
          <input
            key={`name-${map.name}`}
            data-testid="map-name"
            defaultValue={map.name}
            onBlur={(e) => {
              if (e.target.value !== map.name) edit(setMapInfo(map, { name: e.target.value }));
            }}
          />
        </label>
        <label className="wide">
          Notes{' '}
          <input
            key={`notes-${map.notes ?? ''}`}
            data-testid="map-notes"
            defaultValue={map.notes ?? ''}
            placeholder="where the map comes from, what is on it"
            onBlur={(e) => {
              if (e.target.value !== (map.notes ?? '')) edit(setMapInfo(map, { notes: e.target.value }));
            }}
          />
        </label>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          edit(resizeMap(map, Number(size.width), Number(size.height)));
        }}
      >
        <label>
          Size{' '}
          <input
            type="number"
            min={1}
            max={MAP_SIZE_MAX}
            aria-label="Width"
            data-testid="map-width"
            value={size.width}
            onChange={(e) => setSize({ ...size, width: e.target.value })}
          />
        </label>
        ×{' '}
        <input
          type="number"
          min={1}
          max={MAP_SIZE_MAX}
          aria-label="Height"
          data-testid="map-height"
          value={size.height}
          onChange={(e) => setSize({ ...size, height: e.target.value })}
        />{' '}
        <button
          type="submit"
          data-testid="map-resize"
          disabled={size.width === String(map.width) && size.height === String(map.height)}
        >
          Resize
        </button>
      </form>
      {refusal !== null && <Refusal text={refusal} testId="map-info-refusal" />}
      <div className="save-row">
        <button
          type="button"
          data-testid="map-save"
          disabled={errors > 0}
          onClick={() => {
            void onSave().then((outcome) => {
              if (outcome.ok) {
                setSaved(outcome.notice);
                setSaveErrors([]);
              } else {
                setSaved(null);
                setSaveErrors(outcome.errors);
              }
            });
          }}
        >
          Save into my pack
        </button>
        <button type="button" data-testid="map-export" onClick={onExport}>
          Export the map file
        </button>
      </div>
      {errors > 0 && (
        <p className="muted small" data-testid="map-save-hint">
          Saving into “My maps” waits until the map has no errors (see Problems); a pack takes only maps the
          app can play. Export works at any time.
        </p>
      )}
      {saved !== null && (
        <p className="notice" role="status" data-testid="map-saved">
          {saved}
        </p>
      )}
      {saveErrors.length > 0 && (
        <ul className="refusal" role="alert" data-testid="map-save-errors">
          {saveErrors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
