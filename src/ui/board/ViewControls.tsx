import { LEVEL_NAMES } from '../../rules/board/types';
import type { Level } from '../../rules/board/types';
import type { CameraPreset, LevelShow, LevelVisibility } from '../../scene/board/types';

const PRESETS: readonly { id: CameraPreset; label: string }[] = [
  { id: 'iso', label: 'Isometric' },
  { id: 'top', label: 'Top-down' },
  { id: 'side', label: 'Side' },
  { id: 'free', label: 'Free orbit' },
];

/** Camera presets and, per level, shown / faded / hidden — to look into The Mids and The Sink. */
export function ViewControls({
  preset,
  onPreset,
  levels,
  onLevels,
}: {
  preset: CameraPreset;
  onPreset: (p: CameraPreset) => void;
  levels: LevelVisibility;
  onLevels: (v: LevelVisibility) => void;
}) {
  return (
    <section className="panel view-controls" aria-label="View">
      <span className="group">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            className={preset === p.id ? 'active' : ''}
            data-testid={`camera-${p.id}`}
            onClick={() => onPreset(p.id)}
          >
            {p.label}
          </button>
        ))}
      </span>
      <span className="group">
        {([1, 2, 3] as const).map((level: Level) => (
          <label key={level}>
            {LEVEL_NAMES[level]}{' '}
            <select
              data-testid={`level-${level}`}
              value={levels[level]}
              onChange={(e) => onLevels({ ...levels, [level]: e.target.value as LevelShow })}
            >
              <option value="shown">shown</option>
              <option value="faded">faded</option>
              <option value="hidden">hidden</option>
            </select>
          </label>
        ))}
      </span>
    </section>
  );
}
