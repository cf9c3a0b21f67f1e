import type { FringeBattleEvent } from '../../../machines/fringe/battle.types';
import type { Choice } from '../../game/mode';
import { brawlBonuses, brawlOdds } from '../../rules/fringe/brawl';
import { owed, refusal } from '../../rules/fringe/engine';
import { edgeDistance, touchesSight } from '../../rules/fringe/geometry';
import { carried, fighter, onTable, ruledSide, standing, weapon } from '../../rules/fringe/lookup';
import { chargeOptions } from '../../rules/fringe/moves';
import { movedThisRound } from '../../rules/fringe/needs';
import { duplicable, duplicatorHolders, MATE_EDGE_INCHES, snooperHolders } from '../../rules/fringe/refusal';
import { enemyStep } from '../../rules/fringe/enemy';
import { atLeastOne, panicRange, viewShot } from '../../rules/fringe/shooting';
import type { Battle, Fighter, Side } from '../../rules/fringe/types';
import { bonusSum, shoots } from '../../rules/fringe/weapons';
import { spotWords } from '../../rules/board/spotWords';

/**
 * What a player may do now in a Fringe battle, as choice-bar entries with the exact odds of the roll each
 * starts. Moves other than a charge come from the board (a click on a spot); the mode keeps only the choices
 * the machine accepts.
 */

type C = Choice<FringeBattleEvent>;

export function figureName(b: Battle, id: string): string {
  return fighter(b, id)?.name ?? id;
}

function itemName(b: Battle, id: string): string {
  return weapon(b, id)?.name ?? b.setup.gear.find((g) => g.id === id)?.name ?? id;
}

/** The exact chance a brawl starts well for the mover: it hits and takes no hit. */
export function chargeOdds(b: Battle, attacker: Fighter, defender: Fighter): number {
  return brawlOdds(
    attacker.brawlTwice,
    bonusSum(brawlBonuses(b, attacker, defender, false)),
    defender.brawlTwice,
    bonusSum(brawlBonuses(b, defender, attacker, false)),
  ).attackerOnly;
}

function shootChoices(b: Battle, f: Fighter): C[] {
  const out: C[] = [];
  if (f.at === null || b.stage.kind !== 'round' || b.stage.activation === null) return out;
  const act = b.stage.activation;
  const moved = movedThisRound(b, f.id);
  for (const w of carried(b, f)) {
    if (!shoots(w)) continue;
    for (const t of standing(b)) {
      if (t.side === f.side) continue;
      const view = viewShot(b, f, f.at, t, w, { moved });
      if (view.refusal !== null) continue;
      const where = `${view.verdict === 'cover' ? 'in cover' : 'in the open'}, ${view.distance.toFixed(1)}"`;
      const endangers = view.endangers.length > 0 ? ' — an ally is near: 5+ first' : '';
      out.push({
        id: `shoot-${w.id}-${t.id}`,
        label: `${f.name} shoots ${t.name} with the ${w.name} (${where}; ${view.shots} ${view.shots === 1 ? 'shot' : 'shots'} at ${view.target}+)${endangers}`,
        event: { type: 'figure.shoot', figureId: f.id, weaponId: w.id, targetId: t.id, aim: false },
        odds: atLeastOne(view.perShot, view.shots),
        rule: 'fringe.hit-roll',
        group: ['Shoot', w.name],
        short: t.name,
      });
      if (!act.moved && !act.stunned)
        out.push({
          id: `aim-${w.id}-${t.id}`,
          label: `${f.name} aims at ${t.name} with the ${w.name} (1s thrown again; no move after)`,
          event: { type: 'figure.shoot', figureId: f.id, weaponId: w.id, targetId: t.id, aim: true },
          odds: atLeastOne(view.perShotAimed, view.shots),
          rule: 'fringe.aiming',
          group: ['Shoot', w.name],
          short: `${t.name} · aimed`,
        });
    }
    if (!f.emptied.includes(w.id))
      out.push({
        id: `panic-${w.id}`,
        label: `Panic Fire: the ${w.name}, ${w.shots + 2} shots at the closest enemies within ${String(panicRange(w))}", then it is empty`,
        event: { type: 'figure.panic', figureId: f.id, weaponId: w.id },
        rule: 'fringe.panic-fire',
        group: ['Panic Fire'],
        short: w.name,
      });
  }
  return out;
}

