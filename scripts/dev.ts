/**
 * `npm start`: the app (Vite, port 5173) and the room server for online tables (port 2567) together, so two
 * browser windows on this machine can share a table with nothing else to set up. Either one stopping stops
 * both; Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' }),
];

function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
