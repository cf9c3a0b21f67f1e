import type { ShipSheet } from '../../rules/kraken/ship/sheet';

const STATE_WORDS: Readonly<Record<string, string>> = {
  working: '',
  damaged: ' — damaged',
  destroyed: ' — destroyed',
  empty: '',
};

/**
 * The ship sheet (Space Kraken §11): the hull and its totals, then every box of the profile in sheet order —
 * what it holds, and whether that works, is damaged or was destroyed (kept marked until phase 2 erases it).
 * Renders `shipSheet(...)` as it is given; no rule is worked out here.
 */
export function ShipSheetPanel({
  sheet,
  storage,
  building,
  docked = [],
}: {
  readonly sheet: ShipSheet;
  /** What the ship's storage holds, in words. */
  readonly storage: readonly string[];
  /** The build under way, in words (null: none). */
  readonly building: string | null;
  /** The crew's other ships, docked (§11), one line each in words. */
  readonly docked?: readonly string[];
}) {
  const t = sheet.totals;
  const boxes = sheet.storage.boxes + (sheet.storage.expansionOpen ? sheet.storage.expansion : 0);
  return (
    <section className="panel ship-sheet" aria-label="The ship sheet" data-testid="ship-sheet">
      <h3>
        {sheet.name} <span className="muted">({sheet.type})</span>
      </h3>
      <p className="stats" data-testid="ship-sheet-totals">
        SP {t.maxSp} · shields {t.shieldCapacity} (+{t.shieldRecharge} a turn) · armour {t.armour} · weapons{' '}
        {t.weaponsWorking} of {t.weaponsFitted}
        {t.damaged > 0 && ` · ${t.damaged} damaged`}
        {t.destroyed > 0 && ` · ${t.destroyed} destroyed`}
      </p>
      {building !== null && <p data-testid="ship-sheet-building">Building: {building}</p>}
      {docked.length > 0 && (
        <div data-testid="ship-docked">
          <h4>Docked ships</h4>
          <ul>
            {docked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className="ship-boxes">
        {sheet.boxes.map((b) => (
          <li
            key={b.label}
            className={`ship-box ${b.colour} ${b.state}`}
            data-testid={`ship-box-${b.box.kind}-${b.box.index}`}
            data-state={b.state}
          >
            <span className="muted">{b.label}</span>
            {b.content === null ? (
              // The label already says "blank weapon box": an empty one says only that it is empty.
              <span className="muted">{b.printed === null ? ' — empty' : ` (${b.printed.name})`}</span>
            ) : (
              <>
                {' '}
                {b.content.name} <span className="muted">{b.content.effect}</span>
                {STATE_WORDS[b.state]}
              </>
            )}
          </li>
        ))}
      </ol>
      <p className={storage.length === 0 ? 'muted' : ''} data-testid="campaign-storage">
        Storage ({storage.length} of {boxes}): {storage.length === 0 ? 'empty.' : storage.join(', ')}
      </p>
    </section>
  );
}
