import { CONDITIONS } from '../../rules/salvage/tables/conditions';
import { SALVAGE_QUALITY_NAMES } from '../../rules/salvage/tables/salvageQuality';
import type { Mission, Unit } from '../../rules/salvage/mission/state';
import { LEVEL_NAMES } from '../../rules/board/types';

/** One card per unit: stats, Health, Power in the activation, tokens, conditions, salvage carried. */
function UnitCard({ m, u, active }: { readonly m: Mission; readonly u: Unit; readonly active: boolean }) {
  const gear = u.gear.map((id) => m.content.gear.find((g) => g.id === id)?.name ?? id);
  const where =
    u.status === 'escaped' ? 'escaped' : u.at === null ? 'off the table' : LEVEL_NAMES[u.at.level];
  return (
    <article className={`unit-card${active ? ' active' : ''}`} data-testid={`unit-${u.id}`}>
      <header>
        <strong>{u.name}</strong> <span className="muted">{u.role}</span>{' '}
        {u.side === 'site' && (
          <span className="badge" data-testid={`alert-${u.id}`}>
            {u.alert ? 'Alert' : 'Unalert'}
          </span>
        )}
        {u.status === 'mortallyWounded' && <span className="badge">Mortally Wounded</span>}
      </header>
      <p className="stats">
        Health {u.health}/{u.maxHealth} · Move {u.stats.move}" · Muscle {u.stats.muscle}D8 · Smarts{' '}
        {u.stats.smarts}D8 · Armour {u.stats.armour}D8 · {where}
      </p>
      <p className="stats">
        {active && <strong data-testid="active-power">Power {u.power} · </strong>}
        Exert {u.exert} · Concentrate {u.concentrate}
        {u.salvage.length > 0 && ` · salvage: ${u.salvage.map((q) => SALVAGE_QUALITY_NAMES[q]).join(', ')}`}
      </p>
      {u.conditions.length > 0 && (
        <p className="stats">Conditions: {u.conditions.map((c) => CONDITIONS[c].name).join(', ')}</p>
      )}
      {gear.length > 0 && <p className="muted">Gear: {gear.join(', ')}</p>}
    </article>
  );
}

export function UnitCards({ m, side }: { readonly m: Mission; readonly side: Unit['side'] }) {
  const active = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
  const units = m.units.filter((u) => u.side === side);
  if (units.length === 0)
    return (
      <p className="muted">
        {side === 'site' ? 'No hostiles are on the board yet.' : 'The crew deploys in set-up step 3.'}
      </p>
    );
  return (
    <div className="unit-cards">
      {units.map((u) => (
        <UnitCard key={u.id} m={m} u={u} active={u.id === active} />
      ))}
    </div>
  );
}
