import { MovePreviewFrame } from '../MovePreviewFrame';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { MovePreview } from '../../rules/salvage/mission/movePreview';
import type { Mission } from '../../rules/salvage/mission/state';
import { ACTIONS } from '../../rules/salvage/tables/actions';

const num = (n: number) => `${Number(n.toFixed(1))}"`;

function nameOf(m: Mission, id: string): string {
  return m.units.find((u) => u.id === id)?.name ?? 'a unit';
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** A move's preview in words: the cost first, then each thing it sets off. Numbers are the rules'. */
export function movePreviewLines(m: Mission, p: MovePreview): { cost: string; effects: string[] } {
  const action = ACTIONS[p.action].name;
  const cost = `${action}: ${num(p.inches)} of ${num(p.allowance)}, ${p.power} Power`;
  const effects: string[] = [];
  if (p.fall !== null) {
    effects.push(
      `Goes over the edge and falls ${num(p.fall.drop)} to ${LEVEL_NAMES[p.fall.landing.level]}: ${p.fall.damage} damage and Prone.`,
    );
    if (p.fall.landedOn !== undefined)
      effects.push(
        `Lands on ${nameOf(m, p.fall.landedOn)}: it takes ${p.fall.landedOnDamage ?? 1} damage and goes Prone too.`,
      );
  }
  if (p.leavesEngagement.length > 0)
    effects.push(`Leaves base contact with ${list(p.leavesEngagement.map((id) => nameOf(m, id)))}.`);
  if (p.noise) effects.push('Makes Noise: the Danger Tracker moves 1 space.');
  if (p.alerts.length > 0) effects.push(`${list(p.alerts.map((id) => nameOf(m, id)))} will turn Alert.`);
  if (p.engages.length > 0)
    effects.push(`Ends in base contact: Engaged with ${list(p.engages.map((id) => nameOf(m, id)))}.`);
  if (p.test !== null)
    effects.push(
      `Then a Muscle test (TN ${p.test.tn}); on a fail it falls and takes ${p.test.failDamage} damage.`,
    );
  return { cost, effects };
}

/**
 * The move about to be made, on the table's corner: its path is drawn on the board, and this says what it
 * costs and sets off. A safe move is made by "Move here" (or a second click on the same spot); a risky one
 * (a fall, leaving an engagement) only by its explicit "Yes" button. A refused one says why.
 */
export function MovePreviewCard({
  m,
  preview,
  onConfirm,
  onCancel,
}: {
  m: Mission;
  preview: MovePreview;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { cost, effects } = movePreviewLines(m, preview);
  return (
    <MovePreviewFrame
      testPrefix="salvage"
      who={nameOf(m, preview.unit)}
      cost={cost}
      refusal={preview.refusal}
      effects={effects}
      risky={preview.risky}
      confirmLabel={preview.fall !== null ? 'Yes, move and fall' : 'Yes, move anyway'}
      warnEffects
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
