import type { SnapshotFrom } from 'xstate';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { currentPrompt } from '../../../machines/core/meta';
import {
  salvageMachine,
  type SalvageEvent,
  type SalvageMachine,
} from '../../../machines/salvage/mission.machine';
import type { ContentPack } from '../../content/pack';
import { missionContentFrom } from '../../rules/salvage/mission/content';
import {
  isStanding,
  pieceName,
  salvageSiteWords,
  touchesPiece,
  unitById,
  unitDistance,
} from '../../rules/salvage/mission/board';
import { containerTarget, moveAllowance } from '../../rules/salvage/mission/checks';
import { testOdds } from '../../rules/salvage/mission/pools';
import { crewSides, plural } from '../../rules/salvage/mission/core';
import { refusal } from '../../rules/salvage/mission/engine';
import { decisionSchema, type Decision } from '../../rules/salvage/mission/decisions';
import { walkToward } from '../../rules/salvage/mission/geometry';
import { effectNeed, interactOdds } from '../../rules/salvage/mission/needs';
import type { ActionOrder, MoveAction } from '../../rules/salvage/mission/orders';
import { LEVEL_NAMES, type BoardPoint } from '../../rules/board/types';
import { COMPASS } from '../../rules/board/direction';
import { canActivate } from '../../rules/salvage/mission/phases';
import { newCompany, rosterProblem } from '../../rules/salvage/mission/setup';
import type { CrewSide, Mission, MissionContent, Spot, Unit } from '../../rules/salvage/mission/state';
import { ACTIONS } from '../../rules/salvage/tables/actions';
import type { LogEntry } from '../../game/log';
import type { Choice, TallyLine } from '../../game/mode';
import { salvageInputSchema } from './salvageInput';
import { z } from 'zod';
import { defineMode, packSetup } from '../defineMode';
import { salvageInvariants } from '../invariants';
import { diceLine } from '../../game/diceWords';
import { figureClick } from '../../game/salvage/figureClick';
import { spotWords } from '../../rules/board/spotWords';

/**
 * The salvage skirmish as a mode: the machine's input is the mission content looked up from a pack and the
 * company (or two, hot-seat). Choices are every decision the rules accept now, with odds where a roll
 * follows; moves are offered toward the places a player aims for (the nearest hostile, salvage site,
 * airlock), and the board takes any other spot.
 */

type Snap = SnapshotFrom<SalvageMachine>;

export interface SalvageStart {
  readonly mode: 'solo' | 'hotseat';
  readonly content: MissionContent;
  readonly companies: Partial<Record<CrewSide, ReturnType<typeof newCompany>>>;
  readonly campaign: readonly MissionContent[];
}

/** A new company (or two) for the first mission; refused with the roster rule it breaks. */
export function salvageStart(
  pack: ContentPack,
  missionId: string,
  rosters: { readonly attacker: readonly string[]; readonly defender?: readonly string[] },
): SalvageStart | string {
  const content = missionContentFrom(pack, missionId);
  if (typeof content === 'string') return content;
  const companies: Partial<Record<CrewSide, ReturnType<typeof newCompany>>> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const ids = rosters[side];
    if (ids === undefined) continue;
    const cards = ids.map((id) => pack.unitCards.get(id)).filter((c) => c !== undefined);
    if (cards.length !== ids.length) return 'A picked unit card is not in the pack.';
    const problem = rosterProblem(cards);
    if (problem !== null) return `${side === 'attacker' ? 'Crew A' : 'Crew B'}: ${problem}`;
    companies[side] = newCompany(
      side,
      side === 'attacker' ? 'Crew A' : 'Crew B',
      cards,
      content.mission.startingScrip,
    );
  }
  const campaign = [...pack.salvageMissions.keys()]
    .map((id) => missionContentFrom(pack, id))
    .filter((c): c is MissionContent => typeof c !== 'string');
  return { mode: rosters.defender === undefined ? 'solo' : 'hotseat', content, companies, campaign };
}

const unitIds = z.array(z.string().min(1).max(100)).min(1).max(10);

