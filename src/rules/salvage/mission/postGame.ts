import { injuryResult, INSURANCE_SCRIP, modifiedInjury } from '../tables/injuries';
import {
  blightCheckTotal,
  blightManifests,
  escapeOutcome,
  manifestation,
  transitScrip,
} from '../tables/postGame';
import type { EscapeStatus, InjuryId } from '../types';
import { boilersOf, crewSides, first, gearById, isAugment, later, say, withCompany } from './core';
import type { Effect } from './effects.types';
import type { Company, CrewSide, Mission, RosterBoiler } from './state';

/**
 * After the game, in the quick reference's order: what each Boiler keeps by its escape status, 1. injuries,
 * 2. transit find, 3. Blight check, 4. company bond track, 5. downtime. The roster carries over.
 */

type Faces = readonly (readonly number[])[];

/** Blight result 12: food or consumable items taken from the stash. */
const STASH_SPOILED = 2;

function statusOf(m: Mission, id: string): EscapeStatus {
  const u = m.units.find((x) => x.id === id);
  if (u === undefined || u.status === 'mortallyWounded') return 'mortallyWounded';
  return u.status === 'escaped' ? 'escaped' : 'aliveNotEscaped';
}

function settleBoiler(
  m: Mission,
  b: RosterBoiler,
  won: boolean,
): { boiler: RosterBoiler; salvage: Mission['units'][number]['salvage'] } {
  const u = m.units.find((x) => x.id === b.id);
  if (u === undefined) return { boiler: b, salvage: [] };
  const outcome = escapeOutcome(statusOf(m, b.id), won);
  const kept = outcome.keepsItems ? u.gear : outcome.keepsStartingItems ? u.startingGear : [];
  // Manifestation 5: the augments a struck Boiler left at home come back to it (setup.ts, boilerUnit).
  const home = u.curses.includes('noAugments') ? b.gear.filter((id) => isAugment(m, id)) : [];
  return { boiler: { ...b, gear: [...home, ...kept] }, salvage: outcome.keepsSalvage ? u.salvage : [] };
}

/**
 * Lasting injuries and manifestations count down once the mission they bit in is over (before this
 * post-game adds new ones): "1 mission" bites in the next mission only, "3 missions" in the next three.
 */
export function tickDown(c: Company): Company {
  const tick = <T extends { readonly missionsLeft: number | null }>(list: readonly T[]): T[] =>
    list.flatMap((x) =>
      x.missionsLeft === null ? [x] : x.missionsLeft > 1 ? [{ ...x, missionsLeft: x.missionsLeft - 1 }] : [],
    );
  return {
    ...c,
    roster: c.roster.map((b) => ({ ...b, injuries: tick(b.injuries) })),
    manifestations: tick(c.manifestations),
  };
}

