import type { Mission } from '../../rules/salvage/mission/state';
import { SALVAGE_QUALITY_NAMES } from '../../rules/salvage/tables/salvageQuality';

/** The company between missions: Scrip, Blight, bond, stash, the roster with its injuries, the report. */
export function CompanyPanel({ m }: { readonly m: Mission }) {
  return (
    <section className="panel company-panel" aria-label="Company" data-testid="company-panel">
      {Object.values(m.companies).map((c) => (
        <div key={c.side}>
          <h2>
            {c.name} <span className="muted">({c.side})</span>
          </h2>
          <p data-testid={`company-${c.side}`}>
            Scrip {c.scrip} · Blight {c.blight} · bond {c.bond} · missions {c.missionsPlayed}
            {c.salvage.length > 0 &&
              ` · salvage: ${c.salvage.map((q) => SALVAGE_QUALITY_NAMES[q]).join(', ')}`}
          </p>
          <ul>
            {c.roster.map((b) => (
              <li key={b.id} data-testid={`roster-${b.id}`}>
                {b.name} ({b.role})
                {b.injuries.length > 0 &&
                  ` — ${b.injuries.map((i) => `${i.id}${i.missionsLeft === null ? '' : ` (${i.missionsLeft})`}`).join(', ')}`}
              </li>
            ))}
          </ul>
          {c.fallen.length > 0 && <p className="muted">Lost: {c.fallen.join(', ')}</p>}
        </div>
      ))}
      {m.report.length > 0 && (
        <>
          <h3>Post-game report</h3>
          <ul data-testid="post-game-report">
            {m.report.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
