/**
 * One step of a publish run (the export, the build), run for the server by
 * src/server/publish/run-step.ts: the step runs in a process group of its own, and this guard
 * ends that group when the server ends, however it ends. The server holds this guard's stdin
 * open and never writes to it; a server killed with -9 closes it, and the guard sees that.
 *   node scripts/publish-child.mjs <command> [args...]
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/publish-child.mjs <command> [args...]');
  process.exit(2);
}
const step = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });

function stop() {
  try {
    process.kill(-step.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  process.exit(1);
}

process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
step.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
step.on('exit', (code, signal) => {
  // A step killed from outside (out of memory, an operator) says so: the run's error is this line.
  if (signal) console.error(`${command} ${args.join(' ')} was killed (${signal})`);
  process.exit(code ?? (signal ? 1 : 0));
});
