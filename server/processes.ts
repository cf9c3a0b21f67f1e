import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A room server in a process of its own (`server/main.ts` under tsx, over IPC): for the test of two
 * processes sharing rooms through Redis, and for the bench, whose clients then do not share the server's
 * process.
 */
export interface ServerProcess {
  readonly port: number;
  /** The process's CPU time so far (µs), its heap, and the rooms it hosts. */
  stats(): Promise<{ cpuUs: number; heapUsed: number; rooms: number; roomIds: readonly string[] }>;
  /** A full garbage collection first (the process runs with --expose-gc), for the heap figure. */
  gc(): void;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  readonly port: number;
  readonly tablesDir: string;
  /** Colyseus' Redis presence and driver, and the Redis table store; none: one process, a file store. */
  readonly redisUrl?: string;
  /** Writes the process's CPU profile (node --cpu-prof) into this folder when it stops. */
  readonly cpuProfileDir?: string;
}

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child: ChildProcess = fork(MAIN, [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(options.cpuProfileDir === undefined
        ? []
        : ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]),
    ],
    env: {
      ...process.env,
      TABLE_PORT: String(options.port),
      TABLES_DIR: options.tablesDir,
      REDIS_URL: options.redisUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: ServerProcess = {
    port: options.port,
    stats: () =>
      new Promise((resolve) => {
        const on = (m: unknown) => {
          const s = m as {
            kind?: string;
            cpu?: { user: number; system: number };
            heapUsed?: number;
            roomIds?: string[];
            rooms?: number;
          };
          if (s.kind !== 'stats') return;
          child.off('message', on);
          resolve({
            cpuUs: (s.cpu?.user ?? 0) + (s.cpu?.system ?? 0),
            heapUsed: s.heapUsed ?? 0,
            rooms: s.rooms ?? 0,
            roomIds: s.roomIds ?? [],
          });
        };
        child.on('message', on);
        child.send('stats');
      }),
    gc: () => {
      child.send('gc');
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the room server on ${String(options.port)} did not start within 60 s`));
    }, 60_000);
    child.on('message', (m: unknown) => {
      if ((m as { kind?: string }).kind !== 'listening') return;
      clearTimeout(timer);
      resolve(handle);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the room server on ${String(options.port)} stopped (${String(code)})`));
    });
  });
}
