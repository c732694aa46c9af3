/**
 * What the content studio's end-to-end tests share: a copy of the project to export and build
 * into (the working tree is never touched), a command runner that keeps this process's servers
 * answering and gives each command a deadline, and a phone's photo with the site's position in its EXIF.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import sharp from 'sharp';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { DEFAULT_UPLOADS_FOLDER } from '../../scripts/lib/export-uploads';
import { freePort } from '../../scripts/lib/free-port';
import { copyProject } from '../../src/server/publish/project-copy';
import { startFakeCloudStorage } from '../server/store/firestore/fake-cloud-storage';
import { startEmulator } from '../scripts/emulator';
import { embeddedStoreEnv } from './contact-data';

/** A copy of this project in a folder of its own. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-flow-'));
  copyProject(resolve('.'), dir);
  return dir;
}

/** How long each command may run before it is killed: tsx and firebase-admin load in seconds, several times that on a loaded machine. */
const DEADLINE_MS = { script: 60_000, build: 180_000 } as const;

/**
 * Not execFileSync: a Firestore test server in this process must keep answering. A command that
 * outlives its deadline is killed and fails with what it printed so far, so a hang names its step.
 */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; input?: string; deadlineMs?: number },
): Promise<string> {
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS.script;
  const started = Date.now();
  const commandLine = `${command} ${args.join(' ')}`;
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd ?? process.cwd(), env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let exitCode: number | null | undefined;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(options.input ?? '');
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      // An exit without 'close': a process the command started still holds its output open.
      const state = exitCode === undefined ? 'was killed' : `exited ${exitCode} but its output stayed open`;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      fail(new Error(`${commandLine} ${state} after ${seconds} s (deadline ${deadlineMs / 1000} s). Its output so far:\n${output}`));
    }, deadlineMs);
    child.on('exit', (code) => (exitCode = code));
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else fail(new Error(`${commandLine} exited ${code ?? signal} after ${((Date.now() - started) / 1000).toFixed(1)} s:\n${output}`));
    });
  });
}

/** `npm run admin:user -- remove <email>`. */
export function removeAccount(env: NodeJS.ProcessEnv, email: string): Promise<string> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'remove', email], { env });
}

/** `npm run admin:user -- add <email> [--can ...]`, the password typed at its prompt. */
export function addAccount(env: NodeJS.ProcessEnv, account: { email: string; password: string }, ...can: string[]): Promise<string> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'add', account.email, ...can], {
    env,
    input: `${account.password}\n`,
  });
}

export interface StudioServer {
  origin: string;
  /** The environment the server runs with: the store's settings, for the project's commands. */
  env: NodeJS.ProcessEnv;
  /** Ends the server and the store's test servers. */
  stop: () => Promise<void>;
}

/**
 * The built server as `npm start` runs it, on `store` (the embedded database in a folder of its
 * own, or the Firestore emulator with a fake Cloud Storage), with `accounts` added by
 * `npm run admin:user` (with `--can` and their permissions, when given) before it starts.
 */
export async function startStudioServer(
  store: 'sqlite' | 'firestore',
  accounts: readonly { account: { email: string; password: string }; can?: string }[],
  settings: NodeJS.ProcessEnv = {},
): Promise<StudioServer> {
  const stoppers: (() => Promise<unknown> | void)[] = [];
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper();
  };
  try {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'studio-flow-data-')), 'data');
    let env: NodeJS.ProcessEnv = { ...process.env, ...embeddedStoreEnv(dataDir), ...settings };
    if (store === 'firestore') {
      const [emulator, storage] = await Promise.all([startEmulator(), startFakeCloudStorage()]);
      stoppers.push(
        () => emulator.stop(),
        () => storage.close(),
      );
      env = {
        ...env,
        FIRESTORE_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: `demo-studio-flow-${process.pid}`,
        ADMIN_SESSION_SECRET: 'a session secret for this test, long enough',
        MEDIA_BUCKET: 'demo-studio-flow.firebasestorage.app',
        FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
      };
    }
    for (const { account, can } of accounts) await addAccount(env, account, ...(can ? ['--can', can] : []));
    const port = await freePort();
    const server = await startBuiltSite(port, env);
    stoppers.push(() => void server.kill('SIGKILL'));
    return { origin: `http://127.0.0.1:${port}`, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `npm run export` from `store` into a copy of the project: the copy's folder, its snapshot in content-snapshot/. */
export async function exportCopy(store: 'sqlite' | 'firestore', env: NodeJS.ProcessEnv): Promise<string> {
  const copy = projectCopy();
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/export.ts',
      '--store',
      store,
      '--out',
      join(copy, 'content-snapshot'),
      '--uploads',
      join(copy, DEFAULT_UPLOADS_FOLDER),
    ],
    { env },
  );
  return copy;
}

/** `astro build` in an exported copy of the project; its built pages' folder. */
export async function buildCopy(copy: string, env: NodeJS.ProcessEnv): Promise<string> {
  const buildEnv: NodeJS.ProcessEnv = {
    ...env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PATH: [resolve('node_modules/.bin'), env['PATH'] ?? ''].join(delimiter),
  };
  for (const name of Object.keys(buildEnv)) if (/^(?:VITEST|NODE_ENV$|TEST$|MODE$)/.test(name)) delete buildEnv[name];
  await run(resolve('node_modules/.bin/astro'), ['build'], { cwd: copy, env: buildEnv, deadlineMs: DEADLINE_MS.build });
  return join(copy, 'dist', 'client');
}

/** A phone's photo: 4000 x 3000, taken on its side, with the site's GPS position in its EXIF. */
export const phonePhoto = (colour: { r: number; g: number; b: number } = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 45/1 0/1' } })
    .toBuffer();
