import { MovePreviewFrame } from '../MovePreviewFrame';
import type { MovePreview } from '../../rules/fringe/preview';
import type { Battle } from '../../rules/fringe/types';

const num = (n: number) => `${Number(n.toFixed(1))}"`;
const pct = (p: number) => `${Math.round(p * 100)}%`;

function nameOf(b: Battle, id: string): string {
  return b.fighters.find((f) => f.id === id)?.name ?? id;
}

/** A move's preview in words: the cost, then each thing it sets off, with the rules' numbers and odds. */
export function movePreviewLines(b: Battle, p: MovePreview): { cost: string; effects: string[] } {
  const how = p.check?.mode ?? 'move';
  const cost = `${how === 'walk' ? 'Move' : how.charAt(0).toUpperCase() + how.slice(1)}: ${num(p.inches)} of ${num(p.allowance)}`;
  const effects: string[] = [];
  if (p.drop > 1)
    effects.push(
      `Jumps down ${num(p.drop)}: the figure’s round ends${p.jumpHit === null ? '' : `, and it takes a Damage +0 Hit (${pct(p.jumpHit)} to be taken out)`}.`,
    );
  for (const brawl of p.brawls)
    effects.push(
      `Ends in contact with ${nameOf(b, brawl.id)}: a brawl at once (${pct(brawl.odds)} to hit without being hit).`,
    );
  return { cost, effects };
}

/**
 * The move about to be made, in the table's corner: its path is drawn on the board; this says what it costs
 * and sets off. A plain move is made by "Move here" or a second click on the same spot; a brawl or a jump
 * that ends the round only by its "Yes" button. A refused one says why.
 */
export function MovePreviewCard({
  b,
  preview,
  fromThere = null,
  onConfirm,
  onCancel,
}: {
  readonly b: Battle;
  readonly preview: MovePreview;
  /** What the spot gives against the heat map's target, in words (none without a target). */
  readonly fromThere?: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { cost, effects } = movePreviewLines(b, preview);
  return (
    <MovePreviewFrame
      testPrefix="fringe"
      who={nameOf(b, preview.figureId)}
      cost={cost}
      refusal={preview.refusal}
      effects={effects}
      risky={preview.risky}
      confirmLabel="Yes, make this move"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {fromThere !== null && (
        <p className="muted" data-testid="fringe-move-from-there">
          {fromThere}
        </p>
      )}
    </MovePreviewFrame>
  );
}
