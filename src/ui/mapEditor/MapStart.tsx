import { useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { blankMap, MAP_SIZE_MAX } from '../../rules/tilemap/edit';
import { readMapFile } from './mapFile';

/**
 * Where a map comes from: a blank map of a chosen size, any map of the loaded packs, or a map file. A file
 * that does not read as a playable map is refused with what is wrong in it, and the open map stays.
 * @param onOpen opens a map (recorded in the undo history); `note` is shown as a notice.
 */
export function MapStart({
  packMaps,
  onOpen,
}: {
  packMaps: readonly { readonly packId: string; readonly map: TileMap }[];
  onOpen: (map: TileMap, note: string) => void;
}) {
  const [width, setWidth] = useState('12');
  const [height, setHeight] = useState('8');
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);

  const open = (map: TileMap, note: string) => {
    setErrors([]);
    onOpen(map, note);
  };

  const importFile = async (file: File) => {
    const reading = readMapFile(file.name, await file.text());
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    open(
      reading.map,
      `Opened "${reading.map.name}" from ${file.name}.${reading.note === undefined ? '' : ` ${reading.note}`}`,
    );
  };

  return (
    <section className="panel map-start" aria-label="Start a map" data-testid="map-start">
      <form
        className="start-row"
        onSubmit={(e) => {
          e.preventDefault();
          const edit = blankMap('new-map', 'New map', Number(width), Number(height));
          if (edit.ok) open(edit.map, `A blank ${edit.map.width} × ${edit.map.height} map.`);
          else setErrors([edit.reason]);
        }}
      >
        <strong>New blank map</strong>
        <label>
          <input
            type="number"
            min={1}
            max={MAP_SIZE_MAX}
            aria-label="Width of the blank map"
            data-testid="blank-width"
            value={width}
            onChange={(e) => setWidth(e.target.value)}
          />
        </label>
        ×
        <label>
          <input
            type="number"
            min={1}
            max={MAP_SIZE_MAX}
            aria-label="Height of the blank map"
            data-testid="blank-height"
            value={height}
            onChange={(e) => setHeight(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="blank-start">
          Start blank
        </button>
      </form>
      <div className="start-row">
        <label>
          <strong>Or a pack's map</strong>{' '}
          <select data-testid="pack-map-choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Pick a map…</option>
            {packMaps.map(({ packId, map }) => (
              <option key={`${packId}/${map.id}`} value={`${packId}/${map.id}`}>
                {map.name} ({packId})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid="pack-map-open"
          disabled={choice === ''}
          onClick={() => {
            const found = packMaps.find(({ packId, map }) => `${packId}/${map.id}` === choice);
            if (found !== undefined)
              open(found.map, `Opened "${found.map.name}" from the pack ${found.packId}.`);
          }}
        >
          Open
        </button>
        <label className="button">
          Import a map file…
          <input
            type="file"
            hidden
            accept="application/json,.json"
            data-testid="map-import"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file !== undefined) void importFile(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {errors.length > 0 && (
        <div className="refusal" role="alert" data-testid="map-import-errors">
          <p>Not opened; the map on screen is unchanged:</p>
          <ul>
            {errors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
