// The fuzz worker's entry: a worker thread does not inherit tsx from `--import tsx` on Node 20, so it
// registers tsx itself, then loads the TypeScript worker named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
