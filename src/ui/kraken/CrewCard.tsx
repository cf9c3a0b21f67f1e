import type { CrewMember } from '../../rules/kraken/crew/crew';
import { crewArmour, crewMaxHp, crewShield } from '../../rules/kraken/crew/crew';
import { SLOT_IDS, overloadOf } from '../../rules/kraken/crew/inventory';
import type { SlotContent } from '../../rules/kraken/crew/inventory';
import { formatAttackNotation } from '../../rules/kraken/crew/weapons';

/**
 * A crew member's card: HP bar, shield, armour, the six slots (hands L/R and the backpack) with ammo and
 * jams, PSI state and condition.
 * @param active this crew member is the one acting now (default false).
 * @param onPick called when the card is clicked, e.g. to choose who acts next (default: not clickable).
 */
export function CrewCard({
  crew,
  active = false,
  onPick,
}: {
  crew: CrewMember;
  active?: boolean;
  onPick?: () => void;
}) {
  const max = crewMaxHp(crew);
  const shield = crewShield(crew);
  const overload = overloadOf(crew.inventory, crew.attributes.strength);
  return (
    <article
      className={`unit-card crew-card ${active ? 'active' : ''} condition-${crew.condition}`}
      data-testid={`crew-${crew.id}`}
      onClick={onPick}
    >
      <header>
        <strong>{crew.name}</strong> <span className="muted">Lv {crew.level}</span>
        {crew.condition !== 'conscious' && <span className="badge">{crew.condition}</span>}
        {crew.captive !== null && (
          <span
            className="badge"
            data-testid={`crew-captive-${crew.id}`}
            title="Carried for a quest: while carrying it they cannot attack (Capture alien)."
          >
            carrying a captive
          </span>
        )}
      </header>
      <HpBar hp={crew.hp} max={max} testId={`crew-hp-${crew.id}`} />
      <p className="stats">
        Agi {crew.attributes.agility} · Str {crew.attributes.strength} · Tech {crew.attributes.tech} · Cha{' '}
        {crew.attributes.charisma} · Rng {crew.attributes.ranged} · Mel {crew.attributes.melee}
      </p>
      <p className="stats">
        Armour {crewArmour(crew) - crew.weakened}
        {crew.weakened > 0 ? ` (weakened −${crew.weakened})` : ''}
        {shield !== null &&
          ` · Shield ${shield.class} ${crew.shieldEnergy}/${shield.power} (+${shield.recharge})`}
        {crew.psi !== null && ` · PSI ${crew.psi.level}${crew.psi.exhausted ? ' (exhausted)' : ''}`}
        {overload > 0 && ` · Overloaded −${overload}`}
      </p>
      <ul className="slots">
        {SLOT_IDS.map((slot) => (
          <li key={slot} data-testid={`slot-${crew.id}-${slot}`}>
            <span className="slot-id">{slot}</span> {slotText(crew.inventory[slot])}
          </li>
        ))}
      </ul>
    </article>
  );
}

function slotText(content: SlotContent | null): string {
  if (content === null) return '—';
  switch (content.kind) {
    case 'weapon': {
      const ammo = content.ammo === null ? '' : ` [${content.ammo}/${content.weapon.ammo ?? '∞'}]`;
      const jam = content.jam === 'clear' ? '' : ` ${content.jam === 'damaged' ? 'DAMAGED' : 'JAMMED'}`;
      return `${content.weapon.name} ${formatAttackNotation(content.weapon)}${ammo}${jam}${content.spareMagazine ? ' +mag' : ''}`;
    }
    case 'item':
      // The book's "U2" (two uses left) in words.
      return `${content.item.name}${content.usesLeft === null ? '' : ` (${String(content.usesLeft)} ${content.usesLeft === 1 ? 'use' : 'uses'} left)`}${content.active ? '' : ' (off)'}`;
    case 'magazines':
      return `${content.count} magazine${content.count === 1 ? '' : 's'}`;
  }
}

/**
 * A bar of hit points. Damage past zero is not shown as negative HP: a figure at −1 reads "0/3 HP".
 * @param hp current HP (may be ≤ 0 in the rules' state).
 * @param max maximum HP.
 */
export function HpBar({ hp, max, testId }: { hp: number; max: number; testId: string }) {
  const shown = Math.max(0, Math.min(hp, max));
  return (
    <div className="hp" title={`${shown} of ${max} HP`}>
      <div className="hp-fill" style={{ width: `${max === 0 ? 0 : (shown / max) * 100}%` }} />
      <span data-testid={testId}>
        {shown}/{max} HP
      </span>
    </div>
  );
}