/** The mission is over: sort out what everyone keeps, then queue the post-game rolls. */
export function beginPostGame(m: Mission): Mission {
  let next: Mission = { ...m, stage: { kind: 'postGame', step: 'injuries' }, queue: [] };
  for (const side of crewSides(m)) next = withCompany(next, side, tickDown);
  for (const side of crewSides(m)) {
    const crew = next.crews[side];
    if (crew === undefined) continue;
    const won = crew.won || crewMeetsSurvive(next, side);
    if (won !== crew.won) next = { ...next, crews: { ...next.crews, [side]: { ...crew, won } } };
    const company = next.companies[side];
    if (company === undefined) continue;
    const settled = company.roster.map((b) => settleBoiler(next, b, won));
    const salvage = settled.flatMap((s) => s.salvage);
    const scrip = won ? (crew.winCondition?.scrip ?? 0) : 0;
    next = withCompany(next, side, (c) => ({
      ...c,
      roster: settled.map((s) => s.boiler),
      salvage: [...c.salvage, ...salvage],
      scrip: c.scrip + scrip,
      missionsPlayed: c.missionsPlayed + 1,
    }));
    const lines = company.roster.map((b) => {
      const status = statusOf(next, b.id);
      const label =
        status === 'escaped'
          ? 'escaped via an airlock'
          : status === 'mortallyWounded'
            ? 'Mortally Wounded'
            : won
              ? 'treated as escaped (win condition)'
              : 'alive but left behind';
      return `${b.name}: ${label}.`;
    });
    next = {
      ...next,
      report: [
        ...next.report,
        `${company.name}: ${won ? `win condition met, +${scrip} Scrip` : 'win condition missed'}; ${salvage.length} salvage token(s) brought home.`,
        ...lines,
      ],
    };
    next = say(next, { kind: 'postGameBegins', side });
  }
  const rolls: Effect[] = [];
  for (const side of crewSides(next)) {
    for (const u of boilersOf(next, side))
      if (u.status === 'mortallyWounded') rolls.push({ kind: 'injury', side, boiler: u.id });
  }
  for (const side of crewSides(next))
    rolls.push({ kind: 'postGameStep', step: 'transitFind' }, { kind: 'transitFind', side });
  for (const side of crewSides(next))
    rolls.push({ kind: 'postGameStep', step: 'blightCheck' }, { kind: 'blightCheck', side });
  rolls.push(
    { kind: 'postGameStep', step: 'companyBond' },
    { kind: 'climbBond' },
    { kind: 'postGameStep', step: 'downtime' },
  );
  return later(next, rolls);
}

function crewMeetsSurvive(m: Mission, side: CrewSide): boolean {
  return (
    m.crews[side]?.winCondition?.check.kind === 'survive' &&
    boilersOf(m, side).every((u) => u.status !== 'mortallyWounded')
  );
}

function withBoiler(
  m: Mission,
  side: CrewSide,
  id: string,
  change: (b: RosterBoiler) => RosterBoiler | null,
): Mission {
  return withCompany(m, side, (c) => ({
    ...c,
    roster: c.roster.flatMap((b) =>
      b.id === id ? [change(b)].filter((x): x is RosterBoiler => x !== null) : [b],
    ),
  }));
}

function injure(m: Mission, e: Effect & { kind: 'injury' }, d44: number): Mission {
  const won = m.crews[e.side]?.won ?? false;
  const modified = modifiedInjury(d44, won);
  const result = injuryResult(modified);
  const name = m.companies[e.side]?.roster.find((b) => b.id === e.boiler)?.name ?? e.boiler;
  let next = say(m, { kind: 'injuryRolled', boiler: name, d44, modified });
  next = { ...next, report: [...next.report, `${name}: ${result.name}.`] };
  const lasting = (id: InjuryId) =>
    withBoiler(next, e.side, e.boiler, (b) => ({
      ...b,
      injuries: [...b.injuries, { id, missionsLeft: result.missions }],
    }));
  switch (result.id) {
    case 'killed':
      next = withCompany(next, e.side, (c) => ({ ...c, fallen: [...c.fallen, name] }));
      return withBoiler(next, e.side, e.boiler, () => null);
    case 'deathsDoor':
      return withBoiler(next, e.side, e.boiler, (b) => ({
        ...b,
        stats: { ...b.stats, health: Math.max(1, b.stats.health - 1) },
      }));
    case 'heavyTrauma':
      return first(next, [
        { kind: 'statLoss', side: e.side, boiler: e.boiler, stat: 'muscle', lasting: true },
      ]);
    case 'rattledBrain':
      return first(next, [
        { kind: 'statLoss', side: e.side, boiler: e.boiler, stat: 'smarts', lasting: true },
      ]);
    case 'insurancePayout':
      return withCompany(next, e.side, (c) => ({ ...c, scrip: c.scrip + INSURANCE_SCRIP }));
    case 'battered':
      return next;
    default:
      return lasting(result.id);
  }
}

