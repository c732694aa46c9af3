/**
 * The server holds its memory bounds however it is started. Started with them (`npm run serve`,
 * the image: SERVER_MEMORY_BOUNDS in config.ts), it runs in this process. Started without
 * (`node dist/server/main.mjs` alone: 602-707 MiB under hostile uploads, against a bounded
 * heap with them), it starts itself again with what is missing, since neither V8's heap limit
 * nor glibc's settings can change once a process runs; this process then only waits: it passes
 * SIGTERM, SIGINT and SIGHUP on and exits as the server did. The server stops with it, a kill -9
 * of this process included (the IPC channel between them closes), so no server outlives the
 * process that was started. Restarting rather than refusing keeps every way of starting that
 * worked before working, with the bounds.
 */
import { spawn } from 'node:child_process';
import { launcherPid, missingMemoryBounds, processEnvironment } from './config';

const FORWARDED_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export async function startWithMemoryBounds(start: () => Promise<unknown>): Promise<void> {
  const env = processEnvironment();
  const missing = missingMemoryBounds(env, process.execArgv);
  if (launcherPid(env) !== undefined) {
    // A launcher's gone (kill -9 included): so is this server, as if it had been killed itself.
    process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
    process.channel?.unref();
    return void (await start());
  }
  if (!missing) return void (await start());

  const server = spawn(process.execPath, [...missing.nodeFlags, ...process.execArgv, ...process.argv.slice(1)], {
    env: { ...env, ...missing.env, SERVER_LAUNCHER_PID: String(process.pid) },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const forward = (signal: NodeJS.Signals) => server.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  server.once('error', (error) => {
    console.error(`The server could not be started with its memory bounds (${process.execPath}): ${error.message}`);
    process.exit(1);
  });
  server.once('exit', (code, signal) => {
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    if (code !== null) process.exit(code);
    // Ended by a signal: this process ends the same way, so whoever started it sees what happened.
    process.kill(process.pid, signal ?? 'SIGKILL');
  });
}
