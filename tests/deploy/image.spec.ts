/**
 * The server's image holds what the server needs, without a container runtime (none can pull a
 * base image here): what the Dockerfile's COPY lines take is copied into an empty folder, its
 * `npm ci` runs there (from the npm cache), and the server starts from there as the image's CMD
 * says, on Node 24 with the image's environment and nothing of this checkout's: a page, a
 * contact request stored, and the paths the Cloud Run probes ask (deploy/cloud-run-service.yaml)
 * all answer. A package the server imports but the image lacks fails here, not in production.
 * The image is made of ./dist, as the Dockerfile's is, whatever DIST_DIR names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { freePort } from '../../scripts/lib/free-port';
import { getContent } from '../../src/content/loader';
import { contactEndpoint, pathFor } from '../../src/i18n/routes';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { validSubmission } from '../server/contact-cases';
import { copyIntoImage, readImageRecipe } from './dockerfile';

const repo = resolve('.');
/** The project's Node 24 (the `node` package), the version the image's base has. */
const node24 = join(repo, 'node_modules', '.bin', 'node');

interface Probe {
  httpGet: { path: string };
}
const service = parse(readFileSync('deploy/cloud-run-service.yaml', 'utf8')) as {
  spec: { template: { spec: { containers: { startupProbe: Probe; livenessProbe: Probe }[] } } };
};
const container = service.spec.template.spec.containers[0]!;

/** The environment of a process started by `npm run`, less what npm adds, so `npm ci` runs as in a fresh image. */
function builderEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  // npm runs on the project's Node 24, as it does in the image.
  return { ...env, PATH: `${dirname(node24)}:${process.env['PATH'] ?? ''}` };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: builderEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

test("the image's files alone run the server: a page, a stored contact request, and the probes' paths", async () => {
  // npm ci (from the cache) and a server start: seconds here, minutes on a loaded machine.
  test.setTimeout(180_000);
  const recipe = readImageRecipe();
  expect(recipe.base).toMatch(/^node:24(-|$)/);
  expect(recipe.user, 'the server runs as an unprivileged user').not.toMatch(/^(root|0)?$/);
  expect(recipe.install, 'only the production dependencies are installed').toContain('--omit=dev');
  expect(recipe.command.slice(0, 2)).toEqual(['node', 'dist/server/main.mjs']);

  const root = mkdtempSync(join(tmpdir(), 'server-image-'));
  const app = join(root, 'app');
  // Node looks for packages in every folder above the script: none may answer for the image.
  for (let folder = app; folder !== dirname(folder); folder = dirname(folder))
    expect(existsSync(join(folder, 'node_modules')), `${folder}/node_modules would hide a missing package`).toBe(false);
  copyIntoImage(recipe, repo, app);
  await run('npm', [...recipe.install, '--prefer-offline'], app);
  expect(existsSync(join(app, 'node_modules', 'astro')), 'astro is a build tool, not in the image').toBe(false);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = join(root, 'data');
  // The image's environment and what Cloud Run adds (PORT), nothing of this checkout's.
  const env = { PATH: process.env['PATH'] ?? '', ...recipe.env, HOST: '127.0.0.1', PORT: String(port), CONTACT_DATA_DIR: dataDir };
  const server: ChildProcess = spawn(node24, recipe.command.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  try {
    // Started when it answers at all (whatever its log lines say).
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
          return fetch(`${origin}/`).then(
            () => true,
            () => false,
          );
        },
        { timeout: 60_000, intervals: [100, 250, 500] },
      )
      .toBe(true);

    const page = await fetch(`${origin}${pathFor('about', 'tr')}`);
    expect(page.status, output).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<html lang="tr"');
    // A page the server renders per request, in the language no built-in content holds: the
    // build's own content goes with it into the image.
    const sent = await fetch(`${origin}${pathFor('contactSent', 'de')}?ref=3F2A9C1B`);
    expect(sent.status, output).toBe(200);
    const sentPage = await sent.text();
    expect(sentPage).toContain('<html lang="de"');
    expect(sentPage).toContain(getContent('de').contact.sentAlertHeader);
    expect(sentPage).toContain('3F2A9C1B');

    const submission = validSubmission({ message: 'İmajdaki sunucuya gönderilen talep' });
    const posted = await fetch(`${origin}${contactEndpoint}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(submission),
    });
    expect(posted.status, output).toBe(201);
    expect(await posted.json()).toMatchObject({ ok: true, id: submission.requestId });
    const database = databaseHandle(dataDir);
    try {
      const stored = await sqliteContactStore(database).list();
      expect(stored.map((entry) => [entry.id, entry.request.message])).toEqual([[submission.requestId, submission.message]]);
    } finally {
      database.close();
    }

    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status, output).toBe(200);
    expect(ready.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    // What Cloud Run asks before sending traffic, and to decide on a restart.
    for (const probe of [container.startupProbe, container.livenessProbe]) {
      const answer = await fetch(`${origin}${probe.httpGet.path}`);
      expect(answer.status, `${probe.httpGet.path}\n${output}`).toBe(200);
      expect(answer.headers.get('content-type'), probe.httpGet.path).toMatch(/^application\/json/);
    }
  } finally {
    server.kill('SIGKILL');
    await exited;
  }
});
