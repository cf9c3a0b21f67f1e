import type { TableSeat } from './protocol';

/**
 * A machine's prompt speaks to "you": at one screen that is whoever holds the mouse, but at an online table
 * each window is one seat (or a spectator), and a line about one crew must be worded for the window that reads
 * it — "your crew won initiative" in the winner's window, "<crew> won initiative" in the other's and a
 * spectator's. Keyed by the machine's own prompt (machines/salvage, machines/fringe): a prompt that speaks to
 * one crew or side has an entry here (server/table/seats.test.ts walks both machines for "you" and "your").
 */
interface SeatWords {
  /** For the seat the prompt is about. */
  readonly own: string;
  /** For every other window (the other seat, a spectator): `who` names the seat deciding. */
  readonly other: (who: string) => string;
  /** For a spectator while both crews may act (no one seat decides); a seat then reads the prompt itself. */
  readonly watching?: string;
}

/** A prompt to both players: the same for either seat, in the third person for a spectator. */
const both = (prompt: string, watching: string): [string, SeatWords] => [
  prompt,
  { own: prompt, other: () => watching, watching },
];

const WORDS: ReadonlyMap<string, SeatWords> = new Map<string, SeatWords>([
  // ——— the salvage mission (machines/salvage/mission.machine.ts) ———
  // Two set-up steps speak to both players at once: only a spectator, who cannot go on, reads them otherwise.
  both(
    'Set-up step 2, Salvage: the sites are marked by quarter of the table and by depth (The Sink adds 1 to quality). Go on once you have looked.',
    'Set-up step 2, Salvage: the sites are marked by quarter of the table and by depth (The Sink adds 1 to quality); the players go on once they have looked.',
  ),
  both(
    'Set-up step 5, Hazards: each hazard site and what it does to a unit that ends there. Go on when you know them.',
    'Set-up step 5, Hazards: each hazard site and what it does to a unit that ends there; the players go on when they know them.',
  ),
  [
    'Set-up step 3, Deployment: your Boilers stand in your zone on Topside. Click to move any of them inside the zone, then go on.',
    {
      own: 'Set-up step 3, Deployment: your Boilers stand in your zone on Topside. Click to move any of them inside the zone, then go on.',
      other: (who) =>
        `Set-up step 3, Deployment: the Boilers of ${who} stand in their zone on Topside; ${who} may move any of them inside it before play goes on.`,
      watching:
        'Set-up step 3, Deployment: each crew’s Boilers stand in its zone on Topside; the players may move them inside their zones before play goes on.',
    },
  ],
  [
    'Boiler Phase — you won initiative: choose which crew activates first this round.',
    {
      own: 'Boiler Phase — your crew won initiative: choose which crew activates first this round.',
      other: (who) =>
        `Boiler Phase — ${who} won initiative and chooses which crew activates first this round.`,
    },
  ],
  [
    'Boiler Phase — choose the next unit to activate (the crews take turns). Before your crew’s first activation, your Boss may use its perk.',
    {
      own: 'Boiler Phase — your crew’s turn: choose the next unit to activate (the crews take turns). Before your crew’s first activation, your Boss may use its perk.',
      other: (who) =>
        `Boiler Phase — the turn of ${who}, who chooses the next unit to activate (the crews take turns). Before a crew’s first activation its Boss may use its perk.`,
    },
  ],
  [
    'Boiler Phase — the unit is activating: spend its Power on actions (each shows its cost, and its odds where dice follow), or end the activation. At 0 Power it ends by itself.',
    {
      own: 'Boiler Phase — your unit is activating: spend its Power on actions (each shows its cost, and its odds where dice follow), or end the activation. At 0 Power it ends by itself.',
      other: (who) =>
        `Boiler Phase — a unit of ${who} is activating: ${who} spends its Power on actions or ends the activation. At 0 Power it ends by itself.`,
    },
  ],
  [
    'Boiler Phase — the shove is won: pick the way the loser goes and how far, up to the winner’s Muscle in inches.',
    {
      own: 'Boiler Phase — your unit won the shove: pick the way the loser goes and how far, up to your unit’s Muscle in inches.',
      other: (who) =>
        `Boiler Phase — ${who} won the shove and picks the way the loser goes and how far, up to the winner’s Muscle in inches.`,
    },
  ],
  [
    'Enemy Phase — the Unalert hostiles wander, one at a time: pick which goes next (the player without initiative picks first, then you take turns).',
    {
      own: 'Enemy Phase — the Unalert hostiles wander, one at a time: your pick of which goes next (the crew without initiative picks first, then the crews take turns).',
      other: (who) =>
        `Enemy Phase — the Unalert hostiles wander, one at a time: ${who} picks which goes next (the crew without initiative picks first, then the crews take turns).`,
    },
  ],
  [
    'Enemy Phase — the Alert hostiles act on their Motivations, one at a time: pick which goes next (the player with initiative picks first).',
    {
      own: 'Enemy Phase — the Alert hostiles act on their Motivations, one at a time: your pick of which goes next (the crew with initiative picks first, then the crews take turns).',
      other: (who) =>
        `Enemy Phase — the Alert hostiles act on their Motivations, one at a time: ${who} picks which goes next (the crew with initiative picks first, then the crews take turns).`,
    },
  ],
  [
    'Post-game — the Blight strikes “one Boiler” and leaves the choice to you: pick which of your Boilers it hits.',
    {
      own: 'Post-game — the Blight strikes “one Boiler” and leaves the choice to you: pick which of your Boilers it hits.',
      other: (who) =>
        `Post-game — the Blight strikes “one Boiler” of ${who}, who picks which of its Boilers it hits.`,
    },
  ],
  [
    'Downtime: sell salvage and gear, buy gear, hire to fill the roster (at most 3, one Boss), trade with the other crew, then set out on the next mission.',
    {
      own: 'Downtime: sell salvage and gear, buy gear, hire to fill the roster (at most 3, one Boss), trade with the other crew, then set out on the next mission.',
      other: (who) =>
        `Downtime: ${who} sells salvage and gear, buys gear, hires to fill its roster (at most 3, one Boss) and may trade with the other crew before the next mission.`,
      watching:
        'Downtime: each crew sells salvage and gear, buys gear, hires to fill its roster (at most 3, one Boss) and may trade with the other, then they set out on the next mission.',
    },
  ],
  // ——— the Fringe battle (machines/fringe/battle.machine.ts) ———
  [
    'That roll went against you. Spend a story point to roll it again (the new result stands), make a failed item roll work, or call Lucky shot! on a shot that just missed — or let it stand.',
    {
      own: 'That roll went against your crew. Spend a story point to roll it again (the new result stands), make a failed item roll work, or call Lucky shot! on a shot that just missed — or let it stand.',
      other: (who) =>
        `That roll went against ${who}, who may spend a story point to roll it again (the new result stands), make a failed item roll work, or call Lucky shot! on a shot that just missed — or let it stand.`,
    },
  ],
  [
    'Before the battle: a crew member carries a Duplicator. Copy one weapon or piece of gear your crew carries (not a Duplicator; it is used up), or keep it for later.',
    {
      own: 'Before the battle: a member of your crew carries a Duplicator. Copy one weapon or piece of gear your crew carries (not a Duplicator; it is used up), or keep it for later.',
      other: (who) =>
        `Before the battle: a member of ${who} carries a Duplicator, and ${who} may copy one weapon or piece of gear of its crew with it (not a Duplicator; it is used up) or keep it for later.`,
      watching:
        'Before the battle: each crew has a member with a Duplicator, and may copy one weapon or piece of gear of its own with it (not a Duplicator; it is used up) or keep it for later.',
    },
  ],
  [
    'The battle penalizes your Seize the Initiative roll. Send the Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it), or roll as you are.',
    {
      own: 'The battle penalizes your crew’s Seize the Initiative roll. Send the Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it), or roll as you are.',
      other: (who) =>
        `The battle penalizes the Seize the Initiative roll of ${who}, who may send its Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it) or roll as it is.`,
    },
  ],
  [
    'A figure of yours acts: move (up to its Speed, Dash for 2" more without a Combat Action; click the board), shoot or Panic Fire, acquire a Notable sight it touches, or end its activation. Moving into contact starts a brawl.',
    {
      own: 'A figure of your crew acts: move (up to its Speed, Dash for 2" more without a Combat Action; click the board), shoot or Panic Fire, acquire a Notable sight it touches, or end its activation. Moving into contact starts a brawl.',
      other: (who) =>
        `A figure of ${who} acts: it may move (up to its Speed, Dash for 2" more without a Combat Action), shoot or Panic Fire, acquire a Notable sight it touches, or end its activation. Moving into contact starts a brawl.`,
    },
  ],
  [
    'The brawl’s winner took its opponent out: it may move up to 2" in any direction, but not into a new brawl — click a spot on the board — or stay where it is.',
    {
      own: 'Your figure won the brawl and took its opponent out: it may move up to 2" in any direction, but not into a new brawl — click a spot on the board — or stay where it is.',
      other: (who) =>
        `The brawl’s winner, of ${who}, took its opponent out: it may move up to 2" in any direction, but not into a new brawl, or stay where it is; ${who} decides.`,
    },
  ],
]);

/** Whether a prompt has words for each seat (the machines' tests check every prompt that says "you"). */
export function hasSeatWords(prompt: string): boolean {
  return WORDS.has(prompt);
}

/**
 * The prompt as this window reads it at a table: `seat` is the window's seat (null: a spectator), `deciding`
 * the seat whose decision the game waits on (null: either seat's, or nobody's). A prompt about no one crew
 * is the same in every window.
 */
export function promptForSeat(prompt: string, seat: string | null, deciding: TableSeat | null): string {
  const words = WORDS.get(prompt);
  if (words === undefined) return prompt;
  if (deciding === null) return seat === null ? (words.watching ?? words.other('a player')) : prompt;
  return deciding.id === seat ? words.own : words.other(deciding.label);
}
