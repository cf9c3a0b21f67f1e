/**
 * The space-combat stage as plain data: your ship on the left facing up to four enemies on the right
 * (Space Kraken §10: enemies 1 to 4 fire in that order, so they stand top to bottom in that order), with
 * structure and shield bars over each hull and the shots of the turn as lines. Pure: the r3f view only
 * copies these numbers into instanced meshes, and the tests check the layout without a browser.
 * World units are inches on the table, y up; the stage is `STAGE_WIDTH` wide.
 */

export type SpaceSide = 'crew' | 'enemy';

/** One ship as the stage shows it. */
export interface SpaceShipView {
  /** Stable key ("player", "enemy-1" …): the same ship keeps its place and label. */
  readonly key: string;
  readonly side: SpaceSide;
  readonly name: string;
  readonly sp: number;
  readonly maxSp: number;
  readonly shield: number;
  readonly maxShield: number;
  readonly destroyed: boolean;
  /** The Shields timeline command: the enemy's shields are down this turn. */
  readonly shieldsDown?: boolean;
  /** A target the player has designated this turn. */
  readonly targeted?: boolean;
}

/** One shot of the turn: from one ship to another, hit or missed, and the damage it dealt. */
export interface SpaceShotView {
  readonly from: string;
  readonly to: string;
  readonly hit: boolean;
  readonly label: string;
}

export interface SpaceStageView {
  readonly ships: readonly SpaceShipView[];
  readonly shots: readonly SpaceShotView[];
}

export const STAGE_WIDTH = 40;
export const STAGE_DEPTH = 28;
/** Ships float over the table. */
export const SHIP_Y = 2.5;
const PLAYER_X = -12;
const ENEMY_X = 11;
/** Room between enemies, top to bottom. */
const ENEMY_GAP = 8;
/** Length of a hull; your ship is drawn larger. */
export const ENEMY_LENGTH = 3.6;
export const PLAYER_LENGTH = 5.4;
const BAR_WIDTH = 5;
const BAR_HEIGHT = 0.55;
const BAR_GAP = 0.25;

export interface PlacedShip {
  readonly ship: SpaceShipView;
  readonly x: number;
  readonly z: number;
  readonly length: number;
  /** Radians round y: your ship points at the enemies, theirs back at you. */
  readonly heading: number;
}

/** Where each ship stands: enemies in their order from the far side of the table to the near one. */
export function placeShips(ships: readonly SpaceShipView[]): PlacedShip[] {
  const enemies = ships.filter((s) => s.side === 'enemy');
  let enemyIndex = 0;
  return ships.map((ship) => {
    if (ship.side === 'crew') return { ship, x: PLAYER_X, z: 0, length: PLAYER_LENGTH, heading: 0 };
    const offset = (enemyIndex - (enemies.length - 1) / 2) * ENEMY_GAP;
    enemyIndex += 1;
    return { ship, x: ENEMY_X, z: offset, length: ENEMY_LENGTH, heading: Math.PI };
  });
}

/** A flat box over a ship: a bar's track or its filled part. */
export interface BarBox {
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly depth: number;
  readonly color: string;
}

export const BAR_COLORS = {
  track: '#20242c',
  sp: '#5fbf6a',
  spLow: '#d8a23a',
  spCritical: '#d9534f',
  shield: '#58a6ff',
  shieldDown: '#4a5160',
} as const;

function fill(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

function spColor(share: number): string {
  if (share > 0.5) return BAR_COLORS.sp;
  if (share > 0.25) return BAR_COLORS.spLow;
  return BAR_COLORS.spCritical;
}

/**
 * The bars of one ship, behind it (towards the far edge, so the hull never hides them from the default
 * camera): structure on top, shield under it; each a dark track and its filled part from the left. A ship
 * with no shield capacity has no shield bar; a destroyed ship has none.
 */
export function barsOf(placed: PlacedShip): BarBox[] {
  const { ship } = placed;
  if (ship.destroyed) return [];
  const boxes: BarBox[] = [];
  const left = placed.x - BAR_WIDTH / 2;
  const row = (z: number, share: number, color: string) => {
    boxes.push({ x: placed.x, z, width: BAR_WIDTH, depth: BAR_HEIGHT, color: BAR_COLORS.track });
    if (share > 0) {
      const width = BAR_WIDTH * share;
      boxes.push({ x: left + width / 2, z, width, depth: BAR_HEIGHT, color });
    }
  };
  const top = placed.z - placed.length / 2 - 0.9;
  const sp = fill(ship.sp, ship.maxSp);
  row(top, sp, spColor(sp));
  if (ship.maxShield > 0) {
    const shieldColor = ship.shieldsDown === true ? BAR_COLORS.shieldDown : BAR_COLORS.shield;
    row(
      top + BAR_HEIGHT + BAR_GAP,
      fill(ship.shieldsDown === true ? 0 : ship.shield, ship.maxShield),
      shieldColor,
    );
  }
  return boxes;
}

/** A shot as a segment between two hulls (ships not on the stage are skipped). */
export interface ShotSegment {
  readonly from: readonly [number, number, number];
  readonly to: readonly [number, number, number];
  readonly hit: boolean;
  readonly label: string;
}

export function shotSegments(placed: readonly PlacedShip[], shots: readonly SpaceShotView[]): ShotSegment[] {
  const at = new Map(placed.map((p) => [p.ship.key, p]));
  const out: ShotSegment[] = [];
  for (const shot of shots) {
    const from = at.get(shot.from);
    const to = at.get(shot.to);
    if (from === undefined || to === undefined) continue;
    // A miss ends beside the target, not on it.
    const miss = shot.hit ? 0 : 1.6;
    out.push({
      from: [from.x + Math.cos(from.heading) * (from.length / 2), SHIP_Y, from.z],
      to: [to.x - Math.cos(to.heading) * (to.length / 2), SHIP_Y + miss * 0.4, to.z + miss],
      hit: shot.hit,
      label: shot.label,
    });
  }
  return out;
}

/** The label over a ship: its name, then SP and shield in words a player reads at a glance. */
export function shipLabel(ship: SpaceShipView): string {
  if (ship.destroyed) return `${ship.name} · destroyed`;
  const shield =
    ship.maxShield > 0
      ? ship.shieldsDown === true
        ? ' · shields down'
        : ` · shield ${ship.shield}/${ship.maxShield}`
      : '';
  return `${ship.name} · SP ${ship.sp}/${ship.maxSp}${shield}`;
}
