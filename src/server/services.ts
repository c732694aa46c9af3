/**
 * The one set of services of a server process, built once at start from the environment and
 * the build's facts, then handed to Astro's on-demand routes as `locals.services`
 * (src/server/main.ts, src/integrations/site-services.ts for `astro dev`): the store, the
 * contact endpoint and the staff API. A setting that cannot be used is said at start, in the
 * operator's words; the public pages are served anyway and the endpoints concerned answer 503.
 */
import { createBackend, type Backend } from './backend';
import type { BuildFacts } from './build-facts';
import { publishPlaces, publishWorkflow, siteCodeCommit, type Environment } from './config';
import { createWorkflowPublisher } from './publish/workflow-publisher';
import { consoleLog, lineLog, type Log } from './log';
import { probePaths } from '../i18n/routes';
import { createPublisher, type LiveSite } from './publish/runner';
import { adminSettings, createAdminRoute, type AdminRoute } from './admin/route';
import { previewCheck, type PreviewCheck } from './admin/session';
import { createPagePreview, type PagePreviewRoute } from './admin/page-preview';
import { createContactService, type ContactService } from './contact/route';
import { contactSettings } from './contact/settings';
import { startRetentionSweep } from './retention-sweep';
import type { Readiness, StoreState } from './store/readiness';

export interface SiteServices {
  contact: ContactService;
  admin: AdminRoute;
  /** The studio's page preview: the page to render from an editor's draft, or the answer refusing it. */
  pagePreview: PagePreviewRoute;
  /** Whether the staff session of a cookie header still holds, so it may go on seeing its preview. */
  mayPreview: PreviewCheck;
  /**
   * Opens the store (the embedded database migrated) and starts the notification sender;
   * resolves once publishing has recovered (the build live before a restart served again).
   */
  start(): Promise<void>;
  /** Whether the store answers now; a failure is logged with its error. */
  ready(): Promise<StoreState>;
  /** Stops the publish runs, the notification sender and the reminders' loop, after what they are sending; the store stays open. */
  stopBackground(): Promise<void>;
  /** Stops what runs in the background and closes the store: once no request needs it. */
  close(): Promise<void>;
}

/** Said once at start while nobody can sign in: /admin only tells visitors the site is not set up. */
export const NO_STAFF_ACCOUNT =
  'No staff account exists yet, so /admin says the site is not set up. Create one on a machine with these store settings: npm run admin:user -- add <email>';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function attempt<T>(build: () => T, problem: string, log: Log): T | Error {
  try {
    return build();
  } catch (error) {
    log.error(problem, error);
    return asError(error);
  }
}

/**
 * Through the rebuild workflow when PUBLISH_GITHUB_REPOSITORY is set (production); otherwise
 * builds for preview where this machine has the source tree to build from; or why neither.
 */
function publishing(env: Environment, backend: Backend, live: LiveSite | undefined, log: Log) {
  let workflow;
  try {
    workflow = publishWorkflow(env);
    if (workflow) {
      if (backend.kind !== 'firestore')
        return {
          publisher: undefined,
          problem:
            'Preview and publish are off: the rebuild workflow reports into Firestore (publishRuns), and this server keeps its data in the embedded database; configure Firestore or unset PUBLISH_GITHUB_REPOSITORY',
        };
      const publisher = createWorkflowPublisher(backend.publishRuns, workflow, siteCodeCommit(env), lineLog(log));
      return { publisher, problem: undefined, started: `Preview and publish start the rebuild workflow of ${workflow.repository}` };
    }
  } catch (error) {
    return { publisher: undefined, problem: `Preview and publish are off: ${(error as Error).message}` };
  }
  const places = publishPlaces(env);
  if ('problem' in places) return { publisher: undefined, problem: places.problem, started: undefined };
  return {
    publisher: createPublisher(backend.publishRuns, places, live, backend.kind, env, lineLog(log)),
    problem: undefined,
    started: undefined,
  };
}

