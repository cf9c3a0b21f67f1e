/**
 * Seeded games of every mode, played by a simple bot through the Session exactly as a player would (a choice
 * the mode offers, digital dice rolled by the session): the source of the save fixtures
 * (`npm run gen:fixtures`) and of the fuzz harness's starting files. Pure given the pack and the seed.
 */
import type { ContentPack } from '../../src/content/pack';
import type { SaveFile } from '../../src/game/saveFile';
import type { ModeDefinition } from '../../src/game/mode';
import { saveOf } from '../../src/game/loadGame';
import { Session } from '../../src/game/session';
import { MODES } from '../../src/modes/headless';
import { campaignInput, defaultChoices } from '../../src/modes/campaign/campaignInput';
import { spaceCombatInput } from '../../src/modes/spaceCombat/setup';
import { quickCrawlInput } from '../../src/modes/dungeon/quickCrawl';
import { quickFightInput } from '../../src/modes/quickFight/setup';
import { salvageStart } from '../../src/modes/salvage/mode';
import { fringeInput } from '../../src/modes/fringe/setup';
import { nextUint32, seedRng } from '../../src/rules/dice/rng';
import type { RngState } from '../../src/rules/dice/types';

/** Which way a bot leans among the offered choices: the first prefix that matches any offered choice wins. */
export const PREFER: Readonly<Record<string, readonly string[]>> = {
  'salvage-mission': [
    'choose-',
    'order-meleeAttack',
    'order-rangedAttack',
    'order-extractSalvage',
    'order-move-',
    'theme-roll',
    'setup-next',
    'activate-',
    'hostile-',
    'unit-end',
  ],
  'fringe-battle': ['charge-', 'aim-', 'shoot-', 'enemy-go', 'accept', 'story-reroll'],
};

/** Decisions that end a game early (leaving a crawl, running from a fight): taken only when nothing else is. */
export const AVOID = /teleporter\.out|escape|retreat|flee|time-to-go/;

/** The set-up of a game of `modeId` from the pack, as its screen would build it. */
export function fixtureInput(pack: ContentPack, modeId: string): unknown {
  switch (modeId) {
    case 'dice-lab':
      return {};
    case 'depth-board': {
      const board = [...pack.boards.values()][0];
      if (board === undefined) throw new Error('the pack has no board');
      return { board };
    }
    case 'ground-combat': {
      const crew = [...pack.crewTemplates.keys()].slice(0, 2);
      const species = [...pack.enemies.values()][0]?.species;
      if (species === undefined) throw new Error('the pack has no enemy');
      const built = quickFightInput(pack, { crew, species, level: 1 });
      if (!built.ok) throw new Error(built.reason);
      return built.input;
    }
    case 'dungeon-crawl': {
      const built = quickCrawlInput(pack);
      if (!built.ok) throw new Error(built.reason);
      return built.input;
    }
    case 'salvage-mission': {
      const missionId = [...pack.salvageMissions.keys()][0] ?? '';
      const mission = pack.salvageMissions.get(missionId);
      const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
      const boilers =
        mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
      const start = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
      if (typeof start === 'string') throw new Error(start);
      return start;
    }
    case 'kraken-campaign': {
      const built = campaignInput(pack, defaultChoices(pack));
      if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
      return built.input;
    }
    case 'space-combat': {
      // Flight 9 (Salvage dispute): the Combat command, objectives and a crewed enemy to board.
      const hullId = [...pack.hulls.keys()][0] ?? '';
      const crew = [...pack.crewTemplates.keys()].slice(0, 4);
      const built = spaceCombatInput(pack, { hullId, fit: 'full', flightNumber: 9, crew });
      if (!built.ok) throw new Error(built.reason);
      return built.input;
    }
    case 'fringe-battle': {
      // The drill battle, solo against the sample raiders.
      const battleId = [...pack.fringeBattles.keys()][0] ?? '';
      const crewId = [...pack.fringeCrews.keys()][0] ?? '';
      const built = fringeInput(pack, { battleId, crewId, play: 'solo' });
      if (!built.ok) throw new Error(built.reason);
      return built.input;
    }
    default:
      throw new Error(`no fixture game for the mode "${modeId}"`);
  }
}

