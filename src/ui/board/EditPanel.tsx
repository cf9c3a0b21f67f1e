import { useState } from 'react';
import type { Board as BoardDoc, Figure as FigureDoc, TerrainPiece } from '../../content/schemas/board';
import { TERRAIN_KINDS } from '../../content/schemas/board';
import type { NewFigure, NewPiece } from '../../../machines/board/board.machine';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { Level } from '../../rules/board/types';
import { Refusal } from '../Refusal';

export type EditSelection = { readonly kind: 'figure' | 'piece'; readonly id: string } | null;

const NEW_FIGURE: NewFigure = {
  name: 'New figure',
  side: 'crew',
  level: 1,
  x: 18,
  z: 18,
  baseDiameter: 1,
  height: 1.25,
  eyeHeight: 1.1,
};
const NEW_PIECE: NewPiece = {
  kind: 'block',
  level: 3,
  x: 18,
  z: 18,
  width: 2,
  depthExtent: 2,
  height: 2,
  blocksLos: true,
  cover: true,
};

/**
 * The board editor: pick a figure or piece (here or on the board), change its numbers and apply, add new
 * ones, remove them, set the level spacing. Every change goes to the machine, which refuses what the board
 * rules forbid (a figure over a gap, a deck on The Sink) with the reason.
 * @param pickedPoint the last point clicked on the board; "Use the clicked point" copies it into the form.
 */
export function EditPanel({
  board,
  selection,
  onSelect,
  pickedPoint,
  send,
  onSaveToPack,
  onExport,
}: {
  board: BoardDoc;
  selection: EditSelection;
  onSelect: (s: EditSelection) => void;
  pickedPoint: { x: number; z: number; level: Level } | null;
  send: (event: { type: string } & Record<string, unknown>) => string | null;
  onSaveToPack: () => Promise<string>;
  onExport: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const act = (event: { type: string } & Record<string, unknown>) => setRefusal(send(event));
  const figure = selection?.kind === 'figure' ? board.figures.find((f) => f.id === selection.id) : undefined;
  const piece = selection?.kind === 'piece' ? board.terrain.find((p) => p.id === selection.id) : undefined;

  return (
    <section className="panel tool-panel" aria-label="Edit the board" data-testid="edit-panel">
      <h3>Edit the board</h3>
      <label>
        Level spacing (2.5"–3"){' '}
        <input
          type="number"
          step="0.1"
          data-testid="edit-spacing"
          defaultValue={board.levelSpacing}
          onBlur={(e) => act({ type: 'board.spacing', levelSpacing: Number(e.target.value) })}
        />
      </label>
      <div className="edit-lists">
        <label>
          Figure{' '}
          <select
            data-testid="edit-figure-select"
            value={figure?.id ?? ''}
            onChange={(e) => onSelect(e.target.value === '' ? null : { kind: 'figure', id: e.target.value })}
          >
            <option value="">—</option>
            {board.figures.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Terrain{' '}
          <select
            data-testid="edit-piece-select"
            value={piece?.id ?? ''}
            onChange={(e) => onSelect(e.target.value === '' ? null : { kind: 'piece', id: e.target.value })}
          >
            <option value="">—</option>
            {board.terrain.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id} ({p.kind}, {LEVEL_NAMES[p.level]})
              </option>
            ))}
          </select>
        </label>
      </div>
      <FigureForm
        key={`f-${figure?.id ?? 'new'}`}
        initial={figure ?? NEW_FIGURE}
        existing={figure !== undefined}
        pickedPoint={pickedPoint}
        onApply={(f) =>
          act(
            figure === undefined
              ? { type: 'figure.place', figure: f }
              : { type: 'figure.update', figureId: figure.id, figure: f },
          )
        }
        onRemove={() => {
          if (figure !== undefined) act({ type: 'figure.remove', figureId: figure.id });
          onSelect(null);
        }}
      />
      <PieceForm
        key={`p-${piece?.id ?? 'new'}`}
        initial={piece ?? NEW_PIECE}
        existing={piece !== undefined}
        pickedPoint={pickedPoint}
        onApply={(p) =>
          act(
            piece === undefined
              ? { type: 'terrain.add', piece: p }
              : { type: 'terrain.update', pieceId: piece.id, piece: p },
          )
        }
        onRemove={() => {
          if (piece !== undefined) act({ type: 'terrain.remove', pieceId: piece.id });
          onSelect(null);
        }}
      />
      {refusal !== null && <Refusal text={refusal} testId="edit-refusal" />}
      <div className="savebar">
        <button
          type="button"
          data-testid="board-save-pack"
          onClick={() => void onSaveToPack().then(setSaved)}
        >
          Save into “My boards” pack
        </button>
        <button type="button" data-testid="board-export" onClick={onExport}>
          Export board file
        </button>
      </div>
      {saved !== null && (
        <p className="notice" role="status" data-testid="board-saved">
          {saved}
        </p>
      )}
    </section>
  );
}