/** `live`: the site being served, which publishing changes (undefined under `astro dev`: previews only). */
export function createSiteServices(env: Environment, facts: BuildFacts, log: Log = consoleLog, live?: LiveSite): SiteServices {
  const backend: Backend | Error = attempt(
    () => createBackend(env, log),
    'The store is not configured correctly; contact requests and the admin API will answer 503',
    log,
  );
  const contact =
    backend instanceof Error
      ? backend
      : attempt(() => contactSettings(env, facts.site, backend), 'The contact endpoint is not configured correctly and answers 503', log);
  const publish = backend instanceof Error ? undefined : publishing(env, backend, live, log);
  const admin =
    backend instanceof Error
      ? backend
      : attempt(
          () => adminSettings(env, facts.site, backend, () => live?.facts() ?? facts, publish, lineLog(log), log),
          'The admin API is not configured correctly and answers 503',
          log,
        );

  let stopRetentionSweep = () => {};
  // With REMINDER_SECRET set, Cloud Scheduler calls the endpoint (idle instances stop, so no
  // loop could be relied on); without it, this server's own loop sends the reminders.
  const reminders = admin instanceof Error ? undefined : admin.reminders;
  const reminderLoop = reminders?.secret ? undefined : reminders?.runner;

  return {
    contact: createContactService(contact, log),
    admin: createAdminRoute(admin, log),
    pagePreview: createPagePreview(admin, admin instanceof Error ? undefined : admin.previewContent, log),
    mayPreview: admin instanceof Error ? async () => false : previewCheck(admin.store, admin.sessionSecret),
    async start() {
      if (backend instanceof Error) return;
      try {
        backend.database?.get();
      } catch (error) {
        log.error(`${backend.description} could not be opened; contact requests will be refused (503)`, error);
        return;
      }
      log.info(`Contact requests and staff accounts are kept in ${backend.description}`);
      backend.startServerDuties(lineLog(log), (line) => log.error(line));
      if (!(contact instanceof Error)) log.info(`The contact form is accepted from ${contact.allowedOrigins.join(', ')}`);
      log.info(backend.notifications);
      if (backend.secretProblem) log.warn(backend.secretProblem);
      if (backend.mediaProblem) log.warn(backend.mediaProblem);
      if (backend.attachmentProblem) log.warn(backend.attachmentProblem);
      if (publish?.problem) log.warn(publish.problem);
      if (publish?.started) log.info(publish.started);
      backend.sender?.start();
      backend.replySender?.start();
      if (backend.replyProblem) log.warn(backend.replyProblem);
      reminderLoop?.start();
      if (reminders?.problem) log.warn(reminders.problem);
      else if (reminders?.secret) log.info("Reminders are sent when Cloud Scheduler calls the staff API's send-due endpoint");
      stopRetentionSweep = startRetentionSweep({
        retention: backend.contactRetention,
        attachments: backend.attachmentStore,
        retentionDays: backend.retentionDays,
        log,
      });
      await publish?.publisher?.recover(new Date()).catch((error: unknown) => log.error('Publish runs could not be recovered', error));
      // Last, as the runs' recovery: what the store cannot answer now it says at the first request.
      if (!(await backend.adminStore.hasUsers().catch(() => true))) log.warn(NO_STAFF_ACCOUNT);
    },
    async ready() {
      if (backend instanceof Error) return { ready: false, reason: 'the store is not configured; the server log says why' };
      let readiness: Readiness;
      try {
        readiness = await backend.readiness();
      } catch (error) {
        readiness = { ready: false, reason: 'the store could not be checked', error };
      }
      if (readiness.ready) return { ready: true, store: backend.kind };
      log.error(`The store is not ready (${probePaths.ready} answers 503): ${readiness.reason}`, readiness.error);
      return { ready: false, reason: readiness.reason };
    },
    async stopBackground() {
      publish?.publisher?.stop();
      if (!(backend instanceof Error)) await Promise.all([backend.sender?.stop(), backend.replySender?.stop(), reminderLoop?.stop()]);
    },
    close: async () => {
      publish?.publisher?.stop();
      stopRetentionSweep();
      await reminderLoop?.stop();
      if (!(backend instanceof Error)) await backend.close();
    },
  };
}
