import type { Session } from '../../game/session';
import type { HireGain } from '../../rules/kraken/dungeon/hire';
import type { campaignMode } from './mode';

type S = Session<typeof campaignMode.machine>;

/**
 * A hire at the campaign's shop, step by step as a player clicks it (kraken.shop): who, the Level, each
 * Level's gain, the gear. Returns the first refusal's reason, or '' when the hire is done.
 */
export function hireAtShop(
  s: S,
  template: string,
  options: { readonly level?: number; readonly gains?: readonly HireGain[]; readonly take?: boolean } = {},
): string {
  const steps = [
    { type: 'market.crew.hire', template } as const,
    { type: 'hire.level', level: options.level ?? 1 } as const,
    ...(options.gains ?? []).map((gain) => ({ type: 'hire.gain', gain }) as const),
    { type: 'hire.gear', take: options.take ?? false } as const,
  ];
  for (const step of steps) {
    const out = s.send(step);
    if (!out.ok) {
      if (step.type !== 'market.crew.hire') s.send({ type: 'hire.cancel' });
      return out.reason;
    }
  }
  return '';
}
