import type { CheckEffect, SimpleEventEffect } from '../../../content/schemas/cgm';
import { applyHpChange, isActive, type AttributeName, type CrewMember } from '../crew/crew';
import { needD6, type RollNeed } from '../crew/rolls';
import { isSharedVariable, writeVariable, readVariable, type CgmState } from '../cgm/state';
import { payDemanded } from './difficulty';

/**
 * What a CGM event does to the campaign (Space Kraken §6 Event; kraken.cgm-event): the gains and losses that
 * need no one (credits, XP, HP, oxygen, variables) are applied here as pure steps; the rest are handed to the
 * campaign turn as follow-ups it must run — a check to roll, a line to start, a location to note on the
 * Starmap, a crawl or a fight to invoke, a trader to open, a quest to take, the victory. An event's "you"
 * is the line's Leader (§4 Leader).
 *
 * Reading: a loss of credits the crew cannot pay takes every credit there is and nothing more (§4 Running
 * out of credits); a loss of oxygen stops at 0 and a gain at the ship's capacity; HP changes use the
 * crew's own rule (a conscious member can be knocked out or killed; the unconscious take no further damage).
 * Reading: an item an event gives goes to the Leader's ship storage when the Leader's hands and backpack
 * hold no more; the player re-arranges it at the next Recovery (§5).
 */

/** The part of the campaign an event's plain effects touch. */
export interface EventTarget {
  readonly crew: readonly CrewMember[];
  readonly credits: number;
  /** The team's XP, spent on level-ups between fights. */
  readonly xp: number;
  readonly oxygen: number;
  readonly oxygenCapacity: number;
  readonly cgm: CgmState;
}

/** What happened, typed for the log (worded by the narration, never stored as prose). */
export type EffectNote =
  | { readonly kind: 'credits'; readonly change: number; readonly unpaid: number }
  | { readonly kind: 'xp'; readonly change: number }
  | {
      readonly kind: 'hp';
      readonly crewId: string;
      readonly from: number;
      readonly to: number;
      readonly knockedOut: boolean;
      readonly killed: boolean;
    }
  | { readonly kind: 'oxygen'; readonly from: number; readonly to: number }
  | { readonly kind: 'variable'; readonly name: string; readonly from: number; readonly to: number };

/** What the turn must do after the plain effects, in the event's order. */
export type FollowUp = Exclude<SimpleEventEffect, { kind: 'credits' | 'xp' | 'hp' | 'oxygen' | 'variable' }>;

export interface EffectsApplied<T extends EventTarget> {
  readonly target: T;
  readonly notes: readonly EffectNote[];
  readonly followUps: readonly FollowUp[];
}

function whom(target: EventTarget, leaderId: string, to: 'leader' | 'crew'): readonly CrewMember[] {
  // The dead take nothing; "the crew" is everyone still alive.
  const alive = target.crew.filter((c) => c.condition !== 'killed');
  return to === 'crew' ? alive : alive.filter((c) => c.id === leaderId);
}

/**
 * The plain effects applied in order; the others returned as follow-ups. `slot` is the line whose event
 * this is (its A–H variables).
 */
export function applyEventEffects<T extends EventTarget>(
  start: T,
  effects: readonly SimpleEventEffect[],
  leaderId: string,
  slot: number,
): EffectsApplied<T> {
  let target = start;
  const notes: EffectNote[] = [];
  const followUps: FollowUp[] = [];
  for (const effect of effects) {
    switch (effect.kind) {
      case 'credits': {
        if (effect.amount >= 0) {
          target = { ...target, credits: target.credits + effect.amount };
          notes.push({ kind: 'credits', change: effect.amount, unpaid: 0 });
        } else {
          const paid = payDemanded(target.credits, -effect.amount);
          notes.push({ kind: 'credits', change: paid.credits - target.credits, unpaid: paid.unpaid });
          target = { ...target, credits: paid.credits };
        }
        break;
      }
      case 'xp': {
        // XP goes to the team's pool, once per member it names (the Leader alone, or every living member).
        const gain = effect.amount * whom(target, leaderId, effect.to).length;
        target = { ...target, xp: target.xp + gain };
        notes.push({ kind: 'xp', change: gain });
        break;
      }
      case 'hp': {
        const hit = new Set(whom(target, leaderId, effect.to).map((c) => c.id));
        const crew = target.crew.map((c) => {
          if (!hit.has(c.id)) return c;
          const change = applyHpChange(c, effect.amount);
          notes.push({
            kind: 'hp',
            crewId: c.id,
            from: change.from,
            to: change.to,
            knockedOut: change.knockedOut,
            killed: change.killed,
          });
          return change.crew;
        });
        target = { ...target, crew };
        break;
      }
      case 'oxygen': {
        const to = Math.max(0, Math.min(target.oxygenCapacity, target.oxygen + effect.amount));
        notes.push({ kind: 'oxygen', from: target.oxygen, to });
        target = { ...target, oxygen: to };
        break;
      }
      case 'variable': {
        // Reading (kraken.cgm-event): an Event tile's event has no line (storyPhase.ts TILE_SLOT), so a line
        // variable it names has nowhere to be kept and stays as it was; a shared one changes.
        if (!isSharedVariable(effect.name) && target.cgm.lines[slot] == null) break;
        const from = readVariable(target.cgm, slot, effect.name);
        const to = effect.op === 'set' ? effect.value : from + effect.value;
        target = { ...target, cgm: writeVariable(target.cgm, slot, effect.name, to) };
        notes.push({ kind: 'variable', name: effect.name, from, to });
        break;
      }
      default:
        followUps.push(effect);
    }
  }
  return { target, notes, followUps };
}

/** The attribute named in a check, as the crew sheet calls it. */
const ATTRIBUTE_OF: Readonly<Record<CheckEffect['attribute'], AttributeName>> = {
  agility: 'agility',
  strength: 'strength',
  tech: 'tech',
  charisma: 'charisma',
  ranged: 'ranged',
  melee: 'melee',
};

/** §4 Attribute checks: the Leader's d6 + attribute against the event's target, with its exact odds. */
export function eventCheckNeed(check: CheckEffect, leader: CrewMember): RollNeed {
  const attribute = ATTRIBUTE_OF[check.attribute];
  return {
    ...needD6(
      'event.check',
      `${leader.name}: ${check.attribute} check, ${check.target}+ (d6 + ${leader.attributes[attribute]})`,
      'kraken.attribute-check',
      leader.attributes[attribute],
      check.target,
    ),
    who: leader.name,
  };
}

/** The effects a check leads to for the face thrown. */
export function eventCheckOutcome(
  check: CheckEffect,
  leader: CrewMember,
  face: number,
): readonly SimpleEventEffect[] {
  const attribute = ATTRIBUTE_OF[check.attribute];
  return face + leader.attributes[attribute] >= check.target ? check.pass : check.fail;
}

/** Who may lead a line's event: a living, conscious crew member (§4 Leader; kraken.leader). */
export function leaderRefusal(crew: readonly CrewMember[], leaderId: string): string | null {
  const leader = crew.find((c) => c.id === leaderId);
  if (leader === undefined) return 'The Leader must be one of your crew (kraken.leader).';
  if (!isActive(leader))
    return `${leader.name} is ${leader.condition} and cannot lead the crew (kraken.leader).`;
  return null;
}