/** A salvage mission from a pack (a demo's `build`): the mission and each crew's unit cards, as the set-up form picks. */
export const salvagePackSetup = packSetup(
  z.strictObject({
    missionId: z.string().min(1).max(100),
    attacker: unitIds,
    defender: unitIds.optional(),
  }),
  (pack, o) => {
    const built = salvageStart(pack, o.missionId, {
      attacker: o.attacker,
      ...(o.defender === undefined ? {} : { defender: o.defender }),
    });
    return typeof built === 'string' ? { ok: false, reason: built } : { ok: true, input: built };
  },
);

// ——— choices ———

/** What an action costs, from the action table (salvage.actions: PWR, and ● for Noise). */
function actionCost(o: ActionOrder): string {
  const info = ACTIONS[o.action];
  return `${info.power} Power${info.noise ? ', Noise' : ''}`;
}

/**
 * The decision that gives an order, one object per order object: the listing asks the rules about it, then
 * lists it, and the rules keep their verdict by that object (engine.ts `refusal`).
 */
const orderEvents = new WeakMap<ActionOrder, Extract<SalvageEvent, { type: 'unit.order' }>>();

function orderEvent(o: ActionOrder): Extract<SalvageEvent, { type: 'unit.order' }> {
  let event = orderEvents.get(o);
  if (event === undefined) {
    event = { type: 'unit.order', order: o };
    orderEvents.set(o, event);
  }
  return event;
}

function order(
  o: ActionOrder,
  label: string,
  odds: number | null = null,
  hint?: string,
  steps?: { readonly group: readonly string[]; readonly short: string },
): Choice<SalvageEvent> {
  return {
    cost: actionCost(o),
    ...steps,
    id: `order-${o.action}-${'target' in o ? o.target : 'site' in o ? o.site : 'item' in o ? o.item : 'to' in o ? `${o.to.x.toFixed(1)},${o.to.z.toFixed(1)}` : ''}-${label}`,
    label,
    event: orderEvent(o),
    odds,
    rule: 'salvage.actions',
    ...(hint === undefined ? {} : { hint }),
  };
}

function moveToward(
  m: Mission,
  u: Unit,
  goal: Spot,
  what: string,
  stopShort: number,
): Choice<SalvageEvent>[] {
  const out: Choice<SalvageEvent>[] = [];
  // Prone: only a Crawl moves it.
  const actions = u.conditions.includes('prone') ? (['crawl'] as const) : (['move', 'run'] as const);
  for (const action of actions) {
    const to = walkToward(m, u, goal, moveAllowance(m, u, action), stopShort);
    if (to === null) continue;
    const label = `${ACTIONS[action].name} toward ${what}`;
    out.push(
      order({ action, unit: u.id, to }, label, null, undefined, {
        group: [ACTIONS[action].name],
        short: `toward ${what}`,
      }),
    );
  }
  return out;
}

/** Every melee and ranged attack on `target` the rules accept now: each weapon carried, then bare hands. */
function allowedAttacks(
  m: Mission,
  u: Unit,
  target: string,
): {
  readonly o: ActionOrder;
  readonly melee: boolean;
  readonly weapon: string | null;
  readonly used: string;
}[] {
  const out: { o: ActionOrder; melee: boolean; weapon: string | null; used: string }[] = [];
  for (const weapon of [...u.gear, null]) {
    for (const melee of [true, false]) {
      if (weapon === null && !melee) continue;
      const o: ActionOrder = { action: melee ? 'meleeAttack' : 'rangedAttack', unit: u.id, target, weapon };
      if (refusal(m, orderEvent(o)) !== null) continue;
      const used =
        weapon === null ? 'bare hands' : (m.content.gear.find((g) => g.id === weapon)?.name ?? weapon);
      out.push({ o, melee, weapon, used });
    }
  }
  return out;
}