function manifest(m: Mission, side: CrewSide, total: number): Mission {
  const result = manifestation(total);
  let next = say(m, { kind: 'blightManifested', total });
  next = { ...next, report: [...next.report, `Blight: ${result.name}.`] };
  if (result.resetsBlight) next = withCompany(next, side, (c) => ({ ...c, blight: 0 }));
  const company = next.companies[side];
  if (company === undefined) return next;
  const missions = result.missions ?? 1;
  const add = (target: string | null) =>
    withCompany(next, side, (c) => ({
      ...c,
      manifestations: [...c.manifestations, { id: result.id, missionsLeft: missions, target }],
    }));
  const pickBoiler = (then: Effect[]): Mission =>
    first(next, [
      {
        kind: 'pick',
        purpose: `${result.name}: which Boiler`,
        rule: 'salvage.blight-manifestation',
        candidates: company.roster.map((b) => b.id),
        then,
      },
    ]);
  // Results 3 and 4 strike "one Boiler": the player chooses which. The others name a random Boiler.
  const chooseBoiler = (then: Effect[]): Mission =>
    first(next, [
      {
        kind: 'choose',
        purpose: `${result.name}: choose the Boiler it strikes`,
        rule: 'salvage.blight-manifestation',
        candidates: company.roster.map((b) => b.id),
        then,
      },
    ]);
  switch (result.id) {
    case 'boilerLost':
      return pickBoiler([{ kind: 'loseBoiler', side, boiler: '$pick' }]);
    case 'weakened':
      return chooseBoiler([
        { kind: 'statLoss', side, boiler: '$pick', stat: 'muscle', lasting: false },
        { kind: 'statLoss', side, boiler: '$pick', stat: 'smarts', lasting: false },
      ]);
    case 'noSalvage':
      return chooseBoiler([{ kind: 'curse', side, curse: result.id, boiler: '$pick' }]);
    case 'noAugments':
    case 'noExert':
    case 'lessCapacity':
      return pickBoiler([{ kind: 'curse', side, curse: result.id, boiler: '$pick' }]);
    case 'itemDestroyed': {
      const items = company.roster.flatMap((b) => b.gear.map((g) => `${b.id}|${g}`));
      return items.length === 0
        ? next
        : first(next, [
            {
              kind: 'pick',
              purpose: 'Which carried item is destroyed',
              rule: 'salvage.blight-manifestation',
              candidates: items,
              then: [{ kind: 'destroyItem', side, item: '$pick' }],
            },
          ]);
    }
    case 'stashSpoiled': {
      // Result 12 takes food (rations) and consumables only. Reading (salvage.blight-manifestation): with
      // more than two in the stash, the two stashed longest go (the table names no random pick).
      const spoils = (id: string): boolean => {
        const gear = gearById(next, id);
        return gear !== undefined && (gear.kind === 'ration' || gear.consumable === true);
      };
      const gone = company.stash.filter(spoils).slice(0, STASH_SPOILED);
      const stash = [...company.stash];
      for (const id of gone) stash.splice(stash.indexOf(id), 1);
      return say(
        withCompany(next, side, (c) => ({ ...c, stash })),
        { kind: 'stashSpoiled', items: gone },
      );
    }
    case 'upgradeLost':
      return say(next, { kind: 'noUpgradeToLose' });
    default:
      return add(null);
  }
}

/** Salvage QR: a stat is a pool of D8s; "−1D8" takes one die from it. */
export const STAT_LOSS_DICE = 1;

/**
 * Heavy Trauma, Rattled Brain (for good) and Blight result 3 (next mission only): "−1D8 Muscle / Smarts".
 * Reading (salvage.injuries): stats are dice pools, so −1D8 is one die fewer — no roll, as the project reads
 * Armor Piercing's "reduce Armour by 1D8" — and a stat never drops below one die (Armor Piercing's minimum).
 */
