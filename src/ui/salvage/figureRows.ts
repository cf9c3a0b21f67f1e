import type { FigureClick } from '../../game/salvage/figureClick';
import type { Mission } from '../../rules/salvage/mission/state';
import { CONDITIONS } from '../../rules/salvage/tables/conditions';
import type { FigureRow } from '../FigureList';

const CLICK_WORDS: Readonly<Record<NonNullable<FigureClick>, string>> = {
  select: 'Select',
  activate: 'Activate',
  attack: 'Attack',
};

/**
 * The figure list of a mission: every unit on the table by the name its board label shows, its crew (or
 * "hostile"), Health, Power while it activates, Alert state, conditions and salvage carried, and what a
 * click on it does now (`click`, `figureClick` of src/game/salvage).
 */
export function salvageFigureRows(
  m: Mission,
  click: (id: string) => FigureClick,
  current: string | null,
): FigureRow[] {
  const active = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
  return m.units.flatMap((u) => {
    if (u.at === null) return [];
    const bits = [`${Math.max(0, u.health)}/${u.maxHealth} Health`];
    if (u.id === active) bits.push(`Power ${u.power}`);
    if (u.status === 'mortallyWounded') bits.push('Mortally Wounded');
    else if (u.side === 'site') bits.push(u.alert ? 'Alert' : 'Unalert');
    for (const c of u.conditions) bits.push(CONDITIONS[c].name);
    if (u.salvage.length > 0) bits.push(`${u.salvage.length} salvage`);
    const action = click(u.id);
    return [
      {
        id: u.id,
        name: u.name,
        side: u.side === 'site' ? 'hostile' : (m.companies[u.side]?.name ?? u.side),
        state: bits.join(' · '),
        action: action === null ? null : CLICK_WORDS[action],
        current: u.id === current,
      },
    ];
  });
}
