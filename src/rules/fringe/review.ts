/**
 * Changing a roll after it is made: story points and Lucky shot!
 *
 * Fringe, Story points: any time you have rolled for anything (your own characters, an enemy action), 1
 * story point rolls it again and the new result must be accepted; when an item or ability fails its roll,
 * 1 story point makes it succeed. Once per campaign, Lucky shot!: a shot that just missed becomes a hit
 * (one shot only, whatever the weapon's dice).
 * Reading (fringe.story-points): the game pauses after a roll only when it went against a side that could
 * still change it (a player with story points, or with Lucky shot! left after its own missed shot). A roll
 * for the enemy that went against the crew counts. Rolls that decide nothing for one side (Luck's dive, who
 * brawls first) never pause.
 */
import { brawlHits, keptFace } from './brawl';
import { fighter, mustFighter, ruledSide, savingThrow } from './lookup';
import { brawlSides, initiativeBonuses, needOf } from './needs';
import type { Battle, Review, Side, Step } from './types';
import { bonusSum } from './weapons';

/** The side a roll went against, or null when it went against nobody in particular. */
export function againstSide(b: Battle, step: Step, faces: readonly (readonly number[])[]): Side | null {
  const face = faces[0]?.[0] ?? 0;
  switch (step.kind) {
    case 'shot': {
      const need = needOf(b, step);
      if (need === null || 'check' in need || need.target === null) return null;
      const hit = face + (need.modifier ?? 0) >= need.target;
      if (!hit && face === 1 && step.aim && !step.again) return null;
      return hit ? (fighter(b, step.targetId)?.side ?? null) : mustFighter(b, step.shooterId).side;
    }
    case 'hit': {
      const t = mustFighter(b, step.targetId);
      const casualty = face + step.damage >= t.toughness || face === 6;
      if (casualty) return t.side;
      return step.byId === null ? null : (fighter(b, step.byId)?.side ?? null);
    }
    case 'save': {
      const t = mustFighter(b, step.targetId);
      if (face < (savingThrow(b, t)?.target ?? 7)) return t.side;
      return step.byId === null ? null : (fighter(b, step.byId)?.side ?? null);
    }
    case 'brawl': {
      const sides = brawlSides(b, step);
      if (sides === null) return null;
      const na = sides.attacker.brawlTwice ? 2 : 1;
      const hits = brawlHits(
        keptFace(faces.slice(0, na).map((g) => g[0] ?? 0)),
        bonusSum(sides.a),
        keptFace(faces.slice(na).map((g) => g[0] ?? 0)),
        bonusSum(sides.d),
      );
      if (hits.onAttacker > hits.onDefender) return sides.attacker.side;
      if (hits.onDefender > hits.onAttacker) return sides.defender.side;
      return null;
    }
    case 'initiative': {
      const need = needOf(b, step);
      if (need === null || 'check' in need) return null;
      const a = face + (need.modifier ?? 0);
      if (b.setup.play === 'solo') return need.target !== null && a >= need.target ? null : 'a';
      const z = (faces[1]?.[0] ?? 0) + bonusSum(initiativeBonuses(b, 'b'));
      return a > z ? 'b' : z > a ? 'a' : null;
    }
    case 'snooper':
      return face === 1 ? mustFighter(b, step.figureId).side : null;
    case 'endanger':
      return face < 5 ? mustFighter(b, step.shooterId).side : null;
    default:
      return null;
  }
}

/** The review a roll opens, or null when nobody could change it. `b` is the battle before the roll. */
export function reviewFor(b: Battle, faces: readonly (readonly number[])[]): Review | null {
  const step = b.queue[0];
  if (step === undefined) return null;
  const side = againstSide(b, step, faces);
  if (side === null || ruledSide(b, side)) return null;
  const state = b.sides[side];
  const points = state.storyPoints > 0;
  const reroll = points && !('story' in step && step.story === true);
  const succeed = points && step.kind === 'snooper';
  const luckyShot =
    step.kind === 'shot' && state.onceLeft.luckyShot && mustFighter(b, step.shooterId).side === side;
  if (!reroll && !succeed && !luckyShot) return null;
  return { side, before: b, faces, reroll, succeed, luckyShot };
}
