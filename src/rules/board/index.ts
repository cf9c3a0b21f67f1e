/**
 * The board kernels: measuring, sight, movement, falls, random directions and engagement on the three-level
 * salvage table (also used for Fringe's terrain rules). Pure functions over plain data.
 */
export * from './types';
export * from './defaults';
export {
  clipToFootprint,
  footprintExtents,
  isDeck,
  isImpassable,
  isShut,
  isSolid,
  blocksSight,
  supportBelow,
  terrainBox,
  type Support,
} from './terrain';
export * from './distance';
export * from './los';
export { groundProfile, type Span } from './ground';
export * from './movement';
export * from './falls';
export * from './direction';
export * from './engagement';
export * from './consequences';
export * from './placement';