/** Hand-made decisions for modes whose choices alone do little (the board offers only its tools). */
function opening(pack: ContentPack, modeId: string): readonly { type: string; [k: string]: unknown }[] {
  if (modeId === 'dice-lab') {
    return [
      { type: 'check.choose', check: { kind: 'kraken-tech-2d6', tech: 5, level: 2 } },
      { type: 'roll' },
      {
        type: 'check.choose',
        check: { kind: 'salvage-test', dice: 4, baseTn: 6, tnModifier: 1, need: 2 },
      },
      { type: 'roll' },
      { type: 'check.choose', check: { kind: 'table-roll', notation: 'D44' } },
      { type: 'roll' },
      {
        type: 'check.choose',
        check: {
          kind: 'salvage-attack',
          attackDice: 3,
          attackTn: 6,
          defenceDice: 2,
          defenceTn: 6,
          melee: true,
        },
      },
      { type: 'roll' },
      {
        type: 'check.choose',
        check: {
          kind: 'fringe-brawl',
          a: { name: 'Ash', combatSkill: 1, weaponBonus: 1, otherBonus: 0 },
          b: { name: 'Bo', combatSkill: 0, weaponBonus: 2, otherBonus: 0 },
        },
      },
      { type: 'roll' },
      { type: 'check.choose', check: { kind: 'kraken-objective', attributes: [2, 1], difficulty: 3 } },
      { type: 'roll' },
    ];
  }
  if (modeId === 'depth-board') {
    const board = [...pack.boards.values()][0];
    const other = [...pack.boards.values()][1] ?? board;
    return [
      { type: 'tool.pick', tool: 'edit' },
      {
        type: 'terrain.add',
        piece: {
          kind: 'block',
          level: 3,
          x: 4,
          z: 4,
          width: 2,
          depthExtent: 2,
          height: 1,
          blocksLos: true,
          cover: true,
        },
      },
      {
        type: 'figure.place',
        figure: {
          name: 'Scout',
          side: 'crew-a',
          level: 3,
          x: 2,
          z: 30,
          baseDiameter: 1,
          height: 1.25,
          eyeHeight: 1.1,
        },
      },
      { type: 'board.spacing', levelSpacing: 2.5 },
      { type: 'tool.pick', tool: 'ruler' },
      ...(other === undefined
        ? []
        : [
            { type: 'tool.pick', tool: 'edit' },
            { type: 'board.load', board: other },
          ]),
    ];
  }
  return [];
}

function pick<T>(rng: { state: RngState }, list: readonly T[]): T | undefined {
  if (list.length === 0) return undefined;
  const next = nextUint32(rng.state);
  rng.state = next.state;
  return list[next.value % list.length];
}

/**
 * Plays `decisions` bot decisions of `modeId` with digital dice from `seed` and returns the save file. The bot
 * takes a random accepted choice (leaning to the mode's preferred ones half of the time).
 */
export function playFixture(
  pack: ContentPack,
  modeId: string,
  seed: string,
  decisions = 40,
  savedAt?: string,
  onStep?: (session: Session) => void,
): SaveFile {
  const mode: ModeDefinition | undefined = MODES[modeId];
  if (mode === undefined) throw new Error(`no mode "${modeId}"`);
  const session = Session.start(mode, { mode: modeId, seed, input: fixtureInput(pack, modeId) }, 'digital');
  for (const event of opening(pack, modeId)) {
    const outcome = session.send(event);
    if (!outcome.ok) throw new Error(`${modeId}: the opening ${event.type} is refused: ${outcome.reason}`);
  }
  const rng = { state: seedRng(`bot:${seed}`) };
  const prefer = PREFER[modeId] ?? [];
  for (let step = 0; step < decisions; step++) {
    // The deepest active machine's presenter offers, as the ChoiceBar shows (a crawl's fight, a campaign's
    // story phase or landing).
    const accepted = session.choices();
    if (accepted.length === 0) break;
    const staying = accepted.filter(
      (c) => !AVOID.test((c.event as { type: string }).type) && !AVOID.test(c.id),
    );
    const offered = staying.length > 0 ? staying : accepted;
    const leaning = pick(rng, [true, false]) ?? false;
    const preferred = leaning
      ? prefer.map((p) => offered.filter((c) => c.id.startsWith(p))).find((l) => l.length > 0)
      : undefined;
    const choice = pick(rng, preferred ?? offered);
    if (choice === undefined) break;
    session.send(choice.event);
    onStep?.(session);
  }
  const save = saveOf(
    session,
    { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash },
    savedAt,
  );
  session.dispose();
  return save;
}

/** The modes with fixtures: every mode of the app. */
export const FIXTURE_MODES: readonly string[] = Object.keys(MODES).sort();