/** The editor's forms hold an entry without its id: ids are the machine's to give. */
function withoutId<T extends object>(entry: T): Omit<T, 'id'> {
  const copy = { ...entry } as Record<string, unknown>;
  delete copy['id'];
  return copy as Omit<T, 'id'>;
}

function num(label: string, value: number, set: (n: number) => void, testId: string) {
  return (
    <label>
      {label}{' '}
      <input
        type="number"
        step="0.5"
        data-testid={testId}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      />
    </label>
  );
}

function FigureForm({
  initial,
  existing,
  pickedPoint,
  onApply,
  onRemove,
}: {
  initial: NewFigure | FigureDoc;
  existing: boolean;
  pickedPoint: { x: number; z: number; level: Level } | null;
  onApply: (f: NewFigure) => void;
  onRemove: () => void;
}) {
  const [f, setF] = useState<NewFigure>(() => withoutId(initial));
  return (
    <fieldset data-testid="figure-form">
      <legend>{existing ? `Figure: ${initial.name}` : 'New figure'}</legend>
      <label>
        Name{' '}
        <input data-testid="fig-name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
      </label>
      <label>
        Side{' '}
        <input data-testid="fig-side" value={f.side} onChange={(e) => setF({ ...f, side: e.target.value })} />
      </label>
      <LevelSelect value={f.level} onChange={(level) => setF({ ...f, level })} testId="fig-level" />
      {num('x', f.x, (x) => setF({ ...f, x }), 'fig-x')}
      {num('z', f.z, (z) => setF({ ...f, z }), 'fig-z')}
      {pickedPoint !== null && (
        <button type="button" data-testid="fig-use-point" onClick={() => setF({ ...f, ...pickedPoint })}>
          Use the clicked point
        </button>
      )}
      <button type="button" data-testid="fig-apply" onClick={() => onApply(f)}>
        {existing ? 'Apply' : 'Add figure'}
      </button>
      {existing && (
        <button type="button" data-testid="fig-remove" onClick={onRemove}>
          Remove
        </button>
      )}
    </fieldset>
  );
}

function PieceForm({
  initial,
  existing,
  pickedPoint,
  onApply,
  onRemove,
}: {
  initial: NewPiece | TerrainPiece;
  existing: boolean;
  pickedPoint: { x: number; z: number; level: Level } | null;
  onApply: (p: NewPiece) => void;
  onRemove: () => void;
}) {
  const [p, setP] = useState<NewPiece>(() => withoutId(initial));
  const title = 'id' in initial ? initial.id : '';
  return (
    <fieldset data-testid="piece-form">
      <legend>{existing ? `Terrain: ${title}` : 'New terrain piece'}</legend>
      <label>
        Kind{' '}
        <select
          data-testid="piece-kind"
          value={p.kind}
          onChange={(e) => setP({ ...p, kind: e.target.value as NewPiece['kind'] })}
        >
          {TERRAIN_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <LevelSelect value={p.level} onChange={(level) => setP({ ...p, level })} testId="piece-level" />
      {num('x', p.x, (x) => setP({ ...p, x }), 'piece-x')}
      {num('z', p.z, (z) => setP({ ...p, z }), 'piece-z')}
      {num('width', p.width, (width) => setP({ ...p, width }), 'piece-width')}
      {num('depth', p.depthExtent, (depthExtent) => setP({ ...p, depthExtent }), 'piece-depth')}
      {num('height', p.height, (height) => setP({ ...p, height }), 'piece-height')}
      <label>
        <input
          type="checkbox"
          data-testid="piece-blocks"
          checked={p.blocksLos}
          onChange={(e) => setP({ ...p, blocksLos: e.target.checked })}
        />{' '}
        blocks sight
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="piece-cover"
          checked={p.cover}
          onChange={(e) => setP({ ...p, cover: e.target.checked })}
        />{' '}
        gives cover
      </label>
      {pickedPoint !== null && (
        <button
          type="button"
          data-testid="piece-use-point"
          onClick={() => setP({ ...p, x: pickedPoint.x, z: pickedPoint.z })}
        >
          Use the clicked point
        </button>
      )}
      <button type="button" data-testid="piece-apply" onClick={() => onApply(p)}>
        {existing ? 'Apply' : 'Add piece'}
      </button>
      {existing && (
        <button type="button" data-testid="piece-remove" onClick={onRemove}>
          Remove
        </button>
      )}
    </fieldset>
  );
}

function LevelSelect({
  value,
  onChange,
  testId,
}: {
  value: Level;
  onChange: (l: Level) => void;
  testId: string;
}) {
  return (
    <label>
      Level{' '}
      <select data-testid={testId} value={value} onChange={(e) => onChange(Number(e.target.value) as Level)}>
        {([1, 2, 3] as const).map((l) => (
          <option key={l} value={l}>
            {LEVEL_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
