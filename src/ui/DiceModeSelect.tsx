import type { DiceMode } from '../game/session';

/** A set-up form's choice of dice: the session's seeded digital dice, or the player's own typed in. */
export function DiceModeSelect({
  value,
  onChange,
  testId,
}: {
  readonly value: DiceMode;
  readonly onChange: (mode: DiceMode) => void;
  readonly testId: string;
}) {
  return (
    <label>
      Dice{' '}
      <select
        data-testid={testId}
        value={value}
        onChange={(e) => {
          onChange(e.target.value === 'manual' ? 'manual' : 'digital');
        }}
      >
        <option value="digital">Digital (seeded)</option>
        <option value="manual">My own dice (type the faces)</option>
      </select>
    </label>
  );
}
