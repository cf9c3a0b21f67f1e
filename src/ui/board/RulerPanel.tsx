import type { Board as BoardDoc } from '../../content/schemas/board';
import type { Gear } from '../../content/schemas/salvage';
import { rangeBand } from '../../rules/board/distance';
import type { Mark } from './boardViews';
import { inches, rulerReading } from './boardViews';
import { MarkSelect } from './MarkSelect';

/**
 * The ruler: two marks (figures, or points picked on the board) and their true 3D distance, split into the
 * part across the table and the part up or down. With a ranged weapon chosen, the reading says which band
 * it falls in and the board shows the weapon's half and full range around the first figure.
 */
export function RulerPanel({
  board,
  from,
  to,
  onFrom,
  onTo,
  weapons,
  weaponId,
  onWeapon,
}: {
  board: BoardDoc;
  from: Mark | null;
  to: Mark | null;
  onFrom: (m: Mark | null) => void;
  onTo: (m: Mark | null) => void;
  weapons: readonly Gear[];
  weaponId: string;
  onWeapon: (id: string) => void;
}) {
  const reading = from !== null && to !== null ? rulerReading(board, from, to) : null;
  const weapon = weapons.find((w) => w.id === weaponId);
  const band =
    reading !== null && weapon?.range !== undefined
      ? rangeBand(reading.total, [
          ['within half range', weapon.range / 2],
          ['within range', weapon.range],
        ])
      : null;
  return (
    <section className="panel tool-panel" aria-label="Ruler" data-testid="ruler-panel">
      <h3>Ruler</h3>
      <p className="muted">Click two figures or points on the board, or pick figures here.</p>
      <MarkSelect board={board} value={from} onChange={onFrom} testId="ruler-from" label="From" />
      <MarkSelect board={board} value={to} onChange={onTo} testId="ruler-to" label="To" />
      <label>
        Weapon{' '}
        <select data-testid="ruler-weapon" value={weaponId} onChange={(e) => onWeapon(e.target.value)}>
          <option value="">none</option>
          {weapons
            .filter((w) => w.range !== undefined)
            .map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.range}")
              </option>
            ))}
        </select>
      </label>
      {reading === null ? (
        <p className="muted">Pick both ends to measure.</p>
      ) : (
        <dl className="reading">
          <dt>Distance</dt>
          <dd data-testid="ruler-total">{inches(reading.total)}</dd>
          <dt>Across the table</dt>
          <dd data-testid="ruler-horizontal">{inches(reading.horizontal)}</dd>
          <dt>Up or down</dt>
          <dd data-testid="ruler-vertical">{inches(reading.vertical)}</dd>
          {weapon !== undefined && (
            <>
              <dt>{weapon.name}</dt>
              <dd data-testid="ruler-band">{band ?? 'out of range'}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
