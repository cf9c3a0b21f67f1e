import { spotDistance } from './board';
import { hostiles } from './core';
import type { Mission, Spot, Unit } from './state';

/** Noise and alertness: any Unalert hostile within 6" of a Noise source turns Alert at once. */
export const ALERT_RADIUS = 6;

/** How far Noise carries: 6", or what the mission's theme says. */
export function alertRadius(m: Mission): number {
  const theme = m.theme?.effects.find((e) => e.kind === 'noiseRadius');
  return theme?.kind === 'noiseRadius' ? theme.inches : ALERT_RADIUS;
}

/** The Unalert, active hostiles that a Noise at `at` turns Alert. */
export function hostilesHearing(m: Mission, at: Spot): Unit[] {
  const radius = alertRadius(m);
  return hostiles(m).filter(
    (h) => !h.alert && h.at !== null && h.status === 'active' && spotDistance(m, h.at, at) <= radius + 1e-9,
  );
}