function activationChoices(m: Mission, u: Unit): Choice<SalvageEvent>[] {
  const out: Choice<SalvageEvent>[] = [];
  // Nearest first: each distance measured once, not once per comparison of the sort.
  const foes = m.units
    .filter((o) => o.side !== u.side && isStanding(o))
    .map((o) => ({ o, d: unitDistance(m, u, o) }))
    .sort((a, b) => a.d - b.d)
    .map(({ o }) => o);
  for (const foe of foes) {
    for (const { o, melee, weapon, used } of allowedAttacks(m, u, foe.id)) {
      // The same odds the dice request will show (every modifier, Unlucky included).
      const odds =
        effectNeed(m, { kind: 'attack', attacker: u.id, target: foe.id, weapon, melee })?.odds ?? null;
      // Attack → target → weapon: one step per foe keeps the list short on a crowded board.
      out.push(
        order(o, `${melee ? 'Melee' : 'Shoot'} ${foe.name} with ${used}`, odds, undefined, {
          group: ['Attack', foe.name],
          short: `${melee ? 'Melee' : 'Shoot'} with ${used}`,
        }),
      );
    }
  }
  // Hazard 4: an Explosive Container takes any damage, so it can be struck or shot like a unit.
  for (const h of m.hazards) {
    const piece = containerTarget(m, h.id);
    if (piece === null) continue;
    for (const { o, melee, used } of allowedAttacks(m, u, piece.id)) {
      out.push(
        order(
          o,
          `${melee ? 'Strike' : 'Shoot'} ${pieceName(piece.id, 'Explosive Container')} with ${used}`,
          testOdds(u, melee ? 'muscle' : 'smarts', 6),
          'it blows: 1 damage to all within 3"',
        ),
      );
    }
  }
  const friends = m.units.filter((o) => o.id !== u.id && o.side === u.side && isStanding(o));
  const nearestFoe = foes.find((f) => f.side === 'site' || f.side !== u.side);
  if (nearestFoe?.at != null) out.push(...moveToward(m, u, nearestFoe.at, nearestFoe.name, 1));
  // Moves are offered toward the nearest salvage site with extractions left and the nearest open airlock;
  // any other spot is a click on the board.
  const here = u.at;
  const byDistance = (kind: 'salvage-site' | 'airlock') =>
    m.content.board.terrain
      .filter((p) => p.kind === kind)
      .filter((p) =>
        kind === 'airlock'
          ? m.airlocks.some((a) => a.id === p.id && !a.locked)
          : (m.sites.find((x) => x.id === p.id)?.extractions ?? 0) < 4,
      )
      .sort((a, b) =>
        here === null
          ? 0
          : Math.hypot(a.x - here.x, a.z - here.z, (a.level - here.level) * 3) -
            Math.hypot(b.x - here.x, b.z - here.z, (b.level - here.level) * 3),
      );
  for (const piece of m.content.board.terrain) {
    if (piece.kind === 'salvage-site' && touchesPiece(u, piece)) {
      out.push(
        order(
          { action: 'extractSalvage', unit: u.id, site: piece.id },
          `Extract ${salvageSiteWords(m.content.board.terrain, piece.id)}`,
          null,
          'quality roll, then a Muscle test at that TN',
        ),
      );
    }
    if ((piece.kind === 'airlock' || piece.kind === 'door') && touchesPiece(u, piece)) {
      const o: ActionOrder = { action: 'interact', unit: u.id, target: piece.id };
      out.push(
        order(
          o,
          `${piece.kind === 'airlock' ? 'Cycle' : 'Work'} ${pieceName(piece.id, piece.kind === 'airlock' ? 'airlock' : 'door')}`,
          interactOdds(m, u, piece),
        ),
      );
      // Airlocks: "A unit may cycle an Airlock to allow a different unit to exit through it."
      if (piece.kind === 'airlock') {
        for (const friend of friends) {
          out.push(
            order(
              { action: 'interact', unit: u.id, target: piece.id, exit: friend.id },
              `Cycle ${pieceName(piece.id, 'airlock')} for ${friend.name}`,
              interactOdds(m, u, piece),
            ),
          );
        }
      }
    }
  }
  const site = byDistance('salvage-site')[0];
  if (site !== undefined && !touchesPiece(u, site))
    out.push(
      ...moveToward(m, u, { x: site.x, z: site.z, level: site.level }, pieceName(site.id, 'salvage site'), 1),
    );
  const lock = byDistance('airlock')[0];
  if (lock !== undefined && !touchesPiece(u, lock))
    out.push(
      ...moveToward(m, u, { x: lock.x, z: lock.z, level: lock.level }, pieceName(lock.id, 'airlock'), 1),
    );
  for (const h of m.units.filter((x) => x.side === 'site' && x.status === 'mortallyWounded' && !x.searched)) {
    out.push(order({ action: 'interact', unit: u.id, target: h.id }, `Search ${h.name} for Scrip`));
  }
  const simple: ActionOrder[] = [
    { action: 'standUp', unit: u.id },
    { action: 'goProne', unit: u.id },
    { action: 'disengage', unit: u.id },
    { action: 'concentrate', unit: u.id },
    { action: 'exert', unit: u.id },
    { action: 'rest', unit: u.id, remove: 'exert' },
    { action: 'rest', unit: u.id, remove: 'blight' },
    // First Aid: on the unit itself or a friend in base contact (the refusal checks the contact).
    ...[u, ...friends].flatMap((t): ActionOrder[] => [
      { action: 'firstAid', unit: u.id, target: t.id },
      ...t.conditions.map((c): ActionOrder => ({ action: 'firstAid', unit: u.id, target: t.id, remove: c })),
    ]),
    ...u.gear.map((item): ActionOrder => ({ action: 'useItem', unit: u.id, item })),
    ...foes.map((f): ActionOrder => ({ action: 'shove', unit: u.id, target: f.id })),
  ];
  for (const o of simple) {
    // Most of these are refused at any one time: asked first, so their words are built only for those listed
    // (the verdict is kept by the order's event, so the listing's own filter asks it again for free).
    if (refusal(m, orderEvent(o)) !== null) continue;
    const label =
      o.action === 'rest'
        ? `Rest (remove ${o.remove === 'exert' ? 'an Exert token' : '1 Blight'})`
        : o.action === 'firstAid'
          ? `First Aid${o.target === u.id ? '' : ` on ${unitById(m, o.target)?.name ?? o.target}`}${o.remove === undefined ? ' (+1 Health)' : ` (remove ${o.remove})`}`
          : o.action === 'useItem'
            ? `Use ${m.content.gear.find((g) => g.id === o.item)?.name ?? o.item}`
            : o.action === 'shove'
              ? `Shove ${unitById(m, o.target)?.name ?? o.target}`
              : ACTIONS[o.action].name;
    out.push(order(o, label, null, ACTIONS[o.action].summary, { group: ['Other actions'], short: label }));
  }
  out.push({ id: 'unit-end', label: 'End activation', event: { type: 'unit.end' }, rule: 'salvage.power' });
  return out;
}