function chargeChoices(b: Battle, f: Fighter): C[] {
  return chargeOptions(b, f.id).flatMap((o) => {
    const t = fighter(b, o.enemyId);
    if (t === undefined) return [];
    return [
      {
        id: `charge-${t.id}`,
        label: `${f.name} charges ${t.name} (${o.inches.toFixed(1)}") and brawls at once`,
        event: { type: 'figure.move', figureId: f.id, to: [o.to], mode: o.mode, dash: false },
        odds: chargeOdds(b, f, t),
        rule: 'fringe.proximity',
        group: ['Charge'],
        short: t.name,
      },
    ];
  });
}

/** Spots 3" in from each edge of The Sink, for the mate: the legal ones nearest the crew. */
function mateChoices(b: Battle, side: Side): C[] {
  const board = b.setup.board;
  const crew = standing(b, side);
  const cx = crew.reduce((s, f) => s + (f.at?.x ?? 0), 0) / Math.max(1, crew.length);
  const cz = crew.reduce((s, f) => s + (f.at?.z ?? 0), 0) / Math.max(1, crew.length);
  const spots: { x: number; z: number }[] = [];
  const inset = MATE_EDGE_INCHES / 2;
  for (let t = inset; t <= Math.max(board.width, board.depth) - inset + 1e-9; t += 6) {
    if (t <= board.width - inset) spots.push({ x: t, z: inset }, { x: t, z: board.depth - inset });
    if (t <= board.depth - inset) spots.push({ x: inset, z: t }, { x: board.width - inset, z: t });
  }
  return spots
    .filter((s) => edgeDistance(board, s.x, s.z) <= MATE_EDGE_INCHES)
    .map((s) => ({ ...s, d: Math.hypot(s.x - cx, s.z - cz) }))
    .sort((p, q) => p.d - q.d)
    .filter((s) => refusal(b, { type: 'campaign.mate', side, at: { x: s.x, z: s.z, level: 3 } }) === null)
    .slice(0, 4)
    .map((s) => ({
      id: `mate-${s.x}-${s.z}`,
      label: `Did you ever meet my mate? A new member joins at ${spotWords(board, s.x, s.z)} on The Sink and acts next (once per campaign)`,
      event: { type: 'campaign.mate', side, at: { x: s.x, z: s.z, level: 3 } },
      rule: 'fringe.once-per-campaign',
      group: ['Did you ever meet my mate?'],
      short: spotWords(board, s.x, s.z).replace(/^the /, ''),
    }));
}

function campaignChoices(b: Battle, side: Side): C[] {
  if (b.stage.kind !== 'round' || ruledSide(b, side)) return [];
  const out: C[] = [];
  if (b.sides[side].onceLeft.timeToGo)
    out.push({
      id: `time-to-go-${side}`,
      label: `It’s time to go! ${b.sides[side].name} leave the battle with everyone still standing (once per campaign)`,
      event: { type: 'campaign.time-to-go', side },
      rule: 'fringe.once-per-campaign',
      group: ['Once per campaign'],
      short: 'It’s time to go!',
    });
  const mates = mateChoices(b, side);
  return [...out, ...mates.map((m) => ({ ...m, group: ['Once per campaign', ...(m.group ?? [])] }))];
}

function reviewChoices(b: Battle): C[] {
  const r = b.review;
  if (r === null) return [];
  const left = b.sides[r.side].storyPoints;
  const out: C[] = [
    {
      id: 'accept',
      label: 'Let the roll stand',
      event: { type: 'roll.accept' },
      rule: 'fringe.story-points',
    },
  ];
  if (r.reroll)
    out.push({
      id: 'story-reroll',
      label: `Roll it again with a story point (${left} left)`,
      event: { type: 'story.reroll' },
      rule: 'fringe.story-points',
      cost: '1 story point',
    });
  if (r.succeed)
    out.push({
      id: 'story-succeed',
      label: `Spend a story point: the item works after all (${left} left)`,
      event: { type: 'story.succeed' },
      rule: 'fringe.story-points',
      cost: '1 story point',
    });
  if (r.luckyShot)
    out.push({
      id: 'lucky-shot',
      label: 'Lucky shot! The shot that just missed hits (once per campaign)',
      event: { type: 'campaign.lucky-shot' },
      rule: 'fringe.once-per-campaign',
      cost: 'once per campaign',
    });
  return [...out, ...campaignChoices(b, r.side)];
}

