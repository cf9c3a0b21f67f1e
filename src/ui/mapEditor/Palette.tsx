import { useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import {
  BORDER_TYPES,
  DIRECTIONS,
  MAP_LEGEND,
  type BorderType,
  type Direction,
} from '../../content/tilemap/legend';
import { removeArea, setArea, type MapEdit, type PaintTool } from '../../rules/tilemap/edit';
import {
  defaultValue,
  elementCode,
  legendEntry,
  valueChoices,
  type BorderSpec,
  type EditorTool,
} from './tools';
import { Refusal } from '../Refusal';

const SPACES: readonly { space: string; label: string; id: string; title: string }[] = [
  { space: '.', label: '. Floor', id: 'floor', title: 'a plain tile, a space of its own' },
  { space: '#', label: '# Wall', id: 'wall', title: 'solid wall: airtight, never entered' },
  { space: '~', label: '~ Void', id: 'void', title: 'a chasm or a cliff: never entered' },
];

const BORDER_HINTS: Readonly<Record<BorderType, string>> = {
  wall: 'never crossed, airtight',
  airtight: 'crossed freely, airtight (the outline of an isolated tile)',
  door: 'crossed both ways, airtight',
  'automatic-door': 'crossed one way only, airtight',
  obstacle: 'crossed for an action, not airtight',
  bulkhead: 'opened by a Tech check, airtight',
  'safety-bulkhead': 'a door while no boss lives, airtight',
  void: 'the edge of a chasm, never crossed',
  'void-airtight': 'the edge of a chasm, never crossed, airtight',
};

const sameTool = (a: EditorTool, b: EditorTool) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The palette: what a click on the map paints. Spaces (floor, wall, void, the map's areas, with adding,
 * renaming and removing areas), every element code of the legend with its value, "clear elements", and every
 * border type (with a bulkhead's level and an automatic door's direction).
 * @param onEdit applies an edit; returns its refusal, or null.
 */
export function Palette({
  map,
  tool,
  onTool,
  border,
  onBorder,
  onEdit,
}: {
  map: TileMap;
  tool: EditorTool;
  onTool: (tool: EditorTool) => void;
  border: BorderSpec;
  onBorder: (border: BorderSpec) => void;
  onEdit: (edit: MapEdit) => string | null;
}) {
  const [elementPick, setElementPick] = useState({ code: '>', value: '', add: false });
  const [newKey, setNewKey] = useState('');
  const [newName, setNewName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const entry = legendEntry(elementPick.code);

  const paint = (p: PaintTool) => {
    onTool({ kind: 'paint', paint: p });
  };
  const pickElement = (next: { code: string; value: string; add: boolean }) => {
    setElementPick(next);
    const picked = legendEntry(next.code);
    if (picked !== undefined)
      paint({ kind: 'element', code: elementCode(picked, next.value), add: next.add });
  };
  const button = (id: string, label: string, target: EditorTool, title: string, onClick?: () => void) => (
    <button
      type="button"
      key={id}
      data-testid={`tool-${id}`}
      className={sameTool(tool, target) ? 'active' : ''}
      title={title}
      onClick={onClick ?? (() => onTool(target))}
    >
      {label}
    </button>
  );

  return (
    <section className="panel tool-panel map-palette" aria-label="Palette" data-testid="map-palette">
      <h3>Palette</h3>
      <p className="muted small">A click on the map paints the tile with the tool picked here.</p>
      <div className="palette-row">
        {button('select', 'Select only', { kind: 'select' }, 'a click only picks the tile')}
        {SPACES.map((s) =>
          button(s.id, s.label, { kind: 'paint', paint: { kind: 'space', space: s.space } }, s.title),
        )}
        {button(
          'clear',
          'Clear elements',
          { kind: 'paint', paint: { kind: 'clear' } },
          'take the elements off, keep the space',
        )}
      </div>

      <h4>Areas</h4>
      {Object.keys(map.areas).length === 0 && (
        <p className="muted small">No areas yet: add one to paint it.</p>
      )}
      <ul className="area-list">
        {Object.entries(map.areas).map(([key, area]) => (
          <li key={key}>
            {button(
              `area-${key}`,
              key,
              { kind: 'paint', paint: { kind: 'space', space: key } },
              `paint area ${key}`,
            )}
            <input
              aria-label={`Name of area ${key}`}
              data-testid={`area-name-${key}`}
              key={`${key}-${area.name}`}
              defaultValue={area.name}
              onBlur={(e) => {
                if (e.target.value !== area.name) setRefusal(onEdit(setArea(map, key, e.target.value)));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
            <button
              type="button"
              className="link"
              data-testid={`area-remove-${key}`}
              title="remove the area: its cells become floor tiles"
              onClick={() => setRefusal(onEdit(removeArea(map, key)))}
            >
              remove
            </button>
          </li>
        ))}
      </ul>
      <form
        className="area-add"
        onSubmit={(e) => {
          e.preventDefault();
          const key = newKey.trim();
          const reason = onEdit(setArea(map, key, newName.trim() === '' ? `Area ${key}` : newName.trim()));
          setRefusal(reason);
          if (reason === null) {
            paint({ kind: 'space', space: key });
            setNewKey('');
            setNewName('');
          }
        }}
      >
        <label>
          Key{' '}
          <input
            className="key"
            data-testid="area-new-key"
            value={newKey}
            placeholder="a"
            onChange={(e) => setNewKey(e.target.value)}
          />
        </label>
        <label>
          Name{' '}
          <input
            data-testid="area-new-name"
            value={newName}
            placeholder="Pump hall"
            onChange={(e) => setNewName(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="area-add" disabled={newKey.trim() === ''}>
          Add area
        </button>
      </form>

      <h4>Elements</h4>
      <div className="palette-row codes">
        {MAP_LEGEND.map((e) => {
          const value = e.code === elementPick.code ? elementPick.value : defaultValue(e);
          return button(
            `element-${e.type}`,
            e.code,
            { kind: 'paint', paint: { kind: 'element', code: elementCode(e, value), add: elementPick.add } },
            e.meaning,
            () => pickElement({ ...elementPick, code: e.code, value }),
          );
        })}
      </div>
      {entry !== undefined && (
        <p className="element-pick" data-testid="element-meaning">
          <code>{elementCode(entry, elementPick.value)}</code> {entry.meaning}
        </p>
      )}
      <div>
        {entry !== undefined && entry.value !== 'none' && (
          <label>
            {entry.value === 'portal' ? 'Portal' : entry.value === 'direction' ? 'Entered from' : 'Number'}{' '}
            <select
              data-testid="element-value"
              value={elementPick.value}
              onChange={(e) => pickElement({ ...elementPick, value: e.target.value })}
            >
              {valueChoices(entry).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label title="add the element to what the tile carries (M1+E2) instead of replacing it">
          <input
            type="checkbox"
            data-testid="element-add"
            checked={elementPick.add}
            onChange={(e) => pickElement({ ...elementPick, add: e.target.checked })}
          />{' '}
          add to what the tile carries
        </label>
      </div>

      <h4>Borders</h4>
      <p className="muted small">
        Click near a side of a tile to put this border there, or click it again to take it off.
      </p>
      <div className="palette-row">
        {BORDER_TYPES.map((type) => (
          <button
            type="button"
            key={type}
            data-testid={`border-type-${type}`}
            className={tool.kind === 'border' && border.type === type ? 'active' : ''}
            title={BORDER_HINTS[type]}
            onClick={() => {
              onBorder({ ...border, type });
              onTool({ kind: 'border' });
            }}
          >
            {type.replace(/-/g, ' ')}
          </button>
        ))}
      </div>
      <p className="muted small" data-testid="border-meaning">
        {border.type.replace(/-/g, ' ')}: {BORDER_HINTS[border.type]}
      </p>
      {border.type === 'bulkhead' && (
        <label>
          Level{' '}
          <select
            data-testid="border-level"
            value={border.level === null ? '' : String(border.level)}
            onChange={(e) => {
              const v = e.target.value;
              onBorder({ ...border, level: v === '' ? null : v === '?' ? '?' : Number(v) });
            }}
          >
            <option value="">no number (0)</option>
            {Array.from({ length: 10 }, (_, n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
            <option value="?">? (random)</option>
          </select>
        </label>
      )}
      {border.type === 'automatic-door' && (
        <label>
          Lets the team through toward{' '}
          <select
            data-testid="border-toward"
            value={border.toward}
            onChange={(e) => onBorder({ ...border, toward: e.target.value as Direction })}
          >
            {DIRECTIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      )}
      {refusal !== null && <Refusal text={refusal} testId="palette-refusal" />}
    </section>
  );
}
