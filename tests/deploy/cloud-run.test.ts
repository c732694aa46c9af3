/**
 * The deploy workflow, the Cloud Run service it applies and the Hosting config that rewrites to
 * it name one service in one region, and the service listens where the image does: a typo in
 * any of them would deploy fine and leave the form posting into a void.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readImageRecipe } from './dockerfile';
import { adminApi, probePaths } from '../../src/i18n/routes';
import { SERVER_MEMORY_BOUNDS } from '../../src/server/config';

interface Probe {
  httpGet: { path: string; port: number };
  periodSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
}
interface ServiceSpec {
  metadata: { name: string; labels: Record<string, string> };
  spec: {
    template: {
      spec: {
        containers: {
          ports: { containerPort: number }[];
          startupProbe: Probe;
          livenessProbe: Probe;
          env: { name: string; value?: string; valueFrom?: { secretKeyRef: { name: string } } }[];
        }[];
      };
    };
  };
}
interface Workflow {
  on: { push: { branches: string[]; 'paths-ignore': string[] } };
  concurrency: { group: string; 'cancel-in-progress': boolean };
  env: Record<string, string>;
  jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
}

const SERVICE_FILE = 'deploy/cloud-run-service.yaml';
const serviceText = readFileSync(SERVICE_FILE, 'utf8');
const service = parse(serviceText) as ServiceSpec;
const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow;
const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { rewrites: { source: string; run?: { serviceId: string; region: string } }[] };
};
const container = service.spec.template.spec.containers[0]!;
const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));

describe('the deploy workflow', () => {
  it('releases on a push to main, one release at a time beside the rebuild, never cancelling one', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.concurrency).toEqual({ group: 'site-release', 'cancel-in-progress': false });
  });

  it('deploys the service and region every Cloud Run rewrite of firebase.json names', () => {
    const targets = hosting.hosting.rewrites.flatMap((rewrite) => (rewrite.run ? [rewrite.run] : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target).toEqual({ serviceId: workflow.env['SERVICE'], region: workflow.env['REGION'] });
    expect(service.metadata.name).toBe(workflow.env['SERVICE']);
    expect(service.metadata.labels['cloud.googleapis.com/location']).toBe(workflow.env['REGION']);
  });

  it(`fills in every \${...} of ${SERVICE_FILE}, and nothing else`, () => {
    const placeholders = [...new Set([...serviceText.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))].sort();
    const filling = runs.find((run) => run.includes(SERVICE_FILE) && run.includes('envsubst'));
    expect(filling, `a step runs envsubst over ${SERVICE_FILE}`).toBeDefined();
    const named = [...(/envsubst '([^']*)'/.exec(filling!)?.[1] ?? '').matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(named).toEqual(placeholders);
    expect(placeholders).toContain('SITE_CODE_COMMIT');
  });

  it('deploys the newest main, never content older than what the rebuild workflow made live', () => {
    const checkout = (job: string) => workflow.jobs[job]?.steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with;
    expect(checkout('test')?.['ref']).toBe('main');
    expect(checkout('deploy')?.['ref']).toBe('${{ needs.test.outputs.commit }}');
    expect(workflow.on.push['paths-ignore']).toEqual(['content-snapshot/**', 'src/assets/images/uploads/**']);
  });

  it('hands the server the commit of its code (npm run code:commit, from the whole history)', () => {
    expect(runs.some((run) => run.includes('npm run -s code:commit'))).toBe(true);
    const checkouts = Object.values(workflow.jobs).flatMap((job) => job.steps.filter((step) => step.with?.['fetch-depth'] === 0));
    expect(checkouts.length).toBeGreaterThan(0);
  });
});

describe('the Cloud Run service', () => {
  it("starts this repository's rebuild workflow for Preview and Publish, with a token from Secret Manager", () => {
    const env = new Map(container.env.map((variable) => [variable.name, variable]));
    expect(env.get('PUBLISH_GITHUB_REPOSITORY')?.value).toBe('${GITHUB_REPOSITORY}');
    expect(env.get('PUBLISH_GITHUB_TOKEN')?.valueFrom?.secretKeyRef.name).toBe('ornek-site-publish-token');
    expect(env.get('SITE_CODE_COMMIT')?.value).toBe('${SITE_CODE_COMMIT}');
  });

  it("sends traffic to the port the image's server listens on, and probes that port", () => {
    const port = Number(readImageRecipe().env['PORT']);
    expect(container.ports).toEqual([{ containerPort: port }]);
    expect(container.startupProbe.httpGet.port).toBe(port);
    expect(container.livenessProbe.httpGet.port).toBe(port);
  });

  it('waits for the store before traffic (/api/ready) and restarts only a process that stops answering (/api/health)', () => {
    expect(container.startupProbe.httpGet.path).toBe(probePaths.ready);
    expect(container.livenessProbe.httpGet.path).toBe(probePaths.health);
    // Cloud Run's bounds: a probe's timeout within its period, a startup probe's window within 240 s.
    for (const probe of [container.startupProbe, container.livenessProbe])
      expect(probe.timeoutSeconds).toBeLessThanOrEqual(probe.periodSeconds);
    expect(container.startupProbe.periodSeconds * container.startupProbe.failureThreshold).toBeLessThanOrEqual(240);
  });
});

describe('the reminders on Cloud Run', () => {
  const step = runs.find((run) => run.includes('gcloud scheduler jobs'));

  it("has Cloud Scheduler POST to the route table's send-due path on the service, every five minutes", () => {
    expect(step, 'a deploy step sets up the scheduler job').toBeDefined();
    expect(workflow.env['REMINDERS_PATH']).toBe(adminApi.remindersDue);
    expect(workflow.env['REMINDERS_SCHEDULE']).toBe('*/5 * * * *');
    expect(step).toContain(`--format 'value(status.url)')$REMINDERS_PATH"`);
    expect(step).toContain('--uri "$url" --http-method POST');
    expect(step).toContain('--schedule "$REMINDERS_SCHEDULE"');
    // Created on the first deploy, updated on every other.
    expect(step).toMatch(/gcloud scheduler jobs update http "\$REMINDERS_JOB" .* --update-headers "Authorization=Bearer \$token"/);
    expect(step).toMatch(/gcloud scheduler jobs create http "\$REMINDERS_JOB" .* --headers "Authorization=Bearer \$token"/);
  });

  it('sends as its bearer token the secret the service reads as REMINDER_SECRET, masked in the log', () => {
    const env = new Map(container.env.map((variable) => [variable.name, variable]));
    expect(env.get('REMINDER_SECRET')?.valueFrom?.secretKeyRef.name).toBe(workflow.env['REMINDER_SECRET_NAME']);
    expect(step).toContain('token="$(gcloud secrets versions access latest --secret "$REMINDER_SECRET_NAME"');
    expect(step).toContain('echo "::add-mask::$token"');
  });
});

