import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import type { Choice } from '../../game/mode';
import { enemyName, statusOf } from '../../rules/kraken/groundCombat/combatFlow';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';
import { crewMaxHp, crewShield, isActive } from '../../rules/kraken/crew/crew';
import type { FigureRow } from '../FigureList';

/**
 * What a click on a figure of the fight's table does: the decision of the current step that names it, or
 * the choice bar opened at the step that holds them. A crew member: the one to act (or react), the one an
 * enemy attacks, the one a PSI Shield covers. An enemy: the attacks at it with the first weapon that has
 * any (the bar opened at "Attack with Rifle › at Gnawer 2", so the boost is still the player's; the attack
 * itself when it is the only one), else an item thrown at it. Only choices the bar would offer count (those
 * the snapshot accepts, not shown disabled), so the table and the figure list are refused as the bar is.
 */
export type FightClick =
  | { readonly kind: 'choose'; readonly choice: Choice<GroundCombatEvent> }
  | { readonly kind: 'drill'; readonly path: readonly string[]; readonly word: string };

export function fightFigureClick(
  choices: readonly Choice<GroundCombatEvent>[],
  figureId: string,
): FightClick | null {
  const open = choices.filter((c) => c.disabled === undefined && c.odds !== 0);
  const crew = open.find(
    (c) =>
      (c.event.type === 'crew.activate' ||
        c.event.type === 'enemy.target' ||
        c.event.type === 'psi.shield') &&
      c.event.crewId === figureId,
  );
  if (crew !== undefined) return { kind: 'choose', choice: crew };
  const attacks = open.filter(
    (c) => c.event.type === 'attack' && c.event.targets.length === 1 && c.event.targets[0] === figureId,
  );
  const first = attacks[0];
  if (first !== undefined) {
    const path = first.group ?? [];
    const same = attacks.filter((c) => (c.group ?? []).join('\u0000') === path.join('\u0000'));
    return same.length > 1 && path.length > 0
      ? { kind: 'drill', path, word: 'Attack' }
      : { kind: 'choose', choice: first };
  }
  const thrown = open.find((c) => c.event.type === 'item.use' && c.event.targetId === figureId);
  return thrown === undefined ? null : { kind: 'choose', choice: thrown };
}

/** The word on a figure's button for what a click on it does. */
function clickWord(click: FightClick): string {
  if (click.kind === 'drill') return click.word;
  const choice = click.choice;
  switch (choice.event.type) {
    case 'crew.activate':
      return choice.label.endsWith('reacts') ? 'React' : 'Act';
    case 'enemy.target':
      return 'Is attacked';
    case 'psi.shield':
      return 'Shield';
    case 'attack':
      return 'Attack';
    default:
      return 'Throw at';
  }
}

/**
 * The fight's figure list: every crew member still in the fight and every enemy fighting, by the names the
 * table shows (numbered duplicates, "Rust Hound 2"), with HP, shield, condition and cover, and the button
 * for what a click on the figure does now.
 */
export function fightFigureRows(fight: Fight, choices: readonly Choice<GroundCombatEvent>[]): FigureRow[] {
  const acting = fight.activation?.crewId ?? null;
  const word = (id: string) => {
    const click = fightFigureClick(choices, id);
    return click === null ? null : clickWord(click);
  };
  const crew = fight.crew.filter(isActive).map((c): FigureRow => {
    const shield = crewShield(c);
    const bits = [`${Math.max(0, c.hp)}/${crewMaxHp(c)} HP`];
    if (shield !== null) bits.push(`Shield ${c.shieldEnergy}/${shield.power}`);
    if (statusOf(fight, c.id).cover) bits.push('in cover');
    if (c.id === acting) bits.push('acting');
    return {
      id: c.id,
      name: c.name,
      side: 'crew',
      state: bits.join(' · '),
      action: word(c.id),
      current: c.id === acting,
    };
  });
  const enemies = fight.enemies
    .filter((e) => e.status === 'fighting')
    .map((e): FigureRow => {
      const bits = [`${Math.max(0, e.hp)}/${e.profile.hp} HP`];
      if (e.profile.shield !== undefined) bits.push(`Shield ${e.shieldEnergy}/${e.profile.shield.power}`);
      if (e.confused) bits.push('confused');
      return {
        id: e.uid,
        name: enemyName(fight, e.uid),
        side: 'enemy',
        state: bits.join(' · '),
        action: word(e.uid),
      };
    });
  return [...crew, ...enemies];
}
