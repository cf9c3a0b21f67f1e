/**
 * A Space Kraken ground combat played to its end with the player's own dice, wherever it runs (the Quick
 * crawl, a campaign's crawl, a story event's fight): the crew wins initiative and hits on 6s, the enemies
 * idle on 1s, other rolls show 3, and the spoils are taken as credits. The screen's page object says how to
 * read and drive it.
 */
export interface FightDriver {
  /** Whether the fight is over (its machine no longer the one playing). */
  over(): Promise<boolean>;
  /** What the waiting roll is for, or null when none waits. */
  waiting(): Promise<string | null>;
  /** Throws `face` on every die of the waiting roll. */
  dice(face: number): Promise<void>;
  offered(): Promise<string[]>;
  choose(prefix: string): Promise<void>;
}

/** The choices the loop takes, first match first. */
const PICKS = [
  'initiative',
  'activate-',
  'attack-L',
  'attack-',
  'psi-skip',
  'credits',
  'pick-left',
  'ammo-0',
  'target-',
];

/** The face the player throws for a roll, by what it is for. */
export function fightFace(purpose: string): number {
  if (/Reaction|enemies|action|escape/.test(purpose)) return 1;
  return /initiative|hit roll/i.test(purpose) ? 6 : 3;
}

/**
 * Plays the fight to its end; `each` runs before every step (a test's checks of the table at that step).
 * Returns the number of steps taken.
 */
export async function fightToTheEnd(
  fight: FightDriver,
  each: () => Promise<void> = () => Promise.resolve(),
  max = 120,
): Promise<number> {
  for (let step = 0; step < max; step++) {
    if (await fight.over()) return step;
    await each();
    const purpose = await fight.waiting();
    if (purpose !== null) {
      await fight.dice(fightFace(purpose));
      continue;
    }
    const ids = await fight.offered();
    const pick = PICKS.map((p) => ids.find((id) => id.startsWith(p))).find((id) => id !== undefined);
    if (pick === undefined) throw new Error(`stuck in the fight: ${ids.join(' ')}`);
    await fight.choose(pick);
  }
  throw new Error('the fight did not end');
}