describe('the memory settings', () => {
  it('are the same for `npm run serve` (a one-machine server) as for the image, and so is the production mode (React renders as it does there)', () => {
    const { env, command } = readImageRecipe();
    const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['serve']!;
    const heapCap = /(^| )--max-old-space-size=\d+( |$)/.exec(env['NODE_OPTIONS'] ?? '')?.[0];
    expect(heapCap, 'the image caps the V8 heap').toBeDefined();
    expect(serve).toBe(
      `NODE_ENV=${env['NODE_ENV']} MALLOC_MMAP_THRESHOLD_=${env['MALLOC_MMAP_THRESHOLD_']} MALLOC_ARENA_MAX=${env['MALLOC_ARENA_MAX']} node ${env['NODE_OPTIONS']} ${command.slice(1).join(' ')}`,
    );
  });

  it('are the ones the server applies itself when started without them', () => {
    const { env } = readImageRecipe();
    expect(env['NODE_OPTIONS']).toBe(SERVER_MEMORY_BOUNDS.nodeFlags.join(' '));
    expect({ MALLOC_MMAP_THRESHOLD_: env['MALLOC_MMAP_THRESHOLD_'], MALLOC_ARENA_MAX: env['MALLOC_ARENA_MAX'] }).toEqual(
      SERVER_MEMORY_BOUNDS.env,
    );
  });
});
