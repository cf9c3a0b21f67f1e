import type { Battle } from '../../rules/fringe/types';
import type { FigureRow } from '../FigureList';

/**
 * The figure list of a battle: every figure on the table by name, its crew, its state (Stun markers, Luck,
 * the acting one) and what a click on it does now (`click`).
 */
export function fringeFigureRows(b: Battle, click: (id: string) => string | null): FigureRow[] {
  const active = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  return b.fighters.flatMap((f) => {
    if (f.at === null || f.out !== null) return [];
    const bits = [`Toughness ${f.toughness}`];
    if (f.stun > 0) bits.push(`Stunned ×${f.stun}`);
    if (f.luck > 0) bits.push(`Luck ${f.luck}`);
    if (f.id === active) bits.push('acting');
    return [
      {
        id: f.id,
        name: f.name,
        side: b.sides[f.side].name,
        state: bits.join(' · '),
        action: click(f.id),
        current: f.id === active,
      },
    ];
  });
}