/**
 * The decision a click on the board makes: a click on a Boiler whose crew has the turn activates it, a click
 * on a hostile in the Enemy Phase's pick has it act; in an activation a click on an enemy attacks it, a click
 * on a spot moves there. Deployment's select-then-place is the screen's (a selection is not a decision).
 */
export function boardClickDecision(
  m: Mission,
  figureId: string | null,
  point: BoardPoint,
  moveAs: MoveAction = 'move',
): SalvageEvent | null {
  const s = m.stage;
  if (s.kind === 'setup' && s.step === 'deployment') return null;
  if (figureId !== null && figureClick(m, figureId) === 'activate')
    return s.kind === 'enemyPhase'
      ? { type: 'hostile.activate', unit: figureId }
      : { type: 'unit.activate', unit: figureId };
  if (s.kind !== 'boilerPhase' || s.active === null) return null;
  const me = m.units.find((u) => u.id === s.active);
  if (me === undefined) return null;
  if (figureId !== null && figureId !== me.id) {
    const target = m.units.find((u) => u.id === figureId);
    if (target === undefined || target.side === me.side) return null;
    // Each weapon the way it is used (a ranged one shoots, a melee one strikes), bare hands last.
    const tries: ActionOrder[] = [...me.gear, null].flatMap((weapon): ActionOrder[] => {
      const gear = weapon === null ? null : m.content.gear.find((g) => g.id === weapon);
      if (gear !== null && gear?.kind !== 'weapon') return [];
      const ranged = gear?.range !== undefined;
      return [{ action: ranged ? 'rangedAttack' : 'meleeAttack', unit: me.id, target: target.id, weapon }];
    });
    const ok = tries.find((o) => refusal(m, { type: 'unit.order', order: o }) === null);
    // None is allowed: explain the most telling one (a shot's range or sight, else the melee's contact).
    const why = ok ?? tries.find((o) => o.action === 'rangedAttack') ?? tries[0];
    return why === undefined ? null : { type: 'unit.order', order: why };
  }
  return {
    type: 'unit.order',
    order: {
      action: moveAs,
      unit: me.id,
      to: {
        x: point.x,
        z: point.z,
        level: point.level,
        ...(point.elevation !== undefined && point.elevation > 0 ? { elevation: point.elevation } : {}),
      },
    },
  };
}

