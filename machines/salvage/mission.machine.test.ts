import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { salvageMode } from '../../src/game/modes/salvage';
import { missionContent, seeded } from '../../src/rules/salvage/mission/testkit';
import { newCompany } from '../../src/rules/salvage/mission/setup';
import type { Company, CrewSide, PlayMode } from '../../src/rules/salvage/mission/state';
import { AWAITING_DICE } from '../core/diceRequest';
import { salvageMachine } from './mission.machine';

/**
 * Path tests of the salvage machine itself: every waiting state is reached by real play (the ChoiceBar's
 * choices and answered dice), a mission always ends by its round limit, and `stalled` is never entered.
 */

const LEAVES = [
  'setup.theme',
  'setup.salvage',
  'setup.deployment',
  'setup.airlocks',
  'setup.hazards',
  'setup.hostiles',
  'setup.winConditions',
  'setup.gameLength',
  'round.boilerPhase.initiative',
  'round.boilerPhase.pickUnit',
  'round.boilerPhase.activation',
  'round.enemyPhase.pickHostile',
  'postGame.downtime',
  'rolling',
  'choosing',
];

function leaf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['?', ''];
  return `${key}.${leaf(inner)}`;
}

function company(side: CrewSide, missionId: string, blight: number): Company {
  const content = missionContent(missionId);
  const cards = content.mission.roster
    .map((id) => content.units.find((u) => u.id === id))
    .filter((c) => c !== undefined);
  const crew = [
    cards.find((c) => c.role === 'boss'),
    ...cards.filter((c) => c.role === 'boiler').slice(0, 2),
  ].filter((c) => c !== undefined);
  return { ...newCompany(side, side === 'attacker' ? 'Crew A' : 'Crew B', crew, 50), blight };
}

interface Run {
  readonly seen: Set<string>;
  readonly rounds: number;
  readonly limit: number | null;
}

/** Plays one mission through the machine; `blightFaces` forces the Blight check and manifestation dice. */
function run(mode: PlayMode, missionId: string, seed: number, blightFaces: number[] | null = null): Run {
  const content = missionContent(missionId);
  const companies =
    mode === 'solo'
      ? { attacker: company('attacker', missionId, blightFaces === null ? 0 : 12) }
      : { attacker: company('attacker', missionId, 0), defender: company('defender', missionId, 0) };
  const actor = createActor(salvageMachine, { input: { mode, content, companies } }).start();
  const rng = seeded(seed);
  const seen = new Set<string>();
  const prefer = [
    'choose-',
    'theme-roll',
    'setup-next',
    'first-',
    'activate-',
    'hostile-',
    'order-move-',
    'unit-end',
  ];
  let moves = 0;
  for (let step = 0; step < 4000; step++) {
    const snap = actor.getSnapshot();
    seen.add(leaf(snap.value));
    expect(leaf(snap.value)).not.toBe('stalled');
    const m = snap.context.mission;
    if (snap.hasTag(AWAITING_DICE)) {
      const request = snap.context.diceRequest;
      if (request === null) throw new Error('awaiting dice without a request');
      const forced = blightFaces !== null && /Blight check|Blight manifests/.test(request.purpose);
      const faces = request.groups.map((g, i) =>
        forced
          ? Array.from({ length: g.spec.count }, (_, k) => blightFaces[(i + k) % blightFaces.length] ?? 1)
          : Array.from({ length: g.spec.count }, () =>
              rng.die(g.spec.die === 'd20' ? 20 : Number(g.spec.die.slice(1))),
            ),
      );
      actor.send({ type: 'dice.answer', requestId: request.id, faces, source: 'script' });
      continue;
    }
    if (m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.choice === null) break;
    const choices = salvageMode.choices(snap);
    const pick = prefer
      .map((p) => choices.find((c) => c.id.startsWith(p) && (p !== 'order-move-' || moves < 1)))
      .find((c) => c !== undefined);
    if (pick === undefined) throw new Error(`no choice in ${leaf(snap.value)}`);
    moves = pick.id.startsWith('order-move-') ? moves + 1 : 0;
    actor.send(pick.event);
  }
  const m = actor.getSnapshot().context.mission;
  actor.stop();
  return { seen, rounds: m.round, limit: m.roundLimit };
}

describe('the salvage mission machine', () => {
  it('reaches every waiting state across solo and hot-seat play, and never stalls', () => {
    const seen = new Set<string>();
    for (const [i, missionId] of [
      'sample-refinery-run',
      'sample-scrapyard-sweep',
      'sample-hull-breach',
    ].entries()) {
      for (const s of run('solo', missionId, i + 1).seen) seen.add(s);
      for (const s of run('hotseat', missionId, i + 11).seen) seen.add(s);
    }
    // Blight 12 + a 1 = 13 manifests; 2D8 of 1 + 2 = 3 is "one Boiler": the player chooses.
    for (const s of run('solo', 'sample-refinery-run', 5, [1, 2]).seen) seen.add(s);
    expect([...LEAVES].filter((l) => !seen.has(l))).toEqual([]);
  });

  it('a mission always ends by its round limit', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(seed % 2 === 0 ? 'hotseat' : 'solo', 'sample-scrapyard-sweep', seed);
      expect(r.limit).not.toBeNull();
      expect(r.rounds).toBeLessThanOrEqual(r.limit ?? 0);
    }
  });
});
