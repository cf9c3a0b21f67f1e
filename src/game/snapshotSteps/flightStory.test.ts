import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../../scripts/lib/frozenFixtures';
import type { GameSnapshot, LevelSnapshot } from '../gameSnapshot';
import { spaceFlightStep } from './spaceFlight';
import { storyPhaseStep } from './storyPhase';

/** A fixture save's checkpoint (snapshot format 1), as written by the hub machines. */
function checkpoint(file: string): GameSnapshot {
  const save = JSON.parse(readFileSync(join(FIXTURES_DIR, file), 'utf8')) as {
    checkpoint: { snapshot: GameSnapshot };
  };
  return save.checkpoint.snapshot;
}

function child(level: LevelSnapshot, id: string): LevelSnapshot {
  const found = level.children[id];
  if (found === undefined) throw new Error(`no level ${id}`);
  return found;
}

const CAMPAIGN = 'kraken-campaign';
const flightPlace = { mode: CAMPAIGN, path: ['spaceFlight'] };

describe('snapshot step: the space flight as its phase loop', () => {
  const old = child(checkpoint('kraken-campaign.campaign-boarding.v2.json').root, 'spaceFlight');

  it('moves a flight fighting its combat under §9.4, drops nanoPassed and keeps the combat below it', () => {
    expect(old.state).toBe('combat');
    const now = spaceFlightStep(old, flightPlace);
    expect(now.state).toEqual({ spaceCombat: 'fighting' });
    expect(now.context).toMatchObject({ run: { flight: { stage: 'combat' } } });
    expect(JSON.stringify(now.context)).not.toContain('nanoPassed');
    expect(now.children).toBe(old.children);
  });

  it('computes each old step from the flight’s stage, Nano Skin offered only while it works and is not passed', () => {
    const at = (stage: string | null, nanoPassed: boolean, abilities: readonly string[] = []) => {
      const ctx = old.context as { run: Record<string, unknown> & { flight: Record<string, unknown> } };
      const run = {
        ...ctx.run,
        context: { abilities: { $set: abilities }, credits: 0 },
        nanoPassed,
        flight: stage === null ? null : { ...ctx.run.flight, stage },
      };
      return spaceFlightStep({ ...old, state: 'route', context: { ...ctx, run } }, flightPlace).state;
    };
    expect(at(null, false)).toBe('plan');
    expect(at('avoid', false)).toEqual({ avoidCheck: 'choice' });
    expect(at('avoid-roll', false)).toEqual({ avoidCheck: 'avoidRoll' });
    expect(at('number-roll', false)).toEqual({ spaceCombat: 'flightNumberRoll' });
    expect(at('number-roll', false, ['nano-skin'])).toEqual({ avoidCheck: 'nanoSkin' });
    expect(at('number-roll', true, ['nano-skin'])).toEqual({ spaceCombat: 'flightNumberRoll' });
    expect(at('done', false)).toBe('done');
  });

  it('leaves other levels and other modes alone', () => {
    const root = checkpoint('kraken-campaign.campaign-boarding.v2.json').root;
    expect(spaceFlightStep(root, { mode: CAMPAIGN, path: [] })).toBe(root);
    expect(spaceFlightStep(old, { mode: 'space-combat', path: ['spaceFlight'] })).toBe(old);
  });
});

describe('snapshot step: the story phase as its phase loop', () => {
  const old = child(checkpoint('kraken-campaign.campaign-turn5.v2.json').root, 'storyPhase');

  it('puts a line waiting for its Leader under storyLines, its context unchanged', () => {
    expect(old.state).toBe('leader');
    const now = storyPhaseStep(old, { mode: CAMPAIGN, path: ['storyPhase'] });
    expect(now.state).toEqual({ storyLines: 'leader' });
    expect(now.context).toBe(old.context);
  });

  it('finds the random switch, the event to read and the Leader’s check from the phase', () => {
    const ctx = old.context as { phase: Record<string, unknown> };
    const at = (over: Record<string, unknown>) =>
      storyPhaseStep(
        { ...old, state: 'route', context: { ...ctx, phase: { ...ctx.phase, ...over } } },
        { mode: CAMPAIGN, path: ['storyPhase'] },
      ).state;
    expect(at({ wait: { kind: 'roll' } })).toEqual({ cgm: 'randomSwitch' });
    expect(at({ wait: { kind: 'event', id: 'A1' } })).toEqual({ storyEvent: 'reading' });
    expect(at({ wait: { kind: 'event', id: 'A1' }, check: { kind: 'check' } })).toEqual({
      storyEvent: 'checkRoll',
    });
    expect(at({ slot: null })).toBe('done');
  });
});