/** A won Shove: the eight compass ways at the full distance and at 1", and leaving the loser where it is. */
function shoveChoices(m: Mission, shove: NonNullable<Mission['shove']>): Choice<SalvageEvent>[] {
  const name = unitById(m, shove.target)?.name ?? shove.target;
  const distances = shove.inches > 1 ? [shove.inches, 1] : [shove.inches];
  const out: Choice<SalvageEvent>[] = distances.flatMap((inches) =>
    COMPASS.map((way, i) => ({
      id: `shove-${way}-${inches}`,
      label: `Push ${name} ${inches}" ${way}`,
      event: { type: 'shove.push', bearing: i * 45, inches },
      rule: 'salvage.actions',
    })),
  );
  out.push({
    id: 'shove-none-0',
    label: `Leave ${name} where it is`,
    event: { type: 'shove.push', bearing: 0, inches: 0 },
    rule: 'salvage.actions',
  });
  return out;
}

function allChoices(m: Mission): Choice<SalvageEvent>[] {
  const s = m.stage;
  const out: Choice<SalvageEvent>[] = [];
  if (m.shove !== null) return shoveChoices(m, m.shove);
  if (m.choice !== null) {
    const choice = m.choice;
    return choice.candidates.map((id) => {
      const name = Object.values(m.companies)
        .flatMap((c) => c.roster)
        .find((b) => b.id === id)?.name;
      return {
        id: `choose-${id}`,
        label: `${choice.purpose}: ${name ?? id}`,
        event: { type: 'choice.pick', id },
        rule: choice.rule,
      };
    });
  }
  if (s.kind === 'setup') {
    if (s.step === 'theme') {
      out.push({
        id: 'theme-roll',
        label: 'Roll for the theme',
        event: { type: 'theme.roll' },
        rule: 'salvage.mission-setup',
      });
      for (const t of m.content.themes)
        out.push({
          id: `theme-${t.id}`,
          label: `Theme: ${t.name}`,
          event: { type: 'theme.choose', themeId: t.id },
          hint: t.rule,
        });
    }
    out.push({
      id: 'setup-next',
      label:
        s.step === 'gameLength'
          ? 'Start round 1'
          : s.step === 'theme' && m.theme !== null
            ? `Go on with the theme “${m.theme.name}”`
            : 'Go on to the next set-up step',
      event: { type: 'setup.next' },
      rule: 'salvage.mission-setup',
    });
  }
  if (s.kind === 'boilerPhase') {
    if (s.turn === null)
      for (const side of crewSides(m))
        out.push({
          id: `first-${side}`,
          label: `${side === 'attacker' ? 'Attacker' : 'Defender'} activates first`,
          event: { type: 'initiative.first', side },
        });
    else if (s.active === null) {
      for (const u of m.units.filter((x) => x.side === s.turn && canActivate(x))) {
        out.push({
          id: `activate-${u.id}`,
          label: `Activate ${u.name}`,
          event: { type: 'unit.activate', unit: u.id },
          rule: 'salvage.power',
        });
        out.push({
          id: `perk-${u.id}`,
          label: `Boss perk on ${u.name}`,
          group: ['Boss perk'],
          short: `on ${u.name}`,
          event: { type: 'perk.use', unit: u.id },
          rule: 'salvage.crew-limits',
        });
      }
    } else {
      const u = unitById(m, s.active);
      if (u !== undefined) out.push(...activationChoices(m, u));
    }
  }
  if (s.kind === 'enemyPhase' && m.order.length > 1) {
    for (const id of m.order) {
      const u = unitById(m, id);
      if (u === undefined) continue;
      out.push({
        id: `hostile-${id}`,
        label: `${u.name} acts${u.alert ? ' (Alert: its Motivations)' : ' (Unalert: a random move)'}`,
        event: { type: 'hostile.activate', unit: id },
        rule: u.alert ? 'salvage.alert-hostiles' : 'salvage.unalert-hostiles',
      });
    }
  }
  if (s.kind === 'postGame' && s.step === 'downtime') {
    for (const side of crewSides(m)) {
      const c = m.companies[side];
      if (c === undefined) continue;
      out.push({
        id: `sell-salvage-${side}`,
        label: `Sell ${c.salvage.length} salvage token(s)`,
        event: { type: 'downtime.sellSalvage', side },
      });
      for (const card of m.content.units.filter((x) => m.content.mission.roster.includes(x.id))) {
        out.push({
          id: `hire-${side}-${card.id}`,
          label: `Hire ${card.name} (${card.role})`,
          event: { type: 'downtime.hire', side, cardId: card.id },
        });
      }
      // Buying and selling gear is the Downtime panel's: a choice of Boiler and item, not a button for each pair.
    }
    out.push({
      id: 'mission-next',
      label: 'Start the next mission',
      event: { type: 'mission.next' },
      rule: 'salvage.post-game',
    });
  }
  return out;
}

