import { refusal, type CaseOutcome } from './classify';

/**
 * A pipeline planted by the harness's own test: it throws, never returns, or refuses, as the job says, so
 * the test can check that the worker and the watchdog classify each one.
 */
export type PlantedJob = 'throw' | 'hang' | 'refuse' | 'internal' | 'load';

export function runCase(job: PlantedJob): CaseOutcome {
  if (job === 'throw') throw new TypeError('planted');
  if (job === 'hang') for (;;);
  if (job === 'internal')
    return refusal('The game stopped on an internal error: RangeError: Invalid array length');
  if (job === 'refuse') return refusal('The save is not valid JSON.');
  return { verdict: 'loaded', detail: 'planted' };
}
