import { describe, expect, it } from 'vitest';
import { samplePack } from '../content/testSample';
import { Session } from '../game/session';
import { campaignInput, defaultChoices } from './campaign/campaignInput';
import { campaignMode } from './campaign/mode';
import { dungeonMode } from './dungeon/mode';
import { quickCrawlInput } from './dungeon/quickCrawl';
import { spaceCombatMode } from './spaceCombat/mode';
import { spaceCombatInput } from './spaceCombat/setup';

/**
 * The end of each game in words, as the game-over panel shows it (`mode.describe` of the finished game): how
 * it ended and by which rule, never a bare code ("over after turn 2: lost").
 */

const pack = samplePack();

describe('how a game ended, in words', () => {
  it('a Quick crawl left by the teleporter says so', () => {
    const built = quickCrawlInput(pack);
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      dungeonMode,
      { mode: dungeonMode.id, seed: 'end', input: built.input },
      'digital',
    );
    for (const prefix of ['deploy-', 'move-area:g', 'mines-brave', 'teleporter']) {
      const offer = session.choices().find((c) => c.id.startsWith(prefix));
      expect(offer, prefix).toBeDefined();
      if (offer !== undefined) expect(session.send(offer.event).ok).toBe(true);
    }
    expect(session.over).toBe(true);
    expect(dungeonMode.describe(session.getSnapshot())).toBe(
      'Dungeon crawl — Sample: derelict ore hauler is over: the team went back to the ship by a teleporter',
    );
  });

  it('a space combat says whether it was won, lost or escaped, and by which rule', () => {
    const built = spaceCombatInput(pack, {
      hullId: 'tin-kettle',
      fit: 'full',
      flightNumber: 5,
      crew: [...pack.crewTemplates.keys()].slice(0, 4),
    });
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      spaceCombatMode,
      { mode: spaceCombatMode.id, seed: 'end', input: built.input },
      'manual',
    );
    const snap = session.getSnapshot();
    const ended = (
      outcome: 'won' | 'lost' | 'escaped',
      endedBy: 'objectives' | 'ship-destroyed' | 'escape',
    ) =>
      spaceCombatMode.describe({
        ...snap,
        context: { ...snap.context, combat: { ...snap.context.combat, turn: 2, outcome, endedBy } },
      });
    expect(ended('won', 'objectives')).toBe(
      'Space combat — flight 5 Scout: won after 2 turns — every objective solved',
    );
    expect(ended('lost', 'ship-destroyed')).toBe(
      'Space combat — flight 5 Scout: lost after 2 turns — your ship destroyed',
    );
    expect(ended('escaped', 'escape')).toBe(
      'Space combat — flight 5 Scout: the ship escaped after 2 turns — a successful escape',
    );
    // The game-over panel names the rule it ended by (a Rules-reference entry), never while it is played.
    const ruleOf = (
      outcome: 'won' | 'lost' | 'escaped',
      endedBy: 'objectives' | 'ship-destroyed' | 'escape',
    ) =>
      spaceCombatMode.endRule?.({
        ...snap,
        context: { ...snap.context, combat: { ...snap.context.combat, turn: 2, outcome, endedBy } },
      });
    expect(ruleOf('won', 'objectives')).toBe('kraken.space-combat-end');
    expect(ruleOf('lost', 'ship-destroyed')).toBe('kraken.space-combat-end');
    expect(ruleOf('escaped', 'escape')).toBe('kraken.escape-space-combat');
    expect(spaceCombatMode.endRule?.(snap)).toBeNull();
  });

  it('a campaign says whether it was won or lost, and why', () => {
    const built = campaignInput(pack, defaultChoices(pack));
    if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'end', input: built.input },
      'digital',
    );
    const snap = session.getSnapshot();
    const turn = snap.context.turn;
    const over = (campaign: Partial<typeof turn.campaign>) =>
      // The campaign's end is the chart's final state (the turn keeps no phase).
      campaignMode.describe(
        campaignMode.machine.resolveState({
          value: 'over',
          context: { ...snap.context, turn: { ...turn, campaign: { ...turn.campaign, ...campaign } } },
        }),
      );
    expect(over({ shipDestroyed: true })).toBe(
      'Space Kraken campaign — lost on turn 1: the ship is lost in space',
    );
    expect(over({ crew: turn.campaign.crew.map((m) => ({ ...m, condition: 'killed' as const })) })).toBe(
      'Space Kraken campaign — lost on turn 1: the whole crew is dead',
    );
    expect(over({ victory: 'The Kraken sleeps again.' })).toMatch(
      /^Space Kraken campaign — won on turn 1, score \d+: The Kraken sleeps again$/,
    );
    expect(
      campaignMode.endRule?.(campaignMode.machine.resolveState({ value: 'over', context: snap.context })),
    ).toBe('kraken.victory-defeat');
    expect(campaignMode.endRule?.(snap)).toBeNull();
  });
});