function choices(snapshot: Snap): readonly Choice<SalvageEvent>[] {
  if (snapshot.status !== 'active' || snapshot.hasTag(AWAITING_DICE)) return [];
  const m = snapshot.context.mission;
  const seen = new Set<string>();
  return allChoices(m).filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return c.event.type !== 'dice.answer' && refusal(m, c.event) === null;
  });
}

function explainRefusal(snapshot: Snap, event: SalvageEvent): string {
  if (event.type === 'dice.answer') return 'Dice answers go through the dice tray, not as decisions.';
  if (snapshot.hasTag(AWAITING_DICE)) return 'A roll is waiting for its dice: answer it first.';
  const why = refusal(snapshot.context.mission, event);
  if (why !== null) return why;
  const prompt = currentPrompt(snapshot);
  return `That is not what the mission waits for now.${prompt === null ? '' : ` ${prompt.prompt}`}`;
}

function narrate(log: readonly LogEntry[], snapshot: Snap): readonly string[] {
  const m = snapshot.context.mission;
  return log.map((entry) =>
    entry.kind === 'dice' ? diceLine(entry) : `${decisionLine(m, entry.event as Decision)}.`,
  );
}

/**
 * A logged decision in words, with the names a player reads (units, gear, themes, unit cards) looked up in
 * the mission, never their ids: "Rusty Kell — Crawl", not "crew-3 — Crawl".
 */
export function decisionLine(m: Mission, d: Decision): string {
  const unit = (id: string) =>
    unitById(m, id)?.name ??
    Object.values(m.companies)
      .flatMap((c) => c.roster)
      .find((b) => b.id === id)?.name ??
    id;
  const gear = (id: string) => m.content.gear.find((g) => g.id === id)?.name ?? id;
  const crew = (side: CrewSide) => m.companies[side]?.name ?? (side === 'attacker' ? 'Crew A' : 'Crew B');
  switch (d.type) {
    case 'setup.next':
      return 'Set-up: on to the next step';
    case 'theme.choose':
      return `Theme chosen: ${m.content.themes.find((t) => t.id === d.themeId)?.name ?? d.themeId}`;
    case 'theme.roll':
      return 'Theme rolled for';
    case 'unit.deploy':
      return `${unit(d.unit)} deployed at ${spotWords(m.content.board, d.x, d.z)}`;
    case 'initiative.first':
      return `${crew(d.side)} activates first`;
    case 'unit.activate':
      return `${unit(d.unit)} activates`;
    case 'unit.order':
      return `${unit(d.order.unit)} — ${ACTIONS[d.order.action].name}`;
    case 'unit.end':
      return 'Activation ended';
    case 'shove.push':
      return d.inches === 0
        ? 'The shove pushes nobody'
        : `The shove pushes ${d.inches}" on a bearing of ${d.bearing}°`;
    case 'hostile.activate':
      return `${unit(d.unit)} (hostile) activates`;
    case 'perk.use':
      return `${unit(d.unit)} uses their perk`;
    case 'downtime.buy':
      return `${crew(d.side)} buys ${gear(d.gearId)} for ${unit(d.boiler)}`;
    case 'downtime.sell':
      return `${crew(d.side)} sells ${unit(d.boiler)}'s ${gear(d.gearId)}`;
    case 'downtime.sellSalvage':
      return `${crew(d.side)} sells its salvage`;
    case 'downtime.hire':
      return `${crew(d.side)} hires ${m.content.units.find((c) => c.id === d.cardId)?.name ?? d.cardId}`;
    case 'downtime.trade':
      return `${unit(d.boiler)} hands ${gear(d.gearId)} to ${unit(d.toBoiler)}${d.scrip > 0 ? ` for ${plural(d.scrip, 'Scrip', 'Scrip')}` : ' as a gift'}`;
    case 'mission.next':
      return 'On to the next mission';
    case 'choice.pick':
      return `Picked: ${unit(d.id)}`;
  }
}

