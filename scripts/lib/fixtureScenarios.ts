import type { ContentPack } from '../../src/content/pack';
import type { Session } from '../../src/game/session';

/** Placeholder until the scenario bots land: no scenario yet. */
export interface FixtureScenario {
  readonly name: string;
  readonly mode: string;
  readonly describe: string;
  play(pack: ContentPack): Session;
}

export const FIXTURE_SCENARIOS: readonly FixtureScenario[] = [];
