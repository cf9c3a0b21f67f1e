import { parentPort, workerData } from 'node:worker_threads';
import { thrown, type CaseOutcome } from './classify';

/**
 * The fuzz worker: loads a pipeline module (the app's by default, a planted one in the harness's own test),
 * says it is ready, then answers each case. An exception that escapes the pipeline is caught here and
 * reported as a crash; a case that never returns is the runner's watchdog's business.
 */
interface PipelineModule {
  init?: () => void | Promise<void>;
  runCase: (job: never) => CaseOutcome | Promise<CaseOutcome>;
}

const port = parentPort;
if (port === null) throw new Error('the fuzz worker runs in a worker thread');
const { pipeline } = workerData as { pipeline: string };
const mod = (await import(pipeline)) as PipelineModule;
await mod.init?.();

port.on('message', (message: { id: number; job: never }) => {
  void (async () => {
    let outcome: CaseOutcome;
    try {
      outcome = await mod.runCase(message.job);
    } catch (e) {
      outcome = thrown(e);
    }
    port.postMessage({ id: message.id, outcome });
  })();
});
port.postMessage({ ready: true });