function activationChoices(b: Battle): C[] {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return [];
  const f = fighter(b, b.stage.activation.figureId);
  if (f === undefined || !onTable(f)) return [];
  const out: C[] = [
    {
      id: 'end',
      label: `End ${f.name}’s activation`,
      event: { type: 'figure.end', figureId: f.id },
      rule: 'fringe.battle-round',
    },
    ...chargeChoices(b, f),
    ...shootChoices(b, f),
  ];
  for (const s of b.sights)
    if (s.takenBy === null && f.at !== null && touchesSight(f.at, s))
      out.push({
        id: `sight-${s.id}`,
        label: `${f.name} acquires the ${s.kind.replace(/-/g, ' ')} (forgoing every other action)`,
        event: { type: 'figure.sight', figureId: f.id, sightId: s.id },
        rule: 'fringe.notable-sights',
      });
  return [...out, ...campaignChoices(b, f.side)];
}

function enemyChoices(b: Battle): C[] {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return [];
  const f = fighter(b, b.stage.activation.figureId);
  if (f === undefined) return [];
  const next = enemyStep(b);
  const plan =
    next === null
      ? 'it holds'
      : next.type === 'figure.move'
        ? 'it moves'
        : next.type === 'figure.shoot'
          ? `it shoots at ${figureName(b, next.targetId)}`
          : 'it acts';
  return [
    {
      id: 'enemy-go',
      label: `Let ${f.name} act (${plan})`,
      event: { type: 'enemy.go' },
      rule: 'fringe.enemy-behaviour',
    },
    ...campaignChoices(b, 'a'),
  ];
}

function setupChoices(b: Battle, step: 'duplicator' | 'snooper'): C[] {
  if (step === 'snooper')
    return [
      {
        id: 'snooper-skip',
        label: 'Roll for the initiative as you are',
        event: { type: 'gear.snooper.skip' },
        rule: 'fringe.initiative',
      },
      ...snooperHolders(b).map((f) => ({
        id: `snooper-${f.id}`,
        label: `${f.name} sends the Snooper Bot ahead: the penalty is ignored (Damaged on a 1)`,
        event: { type: 'gear.snooper' as const, figureId: f.id },
        odds: 5 / 6,
        rule: 'fringe.gear',
      })),
    ];
  return [
    {
      id: 'duplicate-skip',
      label: 'Keep the Duplicator for later',
      event: { type: 'gear.duplicate.skip' },
      rule: 'fringe.gear',
    },
    ...duplicatorHolders(b).flatMap((f) =>
      duplicable(b, f.side).map((item) => ({
        id: `duplicate-${f.id}-${item}`,
        label: `${f.name} duplicates the ${itemName(b, item)}`,
        event: { type: 'gear.duplicate' as const, holderId: f.id, itemId: item },
        rule: 'fringe.gear',
        group: ['Duplicator', f.name],
        short: itemName(b, item),
      })),
    ),
  ];
}

/** Every choice the battle offers now (the mode keeps those the machine accepts). */
export function fringeChoices(b: Battle): C[] {
  const o = owed(b);
  if (o.kind !== 'decide') return [];
  switch (o.step) {
    case 'review':
      return reviewChoices(b);
    case 'winner':
      return [
        {
          id: 'winner-stay',
          label: `${figureName(b, b.winnerMove?.figureId ?? '')} stays where it is (or click a spot within 2" to move)`,
          event: { type: 'winner.stay' },
          rule: 'fringe.brawling',
        },
      ];
    case 'duplicator':
    case 'snooper':
      return setupChoices(b, o.step);
    case 'activation':
      return activationChoices(b);
    case 'enemy':
      return enemyChoices(b);
  }
}
