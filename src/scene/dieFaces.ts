/**
 * The six numbers a rolled cube die shows, for a given top face, in three.js's BoxGeometry face order
 * (+x right, −x left, +y top, −y bottom, +z front, −z back). A real d6 is drawn as a real d6: opposite faces
 * sum to 7 and the 1-2-3 corner turns the way a right-handed die does, so the top and front faces never show
 * the same number. A value no d6 has (a d20 or d100 result drawn on the cube) shows on the top only; its
 * sides stay blank (null) rather than show numbers that die does not have.
 */
export type CubeFaces = readonly [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];

interface Orientation {
  readonly top: number;
  readonly bottom: number;
  readonly front: number;
  readonly back: number;
  readonly right: number;
  readonly left: number;
}

// A right-handed die at rest: 1 up, 2 towards the viewer, 3 to the right.
const AT_REST: Orientation = { top: 1, bottom: 6, front: 2, back: 5, right: 3, left: 4 };

/** Tipped forward over its front edge: the top goes to the front. */
const tipForward = (o: Orientation): Orientation => ({
  ...o,
  top: o.back,
  front: o.top,
  bottom: o.front,
  back: o.bottom,
});

/** Turned a quarter about the vertical: the front goes to the right. */
const turn = (o: Orientation): Orientation => ({
  ...o,
  right: o.front,
  back: o.right,
  left: o.back,
  front: o.left,
});

/** The 24 orientations of the die, found in a fixed order so the same top always shows the same sides. */
function orientations(): Orientation[] {
  const seen = new Map<string, Orientation>();
  const queue = [AT_REST];
  while (queue.length > 0) {
    const o = queue.shift();
    if (o === undefined) break;
    const key = `${o.top}${o.front}${o.right}`;
    if (seen.has(key)) continue;
    seen.set(key, o);
    queue.push(tipForward(o), turn(o));
  }
  return [...seen.values()];
}

const ALL = orientations();

export function cubeFaces(top: number): CubeFaces {
  const o = ALL.find((x) => x.top === top);
  if (o === undefined) return [null, null, top, null, null, null];
  return [o.right, o.left, o.top, o.bottom, o.front, o.back];
}
