import type { EnemyState } from '../../rules/kraken/groundCombat/enemyTurn';
import { formatAttackNotation } from '../../rules/kraken/crew/weapons';
import { HpBar } from './CrewCard';

const STATUS_WORDS: Readonly<Record<EnemyState['status'], string>> = {
  fighting: 'fighting',
  captured: 'captured',
  killed: 'killed',
  escaped: 'fled',
};

/**
 * An enemy's card, revealed when it spawns: level and role, HP, shield, armour, attacks, the d6 action
 * table, traits, escape value, weaknesses and resistances.
 * @param targeted highlight it as the chosen target (default false).
 * @param onPick called when the card is clicked, e.g. to choose it as a target (default: not clickable).
 */
export function EnemyCard({
  enemy,
  targeted = false,
  onPick,
}: {
  enemy: EnemyState;
  targeted?: boolean;
  onPick?: () => void;
}) {
  const p = enemy.profile;
  return (
    <article
      className={`unit-card enemy-card status-${enemy.status} ${targeted ? 'active' : ''}`}
      data-testid={`enemy-${enemy.uid}`}
      onClick={onPick}
    >
      <header>
        <strong>{p.name}</strong>{' '}
        <span className="muted">
          {enemy.role} · LV {enemy.level} · {p.species}
          {enemy.boss ? ' · boss fight' : ''}
        </span>
        {enemy.status !== 'fighting' && <span className="badge">{STATUS_WORDS[enemy.status]}</span>}
      </header>
      <HpBar hp={enemy.hp} max={p.hp} testId={`enemy-hp-${enemy.uid}`} />
      <p className="stats">
        Agi {p.agility} · Armour {p.armor - enemy.weakened}
        {p.shield !== undefined && ` · Shield ${p.shield.class} ${enemy.shieldEnergy}/${p.shield.power}`}
        {p.escape !== null && ` · flees at ${p.escape} HP`}
        {enemy.confused ? ' · confused' : ''}
      </p>
      <ul className="attacks">
        {p.weapons.map((w) => (
          <li key={w.name}>
            {w.name}: {formatAttackNotation(w)}
          </li>
        ))}
      </ul>
      <ol className="action-table">
        {p.actionTable.map((a, i) => (
          <li key={i}>{a.action}</li>
        ))}
      </ol>
      {(p.traits.length > 0 || p.weaknesses.length > 0 || p.resistances.length > 0) && (
        <p className="stats">
          {p.traits.map((t) => t.name).join(', ')}
          {p.weaknesses.length > 0 && ` · weak to ${p.weaknesses.join(', ')}`}
          {p.resistances.length > 0 && ` · resists ${p.resistances.join(', ')}`}
        </p>
      )}
    </article>
  );
}
