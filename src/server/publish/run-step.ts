/**
 * A run's steps (export, build, compress, bundle, verify), each a Node process under
 * scripts/publish-child.mjs, so a step ends with the server however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildCacheDir, type Environment, type PublishPlacesConfig } from '../config';
import { stepError } from './step-error';

/** How steps start, and the ones running (for the server's stop). */
export interface Steps {
  guard: string;
  env: NodeJS.ProcessEnv;
  running: Set<ChildProcess>;
}

export class StepFailed extends Error {}

export function stepsOf(places: PublishPlacesConfig, env: Environment): Steps {
  return {
    guard: join(places.sourceDir, 'scripts', 'publish-child.mjs'),
    // Absolute, so every run's copy of the project reuses the photos and compressed copies the source's builds made.
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_CACHE_DIR: buildCacheDir(env, places.sourceDir) },
    running: new Set(),
  };
}

/** Runs one step under the guard; its output's last lines are the error when it fails. */
export function runStep(
  steps: Steps,
  args: string[],
  cwd: string,
  onLine: (line: string) => void = () => {},
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [steps.guard, process.execPath, ...args], {
      cwd,
      env: { ...steps.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    steps.running.add(child);
    let output = '';
    let partial = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-64 * 1024);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => reject(new StepFailed(error.message)));
    child.on('close', (code) => {
      steps.running.delete(child);
      if (code === 0) return resolve();
      reject(new StepFailed(stepError(output) ?? `exit ${code}`));
    });
  });
}

/** Ends the steps running (the server is stopping). */
export function stopSteps(steps: Steps): void {
  for (const child of steps.running) child.kill('SIGTERM');
}