export function statLoss(m: Mission, e: Effect & { kind: 'statLoss' }): Mission {
  const loss = STAT_LOSS_DICE;
  const key = e.stat;
  if (!e.lasting) {
    return say(
      withCompany(m, e.side, (c) => ({
        ...c,
        manifestations: [
          ...c.manifestations,
          { id: 'weakened', missionsLeft: 1, target: `${e.boiler}|${key}|${loss}` },
        ],
      })),
      { kind: 'statLoss', stat: key, loss, lasting: false },
    );
  }
  return say(
    withBoiler(m, e.side, e.boiler, (b) => ({
      ...b,
      stats: { ...b.stats, [key]: Math.max(1, b.stats[key] - loss) },
    })),
    { kind: 'statLoss', stat: key, loss, lasting: true },
  );
}

/** Reads a post-game roll. */
export function afterPostGameRoll(m: Mission, e: Effect, faces: Faces): Mission {
  const f = faces[0] ?? [];
  switch (e.kind) {
    case 'injury': {
      const d44 = (f[0] ?? 1) * 10 + (f[1] ?? 1);
      return injure(m, e, d44);
    }
    case 'transitFind': {
      const total = f.reduce((s, x) => s + x, 0);
      const scrip = transitScrip(total);
      const next = withCompany(m, e.side, (c) => ({ ...c, scrip: c.scrip + scrip }));
      return say(
        { ...next, report: [...next.report, `Transit find: ${total} → +${scrip} Scrip.`] },
        { kind: 'transitFind', faces: f, total, scrip },
      );
    }
    case 'blightCheck': {
      const company = m.companies[e.side];
      const mw = boilersOf(m, e.side).filter((u) => u.status === 'mortallyWounded').length;
      const total = blightCheckTotal(f[0] ?? 1, company?.blight ?? 0, mw);
      const next = say(m, {
        kind: 'blightCheck',
        face: f[0] ?? 1,
        blight: company?.blight ?? 0,
        mortallyWounded: mw,
        total,
      });
      if (!blightManifests(total)) {
        // Blight check: 1–10 has no effect; the reset to 0 follows a manifestation only.
        return {
          ...next,
          report: [...next.report, `Blight check ${total}: no effect.`],
        };
      }
      return first(next, [{ kind: 'manifestation', side: e.side }]);
    }
    case 'manifestation':
      return manifest(
        m,
        e.side,
        f.reduce((s, x) => s + x, 0),
      );
    default:
      return m;
  }
}

/** A change a Blight manifestation makes once its Boiler (or item) is picked. */
export function postGameChange(
  m: Mission,
  e: Effect & { kind: 'loseBoiler' | 'curse' | 'destroyItem' },
): Mission {
  switch (e.kind) {
    case 'loseBoiler': {
      const name = m.companies[e.side]?.roster.find((b) => b.id === e.boiler)?.name ?? e.boiler;
      return say(
        withCompany(
          withBoiler(m, e.side, e.boiler, () => null),
          e.side,
          (c) => ({ ...c, fallen: [...c.fallen, name] }),
        ),
        { kind: 'boilerLost', boiler: name },
      );
    }
    case 'curse':
      return withCompany(m, e.side, (c) => ({
        ...c,
        manifestations: [...c.manifestations, { id: e.curse, missionsLeft: 1, target: e.boiler }],
      }));
    case 'destroyItem': {
      const [boilerId = '', gearId = ''] = e.item.split('|');
      return say(
        withBoiler(m, e.side, boilerId, (b) => {
          const at = b.gear.indexOf(gearId);
          return { ...b, gear: b.gear.filter((_, i) => i !== at) };
        }),
        { kind: 'itemDestroyed', gear: gearId },
      );
    }
  }
}

/** Company bond track: one step for each mission whose win condition the crew met (sample rule). */
export function climbBond(m: Mission): Mission {
  let next = m;
  for (const side of crewSides(m)) {
    if (m.crews[side]?.won !== true) continue;
    next = withCompany(next, side, (c) => ({ ...c, bond: c.bond + 1 }));
    const step = next.content.bond?.track.find((t) => t.at === next.companies[side]?.bond);
    next = say(next, {
      kind: 'bondClimbed',
      step: step === undefined ? null : { name: step.name, text: step.text },
    });
  }
  return next;
}
