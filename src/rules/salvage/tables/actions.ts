import type { ActionId } from '../types';

/**
 * The action table (rules reference salvage.actions, salvage.exert, salvage.concentrate,
 * salvage.engagement): each Boiler action's Power cost, whether it makes Noise, and whether an Engaged
 * unit may take it.
 */

export interface ActionInfo {
  readonly name: string;
  /** PWR column of the action table. */
  readonly power: number;
  /** Marked ● in the table: the action makes Noise. */
  readonly noise: boolean;
  /**
   * Whether the Noise also comes when the action's test fails. Reading (salvage.actions): ● marks the
   * action itself, so a failed Launch, Scale or Interact is still noisy; only Extract Salvage (●*) is
   * silent on a fail. Actions without a test carry the same value as `noise`.
   */
  readonly noiseOnFail: boolean;
  /**
   * May be taken while Engaged. Reading (salvage.engagement): the combat actions are Melee Attack, Shove,
   * Disengage and a ranged attack (only with a Pistol: see `weaponRefusal`). Exert is allowed too: it costs
   * 0 Power and only adds Power, so it is no action in the sense of the Engaged ban.
   */
  readonly combat: boolean;
  readonly summary: string;
}

function action(
  name: string,
  power: number,
  summary: string,
  flags: { noise?: boolean; noiseOnFail?: boolean; combat?: boolean } = {},
): ActionInfo {
  const noise = flags.noise ?? false;
  return {
    name,
    power,
    noise,
    noiseOnFail: flags.noiseOnFail ?? noise,
    combat: flags.combat ?? false,
    summary,
  };
}

/** Salvage QR, Actions: the table in its order, in the project's words. */
export const ACTIONS: Record<ActionId, ActionInfo> = {
  move: action('Move', 1, "Walk as many inches as the unit's Move stat, or fewer."),
  crawl: action('Crawl', 1, 'Move 2"; allowed while Prone.'),
  run: action('Run', 1, 'Move 2" more. Makes Noise.', { noise: true }),
  standUp: action('Stand Up', 1, 'Get up from Prone.'),
  goProne: action('Go Prone', 1, 'Drop Prone.'),
  jump: action('Jump', 1, 'Cross a gap or jump down, as far as the Move stat allows.'),
  launch: action(
    'Launch',
    2,
    'A Jump with 2" more. Muscle test, or fall to the next depth down (or the edge) and land Prone. Makes Noise.',
    { noise: true },
  ),
  climb: action('Climb', 1, 'Climb up or down a face, as far as the Move stat allows.'),
  scale: action(
    'Scale',
    2,
    'A Climb with 2" more. Muscle test, or fall to the next depth down (or the edge), take 1 damage and land Prone. Makes Noise.',
    { noise: true },
  ),
  rangedAttack: action('Ranged Attack', 2, 'Shoot at a target in range and in sight.', { combat: true }),
  meleeAttack: action('Melee Attack', 1, 'Strike an enemy the unit is Engaged with.', { combat: true }),
  disengage: action(
    'Disengage',
    2,
    'Muscle test: a pass gives a free 1" move out of the fight; a fail means no moving.',
    { combat: true },
  ),
  shove: action(
    'Shove',
    1,
    'Opposed Muscle test while Engaged: a win pushes the defender up to your Muscle in inches, any direction; otherwise both are pushed 1" apart.',
    { combat: true },
  ),
  useItem: action('Use Item', 1, 'Put something the unit carries to use.'),
  interact: action(
    'Interact',
    1,
    'Smarts test: cycle an airlock, open or close a door, work an object or search a Mortally Wounded hostile. Makes Noise.',
    { noise: true },
  ),
  extractSalvage: action(
    'Extract Salvage',
    1,
    'Muscle test at a salvage site: a pass gives 1 Salvage token and makes Noise; a fail is silent.',
    { noise: true, noiseOnFail: false },
  ),
  firstAid: action(
    'First Aid',
    1,
    'Patch up 1 Health, or clear 1 condition, on the unit or a friend in contact.',
  ),
  concentrate: action('Concentrate', 1, 'Gain a token worth +1D8 on the next test (at most 2 tokens).'),
  rest: action(
    'Rest',
    1,
    'Remove 1 Exert token or 1 Blight; after exerting in this activation, only Blight.',
  ),
  exert: action(
    'Exert',
    0,
    '+1 Power this round; take an Exert token (at most 2), each costing 1 Power in later activations until rested off.',
    { combat: true },
  ),
};

/** Salvage QR, Actions: Run, Launch and Scale each add 2" to Move, Jump and Climb. */
export const EXTRA_INCHES = { run: 2, launch: 2, scale: 2 } as const;

/** Salvage QR, Actions: Crawl — "Move 2"." */
export const CRAWL_INCHES = 2;

/** Salvage QR, Actions: Disengage — "Pass = free 1" move out of Engagement." */
export const DISENGAGE_INCHES = 1;

/** Salvage QR, actions, Shove: "Lose/draw = both pushed 1" apart" — each of the two is pushed 1". */
export const SHOVE_STALL_INCHES = 1;

/** Salvage QR, Actions: Exert — "Max 2 tokens." */
export const MAX_EXERT = 2;

/** Salvage QR, Actions: Concentrate — "Max 2 tokens at once." */
export const MAX_CONCENTRATE = 2;
