import { DANGER_LEVEL_NAMES, dangerLevel } from '../../rules/salvage/tables/danger';

/** The Danger Tracker, 1 to 20, in its five sections, with the present space marked. */
export function DangerTrack({ danger, blight }: { readonly danger: number; readonly blight: number }) {
  const level = dangerLevel(danger);
  return (
    <section className="panel danger-track" aria-label="Danger Tracker" data-testid="danger-track">
      <h2>
        Danger {danger} — {DANGER_LEVEL_NAMES[level]} <span className="muted">· crew Blight {blight}</span>
      </h2>
      <ol className="danger-spaces">
        {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => (
          <li
            key={n}
            className={`danger-${dangerLevel(n)}${n === danger ? ' here' : ''}`}
            title={DANGER_LEVEL_NAMES[dangerLevel(n)]}
          >
            {n}
          </li>
        ))}
      </ol>
    </section>
  );
}
