/**
 * A spot on the table in a player's words, never as coordinates: near an edge, how far along that edge from
 * its left-hand end as a player measures it with a ruler ("the north edge, 6\" from the west corner");
 * further in, the part of the table it lies in ("the north-west of the table"). North is −z, west is −x.
 */

/** How close to an edge a spot is told by that edge. */
const NEAR_EDGE = 3;

const inches = (n: number): string => `${Number(n.toFixed(1))}"`;

export function spotWords(
  board: { readonly width: number; readonly depth: number },
  x: number,
  z: number,
): string {
  const edges = [
    { edge: 'north', away: z, along: x, from: 'west' },
    { edge: 'south', away: board.depth - z, along: x, from: 'west' },
    { edge: 'west', away: x, along: z, from: 'north' },
    { edge: 'east', away: board.width - x, along: z, from: 'north' },
  ].sort((a, b) => a.away - b.away);
  const near = edges[0];
  if (near !== undefined && near.away <= NEAR_EDGE)
    return `the ${near.edge} edge, ${inches(near.along)} from the ${near.from} corner`;
  const ns = z < board.depth / 3 ? 'north' : z > (2 * board.depth) / 3 ? 'south' : '';
  const ew = x < board.width / 3 ? 'west' : x > (2 * board.width) / 3 ? 'east' : '';
  if (ns === '' && ew === '') return 'the middle of the table';
  return `the ${ns}${ns !== '' && ew !== '' ? '-' : ''}${ew} of the table`;
}
