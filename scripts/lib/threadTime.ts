import { existsSync, readFileSync } from 'node:fs';

/**
 * On-CPU time of this (the main) thread in ms, from the scheduler's own count (Linux /proc/thread-self/
 * schedstat, nanoseconds): unlike the wall clock it leaves out the time other jobs held the core, and unlike
 * process.cpuUsage it leaves out the collector's and the compiler's helper threads, which do not hold up a
 * decision. NaN where the file is missing.
 *
 * The kernel brings a running thread's count up to date only at a scheduler tick (4 ms at 250 Hz) or a
 * switch, so read alone the file gave most sub-millisecond spans 0 and a few a whole tick: its p95 said how
 * often a tick fell inside a span more than how long the span took (issue 27). `process.cpuUsage()`
 * (getrusage) first brings the calling thread's count up to date, to the nanosecond; its own figure is not
 * used here.
 */
const SCHEDSTAT = '/proc/thread-self/schedstat';
const hasSchedstat = existsSync(SCHEDSTAT);
export function threadMs(): number {
  if (!hasSchedstat) return Number.NaN;
  process.cpuUsage();
  return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
}
