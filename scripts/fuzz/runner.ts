import { Worker } from 'node:worker_threads';
import type { CaseOutcome } from './classify';

/**
 * Runs fuzz cases one at a time in ONE reused worker thread, with a watchdog: a case that passes the time
 * limit is classified hung, the worker is terminated (the only way to stop a loop that never yields) and a
 * fresh one started for the next case. A worker that dies (out of memory, an error thrown outside the
 * pipeline's call) makes that case a crash, and is restarted too.
 */

export interface RunnerOptions {
  /** URL of the pipeline module the worker imports (exports `runCase`, optionally `init`). */
  readonly pipeline: string;
  /** Per-case limit in milliseconds; the worker's start-up does not count. */
  readonly limitMs: number;
  /** Heap cap of the worker, so an out-of-memory case kills the worker and not the harness. */
  readonly maxHeapMb?: number;
}

const BOOT = new URL('./boot.mjs', import.meta.url);
const WORKER = new URL('./worker.ts', import.meta.url).href;
/** Output the pipeline printed during a case, kept for the reproducer's notes. */
const MAX_OUTPUT = 4_000;

export class CaseRunner {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private nextId = 0;
  private output = '';
  /** How many times the worker was (re)started. */
  starts = 0;

  constructor(private readonly options: RunnerOptions) {}

  private start(): Promise<Worker> {
    this.starts++;
    const worker = new Worker(BOOT, {
      workerData: { entry: WORKER, pipeline: this.options.pipeline },
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 2_048 },
    });
    const keep = (chunk: Buffer) => {
      if (this.output.length < MAX_OUTPUT) this.output += chunk.toString('utf8').slice(0, MAX_OUTPUT);
    };
    worker.stdout.on('data', keep);
    worker.stderr.on('data', keep);
    this.worker = worker;
    return new Promise((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m.ready !== true) return;
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
        resolve(worker);
      };
      const onError = (e: Error) =>
        reject(new Error(`the fuzz worker did not start: ${e.stack ?? e.message}`));
      const onExit = (code: number) => reject(new Error(`the fuzz worker exited while starting (${code})`));
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
  }

  private async kill(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker !== undefined) await worker.terminate();
  }

  /** One case's outcome, with what the pipeline printed while it ran. */
  async run(job: unknown): Promise<CaseOutcome & { readonly output: string }> {
    this.ready ??= this.start();
    const worker = await this.ready;
    const id = this.nextId++;
    this.output = '';
    const outcome = await new Promise<CaseOutcome>((resolve) => {
      const done = (o: CaseOutcome, dead: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (dead) void this.kill().then(() => resolve(o));
        else resolve(o);
      };
      const onMessage = (m: { id?: number; outcome?: CaseOutcome }) => {
        if (m.id === id && m.outcome !== undefined) done(m.outcome, false);
      };
      const onError = (e: Error) =>
        done({ verdict: 'crashed', detail: `the worker died: ${e.stack ?? e.message}` }, true);
      const onExit = (code: number) =>
        done({ verdict: 'crashed', detail: `the worker exited with code ${code} (out of memory?)` }, true);
      const timer = setTimeout(
        () => done({ verdict: 'hung', detail: `no answer within ${this.options.limitMs} ms` }, true),
        this.options.limitMs,
      );
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ id, job });
    });
    return { ...outcome, output: this.output };
  }

  async close(): Promise<void> {
    await this.kill();
  }
}