/** The decision vocabulary is the engine's one schema (src/rules/salvage/mission/decisions.ts). */
export const salvageDecisionSchema = decisionSchema;

/**
 * Where a figure stands, for the result panel: the level's name in words and the spot itself, from which the
 * panel says how far the figure moved (never coordinates on screen).
 */
function place(at: Spot | null): Pick<TallyLine, 'value' | 'place'> {
  if (at === null) return { value: 'off the board' };
  const level = LEVEL_NAMES[at.level];
  return { value: level, place: { x: at.x, z: at.z, level } };
}

/**
 * What the result panel compares before and after a step: every figure's Health, Power, place, status and
 * conditions, and the Danger track.
 */
function tally(snapshot: Snap): TallyLine[] {
  const m = snapshot.context.mission;
  const lines: TallyLine[] = [];
  for (const u of m.units) {
    lines.push({ key: `${u.id}:health`, who: u.name, what: 'Health', value: String(Math.max(0, u.health)) });
    lines.push({ key: `${u.id}:power`, who: u.name, what: 'Power', value: String(u.power) });
    lines.push({ key: `${u.id}:at`, who: u.name, what: 'place', ...place(u.at) });
    lines.push({ key: `${u.id}:status`, who: u.name, what: 'status', value: u.status });
    lines.push({
      key: `${u.id}:conditions`,
      who: u.name,
      what: 'conditions',
      value: u.conditions.length === 0 ? 'none' : u.conditions.join(', '),
    });
  }
  lines.push({ key: 'danger', who: 'Mission', what: 'Danger', value: String(m.danger) });
  return lines;
}

/** "Salvage mission — The Drowned Foundry, round 3": the mission's name and where it stands. */
/**
 * How the mission ended, once it has (the post-game and after): why it stopped (the round limit, or no crew
 * left in play) and, for each crew, whether it met its win condition and the scrip that paid. Null while the
 * mission is still being set up or played.
 */
export function missionEndWords(m: Mission): string | null {
  if (m.stage.kind !== 'postGame' && m.stage.kind !== 'over') return null;
  const why =
    m.roundLimit !== null && m.round >= m.roundLimit
      ? `the round limit (${plural(m.roundLimit, 'round')}) was reached`
      : 'no crew was left in play';
  const crews = crewSides(m).map((side) => {
    const crew = m.crews[side];
    const name = m.companies[side]?.name ?? side;
    const goal = crew?.winCondition?.name;
    if (crew?.won === true) {
      const scrip = crew.winCondition?.scrip ?? 0;
      const paid = scrip > 0 ? `, ${String(scrip)} scrip` : '';
      return `${name} won${goal === undefined ? '' : ` (${goal}${paid})`}`;
    }
    return `${name} lost${goal === undefined ? '' : ` (${goal} not met)`}`;
  });
  return `The mission ended after ${plural(m.round, 'round')}: ${why}. ${crews.join('; ')}`;
}

export function describeMission(snapshot: Snap): string {
  const mission = snapshot.context.mission;
  const stage = mission.stage;
  const ended = missionEndWords(mission);
  if (ended !== null) return `Salvage mission — ${mission.content.mission.name}. ${ended}`;
  const where =
    stage.kind === 'setup'
      ? 'setting up'
      : stage.kind === 'postGame' || stage.kind === 'over'
        ? `after the mission (${plural(mission.round, 'round')})`
        : mission.roundLimit === null
          ? `round ${String(mission.round)}`
          : `round ${String(mission.round)} of ${String(mission.roundLimit)}`;
  return `Salvage mission — ${mission.content.mission.name}, ${where}`;
}

export const salvageMode = defineMode({
  id: 'salvage-mission',
  system: 'salvage',
  title: 'Salvage mission',
  machine: salvageMachine,
  inputSchema: salvageInputSchema,
  decisionSchema: salvageDecisionSchema,
  choices,
  explainRefusal,
  narrate,
  invariants: salvageInvariants,
  tally,
  describe: describeMission,
  packSetup: salvagePackSetup,
});

export { missionContentFrom, salvageInputSchema };
