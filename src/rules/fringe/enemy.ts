/**
 * How the rules play the opponents in a solo battle.
 *
 * Reading (enemy behaviour, fringe.enemy-behaviour): the notes refer to enemy behaviour but give none. A band
 * follows one behaviour of the battle's readings: a list of steps tried in order each time its figure may do
 * something more — `charge` (move into a brawl with the nearest enemy it can reach without Dashing), `shoot`
 * (the shot with the best odds, Aimed when it has not moved), `advance` (walk, leap or climb straight toward
 * the nearest enemy as far as Speed allows, stopping short of contact), `hold` (end the activation). A K'Erin
 * charges first whatever its band's behaviour (Fringe: Proximity). Shots that would endanger an ally are not
 * considered. The packs carry the behaviours; the sample's are original.
 */
import type { FringeBehaviour } from '../../content/schemas/fringe';
import type { FringeDecision } from './decisions';
import { carried, mustFighter, standing } from './lookup';
import { chargeOptions, checkMove } from './moves';
import { movedThisRound } from './needs';
import { atLeastOne, viewShot } from './shooting';
import type { Activation, Battle, Fighter } from './types';
import { shoots } from './weapons';

/** The behaviour a side's band follows: its crew's, else the readings' first. */
export function behaviourOf(b: Battle, side: 'a' | 'b'): FringeBehaviour {
  const crew = b.setup.crews[side === 'a' ? 0 : 1];
  const all = b.setup.readings.behaviours;
  const found = all.find((x) => x.id === crew.behaviour) ?? all[0];
  if (found === undefined) throw new Error('The readings have no enemy behaviour.');
  return found;
}

/** The inches tried for an advance, longest first. */
const ADVANCE_STEP = 0.5;

function nearestEnemy(b: Battle, f: Fighter): Fighter | null {
  if (f.at === null) return null;
  const at = f.at;
  let best: Fighter | null = null;
  let bestD = Infinity;
  for (const e of standing(b)) {
    if (e.side === f.side || e.at === null) continue;
    const d = Math.hypot(e.at.x - at.x, e.at.z - at.z);
    if (d < bestD - 1e-9) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

function charge(b: Battle, f: Fighter, act: Activation): FringeDecision | null {
  if (act.moved || act.acted || act.roundOver) return null;
  const options = chargeOptions(b, f.id);
  const best = options.reduce<(typeof options)[number] | null>(
    (m, o) => (m === null || o.inches < m.inches ? o : m),
    null,
  );
  return best === null
    ? null
    : { type: 'figure.move', figureId: f.id, to: [best.to], mode: best.mode, dash: false };
}

function shoot(b: Battle, f: Fighter, act: Activation): FringeDecision | null {
  if (act.acted || act.dashed || act.roundOver || (act.stunned && act.moved) || f.at === null) return null;
  const moved = movedThisRound(b, f.id);
  const aim = !act.moved && !act.stunned;
  let best: { d: FringeDecision; odds: number } | null = null;
  for (const t of standing(b)) {
    if (t.side === f.side || act.refused.includes(t.id)) continue;
    for (const w of carried(b, f)) {
      if (!shoots(w)) continue;
      const view = viewShot(b, f, f.at, t, w, { moved });
      if (view.refusal !== null || view.endangers.length > 0) continue;
      const odds = atLeastOne(aim ? view.perShotAimed : view.perShot, view.shots);
      if (best === null || odds > best.odds + 1e-12)
        best = { d: { type: 'figure.shoot', figureId: f.id, weaponId: w.id, targetId: t.id, aim }, odds };
    }
  }
  return best?.d ?? null;
}

function advance(b: Battle, f: Fighter, act: Activation): FringeDecision | null {
  if (act.moved || act.aimed || act.roundOver || (act.stunned && act.acted) || f.at === null) return null;
  const target = nearestEnemy(b, f);
  if (target?.at == null) return null;
  const dx = target.at.x - f.at.x;
  const dz = target.at.z - f.at.z;
  const len = Math.hypot(dx, dz);
  if (len < 1e-6) return null;
  // Stop short of contact: the advance is not a charge.
  const reach = Math.min(f.speed, len - 1.2);
  for (let inches = reach; inches >= 1 - 1e-9; inches -= ADVANCE_STEP) {
    const to = { x: f.at.x + (dx / len) * inches, z: f.at.z + (dz / len) * inches, level: f.at.level };
    for (const mode of ['walk', 'leap', 'climb'] as const) {
      const check = checkMove(b, f, [to], mode, f.speed);
      if (check.result.legal && check.contacts.length === 0)
        return { type: 'figure.move', figureId: f.id, to: [check.result.end], mode, dash: false };
    }
  }
  return null;
}

/** What the active enemy figure does next, or null to end its activation. */
export function enemyStep(b: Battle): FringeDecision | null {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return null;
  const act = b.stage.activation;
  const f = mustFighter(b, act.figureId);
  const steps = behaviourOf(b, f.side).steps;
  for (const step of f.mustCharge ? ['charge' as const, ...steps] : steps) {
    const d =
      step === 'charge'
        ? charge(b, f, act)
        : step === 'shoot'
          ? shoot(b, f, act)
          : step === 'advance'
            ? advance(b, f, act)
            : null;
    if (d !== null) return d;
    if (step === 'hold') return null;
  }
  return null;
}
